package engine

import "slices"

// The tracer follows the four-port box model: Call when a predicate is
// called, Exit when it succeeds, Redo when execution backtracks into it,
// Fail when it has no more solutions. In debug mode every traced call
// pushes a cpTrace choicepoint (its Fail port) and continues through a
// frame that reports its Exit port; outside debug mode none of this runs.

// TraceState is the tracer's mode, changed by trace/0, notrace/0, the
// tracer's answers and spy points.
type TraceState struct {
	// Tracing shows every port; otherwise only spy points start tracing.
	Tracing bool
	// Unleashed holds the ports at which the tracer only prints, without
	// stopping for a command; it is empty by default, as every port is
	// leashed in SWI-Prolog. Set by leash/1.
	Unleashed PortMask
	// WriteGoals writes the goals at the ports in full, without
	// portray/1 or a depth limit: the tracer's w command sets it, p
	// clears it.
	WriteGoals bool
	// skip is one more than the depth from which ports are suppressed
	// (0: none): the depth below the call being skipped (s), or the
	// call's own depth when the tracer finishes its parent (u). The
	// suppression ends at the Exit or Fail port of the depth above; the
	// query's goal is at depth 0, so u there suppresses the rest of the
	// query, as swipl's u does at its top goal. A new query ends it
	// (ResetTrace).
	skip int
	// goals holds, at each depth up to the last port's, the goal of the
	// call last seen there at a port (nil if the port was not shown):
	// the last port's call and its ancestors, for the tracer's g
	// (TraceFrames). Kept in debug mode only.
	goals []Term
	// callee is the depth at which the clauses of the predicate called
	// last run (see TraceCalleeDepth); raisedAt is one more than the
	// depth of the clause whose goal raised the error that a predicate
	// run elsewhere returns, or 0 (see TraceRaisedAt).
	callee, raisedAt int
}

// PortMask is a set of tracer ports.
type PortMask uint8

// Tracer ports as a mask, for leash/1.
const (
	PortCall PortMask = 1 << iota
	PortExit
	PortRedo
	PortFail
	PortAll = PortCall | PortExit | PortRedo | PortFail
)

// PortBit returns the mask bit of a port name ("call", "exit", "redo",
// "fail"), or 0.
func PortBit(port string) PortMask {
	switch port {
	case "call":
		return PortCall
	case "exit":
		return PortExit
	case "redo":
		return PortRedo
	case "fail":
		return PortFail
	}
	return 0
}

// TraceDepthBase is added to call depths shown by the tracer, so that a
// query's own goals are numbered (10) as in SWI-Prolog, whose top level
// takes nine frames below them.
const TraceDepthBase = 10

// TraceUp is the tracer's answer that finishes the call's parent, as
// SWI-Prolog's u ("up"): no port is shown until the parent's Exit or
// Fail port. It changes only the trace state: a machine goes on as it
// does for TraceCreep.
const TraceUp = TraceNodebug + 1

var exitPortCode = []instr{{op: opTraceExit}}

func goalOf(p *Pred, args []Term) Term {
	if len(args) == 0 {
		return p.Name
	}
	return NewCompound(p.Name, args...)
}

// Traced reports whether calls of p are shown: internal helpers ('$'
// names) never are, nor the debugger's own switches.
func Traced(p *Pred) bool { return traced(p) }

func traced(p *Pred) bool {
	if len(p.Name.Name) > 0 && p.Name.Name[0] == '$' {
		return false
	}
	if p.Arity == 0 && p.builtin != nil {
		switch p.Name.Name {
		case "notrace", "nodebug", "trace", "debug":
			return false
		}
	}
	return true
}

// port reports a port to the tracer unless it is suppressed, and applies
// the answer to the trace state.
func (m *Machine) port(port string, depth int, goal Term, p *Pred) TraceAction {
	st := &m.Trace
	if st.skip > 0 && depth+1 >= st.skip {
		return TraceCreep
	}
	if !st.Tracing {
		// A spy point starts tracing in debug mode only: a call
		// entered before nodebug reports no port after it.
		if !m.Debug || p == nil || !p.Spy {
			return TraceCreep
		}
		st.Tracing = true
	}
	act := m.Tracer.Port(m, port, depth+TraceDepthBase, goal)
	switch act {
	case TraceSkip:
		if port == "call" || port == "redo" {
			st.skip = depth + 2
		}
	case TraceUp:
		st.skip = depth + 1
	case TraceLeap:
		st.Tracing = false
	case TraceNodebug:
		st.Tracing = false
		m.Debug = false
	}
	return act
}

// TracePort reports a port of a traced call to the tracer, as the
// solver's own calls report theirs, and applies the answer to the trace
// state: the WAM core runs its calls' ports through it. At an Exit or a
// Fail port a skip of the call ends; an abort at a Call, Exit or Fail
// port is the error returned (a Redo port's answer only changes the
// state). goal is the call's goal, p its predicate (a spy point on it
// starts tracing), depth the depth of the call's caller (the tracer
// shows TraceDepthBase more).
func (m *Machine) TracePort(port string, depth int, goal Term, p *Pred) (TraceAction, error) {
	if m.Debug {
		m.Trace.seen(port, depth, goal)
	}
	act := m.port(port, depth, goal, p)
	if (port == "exit" || port == "fail") && m.Trace.skip == depth+2 {
		m.Trace.skip = 0
	}
	if act == TraceAbort && port != "redo" {
		return act, Throw(AtomAborted)
	}
	return act, nil
}

// PortShown reports whether a port at depth of a call of p (nil for a
// port whose spy point does not count) would reach the tracer (see
// TracePort): the WAM core reads a goal out of its heap only then, and
// reports the others with no goal.
func (m *Machine) PortShown(depth int, p *Pred) bool {
	st := &m.Trace
	if st.skip > 0 && depth+1 >= st.skip {
		return false
	}
	return st.Tracing || m.Debug && p != nil && p.Spy
}

// seen records the goal of a port at depth as the call there, the
// deeper ones ended: a Call or Redo port's call is a fresh one, an Exit
// or Fail port's the same call, whose goal is kept if the port has none.
func (st *TraceState) seen(port string, depth int, goal Term) {
	if depth < 0 {
		return
	}
	if len(st.goals) > depth+1 {
		clear(st.goals[depth+1:])
		st.goals = st.goals[:depth+1]
	}
	for len(st.goals) <= depth {
		st.goals = append(st.goals, nil)
	}
	if goal != nil || port == "call" || port == "redo" {
		st.goals[depth] = goal
	}
}

// TraceFrame is a call that the tracer saw: the depth it shows
// (TraceDepthBase added) and its goal.
type TraceFrame struct {
	Depth int
	Goal  Term
}

// TraceFrames returns the call of the last port that the tracer saw in
// debug mode and its ancestors, innermost first, as swipl's g lists
// them: each goal as it was at the last port of that call that was
// shown (an ancestor's bindings made since are not in it), and the
// calls whose ports were not shown left out.
func (m *Machine) TraceFrames() []TraceFrame {
	var out []TraceFrame
	for d := len(m.Trace.goals) - 1; d >= 0; d-- {
		if g := m.Trace.goals[d]; g != nil {
			out = append(out, TraceFrame{Depth: d + TraceDepthBase, Goal: g})
		}
	}
	return out
}

// ResetTrace ends a skip and forgets the calls seen: a query starts
// with none.
func (m *Machine) ResetTrace() {
	m.Trace.skip = 0
	clear(m.Trace.goals)
	m.Trace.goals = m.Trace.goals[:0]
}

// TraceRun is the tracer's state of a running query: debug mode, the
// trace mode and what the trace state holds of the query's run.
type TraceRun struct {
	debug, tracing         bool
	skip, callee, raisedAt int
	goals                  []Term
}

// SuspendTrace sets aside the tracer's state of the running query, for a
// nested top level (the tracer's break) that runs queries of its own
// while the query waits at a port, and starts the nested level out of
// debug mode, as swipl's break does. ResumeTrace takes it back.
func (m *Machine) SuspendTrace() TraceRun {
	st := &m.Trace
	r := TraceRun{debug: m.Debug, tracing: st.Tracing, skip: st.skip, callee: st.callee, raisedAt: st.raisedAt, goals: slices.Clone(st.goals)}
	m.Debug, st.Tracing, st.callee, st.raisedAt = false, false, 0, 0
	m.ResetTrace()
	return r
}

// ResumeTrace restores the state that SuspendTrace set aside.
func (m *Machine) ResumeTrace(r TraceRun) {
	st := &m.Trace
	m.Debug, st.Tracing, st.skip, st.callee, st.raisedAt = r.debug, r.tracing, r.skip, r.callee, r.raisedAt
	clear(st.goals)
	st.goals = append(st.goals[:0], r.goals...)
}

// TraceCalleeDepth is the depth at which the clauses of the predicate
// that the solver called last run in debug mode: its caller's depth
// plus one, or the caller's own depth for a last call of an untraced
// predicate. A predicate that the WAM core runs for the solver starts
// its clauses there.
func (m *Machine) TraceCalleeDepth() int { return m.Trace.callee }

// TraceRaisedAt says, of the error that a predicate run elsewhere (on
// the WAM core) is about to return in debug mode, that a goal of a
// clause at depth raised it. The solver goes on from that depth, as it
// goes on from the depth of the clause whose goal raised an error of its
// own: a recovery that catch/3 then calls, as a goal of its own, shows
// its ports there.
func (m *Machine) TraceRaisedAt(depth int) { m.Trace.raisedAt = depth + 1 }

// traceCall runs the Call port of p and arranges its Exit and Fail ports.
// It returns the continuation to use and false if the call must fail.
func (m *Machine) traceCall(p *Pred, args []Term, depth int, fr *frame) (*frame, bool, error) {
	if !traced(p) {
		m.Trace.callee = levelAfter(fr)
		return fr, true, nil
	}
	goal := goalOf(p, args)
	act, err := m.TracePort("call", depth, goal, p)
	if err != nil || act == TraceFail {
		return fr, false, err
	}
	m.pushChoice(choicepoint{kind: cpTrace, pred: p, args: []Term{goal}, next: depth, cont: fr})
	m.Trace.callee = depth + 1
	return &frame{code: exitPortCode, env: []Term{goal, MakeInt(int64(depth))}, next: fr, depth: depth, cutB: len(m.choices)}, true, nil
}

// traceExit runs the Exit port.
func (m *Machine) traceExit(env []Term, p *Pred) error {
	_, err := m.TracePort("exit", int(env[1].(Int)), env[0], p)
	return err
}

// traceFail runs the Fail port when backtracking reaches a cpTrace.
func (m *Machine) traceFail(cp *choicepoint) error {
	_, err := m.TracePort("fail", cp.next, cp.args[0], cp.pred)
	return err
}

// traceRedo reports the Redo port of a predicate retried by backtracking.
// In debug mode the continuation of a traced call is its Exit-port frame,
// which carries the depth of the call.
func (m *Machine) traceRedo(p *Pred, args []Term, fr *frame) {
	if !traced(p) {
		return
	}
	depth := 0
	if fr != nil {
		depth = fr.depth
	}
	m.TracePort("redo", depth, goalOf(p, args), p)
}
