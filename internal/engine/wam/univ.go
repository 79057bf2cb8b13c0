package wam

import "github.com/goprolog/goprolog/internal/engine"

// univ runs T =.. L on the heap, for the cases that need no error: T a
// term and L unbound or a list matched item by item; T unbound and L a
// proper list of an atom and arguments, or of one atomic term. handled
// false leaves the goal to the engine's built-in, which raises the
// errors (a tail that is not a list, an unbound name) as it does for any
// caller.
//
// Copying the term out to the engine and back, as for other built-ins,
// would cost in proportion to the whole term at each call: symbolic
// programs take terms apart with =.. at every node.
func (m *Machine) univ(t, l cell) (ok, handled bool) {
	t = m.deref(t)
	if isVarCell(t) {
		return m.univCompose(t, m.deref(l))
	}
	// The parts of t: its name and, for a compound, where its n
	// arguments start on the heap.
	var name cell
	args, n := 0, 0
	switch t.tag() {
	case tagStr:
		name, args, n = m.nameOf(t), t.val()+1, m.functors[m.heap[t.val()].val()].arity
	case tagList:
		name, args, n = m.nameOf(t), t.val(), 2
	default:
		name = t
	}
	// l is matched item by item, as the engine matches it: a binding
	// made by one item may end the list another sees. A tail that is
	// not a list is the engine's error, which it finds again on the
	// bindings made so far.
	item := func(k int) cell {
		if k < 0 {
			return name
		}
		return m.heap[args+k]
	}
	x := m.deref(l)
	for k := -1; k < n; k++ {
		switch {
		case x.tag() == tagList:
		case isVarCell(x):
			// The rest of the items, as a new list.
			m.grow(2 * (n - k))
			rest := mkList(m.h)
			for ; k < n; k++ {
				m.heap[m.h] = item(k)
				m.heap[m.h+1] = mkList(m.h + 2)
				m.h += 2
			}
			m.heap[m.h-1] = nilCell
			m.bindVar(x, rest)
			return true, true
		case x == nilCell:
			return false, true // the list is shorter
		default:
			return false, false
		}
		if !m.unify(m.heap[x.val()], item(k)) {
			return false, true
		}
		x = m.deref(m.heap[x.val()+1])
	}
	switch {
	case isVarCell(x):
		m.bindVar(x, nilCell)
		return true, true
	case x == nilCell:
		return true, true
	case x.tag() == tagList:
		return false, true // the list is longer
	}
	return false, false
}

// univCompose is univ for an unbound t and l dereferenced.
func (m *Machine) univCompose(t, l cell) (ok, handled bool) {
	if l.tag() != tagList {
		return false, false
	}
	name := m.deref(m.heap[l.val()])
	// The arguments: count them, however many. A cyclic list is the
	// engine's error.
	n, x, _, acyclic := m.spine(m.heap[l.val()+1], nil, false)
	if !acyclic || x != nilCell {
		return false, false
	}
	if n == 0 {
		if isVarCell(name) || name.tag() == tagStr || name.tag() == tagList {
			return false, false
		}
		m.bindVar(t, name)
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
	m.bindVar(t, c)
	return true, true
}
