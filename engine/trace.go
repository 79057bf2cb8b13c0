package engine

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
	// skip suppresses ports deeper than this depth (0: none).
	skip int
}

var exitPortCode = []instr{{op: opTraceExit}}

func goalOf(p *Pred, args []Term) Term {
	if len(args) == 0 {
		return p.Name
	}
	return NewCompound(p.Name, args...)
}

// traced reports whether calls of p are shown: internal helpers ('$'
// names) never are.
func traced(p *Pred) bool {
	return len(p.Name.Name) == 0 || p.Name.Name[0] != '$'
}

// port reports a port to the tracer unless it is suppressed, and applies
// the answer to the trace state.
func (m *Machine) port(port string, depth int, goal Term, p *Pred) TraceAction {
	st := &m.Trace
	if st.skip > 0 && depth > st.skip {
		return TraceCreep
	}
	if !st.Tracing {
		if p == nil || !p.Spy {
			return TraceCreep
		}
		st.Tracing = true
	}
	act := m.Tracer.Port(m, port, depth, goal)
	switch act {
	case TraceSkip:
		if port == "call" || port == "redo" {
			st.skip = depth
		}
	case TraceLeap:
		st.Tracing = false
	case TraceNodebug:
		st.Tracing = false
		m.Debug = false
	}
	return act
}

// traceCall runs the Call port of p and arranges its Exit and Fail ports.
// It returns the continuation to use and false if the call must fail.
func (m *Machine) traceCall(p *Pred, args []Term, depth int, fr *frame) (*frame, bool, error) {
	if !traced(p) {
		return fr, true, nil
	}
	goal := goalOf(p, args)
	switch m.port("call", depth, goal, p) {
	case TraceFail:
		return fr, false, nil
	case TraceAbort:
		return fr, false, Throw(atomAborted)
	}
	m.pushChoice(choicepoint{kind: cpTrace, pred: p, args: []Term{goal}, next: depth, cont: fr})
	return &frame{code: exitPortCode, env: []Term{goal, MakeInt(int64(depth))}, next: fr, depth: depth, pred: p, cutB: len(m.choices)}, true, nil
}

// traceExit runs the Exit port.
func (m *Machine) traceExit(env []Term, p *Pred) error {
	depth := int(env[1].(Int))
	act := m.port("exit", depth, env[0], p)
	if m.Trace.skip == depth {
		m.Trace.skip = 0
	}
	if act == TraceAbort {
		return Throw(atomAborted)
	}
	return nil
}

// traceFail runs the Fail port when backtracking reaches a cpTrace.
func (m *Machine) traceFail(cp *choicepoint) error {
	depth := cp.next
	act := m.port("fail", depth, cp.args[0], cp.pred)
	if m.Trace.skip == depth {
		m.Trace.skip = 0
	}
	if act == TraceAbort {
		return Throw(atomAborted)
	}
	return nil
}

// traceRedo reports the Redo port of a predicate retried by backtracking.
func (m *Machine) traceRedo(p *Pred, args []Term, fr *frame) {
	if !traced(p) {
		return
	}
	depth := 1
	if fr != nil {
		depth = fr.depth + 1
	}
	m.port("redo", depth, goalOf(p, args), p)
}
