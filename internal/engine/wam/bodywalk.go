package wam

import (
	"github.com/goprolog/goprolog/internal/engine"
)

// One walk of clause bodies serves the bridge's three questions about
// what a predicate reaches: whether the core runs it (Bridge.calls,
// coreCalls), whether traced code runs it (Bridge.tracedCalls,
// tracedCalls) and whether a depth-limited core counts its levels
// (Bridge.limitCalls, limitScan). The walk (walkBody) visits the goals
// of a body in the order in which the compilers compile them, goes into
// the goals that a visitor (bodyVisitor) says run others in their place
// (control constructs, catch/3, call/N and the library's meta-predicates
// of goals spelled out), and can make the body again from what the
// visitor returns for each goal it does not go into.

// bodyStep is what a bodyVisitor makes of one goal.
type bodyStep uint8

const (
	stepLeaf bodyStep = iota // the goal is done with; its replacement is returned
	stepInto                 // the goals returned run in the goal's place: walk them
	stepStop                 // the body is refused: the walk ends
)

// bodyVisitor is the policy of a walk of clause bodies (walkBody).
type bodyVisitor interface {
	// goal decides g, a goal of the body, dereferenced, of functor f
	// (no name when g is not callable) with arguments args, at nesting
	// nest (the body itself is at 0). It returns stepInto and the goals
	// to walk in g's place, in the order they run (for a walk that
	// makes the body again, g's arguments, in g's functor); stepLeaf and
	// g's replacement; or stepStop.
	goal(g engine.Term, f functor, args []engine.Term, nest int) (bodyStep, []engine.Term, engine.Term)
}

// walkFrame is a goal that walkBody went into: the goals to walk in its
// place, the next one, and, when the walk makes the body again, their
// replacements so far.
type walkFrame struct {
	goal *engine.Compound // nil for the body itself
	sub  []engine.Term
	next int
	out  []engine.Term
	nest int
	// depth counts the goals around this one that are not conjunctions
	// (see maxConstructDepth).
	depth int
}

// maxConstructDepth bounds how deep the goals of a clause the core
// compiles nest, conjunctions aside: each control construct is a
// predicate of its own, compiled from its part of the clause, so that
// compiling a chain of nested constructs takes time in the square of its
// length. A body nested deeper is the engine's, which runs it in time in
// its size.
const maxConstructDepth = 256

// walkBody walks body with v (see bodyVisitor), with a stack of its own,
// so that a deep body takes no Go stack. When rebuild is set, it returns
// the body made again: each goal that v went into in its own functor,
// over its walked arguments, and each other goal as v replaced it. It
// returns false when v stopped the walk.
func walkBody(body engine.Term, v bodyVisitor, rebuild bool) (engine.Term, bool) {
	stack := []walkFrame{{sub: []engine.Term{body}, nest: -1}}
	for {
		top := &stack[len(stack)-1]
		if top.next == len(top.sub) {
			var t engine.Term
			if rebuild {
				if top.goal == nil {
					t = top.out[0]
				} else {
					t = engine.NewCompound(top.goal.Name, top.out...)
				}
			}
			stack = stack[:len(stack)-1]
			if len(stack) == 0 {
				return t, true
			}
			if rebuild {
				parent := &stack[len(stack)-1]
				parent.out = append(parent.out, t)
			}
			continue
		}
		g := engine.Deref(top.sub[top.next])
		top.next++
		f, args := goalFunctor(g)
		step, sub, out := v.goal(g, f, args, top.nest+1)
		switch step {
		case stepStop:
			return nil, false
		case stepLeaf:
			if rebuild {
				top.out = append(top.out, out)
			}
		case stepInto:
			x, _ := g.(*engine.Compound)
			depth := top.depth
			if f != (functor{atomComma, 2}) {
				if depth++; depth > maxConstructDepth {
					return nil, false
				}
			}
			stack = append(stack, walkFrame{goal: x, sub: sub, nest: top.nest + 1, depth: depth})
		}
	}
}

// simpleControl reports whether f is !, true, fail or false, the goals
// that every walk passes as they are.
func simpleControl(f functor) bool {
	return f.arity == 0 && (f.name == atomCut || f.name == atomTrue || f.name == atomFail || f.name == atomFalse)
}

// spelledOut returns the goal that x runs in its place as the core
// compiles it: the goal of call/N of a goal spelled out, or the clause
// of a library meta-predicate called with such a goal, specialized (see
// Bridge.specialize). It returns an error for call/N of a goal known
// only at run time, and false for any other goal.
func (b *Bridge) spelledOut(x *engine.Compound) (engine.Term, bool, error) {
	if goal, ok, err := metaGoal(x); ok || err != nil {
		return goal, ok, err
	}
	body, ok := b.specialize(x)
	return body, ok, nil
}

// staticClauses reports whether p is a static predicate defined by
// clauses that the core runs and that reaches no meta-call of a goal
// known only at run time: the predicates whose bodies the tracing and
// the depth-limited cores look into.
func (b *Bridge) staticClauses(p *engine.Pred) bool {
	return b.eligible(p) && b.reach[p]&metaCalls == 0 && !p.IsForeign() && !p.IsDynamic() && !p.IsTabled() &&
		p.NumberOfClauses() > 0
}

// coreCalls is the visitor of Bridge.clauseCalls: it collects the
// predicates a clause of p calls and adds to b.traits[p] what the
// clause does.
type coreCalls struct {
	b   *Bridge
	p   *engine.Pred
	out []*engine.Pred
}

func (c *coreCalls) goal(g engine.Term, f functor, args []engine.Term, _ int) (bodyStep, []engine.Term, engine.Term) {
	b, p := c.b, c.p
	switch x := g.(type) {
	case *engine.Var:
		// A goal known at run time, as call/1.
		b.traits[p] |= metaCalls
		return stepLeaf, nil, g
	case *engine.Compound:
		// catch/3 runs its goal and recovery, and a meta-call of a
		// goal known here runs that goal, as flatten compiles them.
		if f == atomCatch {
			return stepInto, []engine.Term{args[0], args[2]}, nil
		}
		goal, ok, err := b.spelledOut(x)
		if err != nil {
			// A goal known at run time: the core resolves it then
			// (see callgoal.go).
			b.traits[p] |= metaCalls
			return stepLeaf, nil, g
		}
		if ok {
			return stepInto, []engine.Term{goal}, nil
		}
	case *engine.Atom:
	default:
		return stepStop, nil, nil // not callable
	}
	if f == atomRetract && b.retractsFact(args[0]) {
		b.traits[p] |= effects
		return stepLeaf, nil, g
	}
	switch {
	case control[f]:
		return stepInto, args, nil
	case simpleControl(f):
		return stepLeaf, nil, g
	case inline[f] && f.name != atomCutB && f.name != atomLevel && f.name != atomCutTo:
		return stepLeaf, nil, g
	}
	if engineGoals[f] && b.isForeign(f) {
		// The engine solves the goal as a nested query (see
		// engineGoals), as it solves a meta-call.
		b.traits[p] |= metaCalls
		return stepLeaf, nil, g
	}
	if (f == atomTblClauses || f == atomApply) && b.isForeign(f) {
		// The tabling driver runs a tabled goal's clauses, and apply/2
		// its goal: the goal is known at run time.
		b.traits[p] |= metaCalls
		return stepLeaf, nil, g
	}
	if b.coreBuiltin(f) || (f == atomClause || f == atomPredProp) && b.isForeign(f) {
		if k, ok := foreignBuiltins[f]; ok && k != binding || !compiledBuiltin(f) && b.anyForeign(f) && !b.keepsHostState(f) {
			b.traits[p] |= effects
		}
		return stepLeaf, nil, g
	}
	var ok bool
	if c.out, ok = b.addCallee(b.em.Lookup(f.name, f.arity), c.out); !ok {
		return stepStop, nil, nil
	}
	return stepLeaf, nil, g
}

// tracedCallees is the visitor of Bridge.tracedCalls: it collects the
// predicates that traced code calls, and stops at a goal that traced
// code does not run.
type tracedCallees struct {
	b   *Bridge
	out []*engine.Pred
	// originals says that the built-ins that work on the terms
	// themselves (setarg/3) run, and so meta-calls of goals known only
	// at run time: on the heap's own terms (see Bridge.tracedOnCopies).
	originals bool
}

// metaCall is the step of g, a meta-call of a goal known only at run
// time.
func (c *tracedCallees) metaCall(g engine.Term) (bodyStep, []engine.Term, engine.Term) {
	if !c.originals {
		return stepStop, nil, nil
	}
	return stepLeaf, nil, g
}

func (c *tracedCallees) goal(g engine.Term, f functor, args []engine.Term, _ int) (bodyStep, []engine.Term, engine.Term) {
	b := c.b
	switch {
	case f.name == nil:
		// A variable: a meta-call (see traceCallsAs), which may run a
		// built-in that works on the terms themselves.
		return c.metaCall(g)
	case control[f]:
		return stepInto, args, nil
	case simpleControl(f):
		return stepLeaf, nil, g
	case f == atomCatch:
		if !staticGoal(args[0]) || !staticGoal(args[2]) {
			return stepStop, nil, nil
		}
		return stepInto, []engine.Term{args[0], args[2]}, nil
	case f == atomRetract:
		if b.retractsFact(args[0]) || b.coreBuiltin(f) {
			return stepLeaf, nil, g
		}
		return stepStop, nil, nil
	case f == atomClause || f == atomPredProp:
		// The core's own instructions (see traceCallsAs).
		if b.isForeign(f) {
			return stepLeaf, nil, g
		}
		return stepStop, nil, nil
	case f == atomTblClauses:
		// The tabling driver runs a tabled goal's clauses (see
		// traceMetaEnter).
		if b.isForeign(f) {
			return stepLeaf, nil, g
		}
		return stepStop, nil, nil
	case f == atomApply:
		// The engine traces apply/2 and its goal (see Bridge.resolve).
		return stepStop, nil, nil
	}
	if x, ok := g.(*engine.Compound); ok {
		// call/N of a goal spelled out, and a library meta-predicate's
		// clause specialized to one, are traced code too (see
		// tracedMetaCall).
		goal, ok, err := b.spelledOut(x)
		if err != nil {
			// call/N of a goal known at run time (see traceCallsAs).
			return c.metaCall(g)
		}
		if ok {
			return stepInto, []engine.Term{goal}, nil
		}
	}
	q := b.em.Lookup(f.name, f.arity)
	if q != nil && q.WorksOnOriginals() {
		if c.originals && q.IsForeign() && nativeOf(f) >= 0 {
			return stepLeaf, nil, g // on the heap (see setarg3)
		}
		return stepStop, nil, nil
	}
	if b.coreBuiltin(f) {
		return stepLeaf, nil, g
	}
	// A call of an undefined predicate raises the unknown-procedure
	// error, or fails (see traceUndefined).
	var ok bool
	if c.out, ok = b.addCallee(q, c.out); !ok {
		return stepStop, nil, nil
	}
	return stepLeaf, nil, g
}

// addCallee adds to out what a call of q, the engine's predicate of a
// goal (nil for none), makes the core run: nothing for a predicate with
// no clauses (see undefined), q itself, and the tabling driver before a
// tabled q, whose goals call it (see tabling.go). It returns false for a
// built-in of the engine, which the core does not run as a predicate.
func (b *Bridge) addCallee(q *engine.Pred, out []*engine.Pred) ([]*engine.Pred, bool) {
	if undefined(q) {
		return out, true
	}
	if q.IsForeign() {
		return out, false
	}
	if q.IsTabled() {
		tc := b.em.Lookup(atomTblCall, 1)
		if tc == nil {
			return out, false
		}
		out = append(out, tc)
	}
	return append(out, q), true
}

// undefined reports whether q, the engine's predicate of a call (nil when
// the engine has none), has no clauses to run: none are defined, or
// declared (multifile, discontiguous) and given none. A call of it fails,
// or raises the unknown-procedure error when nothing defines q, as the
// flag unknown says when it runs (see Machine.Unknown).
func undefined(q *engine.Pred) bool {
	return q == nil || q.NumberOfClauses() == 0 && !q.IsDynamic() && !q.IsForeign() && !q.IsTabled()
}

// tooDeep reports whether the goals of body nest deeper than
// maxConstructDepth, conjunctions aside. It looks no deeper than that.
func tooDeep(body engine.Term) bool {
	type node struct {
		g     engine.Term
		depth int
	}
	stack := []node{{body, 0}}
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		x, ok := engine.Deref(n.g).(*engine.Compound)
		if !ok {
			continue
		}
		depth := n.depth
		if x.Name != atomComma || len(x.Args) != 2 {
			if !control[functor{x.Name, len(x.Args)}] && x.Name != atomCatch.name && goalArgs[functor{x.Name, len(x.Args)}] == nil {
				continue
			}
			if depth++; depth > maxConstructDepth {
				return true
			}
		}
		for _, a := range x.Args {
			stack = append(stack, node{a, depth})
		}
	}
	return false
}
