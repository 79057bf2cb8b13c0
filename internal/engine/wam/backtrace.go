package wam

import "github.com/goprolog/goprolog/internal/engine"

// tellRaised tells em's Hooks.Raised of err, the error of the built-in
// fn on the heap called with the argument registers: the goal, as a term
// of the engine's, is made only for the hook (see engine.Hooks.Raised).
func (m *Machine) tellRaised(em *engine.Machine, fn functor, err error) {
	var goal engine.Term = fn.name
	if fn.arity > 0 {
		args := make([]engine.Term, fn.arity)
		for i := range args {
			args[i] = m.termOf(m.regs[i])
		}
		goal = engine.NewCompound(fn.name, args...)
	}
	em.Hooks.Raised(em, goal, err)
}

// tellThrown tells em's Hooks.Raised of the ball c that throw/1 raises
// on the heap, with the goal throw(Ball).
func (m *Machine) tellThrown(em *engine.Machine, c cell) {
	ball := m.termOf(c)
	em.Hooks.Raised(em, engine.NewCompound(engine.Intern("throw"), ball), engine.CopiedException(ball))
}
