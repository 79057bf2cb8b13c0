package wam

// deref follows reference cells, and attributed variables that are
// bound, to a value or an unbound variable: a tagRef cell that refers to
// itself, or an unbound attributed variable's tagAttv cell.
func (m *Machine) deref(c cell) cell {
	for isVarCell(c) {
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
		m.trail = append(m.trail, trailEntry{i, mkRef(i)})
	}
}

// bindVar binds v, an unbound variable, attributed or not, to c.
func (m *Machine) bindVar(v, c cell) {
	if v.tag() == tagAttv {
		m.bindAttv(v, c)
		return
	}
	m.bind(v.val(), c)
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

// undoTrail undoes the bindings trailed since mark: each cell gets back
// the value it had. It undoes a unification, which makes no undo entry
// (see TrailUndo); backtracking to a choicepoint is unwindTrail's.
func (m *Machine) undoTrail(mark int) {
	for k := len(m.trail) - 1; k >= mark; k-- {
		e := m.trail[k]
		m.heap[e.i] = e.old
	}
	m.trail = m.trail[:mark]
}

// unwindTrail undoes everything trailed since mark: undoTrail's cells,
// and the Go code of the undo entries, newest first. undoTrail stays
// small enough to inline, and without the test of each entry, where
// the trail holds no undo entry.
func (m *Machine) unwindTrail(mark int) {
	if len(m.undos) == 0 {
		m.undoTrail(mark)
		return
	}
	for k := len(m.trail) - 1; k >= mark; k-- {
		e := m.trail[k]
		if e.isUndo() {
			m.runUndo(int(e.old.intVal()))
			continue
		}
		m.heap[e.i] = e.old
	}
	m.trail = m.trail[:mark]
}

// runUndo runs the Go code of undos[k] and drops it with those after it,
// which the entries after its own held: those are undone or dropped
// already, as the trail is undone newest first.
func (m *Machine) runUndo(k int) {
	fn := m.undos[k]
	clear(m.undos[k:])
	m.undos = m.undos[:k]
	m.dropPassed(k)
	if fn != nil {
		fn()
	}
}

// TrailUndo records fn, which undoes a change to Go state that the core's
// execution made (a constraint store kept beside the heap), to run when
// backtracking takes the core back to before the call, as SWI-Prolog's
// trailed assignments are undone: when the core backtracks to a
// choicepoint older than the call. With no choicepoint to backtrack to,
// neither the core's nor one of the caller of an open query (see
// Query.outer), nothing can undo the change, and TrailUndo records
// nothing and returns false: the change is for good, and its caller may
// forget how to undo it. The collector drops the entries that nothing
// needs in the same way, without running them (a cut keeps them for
// it). Closing a query does not run its entries either: its caller may
// have taken a solution that the change belongs to. The caller's
// backtracking runs them instead (Machine.PassUndo). A query that may
// still be abandoned (DeoptAllowed, before any effect) records fn all
// the same: abandoning it runs its undo entries (see Query.Close).
//
// fn runs in the middle of backtracking: it must not touch the heap, the
// trail or the registers.
func (m *Machine) TrailUndo(fn func()) bool {
	if len(m.choices) == 0 && !(m.DeoptAllowed && m.Effects == m.EffectsMark) && m.undoFloor() > len(m.undos) {
		return false
	}
	m.trail = append(m.trail, trailEntry{undoEntry, mkInt(int64(len(m.undos)))})
	m.undos = append(m.undos, fn)
	return true
}

// unify unifies two terms with an explicit stack of pairs, so that deep
// terms use no Go stack. It terminates on cyclic terms (made by binding
// without the occurs check, as X = f(X) does): see cycleGuard.
func (m *Machine) unify(a, b cell) bool {
	a, b = m.deref(a), m.deref(b)
	if a == b {
		return true
	}
	// A plain unbound variable on either side, the commonest case
	// (an output argument, a head variable's first match), binds as
	// the loop's first step would, with no stack. Binding it to a
	// compound is what the flag occurs_check checks (see occurs.go).
	switch {
	case a.tag() == tagRef && b.tag() == tagRef:
		m.bindVars(a, b)
		return true
	case a.tag() == tagRef:
		if m.occursCode && isCompound(b) {
			return m.unifyChecked(a, b)
		}
		m.bind(a.val(), b)
		return true
	case b.tag() == tagRef:
		if m.occursCode && isCompound(a) {
			return m.unifyChecked(a, b)
		}
		m.bind(b.val(), a)
		return true
	}
	if !isVarCell(a) && !isVarCell(b) && (a.tag() != b.tag() || a.tag() == tagAtom || a.tag() == tagInt) {
		// Different kinds, or two different atoms or small integers.
		return false
	}
	if m.occursCode {
		return m.unifyChecked(a, b)
	}
	stack := append(m.ustack[:0], a, b)
	var g cycleGuard
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
		case a.tag() == tagAttv || b.tag() == tagAttv:
			m.bindAttvs(a, b)
		case a.tag() == tagStr && b.tag() == tagStr && m.heap[a.val()] == m.heap[b.val()] && g.cheap():
			// Two structures of one functor: the arguments that are
			// equal, unbound or atomic are settled here, and only pairs
			// of compounds go on the stack.
			i, j := a.val(), b.val()
			for k := m.functors[m.heap[i].val()].arity; k >= 1 && ok; k-- {
				x, y := m.deref(m.heap[i+k]), m.deref(m.heap[j+k])
				switch {
				case x == y:
				case x.tag() == tagRef && y.tag() == tagRef:
					m.bindVars(x, y)
				case x.tag() == tagRef:
					m.bind(x.val(), y)
				case y.tag() == tagRef:
					m.bind(y.val(), x)
				case x.tag() == tagAttv || y.tag() == tagAttv:
					m.bindAttvs(x, y)
				case isCompound(x) || x.tag() == tagBox:
					stack = append(stack, x, y)
				default:
					ok = false // different atoms or small integers
				}
			}
		default:
			stack, ok = m.pushArgs(stack, a, b, &g)
		}
	}
	m.ustack = stack
	return ok
}

// identical is ==/2. Two cyclic terms are identical when they are the
// same rational tree, as in SWI-Prolog: X = f(X), Y = f(f(Y)), X == Y is
// true.
func (m *Machine) identical(a, b cell) bool {
	// Most tests compare atoms, small integers or variables, which are
	// identical when their cells are: no stack for them.
	a, b = m.deref(a), m.deref(b)
	if a == b {
		return true
	}
	if t := a.tag(); t != tagStr && t != tagList && t != tagBox {
		return false
	}
	var buf [16]cell
	stack := append(buf[:0], a, b)
	var g cycleGuard
	ok := true
	for ok && len(stack) > 0 {
		a, b := m.deref(stack[len(stack)-2]), m.deref(stack[len(stack)-1])
		stack = stack[:len(stack)-2]
		if a != b {
			stack, ok = m.pushArgs(stack, a, b, &g)
		}
	}
	return ok
}

// cyclicCheckSteps is the number of pairs of compound cells after which
// unification and ==/2 start remembering the pairs they have visited, as
// package engine does (its cyclicCheckSteps): small terms cost a counter
// and no map.
const cyclicCheckSteps = 1 << 12

// cycleGuard makes unification and ==/2 terminate on cyclic terms. It
// counts the pairs of compound cells (lists and structures) whose
// arguments are pushed; past cyclicCheckSteps it keeps the set of pairs
// visited, by the heap indices of the two compounds, and a pair met again
// is skipped: its arguments are being compared already (on the stack) or
// have been, and a rational tree is then compared once per pair of its
// nodes. (Bindings made meanwhile change no structure's heap index, and
// the pair is symmetric, so it is stored in order.)
type cycleGuard struct {
	steps int
	// seen holds the pairs as i<<32|j; far those whose larger index
	// does not fit in 32 bits (a heap of more than 32 GiB).
	seen map[uint64]struct{}
	far  map[[2]int]struct{}
}

// cheap counts a pair of structures and says whether the guard is still
// below cyclicCheckSteps: unify then settles their arguments without
// recording the pair. A cyclic term's pairs come back, and past the
// bound they are recorded (see visited), so unification ends.
func (g *cycleGuard) cheap() bool {
	g.steps++
	return g.steps <= cyclicCheckSteps
}

// visited counts a pair of compound cells at heap indices i and j and
// reports whether its arguments need not be pushed.
func (g *cycleGuard) visited(i, j int) bool {
	if g.steps++; g.steps <= cyclicCheckSteps {
		return false
	}
	if i > j {
		i, j = j, i
	}
	// One map operation: the pair was there already if the map did not
	// grow. A key of one word hashes at the speed of an integer's.
	if j>>32 != 0 {
		if g.far == nil {
			g.far = map[[2]int]struct{}{}
		}
		n := len(g.far)
		g.far[[2]int{i, j}] = struct{}{}
		return len(g.far) == n
	}
	if g.seen == nil {
		g.seen = map[uint64]struct{}{}
	}
	n := len(g.seen)
	g.seen[uint64(i)<<32|uint64(j)] = struct{}{}
	return len(g.seen) == n
}

// pushArgs compares two different bound cells, unification's and ==/2's
// step: false when they cannot be equal, else the pairs of their
// arguments pushed onto stack to be compared in turn, first arguments on
// top. A pair of compounds that g has seen before pushes nothing.
func (m *Machine) pushArgs(stack []cell, a, b cell, g *cycleGuard) ([]cell, bool) {
	if a.tag() != b.tag() {
		return stack, false
	}
	switch a.tag() {
	case tagList:
		i, j := a.val(), b.val()
		if g.visited(i, j) {
			return stack, true
		}
		return append(stack, mkRef(i+1), mkRef(j+1), mkRef(i), mkRef(j)), true
	case tagStr:
		i, j := a.val(), b.val()
		if m.heap[i] != m.heap[j] {
			return stack, false
		}
		if g.visited(i, j) {
			return stack, true
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

// unifyOccurs is unify_with_occurs_check/2: unify's pairs on an explicit
// stack, where a variable binds to a compound only when it does not occur
// in it (see occurs). Variables bind to variables and atomic terms as in
// unify. On failure some bindings may be made; the caller fails and
// backtracking undoes them, as for unify.
func (m *Machine) unifyOccurs(a, b cell) bool {
	ok, _, _ := m.unifyOccursAt(a, b)
	return ok
}

// unifyOccursAt is unifyOccurs that, when it fails because a variable
// occurs in the term it would be bound to, returns the variable's cell
// and the term's (v is 0 on any other failure).
func (m *Machine) unifyOccursAt(a, b cell) (ok bool, v, t cell) {
	stack := append(m.ustack[:0], a, b)
	var g cycleGuard
	ok = true
	for ok && len(stack) > 0 {
		a, b := m.deref(stack[len(stack)-2]), m.deref(stack[len(stack)-1])
		stack = stack[:len(stack)-2]
		switch {
		case a == b:
		case a.tag() == tagRef && b.tag() == tagRef:
			m.bindVars(a, b)
		case isVarCell(a) && isVarCell(b):
			m.bindAttvs(a, b)
		case isVarCell(a):
			if ok = !m.occurs(a, b); ok {
				m.bindVar(a, b)
			} else {
				v, t = a, b
			}
		case isVarCell(b):
			if ok = !m.occurs(b, a); ok {
				m.bindVar(b, a)
			} else {
				v, t = b, a
			}
		default:
			stack, ok = m.pushArgs(stack, a, b, &g)
		}
	}
	m.ustack = stack
	return ok, v, t
}

// occurs reports whether v, an unbound variable's dereferenced cell,
// occurs in the term at t (see walkTerm, which ends on a cyclic term).
func (m *Machine) occurs(v, t cell) bool {
	if !isCompound(t) {
		return false
	}
	for memo := false; ; memo = true {
		found := false
		if m.walkTerm(t, memo, func(x cell) bool { found = x == v; return !found }) {
			return found
		}
	}
}

// dropPassed drops the entries of passed from undos[k] on.
func (m *Machine) dropPassed(k int) {
	n := len(m.passed)
	for n > 0 && m.passed[n-1] >= k {
		n--
	}
	m.passed = m.passed[:n]
}
