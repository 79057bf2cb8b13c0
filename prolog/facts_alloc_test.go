package prolog_test

import (
	"context"
	"runtime"
	"testing"

	"github.com/goprolog/goprolog/prolog"
)

// TestFactCallsAllocateNothing checks that the core unifies the facts of
// a table with a call's arguments on its heap (see
// internal/engine/wam/facts.go): a lookup by key, an enumeration and a
// lookup of a compound make no Go allocation, where a call whose
// arguments were copied for the database to unify made one at least.
func TestFactCallsAllocateNothing(t *testing.T) {
	if raceDetector {
		t.Skip("the race detector allocates")
	}
	const calls = 20000
	cases := []struct {
		name, goal string
		perCall    float64 // the most Go allocations per call
	}{
		{"lookup", "look(20000)", 0.05},
		{"enumerate", "walk(20000)", 0.05},
		{"compound", "shape(20000)", 0.05},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			in := prolog.New()
			err := in.ConsultString("facts", `
				:- dynamic f/2, g/2.
				fill :- forall(between(0, 999, I), (V is I * 3, assertz(f(I, V)))),
				        forall(between(0, 3, I), assertz(g(I, s(I, _)))).
				look(0) :- !.
				look(N) :- K is N mod 1000, f(K, V), V >= 0, N1 is N - 1, look(N1).
				walk(0) :- !.
				walk(N) :- K is N mod 1000, ( f(K, _), fail ; true ), N1 is N - 1, walk(N1).
				shape(0) :- !.
				shape(N) :- K is N mod 4, g(K, s(A, B)), A == K, var(B), N1 is N - 1, shape(N1).
			`)
			if err != nil {
				t.Fatal(err)
			}
			ctx := context.Background()
			if err := in.Exec(ctx, "fill"); err != nil {
				t.Fatal(err)
			}
			if err := in.Exec(ctx, tc.goal); err != nil { // warm up
				t.Fatal(err)
			}
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			if err := in.Exec(ctx, tc.goal); err != nil {
				t.Fatal(err)
			}
			runtime.ReadMemStats(&after)
			if per := float64(after.Mallocs-before.Mallocs) / calls; per > tc.perCall {
				t.Errorf("%.2f allocations per call, want at most %.2f", per, tc.perCall)
			}
		})
	}
}
