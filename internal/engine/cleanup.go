package engine

// setup_call_catcher_cleanup/4 runs its cleanup goal once, when its
// goal is finished: it failed, it succeeded leaving no choicepoint, it
// raised an exception, or its choicepoints were cut away. A cpCleanup
// choicepoint below the goal's own choicepoints stands for the pending
// cleanup; every one of those ends removes it, and every removal of
// choicepoints goes through cutTo, which runs the cleanup goals of the
// cpCleanup choicepoints it removes. Backtracking onto one (the goal
// failed) pops it like a catch/3 marker, through cutTo too. Before the
// cleanup goal runs, the catcher is unified with why (cleanupReason): exit,
// fail, !, exception(E), or external_exception(E) for an exception
// raised after the goal succeeded leaving choicepoints; the goal does
// not run if that fails.

// The reasons a cleanup runs for, other than exceptions.
var (
	atomExit              = Intern("exit")
	atomCutReason         = Intern("!")
	atomException         = Intern("exception")
	atomExternalException = Intern("external_exception")
)

// PushCleanup pushes a cpCleanup choicepoint for the cleanup goal
// cleanup, run when catcher unifies with the reason (nil: always), and
// returns its height, for ExitCleanup.
func (m *Machine) PushCleanup(catcher, cleanup Term) int {
	m.pushChoice(choicepoint{kind: cpCleanup, catcher: cleanup, recovery: catcher, catch: &catchState{}})
	m.cleanups++
	return len(m.choices) - 1
}

// Halt returns the error that ends the running queries for halt/0,1 with
// code: the cleanups they leave pending do not run on the way out, as in
// SWI-Prolog, until a new query starts with no other open.
func (m *Machine) Halt(code int) error {
	m.halting = true
	return &Halt{Code: code}
}

// Halting reports whether halt/0,1 is ending the running queries (see
// Halt).
func (m *Machine) Halting() bool { return m.halting }

// PushCleanupFunc pushes a cpCleanup choicepoint whose cleanup is fn,
// for a goal that another machine runs (the WAM core's open query): its
// cleanup runs when the choicepoint goes, as a goal's would, and its
// error is raised as a goal's would be.
func (m *Machine) PushCleanupFunc(fn func(*Machine) error) {
	m.pushChoice(choicepoint{kind: cpCleanup, redo: func(m *Machine) (bool, error) { return true, fn(m) }})
	m.cleanups++
}

// ExitCleanup is called when the goal guarded by the cpCleanup
// choicepoint at height h has succeeded. When it left no choicepoint the
// goal is finished: the cleanup runs now, and its error, if any, is
// returned. Otherwise the cleanup waits for the goal to fail or be cut.
func (m *Machine) ExitCleanup(h int) error {
	m.DropGhosts(h + 1)
	switch {
	case h == len(m.choices)-1 && m.choices[h].kind == cpCleanup:
		m.cleanupReason = atomExit
		m.cutTo(h)
	case h < len(m.choices) && m.choices[h].kind == cpCleanup && m.choices[h].catch != nil:
		// The goal left choicepoints: an exception from now on is
		// external to it, until backtracking goes back into it.
		cs := m.choices[h].catch
		if !cs.exited {
			cs.exited = true
			m.TrailUndo(func() { cs.exited = false })
		}
	}
	return m.takeCleanupErr()
}

// cutCleanups is cutTo(h), for h < len(m.choices), when some cpCleanup
// choicepoints may be above h: it removes the choicepoints, then runs the
// cleanup goals of the cpCleanup ones.
func (m *Machine) cutCleanups(h int) {
	cleanups := m.takeCleanups(h)
	m.dropChoices(h)
	for _, c := range cleanups {
		m.runCleanup(c)
	}
}

// unwindCleanups removes the choicepoints above height h on the way of
// an exception (or a stopped query) whenever cleanup goals wait among
// them: each cleanup runs with the bindings made since its choicepoint
// undone, so that it sees its setup's bindings but not its goal's, as in
// SWI-Prolog (setup_call_cleanup(open(F, read, S), G, close(S)) closes S
// when G throws).
func (m *Machine) unwindCleanups(h int, ball Term) {
	for m.cleanups > 0 {
		i := len(m.choices) - 1
		for i >= h && m.choices[i].kind != cpCleanup {
			i--
		}
		if i < h {
			return
		}
		if ball != nil {
			name := atomException
			if cs := m.choices[i].catch; cs != nil && cs.exited {
				name = atomExternalException
			}
			m.cleanupReason = NewCompound(name, ball)
		}
		m.undoTrail(m.choices[i].trailMark)
		m.cutTo(i)
	}
}

// cleanup is the cleanup of a cpCleanup choicepoint: a goal, run when
// catcher (if not nil) unifies with reason, or a Go function (see
// PushCleanupFunc).
type cleanup struct {
	goal, catcher, reason Term
	fn                    func(*Machine) (bool, error)
}

// takeCleanups returns the cleanups of the cpCleanup choicepoints above
// height h, the topmost first, the order in which their goals were left,
// with the reason the caller set in m.cleanupReason, a cut's by default.
func (m *Machine) takeCleanups(h int) []cleanup {
	reason := m.cleanupReason
	if reason == nil {
		reason = atomCutReason
	}
	m.cleanupReason = nil
	var cleanups []cleanup
	for i := len(m.choices) - 1; i >= h; i-- {
		if cp := &m.choices[i]; cp.kind == cpCleanup {
			cleanups = append(cleanups, cleanup{cp.catcher, cp.recovery, reason, cp.redo})
			m.cleanups--
		}
	}
	return cleanups
}

// runCleanup runs a cleanup goal as once/1, ignoring its failure, and
// keeps its error, if any, for the solver to raise (see cleanupErr).
func (m *Machine) runCleanup(c cleanup) {
	if c.fn != nil {
		if _, err := c.fn(m); err != nil && m.cleanupErr == nil {
			m.cleanupErr = err
		}
		return
	}
	if c.catcher != nil && (!m.Unifiable(c.catcher, c.reason) || !m.Unify(c.catcher, c.reason)) {
		return
	}
	if m.halting {
		return // halt/0,1 runs no pending cleanup, as in SWI-Prolog
	}
	goal := c.goal
	// The goal runs in the middle of the solver's work: whatever goals
	// wait to run there are not its own.
	// The error kept from the cleanups before it is not the goal's own,
	// which the closing of its query would take.
	pending, wakeups, kept := m.pending, m.wakeups, m.cleanupErr
	m.pending, m.wakeups, m.cleanupErr = nil, nil, nil
	_, err := m.Once(goal)
	m.pending, m.wakeups, m.cleanupErr = pending, wakeups, kept
	if err != nil && m.cleanupErr == nil {
		m.cleanupErr = err
	}
}

// takeCleanupErr returns and forgets the error kept by runCleanup.
func (m *Machine) takeCleanupErr() error {
	err := m.cleanupErr
	m.cleanupErr = nil
	return err
}
