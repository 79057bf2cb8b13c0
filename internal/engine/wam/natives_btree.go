package wam

import "math"

// '$btree_find_node'/5 on the heap: the walk of get_assoc/3 down a
// balanced tree (see internal/builtins/btree.go for the built-in and its
// errors, which the engine's built-in raises).

// btreeFindNode decides '$btree_find_node'(Key, Tree, Pos, Node, Order)
// when Tree is a compound and Pos a small integer that names positions of
// it (see btreePositions in the engine's built-in); any other call goes
// to the engine's built-in, which raises its error.
func (m *Machine) btreeFindNode() (ok, done bool) {
	t, p := m.deref(m.regs[1]), m.deref(m.regs[2])
	if t.tag() != tagStr || p.tag() != tagInt {
		return false, false
	}
	pos := p.intVal()
	kp, lp, rp := int(pos>>16&0xff), int(pos>>8&0xff), int(pos&0xff)
	name := m.heap[t.val()]
	arity := m.functors[name.val()].arity
	if pos < 0 || pos > math.MaxUint32 || min(kp, lp, rp) < 1 || kp > arity || lp > arity {
		return false, false
	}
	key := m.regs[0]
	for {
		args := t.val() + 1
		d := m.order(key, m.heap[args+kp-1])
		if d == 0 {
			return m.unify(m.regs[3], t) && m.unify(m.regs[4], m.orderCells[1]), true
		}
		side := lp
		if d > 0 {
			side = rp
		}
		next := nilCell
		if side <= arity {
			next = m.deref(m.heap[args+side-1])
		}
		if next.tag() != tagStr || m.heap[next.val()] != name {
			return m.unify(m.regs[3], t) && m.unify(m.regs[4], m.orderCells[orderSlot(d)]), true
		}
		t = next
	}
}
