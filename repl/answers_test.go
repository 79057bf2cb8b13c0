//go:build !wasm

package repl_test

import (
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/goprolog/goprolog/internal/difftest"
)

var update = flag.Bool("update", false, "rewrite the golden answer transcripts of testdata/answers from swipl's")

// TestAnswersMatchSWI feeds each testdata/answers/NAME.in to the top
// level on a pipe and compares what it prints with NAME.out, SWI-Prolog
// 9's transcript of the same input: answers written with the flag
// answer_write_options (max_depth(10) by default), the flag set and read,
// and the replies w and p to an answer with alternatives. Where swipl is
// installed its transcript is checked against the golden file too, and
// -update rewrites the golden files from it.
func TestAnswersMatchSWI(t *testing.T) {
	ins, _ := filepath.Glob(filepath.Join("testdata", "answers", "*.in"))
	if len(ins) == 0 {
		t.Fatal("no cases in testdata/answers")
	}
	for _, in := range ins {
		name := strings.TrimSuffix(filepath.Base(in), ".in")
		t.Run(name, func(t *testing.T) {
			stdin, err := os.ReadFile(in)
			if err != nil {
				t.Fatal(err)
			}
			difftest.CheckGolden(t, difftest.Golden{
				Path: strings.TrimSuffix(in, ".in") + ".out",
				Swipl: func(_ testing.TB, swipl string) string {
					cmd := exec.Command(swipl, "-q")
					cmd.Stdin = strings.NewReader(string(stdin))
					swi, _ := cmd.CombinedOutput()
					return string(swi)
				},
				Goprolog: func(testing.TB) string {
					out, errs, _ := run(t, string(stdin), "-q")
					return out + errs
				},
				Update: *update,
			})
		})
	}
}
