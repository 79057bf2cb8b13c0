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
			c.addVar(x, v)
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
	c := copier{m: m, vars: vars}
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
// Go stack, searched linearly, and a copy makes no map. A copier moves to
// maps when an array is full, or for the variables when it is given a map
// to extend (CopyWith).
type copier struct {
	m     *Machine
	attrs bool

	vars     map[*Var]Term
	varFrom  [copySmall]*Var
	varTo    [copySmall]Term
	nvars    int
	comps    map[*Compound]*Compound
	compFrom [copySmall]*Compound
	compTo   [copySmall]*Compound
	ncomps   int
}

func (c *copier) lookupVar(v *Var) (Term, bool) {
	if c.vars != nil {
		t, ok := c.vars[v]
		return t, ok
	}
	for i := range c.nvars {
		if c.varFrom[i] == v {
			return c.varTo[i], true
		}
	}
	return nil, false
}

func (c *copier) addVar(v *Var, t Term) {
	if c.vars == nil {
		if c.nvars < copySmall {
			c.varFrom[c.nvars], c.varTo[c.nvars] = v, t
			c.nvars++
			return
		}
		c.vars = make(map[*Var]Term, 2*copySmall)
		for i := range c.nvars {
			c.vars[c.varFrom[i]] = c.varTo[i]
		}
		c.nvars = 0
	}
	c.vars[v] = t
}

func (c *copier) lookupComp(x *Compound) (*Compound, bool) {
	if c.comps != nil {
		d, ok := c.comps[x]
		return d, ok
	}
	for i := range c.ncomps {
		if c.compFrom[i] == x {
			return c.compTo[i], true
		}
	}
	return nil, false
}

func (c *copier) addComp(x, d *Compound) {
	if c.comps == nil {
		if c.ncomps < copySmall {
			c.compFrom[c.ncomps], c.compTo[c.ncomps] = x, d
			c.ncomps++
			return
		}
		c.comps = make(map[*Compound]*Compound, 2*copySmall)
		for i := range c.ncomps {
			c.comps[c.compFrom[i]] = c.compTo[i]
		}
		c.ncomps = 0
	}
	c.comps[x] = d
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
			if v, ok := c.lookupVar(x); ok {
				return v
			}
			v := c.m.NewVar()
			c.addVar(x, v)
			if c.attrs && x.attrs != nil {
				pendingAttrs = append(pendingAttrs, x)
			}
			return v
		case *Compound:
			if d, ok := c.lookupComp(x); ok {
				return d
			}
			d := NewCompoundN(x.Name, len(x.Args))
			c.addComp(x, d)
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
		v, _ := c.lookupVar(x)
		a, _ := one(x.attrs).(*Compound)
		v.(*Var).attrs = a
	}
	return out
}
