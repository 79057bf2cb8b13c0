package wam

import "github.com/goprolog/goprolog/internal/engine"

// with_output_to/2 on the heap. The library's clause (builtins'
// lib/control.pl) brackets its goal with three helpers, so that the goal
// runs on the core like any other: '$output_to_begin'(Sink, Goal, H)
// redirects current output (engine.Machine.RedirectOutput) and
// '$output_to_end'(H, Sink) puts it back and makes the text captured,
// both decided here for the sinks that capture text; '$output_to_restore'
// (H), the cleanup of a goal that failed or raised an error, drops the
// redirection. A stream as the sink, and the arguments' errors, go to
// the engine's built-in. Each call counts as an effect, as output does.

var (
	atomOutputToBegin   = functor{engine.Intern("$output_to_begin"), 3}
	atomOutputToEnd     = functor{engine.Intern("$output_to_end"), 2}
	atomOutputToRestore = functor{engine.Intern("$output_to_restore"), 1}
)

// outputToBegin runs '$output_to_begin'(Sink, Goal, H) when Sink
// captures text and Goal is bound.
func (m *Machine) outputToBegin() (ok, done bool) {
	sink := m.deref(m.regs[0])
	if m.ArithEngine == nil || sink.tag() != tagStr || isVarCell(m.deref(m.regs[1])) {
		return false, false
	}
	if _, _, isText := m.textSink(sink); !isText {
		return false, false
	}
	m.Effects++
	return m.unify(m.regs[2], m.intCell(m.ArithEngine.RedirectOutput(nil))), true
}

// outputToEnd is '$output_to_end'(H, Sink).
func outputToEnd(a args) (bool, error) {
	m := a.m
	h := a.arg(0)
	if m.ArithEngine == nil || h.tag() != tagInt {
		return false, a.fail(engine.SystemError("with_output_to/2 has no output to restore"))
	}
	m.Effects++
	text, captured := m.ArithEngine.EndRedirect(h.intVal())
	sink := a.arg(1)
	if !captured || sink.tag() != tagStr {
		return true, nil // the output went to a stream
	}
	k, tail, ok := m.textSink(sink)
	if !ok {
		return true, nil
	}
	c, err := m.textCellTail(text, k, tail)
	if e, isExc := err.(*engine.Exception); isExc {
		return false, a.fail(e)
	} else if err != nil {
		return false, err
	}
	return m.unify(m.heap[sink.val()+1], c), nil
}

// outputToRestore is '$output_to_restore'(H).
func (m *Machine) outputToRestore() (ok, done bool) {
	h := m.deref(m.regs[0])
	if m.ArithEngine == nil || h.tag() != tagInt {
		return false, false
	}
	m.Effects++
	m.ArithEngine.DropRedirect(h.intVal())
	return true, true
}
