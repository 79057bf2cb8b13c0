package wam

import (
	"github.com/goprolog/goprolog/internal/engine"
)

// traced reports whether a traced call of p runs on the core (see
// trace.go): whether p, and every predicate its clauses call directly or
// not, are static predicates defined by clauses whose bodies hold only
// control constructs, calls of such predicates, goals of the built-ins
// that the core runs, and call/N, catch/3 and the library's
// meta-predicates of such goals spelled out. Meta-calls of goals known
// only at run time, the cleanups of setup_call_cleanup/3 and its kin,
// the database's and the tabling's goals, and the attributes' go to the
// engine's solver, which traces them.
func (b *Bridge) traced(p *engine.Pred) bool { return closedUnder(p, b.traceable, b.tracedCalls) }

// attributing holds the built-ins that give variables attributes: the
// goals that binding them wakes are not traced code.
var attributing = map[functor]bool{
	{engine.Intern("put_attr"), 3}: true, {engine.Intern("put_attrs"), 2}: true,
}

// tracedCalls returns the predicates that p's clauses call, and false
// when p or a goal of its clauses is not one that traced code runs (see
// traced).
func (b *Bridge) tracedCalls(p *engine.Pred) ([]*engine.Pred, bool) {
	if !b.eligible(p) || b.reach[p]&metaCalls != 0 || p.IsForeign() || p.IsDynamic() || p.IsTabled() ||
		p.NumberOfClauses() == 0 {
		return nil, false
	}
	var out []*engine.Pred
	for _, cl := range p.Clauses() {
		_, body := b.em.ClauseTerms(cl)
		for stack := []engine.Term{body}; len(stack) > 0; {
			g := engine.Deref(stack[len(stack)-1])
			stack = stack[:len(stack)-1]
			f, args := goalFunctor(g)
			if f.name == nil {
				return nil, false // a variable: a meta-call
			}
			switch {
			case control[f]:
				stack = append(stack, args...)
				continue
			case f.arity == 0 && (f.name == atomCut || f.name == atomTrue || f.name == atomFail || f.name == atomFalse):
				continue
			case f == atomCatch:
				if !staticGoal(args[0]) || !staticGoal(args[2]) {
					return nil, false
				}
				stack = append(stack, args[0], args[2])
				continue
			case f == atomClause || f == atomRetract || f == atomPredProp || f == atomTblClauses || f == atomPushCleanup,
				attributing[f]:
				return nil, false
			}
			if x, ok := g.(*engine.Compound); ok {
				goal, ok, err := metaGoal(x)
				if err != nil {
					return nil, false
				}
				if ok {
					// call/N of a goal spelled out: the goal is traced
					// code too (see tracedMetaCall).
					stack = append(stack, goal)
					continue
				}
				if body, ok := b.specialize(x); ok {
					// A library meta-predicate of a goal spelled out:
					// its clause, specialized, is traced code too.
					stack = append(stack, body)
					continue
				}
			}
			if q := b.em.Lookup(f.name, f.arity); q != nil && q.WorksOnOriginals() {
				return nil, false
			}
			if b.coreBuiltin(f) {
				continue
			}
			q := b.em.Lookup(f.name, f.arity)
			if q == nil || q.IsForeign() {
				return nil, false
			}
			out = append(out, q)
		}
	}
	return out, true
}
