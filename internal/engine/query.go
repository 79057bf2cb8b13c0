package engine

// Query is a goal being solved: Next finds the next solution. Queries nest
// (a built-in may run one), but an inner query must be closed before the
// built-in that opened it returns.
type Query struct {
	m       *Machine
	goal    Term
	base    int
	started bool
	done    bool
	// closeErr is the error of a cleanup goal that Close ran (see
	// PushCleanup), for Once to return.
	closeErr error
	// owner marks the query's barrier choicepoint, so that Close cuts
	// only its own: a query left open under a caller's cut (the WAM
	// core keeps queries open across its choicepoints) is gone already.
	owner *Var
	// depth is the tracer's depth of the query's goals (see SolveAt).
	depth int
}

// Solve starts solving goal. Nothing runs until Next.
func (m *Machine) Solve(goal Term) *Query {
	return &Query{m: m, goal: goal}
}

// SolveAt is Solve for a goal that a traced run elsewhere (on the WAM
// core) meta-calls at depth: the tracer shows the goal's ports there,
// and its clauses' a level down, as when the solver calls it.
func (m *Machine) SolveAt(goal Term, depth int) *Query {
	return &Query{m: m, goal: goal, depth: depth}
}

// Next finds the next solution: true if there is one, false when there are
// no more, or an error (an *Exception, or *Halt when halt/1 ran).
func (q *Query) Next() (bool, error) {
	if q.done {
		return false, nil
	}
	m := q.m
	var ok bool
	var err error
	// A query may run inside a built-in whose arguments live in m.args:
	// give the inner run its own argument registers.
	savedArgs := m.args
	m.args = make([]Term, 0, 16)
	// Nor is it the built-in's host's: the undo entries of its goals
	// (b_setval/2, CLP(FD)'s) go on this machine's trail, which its own
	// backtracking runs, not on the host's (see CallForeignFrom).
	savedHost := m.Host
	m.Host = nil
	defer func() { m.args, m.Host = savedArgs, savedHost }()
	if !q.started {
		q.started = true
		if len(m.choices) == 0 {
			m.halting = false // a query of its own: halt/0,1 ended the last
		}
		q.owner = new(Var)
		m.pushChoice(choicepoint{kind: cpBarrier, catcher: q.owner})
		q.base = len(m.choices)
		code, nslots, e := m.compileQuery(q.goal)
		if e != nil {
			q.Close()
			return false, e
		}
		ok, err = m.run(&frame{code: code, env: make([]Term, nslots), cutB: q.base, depth: q.depth}, q.base)
	} else {
		ok, err = m.run(nil, q.base)
	}
	if !ok || err != nil {
		q.Close()
		if h, isHalt := err.(*Halt); isHalt {
			return false, h
		}
	}
	return ok, err
}

// compileQuery compiles a query's goal. A control construct or a library
// meta-predicate may run elsewhere as a predicate of its own (see
// Hooks.NativeGoal), as when it is meta-called: the query is then a call
// of that predicate, which counts no inference, so that the query counts
// what its goals count, as when it is compiled here.
func (m *Machine) compileQuery(goal Term) ([]instr, int, error) {
	if p, args, ok := m.nativeGoal(goal); ok {
		c := &compiler{m: m, slots: map[*Var]int{}, root: goal}
		c.constVars = true
		c.emitCall(p, args)
		markLastCalls(c.code)
		return c.code, c.nslots, nil
	}
	return m.compileGoal(goal)
}

// Close discards the query's remaining alternatives. Bindings it made stay
// until the caller backtracks past them.
func (q *Query) Close() {
	if q.done {
		return
	}
	q.done = true
	if q.started {
		m := q.m
		if b := q.base - 1; b < len(m.choices) && m.choices[b].kind == cpBarrier && m.choices[b].catcher == Term(q.owner) {
			m.cutTo(b)
		}
		q.closeErr = m.takeCleanupErr()
	}
}

// Once runs goal to its first solution and closes the query. A cleanup
// goal that the closing runs (setup_call_cleanup/3) may end it with an
// error.
func (m *Machine) Once(goal Term) (bool, error) {
	q := m.Solve(goal)
	ok, err := q.Next()
	q.Close()
	if err == nil && q.closeErr != nil {
		return false, q.closeErr
	}
	return ok, err
}

// Halt is returned by a query when halt/0,1 ran.
type Halt struct{ Code int }

func (h *Halt) Error() string { return "halt" }

// Machine returns the machine q runs on.
func (q *Query) Machine() *Machine { return q.m }

// FailCounted reports, after Next found no more solutions, whether what
// failed last was a counted call (a control construct around the query
// counts going into its next branch then, see RedoAfterCountedFailure).
func (q *Query) FailCounted() bool { return q.m.lastFailCounted }

// HasPorts reports whether backtracking into q would show ports of the
// tracer's: the Fail ports of its traced calls that are still open.
func (q *Query) HasPorts() bool {
	if q.done || !q.started {
		return false
	}
	for i := q.base; i < len(q.m.choices); i++ {
		if q.m.choices[i].kind == cpTrace {
			return true
		}
	}
	return false
}

// HasAlternatives reports whether the last solution left choicepoints
// that may give more solutions (the top level then asks for ';').
func (q *Query) HasAlternatives() bool {
	if q.done || !q.started {
		return false
	}
	for i := q.base; i < len(q.m.choices); i++ {
		switch q.m.choices[i].kind {
		case cpCatch, cpDead, cpBarrier, cpTrace, cpCleanup, cpGhost, cpTraceRedo:
		default:
			return true
		}
	}
	return false
}
