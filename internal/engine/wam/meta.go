package wam

import (
	"fmt"

	"github.com/goprolog/goprolog/internal/engine"
)

// Meta-calls whose goal the clause spells out: call(G), call(G, A...),
// and the library's meta-predicates (findall/3, forall/2, once/1, ...)
// called with a goal written in the clause.
//
// call/N of a known goal compiles to a call of a predicate of its own,
// whose one clause runs the goal: calling it counts the inference of
// call/N, and a cut in the goal cuts to that predicate's barrier, which
// is what makes call/N opaque to cut. A library meta-predicate is
// specialized for the goal (see Machine.Specialize): its clause, with the
// call's arguments in place of its head's variables, becomes a predicate
// of its own, whose calls count as the library predicate's. The answers,
// their order and the inference counts are those of package engine,
// which runs the same library clause and meta-calls the same goal.
//
// findall/3 and findall/4 collect their solutions in bags (see
// Machine.bags): the library's '$findall_bag'/1, '$findall_add'/2 and
// '$findall_collect'/2,3 run in line, on a bag named by an integer.

// Names of the library's findall helpers, which the core runs in line.
var (
	atomFindallBag     = engine.Intern("$findall_bag")
	atomFindallAdd     = engine.Intern("$findall_add")
	atomFindallCollect = engine.Intern("$findall_collect")
)

// metaGoal returns the goal that a call/N goal x calls (its first
// argument with the others appended), or false when x is not one. The
// goal must be known: call/N of a variable, or of a number, is left to
// the engine, which raises its errors as it runs.
func metaGoal(x *engine.Compound) (engine.Term, bool, error) {
	if x.Name != engine.AtomCall || len(x.Args) == 0 {
		return nil, false, nil
	}
	goal, err := engine.AddArgs(x.Args[0], x.Args[1:])
	if err != nil {
		return nil, false, errUnsupported{fmt.Sprintf("call/%d of a goal not known when compiling", len(x.Args))}
	}
	return goal, true, nil
}

// ownPredicate makes a predicate whose one clause is Head :- body, Head
// holding the variables of call, and returns the goal that calls it. The
// predicate is not aux: calling it is an inference, the one of the call
// it stands for.
func (m *Machine) ownPredicate(call engine.Term, body engine.Term, aux *[]auxJob) engine.Term {
	p, head := m.newPred("$wam_meta", termVars(call))
	*aux = append(*aux, auxJob{fn: p.fn, clauses: []engine.Term{engine.NewCompound(atomNeck, head, body)}})
	return head
}
