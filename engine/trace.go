package engine

// traceCall reports the call port to the tracer; false means fail the call.
func (m *Machine) traceCall(p *Pred, args []Term, depth int) bool {
	goal := Term(p.Name)
	if len(args) > 0 {
		goal = NewCompound(p.Name, args...)
	}
	switch m.Tracer.Port(m, "call", depth, goal) {
	case TraceFail:
		return false
	case TraceNodebug:
		m.Debug = false
	}
	return true
}

// traceRedo reports the redo port.
func (m *Machine) traceRedo(p *Pred, args []Term, fr *frame) {
	goal := Term(p.Name)
	if len(args) > 0 {
		goal = NewCompound(p.Name, args...)
	}
	depth := 0
	if fr != nil {
		depth = fr.depth + 1
	}
	m.Tracer.Port(m, "redo", depth, goal)
}
