package builtins_test

import (
	"os"
	"strings"
	"testing"
)

// TestEnvReuse runs testdata/envreuse.pl, whose clauses release their
// environments and frame blocks at their last calls for others to reuse:
// the answers must be those of the debugger (which runs without the
// reuse) and SWI-Prolog's.
func TestEnvReuse(t *testing.T) {
	prog, err := os.ReadFile("testdata/envreuse.pl")
	if err != nil {
		t.Fatal(err)
	}
	fast := runOurs(t, "envreuse.pl", string(prog), "run")
	if n := strings.Count(fast, "\n"); n != 10 {
		t.Fatalf("%d answer lines, want 10:\n%s", n, fast)
	}
	if slow := runOurs(t, "envreuse.pl", string(prog), "debug, run"); slow != fast {
		t.Errorf("with the debugger:\n%s\nwithout:\n%s", slow, fast)
	}
	swi, ours := runInBoth(t, "envreuse.pl", string(prog), "run")
	if ours != swi {
		t.Errorf("goprolog:\n%s\nswipl:\n%s", ours, swi)
	}
}
