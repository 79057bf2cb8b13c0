package prolog_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/goprolog/goprolog/internal/difftest"
	"github.com/goprolog/goprolog/prolog"
)

// depthLimitPrograms returns the programs of testdata/depthlimit, each
// with a run/0 that prints the Results of call_with_depth_limit/3 calls
// and the inferences each took (driver.pl, which they include, has none).
func depthLimitPrograms(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("testdata", "depthlimit", "*.pl"))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, f := range files {
		if filepath.Base(f) != "driver.pl" {
			out = append(out, f)
		}
	}
	if len(out) == 0 {
		t.Fatal("no programs in testdata/depthlimit")
	}
	return out
}

// runDepthLimit runs file's run/0 under the inference model named and
// returns its output, variables renumbered.
func runDepthLimit(t *testing.T, file, model string, opts ...prolog.Option) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	var out bytes.Buffer
	in := prolog.New(append([]prolog.Option{prolog.WithStdio(strings.NewReader(""), &out, &out)}, opts...)...)
	if err := in.Exec(ctx, "set_prolog_flag(inference_model, "+model+")"); err != nil {
		t.Fatal(err)
	}
	if err := in.Consult(file); err != nil {
		t.Fatal(err)
	}
	if err := in.Exec(ctx, "run"); err != nil {
		t.Fatal(err)
	}
	in.Flush()
	return renumberVars(out.String())
}

// TestDepthLimitAgainstEngine runs the programs of testdata/depthlimit
// with the WAM core and on the engine's solver alone (WithoutNative),
// under both inference models: the Results of call_with_depth_limit/3,
// the solutions, the errors and the inferences of every case are the
// same. The predicates that the goals call run on a depth-limited core
// (see wam/depthlimit.go) where it counts their levels, and on the
// solver where it does not (meta-calls, catch/3).
func TestDepthLimitAgainstEngine(t *testing.T) {
	for _, file := range depthLimitPrograms(t) {
		for _, model := range []string{"swi2001", "swi9"} {
			t.Run(filepath.Base(file)+"/"+model, func(t *testing.T) {
				core := runDepthLimit(t, file, model)
				solver := runDepthLimit(t, file, model, prolog.WithoutNative())
				if !strings.Contains(core, "inferences") {
					t.Fatalf("no case ran:\n%s", core)
				}
				if core != solver {
					t.Errorf("%s", firstDifference(core, solver))
				}
			})
		}
	}
}

// TestDepthLimitSwipl runs the programs of testdata/depthlimit in
// swipl and with the WAM core: every line but the inference counts is
// the same, variables renumbered. A program whose first line is
// "% swipl: differs" is left out: its comment says why.
func TestDepthLimitSwipl(t *testing.T) {
	swipl := difftest.Swipl(t)
	for _, file := range depthLimitPrograms(t) {
		t.Run(filepath.Base(file), func(t *testing.T) {
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			if strings.HasPrefix(string(src), "% swipl: differs") {
				t.Skip("SWI-Prolog counts levels differently here (see the program's comment)")
			}
			want := withoutInferences(swiplRun(t, swipl, file))
			got := withoutInferences(runDepthLimit(t, file, "swi9"))
			if len(want) < 20 {
				t.Fatalf("swipl printed %d lines", len(want))
			}
			if len(got) != len(want) {
				t.Errorf("%d lines, swipl %d", len(got), len(want))
			}
			for i := range min(len(got), len(want)) {
				if w, g := difftest.NormalizeVars(want[i]), difftest.NormalizeVars(got[i]); w != g {
					t.Errorf("line %d\n  swipl:    %s\n  goprolog: %s", i+1, w, g)
				}
			}
		})
	}
}

// withoutInferences returns out's lines but those that print an
// inference count.
func withoutInferences(out string) []string {
	var lines []string
	for _, l := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
		if !strings.HasPrefix(l, "inferences ") {
			lines = append(lines, l)
		}
	}
	return lines
}
