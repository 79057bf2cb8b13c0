package wam

import (
	"regexp"
	"testing"

	"github.com/goprolog/goprolog/internal/engine"
)

// TestDepthLimitOnCore runs goals under call_with_depth_limit/3 whose
// predicates a depth-limited core runs (calls of predicates with
// clauses, tests, call/N and the library's findall/3,4, forall/2,
// once/1, ignore/1, not/1, bagof/3 and setof/3 of such calls spelled
// out, catch/3, tables
// of facts, clause/2, between/3, length/2), and checks that
// such a core ran them, with the solver's Results, and that predicates
// whose levels the core does not count (a meta-call of a goal known at
// run time, catch/3 of a recovery that is a control construct of
// built-ins' goals, a meta-predicate of a built-in's goal, bagof/3 of a
// List given) stay with the solver.
func TestDepthLimitOnCore(t *testing.T) {
	em, b := bridged(t, `
len([], 0).
len([_|T], N) :- len(T, M), N is M+1.
mem(X, [X|_]).
mem(X, [_|T]) :- mem(X, T).
tests(X) :- X = f(Y), atom(Y), Y == a, var(_).
meta(G) :- call(G).
guarded(L) :- catch(len(L, _), _, true).
all(L, Xs) :- findall(X, mem(X, L), Xs).
all4(L, Xs) :- findall(X, mem(X, L), Xs, []).
firstm(X, L) :- once(mem(X, L)).
some(L) :- ignore(mem(b, L)).
none(L) :- not(mem(z, L)).
each(L) :- forall(mem(X, L), len([X], 1)).
calln(L, X) :- call(mem, X, L).
conj(L, Xs) :- findall(X, (mem(X, L), X \== b), Xs).
bi(Xs) :- findall(X, atom_length(abc, X), Xs).
bag(L, Xs) :- bagof(X, mem(X, L), Xs).
caught(L, E) :- catch((len(L, N), N > 1, X is foo + N, atom(X)), E, true).
ctl(L) :- catch(len(L, _), _, (true ; true)).
:- dynamic(fct/1).
fct(a).
fct(b).
usef(X) :- fct(Y), mem(X, [Y]).
pairs(L, Ps) :- findall(X-Y, (mem(X, L), mem(Y, L)), Ps).
either(L, X) :- call((mem(X, L) ; len(L, X))).
ctlb(L) :- catch(len(L, _), _, (true ; X = 1, atom(X))).
solve(true) :- !.
solve((A, B)) :- !, solve(A), solve(B).
solve(H) :- clause(H, B), solve(B).
btw(X) :- between(1, 3, X), len([X], _).
lng(L) :- length(L, 2), mem(a, L).
bagc(L) :- bagof(X, mem(X, L), [a]).
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
		{"call_with_depth_limit(all([a,b], L), 4, R)", "5"},
		{"call_with_depth_limit(all([a,b], L), 3, R)", "4"},
		{"call_with_depth_limit(all([a,b], L), 2, R)", "depth_limit_exceeded"},
		{"call_with_depth_limit(all4([a,b], L), 4, R)", "5"},
		{"call_with_depth_limit(firstm(X, [a,b]), 3, R)", "3"},
		{"call_with_depth_limit(firstm(X, [a,b]), 2, R)", "depth_limit_exceeded"},
		{"call_with_depth_limit(some([a,b]), 4, R)", "4"},
		{"call_with_depth_limit(none([a]), 4, R)", "4"},
		{"call_with_depth_limit(each([a]), 5, R)", "4"},
		{"call_with_depth_limit(each([a]), 3, R)", "depth_limit_exceeded"},
		{"call_with_depth_limit(calln([a,b], X), 2, R)", "2"},
		{"call_with_depth_limit(conj([a,b], L), 5, R)", "6"},
		{"call_with_depth_limit(bi(L), 5, R)", "3"},
		{"call_with_depth_limit(bag([a], L), 6, R)", "5"},
		{"call_with_depth_limit(bagc([a]), 6, R)", "5"},
		{"call_with_depth_limit(caught([a,b], E), 6, R)", "5"},
		{"call_with_depth_limit(caught([a,b], E), 4, R)", "depth_limit_exceeded"},
		{"call_with_depth_limit(ctl([a]), 5, R)", "4"},
		{"findall(X-D, call_with_depth_limit(usef(X), 3, D), R)", "[a-2,b-3]"},
		{"call_with_depth_limit(pairs([a,b], L), 6, R)", "6"},
		{"findall(X-D, call_with_depth_limit(either([a], X), 4, D), R)", "[a-3,1-4]"},
		{"call_with_depth_limit(ctlb([a]), 5, R)", "4"},
		{"findall(X-D, call_with_depth_limit(solve(mem(X, [a,b])), 3, D), R)", "[a-2,b-3,_-depth_limit_exceeded]"},
		{"findall(X-D, call_with_depth_limit(solve(mem(X, [a,b])), 4, D), R)", "[a-2,b-3]"},
		{"findall(X-D, call_with_depth_limit(btw(X), 3, D), R)", "[1-3,2-3,3-3]"},
		{"findall(L-D, call_with_depth_limit(lng(L), 3, D), R)", "[[a,_]-2,[_,a]-3,_-depth_limit_exceeded]"},
		{"findall(X-D, call_with_depth_limit(usef(X), 2, D), R)", "[a-2,b-3,_-depth_limit_exceeded]"},
	} {
		t.Run(c.goal, func(t *testing.T) {
			if got := vars.ReplaceAllString(once(t, em, c.goal, "R"), "_"); got != c.want {
				t.Errorf("R = %s, want %s", got, c.want)
			}
		})
	}
	// A call from the query runs on the depth-limited core of level 0,
	// one from a clause of a core on the next level's.
	onCore := func(f functor) bool {
		for _, m := range b.llevels {
			if m == nil {
				continue
			}
			if p := m.preds[f]; p != nil && len(p.clauses) > 0 {
				return true
			}
		}
		return false
	}
	if len(b.llevels) == 0 {
		t.Fatal("no depth-limited core ran a call")
	}
	for _, c := range []struct {
		name   string
		arity  int
		onCore bool
	}{{"len", 2, true}, {"mem", 2, true}, {"tests", 1, true}, {"meta", 1, false}, {"guarded", 1, true},
		{"all", 2, true}, {"all4", 2, true}, {"firstm", 2, true}, {"some", 1, true}, {"none", 1, true},
		{"each", 1, true}, {"calln", 2, true}, {"conj", 2, false}, {"bi", 1, false}, {"bag", 2, true},
		{"caught", 2, true}, {"ctl", 1, true}, {"usef", 1, true},
		{"pairs", 2, true}, {"either", 2, true}, {"ctlb", 1, false}, {"solve", 1, true},
		{"btw", 1, true}, {"lng", 1, true}, {"bagc", 1, false}} {
		if got := onCore(functor{engine.Intern(c.name), c.arity}); got != c.onCore {
			t.Errorf("%s/%d on the depth-limited core: %v, want %v", c.name, c.arity, got, c.onCore)
		}
	}
}
