package wam

import "github.com/goprolog/goprolog/internal/engine"

// '$btree_find_node'/5 on the heap: the walk of get_assoc/3 down a
// balanced tree (see internal/builtins/btree.go for the built-in and its
// errors, which the engine's built-in raises).

// btreeFindNode decides '$btree_find_node'(Key, Tree, Pos, Node, Order)
// when Tree is a compound and Pos a small integer that names positions of
// it (engine.BTreePositions); any other call goes
// to the engine's built-in, which raises its error.
func (m *Machine) btreeFindNode() (ok, done bool) {
	t, p := m.deref(m.regs[1]), m.deref(m.regs[2])
	if t.tag() != tagStr || p.tag() != tagInt {
		return false, false
	}
	name := m.heap[t.val()]
	arity := m.functors[name.val()].arity
	kp, lp, rp, ok := engine.BTreePositions(p.intVal(), arity)
	if !ok {
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
