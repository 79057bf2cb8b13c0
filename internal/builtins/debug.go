package builtins

import (
	"fmt"
	"strings"

	"github.com/goprolog/goprolog/internal/engine"
)

// The debugger's switches: trace/0, notrace/0, debug/0, nodebug/0,
// spy/1, nospy/1, leash/1. The tracer itself (what happens at a port) is
// m.Tracer: the top level installs an interactive one; without it the
// ports are printed on user_error, as swipl does when it cannot ask.

// PortTracer prints each port on user_error as an unleashed port of
// SWI-Prolog's tracer ("   Call: (10) p(_123)") and never stops: it is
// the tracer of interpreters that have no terminal to ask.
type PortTracer struct{}

// Port prints the port and creeps on.
func (PortTracer) Port(m *engine.Machine, port string, depth int, goal engine.Term) engine.TraceAction {
	m.UserErr.WriteString(PortLine(m, port, depth, goal) + "\n")
	m.UserErr.Flush()
	return engine.TraceCreep
}

// PortLine formats a tracer port as SWI-Prolog does, without the
// " ? " that asks for a command: "   Exit: (11) q(1)".
func PortLine(m *engine.Machine, port string, depth int, goal engine.Term) string {
	name := strings.ToUpper(port[:1]) + port[1:]
	opts := engine.WriteOptions{Quoted: true, NumberVars: true, SpaceArgs: true, Ops: m.Ops, MaxDepth: 10}
	if m.Trace.WriteGoals {
		opts.MaxDepth = 0
	}
	if name, arity, ok := engine.Functor(goal); ok {
		// swipl shows a library predicate with its module: lists:member(...).
		if mod := libraryModule(m.Lookup(name, arity)); mod != nil {
			goal = engine.NewCompound(engine.AtomColon, mod, goal)
		}
	}
	text := engine.Format(goal, opts)
	return fmt.Sprintf("   %s: (%d) %s", name, depth, text)
}

func ensureTracer(m *engine.Machine) {
	if m.Tracer == nil {
		m.Tracer = PortTracer{}
	}
}

func trace0(m *engine.Machine, args []engine.Term) (bool, error) {
	ensureTracer(m)
	m.Debug = true
	m.Trace.Tracing = true
	return true, nil
}

func notrace0(m *engine.Machine, args []engine.Term) (bool, error) {
	m.Trace.Tracing = false
	return true, nil
}

func debug0(m *engine.Machine, args []engine.Term) (bool, error) {
	ensureTracer(m)
	m.Debug = true
	return true, nil
}

func nodebug0(m *engine.Machine, args []engine.Term) (bool, error) {
	m.Debug = false
	m.Trace.Tracing = false
	return true, nil
}

// tracing0 succeeds when the tracer is on (SWI-Prolog's tracing/0).
func tracing0(m *engine.Machine, args []engine.Term) (bool, error) {
	return m.Debug && m.Trace.Tracing, nil
}

// debugging0 prints the debugger's state as SWI-Prolog's debugging/0.
func debugging0(m *engine.Machine, args []engine.Term) (bool, error) {
	if !m.Debug {
		m.UserErr.WriteString("% Debug mode is off\n")
	} else {
		m.UserErr.WriteString("% Debug mode is on\n")
	}
	var spies []string
	m.Preds(func(p *engine.Pred) {
		if p.Spy {
			spies = append(spies, quoted(engine.PI(p.Name, p.Arity)))
		}
	})
	if len(spies) > 0 {
		m.UserErr.WriteString("% Spy points (see spy/1) on:\n")
		for _, s := range spies {
			m.UserErr.WriteString("%         " + s + "\n")
		}
	}
	m.UserErr.Flush()
	return true, nil
}

// spyTargets resolves a spy/1 argument: Name/Arity, or Name (every
// defined predicate of that name).
func spyTargets(m *engine.Machine, spec engine.Term) ([]*engine.Pred, error) {
	var out []*engine.Pred
	switch s := engine.Deref(spec).(type) {
	case *engine.Var:
		return nil, engine.InstantiationError()
	case *engine.Atom:
		m.Preds(func(p *engine.Pred) {
			if p.Name == s {
				out = append(out, p)
			}
		})
		if len(out) == 0 {
			return nil, engine.ExistenceError("procedure", s)
		}
		return out, nil
	default:
		err := forEachPI(spec, func(name *engine.Atom, arity int) error {
			out = append(out, m.Declare(name, arity))
			return nil
		})
		return out, err
	}
}

func spy1(m *engine.Machine, args []engine.Term) (bool, error) {
	ps, err := spyTargets(m, args[0])
	if err != nil {
		return false, err
	}
	for _, p := range ps {
		p.Spy = true
		m.UserErr.WriteString("% Spy point on " + quoted(engine.PI(p.Name, p.Arity)) + "\n")
	}
	m.UserErr.Flush()
	ensureTracer(m)
	m.Debug = true
	return true, nil
}

func nospy1(m *engine.Machine, args []engine.Term) (bool, error) {
	ps, err := spyTargets(m, args[0])
	if err != nil {
		return false, err
	}
	for _, p := range ps {
		if p.Spy {
			p.Spy = false
			m.UserErr.WriteString("% Spy point removed from " + quoted(engine.PI(p.Name, p.Arity)) + "\n")
		}
	}
	m.UserErr.Flush()
	return true, nil
}

func nospyall0(m *engine.Machine, args []engine.Term) (bool, error) {
	m.Preds(func(p *engine.Pred) { p.Spy = false })
	return true, nil
}

// leash1 sets the ports at which the tracer stops: leash(+call),
// leash(-exit), leash([call, fail]), leash(all), leash(none) (also half,
// loose, tight, as in SWI-Prolog).
func leash1(m *engine.Machine, args []engine.Term) (bool, error) {
	leashed := engine.PortAll &^ m.Trace.Unleashed
	items := []engine.Term{args[0]}
	if xs, ok := engine.ListToSlice(args[0]); ok {
		items = xs
		leashed = 0
	}
	for _, it := range items {
		it = engine.Deref(it)
		mode := byte('=')
		if c, ok := it.(*engine.Compound); ok && len(c.Args) == 1 && (c.Name.Name == "+" || c.Name.Name == "-") {
			mode = c.Name.Name[0]
			it = engine.Deref(c.Args[0])
		}
		a, ok := it.(*engine.Atom)
		if !ok {
			if _, isVar := it.(*engine.Var); isVar {
				return false, engine.InstantiationError()
			}
			return false, engine.TypeError("atom", it)
		}
		var bits engine.PortMask
		switch a.Name {
		case "all", "full":
			bits = engine.PortAll
		case "none", "off":
			bits = 0
		case "half":
			bits = engine.PortCall | engine.PortRedo
		case "loose":
			bits = engine.PortCall
		case "tight":
			bits = engine.PortCall | engine.PortRedo | engine.PortFail
		case "exception", "unify":
			continue
		default:
			if bits = engine.PortBit(a.Name); bits == 0 {
				return false, engine.DomainError("port", a)
			}
		}
		switch mode {
		case '+':
			leashed |= bits
		case '-':
			leashed &^= bits
		default:
			if len(items) > 1 {
				leashed |= bits
			} else {
				leashed = bits
			}
		}
	}
	m.Trace.Unleashed = engine.PortAll &^ leashed
	return true, nil
}

var debugBuiltins = []engine.BuiltinSpec{
	{Name: "trace", Arity: 0, Fn: trace0},
	{Name: "notrace", Arity: 0, Fn: notrace0},
	{Name: "debug", Arity: 0, Fn: debug0},
	{Name: "nodebug", Arity: 0, Fn: nodebug0},
	{Name: "tracing", Arity: 0, Fn: tracing0},
	{Name: "debugging", Arity: 0, Fn: debugging0},
	{Name: "spy", Arity: 1, Fn: spy1},
	{Name: "nospy", Arity: 1, Fn: nospy1},
	{Name: "nospyall", Arity: 0, Fn: nospyall0},
	{Name: "leash", Arity: 1, Fn: leash1},
}
