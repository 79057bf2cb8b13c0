package engine

// CopyTerm returns a copy of t with fresh variables (compounds are copied
// too, so that setarg/3 on the copy leaves t alone). Attributes are copied
// with their variables. Cyclic terms are copied into cyclic terms, and
// shared subterms into shared subterms. The walk uses an explicit stack.
func (m *Machine) CopyTerm(t Term) Term {
	return m.copyTerm(t, true)
}

// CopyTermNoAttrs copies t, giving the copies of attributed variables no
// attributes (copy_term/3's copy, findall/3's results).
func (m *Machine) CopyTermNoAttrs(t Term) Term {
	return m.copyTerm(t, false)
}

func (m *Machine) copyTerm(t Term, attrs bool) Term {
	t = Deref(t)
	switch x := t.(type) {
	case *Var:
		v := m.NewVar()
		if attrs && x.attrs != nil {
			c := copier{m: m, attrs: attrs}
			c.vars.put(x, v)
			v.attrs = c.copy(x.attrs).(*Compound)
		}
		return v
	case *Compound:
		c := copier{m: m, attrs: attrs}
		return c.copy(x)
	}
	return t
}

// CopyWith copies t using and extending the variable map vars.
func (m *Machine) CopyWith(t Term, vars map[*Var]Term) Term {
	c := copier{m: m}
	c.vars.m = vars
	return c.copy(t)
}

// copySmall is how many variables, and how many compounds, a copier
// records in arrays before it moves to maps.
const copySmall = 8

// copier is the state of one copy: the copies made so far of the
// variables met (so that each is copied once) and of the compounds met (so
// that shared subterms stay shared and cycles stay cycles). Most terms
// copied (findall/3 solutions, asserted clauses) have a few variables and
// compounds: for them, the copies are recorded in arrays that live on the
// Go stack, searched linearly, and a copy makes no map (see smallMap).
type copier struct {
	m     *Machine
	attrs bool
	vars  smallMap[*Var, Term]
	comps smallMap[*Compound, *Compound]
}

// smallMap maps keys to values in arrays of copySmall entries, searched
// linearly, and moves to a Go map when they are full or when it is given
// one to extend (CopyWith).
type smallMap[K comparable, V any] struct {
	m    map[K]V
	from [copySmall]K
	to   [copySmall]V
	n    int
}

func (s *smallMap[K, V]) get(k K) (V, bool) {
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

func (s *smallMap[K, V]) put(k K, v V) {
	if s.m == nil {
		if s.n < copySmall {
			s.from[s.n], s.to[s.n] = k, v
			s.n++
			return
		}
		s.m = make(map[K]V, 2*copySmall)
		for i := range s.n {
			s.m[s.from[i]] = s.to[i]
		}
		s.n = 0
	}
	s.m[k] = v
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
			if c.attrs && x.attrs != nil {
				pendingAttrs = append(pendingAttrs, x)
			}
			return v
		case *Compound:
			if d, ok := c.comps.get(x); ok {
				return d
			}
			d := NewCompoundN(x.Name, len(x.Args))
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
		a, _ := one(x.attrs).(*Compound)
		v.(*Var).attrs = a
	}
	return out
}
