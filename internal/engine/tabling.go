package engine

// Tabling hooks. The tabling driver lives in package builtins; the engine
// only lets a tabled predicate keep its clauses while calls to it run a
// trampoline built-in (which hands the call to the driver), and lets the
// driver reach those clauses past the trampoline.

// SetTabled makes p tabled: a call to p runs trampoline instead of p's
// clauses, which stay p's own, for clause/2 and listing/1 to see and for
// the tabling driver to run through PushClauses.
func (p *Pred) SetTabled(trampoline Builtin) {
	p.builtin = trampoline
	p.flags |= predTabled
}

// IsTabled reports whether p is tabled.
func (p *Pred) IsTabled() bool { return p.flags&predTabled != 0 }

// PushClauses is PushGoal for a goal resolved directly against its
// predicate's clauses, past a tabled predicate's trampoline: the tabling
// driver evaluates a tabled call this way. goal must be callable.
func (m *Machine) PushClauses(goal Term) {
	m.pending = append(m.pending, pendingGoal{goal: goal, clauses: true})
}

// PushGoalClauses is PushClauses for p, a predicate of a goal of its own
// (see NewGoalPred), called with args.
func (m *Machine) PushGoalClauses(p *Pred, args []Term) {
	var goal Term = p.Name
	if len(args) > 0 {
		goal = NewCompound(p.Name, args...)
	}
	m.pending = append(m.pending, pendingGoal{goal: goal, pred: p, clauses: true})
}

// goalPred returns the predicate of the callable goal and its arguments,
// in the machine's argument buffer.
func (m *Machine) goalPred(goal Term) (*Pred, []Term) {
	if c, ok := goal.(*Compound); ok {
		m.args = append(m.args[:0], c.Args...)
		return m.db.lookup(c.Name, len(c.Args)), m.args
	}
	return m.db.lookup(goal.(*Atom), 0), m.args[:0]
}
