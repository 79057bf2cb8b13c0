package engine

// UnifyBindings unifies a and b and reports the bindings that took,
// latest first, as unifiable/3 lists them; then it undoes them, so
// that a and b are left as they were. ok is false when they do not
// unify. Arguments are unified left to right, as SWI-Prolog does, so
// that the list is in SWI-Prolog's order (Unify works through a stack,
// last argument first). Attributed variables are bound as unification
// binds them, but no wake-up goal runs.
func (m *Machine) UnifyBindings(a, b Term) (vars []*Var, vals []Term, ok bool) {
	mark, wakes := len(m.trail), len(m.wakeups)
	saved := m.varMark
	m.varMark = 1<<63 - 1
	ok = m.unifyLeftFirst(a, b, 0)
	if ok {
		for i := len(m.trail) - 1; i >= mark; i-- {
			if e := m.trail[i]; e.kind == trailBind {
				vars = append(vars, e.v)
				vals = append(vals, e.v.ref)
			}
		}
	}
	m.undoTrail(mark)
	m.wakeups = m.wakeups[:wakes]
	m.varMark = saved
	return vars, vals, ok
}

// CopySharing copies t with the attributes of its variables, as CopyTerm
// does, except that a variable that keep maps is replaced by what keep
// maps it to (itself, to share it with t): copy_term/4's copy, which
// renames only some of the variables.
func (m *Machine) CopySharing(t Term, keep map[*Var]Term) Term {
	c := copier{m: m, attrs: true}
	c.vars.m = keep
	return c.copy(t)
}

// unifyDepthLR bounds the nesting unifyLeftFirst follows in Go's
// recursion; deeper (or cyclic) terms are left to Unify.
const unifyDepthLR = 1 << 12

// unifyLeftFirst unifies a and b as Unify does, but the arguments of
// compounds in order, first to last.
func (m *Machine) unifyLeftFirst(a, b Term, depth int) bool {
	a, va := derefVar(a)
	b, vb := derefVar(b)
	switch {
	case va != nil && vb != nil:
		if va != vb {
			m.bindVars(va, vb)
		}
		return true
	case va != nil:
		m.bind(va, b)
		return true
	case vb != nil:
		m.bind(vb, a)
		return true
	}
	x, ok := a.(*Compound)
	if !ok {
		return atomicEqual(a, b)
	}
	y, ok := b.(*Compound)
	if !ok || x.Name != y.Name || len(x.Args) != len(y.Args) {
		return false
	}
	if x == y {
		return true
	}
	if depth > unifyDepthLR {
		return m.Unify(x, y)
	}
	for i := range x.Args {
		if !m.unifyLeftFirst(x.Args[i], y.Args[i], depth+1) {
			return false
		}
	}
	return true
}
