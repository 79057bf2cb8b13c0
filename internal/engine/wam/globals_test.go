package wam

import (
	"slices"
	"testing"

	"github.com/goprolog/goprolog/internal/engine"
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
