package wam

import (
	"testing"

	"github.com/goprolog/goprolog/internal/engine"
)

// TestAtomsCollected: a program that makes 100,000 atoms on the core, in
// a loop driven by failure or by recursion, numbers a few times
// atomGCMin of them at a time beside twice the 30,000 it keeps, and the
// atoms it keeps are still the same atoms after the collections.
// Without the collection the table numbers every atom made.
func TestAtomsCollected(t *testing.T) {
	const program = `
fail_loop(N) :- between(1, N, I), atom_concat(x, I, A), atom_length(A, _), fail.
fail_loop(_).
rec_loop(0) :- !.
rec_loop(N) :- atom_concat(y, N, A), atom_length(A, _), N1 is N - 1, rec_loop(N1).
keep(0, []) :- !.
keep(N, [A|As]) :- atom_concat(z, N, A), N1 is N - 1, keep(N1, As).
check([], 0).
check([A|As], N) :- atom_concat(z, N, B), A == B, N1 is N - 1, check(As, N1).
kept(N, Ok) :- keep(N, L), rec_loop(100000), ( check(L, N) -> Ok = yes ; Ok = no ).
found(N, M) :- findall(A, (between(1, N, I), atom_concat(w, I, A)), L), rec_loop(100000), last(L, M).
`
	for _, tc := range []struct{ goal, show, want string }{
		{"fail_loop(100000), X = done", "X", "done"},
		{"rec_loop(100000), X = done", "X", "done"},
		{"kept(30000, Ok)", "Ok", "yes"},
		{"found(30000, M)", "M", "w30000"},
	} {
		t.Run(tc.goal, func(t *testing.T) {
			em, b := bridged(t, program)
			if got := once(t, em, tc.goal, tc.show); got != tc.want {
				t.Fatalf("%s = %s, want %s", tc.show, got, tc.want)
			}
			m := b.core()
			if m == nil {
				t.Fatal("nothing ran on the core")
			}
			if m.atomRuns == 0 {
				t.Error("the atoms were never collected")
			}
			// A collection waits for as many new atoms as it kept.
			if n := len(m.atoms) - m.keepAtoms; n > 4*atomGCMin+2*30000 {
				t.Errorf("%d atoms numbered at the most, beside the %d of the code", n, m.keepAtoms)
			}
		})
	}
}

// TestNbSetargOnTheCore: aggregate_all/3, whose library clauses keep a
// running value with nb_setarg/3, runs on the core, and nb_setarg/3 of a
// compound keeps it past backtracking into a choicepoint made after the
// term it changes.
func TestNbSetargOnTheCore(t *testing.T) {
	em, _ := bridged(t, `
count(N, C) :- aggregate_all(count, between(1, N, _), C).
best(W) :- aggregate_all(max(X, w(X, [X])), member(X, [3, 1, 4, 1, 5, 2]), W).
last_pair(P) :- T = t(none), ( member(X, [a, b, c]), nb_setarg(1, T, p(X, [X])), fail ; arg(1, T, P) ).
`)
	for _, tc := range []struct{ goal, show, want string }{
		{"count(1000, C)", "C", "1000"},
		{"best(W)", "W", "max(5,w(5,[5]))"},
		{"last_pair(P)", "P", "p(c,[c])"},
	} {
		if got := once(t, em, tc.goal, tc.show); got != tc.want {
			t.Errorf("%s: %s = %s, want %s", tc.goal, tc.show, got, tc.want)
		}
	}
	for _, f := range []functor{{engine.Intern("count"), 2}, {engine.Intern("best"), 1}, {engine.Intern("last_pair"), 1}} {
		if p := em.Lookup(f.name, f.arity); p == nil || !p.HasFastPath() {
			t.Errorf("%s/%d does not run on the core", f.name.Name, f.arity)
		}
	}
}
