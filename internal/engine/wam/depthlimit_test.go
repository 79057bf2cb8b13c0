package wam

import (
	"regexp"
	"testing"

	"github.com/goprolog/goprolog/internal/engine"
)

// TestDepthLimitOnCore runs goals under call_with_depth_limit/3 whose
// predicates a depth-limited core runs, and checks that such a core ran
// them, with the solver's Results, and that predicates whose levels the
// core does not count (a meta-call, catch/3) stay with the solver.
func TestDepthLimitOnCore(t *testing.T) {
	em, b := bridged(t, `
len([], 0).
len([_|T], N) :- len(T, M), N is M+1.
mem(X, [X|_]).
mem(X, [_|T]) :- mem(X, T).
tests(X) :- X = f(Y), atom(Y), Y == a, var(_).
meta(G) :- call(G).
guarded(L) :- catch(len(L, _), _, true).
`)
	vars := regexp.MustCompile(`_[0-9]+`)
	for _, c := range []struct{ goal, want string }{
		{"call_with_depth_limit(len([a,b,c], _), 4, R)", "4"},
		{"call_with_depth_limit(len([a,b,c], _), 3, R)", "depth_limit_exceeded"},
		{"findall(X-D, call_with_depth_limit(mem(X, [a,b,c]), 2, D), R)", "[a-1,b-2,_-depth_limit_exceeded]"},
		{"call_with_depth_limit(tests(f(a)), 2, R)", "2"},
		{"call_with_depth_limit(tests(f(a)), 1, R)", "depth_limit_exceeded"},
		{"call_with_depth_limit(meta(len([a], _)), 3, R)", "3"},
		{"call_with_depth_limit(guarded([a]), 4, R)", "4"},
	} {
		t.Run(c.goal, func(t *testing.T) {
			if got := vars.ReplaceAllString(once(t, em, c.goal, "R"), "_"); got != c.want {
				t.Errorf("R = %s, want %s", got, c.want)
			}
		})
	}
	if len(b.llevels) == 0 || b.llevels[0] == nil {
		t.Fatal("no depth-limited core ran a call")
	}
	m := b.llevels[0]
	for _, c := range []struct {
		name   string
		arity  int
		onCore bool
	}{{"len", 2, true}, {"mem", 2, true}, {"tests", 1, true}, {"meta", 1, false}, {"guarded", 1, false}} {
		p := m.preds[functor{engine.Intern(c.name), c.arity}]
		if got := p != nil && len(p.clauses) > 0; got != c.onCore {
			t.Errorf("%s/%d on the depth-limited core: %v, want %v", c.name, c.arity, got, c.onCore)
		}
	}
}
