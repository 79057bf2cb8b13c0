package wam

import (
	"testing"

	"github.com/goprolog/goprolog/internal/engine"
)

// TestDistinctOnTheCore checks that predicates that call distinct/1,2
// run on the core, whose variant set keeps its keys while the goal
// backtracks and grows past its first buckets.
func TestDistinctOnTheCore(t *testing.T) {
	em, _ := bridged(t, `
p(a). p(b). p(a). p(c).
firsts(L) :- findall(X, distinct(p(X)), L).
mods(N) :- findall(X, distinct(X, (between(1, 300, I), X is I mod 97)), L), length(L, N).
`)
	for _, tc := range []struct{ goal, want string }{
		{"firsts(L)", "[a,b,c]"},
		{"mods(L)", "97"},
	} {
		if got := once(t, em, tc.goal, "L"); got != tc.want {
			t.Errorf("%s: L = %s, want %s", tc.goal, got, tc.want)
		}
	}
	for _, name := range []string{"firsts", "mods"} {
		if p := em.Lookup(engine.Intern(name), 1); p == nil || !p.HasFastPath() {
			t.Errorf("%s/1 does not run on the core", name)
		}
	}
}
