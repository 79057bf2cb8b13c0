package engine

import (
	"slices"
	"testing"
)

// TestFrameBlockBacktracking runs bodies whose non-last calls share a
// frame block and are re-entered by backtracking in every order: each
// solution must continue from the right call with the right bindings.
func TestFrameBlockBacktracking(t *testing.T) {
	b := newTB()
	b.installBasics()
	b.add(t, c("m", i(1)), c("m", i(2)))
	// p(X-Y-Z) :- m(X), m(Y), m(Z), true.
	b.add(t, rule(c("p", c("-", c("-", b.v("X"), b.v("Y")), b.v("Z"))),
		c("m", b.v("X")), c("m", b.v("Y")), c("m", b.v("Z")), c("true")))
	// q(X-Y) :- m(X), (m(Y) ; Y = 3), m(_), true.   (frames in a branch)
	b.add(t, rule(c("q", c("-", b.v("X"), b.v("Y"))),
		c("m", b.v("X")), c(";", c("m", b.v("Y")), c("=", b.v("Y"), i(3))), c("m", b.v("_")), c("true")))
	b.m.Register("true", 0, func(*Machine, []Term) (bool, error) { return true, nil })
	v := b.m.NewVar()
	got := b.solutions(t, c("p", v), v)
	var want []string
	for _, x := range []string{"1", "2"} {
		for _, y := range []string{"1", "2"} {
			for _, z := range []string{"1", "2"} {
				want = append(want, x+"-"+y+"-"+z)
			}
		}
	}
	if !slices.Equal(got, want) {
		t.Errorf("p: got %v, want %v", got, want)
	}
	v = b.m.NewVar() // a finished query leaves its last bindings
	got = b.solutions(t, c("q", v), v)
	want = nil
	for _, x := range []string{"1", "2"} {
		for _, y := range []string{"1", "2", "3"} {
			want = append(want, x+"-"+y, x+"-"+y)
		}
	}
	if !slices.Equal(got, want) {
		t.Errorf("q: got %v, want %v", got, want)
	}
}

// TestFrameBlockNested backtracks through nested activations of one
// clause, each with a block of its own: r(N, L) :- m(A), N1 is N-1,
// r(N1, L1), m(B), L = [A,B|L1] has 4^N solutions, in order.
func TestFrameBlockNested(t *testing.T) {
	b := newTB()
	b.installBasics()
	b.add(t, c("m", i(1)), c("m", i(2)))
	b.add(t, rule(c("r", i(0), c("[]")), c("!")))
	b.add(t, rule(c("r", b.v("N"), b.v("L")), c("m", b.v("A")), c("is", b.v("N1"), c("-", b.v("N"), i(1))),
		c("r", b.v("N1"), b.v("L1")), c("m", b.v("B")), c("=", b.v("L"), Cons(b.v("A"), Cons(b.v("B"), b.v("L1"))))))
	v := b.m.NewVar()
	got := b.solutions(t, c("r", i(3), v), v)
	if len(got) != 64 {
		t.Fatalf("%d solutions, want 64", len(got))
	}
	// Solution k: A of the outermost call varies slowest, then (inside)
	// the nested calls, then B of the outermost call fastest.
	for k, s := range got {
		a3, b3 := 1+k/32, 1+k%2
		a2, b2 := 1+k/16%2, 1+k/2%2
		a1, b1 := 1+k/8%2, 1+k/4%2
		want := Format(List(i(int64(a3)), i(int64(b3)), i(int64(a2)), i(int64(b2)), i(int64(a1)), i(int64(b1))), WriteOptions{})
		if s != want {
			t.Fatalf("solution %d: got %s, want %s", k, s, want)
		}
	}
}

// TestFrameBlockAssigned checks that the compiler gives a block to the
// non-last calls of a body, one frame each, and that the last call knows
// the block, to release it (index -1).
func TestFrameBlockAssigned(t *testing.T) {
	b := newTB()
	b.installBasics()
	b.add(t, rule(c("two", b.v("X")), c("m", b.v("X")), c("m", b.v("X")), c("m", b.v("X"))))
	b.add(t, rule(c("one", b.v("X")), c("m", b.v("X")), c("m", b.v("X"))))
	b.add(t, rule(c("none", b.v("X")), c("m", b.v("X"))))
	blocks := func(name string) []blockRef {
		var refs []blockRef
		for _, in := range b.m.compiled(b.m.db.lookup(Intern(name), 1).clauses[0]).rule.code {
			if in.op == opCall {
				refs = append(refs, in.blk)
			}
		}
		return refs
	}
	if got := blocks("two"); got[0].n != 2 || got[1].n != 2 || got[0].index != 0 || got[1].index != 1 || got[2].index != -1 || got[2].n != 2 || got[0].slot != got[1].slot || got[2].slot != got[0].slot {
		t.Errorf("two: %+v", got)
	}
	if got := blocks("one"); got[0].n != 1 || got[0].index != 0 || got[1].n != 1 || got[1].index != -1 || got[1].slot != got[0].slot {
		t.Errorf("one: %+v", got)
	}
	if got := blocks("none"); got[0].n != 0 {
		t.Errorf("none: %+v", got)
	}
}
