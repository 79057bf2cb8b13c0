package wam

import (
	"encoding/binary"
	"slices"

	"github.com/goprolog/goprolog/internal/engine"
)

// The standard order of terms on the heap, and the built-ins that use it:
// compare/3, the @< family, msort/2, sort/2 and keysort/2. Each leaves a
// call it cannot decide to the engine's built-in (see natives): errors,
// and cyclic terms past a step budget.
//
// Two unbound variables are ordered by their heap addresses, the older
// first, as SWI-Prolog orders them by address: the order ISO leaves to
// the implementation, consistent while both live (a binding makes the
// younger variable refer to the older, and the collector keeps the order
// of what it moves). The engine orders its variables by age too, but a
// variable that crosses between the two is a new one on the other side,
// so the order of two variables seen from both may differ.

// compareSteps bounds the pairs of compounds a comparison visits before it
// starts again with the compounds it meets linked (see orderLinked): past
// it the terms may be cyclic.
const compareSteps = 1 << 16

// order compares a and b in the standard order: negative, zero or
// positive, cyclic terms included.
func (m *Machine) order(a, b cell) int {
	// Sorting compares integers and atoms most.
	a, b = m.deref(a), m.deref(b)
	if (a.tag() == tagInt || a.tag() == tagAtom) && (b.tag() == tagInt || b.tag() == tagAtom) {
		return m.orderAtomic(a, b)
	}
	stack, c, ok := m.orderStack(append(m.ustack[:0], a, b), nil)
	if !ok {
		stack, c, _ = m.orderStack(append(stack[:0], a, b), map[cell]cell{})
	}
	// The stack keeps what it grew to: sorting compares compounds
	// millions of times.
	m.ustack = stack[:0]
	return c
}

// orderStack is order, the pairs to compare on stack; it returns the
// stack, whose storage may have grown, and ok false past compareSteps
// pairs of compounds when link is nil.
//
// With link, it compares as SWI-Prolog 9 compares terms that may be
// cyclic (and as engine.Compare does past its own bound): left to right,
// depth first, each pair of compounds of the same name and arity linked
// as equal before their arguments are compared, so that from then on the
// first stands for the second wherever either is met, and a pair already
// linked is equal. On acyclic terms that is the order without links, as a
// pair is linked only on the way to its own outcome.
func (m *Machine) orderStack(stack []cell, link map[cell]cell) (_ []cell, c int, ok bool) {
	// find is the compound that x stands for through the links.
	find := func(x cell) cell {
		for {
			next, linked := link[x]
			if !linked {
				return x
			}
			x = next
		}
	}
	for steps := 0; len(stack) > 0; steps++ {
		if steps > compareSteps && link == nil {
			return stack, 0, false
		}
		x, y := m.deref(stack[len(stack)-2]), m.deref(stack[len(stack)-1])
		stack = stack[:len(stack)-2]
		if x == y {
			continue
		}
		xv, yv := isVarCell(x), isVarCell(y)
		switch {
		case xv && yv:
			return stack, cmpInt(x.val(), y.val()), true
		case xv:
			return stack, -1, true
		case yv:
			return stack, 1, true
		}
		xc, yc := isCompound(x), isCompound(y)
		switch {
		case !xc && !yc:
			if c := m.orderAtomic(x, y); c != 0 {
				return stack, c, true
			}
			continue
		case !xc:
			return stack, -1, true
		case !yc:
			return stack, 1, true
		}
		if link != nil {
			if x, y = find(x), find(y); x == y {
				continue
			}
		}
		fx, ax := m.compoundParts(x)
		fy, ay := m.compoundParts(y)
		if fx.arity != fy.arity {
			return stack, cmpInt(fx.arity, fy.arity), true
		}
		if fx.name != fy.name {
			return stack, engine.CompareAtoms(fx.name, fy.name), true
		}
		if link != nil {
			link[x] = y
		}
		for k := fx.arity - 1; k >= 0; k-- {
			stack = append(stack, mkRef(ax+k), mkRef(ay+k))
		}
	}
	return stack, 0, true
}

// orderAtomic compares two atomic cells: small integers and atoms, the
// keys sorting compares most, without making engine terms of them.
func (m *Machine) orderAtomic(x, y cell) int {
	switch {
	case x.tag() == tagInt && y.tag() == tagInt:
		return cmpInt64(x.intVal(), y.intVal())
	case x.tag() == tagAtom && y.tag() == tagAtom:
		if i, j := x.val(), y.val(); i < len(m.atomKeys) && j < len(m.atomKeys) {
			// Atoms whose keys differ are ordered by them.
			if kx, ky := m.atomKeys[i], m.atomKeys[j]; kx != ky {
				if kx < ky {
					return -1
				}
				return 1
			}
		}
		return engine.CompareAtoms(m.atoms[x.val()], m.atoms[y.val()])
	}
	return engine.Compare(m.atomicTerm(x), m.atomicTerm(y))
}

// atomOrderKey is a's order key: the first eight bytes of its name, big
// end first, zeros past its end; and 0 for [], which precedes every other
// atom. Two atoms whose keys differ are in the order of their keys, as
// engine.CompareAtoms orders them (bytewise on their names): the first
// byte where the keys differ is the first where the names do, or where
// the shorter one has ended, which puts it first. Atoms whose keys are
// equal are compared by their names.
func atomOrderKey(a *engine.Atom) uint64 {
	if a == engine.AtomNil {
		return 0
	}
	var b [8]byte
	copy(b[:], a.Name)
	return binary.BigEndian.Uint64(b[:])
}

func isCompound(c cell) bool { return c.tag() == tagStr || c.tag() == tagList }

// compoundParts returns the functor of a compound cell and the heap index
// of its first argument.
func (m *Machine) compoundParts(c cell) (functor, int) {
	if c.tag() == tagList {
		return functor{engine.AtomDot, 2}, c.val()
	}
	return m.functors[m.heap[c.val()].val()], c.val() + 1
}

// atomicTerm is the engine term of an atomic cell, to read: a caller
// that keeps it calls escape.
func (m *Machine) atomicTerm(c cell) engine.Term {
	switch c.tag() {
	case tagAtom:
		return m.atoms[c.val()]
	case tagInt:
		return engine.MakeInt(c.intVal())
	}
	return m.boxes[c.val()]
}

func cmpInt(a, b int) int { return cmpInt64(int64(a), int64(b)) }

func cmpInt64(a, b int64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// listCells returns the elements of the proper list at l, or false when l
// is not one (a partial, cyclic or improper list: the engine's errors).
func (m *Machine) listCells(l cell) ([]cell, bool) {
	_, x, out, acyclic := m.spine(l, m.sortBuf[:0], true)
	m.sortBuf = out
	return out, acyclic && x == nilCell
}

// putList makes the list of cells xs on the heap.
func (m *Machine) putList(xs []cell) cell {
	m.grow(2 * len(xs))
	list := nilCell
	for i := len(xs) - 1; i >= 0; i-- {
		m.heap[m.h] = xs[i]
		m.heap[m.h+1] = list
		list = mkList(m.h)
		m.h += 2
	}
	return list
}

// sortCells sorts xs in the standard order of their keys, descending when
// desc: key 0 is the element itself, key k > 0 its k-th argument (every
// element is then a compound with that argument). A keyed sort is stable,
// as keysort/2 and sort/4 are; elements that compare equal as wholes are
// identical, so the unkeyed one need not be.
func (m *Machine) sortCells(xs []cell, key int, desc bool) {
	less := func(a, b cell) int {
		if desc {
			a, b = b, a
		}
		return m.order(m.sortKey(a, key), m.sortKey(b, key))
	}
	if key > 0 {
		slices.SortStableFunc(xs, less)
	} else {
		slices.SortFunc(xs, less)
	}
}

// sortKey is the key of the sorted element c (see sortCells).
func (m *Machine) sortKey(c cell, key int) cell {
	if key == 0 {
		return c
	}
	return m.heap[c.val()+key]
}

// dedupCells drops from the sorted xs each element whose key equals the
// previous kept one's.
func (m *Machine) dedupCells(xs []cell, key int) []cell {
	if len(xs) < 2 {
		return xs
	}
	out := xs[:1]
	for _, x := range xs[1:] {
		if m.order(m.sortKey(out[len(out)-1], key), m.sortKey(x, key)) != 0 {
			out = append(out, x)
		}
	}
	return out
}

// msort is msort/2 (dedup false) and sort/2 (dedup true) on A[0], A[1].
func (m *Machine) msort(dedup bool) (ok, done bool) {
	xs, ok := m.listCells(m.regs[0])
	if !ok {
		return false, false
	}
	m.sortCells(xs, 0, false)
	if dedup {
		xs = m.dedupCells(xs, 0)
	}
	return m.unify(m.putList(xs), m.regs[1]), true
}

// keysort is keysort/2 on A[0], A[1].
func (m *Machine) keysort() (ok, done bool) {
	xs, ok := m.listCells(m.regs[0])
	if !ok {
		return false, false
	}
	minus := mkFun(m.functorIndex(functor{engine.AtomMinus, 2}))
	for _, x := range xs {
		if x.tag() != tagStr || m.heap[x.val()] != minus {
			return false, false // the engine's error
		}
	}
	// The key is the pair's first argument.
	m.sortCells(xs, 1, false)
	return m.unify(m.putList(xs), m.regs[1]), true
}

// sort4 is sort/4 on A[0], A[1], A[2], A[3] (Key, Order, List, Sorted),
// for a key of 0 (the whole element) or an argument index that every
// element has, and one of the orders @<, @>, @=< and @>=: the sort is
// stable, and @< and @> keep the first of the elements with equal keys.
// Every other call, errors included, is the engine's.
func (m *Machine) sort4() (ok, done bool) {
	k := m.deref(m.regs[0])
	o := m.deref(m.regs[1])
	if k.tag() != tagInt || k.intVal() < 0 || o.tag() != tagAtom {
		return false, false
	}
	key := int(k.intVal())
	var desc, dedup bool
	switch m.atoms[o.val()] {
	case atomOrderLt:
		dedup = true
	case atomOrderGt:
		desc, dedup = true, true
	case atomOrderLe:
	case atomOrderGe:
		desc = true
	default:
		return false, false
	}
	xs, ok := m.listCells(m.regs[2])
	if !ok {
		return false, false
	}
	for i, x := range xs {
		x = m.deref(x)
		xs[i] = x
		if key > 0 && (x.tag() != tagStr || m.functors[m.heap[x.val()].val()].arity < key) {
			return false, false // the engine's type error
		}
	}
	m.sortCells(xs, key, desc)
	if dedup {
		xs = m.dedupCells(xs, key)
	}
	return m.unify(m.putList(xs), m.regs[3]), true
}

var (
	atomOrderLt = engine.Intern("@<")
	atomOrderGt = engine.Intern("@>")
	atomOrderLe = engine.Intern("@=<")
	atomOrderGe = engine.Intern("@>=")
)

// compare3 is compare/3 on A[0], A[1], A[2].
func (m *Machine) compare3() (ok, done bool) {
	o := m.deref(m.regs[0])
	if !isVarCell(o) && (o.tag() != tagAtom || orderAtom(m.atoms[o.val()]) == 0) {
		return false, false // the engine's type or domain error
	}
	return m.unify(o, m.orderCells[orderSlot(m.order(m.regs[1], m.regs[2]))]), true
}

// compareInto is compare3 for an opCompare, whose first argument may be
// a new variable (into not 0, see intoCell): the order's atom goes into
// its register or slot, with no heap variable made and bound.
func (m *Machine) compareInto(into cell) (ok, done bool) {
	if into == 0 {
		return m.compare3()
	}
	m.setInto(into, m.orderCells[orderSlot(m.order(m.regs[1], m.regs[2]))])
	return true, true
}

var (
	atomLess    = engine.Intern("<")
	atomGreater = engine.Intern(">")
)

// orderSlot is the index in Machine.orderCells of the answer of a
// comparison that gave c.
func orderSlot(c int) int {
	switch {
	case c < 0:
		return 0
	case c > 0:
		return 2
	}
	return 1
}

// orderAtom is 1 for the atoms compare/3 gives, 0 for any other.
func orderAtom(a *engine.Atom) int {
	if a == atomLess || a == atomGreater || a == engine.AtomEqual {
		return 1
	}
	return 0
}

// termLess returns the built-in of a comparison of the @< family: test
// says whether the order of A[0] and A[1] satisfies it.
func termLess(test func(int) bool) func(m *Machine) (ok, done bool) {
	return func(m *Machine) (bool, bool) {
		return test(m.order(m.regs[0], m.regs[1])), true
	}
}
