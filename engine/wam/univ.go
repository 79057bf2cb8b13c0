package wam

import "github.com/goprolog/goprolog/engine"

// univ runs T =.. L on the heap, for the cases that need no error: T a
// term and L unbound or a list that ends in [] or a variable; T unbound
// and L a proper list of an atom and arguments, or of one atomic term.
// handled false leaves the goal to the engine's built-in, which raises
// the errors (and decides the rare cases, such as a tail that is not a
// list) as it does for any caller.
//
// Copying the term out to the engine and back, as for other built-ins,
// would cost in proportion to the whole term at each call: symbolic
// programs take terms apart with =.. at every node.
func (m *Machine) univ(t, l cell) (ok, handled bool) {
	t = m.deref(t)
	if t.tag() == tagRef {
		return m.univCompose(t, m.deref(l))
	}
	// The parts of t: its name and, for a compound, where its n
	// arguments start on the heap.
	var name cell
	args, n := 0, 0
	switch t.tag() {
	case tagStr:
		f := m.functors[m.heap[t.val()].val()]
		name, args, n = mkAtom(m.atomIndex(f.name)), t.val()+1, f.arity
	case tagList:
		name, args, n = mkAtom(m.atomIndex(engine.AtomDot)), t.val(), 2
	default:
		name = t
	}
	// The engine matches l item by item and raises an error at a tail
	// that is not a list: such an l goes to it. Past n+1 cells l is
	// longer than the list of t, and unifying fails as matching does.
	x := m.deref(l)
	for k := 0; k <= n && x.tag() == tagList; k++ {
		x = m.deref(m.heap[x.val()+1])
	}
	if x.tag() != tagList && x.tag() != tagRef && x != nilCell {
		return false, false
	}
	m.grow(2 * (n + 1))
	list := mkList(m.h)
	m.heap[m.h] = name
	for k := 0; k < n; k++ {
		m.heap[m.h+1] = mkList(m.h + 2)
		m.heap[m.h+2] = m.heap[args+k]
		m.h += 2
	}
	m.heap[m.h+1] = nilCell
	m.h += 2
	return m.unify(list, l), true
}

// univCompose is univ for an unbound t and l dereferenced.
func (m *Machine) univCompose(t, l cell) (ok, handled bool) {
	if l.tag() != tagList {
		return false, false
	}
	name := m.deref(m.heap[l.val()])
	// The arguments: count them, up to a bound past which the engine
	// builds the term (and checks the arity).
	const most = 1 << 16
	n, x := 0, m.deref(m.heap[l.val()+1])
	for ; x.tag() == tagList && n < most; n++ {
		x = m.deref(m.heap[x.val()+1])
	}
	if x != nilCell {
		return false, false
	}
	if n == 0 {
		if name.tag() == tagRef || name.tag() == tagStr || name.tag() == tagList {
			return false, false
		}
		m.bind(t.val(), name)
		return true, true
	}
	if name.tag() != tagAtom {
		return false, false
	}
	m.grow(n + 1)
	var c cell
	if a := m.atoms[name.val()]; a == engine.AtomDot && n == 2 {
		c = mkList(m.h)
	} else {
		c = mkStr(m.h)
		m.heap[m.h] = mkFun(m.functorIndex(functor{a, n}))
		m.h++
	}
	for x = m.deref(m.heap[l.val()+1]); x.tag() == tagList; x = m.deref(m.heap[x.val()+1]) {
		m.heap[m.h] = m.heap[x.val()]
		m.h++
	}
	m.bind(t.val(), c)
	return true, true
}
