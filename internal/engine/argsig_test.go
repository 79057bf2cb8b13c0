package engine

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"
)

// TestArgSigSolutions checks the signature filter against its
// definition: a call's solutions are the clauses whose heads unify with
// it, in order, whatever the filter leaves out. Predicates get clauses at
// either end and lose some at random, and the calls mix bound and unbound
// arguments, so that candidate lists are filtered, cached, invalidated by
// growth and compaction, and looked up again; first arguments that are
// variables make different first-argument buckets that begin with the
// same clause, which the cache must tell apart.
func TestArgSigSolutions(t *testing.T) {
	pool := func(b *tb, r *rand.Rand) Term {
		switch r.IntN(11) {
		case 0, 1, 2:
			return b.m.NewVar()
		case 3:
			return Intern("a")
		case 4:
			return Intern("b")
		case 5:
			return i(int64(r.IntN(3)))
		case 6:
			return c("f", Intern("x"))
		case 7:
			return c("f", b.m.NewVar(), Intern("y"))
		case 8:
			return NewCompound(AtomDot, i(1), AtomNil)
		case 9:
			return AtomNil
		}
		return Float(1.5)
	}
	for seed := range uint64(60) {
		r := rand.New(rand.NewPCG(seed, 7))
		b := newTB()
		var p *Pred
		heads := map[*Clause]Term{}
		check := NewMachine() // unifies fresh copies: its bindings never matter
		for step := range 120 {
			if n := r.IntN(10); n < 6 || p == nil {
				args := []Term{pool(b, r), pool(b, r), pool(b, r), pool(b, r), i(int64(step))}
				head := NewCompound(Intern("p"), args...)
				cl, err := b.m.AddClause(head, r.IntN(6) > 0)
				if err != nil {
					t.Fatal(err)
				}
				p, heads[cl] = cl.pred, head
			} else if live := p.Clauses(); len(live) > 0 {
				b.m.Erase(live[r.IntN(len(live))])
			}
			for range 4 {
				n := b.m.NewVar()
				goal := NewCompound(Intern("p"), pool(b, r), pool(b, r), pool(b, r), pool(b, r), n)
				var want []string
				for _, cl := range p.Clauses() {
					if check.Unify(b.m.CopyTerm(heads[cl]), b.m.CopyTerm(goal)) {
						want = append(want, Format(Deref(heads[cl].(*Compound).Args[4]), WriteOptions{}))
					}
				}
				got := b.solutions(t, goal, n)
				if !slices.Equal(got, want) {
					t.Fatalf("seed %d step %d: %s gives %v, want %v", seed, step, Format(goal, WriteOptions{}), got, want)
				}
			}
		}
	}
}

// TestArgSigDeterminism checks that a call that only one clause can
// match by an argument after the first leaves no choicepoint, and that
// one that two clauses can match still does.
func TestArgSigDeterminism(t *testing.T) {
	b := newTB()
	// no_attack(_, [], _).  no_attack(Q, [_|T], D) :- no_attack(Q, T, D).
	b.add(t,
		c("no_attack", b.v("_1"), AtomNil, b.v("_2")),
		rule(c("no_attack", b.v("Q"), NewCompound(AtomDot, b.v("_"), b.v("T")), b.v("D")),
			c("no_attack", b.v("Q"), b.v("T"), b.v("D"))),
		c("kind", b.v("_"), Intern("a"), i(1)),
		c("kind", b.v("_"), Intern("b"), i(2)),
		c("kind", b.v("_3"), b.v("_4"), i(3)),
	)
	tests := []struct {
		goal Term
		alt  bool
	}{
		{c("no_attack", i(1), AtomNil, i(1)), false},
		{c("no_attack", i(1), NewCompound(AtomDot, i(5), NewCompound(AtomDot, i(7), AtomNil)), i(1)), false},
		{c("no_attack", b.m.NewVar(), AtomNil, i(1)), false},
		{c("kind", i(0), Intern("c"), b.m.NewVar()), false},
		{c("kind", i(0), Intern("a"), b.m.NewVar()), true},
		{c("kind", i(0), b.m.NewVar(), b.m.NewVar()), true},
	}
	for k, tc := range tests {
		t.Run(strconv.Itoa(k), func(t *testing.T) {
			q := b.m.Solve(tc.goal)
			defer q.Close()
			ok, err := q.Next()
			if err != nil || !ok {
				t.Fatalf("%s: ok %v, err %v", Format(tc.goal, WriteOptions{}), ok, err)
			}
			if got := q.HasAlternatives(); got != tc.alt {
				t.Errorf("%s: choicepoint left %v, want %v", Format(tc.goal, WriteOptions{}), got, tc.alt)
			}
		})
	}
}

// TestArgSigUnnamedKeys checks calls whose filtered argument is a key no
// clause names, such as integers computed at run time: they get the
// clauses with a variable there, and a stream of them allocates nothing
// and keeps the lists of the keys the clauses do name.
func TestArgSigUnnamedKeys(t *testing.T) {
	b := newTB()
	// simp(+, 0, B, B).  simp(*, 1, B, B).  simp(Op, A, B, f(Op, A, B)).
	b.add(t,
		c("simp", b.v("_"), i(0), b.v("B"), b.v("B")),
		c("simp", b.v("_"), i(1), b.v("B"), b.v("B")),
		c("simp", b.v("Op"), b.v("A"), b.v("B"), c("f", b.v("Op"), b.v("A"), b.v("B"))),
	)
	p := b.m.db.lookup(Intern("simp"), 4)
	if p.sigArg != 1 {
		t.Fatalf("sigArg = %d, want 1", p.sigArg)
	}
	cands := p.clauses
	call := func(n int64) []*Clause { return p.bySig(cands, []Term{Intern("+"), MakeInt(n), i(0), i(0)}) }
	for _, tc := range []struct {
		n    int64
		want int
	}{{0, 2}, {1, 2}, {2, 1}, {1000, 1}} {
		if got := call(tc.n); len(got) != tc.want {
			t.Errorf("simp(+, %d, ...): %d candidates, want %d", tc.n, len(got), tc.want)
		}
	}
	n := int64(5000)
	allocs := testing.AllocsPerRun(100, func() {
		n++
		call(n)
	})
	if allocs != 0 {
		t.Errorf("a call with a new unnamed key made %v allocations, want none", allocs)
	}
	if got := call(0); len(got) != 2 || len(p.sigCache) > sigCacheSize {
		t.Errorf("after the stream: simp(+, 0, ...) has %d candidates; cache %d entries", len(got), len(p.sigCache))
	}
}
