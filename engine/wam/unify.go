package wam

// deref follows reference cells to a value or an unbound variable.
func (m *Machine) deref(c cell) cell {
	for c.tag() == tagRef {
		v := m.heap[c.val()]
		if v == c {
			return c
		}
		c = v
	}
	return c
}

// bind binds the unbound variable at heap index i to c, trailing it when
// a choicepoint is younger than the variable (the WAM's rule: a variable
// made since the newest choicepoint disappears when it is backtracked
// to, and needs no undoing).
func (m *Machine) bind(i int, c cell) {
	m.heap[i] = c
	if n := len(m.choices); n > 0 && i < m.choices[n-1].h {
		m.trail = append(m.trail, i)
	}
}

// bindVars binds one of two unbound variables to the other: the younger
// to the older, so that no variable on the heap refers to a younger one
// and resetting the heap top leaves no dangling reference.
func (m *Machine) bindVars(a, b cell) {
	if a.val() < b.val() {
		m.bind(b.val(), a)
	} else {
		m.bind(a.val(), b)
	}
}

// undoTrail unbinds the variables trailed since mark.
func (m *Machine) undoTrail(mark int) {
	for k := len(m.trail) - 1; k >= mark; k-- {
		i := m.trail[k]
		m.heap[i] = mkRef(i)
	}
	m.trail = m.trail[:mark]
}

// unify unifies two terms with an explicit stack of pairs, so that deep
// terms use no Go stack.
func (m *Machine) unify(a, b cell) bool {
	a, b = m.deref(a), m.deref(b)
	if a == b {
		return true
	}
	if a.tag() != tagRef && b.tag() != tagRef && a.tag() != b.tag() {
		return false
	}
	stack := append(m.ustack[:0], a, b)
	ok := true
	for ok && len(stack) > 0 {
		a, b := m.deref(stack[len(stack)-2]), m.deref(stack[len(stack)-1])
		stack = stack[:len(stack)-2]
		switch {
		case a == b:
		case a.tag() == tagRef && b.tag() == tagRef:
			m.bindVars(a, b)
		case a.tag() == tagRef:
			m.bind(a.val(), b)
		case b.tag() == tagRef:
			m.bind(b.val(), a)
		default:
			stack, ok = m.pushArgs(stack, a, b)
		}
	}
	m.ustack = stack
	return ok
}

// identical is ==/2.
func (m *Machine) identical(a, b cell) bool {
	stack := []cell{a, b}
	ok := true
	for ok && len(stack) > 0 {
		a, b := m.deref(stack[len(stack)-2]), m.deref(stack[len(stack)-1])
		stack = stack[:len(stack)-2]
		if a != b {
			stack, ok = m.pushArgs(stack, a, b)
		}
	}
	return ok
}

// pushArgs compares two different bound cells, unification's and ==/2's
// step: false when they cannot be equal, else the pairs of their
// arguments pushed onto stack to be compared in turn, first arguments on
// top.
func (m *Machine) pushArgs(stack []cell, a, b cell) ([]cell, bool) {
	if a.tag() != b.tag() {
		return stack, false
	}
	switch a.tag() {
	case tagList:
		i, j := a.val(), b.val()
		return append(stack, mkRef(i+1), mkRef(j+1), mkRef(i), mkRef(j)), true
	case tagStr:
		i, j := a.val(), b.val()
		if m.heap[i] != m.heap[j] {
			return stack, false
		}
		for k := m.functors[m.heap[i].val()].arity; k >= 1; k-- {
			stack = append(stack, mkRef(i+k), mkRef(j+k))
		}
		return stack, true
	case tagBox:
		return stack, m.boxEqual(a, b)
	}
	return stack, false
}
