package engine

import "math"

// Calls of a dynamic predicate's facts made from outside the solver: the
// WAM core runs the predicates that call a dynamic predicate whose clauses
// are all facts, and asks the database for the facts that match each call
// (see internal/engine/wam's opFacts). The clauses are selected as the
// solver selects them (first-argument index, argument signature, the
// generation the call sees, as the logical update view says), and their
// heads are unified by the solver's head unification.

// FactQuery is a call of a dynamic predicate whose clauses are facts, on
// arguments the caller owns: Next unifies them with the next matching
// fact. The bindings of one answer last until the next Next. They are of
// the caller's copies and of the facts' own variables, none older than
// the query, so the query keeps their trail entries itself (undo) rather
// than on the machine's trail, where the solver may push entries of its
// own above them while the query stays open.
type FactQuery struct {
	m     *Machine
	p     *Pred
	args  []Term
	cands []*Clause
	gen   uint64
	key   indexKey
	next  int // the index in cands of the next candidate, -1 for none
	mark  int // the trail's length before the answer's bindings
	env   []Term
	undo  []trailEntry // the bindings of the last answer
	begun bool
	// erase makes the query retract/1's: each answer erases its fact.
	erase bool
}

// CallFacts begins in q a call of p with args, and returns q. p must be
// dynamic and hold only facts (see Pred.HasRules); the call sees the
// clauses of the database's generation now. q may be a closed query, whose
// storage it reuses, or nil.
func (m *Machine) CallFacts(q *FactQuery, p *Pred, args []Term) *FactQuery {
	if q == nil {
		q = new(FactQuery)
	}
	*q = FactQuery{m: m, p: p, args: args, gen: m.db.generation, env: q.env, undo: q.undo}
	var first Term
	if len(args) > 0 {
		first = Deref(args[0])
	}
	q.cands, q.key = p.indexed(indexKeyOf(first))
	if p.sigArg > 0 && len(q.cands) > 1 {
		q.cands = p.bySig(q.cands, args)
	}
	q.next = nextClause(q.cands, 0, q.gen, q.key)
	return q
}

// RetractFacts begins in q (as CallFacts does) a call of retract/1 on
// a fact of p whose arguments are args: each answer erases the fact it
// unified with. As retract/1 does, it looks at the clauses visible when it
// began that are still there when it comes to them, and leaves an
// alternative while any later one remains.
func (m *Machine) RetractFacts(q *FactQuery, p *Pred, args []Term) *FactQuery {
	if q == nil {
		q = new(FactQuery)
	}
	var first Term
	if len(args) > 0 {
		first = args[0]
	}
	*q = FactQuery{m: m, p: p, args: args, env: q.env, undo: q.undo, erase: true}
	q.cands = m.VisibleClauses(p, first)
	if len(q.cands) == 0 {
		q.next = -1
	}
	return q
}

// Next unifies the call's arguments with the next fact that matches
// them, undoing the bindings of the previous answer first, and reports
// whether there was one.
func (q *FactQuery) Next() (bool, error) {
	m := q.m
	q.mark = len(m.trail)
	if q.begun && len(q.undo) > 0 {
		m.trail = append(m.trail, q.undo...)
		m.undoTrail(q.mark)
		clear(q.undo)
		q.undo = q.undo[:0]
	}
	q.begun = true
	saved := m.varMark
	m.varMark = math.MaxInt64 // trail every binding: the next answer undoes them
	defer func() { m.varMark = saved }()
	for i := q.next; i >= 0; {
		cl := q.cands[i]
		var j int
		if q.erase {
			if j = i + 1; j == len(q.cands) {
				j = -1
			}
			if cl.Erased() || !cl.IsFact() {
				i = j // retract(Head) is retract((Head :- true))
				continue
			}
		} else {
			j = nextClause(q.cands, i+1, q.gen, q.key)
		}
		if cap(q.env) < int(cl.nvars) {
			q.env = make([]Term, cl.nvars)
		}
		env := q.env[:cl.nvars]
		clear(env)
		if m.unifyHeadArgs(cl, q.args, env) {
			q.next = j
			if q.erase {
				m.Erase(cl)
			}
			q.undo = append(q.undo[:0], m.trail[q.mark:]...)
			clear(m.trail[q.mark:])
			m.trail = m.trail[:q.mark]
			return true, nil
		}
		m.undoTrail(q.mark)
		i = j
	}
	q.next = -1
	return false, nil
}

// HasAlternatives reports whether a later fact may match the call.
func (q *FactQuery) HasAlternatives() bool { return q.next >= 0 }

// FailCounted reports that a failed call of facts is a counted failure,
// as a call of clauses whose heads do not match is.
func (q *FactQuery) FailCounted() bool { return true }

// Close ends the call. The bindings of its last answer stay: they are of
// the caller's copies of its arguments, which it has read by then.
func (q *FactQuery) Close() {
	clear(q.undo)
	q.undo = q.undo[:0]
	q.next, q.cands = -1, nil
	clear(q.args)
	clear(q.env)
}

// Args returns the storage of the arguments the query was begun with, for
// a caller to reuse once the query is closed.
func (q *FactQuery) Args() []Term { return q.args[:0] }

// HasRules reports whether a clause with a body was ever added to p. A
// dynamic predicate without one is a table of facts, which the WAM core
// looks up itself; adding the first rule to it is a change of the
// program, and adding another one is when Hooks.RuleAdded says so (see
// noteRule).
func (p *Pred) HasRules() bool { return p.flags&predRules != 0 }

// Changes counts the clauses added to p and erased from it: a machine
// that keeps its own form of p's clauses looks at it to know when to
// look again.
func (p *Pred) Changes() uint64 { return p.changes }

// AddedSince returns the clauses added at the end of p since its Changes
// were stamp, when that is all that changed p since then, and false
// otherwise.
func (p *Pred) AddedSince(stamp uint64) ([]*Clause, bool) {
	if stamp < p.reordered || stamp > p.changes || p.changes-stamp > uint64(len(p.clauses)) {
		return nil, false
	}
	return p.clauses[len(p.clauses)-int(p.changes-stamp):], true
}

// IsFact reports whether c is a fact: its body is true.
func (c *Clause) IsFact() bool { return c.rule.src == AtomTrue }

// noteRule records that cl, added to p, may be a rule.
func (m *Machine) noteRule(p *Pred, cl *Clause) {
	switch {
	case cl.IsFact():
	case p.flags&predRules == 0:
		p.flags |= predRules
		p.noteProgramChange()
	case p.flags&predDynamic != 0 && m.Hooks.RuleAdded != nil && m.Hooks.RuleAdded(m, p, cl):
		p.noteProgramChange()
	}
}
