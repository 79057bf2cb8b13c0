package engine

import (
	"math/bits"
	"unsafe"
)

// CopyTerm returns a copy of t with fresh variables (compounds are copied
// too, so that setarg/3 on the copy leaves t alone). Attributes are copied
// with their variables. Cyclic terms are copied into cyclic terms, and
// shared subterms into shared subterms. The walk uses an explicit stack.
func (m *Machine) CopyTerm(t Term) Term {
	return m.copyTerm(t, true, nil)
}

// CopyTermNoAttrs copies t, giving the copies of attributed variables no
// attributes (copy_term/3's copy).
func (m *Machine) CopyTermNoAttrs(t Term) Term {
	return m.copyTerm(t, false, nil)
}

// CopyTermDropping copies t with the attributes of its variables, all but
// the one named drop: findall/3 collects copies with attributes, as in
// SWI-Prolog, except CLP(FD)'s, whose value is a handle into the
// constraint store that a copy would share.
func (m *Machine) CopyTermDropping(t Term, drop *Atom) Term {
	return m.copyTerm(t, true, drop)
}

func (m *Machine) copyTerm(t Term, attrs bool, drop *Atom) Term {
	t = Deref(t)
	switch x := t.(type) {
	case *Var:
		v := m.NewVar()
		if a := dropAttr(x.attrs, drop); attrs && a != nil {
			c := copier{m: m, attrs: attrs, drop: drop}
			c.vars.put(x, v)
			v.attrs = c.copy(a).(*Compound)
		}
		return v
	case *Compound:
		c := copier{m: m, attrs: attrs, drop: drop}
		c.slabLeft = groundBinaries(x)
		return c.copy(x)
	}
	return t
}

// dropAttr returns the att/3 chain attrs without the attribute named
// drop: attrs itself when it has none of that name (or drop is nil), nil
// when nothing is left.
func dropAttr(attrs *Compound, drop *Atom) *Compound {
	if drop == nil || attrs == nil {
		return attrs
	}
	var kept []*Compound
	found := false
	for a := attrs; a != nil && len(a.Args) == 3; {
		if Deref(a.Args[0]) == Term(drop) {
			found = true
		} else {
			kept = append(kept, a)
		}
		next, ok := Deref(a.Args[2]).(*Compound)
		if !ok {
			break
		}
		a = next
	}
	if !found {
		return attrs
	}
	var out *Compound
	for k := len(kept) - 1; k >= 0; k-- {
		var more Term = AtomNil
		if out != nil {
			more = out
		}
		out = NewCompound(kept[k].Name, kept[k].Args[0], kept[k].Args[1], more)
	}
	return out
}

// copySlabMax bounds the compounds of a ground term whose binary
// compounds a copy makes in slabs.
const copySlabMax = 256

// copySlabChunk is the most binary compounds a copy makes in one
// allocation.
const copySlabChunk = 32

// groundBinaries returns the number of binary compounds in t when t is
// ground and has at most copySlabMax compounds (a shared one counted each
// time it is met), or 0. The copy of such a term makes its binary
// compounds copySlabChunk at a time, in binarySlabs: they point only to
// one another and to atomic terms (unless setarg/3 changes one), so a slab
// keeps nothing else alive, and at most copySlabChunk-1 dead nodes of the
// same copy. A term with variables is copied node by node: a dead node
// could keep a variable alive, and what it is bound to later.
func groundBinaries(t *Compound) int {
	var buf [32]*Compound
	stack := append(buf[:0], t)
	nbin := 0
	for seen := 0; len(stack) > 0; seen++ {
		if seen == copySlabMax {
			return 0
		}
		c := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if len(c.Args) == 2 {
			nbin++
		}
		for _, a := range c.Args {
			switch x := Deref(a).(type) {
			case *Var:
				return 0
			case *Compound:
				stack = append(stack, x)
			}
		}
	}
	return nbin
}

// CopyWith copies t using and extending the variable map vars.
func (m *Machine) CopyWith(t Term, vars map[*Var]Term) Term {
	c := copier{m: m}
	c.vars.m = vars
	return c.copy(t)
}

// copySmall is how many variables, and how many compounds, a copier
// records in arrays before it moves to a hash table.
const copySmall = 8

// copier is the state of one copy: the copies made so far of the
// variables met (so that each is copied once) and of the compounds met (so
// that shared subterms stay shared and cycles stay cycles). Most terms
// copied (findall/3 solutions, asserted clauses) have a few variables and
// compounds: for them, the copies are recorded in arrays that live on the
// Go stack, searched linearly, and a copy makes no table (see smallMap).
type copier struct {
	m     *Machine
	attrs bool
	drop  *Atom // an attribute the copies leave out (CopyTermDropping)
	vars  smallMap[*Var, Term]
	comps smallMap[*Compound, *Compound]
	// slab holds binary compounds for the copy of a small ground term,
	// and slabLeft bounds how many more the copy needs (see
	// groundBinaries).
	slab     binarySlab
	slabLeft int
}

// copyKey is what a smallMap maps from: a pointer, hashed by its address
// (Go's heap objects do not move).
type copyKey interface{ *Var | *Compound }

// smallMap maps keys to values in arrays of copySmall entries, searched
// linearly. When they are full it moves to an open-addressing hash table
// (linear probing, at most 3/4 full), which is cheaper than a Go map for
// the copier's pattern (a get, then a put of a key that was missing; never
// a delete); given a Go map to extend (CopyWith), it uses that.
type smallMap[K copyKey, V any] struct {
	m    map[K]V
	from [copySmall]K
	to   [copySmall]V
	n    int // entries in from/to, or in tab once there is one
	tab  []smallEntry[K, V]
	// shift makes a hash an index of tab: 64 - log2(len(tab)).
	shift uint
}

type smallEntry[K copyKey, V any] struct {
	k K
	v V
}

// smallTabMin is the size of a smallMap's first table.
const smallTabMin = 8 * copySmall

// slot is where the probe for k starts in s.tab (Fibonacci hashing: the
// high bits of the address times 2^64/phi).
func (s *smallMap[K, V]) slot(k K) int {
	return int(uint64(uintptr(unsafe.Pointer(k))) * 0x9E3779B97F4A7C15 >> s.shift)
}

func (s *smallMap[K, V]) get(k K) (V, bool) {
	if s.tab != nil {
		mask := len(s.tab) - 1
		for i := s.slot(k); ; i = (i + 1) & mask {
			e := &s.tab[i]
			if e.k == k {
				return e.v, true
			}
			if e.k == nil {
				var zero V
				return zero, false
			}
		}
	}
	if s.m != nil {
		v, ok := s.m[k]
		return v, ok
	}
	for i := range s.n {
		if s.from[i] == k {
			return s.to[i], true
		}
	}
	var zero V
	return zero, false
}

// put records k, which get has just not found, as mapping to v.
func (s *smallMap[K, V]) put(k K, v V) {
	if s.tab == nil {
		if s.m != nil {
			s.m[k] = v
			return
		}
		if s.n < copySmall {
			s.from[s.n], s.to[s.n] = k, v
			s.n++
			return
		}
		n := s.n
		s.grow(smallTabMin)
		for i := range n {
			s.insert(s.from[i], s.to[i])
		}
		clear(s.from[:])
		clear(s.to[:])
	} else if 4*(s.n+1) > 3*len(s.tab) {
		old := s.tab
		s.grow(2 * len(old))
		for i := range old {
			if e := &old[i]; e.k != nil {
				s.insert(e.k, e.v)
			}
		}
	}
	s.insert(k, v)
}

// grow gives s an empty table of size entries (a power of two).
func (s *smallMap[K, V]) grow(size int) {
	s.tab = make([]smallEntry[K, V], size)
	s.shift = uint(64 - bits.TrailingZeros(uint(size)))
	s.n = 0
}

// insert adds k, which is not in s.tab, to it.
func (s *smallMap[K, V]) insert(k K, v V) {
	mask := len(s.tab) - 1
	i := s.slot(k)
	for s.tab[i].k != nil {
		i = (i + 1) & mask
	}
	s.tab[i] = smallEntry[K, V]{k, v}
	s.n++
}

// copyJob is a compound being copied: its next argument is src.Args[i].
type copyJob struct {
	src *Compound
	dst *Compound
	i   int
}

// copy returns the copy of root.
func (c *copier) copy(root Term) Term {
	var stackBuf [16]copyJob
	stack := stackBuf[:0]
	var pendingAttrs []*Var
	one := func(t Term) Term {
		t = Deref(t)
		switch x := t.(type) {
		case *Var:
			if v, ok := c.vars.get(x); ok {
				return v
			}
			v := c.m.NewVar()
			c.vars.put(x, v)
			if c.attrs && dropAttr(x.attrs, c.drop) != nil {
				pendingAttrs = append(pendingAttrs, x)
			}
			return v
		case *Compound:
			if d, ok := c.comps.get(x); ok {
				return d
			}
			var d *Compound
			if len(x.Args) == 2 && c.slabLeft > 0 {
				if len(c.slab) == 0 {
					c.slab = make(binarySlab, min(c.slabLeft, copySlabChunk))
				}
				c.slabLeft--
				p := &c.slab[0]
				c.slab = c.slab[1:]
				p.c = Compound{Name: x.Name, Args: p.a[:]}
				d = &p.c
			} else {
				d = NewCompoundN(x.Name, len(x.Args))
			}
			c.comps.put(x, d)
			stack = append(stack, copyJob{x, d, 0})
			return d
		}
		return t
	}
	out := one(root)
	for {
		for len(stack) > 0 {
			j := &stack[len(stack)-1]
			if j.i == len(j.src.Args) {
				stack = stack[:len(stack)-1]
				continue
			}
			i := j.i
			j.i++
			dst := j.dst
			dst.Args[i] = one(j.src.Args[i])
		}
		if len(pendingAttrs) == 0 {
			break
		}
		x := pendingAttrs[len(pendingAttrs)-1]
		pendingAttrs = pendingAttrs[:len(pendingAttrs)-1]
		v, _ := c.vars.get(x)
		a, _ := one(dropAttr(x.attrs, c.drop)).(*Compound)
		v.(*Var).attrs = a
	}
	return out
}
