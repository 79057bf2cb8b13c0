package engine

import "testing"

// TestCopyTermSharing checks that a copy keeps the variables and the
// shared and cyclic subterms of the original, below and above the number
// of each that a copier records without a map (copySmall).
func TestCopyTermSharing(t *testing.T) {
	for _, n := range []int{1, copySmall - 1, copySmall, copySmall + 1, 5 * copySmall} {
		m := NewMachine()
		vars := make([]Term, n)
		comps := make([]Term, n)
		for k := range n {
			vars[k] = m.NewVar()
			comps[k] = NewCompound(Intern("f"), vars[k], MakeInt(int64(k)))
		}
		// Every variable and compound twice: t(L, L2) with L2 = L reversed.
		l, l2 := List(append(vars, comps...)...), Term(AtomNil)
		for k := range n {
			l2 = Cons(comps[k], Cons(vars[k], l2))
		}
		orig := NewCompound(Intern("t"), l, l2)
		cp := m.CopyTerm(orig).(*Compound)
		var a, b []Term
		for x := Deref(cp.Args[0]); x != AtomNil; x = Deref(x.(*Compound).Args[1]) {
			a = append(a, x.(*Compound).Args[0])
		}
		for x := Deref(cp.Args[1]); x != AtomNil; x = Deref(x.(*Compound).Args[1]) {
			b = append(b, x.(*Compound).Args[0])
		}
		for k := range n {
			v, c := a[k].(*Var), a[n+k].(*Compound)
			if v == vars[k] || c == comps[k] {
				t.Fatalf("n=%d: element %d not copied", n, k)
			}
			if b[2*(n-1-k)+1] != Term(v) || b[2*(n-1-k)] != Term(c) || c.Args[0] != Term(v) {
				t.Fatalf("n=%d: element %d not shared in the copy", n, k)
			}
		}
	}
}

func TestCopyTermCyclic(t *testing.T) {
	m := NewMachine()
	x := NewCompound(Intern("f"), AtomNil, m.NewVar())
	x.Args[0] = x
	cp := m.CopyTerm(x).(*Compound)
	if cp == x || cp.Args[0] != Term(cp) || cp.Args[1] == x.Args[1] {
		t.Fatalf("cyclic term badly copied")
	}
}

// TestCopyWithExtendsMap checks that CopyWith records every variable it
// copies in the caller's map, however few.
func TestCopyWithExtendsMap(t *testing.T) {
	m := NewMachine()
	v, w := m.NewVar(), m.NewVar()
	vars := map[*Var]Term{}
	cp := m.CopyWith(NewCompound(Intern("f"), v, w, v), vars).(*Compound)
	if len(vars) != 2 || vars[v] != cp.Args[0] || vars[w] != cp.Args[1] || cp.Args[2] != cp.Args[0] {
		t.Fatalf("CopyWith map %v for copy %v", vars, cp)
	}
	cp2 := m.CopyWith(v, vars)
	if cp2 != cp.Args[0] {
		t.Fatalf("CopyWith did not reuse the map")
	}
}
