package engine

import "testing"

// TestSmallMapTable fills a smallMap past its arrays and through several
// growths of its hash table, checking every key after each put and keys
// it does not hold.
func TestSmallMapTable(t *testing.T) {
	for _, n := range []int{copySmall, copySmall + 1, smallTabMin, 3 * smallTabMin / 4, 3*smallTabMin/4 + 1, 1000} {
		var s smallMap[*Compound, *Compound]
		keys := make([]*Compound, n)
		for i := range keys {
			keys[i] = NewCompound(Intern("k"), MakeInt(int64(i)))
			if _, ok := s.get(keys[i]); ok {
				t.Fatalf("n=%d: key %d found before put", n, i)
			}
			s.put(keys[i], keys[i])
			for j := 0; j <= i; j += 1 + i/8 {
				if v, ok := s.get(keys[j]); !ok || v != keys[j] {
					t.Fatalf("n=%d: key %d lost after %d puts", n, j, i+1)
				}
			}
		}
		for i := range keys {
			if v, ok := s.get(keys[i]); !ok || v != keys[i] {
				t.Fatalf("n=%d: key %d lost", n, i)
			}
		}
		if _, ok := s.get(NewCompound(Intern("k"), AtomNil)); ok {
			t.Fatalf("n=%d: missing key found", n)
		}
		if s.tab != nil && 4*s.n > 3*len(s.tab) {
			t.Fatalf("n=%d: table of %d holds %d", n, len(s.tab), s.n)
		}
	}
}

// copyNodes collects the distinct compounds of t.
func copyNodes(t Term, into map[*Compound]bool) {
	if c, ok := Deref(t).(*Compound); ok && !into[c] {
		into[c] = true
		for _, a := range c.Args {
			copyNodes(a, into)
		}
	}
}

// TestCopyTermGroundSlab copies ground terms whose binary compounds come
// from slabs (small ones, with and without shared subterms), and terms
// that do not qualify (too big, cyclic, with a variable late in them),
// checking that each copy equals the original, shares none of its nodes
// and has as many distinct nodes (sharing kept).
func TestCopyTermGroundSlab(t *testing.T) {
	m := NewMachine()
	f, g := Intern("f"), Intern("g")
	chain := func(n int, leaf Term) Term { // f(f(...f(leaf, 0)..., n-1)
		x := leaf
		for i := range n {
			x = NewCompound(f, x, MakeInt(int64(i)))
		}
		return x
	}
	dag := func(n int) Term { // f(X, X) nested n deep: 2^n paths
		x := Term(Intern("a"))
		for range n {
			x = NewCompound(f, x, x)
		}
		return x
	}
	list := func(n int) Term {
		xs := make([]Term, n)
		for i := range xs {
			xs[i] = NewCompound(f, MakeInt(int64(i)), String("s"))
		}
		return List(xs...)
	}
	cyclic := NewCompound(f, AtomNil, MakeInt(1))
	cyclic.Args[0] = cyclic
	shared := chain(10, Intern("a"))
	cases := []struct {
		name   string
		t      Term
		ground bool // groundBinaries is positive
	}{
		{"binary", NewCompound(f, Intern("a"), MakeInt(1)), true},
		{"chain", chain(40, Intern("a")), true},
		{"chain-chunks", chain(3*copySlabChunk+1, Intern("a")), true},
		{"list", list(20), true},
		{"shared", NewCompound(g, shared, shared, NewCompound(f, shared, shared)), true},
		{"dag", dag(6), true},
		{"dag-big", dag(20), false},
		{"too-big", chain(copySlabMax+1, Intern("a")), false},
		{"var-late", chain(40, m.NewVar()), false},
		{"cyclic", cyclic, false},
	}
	for _, c := range cases {
		root := c.t.(*Compound)
		if got := groundBinaries(root) > 0; got != c.ground {
			t.Errorf("%s: groundBinaries %d", c.name, groundBinaries(root))
		}
		cp := m.CopyTermNoAttrs(c.t)
		orig, cpNodes := map[*Compound]bool{}, map[*Compound]bool{}
		copyNodes(c.t, orig)
		copyNodes(cp, cpNodes)
		if len(orig) != len(cpNodes) {
			t.Errorf("%s: %d nodes copied into %d", c.name, len(orig), len(cpNodes))
		}
		for n := range cpNodes {
			if orig[n] {
				t.Errorf("%s: node %v not copied", c.name, n)
				break
			}
		}
		if c.name != "cyclic" && c.name != "var-late" && Compare(c.t, cp) != 0 {
			t.Errorf("%s: copy differs", c.name)
		}
		if c.name == "var-late" && !Variant(c.t, cp) {
			t.Errorf("%s: copy is not a variant", c.name)
		}
	}
	cp := m.CopyTerm(cyclic).(*Compound)
	if cp == cyclic || cp.Args[0] != Term(cp) {
		t.Errorf("cyclic term badly copied")
	}
}
