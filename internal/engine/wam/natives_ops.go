package wam

import (
	"github.com/goprolog/goprolog/internal/engine"
)

// current_op/3 on the heap. The operator table is the engine's (the
// reader's and the writer's): a call reads it once, makes the list of
// its answers on the heap, below the choicepoint of its redo, and each
// redo gives the next element. The answers are those of the table when
// the call began, as in SWI-Prolog, whatever op/3 does meanwhile.

// opAnswer is the functor of the elements of current_op/3's list of
// answers: op(Priority, Type, Name).
var opAnswer = functor{engine.Intern("op"), 3}

// currentOp is current_op(Priority, Type, Name). The arguments are
// checked in SWI-Prolog's order: Name, then Priority, then Type. The
// answers come in the order of the engine's built-in (the operators
// op/3 defined first, each name's prefix, infix, postfix), and only
// those that unify are listed, so that the last leaves no choicepoint.
func currentOp(a args) (bool, error) {
	m := a.m
	if m.ArithEngine == nil {
		return false, a.fail(engine.SystemError("current_op/3 has no operator table"))
	}
	name, prio, typ := a.arg(2), a.arg(0), a.arg(1)
	if !isVarCell(name) && name.tag() != tagAtom {
		return false, a.typeError("atom", name)
	}
	switch {
	case isVarCell(prio):
	case prio.tag() == tagInt:
		if p := prio.intVal(); p < 1 || p > 1200 {
			return false, a.domainError("operator_priority", prio)
		}
	case m.isInteger(prio):
		return false, a.representation("int")
	default:
		return false, a.typeError("integer", prio)
	}
	switch {
	case isVarCell(typ):
	case typ.tag() == tagAtom:
		if _, ok := engine.ParseOpType(m.atoms[typ.val()].Name); !ok {
			return false, a.domainError("operator_specifier", typ)
		}
	default:
		return false, a.typeError("atom", typ)
	}
	// Two arguments that are one variable need each answer tried: the
	// others are told by the constants alone.
	shared := isVarCell(prio) && (prio == typ || prio == name) || isVarCell(typ) && typ == name
	var pattern cell
	if shared {
		pattern = m.newStructure(opAnswer)
		copy(m.heap[pattern.val()+1:], m.regs[:3])
	}
	answers, last := nilCell, 0
	add := func(n *engine.Atom, op engine.Op) {
		if prio.tag() == tagInt && prio.intVal() != int64(op.Priority) ||
			typ.tag() == tagAtom && m.atoms[typ.val()].Name != op.Type.String() {
			return
		}
		m.grow(6)
		h := m.h
		m.heap[h] = mkFun(m.functorIndex(opAnswer))
		m.heap[h+1] = mkInt(int64(op.Priority))
		m.heap[h+2] = m.atomCell(op.Type.String())
		m.heap[h+3] = mkAtom(m.atomIndex(n))
		m.heap[h+4] = mkStr(h)
		m.heap[h+5] = nilCell
		m.h += 6
		if shared && !m.unifiable(pattern, mkStr(h)) {
			m.h = h
			return
		}
		if last == 0 {
			answers = mkList(h + 4)
		} else {
			m.heap[last] = mkList(h + 4)
		}
		last = h + 5
	}
	ops := m.ArithEngine.Ops
	if name.tag() == tagAtom {
		if d := ops.Lookup(m.atoms[name.val()]); d != nil {
			for _, op := range d.InOrder() {
				add(m.atoms[name.val()], op)
			}
		}
	} else {
		ops.Each(add)
	}
	return currentOpAnswer(a, answers), nil
}

// currentOpRedo is the redo of current_op/3: the state is the rest of
// the list of answers.
func currentOpRedo(a args) (bool, error) { return currentOpAnswer(a, a.state(0)), nil }

// currentOpAnswer gives the first answer of the list answers, leaving a
// redo for the rest if there is more.
func currentOpAnswer(a args, answers cell) bool {
	m := a.m
	if answers == nilCell {
		return false
	}
	if rest := m.deref(m.heap[answers.val()+1]); rest != nilCell {
		a.redo(rest)
	}
	op := m.deref(m.heap[answers.val()]).val()
	return a.unify(0, m.heap[op+1]) && a.unify(1, m.heap[op+2]) && a.unify(2, m.heap[op+3])
}
