package wam

// succ/2 and plus/3 on the core. Their calls of small integers, with a
// small integer result, are decided here, with no copy of the arguments
// out and back: library(lists)' predsort/3 calls plus/3 at every split,
// and counting loops call succ/2 at every step. Any other call (a big
// integer, an overflow past the small integers, a wrong or unbound
// argument) goes to the engine's built-in, which raises the errors.

// smallArg is register i as a small integer: known false when it is
// unbound, ok false when it is neither.
func (m *Machine) smallArg(i int) (n int64, known, ok bool) {
	c := m.deref(m.regs[i])
	switch {
	case c.tag() == tagInt:
		return c.intVal(), true, true
	case isVarCell(c):
		return 0, false, true
	}
	return 0, false, false
}

// succ2 runs succ(A[0], A[1]).
func (m *Machine) succ2() (ok, done bool) {
	x, xKnown, xOK := m.smallArg(0)
	y, yKnown, yOK := m.smallArg(1)
	switch {
	case !xOK || !yOK:
		return false, false
	case xKnown && x >= 0 && x < maxSmall:
		return m.unify(m.regs[1], mkInt(x+1)), true
	case !xKnown && yKnown && y > 0:
		return m.unify(m.regs[0], mkInt(y-1)), true
	case !xKnown && yKnown && y == 0:
		return false, true // succ(X, 0) has no solution
	}
	return false, false
}

// plus3 runs plus(A[0], A[1], A[2]).
func (m *Machine) plus3() (ok, done bool) {
	var v [3]int64
	var known [3]bool
	for i := range v {
		n, k, ok := m.smallArg(i)
		if !ok {
			return false, false
		}
		v[i], known[i] = n, k
	}
	// The sum or difference of two small integers fits an int64; the
	// result must fit a small one.
	var r int64
	var to int
	switch {
	case known[0] && known[1]:
		r, to = v[0]+v[1], 2
	case known[0] && known[2]:
		r, to = v[2]-v[0], 1
	case known[1] && known[2]:
		r, to = v[2]-v[1], 0
	default:
		return false, false
	}
	if r < minSmall || r > maxSmall {
		return false, false
	}
	return m.unify(m.regs[to], mkInt(r)), true
}
