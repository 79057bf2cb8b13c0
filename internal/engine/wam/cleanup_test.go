package wam

import (
	"testing"

	"github.com/goprolog/goprolog/internal/engine"
)

// TestCleanupOnTheCore checks that predicates that call
// setup_call_cleanup/3 run on the core, and that a cleanup pending in a
// query of the core runs when the engine, which called the query, cuts
// it or backtracks past it: in order with what the engine does next, with
// its error raised there, and only once when the query goes back to the
// engine whole; call_with_time_limit/2's cleanup closes its alarm, which
// interrupts a loop on the core. Each goal runs as a query of its own, closed before the
// next begins.
func TestCleanupOnTheCore(t *testing.T) {
	em, _ := bridged(t, `
:- dynamic log/1.
note(X) :- assertz(log(X)).
logged(L) :- findall(X, retract(log(X)), L).
scc(X) :- setup_call_cleanup(true, member(X, [1, 2, 3]), note(c(X))).
scc_throw(X) :- setup_call_cleanup(true, member(X, [1, 2, 3]), throw(c(X))).
scc_twice(X-Y) :- scc(X), scc(Y).
handed_back(V) :- setup_call_cleanup(true, freeze(V, true), note(c)).
loop :- loop.
limited(E) :- catch(call_with_time_limit(0.05, loop), E, true).

% nodebug/0 keeps the callers below on the engine.
cut(L) :- nodebug, scc(X), !, note(after(X)), logged(L).
backtracked(L) :- nodebug, scc(X), X >= 2, note(after(X)), logged(L).
in_condition(L) :- nodebug, ( scc(X), X >= 2 -> note(after(X)) ; true ), logged(L).
cut_error(E) :- nodebug, catch((scc_throw(_), !), E, true).
cut_two(L) :- nodebug, scc_twice(P), !, note(after(P)), logged(L).
once_only(L) :- handed_back(_), logged(L).
`)
	for _, tc := range []struct{ goal, want string }{
		{"cut(L)", "[c(1),after(1)]"},
		{"backtracked(L)", "[after(2)]"},
		// The query above left scc/1's cleanup pending, and closing it
		// ran it.
		{"logged(L)", "[c(2)]"},
		{"in_condition(L)", "[c(2),after(2)]"},
		{"cut_error(L)", "c(1)"},
		{"cut_two(L)", "[c(1),c(1),after(1-1)]"},
		{"once_only(L)", "[c]"},
		{"limited(L)", "time_limit_exceeded"},
	} {
		if got := once(t, em, tc.goal, "L"); got != tc.want {
			t.Errorf("%s: L = %s, want %s", tc.goal, got, tc.want)
		}
	}
	for _, name := range []string{"scc", "scc_throw", "scc_twice", "limited"} {
		if p := em.Lookup(engine.Intern(name), 1); p == nil || !p.HasFastPath() {
			t.Errorf("%s/1 does not run on the core", name)
		}
	}
}
