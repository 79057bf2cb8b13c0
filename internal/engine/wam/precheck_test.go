package wam

import (
	"testing"

	"github.com/goprolog/goprolog/internal/engine"
)

// TestPrecheckShapes: a clause whose arithmetic guard reads variables
// of a structure or list cell in its head gets a precheck that loads
// them, and only when the head's variables are distinct and the
// arguments it takes apart hold variables alone; the answers and counts
// are the engine's.
func TestPrecheckShapes(t *testing.T) {
	w, em := load(t, `
red(_, _, [], R, R) :- !.
red(A + B, K, [X|C], R, Rf) :- A + B =:= K + X, !, red(A + B, K, C, R, Rf).
red(N, K, [X|C], R, Rf) :- app(R, [X], R1), red(N, K, C, R1, Rf).
app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).
rep(f(X, X), Y) :- X < Y.
deep(f(g(X)), Y) :- X < Y.
const(f(X, 1), Y) :- X < Y.
noguard(f(X), Y) :- Y = X.
sel4([X|List], X, Y, [Y|List]).
sel4([X0|XList], X, Y, [X0|YList]) :- sel4(XList, X, Y, YList).
`)
	for _, tc := range []struct {
		name   string
		arity  int
		clause int
		shapes []headShape
	}{
		{"red", 5, 1, []headShape{
			{reg: 0, fun: mkFun(w.functorIndex(functor{engine.Intern("+"), 2})), n: 2, to: 5},
			{reg: 2, list: true, n: 2, to: 7},
		}},
		{"rep", 2, 0, nil},
		{"deep", 2, 0, nil},
		{"const", 2, 0, nil},
		{"noguard", 2, 0, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := w.preds[functor{engine.Intern(tc.name), tc.arity}]
			if p == nil {
				t.Fatalf("%s/%d not compiled", tc.name, tc.arity)
			}
			var got []headShape
			if pre := p.clauses[tc.clause].pre; pre != nil {
				got = pre.shapes
			}
			if len(got) != len(tc.shapes) {
				t.Fatalf("shapes %+v, want %+v", got, tc.shapes)
			}
			for i := range got {
				if got[i] != tc.shapes[i] {
					t.Errorf("shape %d: %+v, want %+v", i, got[i], tc.shapes[i])
				}
			}
		})
	}
	for _, goal := range []string{
		"red(3 + 1, 0, [1, 2, 3, 4, 5], [], R)",
		"red(3 + 1, 0, [1, 2, 3, 4, 5], [], R), fail",
		"red(f(1), 0, [1, 2], [], R)",
		"red(_ + 1, 0, [1, 2], [], R)",
		"red(a + 1, 0, [1, 2], [], R)",
		"sel4([a, x, b], x, y, L)",
		"sel4([x, a, x], x, y, L)",
	} {
		t.Run(goal, func(t *testing.T) { sameAnswers(t, w, em, goal) })
	}
}
