package wam

import "github.com/goprolog/goprolog/internal/engine"

// The redo of a non-deterministic built-in on the heap. A built-in that
// has given one answer and may have more calls args.redo with its state:
// cells (small integers, or cells of the heap) that say where the next
// answer is. redo leaves a choicepoint that saves the built-in's
// argument registers, the code index where the calling clause goes on
// and the state, and whose one candidate is the built-in's redo
// predicate, whose code is one instruction, opNativeRedo. Backtracking
// into it restores the registers, the environment and the continuation
// as they were at the call, and opNativeRedo calls the built-in's redo
// function (see native.redo), which reads its state with args.state,
// gives the next answer, and calls args.redo again if more may follow.
// The clause then goes on after the call, as after the first answer.
//
// A redo counts no inference, as the engine's redo of a built-in counts
// none, and a redo that fails is a counted failure, as in the engine
// (see backtrack): the answers, their order and the counts are the
// engine's built-in's.

// redoCands are the candidates of a redo choicepoint: one retry, after
// which the choicepoint is gone, and the built-in makes it again if
// another answer may follow.
//
// Backtracking does not take the choicepoint away, though: it stays for
// the redo, whose next state (args.redo) is written into it in place,
// with no choicepoint made for each answer of an enumeration
// (sub_atom/5's), and which nativeRedo takes away when no answer
// follows, before the clause goes on, so that the last answer leaves no
// choicepoint.
var redoCands = []int32{0, 0}

// redoPred returns the redo predicate of natives[k], making it the first
// time. It is made when a clause that calls the built-in is compiled, so
// that the code exists before the call runs.
func (m *Machine) redoPred(k int) *pred {
	if m.redos == nil {
		m.redos = make([]*pred, len(natives))
	}
	if p := m.redos[k]; p != nil {
		return p
	}
	f := natives[k].fn
	p := m.stepPred(functor{engine.Intern("$wam_redo " + f.name.Name), f.arity}, instr{op: opNativeRedo, b: k})
	p.nativeRedo = true
	m.redos[k] = p
	return p
}

// redo leaves the choicepoint that calls the built-in's redo function
// with state, which it reads with args.state. The built-in then binds its
// answer: the choicepoint's heap and trail tops undo that binding. A
// redo whose choicepoint backtracking kept (args.kept) renews it in
// place when the machine is as the choicepoint left it, as it is before
// the redo has bound or made anything.
func (a args) redo(state ...cell) {
	m := a.m
	n := a.fn.arity
	if a.kept && !m.redoRenewed {
		m.redoRenewed = true
		k := len(m.choices) - 1
		b := &m.choices[k]
		if b.h == m.h && b.tr == len(m.trail) && b.n == n+1+len(state) {
			copy(m.saved[b.args+n+1:b.args+b.n], state)
			return
		}
		m.dropKeptRedo()
	}
	m.regs[n] = mkInt(int64(a.next))
	copy(m.regs[n+1:], state)
	m.pushChoice(m.redos[a.k], redoCands, n+1+len(state))
}

// dropKeptRedo takes away the newest choicepoint, a built-in's redo
// that backtracking kept.
func (m *Machine) dropKeptRedo() {
	k := len(m.choices) - 1
	b := &m.choices[k]
	if !b.pred.nativeRedo {
		panic("wam: the kept choicepoint of a redo is not the newest")
	}
	m.saved = m.saved[:b.args]
	m.choices = m.choices[:k]
}

// state returns cell i of the state that args.redo saved.
func (a args) state(i int) cell { return a.m.regs[a.fn.arity+1+i] }

// nativeRedo runs opNativeRedo of natives[k] on the registers its
// choicepoint restored: ok false when the redo fails, and next the code
// index where the clause goes on. A choicepoint that backtracking kept
// and the redo did not renew goes, whether the redo gave an answer, the
// last, or failed or raised an error.
func (m *Machine) nativeRedo(k int) (next int, ok bool, err error) {
	n := &natives[k]
	next = int(m.regs[n.fn.arity].intVal())
	kept := m.redoKept
	m.redoKept, m.redoRenewed = false, false
	ok, err = n.redo(args{m: m, fn: n.fn, next: next, k: k, kept: kept})
	if kept && !m.redoRenewed {
		m.dropKeptRedo()
	}
	return next, ok, err
}
