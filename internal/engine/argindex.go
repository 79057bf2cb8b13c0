package engine

// Indexes on an argument after the first, for the calls of a large static
// table of facts whose first argument is unbound and another one is
// bound: a table of edges looked up by their target, of records looked up
// by a field other than their key. The first-argument index (predIndex)
// cannot select those; SWI-Prolog builds such an index when a call first
// needs it (its just-in-time indexing), and so do the solver and the WAM
// core (laterArg).

// StaticFactsMin is the number of clauses from which a static predicate
// whose clauses are all facts is a large table of facts
// (Pred.IsStaticFactTable): one whose calls with an unbound first
// argument select through an index on a later argument, and which the
// WAM core looks up in the database instead of compiling.
const StaticFactsMin = 256

// IsStaticFactTable reports whether p is a static predicate of
// StaticFactsMin facts or more, with no rule.
func (p *Pred) IsStaticFactTable() bool {
	return p.flags&(predDynamic|predRules|predTabled) == 0 && p.builtin == nil && p.live >= StaticFactsMin
}

// argIndex maps the keys of argument a of a predicate's clauses to the
// clauses that have them, in order. It is made only for an argument that
// no clause has a variable at, so that a bucket is every clause that may
// match; the clauses whose argument has no key of its own (a float, a
// string, a big integer: keyOther) share one bucket, whose heads the
// caller's unification tells apart. stamp is the predicate's Changes when
// it was built, and none says that the argument cannot be indexed.
type argIndex struct {
	stamp   uint64
	none    bool
	buckets map[indexKey][]*Clause
}

// laterArg returns the candidates of a call of p, a large static table
// of facts (IsStaticFactTable) whose first argument is unbound, whose
// argument a (1 to p.Arity-1) has the key k, through an index on
// argument a made the first time; false when p is not such a table or
// has a clause with a variable at a. The solver (byLaterArg) and the WAM
// core (BeginFactsAt) select alike, so that the calls leave the same
// choicepoints, on which the inferences of a redo depend.
func (p *Pred) laterArg(a int, k indexKey) ([]*Clause, bool) {
	if k.kind == keyNone || a < 1 || a >= p.Arity || !p.IsStaticFactTable() {
		return nil, false
	}
	if p.argIx == nil {
		p.argIx = make([]*argIndex, p.Arity)
	}
	ix := p.argIx[a]
	if ix == nil || ix.stamp != p.changes {
		ix = buildArgIndex(p, a)
		p.argIx[a] = ix
	}
	if ix.none {
		return nil, false
	}
	return ix.buckets[k], true
}

// byLaterArg returns the candidates of a call of p on args whose first
// argument has the key k: when that is a variable's, those selected
// through the index on the first bound argument after it that has one
// (see laterArg), or false.
func (p *Pred) byLaterArg(k indexKey, args []Term) ([]*Clause, bool) {
	if k.kind != keyNone || len(args) < 2 || p.live < StaticFactsMin {
		return nil, false
	}
	for a := 1; a < len(args); a++ {
		if cands, ok := p.laterArg(a, indexKeyOf(Deref(args[a]))); ok {
			return cands, true
		}
	}
	return nil, false
}

// BeginFactsAt begins in c, as BeginFacts does, a call of p whose first
// argument is unbound and whose argument a has the index key k,
// selecting the candidates as the solver does (see laterArg). It reports
// false, leaving c as it was, when there is no index for it: the caller
// tries the next argument, or begins the call with BeginFacts.
func (m *Machine) BeginFactsAt(c *FactCursor, p *Pred, a int, k IndexKey) bool {
	cands, ok := p.laterArg(a, k)
	if !ok {
		return false
	}
	*c = FactCursor{gen: m.db.generation, cands: cands}
	c.next = nextClause(c.cands, 0, c.gen, indexKey{})
	return true
}

// buildArgIndex makes the index on argument a of p's clauses.
func buildArgIndex(p *Pred, a int) *argIndex {
	ix := &argIndex{stamp: p.changes}
	for _, cl := range p.clauses {
		if !cl.Erased() && indexKeyOf(cl.head[a].t).kind == keyNone {
			ix.none = true
			return ix
		}
	}
	ix.buckets = map[indexKey][]*Clause{}
	for i, cl := range p.clauses {
		if cl.Erased() {
			continue
		}
		k := indexKeyOf(cl.head[a].t)
		b := ix.buckets[k]
		if b == nil {
			// A key's first clause is a one-element subslice of the
			// clause list, which is never written in place: most keys
			// of a large table have one clause, and allocate nothing.
			ix.buckets[k] = p.clauses[i : i+1 : i+1]
			continue
		}
		ix.buckets[k] = append(b, cl)
	}
	return ix
}
