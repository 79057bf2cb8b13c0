package wam

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/goprolog/goprolog/internal/engine"
	"github.com/goprolog/goprolog/internal/parser"
)

// TestHeldGlobals runs nb_setval/2 and nb_getval/2 of compound values
// on the core and on the engine's solver alone: the answers and
// inference counts are the same, and the core keeps the value itself
// (a heldValue), so that its nb_getval/2 copies no engine term back.
// Where want is given, the core's answer is want: its nb_getval/2 gives
// a copy of the value each time, as it did when it went through the
// engine's built-in, where the engine's solver and SWI-Prolog give the
// value itself; and nb_current/2 listing the variables counts an
// inference less on the core.
func TestHeldGlobals(t *testing.T) {
	core, b, plain := coreAndEngine(t, "globals.pl")
	for _, tc := range []struct {
		goal string
		held bool // the value of k is held by the core at the end
		want string
	}{
		{"roundtrip(R)", true, ""},
		{"fresh(R)", true, "ok"},
		{"bound(R)", true, "f(_)"},
		{"undone(R)", true, ""},
		{"after_fail(R)", true, ""},
		{"boxes(R)", true, ""},
		{"atoms(R)", true, ""},
		{"current(R)", true, ""},
		{"listed(R)", false, "[zz_key-p([q])]"},
		{"deleted(R)", false, ""},
		{"over(R)", true, ""},
		{"bover(R)", true, ""},
		{"frozen(R)", false, ""},
		{"cyclic(R)", true, ""},
		{"unknown(R)", false, ""},
	} {
		t.Run(tc.goal, func(t *testing.T) {
			delete(core.Globals, engine.Intern("k"))
			got, gotInf := allAnswers(t, core, tc.goal)
			if tc.want != "" {
				if want := []string{tc.want}; !slices.Equal(normalize(got), normalize(want)) {
					t.Errorf("core:\n%q\nwant:\n%q", got, want)
				}
			} else {
				sameAsEngine(t, got, gotInf, plain, tc.goal)
			}
			if !tc.held {
				return
			}
			h, ok := core.Globals[engine.Intern("k")].(*engine.HeldTerm)
			if !ok {
				t.Fatalf("the core holds no value of k")
			}
			if hv, ok := h.Data.(*heldValue); !ok || hv.m != b.core() {
				t.Errorf("the value of k is not the core's")
			}
		})
	}
}

// TestBsetvalLoopBounded checks that b_setval/2 of a variable that has a
// value assigns its box: a loop of 100,000 assignments under a
// choicepoint leaves one entry on the stack of b_setval/2 values and no
// trail entry per assignment, and backtracking into the choicepoint
// gives the loop its start again.
func TestBsetvalLoopBounded(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("testdata", "bsetval_loop.pl"))
	if err != nil {
		t.Fatal(err)
	}
	em, b := bridged(t, string(src))
	const n = 100_000
	goal, err := parser.ReadTermFromString(em, fmt.Sprintf("run(%d, V) .", n))
	if err != nil {
		t.Fatal(err)
	}
	q := em.Solve(goal.Term)
	defer q.Close()
	for answer := range 2 {
		if ok, err := q.Next(); !ok || err != nil {
			t.Fatalf("answer %d: %v, %v", answer+1, ok, err)
		}
		w := b.core()
		if v := engine.Deref(goal.Vars[0].Var); engine.Compare(v, engine.Int(n)) != 0 {
			t.Errorf("answer %d: V = %v, want %d", answer+1, v, n)
		}
		if answer > 0 {
			continue // the last answer closes the core's query
		}
		if len(w.bvals) != 1 {
			t.Errorf("answer %d: %d entries of b_setval/2 values after %d assignments of one variable, want 1", answer+1, len(w.bvals), n)
		}
		if limit := 1000; len(w.trail) > limit {
			t.Errorf("answer %d: trail holds %d entries after %d assignments, want at most %d", answer+1, len(w.trail), n, limit)
		}
	}
}
