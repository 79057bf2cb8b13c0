package engine

// Indexes on an argument after the first, for the calls of a large
// table of facts, static or asserted, whose first argument is unbound and
// another one is bound: a table of edges looked up by their target, of
// records looked up by a field other than their key. The first-argument
// index cannot select those; SWI-Prolog builds such an index when a call
// first needs it (its just-in-time indexing), and so do the solver and
// the WAM core (laterArg). The index is a predIndex on that argument,
// kept up to date as clauses are asserted and retracted, as the
// first-argument index is.

// StaticFactsMin is the number of clauses from which a static predicate
// whose clauses are all facts is a large table of facts
// (Pred.IsStaticFactTable): one whose calls with an unbound first
// argument select through an index on a later argument, and which the
// WAM core looks up in the database instead of compiling.
const StaticFactsMin = 256

// IsStaticFactTable reports whether p is a static predicate of
// StaticFactsMin facts or more, with no rule.
func (p *Pred) IsStaticFactTable() bool {
	return p.flags&predDynamic == 0 && p.IndexesLaterArgs()
}

// IndexesLaterArgs reports whether the calls of p whose first argument
// is unbound select through an index on a later argument that is bound:
// p is a large table of facts, static (IsStaticFactTable) or dynamic
// (StaticFactsMin facts or more, no rule asserted), as SWI-Prolog's
// just-in-time indexes serve a database asserted and then looked up by
// another field.
func (p *Pred) IndexesLaterArgs() bool {
	return p.flags&(predRules|predTabled) == 0 && p.builtin == nil && p.live >= StaticFactsMin
}

// noArgIndex stands in Pred.argIx for an argument that a live clause has
// a variable at, which is not indexed: a variable clause would sit in
// every bucket, and each one asserted would be added to each.
var noArgIndex = &predIndex{}

// laterArg returns the candidates of a call of p (IndexesLaterArgs)
// whose first argument is unbound, whose argument a (1 to p.Arity-1) has
// the key k, through an index on argument a made the first time and
// kept up to date as clauses are added and erased; false when p is not
// such a table or has had a clause with a variable at a. The solver
// (byLaterArg) and the WAM core (BeginFactsAt) select alike, so that the
// calls leave the same choicepoints, on which the inferences of a redo
// depend.
func (p *Pred) laterArg(a int, k indexKey) ([]*Clause, bool) {
	if k.kind == keyNone || a < 1 || a >= p.Arity || !p.IndexesLaterArgs() {
		return nil, false
	}
	if p.argIx == nil {
		p.argIx = make([]*predIndex, p.Arity)
	}
	ix := p.argIx[a]
	if ix == nil {
		ix = noArgIndex
		if !p.hasVarAt(a) {
			ix = buildIndexOn(p, a)
		}
		p.argIx[a] = ix
	}
	if ix == noArgIndex {
		return nil, false
	}
	if k.kind == keyOther {
		return ix.other, true
	}
	return ix.bucket(k, p.clauses), true
}

// hasVarAt reports whether a live clause of p has a variable at argument
// a.
func (p *Pred) hasVarAt(a int) bool {
	for _, cl := range p.clauses[p.first:] {
		if !cl.Erased() && indexKeyOf(cl.head[a].t).kind == keyNone {
			return true
		}
	}
	return false
}

// addToArgIndexes adds p.clauses[i], just added at the end, to the
// indexes on later arguments; an index on an argument where it has a
// variable is dropped for good (noArgIndex).
func (p *Pred) addToArgIndexes(i int) {
	for a, ix := range p.argIx {
		switch {
		case ix == nil || ix == noArgIndex:
		case indexKeyOf(p.clauses[i].head[a].t).kind == keyNone:
			p.argIx[a] = noArgIndex
		default:
			ix.add(p.clauses, i)
		}
	}
}

// dropArgIndexes drops the indexes on later arguments, made for a clause
// list that p no longer has: they are made again when a call needs one.
// The arguments not to index stay so.
func (p *Pred) dropArgIndexes() {
	for a, ix := range p.argIx {
		if ix != noArgIndex {
			p.argIx[a] = nil
		}
	}
}

// byLaterArg returns the candidates of a call of p on args whose first
// argument has the key k and the candidates first through the
// first-argument index, when a later argument's index selects them (see
// laterArgFor), or false.
func (p *Pred) byLaterArg(k indexKey, first []*Clause, args []Term) ([]*Clause, bool) {
	if len(args) < 2 || !p.IndexesLaterArgs() {
		return nil, false
	}
	return p.laterArgFor(k, len(first), len(args), func(a int) indexKey { return indexKeyOf(Deref(args[a])) })
}

// laterArgFor returns the candidates of a call of p (IndexesLaterArgs)
// on n arguments, argument a of which has the index key key(a), through
// the index on a later argument (see laterArg): when the first argument,
// whose key is k, is unbound, the first bound argument after it that has
// an index; when it is bound, and its index selects first candidates,
// more than fewCandidates, the bound argument after it whose index
// selects the fewest, if fewer than first, as SWI-Prolog's just-in-time indexing picks the argument
// that tells the clauses apart best (a table of (Kind, Id, Value) facts
// looked up by kind and id: a few kinds, thousands of ids). It returns
// false when the first argument's index serves the call. The solver
// (byLaterArg) and the WAM core (BeginFacts) select alike, so that
// the calls leave the same choicepoints, on which the inferences of a
// redo depend.
func (p *Pred) laterArgFor(k indexKey, first, n int, key func(a int) indexKey) ([]*Clause, bool) {
	if k.kind != keyNone && first <= fewCandidates {
		// Selective enough: no index on a later argument is built for
		// a table whose first argument is a key (edges, key-value pairs).
		return nil, false
	}
	var best []*Clause
	found := false
	for a := 1; a < n; a++ {
		ak := key(a)
		if ak.kind == keyNone {
			continue
		}
		cands, ok := p.laterArg(a, ak)
		if !ok {
			continue
		}
		if k.kind == keyNone {
			return cands, true
		}
		if len(cands) < first && (!found || len(cands) < len(best)) {
			best, found = cands, true
		}
	}
	return best, found
}

// fewCandidates is the most candidates a bound first argument may select
// for a call to keep them, whatever its other arguments (see
// laterArgFor).
const fewCandidates = 8
