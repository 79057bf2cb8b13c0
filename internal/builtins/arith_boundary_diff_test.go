package builtins

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/goprolog/goprolog/internal/difftest"
)

// TestBigArithDifferential runs each program of testdata/bigarith (goal
// main) in swipl and in goprolog and compares what they print, line by
// line: integer functions on the boundaries of the machine word and of
// the WAM core's small integers, and nested expressions on big integers
// whose intermediate results live in the evaluator's scratch pool.
func TestBigArithDifferential(t *testing.T) {
	swipl := difftest.Swipl(t)
	dir, err := filepath.Abs(filepath.Join("testdata", "bigarith"))
	if err != nil {
		t.Fatal(err)
	}
	bin := buildGoprolog(t)
	for _, name := range []string{"boundary", "nested"} {
		t.Run(name, func(t *testing.T) {
			file := filepath.Join(dir, name+".pl")
			want := runLibProgram(t, swipl, dir, file)
			if strings.Count(want, "\n") < 100 {
				t.Fatalf("swipl printed too little:\n%s", want)
			}
			got := runLibProgram(t, bin, dir, file)
			if got != want {
				diff := strings.SplitAfter(difftest.LineDiff(want, got), "\n")
				t.Errorf("%s: %d lines differ from swipl's, the first:\n%s",
					name, len(diff)/3, strings.Join(diff[:min(len(diff), 42)], ""))
			}
		})
	}
}
