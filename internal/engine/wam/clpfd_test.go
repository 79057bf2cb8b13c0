package wam

import (
	"slices"
	"testing"

	"github.com/goprolog/goprolog/internal/engine"
)

// TestClpfdOnCore runs CLP(FD) programs whose goals run on the core from
// their start: the core calls the constraints' built-ins as their host
// (host.go), and the answers are those of the engine's solver alone.
// Labeling on the core hands over to Prolog at each choice, so the
// inference counts may differ.
func TestClpfdOnCore(t *testing.T) {
	core, b, plain := coreAndEngine(t, "clpfd.pl")
	for _, tc := range []struct {
		goal, pred string // pred runs on the core when onCore is set
		onCore     bool
	}{
		{"queens(6, R)", "queens", true},
		{"sums(R)", "sums", true},
		{"bis(R)", "bis", true},
		{"down(R)", "down", true},
		{"enum(R)", "enum", true},
		{"opts(ff, R)", "opts", true},
		{"opts(ffc, R)", "opts", true},
		{"opts(min, R)", "opts", true},
		{"opts(max, R)", "opts", true},
		{"opts(down, R)", "opts", true},
		{"opts(bisect, R)", "opts", true},
		{"frozen2(R)", "frozen2", true},
		{"wake(R)", "wake", true},
		{"frozen(R)", "frozen", true},
		{"after(R)", "after", true},
		{"committed(R)", "committed", true},
		{"findall(Q, queens(5, Q), R)", "queens", true},
		{"residual(X), X #\\= 4, R = X", "residual", false},
		{"outer(#\\=(4), R)", "out", true},
		{"outers(#\\=(3), R)", "outs", true},
		{"labels(#\\=(3), R)", "outs", true},
	} {
		t.Run(tc.goal, func(t *testing.T) {
			got, _ := allAnswers(t, core, tc.goal)
			want, _ := allAnswers(t, plain, tc.goal)
			if !slices.Equal(got, want) {
				t.Errorf("core:\n%q\nengine:\n%q", got, want)
			}
			if len(want) == 0 {
				t.Errorf("no answer: the test tests nothing")
			}
			arity := 1
			if tc.pred == "queens" || tc.pred == "opts" {
				arity = 2
			}
			if p := core.Lookup(engine.Intern(tc.pred), arity); p.HasFastPath() != tc.onCore {
				t.Errorf("%s/%d runs on the core: %v, want %v", tc.pred, arity, p.HasFastPath(), tc.onCore)
			}
		})
	}
	if b.core().host == nil {
		t.Error("the core called no built-in as its host")
	}
}
