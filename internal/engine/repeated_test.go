package engine

import (
	"math/big"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestRepeatedArgs checks which head arguments compilation records as one
// repeated variable: the first pair of top-level arguments only.
func TestRepeatedArgs(t *testing.T) {
	b := newTB()
	tests := []struct {
		name   string
		head   []Term
		eqA    int8
		eqB    int8
		differ []Term // call arguments the clause is ruled out for
		match  []Term // and some it is not
	}{
		{"count(N, N)", []Term{b.v("N"), b.v("N")}, 0, 1,
			[]Term{i(3), i(9)}, []Term{i(9), i(9)}},
		{"mklist(N, N, [N])", []Term{b.v("N"), b.v("N"), c("[|]", b.v("N"), AtomNil)}, 0, 1,
			[]Term{i(1), i(2), b.m.NewVar()}, []Term{i(1), b.m.NewVar(), b.m.NewVar()}},
		{"p(_, X, a, X)", []Term{b.v("_"), b.v("X"), c("a"), b.v("X")}, 1, 3,
			[]Term{i(0), c("x"), c("a"), c("y")}, []Term{i(0), c("x"), c("a"), c("x")}},
		{"p(X, Y, X, Y)", []Term{b.v("X"), b.v("Y"), b.v("X"), b.v("Y")}, 0, 2,
			[]Term{i(1), i(2), i(3), i(2)}, []Term{i(1), i(2), i(1), i(3)}},
		{"p(f(X), X)", []Term{c("f", b.v("X")), b.v("X")}, 0, 0, nil, nil},
		{"p(X, Y)", []Term{b.v("X"), b.v("Y")}, 0, 0, nil, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b.vars = map[string]*Var{}
			cl, err := b.m.compileClause(NewCompound(Intern("p"), tc.head...), tc.head, AtomTrue)
			if err != nil {
				t.Fatal(err)
			}
			if cl.eqA != tc.eqA || cl.eqB != tc.eqB {
				t.Fatalf("eqA, eqB = %d, %d, want %d, %d", cl.eqA, cl.eqB, tc.eqA, tc.eqB)
			}
			if tc.differ != nil && !cl.argsDiffer(tc.differ) {
				t.Errorf("not ruled out by %v", tc.differ)
			}
			if tc.match != nil && cl.argsDiffer(tc.match) {
				t.Errorf("ruled out by %v", tc.match)
			}
		})
	}
}

// TestArgsDiffer checks the test against unification: it may rule out
// only calls whose arguments cannot unify.
func TestArgsDiffer(t *testing.T) {
	m := NewMachine()
	bound := m.NewVar()
	m.Unify(bound, i(1))
	huge := MakeBig(new(big.Int).Lsh(big.NewInt(1), 70))
	terms := []Term{i(1), i(2), i(1 << 40), huge, Intern("a"), Intern("b"), Float(1), String("a"),
		bound, m.NewVar(), c("f", i(1)), c("g", i(1)), AtomNil}
	cl := &Clause{eqA: 0, eqB: 1}
	for _, x := range terms {
		for _, y := range terms {
			differ := cl.argsDiffer([]Term{x, y})
			if differ && m.Unifiable(x, y) {
				t.Errorf("%s and %s: ruled out, but they unify", Format(x, WriteOptions{}), Format(y, WriteOptions{}))
			}
		}
	}
	if !cl.argsDiffer([]Term{i(1), i(2)}) || !cl.argsDiffer([]Term{Intern("a"), Intern("b")}) {
		t.Error("two different integers or atoms not ruled out")
	}
}

// TestRepeatedSolutions checks clause selection with repeated head
// variables against its definition: a call's solutions are the clauses
// whose heads unify with it, in order.
func TestRepeatedSolutions(t *testing.T) {
	for seed := range uint64(40) {
		r := rand.New(rand.NewPCG(seed, 11))
		b := newTB()
		pool := func(names ...string) Term {
			switch k := r.IntN(8); {
			case k < 3:
				return b.v(names[r.IntN(len(names))])
			case k == 3:
				return Intern("a")
			case k == 4:
				return i(int64(r.IntN(3)))
			case k == 5:
				return c("f", i(int64(r.IntN(2))))
			case k == 6:
				v := b.m.NewVar()
				b.m.Unify(v, i(int64(r.IntN(3))))
				return v
			}
			return b.m.NewVar()
		}
		heads := map[*Clause]Term{}
		var p *Pred
		for step := range 6 {
			b.vars = map[string]*Var{}
			head := NewCompound(Intern("p"), pool("X", "Y"), pool("X", "Y"), pool("X", "Y"), i(int64(step)))
			cl, err := b.m.AddClause(head, true)
			if err != nil {
				t.Fatal(err)
			}
			p, heads[cl] = cl.pred, head
		}
		check := NewMachine()
		for range 30 {
			b.vars = map[string]*Var{}
			n := b.m.NewVar()
			goal := NewCompound(Intern("p"), pool("A", "B"), pool("A", "B"), pool("A", "B"), n)
			var want []string
			for _, cl := range p.Clauses() {
				if check.Unify(b.m.CopyTerm(heads[cl]), b.m.CopyTerm(goal)) {
					want = append(want, Format(Deref(heads[cl].(*Compound).Args[3]), WriteOptions{}))
				}
			}
			if got := b.solutions(t, goal, n); !slices.Equal(got, want) {
				t.Fatalf("seed %d: %s gives %v, want %v", seed, Format(goal, WriteOptions{}), got, want)
			}
		}
	}
}
