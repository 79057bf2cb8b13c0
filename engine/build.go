package engine

// build instantiates a body template in env: first occurrences create
// fresh variables, later ones read the slot. Ground parts are shared.
func (m *Machine) build(t Term, env []Term) Term {
	switch x := t.(type) {
	case *tvar:
		if x.first {
			v := m.NewVar()
			env[x.slot] = v
			return v
		}
		return env[x.slot]
	case *tcomp:
		return m.buildComp(x, env, true)
	}
	return t
}

// buildNil instantiates a template where a nil slot means "not yet bound":
// used for head arguments and for clause/2.
func (m *Machine) buildNil(t Term, env []Term) Term {
	switch x := t.(type) {
	case *tvar:
		if env[x.slot] == nil {
			v := m.NewVar()
			env[x.slot] = v
			return v
		}
		return env[x.slot]
	case *tcomp:
		return m.buildComp(x, env, false)
	}
	return t
}

// buildComp builds a compound template in pre-order without Go recursion.
func (m *Machine) buildComp(root *tcomp, env []Term, firstFlags bool) Term {
	type job struct {
		src *tcomp
		dst *Compound
		i   int
	}
	if len(root.args) == 2 {
		if c := m.buildFlatPair(root, env, firstFlags); c != nil {
			return c
		}
	}
	out := m.newCompound(root.name, len(root.args))
	var stackBuf [16]job
	stack := append(stackBuf[:0], job{root, out, 0})
	for len(stack) > 0 {
		j := &stack[len(stack)-1]
		if j.i == len(j.src.args) {
			stack = stack[:len(stack)-1]
			continue
		}
		i := j.i
		j.i++
		switch a := j.src.args[i].(type) {
		case *tvar:
			if firstFlags && a.first || !firstFlags && env[a.slot] == nil {
				v := m.NewVar()
				env[a.slot] = v
				j.dst.Args[i] = v
			} else {
				j.dst.Args[i] = env[a.slot]
			}
		case *tcomp:
			d := m.newCompound(a.name, len(a.args))
			j.dst.Args[i] = d
			stack = append(stack, job{a, d, 0})
		default:
			j.dst.Args[i] = a
		}
	}
	return out
}

// unifyHead unifies head template t with the goal argument a, filling env.
// A slot that is still nil is simply set: most head variables cost nothing.
func (m *Machine) unifyHead(t Term, a Term, env []Term) bool {
	switch x := t.(type) {
	case *tvar:
		if env[x.slot] == nil {
			env[x.slot] = a
			return true
		}
	case *tcomp:
		return m.unifyHeadComp(x, a, env)
	}
	return m.unifyHeadArg(t, a, env)
}

// unifyHeadComp matches a compound template against a term. Flat
// templates (list cells, the commonest head arguments) take a direct path.
func (m *Machine) unifyHeadComp(root *tcomp, a Term, env []Term) bool {
	if !root.flat {
		return m.unifyHeadDeep(root, a, env)
	}
	switch y := Deref(a).(type) {
	case *Var:
		m.bind(y, m.buildComp(root, env, false))
		return true
	case *Compound:
		if y.Name != root.name || len(y.Args) != len(root.args) {
			return false
		}
		for i, ta := range root.args {
			if !m.unifyHeadArg(ta, y.Args[i], env) {
				return false
			}
		}
		return true
	}
	return false
}

// unifyHeadArg unifies a non-compound template argument with a term.
func (m *Machine) unifyHeadArg(ta, b Term, env []Term) bool {
	switch x := ta.(type) {
	case *tvar:
		if env[x.slot] == nil {
			env[x.slot] = b
			return true
		}
		return m.Unify(env[x.slot], b)
	case *Atom:
		b = Deref(b)
		if b == ta {
			return true
		}
		if v, ok := b.(*Var); ok {
			m.bind(v, ta)
			return true
		}
		return false
	case Int:
		b = Deref(b)
		if y, ok := b.(Int); ok {
			return x == y
		}
		if v, ok := b.(*Var); ok {
			m.bind(v, ta)
			return true
		}
		return false
	}
	return m.Unify(ta, b)
}

// unifyHeadDeep matches a nested compound template against a term with an
// explicit work stack.
func (m *Machine) unifyHeadDeep(root *tcomp, a Term, env []Term) bool {
	type pair struct {
		t *tcomp
		a Term
	}
	stack := []pair{{root, a}}
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		a := Deref(p.a)
		switch y := a.(type) {
		case *Var:
			m.bind(y, m.buildComp(p.t, env, false))
			continue
		case *Compound:
			if y.Name != p.t.name || len(y.Args) != len(p.t.args) {
				return false
			}
			// Arguments left to right: the last compound argument is
			// handled after the others, through the stack.
			for i, ta := range p.t.args {
				if x, ok := ta.(*tcomp); ok {
					stack = append(stack, pair{x, y.Args[i]})
				} else if !m.unifyHeadArg(ta, y.Args[i], env) {
					return false
				}
			}
		default:
			return false
		}
	}
	return true
}

// Binary compounds whose arguments are not compounds — list cells above
// all — are built in one allocation together with the fresh variables
// they introduce.
type (
	pair0 struct {
		c Compound
		a [2]Term
	}
	pair1 struct {
		c Compound
		a [2]Term
		v [1]Var
	}
	pair2 struct {
		c Compound
		a [2]Term
		v [2]Var
	}
)

// buildFlatPair builds a binary template with no compound arguments, or
// returns nil when the template has one.
func (m *Machine) buildFlatPair(t *tcomp, env []Term, firstFlags bool) *Compound {
	var fresh [2]bool
	n := 0
	for k, a := range t.args {
		switch x := a.(type) {
		case *tcomp:
			return nil
		case *tvar:
			if k == 1 && fresh[0] && t.args[0].(*tvar).slot == x.slot {
				continue // f(X, X): the second X is the first one's variable
			}
			if firstFlags && x.first || !firstFlags && env[x.slot] == nil {
				fresh[k] = true
				n++
			}
		}
	}
	var c *Compound
	var vars []Var
	switch n {
	case 0:
		p := &pair0{}
		p.c.Args = p.a[:]
		c = &p.c
	case 1:
		p := &pair1{}
		p.c.Args = p.a[:]
		c, vars = &p.c, p.v[:]
	default:
		p := &pair2{}
		p.c.Args = p.a[:]
		c, vars = &p.c, p.v[:]
	}
	c.Name = t.name
	for k, a := range t.args {
		if fresh[k] {
			v := &vars[0]
			vars = vars[1:]
			m.varCount++
			v.id = m.varCount
			env[a.(*tvar).slot] = v
			c.Args[k] = v
			continue
		}
		if x, ok := a.(*tvar); ok {
			c.Args[k] = env[x.slot]
		} else {
			c.Args[k] = a
		}
	}
	return c
}
