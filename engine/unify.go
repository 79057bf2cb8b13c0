package engine

// trailEntry records one undoable change: a variable binding (attrs unused),
// an attribute change (restore attrs), or an arbitrary undo function.
type trailEntry struct {
	v     *Var
	attrs *Compound
	kind  trailKind
	undo  func()
}

type trailKind uint8

const (
	trailBind trailKind = iota
	trailAttrs
	trailFunc
)

// bind binds the unbound variable v to t, trailing the binding when a
// choicepoint could need to undo it, and queueing wake-up goals when v is
// attributed.
func (m *Machine) bind(v *Var, t Term) {
	v.ref = t
	if v.id < m.varMark {
		m.trail = append(m.trail, trailEntry{v: v})
	} else if v.id&varHomeMask != 0 {
		shunt(v, t)
	}
	if v.attrs != nil {
		m.wake(v, t)
	}
}

// Bind binds the unbound variable v to t (a built-in's way to bind).
func (m *Machine) Bind(v *Var, t Term) { m.bind(v, t) }

// TrailUndo registers fn to run when execution backtracks past this point
// (b_setval/2, attribute changes made by Go code).
func (m *Machine) TrailUndo(fn func()) {
	m.trail = append(m.trail, trailEntry{kind: trailFunc, undo: fn})
}

// SetAttrs replaces the attribute list of v, undoably.
func (m *Machine) SetAttrs(v *Var, attrs *Compound) {
	m.trail = append(m.trail, trailEntry{v: v, attrs: v.attrs, kind: trailAttrs})
	v.attrs = attrs
}

// undoTrail undoes every change recorded after mark.
func (m *Machine) undoTrail(mark int) {
	tr := m.trail
	for i := len(tr) - 1; i >= mark; i-- {
		e := &tr[i]
		switch e.kind {
		case trailBind:
			e.v.ref = nil
		case trailAttrs:
			e.v.attrs = e.attrs
		case trailFunc:
			e.undo()
		}
		*e = trailEntry{}
	}
	m.trail = tr[:mark]
}

// bindVars binds one of two distinct unbound variables to the other: the
// younger to the older, so that fewer bindings need trailing, and a plain
// variable to an attributed one, so that no hook runs needlessly.
func (m *Machine) bindVars(a, b *Var) {
	if a.attrs != nil && b.attrs == nil {
		m.bind(b, a)
		return
	}
	if b.attrs != nil && a.attrs == nil {
		m.bind(a, b)
		return
	}
	if a.id < b.id {
		m.bind(b, a)
	} else {
		m.bind(a, b)
	}
}

// Unify unifies a and b, binding variables on the trail. It does not
// recurse in Go: a work stack holds pending argument pairs. On failure some
// bindings may remain; the caller backtracks (or undoes to a mark).
func (m *Machine) Unify(a, b Term) bool {
	// Two small integers or two atoms, the commonest case from clause
	// heads (count(N, N)), are decided without the general loop.
	a, b = Deref(a), Deref(b)
	switch x := a.(type) {
	case Int:
		if y, ok := b.(Int); ok {
			return x == y
		}
	case *Atom:
		if y, ok := b.(*Atom); ok {
			return x == y
		}
	}
	stack := m.ustack[:0]
	// After many steps the terms may be cyclic: from then on each pair of
	// compounds is unified once (a pair met again is being unified already),
	// so that unifying two cyclic terms terminates.
	steps := 0
	var seen map[[2]*Compound]bool
	for {
		a, b = Deref(a), Deref(b)
		if a != b {
			if steps++; steps > cyclicCheckSteps {
				if ca, ok := a.(*Compound); ok {
					if cb, ok := b.(*Compound); ok {
						if seen == nil {
							seen = map[[2]*Compound]bool{}
						}
						k := [2]*Compound{ca, cb}
						if seen[k] {
							goto next
						}
						seen[k] = true
					}
				}
			}
			if !m.unifyStep(a, b, &stack) {
				m.ustack = stack[:0]
				return false
			}
		}
	next:
		n := len(stack)
		if n == 0 {
			m.ustack = stack
			return true
		}
		a, b = stack[n-2], stack[n-1]
		stack = stack[:n-2]
	}
}

// unifyStep unifies two dereferenced, non-identical terms at the top
// level, pushing argument pairs for compounds.
func (m *Machine) unifyStep(a, b Term, stack *[]Term) bool {
	if va, ok := a.(*Var); ok {
		if vb, ok := b.(*Var); ok {
			m.bindVars(va, vb)
		} else {
			m.bind(va, b)
		}
		return true
	}
	switch x := b.(type) {
	case *Var:
		m.bind(x, a)
		return true
	case *Compound:
		y, ok := a.(*Compound)
		if !ok || y.Name != x.Name || len(y.Args) != len(x.Args) {
			return false
		}
		n := len(x.Args)
		// Push in reverse so that the first argument is unified first; the
		// last argument (a list's tail) is pushed first and unified last,
		// which keeps the stack short on long lists. Pairs that need no
		// further work (identical terms, atomic terms, a plain variable)
		// are done here without the stack: binding a variable without
		// attributes has no observable order, so the wake-ups of
		// attributed ones still come in the order of a left-to-right walk.
		for i := n - 1; i >= 0; i-- {
			p, q := Deref(y.Args[i]), Deref(x.Args[i])
			if p == q {
				continue
			}
			vp, pVar := p.(*Var)
			vq, qVar := q.(*Var)
			switch {
			case pVar && vp.attrs == nil && (!qVar || vq.attrs == nil):
				if qVar {
					m.bindVars(vp, vq)
				} else {
					m.bind(vp, q)
				}
				continue
			case qVar && vq.attrs == nil && !pVar:
				m.bind(vq, p)
				continue
			case !pVar && !qVar && isAtomic(p) && isAtomic(q):
				if !atomicEqual(p, q) {
					return false
				}
				continue
			}
			*stack = append(*stack, p, q)
		}
		return true
	}
	return atomicEqual(a, b)
}

// isAtomic reports whether a dereferenced non-variable term is atomic.
func isAtomic(t Term) bool {
	_, isComp := t.(*Compound)
	return !isComp
}

// cyclicCheckSteps is the number of steps after which unification and
// comparison start remembering visited pairs of compounds, so that they
// terminate on cyclic terms while costing nothing on small terms.
const cyclicCheckSteps = 1 << 12

// atomicEqual compares two dereferenced atomic terms for identity.
func atomicEqual(a, b Term) bool {
	switch x := a.(type) {
	case *Atom:
		return a == b
	case Int:
		y, ok := b.(Int)
		return ok && x == y
	case Float:
		y, ok := b.(Float)
		return ok && (x == y || (x != x && y != y))
	case *BigInt:
		y, ok := b.(*BigInt)
		return ok && x.Big().Cmp(y.Big()) == 0
	case String:
		y, ok := b.(String)
		return ok && x == y
	}
	return false
}

// UnifyOccursCheck is Unify with the occurs check.
func (m *Machine) UnifyOccursCheck(a, b Term) bool {
	stack := []Term{a, b}
	for len(stack) > 0 {
		n := len(stack)
		a, b = Deref(stack[n-2]), Deref(stack[n-1])
		stack = stack[:n-2]
		if a == b {
			continue
		}
		va, aVar := a.(*Var)
		vb, bVar := b.(*Var)
		switch {
		case aVar && bVar:
			m.bindVars(va, vb)
		case aVar:
			if occurs(va, b) {
				return false
			}
			m.bind(va, b)
		case bVar:
			if occurs(vb, a) {
				return false
			}
			m.bind(vb, a)
		default:
			x, ok1 := a.(*Compound)
			y, ok2 := b.(*Compound)
			if ok1 != ok2 {
				return false
			}
			if !ok1 {
				if !atomicEqual(a, b) {
					return false
				}
				continue
			}
			if x.Name != y.Name || len(x.Args) != len(y.Args) {
				return false
			}
			for i := len(x.Args) - 1; i >= 0; i-- {
				stack = append(stack, x.Args[i], y.Args[i])
			}
		}
	}
	return true
}

// occurs reports whether v occurs in t.
func occurs(v *Var, t Term) bool {
	found := false
	walk(t, func(x Term) bool {
		if x == Term(v) {
			found = true
			return false
		}
		return true
	})
	return found
}

// walk visits every subterm of t (dereferenced) in pre-order without Go
// recursion, visiting each compound at most once so that cyclic terms
// terminate. fn returns false to stop the walk.
func walk(t Term, fn func(Term) bool) {
	stack := []Term{t}
	var seen map[*Compound]bool
	for len(stack) > 0 {
		t := Deref(stack[len(stack)-1])
		stack = stack[:len(stack)-1]
		if !fn(t) {
			return
		}
		if c, ok := t.(*Compound); ok {
			if seen == nil {
				seen = map[*Compound]bool{}
			}
			if seen[c] {
				continue
			}
			seen[c] = true
			for i := len(c.Args) - 1; i >= 0; i-- {
				stack = append(stack, c.Args[i])
			}
		}
	}
}

// Walk visits every subterm of t in pre-order (each compound once); fn
// returns false to stop.
func Walk(t Term, fn func(Term) bool) { walk(t, fn) }

// TryUnify unifies a and b and, if that fails, undoes every binding it
// made, so a built-in can test candidates one after another.
func (m *Machine) TryUnify(a, b Term) bool {
	mark, wakes := len(m.trail), len(m.wakeups)
	saved := m.varMark
	m.varMark = 1<<63 - 1
	ok := m.Unify(a, b)
	if !ok {
		m.undoTrail(mark)
		m.wakeups = m.wakeups[:wakes]
	}
	m.varMark = saved
	return ok
}

// Unifiable reports whether a and b unify, leaving no bindings.
func (m *Machine) Unifiable(a, b Term) bool {
	mark, wakes := len(m.trail), len(m.wakeups)
	saved := m.varMark
	m.varMark = 1<<63 - 1
	ok := m.Unify(a, b)
	m.undoTrail(mark)
	m.wakeups = m.wakeups[:wakes]
	m.varMark = saved
	return ok
}
