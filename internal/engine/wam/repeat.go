package wam

import "github.com/goprolog/goprolog/internal/engine"

// repeat/0 on the core. A clause's repeat calls '$wam_repeat', a
// predicate of the core whose calls count as repeat/0's and whose code
// is one instruction, opRepeat: it leaves a choicepoint of the predicate
// repeatStep and proceeds. repeatStep's code is that instruction too, so
// backtracking into the choicepoint leaves it again and proceeds again,
// for ever. Its redos count nothing, as the engine's redo of repeat/0
// counts nothing: the answers and the counts are the engine's.

var (
	atomRepeat    = functor{engine.Intern("repeat"), 0}
	atomWamRepeat = engine.Intern("$wam_repeat")
)

// repeatGoal returns the goal that runs repeat on the core, making its
// predicates the first time.
func (m *Machine) repeatGoal() engine.Term {
	entry := functor{atomWamRepeat, 0}
	if m.preds[entry] == nil {
		m.repeatStep = m.stepPred(functor{engine.Intern("$wam_repeat_step"), 0}, instr{op: opRepeat})
		m.setOneInstr(m.lookup(entry), instr{op: opRepeat})
	}
	return atomWamRepeat
}
