package builtins

import (
	"strconv"
	"strings"

	"github.com/goprolog/goprolog/internal/engine"
)

// The caller swipl names in the error of an unknown procedure: the
// nearest frame that last-call optimisation left, which for a goal of
// the command line (-g) or a directive, run under catch/3, is known from
// the goal alone when the goal calls the procedure itself. A call deeper
// in the program's predicates is left without a caller here: goprolog's
// frames do not record their predicate.

// metaCallers maps a meta-predicate whose goal argument swipl calls from
// a frame of its own to the argument's position, the arguments the call
// adds, and that frame's indicator.
var metaCallers = map[predKey]struct {
	arg, extra int
	caller     string
}{
	{engine.Intern("call"), 1}:          {0, 0, "call/1"},
	{engine.Intern("call"), 2}:          {0, 1, "call/2"},
	{engine.Intern("call"), 3}:          {0, 2, "call/3"},
	{engine.Intern("call"), 4}:          {0, 3, "call/4"},
	{engine.Intern("once"), 1}:          {0, 0, "once/1"},
	{engine.Intern("ignore"), 1}:        {0, 0, "ignore/1"},
	{engine.Intern("not"), 1}:           {0, 0, "not/1"},
	{engine.Intern("forall"), 2}:        {0, 0, "forall/2"},
	{engine.Intern("findall"), 3}:       {1, 0, "findall_loop/4"},
	{engine.Intern("findall"), 4}:       {1, 0, "findall_loop/4"},
	{engine.Intern("catch"), 3}:         {0, 0, "catch/3"},
	{engine.Intern("aggregate_all"), 3}: {1, 0, "aggregate:aggregate_all/3"},
	{engine.Intern("maplist"), 2}:       {0, 1, "apply:maplist_/2"},
	{engine.Intern("maplist"), 3}:       {0, 2, "apply:maplist_/3"},
	{engine.Intern("maplist"), 4}:       {0, 3, "apply:maplist_/4"},
	{engine.Intern("foldl"), 4}:         {0, 3, "apply:foldl_/4"},
	{engine.Intern("include"), 3}:       {0, 1, "apply:include_/3"},
	{engine.Intern("exclude"), 3}:       {0, 1, "apply:exclude_/3"},
}

// CallerContext returns, for an unknown procedure name/arity that goal,
// run as a command-line goal or a directive, calls itself, the context
// swipl gives its error: catch/3 for the goal itself, '<meta-call>'/1
// inside control constructs, the meta-predicate's frame for its goal
// argument (call/1, once/1, findall_loop/4, apply:maplist_/2, ...).
// It returns nil when the call is not the goal's own.
func CallerContext(goal engine.Term, name *engine.Atom, arity int) engine.Term {
	caller := CallerName(goal, name, arity)
	if caller == "" {
		return nil
	}
	mod, pi, qualified := strings.Cut(caller, ":")
	if !qualified {
		mod, pi = "system", caller
	}
	slash := strings.LastIndexByte(pi, '/')
	n, _ := strconv.Atoi(pi[slash+1:])
	return engine.NewCompound(engine.AtomColon, engine.Intern(mod), engine.PI(engine.Intern(strings.Trim(pi[:slash], "'")), n))
}

// CallerName is CallerContext's caller as swipl's message writes it
// (catch/3, '<meta-call>'/1, apply:maplist_/2), "" for none.
func CallerName(goal engine.Term, name *engine.Atom, arity int) string {
	var find func(t engine.Term, top bool) string
	find = func(t engine.Term, top bool) string {
		t, _, _ = stripQualifiers(t)
		n, a, ok := engine.Functor(t)
		if !ok {
			return ""
		}
		if n == name && a == arity {
			if top {
				return "catch/3"
			}
			return "'<meta-call>'/1"
		}
		c, isCompound := t.(*engine.Compound)
		if !isCompound {
			return ""
		}
		if isControl(c) {
			for _, x := range c.Args {
				if found := find(x, false); found != "" {
					return found
				}
			}
			return ""
		}
		mc, ok := metaCallers[predKey{n, a}]
		if !ok {
			return ""
		}
		g, _, _ := stripQualifiers(c.Args[mc.arg])
		if gn, ga, ok := engine.Functor(g); ok && gn == name && ga+mc.extra == arity {
			return mc.caller
		}
		if n.Name == "forall" {
			// forall/2 runs its action from its own frame too.
			if gn, ga, ok := engine.Functor(engine.Deref(c.Args[1])); ok && gn == name && ga == arity {
				return mc.caller
			}
		}
		if gc, ok := g.(*engine.Compound); ok && mc.extra == 0 && isControl(gc) {
			if find(gc, false) != "" {
				return "'<meta-call>'/1"
			}
		}
		return ""
	}
	return find(goal, true)
}

// WithCallerContext returns ball, an unknown procedure's error raised by
// goal (a command-line goal or a directive), with the context swipl
// gives it (see CallerContext), or ball itself.
func WithCallerContext(m *engine.Machine, goal, ball engine.Term) engine.Term {
	name, arity, ok := UnknownProcedure(ball)
	if !ok {
		return ball
	}
	ctx := CallerContext(goal, name, arity)
	if ctx == nil {
		return ball
	}
	c := engine.Deref(ball).(*engine.Compound)
	return engine.NewCompound(engine.AtomError, c.Args[0], engine.NewCompound(engine.Intern("context"), ctx, m.NewVar()))
}
