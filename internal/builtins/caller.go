package builtins

import (
	"github.com/goprolog/goprolog/internal/engine"
)

// The caller swipl names in the error of an unknown procedure: the
// nearest frame that last-call optimisation left, which for a goal of
// the command line (-g) or a directive, run under catch/3, is known from
// the goal alone when the goal calls the procedure itself. A call deeper
// in the program's predicates is left without a caller here: goprolog's
// frames do not record their predicate.

// frame is the context's predicate indicator of a frame of module mod
// ("" for the program's own, which messages and swipl write unqualified).
func frame(mod, name string, arity int) engine.Term {
	pi := engine.PI(engine.Intern(name), arity)
	if mod == "" {
		return pi
	}
	return engine.NewCompound(engine.AtomColon, engine.Intern(mod), pi)
}

// CatchFrame is the frame of catch/3, which a -g goal, a directive and a
// goal under catch/3 run in; InitGoalFrame that of an initialization/1
// goal.
var (
	CatchFrame    = frame("system", "catch", 3)
	InitGoalFrame = frame("system", "$run_init_goal", 1)
	metaCallFrame = frame("system", "<meta-call>", 1)
)

// metaCallers maps a meta-predicate whose goal argument swipl calls from
// a frame of its own to the argument's position, the arguments the call
// adds, and that frame.
var metaCallers = map[predKey]struct {
	arg, extra int
	caller     engine.Term
}{
	{engine.Intern("call"), 1}:          {0, 0, frame("system", "call", 1)},
	{engine.Intern("call"), 2}:          {0, 1, frame("system", "call", 2)},
	{engine.Intern("call"), 3}:          {0, 2, frame("system", "call", 3)},
	{engine.Intern("call"), 4}:          {0, 3, frame("system", "call", 4)},
	{engine.Intern("once"), 1}:          {0, 0, frame("system", "once", 1)},
	{engine.Intern("ignore"), 1}:        {0, 0, frame("system", "ignore", 1)},
	{engine.Intern("not"), 1}:           {0, 0, frame("system", "not", 1)},
	{engine.Intern("forall"), 2}:        {0, 0, frame("$apply", "forall", 2)},
	{engine.Intern("findall"), 3}:       {1, 0, frame("$bags", "findall_loop", 4)},
	{engine.Intern("findall"), 4}:       {1, 0, frame("$bags", "findall_loop", 4)},
	{engine.Intern("catch"), 3}:         {0, 0, CatchFrame},
	{engine.Intern("aggregate_all"), 3}: {1, 0, frame("aggregate", "aggregate_all", 3)},
	{engine.Intern("maplist"), 2}:       {0, 1, frame("apply", "maplist_", 2)},
	{engine.Intern("maplist"), 3}:       {0, 2, frame("apply", "maplist_", 3)},
	{engine.Intern("maplist"), 4}:       {0, 3, frame("apply", "maplist_", 4)},
	{engine.Intern("foldl"), 4}:         {0, 3, frame("apply", "foldl_", 4)},
	{engine.Intern("include"), 3}:       {0, 1, frame("apply", "include_", 3)},
	{engine.Intern("exclude"), 3}:       {0, 1, frame("apply", "exclude_", 3)},
	{engine.Intern("phrase"), 2}:        {0, 2, frame("$dcg", "call_dcg", 3)},
	{engine.Intern("phrase"), 3}:        {0, 2, frame("$dcg", "call_dcg", 3)},
}

// CallerName is the caller of CallerContext as swipl's messages write it
// (catch/3, '<meta-call>'/1, apply:maplist_/2, main/0), "" when it is not
// known.
func CallerName(m *engine.Machine, goal engine.Term, name *engine.Atom, arity int, top engine.Term) string {
	if c := CallerContext(m, goal, name, arity, top); c != nil {
		return contextPI(c)
	}
	return ""
}

// CallerContext returns, for an unknown procedure name/arity that goal,
// run under the frame top (catch/3 for a command-line goal or a
// directive), calls, the predicate swipl's error names as its context:
// top for the goal itself, '<meta-call>'/1 inside control constructs,
// the meta-predicate's frame for its goal argument; for a call in the
// body of the program's predicate the goal calls, that predicate, or,
// for its last call, which last-call optimisation made the predicate's
// caller's, what the goal itself would get. nil when the call is deeper
// or not found.
func CallerContext(m *engine.Machine, goal engine.Term, name *engine.Atom, arity int, top engine.Term) engine.Term {
	return callerContext(m, goal, name, arity, top, true)
}

// callerWalk is what a search for the caller carries: the predicates
// seen, and whether closures that the program passes through a clause's
// head or binds with =/2 are followed to the goal call/N makes of them.
// The WAM core does not give a caught error that context (see
// CaughtBall), and a catch of the engine's solver must give what the
// core gives.
type callerWalk struct {
	seen   map[predKey]bool
	follow bool
}

// bindings is headBindings when the walk follows closures, nil (none
// noted) otherwise.
func (w *callerWalk) bindings(head, goal engine.Term) map[*engine.Var]engine.Term {
	if !w.follow {
		return nil
	}
	return headBindings(head, goal)
}

// callerContext is CallerContext, following closures when follow is set.
func callerContext(m *engine.Machine, goal engine.Term, name *engine.Atom, arity int, top engine.Term, follow bool) engine.Term {
	if c := directCaller(goal, name, arity, top); c != nil {
		return c
	}
	g, _, _ := stripQualifiers(goal)
	if m == nil {
		return nil
	}
	if c, isCompound := g.(*engine.Compound); isCompound && IsControl(c) {
		return controlCaller(m, c, name, arity, top, 4, follow)
	}
	return predCaller(m, g, name, arity, top, &callerWalk{seen: map[predKey]bool{}, follow: follow}, 4)
}

// controlCaller is CallerContext for the control construct c (a
// conjunction, disjunction, if-then-else or \+) run from the frame top:
// the program's predicates it calls run from the frame of its meta-call,
// its last call, which last-call optimisation made top's, from top.
func controlCaller(m *engine.Machine, c *engine.Compound, name *engine.Atom, arity int, top engine.Term, depth int, follow bool) engine.Term {
	var found engine.Term
	bodyGoals(c, nil, true, true, false, nil, func(g engine.Term, last bool) bool {
		if _, ok := g.(*engine.Var); ok {
			return false
		}
		from := metaCallFrame
		if last {
			from = top
		}
		found = predCaller(m, g, name, arity, from, &callerWalk{seen: map[predKey]bool{}, follow: follow}, depth)
		return found != nil
	})
	return found
}

// predCaller is CallerName for the program's predicate that goal calls,
// whose caller's frame is top, depth levels deep at most.
func predCaller(m *engine.Machine, goal engine.Term, name *engine.Atom, arity int, top engine.Term, w *callerWalk, depth int) engine.Term {
	pn, pa, ok := engine.Functor(goal)
	if !ok || depth == 0 || w.seen[predKey{pn, pa}] {
		return nil
	}
	if mc, isMeta := metaCallers[predKey{pn, pa}]; isMeta {
		// The program's predicate that a meta-predicate calls runs in
		// the meta-predicate's frame.
		mg, extra, caller := metaGoal(goal.(*engine.Compound).Args[mc.arg], mc.extra, mc.caller, nil)
		g, _, _ := stripQualifiers(mg)
		if c, isCompound := g.(*engine.Compound); isCompound && IsControl(c) && extra == 0 {
			return controlCaller(m, c, name, arity, caller, depth-1, w.follow)
		}
		gn, ga, ok := engine.Functor(g)
		if !ok {
			return nil
		}
		var called engine.Term = gn
		if ga+extra > 0 {
			args := make([]engine.Term, ga+extra)
			for i := range args {
				args[i] = new(engine.Var)
			}
			called = engine.NewCompound(gn, args...)
		}
		return predCaller(m, called, name, arity, caller, w, depth-1)
	}
	w.seen[predKey{pn, pa}] = true
	p := m.Lookup(pn, pa)
	if p == nil || p.IsLibrary() || p.IsForeign() {
		return nil
	}
	self := predFrame(m, p)
	own := predModule(m, p)
	for _, cl := range p.Clauses() {
		head, body := m.ClauseTerms(cl)
		switch where, last := bodyCall(body, own, name, arity, true, w.bindings(head, goal)); {
		case last != nil && departs(head, last):
			return top // last-call optimisation left the caller's frame
		case last != nil:
			return self
		case where == nil:
		case where == callInner:
			return self
		default:
			return where
		}
	}
	// The call may be in a predicate this one calls: its last call runs
	// in the frame of this one's caller.
	for _, cl := range p.Clauses() {
		head, body := m.ClauseTerms(cl)
		sub := w.bindings(head, goal)
		var found engine.Term
		eachCall(body, own, true, sub, func(g engine.Term, last bool) bool {
			next := self
			if last && departs(head, g) {
				next = top
			}
			found = predCaller(m, boundArgs(g, sub), name, arity, next, w, depth-1)
			return found != nil
		})
		if found != nil {
			return found
		}
	}
	return nil
}

// eachCall calls f on each goal of the clause body t that is no control
// construct, with whether it is a last call, until f returns true.
func eachCall(t engine.Term, own *engine.Atom, last bool, sub map[*engine.Var]engine.Term, f func(g engine.Term, last bool) bool) bool {
	return bodyGoals(t, own, last, false, true, sub, func(g engine.Term, last bool) bool {
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
// skips it). A call into another module than own (the clause's, nil for
// user) is no last call either, as the caller's frame stays. It keeps a
// stack of its own: bodies nest as deeply as the program writes them.
func bodyGoals(t engine.Term, own *engine.Atom, last, into, clause bool, sub map[*engine.Var]engine.Term, f func(g engine.Term, last bool) bool) bool {
	type goal struct {
		t     engine.Term
		last  bool
		inner bool // compiled: in a control construct or a clause body
	}
	stack := []goal{{t, last, clause}}
	for len(stack) > 0 {
		g := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		t, mod, _ := stripQualifiers(g.t)
		if mod != nil && mod != engine.AtomUser && mod.Name != "system" && mod != own {
			g.last = false
		}
		c, isCompound := t.(*engine.Compound)
		if isCompound && sub != nil && c.Name == atomEqualsCaller && len(c.Args) == 2 {
			// Var = Closure before a call/N of Var: the call's goal.
			noteBinding(sub, c.Args[0], c.Args[1])
			noteBinding(sub, c.Args[1], c.Args[0])
		}
		if inline, ok := inlineCall(t, sub); ok && g.inner {
			// call/N of a compiled body calls its goal from the body's
			// frame, as no last call.
			stack = append(stack, goal{inline, false, true})
			continue
		}
		switch {
		case !isCompound || !IsControl(c):
			if f(t, g.last) {
				return true
			}
		case c.Name == engine.AtomSemicolon:
			stack = append(stack, goal{c.Args[1], g.last, true}, goal{c.Args[0], g.last, true})
		case len(c.Args) == 2: // (A, B), (A -> B), (A *-> B)
			stack = append(stack, goal{c.Args[1], g.last, true}, goal{c.Args[0], false, true})
		case into: // \+ G
			stack = append(stack, goal{c.Args[0], false, true})
		}
	}
	return false
}

// inlineCall returns, for call/N of a goal that is no control construct,
// the goal it calls: swipl's compiler calls it from the clause's frame.
func inlineCall(t engine.Term, sub map[*engine.Var]engine.Term) (engine.Term, bool) {
	c, ok := t.(*engine.Compound)
	if !ok || c.Name != atomCallInline || len(c.Args) < 1 {
		return nil, false
	}
	g, called, ok := addGoalArgs(bound(c.Args[0], sub), c.Args[1:])
	if !ok || isControlGoalTerm(called) {
		return nil, false
	}
	return g, true
}

var atomCallInline = engine.Intern("call")

var atomEqualsCaller = engine.Intern("=")

// noteBinding records in sub that the variable v is bound to t, a
// callable term, unless it is bound already.
func noteBinding(sub map[*engine.Var]engine.Term, v, t engine.Term) {
	x, ok := engine.Deref(v).(*engine.Var)
	if !ok {
		return
	}
	switch engine.Deref(t).(type) {
	case *engine.Atom, *engine.Compound:
		if _, seen := sub[x]; !seen {
			sub[x] = t
		}
	}
}

// bound is t, or what sub binds it to when t is one of its variables.
func bound(t engine.Term, sub map[*engine.Var]engine.Term) engine.Term {
	if v, ok := engine.Deref(t).(*engine.Var); ok {
		if b, ok := sub[v]; ok {
			return b
		}
	}
	return t
}

// headBindings maps the variables that are whole arguments of a
// clause's head to the arguments of goal that are bound, so that a
// closure the goal passes is seen where the clause calls it; walking the
// body adds the bindings of its Var = Closure goals.
func headBindings(head, goal engine.Term) map[*engine.Var]engine.Term {
	h, ok1 := engine.Deref(head).(*engine.Compound)
	g, ok2 := engine.Deref(goal).(*engine.Compound)
	if !ok1 || !ok2 || len(h.Args) != len(g.Args) {
		return map[*engine.Var]engine.Term{}
	}
	sub := map[*engine.Var]engine.Term{}
	for i, a := range h.Args {
		v, isVar := engine.Deref(a).(*engine.Var)
		if !isVar {
			continue
		}
		if _, unbound := engine.Deref(g.Args[i]).(*engine.Var); unbound {
			continue
		}
		if _, seen := sub[v]; !seen {
			sub[v] = g.Args[i]
		}
	}
	return sub
}

// boundArgs is goal with its arguments that are variables of sub
// replaced by their bindings.
func boundArgs(goal engine.Term, sub map[*engine.Var]engine.Term) engine.Term {
	c, ok := engine.Deref(goal).(*engine.Compound)
	if !ok || len(sub) == 0 {
		return goal
	}
	args := make([]engine.Term, len(c.Args))
	for i, a := range c.Args {
		args[i] = bound(a, sub)
	}
	return engine.NewCompound(c.Name, args...)
}

// addGoalArgs is the goal closure (which may be module-qualified) with
// extra appended; called is that goal without its qualifiers.
func addGoalArgs(closure engine.Term, extra []engine.Term) (g, called engine.Term, ok bool) {
	inner, _, _ := stripQualifiers(closure)
	var args []engine.Term
	var name *engine.Atom
	switch x := inner.(type) {
	case *engine.Atom:
		name = x
	case *engine.Compound:
		name, args = x.Name, x.Args
	default:
		return nil, nil, false
	}
	if len(extra) == 0 {
		return closure, inner, true
	}
	all := make([]engine.Term, 0, len(args)+len(extra))
	all = append(append(all, args...), extra...)
	called = engine.NewCompound(name, all...)
	return called, called, true
}

// metaGoal returns the goal a meta-predicate's goal argument g calls
// with extra arguments added, and the frame that calls it, caller for g
// itself: each call/K that g wraps it in is a frame call/(K+extra) of
// its own, meta-called as it is.
func metaGoal(g engine.Term, extra int, caller engine.Term, sub map[*engine.Var]engine.Term) (engine.Term, int, engine.Term) {
	for {
		c, ok := engine.Deref(bound(g, sub)).(*engine.Compound)
		if !ok || c.Name != atomCallInline {
			return bound(g, sub), extra, caller
		}
		inner, _, _ := stripQualifiers(bound(c.Args[0], sub))
		switch inner.(type) {
		case *engine.Atom, *engine.Compound:
		default:
			return g, extra, caller
		}
		caller = frame("system", "call", len(c.Args)+extra)
		extra += len(c.Args) - 1
		g = inner
	}
}

// metaArgs lists the goal arguments of a meta-predicate call: forall/2
// runs its action from its own frame too.
func metaArgs(c *engine.Compound, arg int) []engine.Term {
	if c.Name.Name == "forall" && len(c.Args) == 2 {
		return c.Args
	}
	return c.Args[arg : arg+1]
}

// callInner is bodyCall's answer for a call of a clause body that is not
// its last.
var callInner engine.Term = engine.Intern("inner")

// bodyCall says where the clause body t calls name/arity: as its last
// call (lastCall, the goal), as another (callInner), as a
// meta-predicate's goal argument (the meta-predicate's frame); where is
// nil for nowhere.
func bodyCall(t engine.Term, own *engine.Atom, name *engine.Atom, arity int, last bool, sub map[*engine.Var]engine.Term) (where, lastCall engine.Term) {
	bodyGoals(t, own, last, true, true, sub, func(g engine.Term, last bool) bool {
		n, a, ok := engine.Functor(g)
		switch {
		case !ok:
		case n == name && a == arity && last:
			lastCall = g
		case n == name && a == arity:
			where = callInner
		default:
			if mc, ok := metaCallers[predKey{n, a}]; ok {
				for _, arg := range metaArgs(g.(*engine.Compound), mc.arg) {
					arg, extra, caller := metaGoal(arg, mc.extra, mc.caller, sub)
					arg, _, _ = stripQualifiers(arg)
					if gn, ga, ok := engine.Functor(arg); ok && gn == name && ga+extra == arity {
						where = caller
						break
					}
				}
			}
		}
		return where != nil || lastCall != nil
	})
	return where, lastCall
}

// departs reports whether swipl runs call, the last call of the clause
// with head head, in the clause's own frame (last-call optimisation), so
// that an error the call raises names the clause's caller. Its compiler
// does when each argument of the call is an atom, an integer that fits
// a tagged word, a variable of the body or the head's argument variable
// at the same or a later place: the arguments are then written over the
// clause's own in order without reading one already written. A
// compound, a float, a string, a big integer or a head argument moved to
// a later place keeps the clause's frame.
func departs(head, call engine.Term) bool {
	c, ok := engine.Deref(call).(*engine.Compound)
	if !ok {
		return true
	}
	at := map[*engine.Var]int{}
	if h, ok := engine.Deref(head).(*engine.Compound); ok {
		for j, a := range h.Args {
			if v, isVar := engine.Deref(a).(*engine.Var); isVar {
				if _, seen := at[v]; !seen {
					at[v] = j
				}
			}
		}
	}
	for i, a := range c.Args {
		switch a := engine.Deref(a).(type) {
		case *engine.Atom:
		case engine.Int:
			if a > 1<<56-1 || a < -(1<<56) {
				return false
			}
		case *engine.Var:
			if j, isHeadArg := at[a]; isHeadArg && j < i {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// directCaller is CallerContext for a call the goal makes itself.
func directCaller(goal engine.Term, name *engine.Atom, arity int, top engine.Term) engine.Term {
	if g, _, _ := stripQualifiers(goal); !isControlGoalTerm(g) && isCall(g, name, arity) {
		return top
	}
	return innerCaller(goal, name, arity)
}

// innerCaller is directCaller for a call inside the goal: from a frame
// of the goal's meta-call, or of a meta-predicate the goal calls.
func innerCaller(goal engine.Term, name *engine.Atom, arity int) engine.Term {
	var found engine.Term
	bodyGoals(goal, nil, false, true, false, nil, func(t engine.Term, _ bool) bool {
		n, a, ok := engine.Functor(t)
		if !ok {
			return false
		}
		if n == name && a == arity {
			found = metaCallFrame
			return true
		}
		mc, ok := metaCallers[predKey{n, a}]
		if !ok {
			return false
		}
		c := t.(*engine.Compound)
		mg, extra, caller := metaGoal(c.Args[mc.arg], mc.extra, mc.caller, nil)
		g, _, _ := stripQualifiers(mg)
		switch gn, ga, ok := engine.Functor(g); {
		case ok && gn == name && ga+extra == arity:
			found = caller
		case n.Name == "forall" && isCall(engine.Deref(c.Args[1]), name, arity):
			// forall/2 runs its action from its own frame too.
			found = mc.caller
		case n.Name == "forall":
			if ag, aextra, acaller := metaGoal(c.Args[1], 0, mc.caller, nil); aextra > 0 {
				ag, _, _ = stripQualifiers(ag)
				if gn, ga, ok := engine.Functor(ag); ok && gn == name && ga+aextra == arity {
					found = acaller
				}
			}
		case mc.extra == 0 && isControlGoalTerm(g) && innerCaller(g, name, arity) != nil:
			found = metaCallFrame
		}
		return found != nil
	})
	return found
}

// isControlGoalTerm reports whether t is a control construct (see isControl).
func isControlGoalTerm(t engine.Term) bool {
	c, ok := t.(*engine.Compound)
	return ok && IsControl(c)
}

// isCall reports whether t is a goal of name/arity.
func isCall(t engine.Term, name *engine.Atom, arity int) bool {
	n, a, ok := engine.Functor(t)
	return ok && n == name && a == arity
}

// WithCallerContext returns ball, an unknown procedure's error raised by
// goal (a directive, run under top), with the context swipl gives it (see
// CallerName), or ball itself.
func WithCallerContext(m *engine.Machine, goal, ball engine.Term, top engine.Term) engine.Term {
	return withCallerContext(m, goal, ball, top, true)
}

// withCallerContext is WithCallerContext, following closures when
// follow is set (see callerWalk).
func withCallerContext(m *engine.Machine, goal, ball engine.Term, top engine.Term, follow bool) engine.Term {
	name, arity, ok := UnknownProcedure(ball)
	if !ok {
		return ball
	}
	ctx := callerContext(m, goal, name, arity, top, follow)
	if ctx == nil {
		return ball
	}
	c := engine.Deref(ball).(*engine.Compound)
	return engine.NewCompound(engine.AtomError, c.Args[0], engine.NewCompound(engine.Intern("context"), ctx, m.NewVar()))
}

// CaughtBall is the ball a catch/3 whose goal is goal() sees (see
// engine.Hooks.CaughtBall): an unknown procedure's error as it is raised,
// its context the indicator or unbound, gets the context swipl's frames
// give it, catch/3's own for a call the goal makes itself (see
// CallerName); any other ball, and one a catch nearer the error has
// given its context, is ball itself.
func CaughtBall(m *engine.Machine, goal func() engine.Term, ball engine.Term) engine.Term {
	c, ok := engine.Deref(ball).(*engine.Compound)
	if !ok || c.Name != engine.AtomError || len(c.Args) != 2 {
		return ball
	}
	if _, _, ok := UnknownProcedure(c); !ok {
		return ball
	}
	ctx := engine.Deref(c.Args[1])
	if _, unbound := ctx.(*engine.Var); !unbound {
		f := engine.Deref(c.Args[0]).(*engine.Compound)
		if engine.Compare(ctx, f.Args[1]) != 0 {
			return ball
		}
	}
	g := goal()
	if with := withCallerContext(m, g, c, CatchFrame, false); with != engine.Term(c) {
		return with
	}
	if varGoalInControl(g) {
		// The goal the catch runs was a variable when its clause was
		// compiled, (G -> A ; B): the unknown procedure is most likely
		// G's, which runs from the frame of its meta-call.
		return engine.NewCompound(engine.AtomError, c.Args[0], engine.NewCompound(engine.Intern("context"), metaCallFrame, m.NewVar()))
	}
	return ball
}

// varGoalInControl reports whether g is a control construct with a
// variable among its goals.
func varGoalInControl(g engine.Term) bool {
	c, ok := engine.Deref(g).(*engine.Compound)
	if !ok || !IsControl(c) {
		return false
	}
	return bodyGoals(c, nil, false, true, false, nil, func(t engine.Term, _ bool) bool {
		_, isVar := t.(*engine.Var)
		return isVar
	})
}

// predModule is the name of the module of the program's predicate p, nil
// for user.
func predModule(m *engine.Machine, p *engine.Pred) *engine.Atom {
	if k, ok := keptFor(m, p.Name); ok {
		return k.module
	}
	l := loaderOf(m)
	if l.modules != nil {
		if ln, ok := l.modules.local[p.Name]; ok {
			return ln.module.name
		}
		if from := l.modules.imported[p]; from != nil {
			return from.name
		}
	}
	return nil
}

// predFrame is the context's indicator of the program's predicate p:
// Module:Name/Arity for a module's, as swipl names it, whether p is the
// module's own (its local name) or user's import of it.
func predFrame(m *engine.Machine, p *engine.Pred) engine.Term {
	l := loaderOf(m)
	if l.modules != nil {
		if ln, ok := l.modules.local[p.Name]; ok {
			return frame(ln.module.name.Name, ln.name.Name, p.Arity)
		}
		if from := l.modules.imported[p]; from != nil {
			return frame(from.name.Name, p.Name.Name, p.Arity)
		}
	}
	return engine.PI(p.Name, p.Arity)
}
