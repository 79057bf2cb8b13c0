package engine

import (
	"math/rand/v2"
	"slices"
	"testing"
	"unsafe"
)

// TestClauseSize guards the size of a clause: a dynamic database of
// facts holds one per fact (the benchmark's assert row, 200,000 of them),
// and a field more takes it to Go's next size class, 128 bytes. What
// only rules need is in ruleBody.
func TestClauseSize(t *testing.T) {
	if n := unsafe.Sizeof(Clause{}); n > 112 {
		t.Errorf("a Clause is %d bytes, more than 112", n)
	}
}

// TestIndexCandidates checks the first-argument index against its
// definition: the candidates for a key include, in order, the live clauses
// whose first argument has that key or is a variable (they may include
// others, which clause selection skips). Clauses are added at
// either end and erased at random, so that the index is extended, turns
// single-clause buckets into lists when a variable-first clause comes,
// and is dropped and rebuilt by compaction.
func TestIndexCandidates(t *testing.T) {
	firsts := []Term{
		i(1), i(2), i(3), i(1000), Intern("a"), Intern("b"), AtomNil,
		c("f", Intern("x")), c("f", Intern("x"), Intern("y")), c("g", Intern("x")),
		NewCompound(AtomDot, i(1), AtomNil), Float(1.5), String("s"),
	}
	keys := []indexKey{{kind: keyNone}, {kind: keyOther}}
	for _, f := range firsts {
		keys = append(keys, indexKeyOf(f))
	}
	for seed := range uint64(40) {
		r := rand.New(rand.NewPCG(seed, 1))
		b := newTB()
		var p *Pred
		for step := range 300 {
			switch n := r.IntN(10); {
			case n < 6 || p == nil:
				var first Term = b.m.NewVar() // a variable first argument
				if r.IntN(8) > 0 {
					first = firsts[r.IntN(len(firsts))]
				}
				cl, err := b.m.AddClause(c("p", first, i(int64(step))), r.IntN(10) > 0)
				if err != nil {
					t.Fatal(err)
				}
				p = cl.pred
			default:
				if live := p.Clauses(); len(live) > 0 {
					b.m.Erase(live[r.IntN(len(live))])
				}
			}
			k := keys[r.IntN(len(keys))]
			var want []*Clause
			for _, cl := range p.Clauses() {
				if k.kind == keyNone || cl.key.kind == keyNone || cl.key == k {
					want = append(want, cl)
				}
			}
			var got []*Clause
			for _, cl := range p.candidates(k) {
				if !cl.Erased() && (k.kind == keyNone || cl.key.kind == keyNone || cl.key == k) {
					got = append(got, cl)
				}
			}
			if !slices.Equal(got, want) {
				t.Fatalf("seed %d step %d key %+v: %d candidates, want %d", seed, step, k, len(got), len(want))
			}
		}
	}
}

// TestIndexSingleBucketsShareClauseList checks that a key with one clause
// costs no slice of its own: its bucket is part of the clause list.
func TestIndexSingleBucketsShareClauseList(t *testing.T) {
	b := newTB()
	for n := range int64(100) {
		b.add(t, c("p", i(n), i(n*n)))
	}
	p := b.m.Lookup(Intern("p"), 2)
	cands := p.candidates(indexKeyOf(i(42)))
	if len(cands) != 1 || cands[0] != p.clauses[42] || &cands[0] != &p.clauses[42] {
		t.Fatalf("bucket of 42 is not the clause list's element 42")
	}
	if len(p.index.lists) != 0 {
		t.Fatalf("%d bucket lists for single-clause keys", len(p.index.lists))
	}
	// A clause with a variable first argument joins every bucket.
	b.add(t, c("p", b.v("X"), i(-1)))
	cands = p.candidates(indexKeyOf(i(42)))
	if len(cands) != 2 || cands[0] != p.clauses[42] || cands[1] != p.clauses[100] {
		t.Fatalf("bucket of 42 after p(X, -1): %d clauses", len(cands))
	}
}

// TestEraseReleasesClauses checks that retracting every clause of a
// predicate leaves no index and at most compactMin of them in its clause
// list.
func TestEraseReleasesClauses(t *testing.T) {
	b := newTB()
	for n := range int64(1000) {
		b.add(t, c("p", i(n)))
	}
	p := b.m.Lookup(Intern("p"), 1)
	p.candidates(indexKeyOf(i(1)))
	for _, cl := range p.Clauses() {
		b.m.Erase(cl)
	}
	if len(p.clauses) > compactMin || p.index != nil {
		t.Fatalf("after erasing all: %d clauses kept, index %v", len(p.clauses), p.index != nil)
	}
}

// TestQueueCandidates checks that a call begun after the first clauses
// of a predicate, or of one key's bucket, were erased sees none of them:
// a queue kept by retracting the first clause and asserting one at the
// end, or a counter replaced by retract and assert, would otherwise make
// each call walk over the clauses taken before, until a compaction drops
// them. It checks too that the candidates stay those of the definition
// (see TestIndexCandidates).
func TestQueueCandidates(t *testing.T) {
	cases := []struct {
		name string
		// head is the clause added at step n; key the index key of the
		// calls, which take the first candidate.
		head func(n int64) Term
		key  indexKey
	}{
		{"whole list", func(n int64) Term { return c("q", i(n)) }, indexKey{}},
		{"one key of two", func(n int64) Term {
			if n%2 == 0 {
				return c("q", Intern("job"), i(n))
			}
			return c("q", Intern("idle"), i(n))
		}, indexKeyOf(Intern("job"))},
		{"one key of many", func(n int64) Term { return c("q", i(n%50), i(n)) }, indexKeyOf(i(7))},
		{"variable first", func(n int64) Term { return c("q", new(Var), i(n)) }, indexKeyOf(i(3))},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			b := newTB()
			var p *Pred
			n := int64(0)
			for ; n < 400; n++ {
				cl, err := b.m.AddClause(tc.head(n), true)
				if err != nil {
					t.Fatal(err)
				}
				p = cl.pred
			}
			for step := range 2000 {
				cands := p.candidates(tc.key)
				var first *Clause
				for _, cl := range cands {
					if !cl.Erased() && (tc.key.kind == keyNone || cl.key.kind == keyNone || cl.key == tc.key) {
						first = cl
						break
					}
				}
				if first == nil {
					t.Fatalf("step %d: no candidate", step)
				}
				if cands[0].Erased() {
					t.Fatalf("step %d: the candidates begin with an erased clause", step)
				}
				b.m.Erase(first)
				for {
					cl, err := b.m.AddClause(tc.head(n), true)
					if err != nil {
						t.Fatal(err)
					}
					n++
					if tc.key.kind == keyNone || cl.key.kind == keyNone || cl.key == tc.key {
						break
					}
				}
			}
		})
	}
}

// TestClauseUnifiable checks how retract/1 and clause/2 test a clause
// against a term and unify it, matching templates without building the
// clause, against unifying the built clause.
func TestClauseUnifiable(t *testing.T) {
	b := newTB()
	b.add(t,
		rule(c("q", b.v("X"), c("f", b.v("X"), b.v("Y"))), c("r", b.v("Y")), c("s", b.v("X"))),
		c("q", i(1), Intern("a")),
		rule(c("q", b.v("X"), b.v("X")), c("t", c("g", b.v("X")))),
	)
	p := b.m.Lookup(Intern("q"), 2)
	heads := []Term{
		c("q", b.v("A"), b.v("B")),
		c("q", i(1), b.v("B")),
		c("q", i(2), c("f", i(2), i(3))),
		c("q", i(2), c("f", i(3), i(3))),
		c("q", b.v("A"), b.v("A")),
		c("q", c("g", b.v("A")), b.v("A")),
	}
	bodies := []Term{
		b.v("Body"),
		AtomTrue,
		c(",", c("r", i(3)), c("s", b.v("Z"))),
		c(",", c("r", i(3)), c("s", i(1))),
		c("t", b.v("G")),
		c("t", c("g", i(5))),
	}
	for ci, cl := range p.Clauses() {
		for hi, head := range heads {
			for bi, body := range bodies {
				h, bd := b.m.ClauseTerms(cl)
				want := b.m.Unifiable(c(",", head, body), c(",", h, bd))
				if got := b.m.ClauseUnifiable(cl, head, body); got != want {
					t.Errorf("clause %d, head %d, body %d: ClauseUnifiable %v, want %v", ci, hi, bi, got, want)
				}
				if got, want := b.m.HeadUnifiable(cl, head), b.m.Unifiable(head, h); got != want {
					t.Errorf("clause %d, head %d: HeadUnifiable %v, want %v", ci, hi, got, want)
				}
				// UnifyClause binds as unifying the built clause does.
				pair := c(",", head, body)
				p1, p2 := b.m.CopyTerm(pair).(*Compound), b.m.CopyTerm(pair).(*Compound)
				h, bd = b.m.ClauseTerms(cl)
				if b.m.Unify(p1, c(",", h, bd)) != want {
					t.Fatalf("Unify disagrees with Unifiable")
				}
				if got := b.m.UnifyClause(cl, p2.Args[0], p2.Args[1]); got != want {
					t.Errorf("clause %d, head %d, body %d: UnifyClause %v, want %v", ci, hi, bi, got, want)
				} else if want && !Variant(p1, p2) {
					t.Errorf("clause %d, head %d, body %d: UnifyClause gives %s, want %s", ci, hi, bi,
						Format(p2, WriteOptions{Quoted: true}), Format(p1, WriteOptions{Quoted: true}))
				}
			}
		}
	}
	for _, v := range b.vars {
		if v.ref != nil {
			t.Fatalf("a binding was left")
		}
	}
}
