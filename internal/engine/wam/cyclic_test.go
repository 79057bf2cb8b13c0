package wam

import (
	"errors"
	"fmt"
	"runtime/debug"
	"runtime/metrics"
	"testing"
	"time"

	"github.com/goprolog/goprolog/internal/engine"
)

// within runs f, which must finish in time d and with Go's heap below
// memCeiling: the tests below are of loops that do not terminate, or
// that fill the memory, without their cycle checks. Past either limit it
// panics, which ends the test binary at once with the message, rather
// than leave f running to exhaust the memory.
func within(t *testing.T, d time.Duration, f func()) {
	t.Helper()
	done := make(chan struct{})
	go func() {
		defer close(done)
		f()
	}()
	deadline := time.After(d)
	tick := time.NewTicker(5 * time.Millisecond)
	defer tick.Stop()
	sample := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	for {
		select {
		case <-done:
			return
		case <-deadline:
			panic(fmt.Sprintf("%s: not done after %v: does it terminate?", t.Name(), d))
		case <-tick.C:
			metrics.Read(sample)
			if n := sample[0].Value.Uint64(); n > memCeiling {
				panic(fmt.Sprintf("%s: Go's heap passed %d MB: is the term copied or walked as a tree?", t.Name(), n>>20))
			}
		}
	}
}

const (
	patience   = 10 * time.Second
	memCeiling = 1 << 30
)

// TestCyclicUnify runs unification, ==/2 and \=/2 on cyclic terms, made
// in the WAM by unifying without the occurs check. The answers are
// SWI-Prolog's, which compares rational trees: X = f(X), Y = f(f(Y))
// makes X and Y the same infinite tree, so X = Y and X == Y are true.
func TestCyclicUnify(t *testing.T) {
	cases := []struct {
		goal  string
		ok    bool
		equal []string // variables whose values must be the same tree
	}{
		{"X = f(X), Y = f(Y), X = Y", true, []string{"X", "Y"}},
		{"X = f(X), Y = f(f(Y)), X = Y", true, []string{"X", "Y"}},
		{"X = f(X), Y = f(f(Y)), X == Y", true, []string{"X", "Y"}},
		{"X = f(X), Y = f(Y), X == Y", true, []string{"X", "Y"}},
		{"X = f(X), Y = f(f(Y)), X \\== Y", false, nil},
		{"X = f(X), Y = f(Y), X \\= Y", false, nil},
		{"X = f(X, a), Y = f(Y, b), X = Y", false, nil},
		{"X = f(X, a), Y = f(f(Y, a), b), X == Y", false, nil},
		{"X = f(X), Y = f(g(Y)), X = Y", false, nil},
		{"X = f(X, A), Y = f(Y, b), X = Y, A == b", true, []string{"X", "Y"}},
		{"X = f(Y, X), Y = f(X, Y), Z = f(Z, Z), X = Z", true, []string{"X", "Y", "Z"}},
		{"X = [a|X], Y = [a, a|Y], X = Y", true, []string{"X", "Y"}},
		{"X = [a|X], Y = [a, a|Y], X == Y", true, []string{"X", "Y"}},
		{"X = [a|X], Y = [a, b|Y], X = Y", false, nil},
		{"X = f(X), Y = f(f(Y)), p(X, Y)", true, []string{"X", "Y"}},
		{"q(X), q(Y), X = Y", true, []string{"X", "Y"}},
	}
	for _, tc := range cases {
		t.Run(tc.goal, func(t *testing.T) {
			// A machine for each goal, so that no goal's data meets
			// another's.
			w, em := load(t, "p(A, A).\nq(X) :- X = f(X).\n")
			res := readGoal(t, em, tc.goal)
			q, err := w.Query(res.Term)
			if err != nil {
				t.Fatal(err)
			}
			defer q.Close()
			var ok bool
			var nextErr error
			var vals []engine.Term
			within(t, patience, func() {
				ok, nextErr = q.Next()
				if !ok || nextErr != nil {
					return
				}
				for _, name := range tc.equal {
					for _, v := range res.Vars {
						if v.Name == name {
							vals = append(vals, q.Value(v.Var))
						}
					}
				}
				// Compare, package engine's standard order, compares
				// rational trees and terminates on cycles.
				for _, v := range vals {
					if engine.Compare(vals[0], v) != 0 {
						ok = false
					}
				}
			})
			if nextErr != nil {
				t.Fatal(nextErr)
			}
			if ok != tc.ok {
				t.Errorf("got %v, want %v", ok, tc.ok)
			}
			if ok && len(vals) != len(tc.equal) {
				t.Errorf("read out %d values, want %d", len(vals), len(tc.equal))
			}
		})
	}
}

// cyclicTerms returns engine terms that are cyclic or shared, made as the
// engine makes them (by its solver, which shunts bindings into argument
// slots, and by hand), each with a name.
func cyclicTerms(t *testing.T, em *engine.Machine) []struct {
	name string
	t    engine.Term
} {
	f, g := engine.Intern("f"), engine.Intern("g")
	self := engine.NewCompound(f, engine.AtomNil, engine.MakeInt(1))
	self.Args[0] = self
	v := em.NewVar()
	viaVar := engine.NewCompound(g, v, engine.Float(2.5), v)
	if !em.Unify(v, engine.NewCompound(f, viaVar, em.NewVar())) {
		t.Fatal("engine unify")
	}
	out := []struct {
		name string
		t    engine.Term
	}{
		{"self argument", self},
		{"through a variable", viaVar},
	}
	res := readGoal(t, em, "X = f(X), L = [a, b|L], M = [M|M], P = g(Q, Z, P), Q = h(P, Z, [Q|L])")
	eq := em.Solve(res.Term)
	if ok, err := eq.Next(); !ok || err != nil {
		t.Fatalf("engine solve: %v %v", ok, err)
	}
	for _, x := range res.Vars {
		if x.Name != "Z" {
			out = append(out, struct {
				name string
				t    engine.Term
			}{"solved " + x.Name, engine.Deref(x.Var)})
		}
	}
	// A long cycle: a list of 200,000 elements whose tail is itself.
	long := engine.Cons(engine.MakeInt(0), engine.AtomNil)
	last := long
	for k := 1; k < 200000; k++ {
		c := engine.Cons(engine.MakeInt(int64(k)), engine.AtomNil)
		last.Args[1] = c
		last = c
	}
	last.Args[1] = long
	out = append(out, struct {
		name string
		t    engine.Term
	}{"long cyclic list", long})
	return out
}

// TestCyclicRoundTrip copies cyclic engine terms onto the heap with
// putTerm and back out with termOfVars: the result is the same rational
// tree (engine.Compare), with the same variables, and the heap holds one
// copy of each compound. Two heap copies unify and are ==/2. Nothing
// recurses on the depth of a term: Go's stack is limited to 8 MB.
func TestCyclicRoundTrip(t *testing.T) {
	defer debug.SetMaxStack(debug.SetMaxStack(8 << 20))
	_, em := load(t, "")
	for _, tc := range cyclicTerms(t, em) {
		t.Run(tc.name, func(t *testing.T) {
			w := New()
			h0 := w.h
			vars := map[*engine.Var]cell{}
			var c, c2 cell
			var err, err2 error
			var back engine.Term
			var unified, same bool
			within(t, patience, func() {
				c, err = w.putTerm(tc.t, vars)
				if err != nil {
					return
				}
				names := map[int]*engine.Var{}
				for v, c := range vars {
					names[c.val()] = v
				}
				back = w.termOfVars(c, names)
				// A second copy, sharing the variables, unifies with
				// the first and is identical to it.
				c2, err2 = w.putTerm(tc.t, vars)
				if err2 == nil {
					same = w.identical(c, c2)
					unified = w.unify(c, c2)
				}
			})
			if err != nil || err2 != nil {
				t.Fatal(err, err2)
			}
			if engine.Compare(tc.t, back) != 0 {
				t.Error("the term read back differs from the term put")
			}
			if !same || !unified {
				t.Errorf("two copies: == %v, = %v; want both true", same, unified)
			}
			// A compound is a few cells, once: the first copy's cells
			// are at most twice the distinct compounds' (the long list
			// is 200,000 cells of two), and the walk that passed the
			// budget left nothing behind.
			if n := w.h - h0; n > 2*(2*200000+64) {
				t.Errorf("two copies take %d heap cells", n)
			}
			for v, c := range vars {
				if c.val() < h0 || c.val() >= w.h || w.deref(c).tag() != tagRef {
					t.Errorf("variable %p has cell %d outside the copies [%d, %d)", v, c.val(), h0, w.h)
				}
			}
		})
	}
}

// TestSharedDAG puts, reads out, unifies and compares a term whose tree
// has 2^40 leaves, X40 where X0 = a and Xk+1 = f(Xk, Xk), in bounded time
// and memory: the heap copy and the term read out share as the original
// does.
func TestSharedDAG(t *testing.T) {
	const depth = 40
	f := engine.Intern("f")
	dag := func() engine.Term {
		var x engine.Term = engine.Intern("a")
		for range depth {
			x = engine.NewCompound(f, x, x)
		}
		return x
	}
	// distinct counts the distinct compounds of a term, by pointer.
	distinct := func(t engine.Term) int {
		seen := map[*engine.Compound]bool{}
		stack := []engine.Term{t}
		for len(stack) > 0 {
			x, ok := engine.Deref(stack[len(stack)-1]).(*engine.Compound)
			stack = stack[:len(stack)-1]
			if ok && !seen[x] {
				seen[x] = true
				stack = append(stack, x.Args...)
			}
		}
		return len(seen)
	}
	// Each case runs in a goroutine (see within): it reports with
	// t.Error, and false when there is nothing to check.
	cases := []struct {
		name string
		run  func(t *testing.T, w *Machine) (engine.Term, bool)
	}{
		{"putTerm and termOf", func(t *testing.T, w *Machine) (engine.Term, bool) {
			h0 := w.h
			c, err := w.putTerm(dag(), map[*engine.Var]cell{})
			if err != nil {
				t.Error(err)
				return nil, false
			}
			if n := w.h - h0; n >= 1000 {
				t.Errorf("the heap grew by %d cells", n)
			}
			return w.termOf(c), true
		}},
		{"two copies unify and are identical", func(t *testing.T, w *Machine) (engine.Term, bool) {
			c1, err1 := w.putTerm(dag(), map[*engine.Var]cell{})
			c2, err2 := w.putTerm(dag(), map[*engine.Var]cell{})
			if err1 != nil || err2 != nil {
				t.Error(err1, err2)
				return nil, false
			}
			if !w.identical(c1, c2) || !w.unify(c1, c2) {
				t.Error("two copies of the DAG: not identical or not unifiable")
			}
			return w.termOf(c2), true
		}},
		{"built by a query", func(t *testing.T, _ *Machine) (engine.Term, bool) {
			src := "d(0, a) :- !.\nd(N, f(X, X)) :- N1 is N-1, d(N1, X).\n"
			w, em := load(t, src)
			x := em.NewVar()
			q, err := w.Query(engine.NewCompound(engine.Intern("d"), engine.MakeInt(depth), x))
			if err != nil {
				t.Error(err)
				return nil, false
			}
			defer q.Close()
			if ok, err := q.Next(); !ok || err != nil {
				t.Errorf("d(%d, X): %v %v", depth, ok, err)
				return nil, false
			}
			return q.Value(x), true
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			w := New()
			var back engine.Term
			var ok bool
			within(t, patience, func() { back, ok = tc.run(t, w) })
			if !ok {
				return
			}
			if n := distinct(back); n != depth {
				t.Errorf("read out %d distinct compounds, want %d", n, depth)
			}
			if engine.Compare(back, dag()) != 0 {
				t.Error("the term read out differs from the DAG")
			}
		})
	}
}

// TestAttributedRefused: putTerm fails with errAttrVar on a term that
// holds an attributed variable, wherever it is (also past the point where
// the copy restarts with its memo), and leaves the heap, the boxes and
// the variable map as they were.
func TestAttributedRefused(t *testing.T) {
	_, em := load(t, "")
	f := engine.Intern("f")
	attv := func() *engine.Var {
		v := em.NewVar()
		em.SetAttrs(v, engine.NewCompound(engine.Intern("att"), engine.Intern("m"), engine.MakeInt(1), engine.AtomNil))
		return v
	}
	cyclic := engine.NewCompound(f, engine.AtomNil, engine.Float(1.5), attv())
	cyclic.Args[0] = cyclic
	plain := em.NewVar()
	cases := []struct {
		name string
		t    engine.Term
	}{
		{"bare", attv()},
		{"bound to one", func() engine.Term {
			v := em.NewVar()
			em.Unify(v, attv())
			return v
		}()},
		{"inside", engine.NewCompound(f, plain, engine.Float(0.5), engine.List(engine.Intern("b"), em.NewVar(), attv()))},
		{"after a cycle", cyclic},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			w := New()
			vars := map[*engine.Var]cell{}
			if _, err := w.putTerm(plain, vars); err != nil {
				t.Fatal(err)
			}
			h0, b0 := w.h, len(w.boxes)
			var err error
			within(t, patience, func() { _, err = w.putTerm(tc.t, vars) })
			if !errors.Is(err, errAttrVar) {
				t.Errorf("putTerm: error %v, want %v", err, errAttrVar)
			}
			if w.h != h0 || len(w.boxes) != b0 || len(vars) != 1 {
				t.Errorf("after the refusal: heap %d cells (was %d), boxes %d (was %d), %d variables (was 1)",
					w.h, h0, len(w.boxes), b0, len(vars))
			}
		})
	}
}

// TestCycleGuardPairs checks the pairs cycleGuard remembers past its
// bound: symmetric, told apart by both indices, also where an index does
// not fit in the 32 bits of the packed key.
func TestCycleGuardPairs(t *testing.T) {
	g := cycleGuard{steps: cyclicCheckSteps}
	for _, tc := range []struct {
		i, j int
		seen bool
	}{
		{5, 9, false}, {9, 5, true}, {5, 9, true},
		{5, 1<<32 | 9, false}, {1<<32 | 9, 5, true},
		{1<<32 | 5, 9, false}, {9, 1<<32 | 5, true},
		{1 << 33, 1 << 34, false}, {1 << 34, 1 << 33, true},
		{9, 9, false}, {9, 9, true},
	} {
		if got := g.visited(tc.i, tc.j); got != tc.seen {
			t.Errorf("visited(%d, %d) = %v, want %v", tc.i, tc.j, got, tc.seen)
		}
	}
}
