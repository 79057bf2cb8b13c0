package wam

import (
	"os"
	"testing"

	"github.com/goprolog/goprolog/internal/engine"
)

// TestWakeupsRunOnTheCore: predicates that suspend goals with freeze/2
// run on the core, whose own '$wakeup'/1 runs the goals when the
// variables are bound, with the answers of SWI-Prolog.
func TestWakeupsRunOnTheCore(t *testing.T) {
	src, err := os.ReadFile("testdata/coqueens.pl")
	if err != nil {
		t.Fatal(err)
	}
	em, b := bridged(t, string(src))
	for _, tc := range []struct{ goal, want string }{
		{"t1(R)", "got(1,2)"},
		{"t2(R)", "yes"},
		{"t3(R)", "1"},
		{"t4(R)", "1-2"},
		{"t5(R)", "[1-2,1-3,2-1,2-3,3-1,3-2]"},
		{"t6(R)", "[[2,4,1,3],[3,1,4,2]]"},
	} {
		t.Run(tc.goal, func(t *testing.T) {
			if got := once(t, em, tc.goal, "R"); got != tc.want {
				t.Errorf("%s: R = %s, want %s", tc.goal, got, tc.want)
			}
			name := engine.Intern(tc.goal[:2])
			if p := em.Lookup(name, 1); !p.HasFastPath() {
				t.Errorf("%s/1 does not run on the core", name.Name)
			}
		})
	}
	if b.m == nil || b.m.callTargets[atomWakeup] == nil {
		t.Error("the wake-ups did not run on the core's '$wakeup'/1")
	}
}
