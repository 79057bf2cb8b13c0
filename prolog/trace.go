package prolog

import (
	"fmt"
	"sort"
	"strings"

	"github.com/goprolog/goprolog/internal/builtins"
	"github.com/goprolog/goprolog/internal/engine"
)

// TraceAction is a tracer's answer at a port: creep on, skip the call,
// leap to the next spy point, fail the goal, retry it, abort the query or
// leave debug mode.
type TraceAction = engine.TraceAction

// Tracer answers.
const (
	TraceCreep   = engine.TraceCreep
	TraceSkip    = engine.TraceSkip
	TraceLeap    = engine.TraceLeap
	TraceFail    = engine.TraceFail
	TraceRetry   = engine.TraceRetry
	TraceAbort   = engine.TraceAbort
	TraceNodebug = engine.TraceNodebug
	// TraceUp finishes the call's parent with no port shown before the
	// parent's Exit or Fail port (SWI-Prolog's u).
	TraceUp = engine.TraceUp
)

// TracePort is one port event of the four-port box model, as the
// interpreter reports it to a TraceFunc.
type TracePort struct {
	// Port is "call", "exit", "redo" or "fail".
	Port string
	// Depth is the frame depth, numbered as SWI-Prolog does (a query's
	// goals are at depth 10).
	Depth int
	// Line is the port as SWI-Prolog prints it, without the " ? " prompt:
	// "   Call: (10) p(_123)".
	Line string
	// Leashed is set when the user asked (leash/1) to stop at this port.
	Leashed bool

	m    *engine.Machine
	goal engine.Term
}

// SetSpy sets (on) or removes the spy point of the predicate of the
// port's goal, as the tracer's + and - commands do. It may be called only
// while the TraceFunc runs.
func (p TracePort) SetSpy(on bool) {
	if p.m == nil {
		return
	}
	g := engine.Deref(p.goal)
	for c, ok := g.(*engine.Compound); ok && c.Name == engine.AtomColon && len(c.Args) == 2; c, ok = g.(*engine.Compound) {
		g = engine.Deref(c.Args[1])
	}
	if name, arity, ok := engine.Functor(g); ok {
		p.m.Declare(name, arity).Spy = on
	}
}

// Rewrite sets how the tracer writes goals, as its w (write: in full)
// and p (print: to SWI-Prolog's depth limit) commands do, and returns
// the port's Line written so. It may be called only while the TraceFunc
// runs.
func (p TracePort) Rewrite(full bool) string {
	if p.m == nil {
		return p.Line
	}
	p.m.Trace.WriteGoals = full
	return builtins.PortLine(p.m, p.Port, p.Depth, p.goal)
}

// Goals returns the port's call and its ancestors, innermost first, as
// the tracer's g lists them: "     [11] p(_123)". The tracer keeps them
// from the ports it saw in debug mode: an ancestor's goal is as it was
// at its last port shown, and a call whose ports were not shown (skipped,
// leapt over) is left out. It may be called only while the TraceFunc
// runs.
func (p TracePort) Goals() []string {
	if p.m == nil {
		return nil
	}
	return frameLines(p.m)
}

// TraceGoals returns the calls of the running query that the tracer saw
// in debug mode, as TracePort.Goals: the interrupt menu's g lists them.
// Outside debug mode there are none. It may be called only from the
// interrupt handler (see SetInterruptHandler).
func (i *Interpreter) TraceGoals() []string {
	if !i.m.Debug {
		return nil
	}
	return frameLines(i.m)
}

// frameLines writes the frames that the tracer saw as SWI-Prolog's g
// does.
func frameLines(m *engine.Machine) []string {
	var out []string
	for _, f := range m.TraceFrames() {
		// The goal written as a port writes it, after "   Call: (N) ".
		_, text, _ := strings.Cut(builtins.PortLine(m, "call", f.Depth, f.Goal), ") ")
		out = append(out, fmt.Sprintf("     [%d] %s", f.Depth, text))
	}
	return out
}

// Break runs fn, a nested top level, while the open query waits in the
// TraceFunc or the interrupt handler (SetInterruptHandler) that calls
// Break, as SWI-Prolog's break does: fn may run queries of its own, each
// closed before the next and all before fn returns; they start out of
// debug mode. The open query then goes on with the debug mode and the
// trace state it had. A sandboxed interpreter, or one with no open
// query, runs no break: Break returns false without calling fn.
func (i *Interpreter) Break(fn func()) bool {
	if i.cfg.sandbox != nil || !i.busy.Load() {
		return false
	}
	run, sig := i.run, i.signal.Load()
	tr := i.m.SuspendTrace()
	i.run = runState{}
	i.release()
	defer func() {
		i.busy.Store(true)
		i.run = run
		i.signal.Store(sig)
		i.m.ResumeTrace(tr)
	}()
	fn()
	return true
}

// TraceFunc decides what to do at a port when tracing is on.
type TraceFunc func(p TracePort) TraceAction

type traceFuncAdapter struct{ fn TraceFunc }

func (a traceFuncAdapter) Port(m *engine.Machine, port string, depth int, goal engine.Term) engine.TraceAction {
	leashed := m.Trace.Unleashed&engine.PortBit(port) == 0
	return a.fn(TracePort{Port: port, Depth: depth, Line: builtins.PortLine(m, port, depth, goal), Leashed: leashed, m: m, goal: goal})
}

// SetTracer installs fn as the tracer called at each port when trace/0,
// debug/0 or a spy point turns tracing on. With nil, ports are printed on
// user_error without stopping.
func (i *Interpreter) SetTracer(fn TraceFunc) {
	if fn == nil {
		i.m.Tracer = builtins.PortTracer{}
		return
	}
	i.m.Tracer = traceFuncAdapter{fn: fn}
}

// DebugMode reports whether debug mode is on and whether the tracer is
// showing every port, for the top level's "[debug]"/"[trace]" prompt.
func (i *Interpreter) DebugMode() (debug, tracing bool) {
	return i.m.Debug, i.m.Debug && i.m.Trace.Tracing
}

// Completions returns the predicate names and atoms known to the
// interpreter that start with prefix, sorted and without duplicates, for
// Tab completion. Names of internal helpers ('$'...) are left out.
func (i *Interpreter) Completions(prefix string) []string {
	seen := map[string]bool{}
	i.m.Preds(func(p *engine.Pred) {
		if strings.HasPrefix(p.Name.Name, prefix) && !strings.HasPrefix(p.Name.Name, "$") {
			seen[p.Name.Name] = true
		}
	})
	if prefix != "" {
		engine.Atoms(func(a *engine.Atom) {
			if strings.HasPrefix(a.Name, prefix) && !strings.HasPrefix(a.Name, "$") && isPlainAtom(a.Name) {
				seen[a.Name] = true
			}
		})
	}
	out := make([]string, 0, len(seen))
	for s := range seen {
		out = append(out, s)
	}
	sort.Strings(out)
	return out
}

// IsPredicate reports whether name is the name of a defined predicate of
// some arity (completion then adds an opening parenthesis).
func (i *Interpreter) IsPredicate(name string) (found, hasArgs bool) {
	i.m.Preds(func(p *engine.Pred) {
		if p.Name.Name == name {
			found = true
			if p.Arity > 0 {
				hasArgs = true
			}
		}
	})
	return
}

// isPlainAtom reports whether s is written without quotes as a letter
// atom: only those are worth completing.
func isPlainAtom(s string) bool {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return false
	}
	for k := 0; k < len(s); k++ {
		c := s[k]
		if !(c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

// OutputColumn returns the column of user_output's next character: the
// top level starts an answer on a new line when a query's output did not
// end one.
func (i *Interpreter) OutputColumn() int { return i.m.UserOut.Column }

// OutputLines returns how many lines the program wrote to user_output
// and user_error, which the top level counts in the positions of its
// input as swipl does.
func (i *Interpreter) OutputLines() int { return i.m.UserOut.LineCount - 1 + i.m.UserErr.LineCount - 1 }

// ResetOutputColumn records that user_output is at the start of a line
// after text was written around the interpreter (by the top level).
func (i *Interpreter) ResetOutputColumn() { i.m.UserOut.Column = 0 }
