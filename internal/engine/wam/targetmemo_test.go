package wam

import (
	"fmt"
	"strings"
	"testing"

	"github.com/goprolog/goprolog/internal/engine"
)

// TestTargetMemo meta-calls goals of more functors than the memo of call
// targets has entries (see Machine.targetMemo), alternating so that they
// evict one another, with the same name at several arities: each call
// must run its own predicate, as the engine's answers and inference
// counts say.
func TestTargetMemo(t *testing.T) {
	var src strings.Builder
	var goals []string
	for k := range 12 {
		fmt.Fprintf(&src, "p%d(%d).\n", k, k)
		fmt.Fprintf(&src, "q(%d, X) :- X is %d * 10.\n", k, k)
		fmt.Fprintf(&src, "q(%d, X, Y) :- Y is X + %d.\n", k, k)
		goals = append(goals, fmt.Sprintf("p%d", k))
	}
	src.WriteString(`
each([], _, []).
each([G|Gs], I, [X-Y-Z|T]) :- call(G, X), call(q, X, Y), call(q(X), Y, Z), I1 is I + 1, each(Gs, I1, T).
loop(0, _, []) :- !.
loop(N, Gs, [R|Rs]) :- each(Gs, 0, R), N1 is N - 1, loop(N1, Gs, Rs).
`)
	w, em := load(t, src.String())
	// What the bridge answers for the program's predicates: the core
	// runs them.
	w.Resolve = func(name *engine.Atom, arity int) Resolution {
		if p := w.preds[functor{name, arity}]; p != nil && len(p.clauses) > 0 {
			return ResolvedPredicate
		}
		return ResolvedEngine
	}
	sameAnswers(t, w, em, "loop(3, ["+strings.Join(goals, ", ")+"], L)")
	sameAnswers(t, w, em, "loop(2, ["+strings.Join(goals[5:], ", ")+", "+strings.Join(goals[:5], ", ")+"], L)")
}
