package engine

import "math"

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
// (b_setval/2, attribute changes made by Go code). In a built-in that runs
// for a Host, it is the host's backtracking that runs fn.
func (m *Machine) TrailUndo(fn func()) {
	if m.Host != nil {
		m.Host.TrailUndo(fn)
		return
	}
	m.trail = append(m.trail, trailEntry{kind: trailFunc, undo: fn})
}

// InitAttrs gives v, a variable of a term being made that nothing else
// refers to yet, the attribute list attrs: no trail entry is needed.
func (v *Var) InitAttrs(attrs *Compound) { v.attrs = attrs }

// SetAttrs replaces the attribute list of v, undoably. As for a binding
// (see bind), a variable younger than the newest choicepoint needs no
// trail entry: backtracking to it drops the variable.
func (m *Machine) SetAttrs(v *Var, attrs *Compound) {
	if v.id < m.varMark {
		m.trail = append(m.trail, trailEntry{v: v, attrs: v.attrs, kind: trailAttrs})
	}
	v.attrs = attrs
}

// undoTrail undoes every change recorded after mark. Entries are cleared
// as they are undone, field by field (only the fields their kind sets), so
// that the trail keeps nothing alive.
func (m *Machine) undoTrail(mark int) {
	// Small enough to inline: a failed head or a choicepoint often has
	// nothing to undo, and then costs a compare instead of a call.
	if len(m.trail) > mark {
		m.unwindTrail(mark)
	}
}

// unwindTrail undoes the trail entries above mark (see undoTrail).
func (m *Machine) unwindTrail(mark int) {
	tr := m.trail
	for i := len(tr) - 1; i >= mark; i-- {
		e := &tr[i]
		switch e.kind {
		case trailBind:
			e.v.ref = nil
			e.v = nil
		case trailAttrs:
			e.v.attrs = e.attrs
			e.v, e.attrs = nil, nil
		case trailFunc:
			e.undo()
			e.undo = nil
		}
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

// derefVar dereferences t and also returns the unbound variable it ends
// in, or nil when it ends in a non-variable, so that callers need not
// test its type again.
func derefVar(t Term) (Term, *Var) {
	for {
		v, ok := t.(*Var)
		if !ok {
			return t, nil
		}
		if v.ref == nil {
			return t, v
		}
		t = v.ref
	}
}

// Unify unifies a and b, binding variables on the trail. It does not
// recurse in Go: a work stack (m.ustack) holds pending argument pairs. On
// failure some bindings may remain; the caller backtracks (or undoes to a
// mark).
//
// Terms are told apart by their types before their values are compared:
// == on two Terms of the same type calls the runtime (runtime.ifaceeq).
func (m *Machine) Unify(a, b Term) bool {
	// Variables, atomic terms and identical compounds, the commonest
	// cases from clause heads (count(N, N)), are decided here.
	a, va := derefVar(a)
	b, vb := derefVar(b)
	if va != nil {
		if vb == nil {
			m.bind(va, b)
		} else if va != vb {
			m.bindVars(va, vb)
		}
		return true
	}
	if vb != nil {
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
	m.ustack = m.ustack[:0]
	if !m.unifyArgList(x.Args, y.Args) {
		return false
	}
	return len(m.ustack) == 0 || m.unifyStack()
}

// pairMemo is what a unification has met of its pairs of compounds. After
// many steps the terms may be cyclic: from then on each pair is unified
// once (a pair met again is being unified already), so that unifying two
// cyclic terms terminates.
type pairMemo struct {
	steps int
	seen  map[[2]*Compound]struct{}
}

// again counts a step of unifying x with y and reports whether the pair
// is one met before, once the steps are many.
func (p *pairMemo) again(x, y *Compound) bool {
	if p.steps++; p.steps <= cyclicCheckSteps {
		return false
	}
	if p.seen == nil {
		p.seen = map[[2]*Compound]struct{}{}
	}
	// One map operation: the pair was there already if the map did not
	// grow.
	n := len(p.seen)
	p.seen[[2]*Compound{x, y}] = struct{}{}
	return len(p.seen) == n
}

// unifyStack unifies the pairs on the work stack, one at a time, pushing
// the pairs of arguments of compounds, until the stack is empty.
func (m *Machine) unifyStack() bool {
	var pairs pairMemo
	for n := len(m.ustack); n > 0; n = len(m.ustack) {
		// A pushed attributed variable may have been bound since it was
		// pushed: the pair is dereferenced again.
		a, va := derefVar(m.ustack[n-2])
		b, vb := derefVar(m.ustack[n-1])
		m.ustack = m.ustack[:n-2]
		if va != nil {
			if vb == nil {
				m.bind(va, b)
			} else if va != vb {
				m.bindVars(va, vb)
			}
			continue
		}
		if vb != nil {
			m.bind(vb, a)
			continue
		}
		x, ok := a.(*Compound)
		if !ok {
			if !atomicEqual(a, b) {
				return false
			}
			continue
		}
		y, ok := b.(*Compound)
		if !ok || x.Name != y.Name || len(x.Args) != len(y.Args) {
			return false
		}
		if x == y || pairs.again(x, y) {
			continue
		}
		if !m.unifyArgList(x.Args, y.Args) {
			return false
		}
	}
	return true
}

// unifyArgList unifies the argument lists xs and ys (of equal length)
// pairwise, deciding most pairs in place and pushing the others on
// m.ustack; it returns false on a clash.
//
// Arguments are visited last to first. A pair that needs further work (two
// compounds, or an attributed variable) is pushed, so that pairs are popped
// first to last, and the last argument (a list's tail), pushed first, is
// unified last, which keeps the stack short on long lists. Every other pair
// is decided here: identical terms, atomic terms, and a variable without
// attributes, whose binding has no observable order (its direction depends
// only on the variables' ages), so that the wake-ups of attributed
// variables still come in the order of a left-to-right walk.
func (m *Machine) unifyArgList(xs, ys []Term) bool {
	ys = ys[:len(xs)]
	for i := len(xs) - 1; i >= 0; i-- {
		p, vp := derefVar(xs[i])
		q, vq := derefVar(ys[i])
		// Bind v to t, or decide or push the pair.
		var v *Var
		var t Term
		if vp != nil {
			if vq != nil {
				if vp == vq {
					continue
				}
				if vp.attrs != nil || vq.attrs != nil {
					m.pushPair(p, q)
					continue
				}
				// Younger to older, as bindVars.
				if vp.id < vq.id {
					v, t = vq, p
				} else {
					v, t = vp, q
				}
			} else if vp.attrs == nil {
				v, t = vp, q
			} else {
				m.pushPair(p, q)
				continue
			}
		} else if vq != nil {
			if vq.attrs != nil {
				m.pushPair(p, q)
				continue
			}
			v, t = vq, p
		} else if pa, ok := p.(*Atom); ok {
			if qa, ok := q.(*Atom); !ok || pa != qa {
				return false
			}
			continue
		} else if pi, ok := p.(Int); ok {
			if qi, ok := q.(Int); !ok || pi != qi {
				return false
			}
			continue
		} else if pc, ok := p.(*Compound); ok {
			qc, ok := q.(*Compound)
			if !ok || pc.Name != qc.Name || len(pc.Args) != len(qc.Args) {
				return false
			}
			if pc != qc {
				m.pushPair(p, q)
			}
			continue
		} else {
			if !atomicEqual(p, q) {
				return false
			}
			continue
		}
		m.bind(v, t)
	}
	return true
}

// pushPair pushes a pair of terms to unify on the work stack. It is kept
// out of line so that unifyArgList's loop keeps its values in registers.
//
//go:noinline
func (m *Machine) pushPair(a, b Term) {
	m.ustack = append(m.ustack, a, b)
}

// cyclicCheckSteps is the number of steps after which unification and
// comparison start remembering visited pairs of compounds, so that they
// terminate on cyclic terms while costing nothing on small terms.
const cyclicCheckSteps = 1 << 12

// AtomicEqual reports whether two dereferenced atomic terms are the same
// constant: integers and big integers by value, floats by their bits (so
// 0.0 and -0.0 differ, and a NaN equals a NaN, as in SWI-Prolog), atoms,
// strings and database references by identity.
func AtomicEqual(a, b Term) bool { return atomicEqual(a, b) }

func atomicEqual(a, b Term) bool {
	switch x := a.(type) {
	case *Atom:
		y, ok := b.(*Atom)
		return ok && x == y
	case Int:
		y, ok := b.(Int)
		return ok && x == y
	case Float:
		y, ok := b.(Float)
		return ok && floatSame(float64(x), float64(y))
	case *BigInt:
		y, ok := b.(*BigInt)
		return ok && x.Big().Cmp(y.Big()) == 0
	case *Rat:
		y, ok := b.(*Rat)
		return ok && x.Rat().Cmp(y.Rat()) == 0
	case String:
		y, ok := b.(String)
		return ok && x == y
	}
	// A database reference (*Clause, *Record) is equal only to itself;
	// it is kept out of the switch, which the common cases would pay for.
	return a == b
}

// UnifyByFlag is =/2: Unify under the flag occurs_check (see Flags).
func (m *Machine) UnifyByFlag(a, b Term) (bool, error) {
	switch m.Flags.OccursCheck {
	case OccursTrue:
		return m.UnifyOccursCheck(a, b), nil
	case OccursError:
		ok, v, t := m.UnifyOccursAt(a, b)
		if v != nil {
			return false, OccursCheckError(v, t)
		}
		return ok, nil
	}
	return m.Unify(a, b), nil
}

// UnifyOccursCheck is Unify with the occurs check.
func (m *Machine) UnifyOccursCheck(a, b Term) bool {
	ok, _, _ := m.UnifyOccursAt(a, b)
	return ok
}

// UnifyOccursAt is Unify with the occurs check. When it fails because a
// variable occurs in the term it would be bound to, it returns that
// variable and term, from which the flag occurs_check's error is made
// (OccursCheckError).
func (m *Machine) UnifyOccursAt(a, b Term) (ok bool, v *Var, t Term) {
	stack := []Term{a, b}
	var pairs pairMemo
	for len(stack) > 0 {
		n := len(stack)
		a, b = Deref(stack[n-2]), Deref(stack[n-1])
		stack = stack[:n-2]
		if a == b && !isFloatZero(a) {
			continue
		}
		va, aVar := a.(*Var)
		vb, bVar := b.(*Var)
		switch {
		case aVar && bVar:
			m.bindVars(va, vb)
		case aVar:
			if Occurs(va, b) {
				return false, va, b
			}
			m.bind(va, b)
		case bVar:
			if Occurs(vb, a) {
				return false, vb, a
			}
			m.bind(vb, a)
		default:
			x, ok1 := a.(*Compound)
			y, ok2 := b.(*Compound)
			if ok1 != ok2 {
				return false, nil, nil
			}
			if !ok1 {
				if !atomicEqual(a, b) {
					return false, nil, nil
				}
				continue
			}
			if x.Name != y.Name || len(x.Args) != len(y.Args) {
				return false, nil, nil
			}
			if pairs.again(x, y) {
				continue
			}
			for i := len(x.Args) - 1; i >= 0; i-- {
				stack = append(stack, x.Args[i], y.Args[i])
			}
		}
	}
	return true, nil, nil
}

// Occurs reports whether v occurs in t.
func Occurs(v *Var, t Term) bool {
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

// floatSame is float identity as SWI-Prolog's unification and standard
// order see it: the same bits, or two NaNs.
func floatSame(x, y float64) bool {
	return math.Float64bits(x) == math.Float64bits(y) || (x != x && y != y)
}

// isFloatZero reports whether t is 0.0 or -0.0, which Go's == on
// interfaces finds equal and Prolog does not.
func isFloatZero(t Term) bool {
	f, ok := t.(Float)
	return ok && f == 0
}
