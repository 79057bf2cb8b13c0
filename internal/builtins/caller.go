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
// run as a command-line goal or a directive (under top, catch/3 in
// swipl), calls, the context swipl gives its error (see CallerName), or
// nil when it is not known.
func CallerContext(m *engine.Machine, goal engine.Term, name *engine.Atom, arity int, top string) engine.Term {
	caller := CallerName(m, goal, name, arity, top)
	if caller == "" {
		return nil
	}
	mod, pi, qualified := strings.Cut(caller, ":")
	if !qualified {
		mod, pi = "system", caller
	}
	slash := strings.LastIndexByte(pi, '/')
	n, _ := strconv.Atoi(pi[slash+1:])
	var t engine.Term = engine.PI(engine.Intern(strings.Trim(pi[:slash], "'")), n)
	if mod != "user" {
		t = engine.NewCompound(engine.AtomColon, engine.Intern(mod), t)
	}
	return t
}

// CallerName returns the caller swipl's message names (catch/3,
// '<meta-call>'/1, apply:maplist_/2, main/0) for an unknown procedure
// name/arity that goal, run under the frame top, calls: top for the goal
// itself, '<meta-call>'/1 inside control constructs, the meta-predicate's
// frame for its goal argument; for a call in the body of the program's
// predicate the goal calls, that predicate, or, for its last call, which
// last-call optimisation made the predicate's caller's, what the goal
// itself would get. "" when the call is deeper or not found.
func CallerName(m *engine.Machine, goal engine.Term, name *engine.Atom, arity int, top string) string {
	if c := directCaller(goal, name, arity, top); c != "" {
		return c
	}
	g, _, _ := stripQualifiers(goal)
	if m == nil {
		return ""
	}
	if c, isCompound := g.(*engine.Compound); isCompound && isControl(c) {
		return ""
	}
	return predCaller(m, g, name, arity, top, map[predKey]bool{}, 4)
}

// predCaller is CallerName for the program's predicate that goal calls,
// whose caller's frame is top, depth levels deep at most.
func predCaller(m *engine.Machine, goal engine.Term, name *engine.Atom, arity int, top string, seen map[predKey]bool, depth int) string {
	pn, pa, ok := engine.Functor(goal)
	if !ok || depth == 0 || seen[predKey{pn, pa}] || metaCallers[predKey{pn, pa}].caller != "" {
		return ""
	}
	seen[predKey{pn, pa}] = true
	p := m.Lookup(pn, pa)
	if p == nil || p.IsLibrary() || p.IsForeign() {
		return ""
	}
	self := quoted(engine.PI(pn, pa))
	for _, cl := range p.Clauses() {
		_, body := m.ClauseTerms(cl)
		switch where := bodyCall(body, name, arity, true); where {
		case "":
		case "last":
			return top // last-call optimisation left the caller's frame
		case "inner":
			return self
		default:
			return where
		}
	}
	// The call may be in a predicate this one calls: its last call runs
	// in the frame of this one's caller.
	for _, cl := range p.Clauses() {
		_, body := m.ClauseTerms(cl)
		var found string
		eachCall(body, true, func(g engine.Term, last bool) bool {
			next := self
			if last {
				next = top
			}
			found = predCaller(m, g, name, arity, next, seen, depth-1)
			return found != ""
		})
		if found != "" {
			return found
		}
	}
	return ""
}

// eachCall calls f on each goal of the clause body t that is no control
// construct, with whether it is a last call, until f returns true.
func eachCall(t engine.Term, last bool, f func(g engine.Term, last bool) bool) bool {
	return bodyGoals(t, last, false, func(g engine.Term, last bool) bool {
		if _, ok := g.(*engine.Var); ok {
			return false
		}
		return f(g, last)
	})
}

// bodyGoals calls f on each goal of the clause body t, qualifiers taken
// off, in order and with whether it is a last call, until f returns
// true: it goes through conjunctions, if-then(-else) and disjunctions,
// and with into through \+ too, whose goal is no last call (without, it
// skips it). A call into another module is no last call either, as the
// caller's frame stays. It keeps a stack of its own: bodies nest as
// deeply as the program writes them.
func bodyGoals(t engine.Term, last, into bool, f func(g engine.Term, last bool) bool) bool {
	type goal struct {
		t    engine.Term
		last bool
	}
	stack := []goal{{t, last}}
	for len(stack) > 0 {
		g := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		t, mod, _ := stripQualifiers(g.t)
		if mod != nil && mod != engine.AtomUser && mod.Name != "system" {
			g.last = false
		}
		c, isCompound := t.(*engine.Compound)
		switch {
		case !isCompound || !isControl(c):
			if f(t, g.last) {
				return true
			}
		case c.Name == engine.AtomSemicolon:
			stack = append(stack, goal{c.Args[1], g.last}, goal{c.Args[0], g.last})
		case len(c.Args) == 2: // (A, B), (A -> B), (A *-> B)
			stack = append(stack, goal{c.Args[1], g.last}, goal{c.Args[0], false})
		case into: // \+ G
			stack = append(stack, goal{c.Args[0], false})
		}
	}
	return false
}

// bodyCall says where the clause body t calls name/arity: "last" for its
// last call, "inner" for another, a meta-predicate's frame for its goal
// argument, "" for nowhere.
func bodyCall(t engine.Term, name *engine.Atom, arity int, last bool) string {
	where := ""
	bodyGoals(t, last, true, func(g engine.Term, last bool) bool {
		n, a, ok := engine.Functor(g)
		switch {
		case !ok:
		case n == name && a == arity && last:
			where = "last"
		case n == name && a == arity:
			where = "inner"
		default:
			if mc, ok := metaCallers[predKey{n, a}]; ok {
				arg, _, _ := stripQualifiers(g.(*engine.Compound).Args[mc.arg])
				if gn, ga, ok := engine.Functor(arg); ok && gn == name && ga+mc.extra == arity {
					where = mc.caller
				}
			}
		}
		return where != ""
	})
	return where
}

// directCaller is CallerName for a call the goal makes itself.
func directCaller(goal engine.Term, name *engine.Atom, arity int, top string) string {
	if g, _, _ := stripQualifiers(goal); !isControlGoalTerm(g) && isCall(g, name, arity) {
		return top
	}
	return innerCaller(goal, name, arity)
}

// innerCaller is directCaller for a call inside the goal: from a frame
// of the goal's meta-call, or of a meta-predicate the goal calls.
func innerCaller(goal engine.Term, name *engine.Atom, arity int) string {
	found := ""
	bodyGoals(goal, false, true, func(t engine.Term, _ bool) bool {
		n, a, ok := engine.Functor(t)
		if !ok {
			return false
		}
		if n == name && a == arity {
			found = "'<meta-call>'/1"
			return true
		}
		mc, ok := metaCallers[predKey{n, a}]
		if !ok {
			return false
		}
		c := t.(*engine.Compound)
		g, _, _ := stripQualifiers(c.Args[mc.arg])
		switch gn, ga, ok := engine.Functor(g); {
		case ok && gn == name && ga+mc.extra == arity:
			found = mc.caller
		case n.Name == "forall" && isCall(engine.Deref(c.Args[1]), name, arity):
			// forall/2 runs its action from its own frame too.
			found = mc.caller
		case mc.extra == 0 && isControlGoalTerm(g) && innerCaller(g, name, arity) != "":
			found = "'<meta-call>'/1"
		}
		return found != ""
	})
	return found
}

// isControlGoalTerm reports whether t is a control construct (see isControl).
func isControlGoalTerm(t engine.Term) bool {
	c, ok := t.(*engine.Compound)
	return ok && isControl(c)
}

// isCall reports whether t is a goal of name/arity.
func isCall(t engine.Term, name *engine.Atom, arity int) bool {
	n, a, ok := engine.Functor(t)
	return ok && n == name && a == arity
}

// WithCallerContext returns ball, an unknown procedure's error raised by
// goal (a directive, run under top), with the context swipl gives it (see
// CallerName), or ball itself.
func WithCallerContext(m *engine.Machine, goal, ball engine.Term, top string) engine.Term {
	name, arity, ok := UnknownProcedure(ball)
	if !ok {
		return ball
	}
	ctx := CallerContext(m, goal, name, arity, top)
	if ctx == nil {
		return ball
	}
	c := engine.Deref(ball).(*engine.Compound)
	return engine.NewCompound(engine.AtomError, c.Args[0], engine.NewCompound(engine.Intern("context"), ctx, m.NewVar()))
}
