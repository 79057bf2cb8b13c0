package wam

import (
	"math"

	"github.com/goprolog/goprolog/internal/engine"
)

// Dynamic predicates that hold rules. The database is the engine's; the
// core keeps its own compiled form of the clauses of a dynamic predicate
// that its code calls, and brings it up to date when a call finds that
// the database changed the predicate since the last one (Pred.Changes):
// it compiles the clauses added since, and makes the list of all the
// predicate's clauses anew, in the database's order, for the index to be
// made from. A clause is compiled once, and stays in the predicate's
// clauses for as long as the core lives: the candidate lists of calls
// begun before a change keep referring to the clauses they saw, which is
// the logical update view. The code of an erased clause is reclaimed with
// the core, at the next change of the static program.
//
// A dynamic predicate's calls are not filtered by argument signature, and
// its clauses get no Prolog-side precheck beyond the compiler's own.
// Tables of facts (dynamic predicates that never held a rule) are looked
// up instead (see facts.go).

// DynamicSource is where the core finds the clauses of the dynamic
// predicates it runs: the engine's database, through the Bridge.
type DynamicSource interface {
	// Clauses returns the clauses q holds now, in order.
	Clauses(q *engine.Pred) []*engine.Clause
	// Terms returns the head and body of c.
	Terms(c *engine.Clause) (head, body engine.Term)
	// Callees makes the core able to run the predicates that c, a rule
	// of q, calls.
	Callees(q *engine.Pred, c *engine.Clause) error
	// Lookup returns the dynamic predicate name/arity whose clauses
	// clause/2 may read, or nil.
	Lookup(name *engine.Atom, arity int) *engine.Pred
}

// dynamicPred makes p's predicate in the core the compiled form of the
// engine's dynamic predicate q, to be filled by its first call.
func (m *Machine) dynamicPred(q *engine.Pred) *pred {
	p := m.lookup(functor{q.Name, q.Arity})
	if p.dyn == nil {
		p.dyn, p.dynStamp = q, math.MaxUint64
	}
	return p
}

// syncDynamic brings p, the core's form of a dynamic predicate, up to
// date with the database. Clauses added at the end since the last look
// are compiled and added to the index as they come (a memo table that
// grows between its calls costs what its growth does); any other change
// makes the list and the index anew.
func (m *Machine) syncDynamic(p *pred) error {
	if m.Dynamic == nil {
		return errUnsupported{"a dynamic predicate"}
	}
	q := p.dyn
	stamp := q.Changes()
	if added, ok := q.AddedSince(p.dynStamp); ok {
		for _, c := range added {
			// Compiling a clause drops the index, which i is added to
			// instead.
			indexed, byKey, keys, keyed := p.indexed, p.byKey, p.keys, p.keyed
			i, err := m.compileDynamic(p, c)
			if err != nil {
				return err
			}
			p.dynIdx[c] = i
			if indexed {
				p.indexed, p.byKey, p.keys, p.keyed = true, byKey, keys, keyed
				p.indexAdd(i)
			}
		}
		p.dynStamp = stamp
		return nil
	}
	cs := m.Dynamic.Clauses(q)
	idx := make(map[*engine.Clause]int32, len(cs))
	all := make([]int32, 0, len(cs))
	for _, c := range cs {
		i, ok := p.dynIdx[c]
		if !ok {
			var err error
			if i, err = m.compileDynamic(p, c); err != nil {
				return err
			}
		}
		idx[c] = i
		all = append(all, i)
	}
	p.dynIdx, p.all, p.dynStamp = idx, all, stamp
	p.byKey, p.keys, p.keyed, p.indexed = nil, nil, nil, false
	return nil
}

// compileDynamic compiles clause c of p's dynamic predicate, which adds
// it at the end of p.clauses and p.all, and makes the core able to run
// what it calls; it returns its place in p.clauses. For clause/2's table
// of the predicate (see clauseTable), it compiles the clause's fact
// there instead.
func (m *Machine) compileDynamic(p *pred, c *engine.Clause) (int32, error) {
	h, body := m.Dynamic.Terms(c)
	if p.clauseOf {
		var args []engine.Term
		if x, ok := engine.Deref(h).(*engine.Compound); ok {
			args = append(args, x.Args...)
		}
		if err := m.AddClause(engine.NewCompound(p.fn.name, append(args, body)...)); err != nil {
			return 0, err
		}
		return int32(len(p.clauses) - 1), nil
	}
	if !c.IsFact() && tooDeep(body) {
		return 0, errUnsupported{"a clause nested too deep"}
	}
	if err := m.addProgramClause(p.dyn, h, body); err != nil {
		return 0, err
	}
	if !c.IsFact() {
		if err := m.Dynamic.Callees(p.dyn, c); err != nil {
			return 0, err
		}
	}
	return int32(len(p.clauses) - 1), nil
}

// clauseTable returns the predicate whose facts are the clauses of the
// dynamic predicate q, for clause/2 to call as it calls the table of a
// static predicate's (see factTable): the fact of a clause H :- B of
// p(A1, ..., An) is '$wam_clausesK'(A1, ..., An, B). It is kept up to date
// with the database as q's own form is (see syncDynamic), so a
// meta-interpreter reads a dynamic program on the heap, without copying
// what it reads out of it.
func (m *Machine) clauseTable(q *engine.Pred) *pred {
	args := make([]engine.Term, q.Arity+1)
	for k := range args {
		args[k] = new(engine.Var)
	}
	p, _ := m.newPred("$wam_clauses", args)
	p.aux, p.quietRedo = true, true
	p.dyn, p.dynStamp, p.clauseOf = q, math.MaxUint64, true
	return p
}
