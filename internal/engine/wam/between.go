package wam

import (
	"math/big"

	"github.com/goprolog/goprolog/internal/engine"
)

// between/3 on the core. A clause's between(L, H, X) calls
// '$wam_between'(L, H, X), a predicate of the core whose calls count as
// between/3's and whose code is one instruction, opBetween: it tests a
// bound X, or binds X to L, leaving, unless L is the last value, a
// choicepoint of the predicate betweenStep, whose code is opBetweenStep.
// The choicepoint saves X, the value given last and H in the argument
// registers; backtracking into it binds X to the next value and leaves
// the choicepoint again, unless that value is H. Its redos count
// nothing, as the engine's redo of between/3 counts nothing, and the
// last value leaves no choicepoint, as the engine's does not: the
// answers, their order and the counts are the engine's. Errors are the
// engine's built-in's to raise.

var (
	atomBetween    = functor{engine.Intern("between"), 3}
	atomWamBetween = engine.Intern("$wam_between")
	atomInf        = engine.Intern("inf")
	atomInfinite   = engine.Intern("infinite")
)

// betweenGoal returns the goal that runs between(L, H, X) on the core,
// making its predicates the first time; false when the engine's
// between/3 is not there to raise the errors.
func (m *Machine) betweenGoal(args []engine.Term) (engine.Term, bool) {
	bi := m.foreign[atomBetween]
	if bi == nil {
		return nil, false
	}
	entry := functor{atomWamBetween, 3}
	if m.preds[entry] == nil {
		m.betweenStep = m.stepPred(functor{engine.Intern("$wam_between_step"), 3}, instr{op: opBetweenStep})
		m.setOneInstr(m.lookup(entry), instr{op: opBetween, bi: bi})
	}
	return engine.NewCompound(atomWamBetween, args...), true
}

// stepCands are the candidates of a betweenStep choicepoint: one retry,
// after which the choicepoint is gone (see backtrack) and the step makes
// it again if another value follows.
var stepCands = []int32{0, 0}

// between runs opBetween on A[0] = L, A[1] = H, A[2] = X: done false
// leaves the call to the engine's built-in, which is deterministic then
// (it raises an error, or tests a bound X).
func (m *Machine) between() (ok, done bool) {
	lo, hi, x := m.deref(m.regs[0]), m.deref(m.regs[1]), m.deref(m.regs[2])
	inf := hi.tag() == tagAtom && (m.atoms[hi.val()] == atomInf || m.atoms[hi.val()] == atomInfinite)
	if !m.isInteger(lo) || !inf && !m.isInteger(hi) {
		return false, false
	}
	switch {
	case isVarCell(x):
	case m.isInteger(x):
		return m.intCmp(lo, x) <= 0 && (inf || m.intCmp(x, hi) <= 0), true
	default:
		return false, false
	}
	if !inf {
		switch c := m.intCmp(lo, hi); {
		case c > 0:
			return false, true
		case c == 0:
			m.bindVar(x, lo)
			return true, true
		}
	}
	m.regs[0], m.regs[1], m.regs[2] = x, lo, hi
	m.pushChoice(m.betweenStep, stepCands, 3)
	m.bindVar(x, lo)
	return true, true
}

// betweenNext runs opBetweenStep on the registers the choicepoint saved:
// A[0] = X, A[1] = the value given last, A[2] = H.
func (m *Machine) betweenNext() {
	x, next, hi := m.regs[0], m.intSucc(m.regs[1]), m.regs[2]
	if hi.tag() == tagAtom || m.intCmp(next, hi) < 0 {
		m.regs[1] = next
		m.pushChoice(m.betweenStep, stepCands, 3)
	}
	m.bindVar(m.deref(x), next)
}

// isInteger says whether c is an integer, small or big.
func (m *Machine) isInteger(c cell) bool {
	if c.tag() == tagBox {
		switch m.boxes[c.val()].(type) {
		case engine.Int, *engine.BigInt:
			return true
		}
		return false
	}
	return c.tag() == tagInt
}

// isRational reports whether c is an integer or a rational number, the
// type rational of must_be/2 and rational/1.
func (m *Machine) isRational(c cell) bool {
	if c.tag() == tagBox {
		if _, ok := m.boxes[c.val()].(*engine.Rat); ok {
			return true
		}
	}
	return m.isInteger(c)
}

// intCmp compares two integer cells.
func (m *Machine) intCmp(a, b cell) int {
	if a.tag() == tagInt && b.tag() == tagInt {
		return cmpInt64(a.intVal(), b.intVal())
	}
	return engine.Compare(m.atomicTerm(a), m.atomicTerm(b))
}

// intSucc is the integer cell one above c.
func (m *Machine) intSucc(c cell) cell {
	if c.tag() == tagInt && c.intVal() < maxSmall {
		return mkInt(c.intVal() + 1)
	}
	var scratch big.Int
	x, _ := m.bigOf(c, &scratch)
	return m.constCell(engine.MakeBig(new(big.Int).Add(x, big.NewInt(1))))
}
