package wam

import (
	"github.com/goprolog/goprolog/internal/engine"
)

// traced reports whether a traced call of p runs on the core (see
// trace.go): whether p, and every predicate its clauses call directly or
// not, are predicates the core runs (see tracedClauses) whose bodies
// hold goals that traced code runs (see tracedCallees): control
// constructs, calls of such predicates, of tables of facts and of
// predicates with no definition, goals of the built-ins that the core
// runs, meta-calls, catch/3 of goals spelled out, clause/2, retract/1,
// the cleanups and the tabling driver. What they do not hold (CLP(FD)'s
// goals, solver-only built-ins) goes to the engine's solver, which
// traces it.
func (b *Bridge) traced(p *engine.Pred) bool {
	return closedUnder(p, b.traceable, func(q *engine.Pred) ([]*engine.Pred, bool) { return b.tracedCalls(q, true) })
}

// tracedOnCopies reports whether traced code runs p on copies of the
// engine's terms: whether p is traced code that reaches no goal of a
// built-in that works on the terms themselves (setarg/3), which on a
// copy would hand the call back to the engine after its ports showed,
// and no meta-call of a goal known only at run time, which may be one.
func (b *Bridge) tracedOnCopies(p *engine.Pred) bool {
	return closedUnder(p, b.copyTraceable, func(q *engine.Pred) ([]*engine.Pred, bool) { return b.tracedCalls(q, false) })
}

// tracedEntry reports whether the engine hands a traced call of p to
// the tracing cores: p is traced code, and not a library predicate that
// meta-calls goals known only at run time, which the solver's own
// helpers call (the tabling driver's setup_call_cleanup/3) with goals
// that the engine solves at depths of their own; traced code that calls
// such a library predicate runs it on the core.
// A call whose arguments hold compound terms, which the core works on
// as copies, needs p to run on copies (see tracedOnCopies).
func (b *Bridge) tracedEntry(p *engine.Pred, args []engine.Term) bool {
	if !b.traced(p) || p.IsLibrary() && b.reach[p]&metaCalls != 0 {
		return false
	}
	for _, a := range args {
		if _, ok := engine.Deref(a).(*engine.Compound); ok {
			return b.tracedOnCopies(p)
		}
	}
	return true
}

// tracedCalls returns the predicates that p's clauses call, and false
// when p or a goal of its clauses is not one that traced code runs (see
// traced and tracedCallees), on the terms themselves when originals is
// set, or on copies.
func (b *Bridge) tracedCalls(p *engine.Pred, originals bool) ([]*engine.Pred, bool) {
	if factTable(p) || staticFactTable(p) {
		// Its calls look the table up (see facts.go).
		return nil, true
	}
	if !b.tracedClauses(p) {
		return nil, false
	}
	c := &tracedCallees{b: b, originals: originals}
	for _, cl := range p.Clauses() {
		_, body := b.em.ClauseTerms(cl)
		if _, ok := walkBody(body, c, false); !ok {
			return nil, false
		}
	}
	return c.out, true
}

// tracedClauses reports whether p is a predicate defined by clauses,
// static or dynamic, whose bodies the tracing cores look into: one the
// core runs, but a dynamic tabled one, and, in a program whose CLP(FD)
// attributes live in the engine, one that reaches a meta-call of a goal
// known only at run time, which the engine may solve on copies.
func (b *Bridge) tracedClauses(p *engine.Pred) bool {
	return b.eligible(p) && (b.reach[p]&metaCalls == 0 || !b.em.EngineOnlyAttributes()) && !p.IsForeign() && !(p.IsTabled() && p.IsDynamic()) && p.NumberOfClauses() > 0
}
