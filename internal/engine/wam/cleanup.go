package wam

import "github.com/goprolog/goprolog/internal/engine"

// setup_call_catcher_cleanup/4 and setup_call_cleanup/3 on the core. The
// library's clause
//
//	setup_call_catcher_cleanup(S, G, K, C) :-
//	    once(S), '$push_cleanup'(G, K, C, H), call(G), '$exit_cleanup'(H).
//
// runs here with two natives. '$push_cleanup' pushes a cleanup frame: a
// choicepoint that is no alternative (spent), of the predicate
// cleanupFrame, whose saved registers hold C, the catcher K and a
// variable that marks G as exited. The frame stands for the pending
// cleanup, as SWI-Prolog's frame of setup_call_cleanup/3 does, and
// whatever removes it runs C, once K unifies with why (cleanupReason):
//   - '$exit_cleanup'(H), when G succeeded leaving no choicepoint above
//     the frame (ghosts aside), cuts it: exit; when G left choicepoints,
//     it binds the mark, trailed, so that backtracking into G unmarks it;
//   - a cut past it (cutTo) removes it: !;
//   - backtracking into it (G failed) pops it, with G's bindings undone:
//     fail;
//   - an error passing it (catchAt) unwinds to it, with G's bindings
//     undone and the setup's kept, and goes on unwinding after C:
//     exception(E), or external_exception(E) when G is marked;
//   - closing the query (Query.Close) cuts it: !.
//
// cutTo only queues the goals of the frames it removes, with their
// catchers and reasons (cleanupGoals, the newest first). They run before
// the machine does anything else: after the cut or the '$exit_cleanup'/1
// that cut them, and before backtracking or unwinding goes past the
// frame. Running them is a divert: a resume frame on the environment
// stack (see pushResume) that holds where to go on and the goals left,
// whose continuation, opCleanupNext, calls each goal as once/1
// would, behind a barrier choicepoint (cleanupBarrier) that makes the
// goal's cuts local, takes its failure and catches its error. Each goal
// counts only the inferences it makes, as the engine's runCleanup counts
// them.
//
// A cleanup's error is raised once the goals of the divert have run, in
// place of what the machine was doing (going on, or failing): SWI-Prolog
// raises it too. While an error unwinds, the cleanup's error is dropped
// and the first error goes on.

// The registers a cleanup frame saves, from its args.
const (
	frameGoal = iota
	frameCatcher
	frameExited
	frameRegs
)

// The slots of a divert's frame, a resume frame (see pushResume).
const (
	cleanupGoals = resumeSlots + iota // the goals left to run, a list
	cleanupLevel                      // the barrier's level while a goal runs
	cleanupRunAt                      // the index of the divert's cleanupRun
	cleanupSlots = iota               // how many slots the divert sets
)

// cleanupRun is what a divert keeps off the heap: the first error of its
// goals, and the error to raise again when it was diverted from
// unwinding. Both are engine terms (see heldError): the goals may
// collect the core's atoms.
type cleanupRun struct {
	err, unwinding error
	// tdepth is the tracer's depth where the divert began, taken back
	// when it ends (see traceCleanup).
	tdepth int32
}

var (
	atomPushCleanup  = functor{engine.Intern("$push_cleanup"), 4}
	atomExitCleanup  = functor{engine.Intern("$exit_cleanup"), 1}
	atomSetupCatcher = engine.Intern("setup_call_catcher_cleanup")
	// A queued cleanup, '$cleanup'(Catcher, Reason, Goal), and the
	// reasons.
	atomCleanupEntry      = functor{engine.Intern("$cleanup"), 3}
	atomExitReason        = engine.Intern("exit")
	atomCutReason         = engine.Intern("!")
	atomFailReason        = engine.Intern("fail")
	atomException         = functor{engine.Intern("exception"), 1}
	atomExternalException = functor{engine.Intern("external_exception"), 1}
)

// reasonCell is the cell of a reason that is an atom, which
// cleanupPreds keeps numbered (see keepCodeAtoms).
func (m *Machine) reasonCell(a *engine.Atom) cell { return mkAtom(m.atomIndex(a)) }

// cleanupPreds makes the predicates of cleanup frames and barriers, and
// the code of opCleanupNext and of the failures a divert resumes to,
// when a clause that calls '$push_cleanup'/4 is compiled: code made while
// a query runs would not be in the run loop's code slice.
func (m *Machine) cleanupPreds() {
	if m.cleanupFrame != nil {
		return
	}
	m.cleanupFrame = m.lookup(functor{engine.Intern("$wam_cleanup_frame"), frameRegs})
	m.cleanupFrame.aux, m.cleanupFrame.quietRedo = true, true
	m.cleanupBarrier = m.lookup(functor{engine.Intern("$wam_cleanup_barrier"), 0})
	m.cleanupBarrier.aux, m.cleanupBarrier.quietRedo = true, true
	pc := len(m.code)
	m.cleanupNextPC = pc
	m.code = append(m.code,
		instr{op: opCleanupNext},                           // a goal succeeded, or the first
		instr{op: opCleanupNext, a: 1},                     // a goal failed or raised an error
		instr{op: opCleanupRun, b: pc + cleanupUnwind + 1}, // the goals of a frame failed into
		instr{op: opCleanupRun, b: pc + cleanupUnwind + 2}, // the same after a counted failure
		instr{op: opFail},                                  // resume: unwinding (see divertCleanups)
		instr{op: opFail},                                  // resume: a quiet failure
		instr{op: opFail, a: failIsCounted},                // resume: a counted one
	)
	m.engineCall(new(engine.Var))
	m.cleanupCall = m.preds[functor{atomWamECall, 1}]
	for _, a := range []*engine.Atom{atomExitReason, atomCutReason, atomFailReason} {
		m.atomIndex(a)
	}
	for _, f := range []functor{atomCleanupEntry, atomException, atomExternalException} {
		m.functorIndex(f)
	}
	m.keepCodeAtoms()
}

// The code indices that cleanupPreds makes, from m.cleanupNextPC on:
// opCleanupNext after a goal and after a failure; opCleanupRun, where
// backtracking into a cleanup frame goes on (after a quiet or a counted
// failure) to run its goal and then fail as it would have; and the
// failure a divert from unwinding would resume to, which it never does
// (it raises its error again instead).
const (
	cleanupAfterGoal = iota
	cleanupAfterFailure
	cleanupFailQuiet
	cleanupFailCounted
	cleanupUnwind
)

// failIsCounted is opFail's a for a failure of a counted call.
const failIsCounted = 1

// pushCleanup is '$push_cleanup'(G, K, C, H): G and C are callable, and
// H is the level of the cleanup frame pushed for C and its catcher K.
func pushCleanup(a args) (bool, error) {
	m := a.m
	for _, i := range []int{0, 2} {
		c := a.arg(i)
		if isVarCell(c) {
			return false, engine.InstantiationError().WithContext(atomSetupCatcher, 4)
		}
		if _, _, ok := m.callable(c); !ok {
			return false, engine.TypeError("callable", m.termOf(c)).WithContext(atomSetupCatcher, 4)
		}
	}
	if m.cleanupFrame == nil {
		// The clause's compilation makes the code (see cleanupPreds).
		return false, engine.SystemError("no code for cleanups")
	}
	// The mark is older than the frame: binding it is trailed.
	m.grow(1)
	mark := mkRef(m.h)
	m.heap[m.h] = mark
	m.h++
	m.regs[frameGoal], m.regs[frameCatcher], m.regs[frameExited] = m.regs[2], m.regs[1], mark
	m.pushSpent(m.cleanupFrame, frameRegs)
	m.cleanupFrames++
	return a.unifyInt(3, int64(len(m.choices)-1)), nil
}

// pushSpent pushes a choicepoint of p that is no alternative (see
// choicepoint.spent), saving the first n registers.
func (m *Machine) pushSpent(p *pred, n int) {
	m.pushChoice(p, stepCands, n)
	m.choices[len(m.choices)-1].next = len(stepCands)
}

// exitCleanup is '$exit_cleanup'(H): the goal of the cleanup frame at
// level H succeeded, and when it left no choicepoint but ghosts (see
// member2001.go), it is finished: the frame goes, and its cleanup runs.
func exitCleanup(a args) (bool, error) {
	m := a.m
	c := a.arg(0)
	if c.tag() != tagInt {
		return false, a.typeError("integer", c)
	}
	h := int(c.intVal())
	if h < 0 || h >= len(m.choices) || m.choices[h].pred != m.cleanupFrame {
		return true, nil
	}
	for _, b := range m.choices[h+1:] {
		if b.pred != m.ghost {
			// G left choicepoints: it is marked exited.
			if x := m.deref(m.saved[m.choices[h].args+frameExited]); isVarCell(x) {
				m.bind(x.val(), nilCell)
			}
			return true, nil
		}
	}
	m.setCleanupReason(m.reasonCell(atomExitReason))
	m.cutTo(h)
	return true, nil
}

// setCleanupReason makes r the reason of the cleanups that the next cut
// queues, in place of a cut's.
func (m *Machine) setCleanupReason(r cell) { m.cleanupReason, m.hasCleanupReason = r, true }

// takeCleanups queues the goals of the cleanup frames from level on,
// the newest first, with their catchers and the reason set for this cut
// (a cut's when none was), for cutTo, which removes them.
func (m *Machine) takeCleanups(level int) {
	reason := m.reasonCell(atomCutReason)
	if m.hasCleanupReason {
		reason, m.hasCleanupReason = m.cleanupReason, false
	}
	for k := len(m.choices) - 1; k >= level; k-- {
		if b := &m.choices[k]; b.pred == m.cleanupFrame {
			m.cleanupGoals = append(m.cleanupGoals, m.saved[b.args+frameCatcher], reason, m.saved[b.args+frameGoal])
			m.cleanupFrames--
		}
	}
}

// divertCleanups runs the queued cleanup goals before going on at
// resume, keeping the first nregs registers, and returns the code index
// to go on at now. unwinding is the error being raised when the goals
// were queued on its way, which is raised again once they have run.
func (m *Machine) divertCleanups(resume, nregs int, unwinding error) (int, error) {
	if err := m.pushResume(resume, cleanupSlots, nregs); err != nil {
		return 0, err
	}
	y := m.stack[m.e+frameY:]
	// The list of the goals, the newest first, each with its catcher and
	// reason, is built on the heap, so that the collector sees them while
	// they wait.
	goals := m.cleanupGoals
	m.grow(2 * len(goals))
	entry := mkFun(m.functorIndex(atomCleanupEntry))
	list := nilCell
	for k := len(goals) - 3; k >= 0; k -= 3 {
		h := m.h
		m.heap[h], m.heap[h+1], m.heap[h+2], m.heap[h+3] = entry, goals[k], goals[k+1], goals[k+2]
		m.heap[h+4], m.heap[h+5] = mkStr(h), list
		list = mkList(h + 4)
		m.h += 6
	}
	m.cleanupGoals = m.cleanupGoals[:0]
	y[cleanupGoals] = list
	y[cleanupRunAt] = mkInt(int64(len(m.cleanupRuns)))
	m.cleanupRuns = append(m.cleanupRuns, cleanupRun{unwinding: m.heldError(unwinding), tdepth: m.tdepth})
	return m.cleanupNextPC + cleanupAfterGoal, nil
}

// heldError is err as the engine's exception when it is a ball on the
// core's terms: it is kept while other goals run.
func (m *Machine) heldError(err error) error {
	if hb, ok := err.(*heapBall); ok {
		return m.ballException(hb)
	}
	return err
}

// cleanupNext runs opCleanupNext in the divert's frame, the current
// environment: after a goal (failed says whether it failed or raised an
// error, which catchAt has taken), it calls the next goal, loading it
// into register 0, and returns true; when none is left it leaves the
// frame and returns false, with the code index to go on at, or the error
// to raise.
func (m *Machine) cleanupNext(failed bool) (call bool, pc int, err error) {
	y := m.stack[m.e+frameY:]
	if !failed && y[cleanupLevel] != nilCell {
		// The goal succeeded: its choicepoints go, with the barrier.
		m.cutTo(int(y[cleanupLevel].intVal()))
		y = m.stack[m.e+frameY:]
		if len(m.cleanupGoals) > 0 {
			// Those of its own cleanup frames run first.
			y[cleanupLevel] = nilCell
			pc, err := m.divertCleanups(m.cleanupNextPC+cleanupAfterGoal, 0, nil)
			return false, pc, err
		}
	}
	y[cleanupLevel] = nilCell
	for list := m.deref(y[cleanupGoals]); list != nilCell; list = m.deref(y[cleanupGoals]) {
		i := list.val()
		y[cleanupGoals] = m.heap[i+1]
		e := m.deref(m.heap[i]).val() // '$cleanup'(Catcher, Reason, Goal)
		if !m.unifyOrUndo(m.heap[e+1], m.heap[e+2]) {
			continue // the catcher says not this reason
		}
		y = m.stack[m.e+frameY:]
		y[cleanupLevel] = mkInt(int64(len(m.choices)))
		if m.traceCode {
			m.traceCleanup(m.heap[e+3])
		}
		m.pushSpent(m.cleanupBarrier, 0)
		m.regs[0] = m.heap[e+3]
		m.cp = m.cleanupNextPC + cleanupAfterGoal
		return true, 0, nil
	}
	// Every goal has run: back to where the divert began.
	k := int(y[cleanupRunAt].intVal())
	run := m.cleanupRuns[k]
	clear(m.cleanupRuns[k:])
	m.cleanupRuns = m.cleanupRuns[:k]
	m.tdepth = run.tdepth
	pc = m.popResume(cleanupSlots)
	switch {
	case run.unwinding != nil:
		return false, 0, run.unwinding
	case run.err != nil:
		return false, 0, run.err
	}
	return false, pc, nil
}

// cleanupFailed takes the error err of a cleanup goal, which reached the
// goal's barrier choicepoint k: the machine goes back to the barrier, and
// the divert keeps err when it is its first and no error is unwinding.
// It returns the code index that goes on with the next goal.
func (m *Machine) cleanupFailed(k int, err error) int {
	m.backTo(&m.choices[k])
	m.cutTo(k)
	y := m.stack[m.e+frameY:]
	run := &m.cleanupRuns[int(y[cleanupRunAt].intVal())]
	if run.err == nil && run.unwinding == nil {
		run.err = m.heldError(err)
	}
	return m.cleanupNextPC + cleanupAfterFailure
}

// unwindToCleanup goes back to the cleanup frame k on the way of error
// err, as backtracking into it would, and returns the code index that
// runs its cleanup and then raises err again.
func (m *Machine) unwindToCleanup(k int, err error) (int, error) {
	b := &m.choices[k]
	// The mark is read before undoing the trail, which unbinds it.
	why := atomException
	if x := m.deref(m.saved[b.args+frameExited]); !isVarCell(x) {
		why = atomExternalException
	}
	m.backTo(b)
	// The reason holds a copy of the ball.
	var ball cell
	if hb, ok := err.(*heapBall); ok {
		ball = m.placeBall(hb)
	} else if exc, ok := err.(*engine.Exception); ok {
		var perr error
		if ball, perr = m.putTermAttrs(exc.Ball, map[*engine.Var]cell{}); perr != nil {
			ball = nilCell
		}
	}
	m.grow(2)
	m.heap[m.h], m.heap[m.h+1] = mkFun(m.functorIndex(why)), ball
	m.setCleanupReason(mkStr(m.h))
	m.h += 2
	m.cutTo(k)
	return m.divertCleanups(m.cleanupNextPC+cleanupUnwind, 0, err)
}

// closeCleanups runs the cleanups of the frames above level, for a query
// that is closed with them pending, and returns the first error they
// raise.
func (m *Machine) closeCleanups(level int) error {
	m.cutTo(level)
	if len(m.cleanupGoals) == 0 {
		return nil
	}
	m.e, m.cp = 0, 0
	pc, err := m.divertCleanups(0, 0, nil) // resume at 0: opHalt
	if err != nil {
		m.cleanupGoals = m.cleanupGoals[:0]
		return err
	}
	_, err = m.run(pc, len(m.choices))
	if hb, isBall := err.(*heapBall); isBall {
		err = m.ballException(hb)
	}
	return err
}

// dropCleanups removes the cleanup frames above level without running
// their goals: the query that pushed them runs again on the engine.
func (m *Machine) dropCleanups(level int) {
	m.cutTo(level)
	m.cleanupGoals = m.cleanupGoals[:0]
}

// hasCleanups reports whether a cleanup frame is above level.
func (m *Machine) hasCleanups(level int) bool {
	if m.cleanupFrames == 0 {
		return false
	}
	for _, b := range m.choices[level:] {
		if b.pred == m.cleanupFrame {
			return true
		}
	}
	return false
}
