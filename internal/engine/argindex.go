package engine

// Indexes on an argument after the first, for the calls of a large static
// predicate of facts whose first argument is unbound and another one is
// bound: a table of edges looked up by their target, of records looked up
// by a field other than their key. The first-argument index (predIndex)
// cannot select those; SWI-Prolog builds such an index when a call first
// needs it (its just-in-time indexing), and so does BeginFactsAt.

// argIndexMin is the number of clauses from which an argument index is
// built: below it a scan of the clauses costs little.
const argIndexMin = 64

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

// BeginFactsAt begins in c, as BeginFacts does, a call of the static
// predicate of facts p whose first argument is unbound and whose
// argument a (1 to p.Arity-1) has index key k, selecting the candidates
// through an index on argument a, made the first time. It reports false,
// leaving c as it was, when p is not large enough for one, is dynamic
// (whose changes would make it again and again), or has a clause with a
// variable at a: the caller begins the call with BeginFacts.
func (m *Machine) BeginFactsAt(c *FactCursor, p *Pred, a int, k IndexKey) bool {
	if k.kind == keyNone || a < 1 || a >= p.Arity || p.IsDynamic() || p.live < argIndexMin {
		return false
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
		return false
	}
	*c = FactCursor{gen: m.db.generation, cands: ix.buckets[k]}
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
