package wam

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/goprolog/goprolog/internal/engine"
)

// TestTrailUndo runs goals whose built-in push/1 changes Go state (a
// stack of integers) and records its undo with TrailUndo: backtracking,
// a cut and the collector treat the undo entries as SWI-Prolog treats
// trailed assignments, and the close of a query drops its own.
func TestTrailUndo(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("testdata", "undo.pl"))
	if err != nil {
		t.Fatal(err)
	}
	w, em := load(t, "")
	var stack []int64
	var recorded, unrecorded int
	em.Register("push", 1, func(*engine.Machine, []engine.Term) (bool, error) { return true, nil })
	push := em.Lookup(engine.Intern("push"), 1)
	w.SetForeign(push, false)
	w.Foreign = func(p *engine.Pred, args []engine.Term) (bool, error) {
		if p != push {
			t.Fatalf("unexpected foreign call of %s/%d", p.Name.Name, p.Arity)
		}
		n := int64(engine.Deref(args[0]).(engine.Int))
		stack = append(stack, n)
		depth := len(stack) - 1
		undo := func() {
			if len(stack) != depth+1 {
				t.Errorf("undo of push %d: the stack is %v, %d deep", n, stack, len(stack))
			}
			stack = stack[:depth]
		}
		if w.TrailUndo(undo) {
			recorded++
		} else {
			unrecorded++
		}
		return true, nil
	}
	addProgram(t, w, em, string(src))
	for _, tc := range []struct {
		goal string
		// first is the stack at the first solution, which the close of
		// the query leaves; unrecorded counts the pushes that nothing
		// could undo.
		first      []int64
		unrecorded int
		collects   bool
	}{
		{goal: "pick(X), X >= 3", first: []int64{3}},
		{goal: "pick(X)", first: []int64{1}},
		{goal: "( pick(X), push(10), fail ; true )", first: nil},
		{goal: "alone", first: []int64{7}, unrecorded: 1},
		{goal: "committed", first: []int64{0}},
		{goal: "( true ; true ), committed", first: []int64{0}},
		{goal: "collected", first: append([]int64{0}, countdown(40, 41)...), collects: true},
		{goal: "mem(_, [a, b]), collected", first: append([]int64{0}, countdown(40, 41)...), collects: true},
	} {
		t.Run(tc.goal, func(t *testing.T) {
			stack, recorded, unrecorded = nil, 0, 0
			res := readGoal(t, em, tc.goal)
			q, err := w.Query(res.Term)
			if err != nil {
				t.Fatal(err)
			}
			runs := w.gcRuns
			ok, err := q.Next()
			if err != nil || !ok {
				t.Fatalf("first solution: %v, %v", ok, err)
			}
			if !slices.Equal(stack, tc.first) {
				t.Errorf("at the first solution: %v, want %v", stack, tc.first)
			}
			if unrecorded != tc.unrecorded {
				t.Errorf("pushes not recorded: %d, want %d", unrecorded, tc.unrecorded)
			}
			if tc.collects && w.gcRuns == runs {
				t.Errorf("the collector did not run")
			}
			q.Close()
			if !slices.Equal(stack, tc.first) {
				t.Errorf("after the close: %v, want %v", stack, tc.first)
			}
			if len(w.undos) != 0 || len(w.trail) != 0 {
				t.Errorf("after the close: %d undos, %d trail entries left", len(w.undos), len(w.trail))
			}
		})
	}
	t.Run("nested queries", func(t *testing.T) {
		stack = nil
		nested(t, w, em, &stack)
	})
}

// nested opens a query on top of one whose choicepoint and push are still
// there: closing the newer query drops its own undo entries, without
// running them, and leaves the older one's.
func nested(t *testing.T, w *Machine, em *engine.Machine, stack *[]int64) {
	outer, err := w.Query(readGoal(t, em, "pick(_)").Term)
	if err != nil {
		t.Fatal(err)
	}
	if ok, err := outer.Next(); !ok || err != nil {
		t.Fatalf("outer: %v, %v", ok, err)
	}
	inner, err := w.Query(readGoal(t, em, "pick(X), X >= 2").Term)
	if err != nil {
		t.Fatal(err)
	}
	if ok, err := inner.Next(); !ok || err != nil {
		t.Fatalf("inner: %v, %v", ok, err)
	}
	if want := []int64{1, 2}; !slices.Equal(*stack, want) {
		t.Errorf("with both open: %v, want %v", *stack, want)
	}
	if len(w.undos) != 2 {
		t.Errorf("with both open: %d undos, want 2", len(w.undos))
	}
	inner.Close()
	if want := []int64{1, 2}; !slices.Equal(*stack, want) {
		t.Errorf("after the inner query closes: %v, want %v", *stack, want)
	}
	if len(w.undos) != 1 {
		t.Errorf("after the inner query closes: %d undos, want the outer's 1", len(w.undos))
	}
	outer.Close()
	if len(w.undos) != 0 || len(w.trail) != 0 {
		t.Errorf("after the outer query closes: %d undos, %d trail entries", len(w.undos), len(w.trail))
	}
}

// countdown returns n, n-1, ..., 1, then the extra values.
func countdown(n int64, extra ...int64) []int64 {
	var out []int64
	for k := n; k >= 1; k-- {
		out = append(out, k)
	}
	return append(out, extra...)
}
