package wam

import "github.com/goprolog/goprolog/internal/engine"

// apply(G, Args), the engine's built-in of library(backcomp), is call/N
// of G with the elements of the proper list Args: '$wam_apply'(G, Args)
// is a predicate of one instruction, opCallDyn marked goalApply, which
// loads the elements into the registers after G and goes on as call/N
// does. Its call counts the inference the engine counts for apply/2, and
// the goal's call its own. When G is not callable or Args is no proper
// list, the instruction calls the engine's built-in (Machine.ApplyBuiltin)
// for its error; a goal of more arguments than the registers hold the
// engine solves, as apply/2 itself.

var (
	atomApply    = functor{engine.Intern("apply"), 2}
	atomWamApply = engine.Intern("$wam_apply")
)

// goalApply marks the opCallDyn of apply/2.
const goalApply = 3

// applyGoal returns the goal that runs apply(G, Args) on the core.
func (m *Machine) applyGoal(args []engine.Term) engine.Term {
	g := m.oneInstrGoal(atomWamApply, args, instr{op: opCallDyn, a: 2, b: goalApply, bi: m.ApplyBuiltin})
	m.traceCallsAs(m.preds[functor{atomWamApply, 2}], atomApply, 0)
	return g
}

// applyArgs loads the elements of the list in register 1 into the
// registers after the goal in register 0, and returns the count of
// registers call/N's target reads (see dynTarget). It loads nothing and
// returns false when the goal is not callable or the list is no proper
// list, which raises the built-in's error (raises true), or when the goal
// and the elements need more registers than there are.
func (m *Machine) applyArgs() (n int, ok, raises bool) {
	g := m.deref(m.regs[0])
	f, _, ok := m.callable(g)
	if !ok {
		return 0, false, notCallable(m, g) != nil
	}
	// A walk bounded by the registers: a longer or cyclic list is the
	// engine's.
	room := maxRegs - f.arity
	var elems [maxRegs]cell
	k := 0
	l := m.deref(m.regs[1])
	for l != nilCell {
		switch {
		case l.tag() != tagList:
			return 0, false, true
		case k >= room:
			return 0, false, false
		}
		elems[k] = m.heap[l.val()]
		l = m.deref(m.heap[l.val()+1])
		k++
	}
	copy(m.regs[1:1+k], elems[:k])
	return 1 + k, true, false
}
