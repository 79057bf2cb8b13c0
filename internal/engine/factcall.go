package engine

// Calls of a dynamic predicate's facts made from outside the solver: the
// WAM core runs the predicates that call a dynamic predicate whose clauses
// are all facts, and asks the database for the facts that may match each
// call (see internal/engine/wam's opFacts). The clauses are selected as
// the solver selects them (first-argument index, argument signature, the
// generation the call sees, as the logical update view says); the core
// unifies their heads with the call's arguments where those are, on its
// heap.

// FactCursor walks the facts of a call of a dynamic predicate whose
// clauses are facts, for a machine that unifies their heads itself: the
// WAM core unifies each fact's head templates (see Clause.HeadArg) with
// the call's arguments on its heap, and keeps the cursor in the
// choicepoint of a call that later facts may match. A cursor is a value:
// beginning and walking it allocates nothing.
type FactCursor struct {
	cands []*Clause
	gen   uint64
	key   indexKey
	next  int // the index in cands of the next candidate, -1 for none
	// erase makes the cursor retract/1's: its candidates are the facts
	// visible when it began that are still there when it comes to them.
	erase bool
}

// IndexKey is the first-argument index key of a call (see KeyOfAtom,
// KeyOfInt, KeyOfFunctor and KeyOfTerm); the zero IndexKey is that of an
// unbound argument, which every clause may match.
type IndexKey = indexKey

// KeyOfAtom is the index key of the atom a.
func KeyOfAtom(a *Atom) IndexKey { return indexKey{kind: keyAtom, atom: a} }

// KeyOfInt is the index key of the integer n.
func KeyOfInt(n int64) IndexKey { return indexKey{kind: keyInt, n: n} }

// KeyOfFunctor is the index key of a compound name/arity.
func KeyOfFunctor(name *Atom, arity int) IndexKey {
	return indexKey{kind: keyFunctor, atom: name, n: int64(arity)}
}

// KeyOfTerm is the index key of the term t.
func KeyOfTerm(t Term) IndexKey { return indexKeyOf(Deref(t)) }

// BeginFacts begins in c a call of p whose arguments have the index keys
// keys (the first one's alone when p is no large table of facts, see
// IndexesLaterArgs) and whose argument p.SigArg() has signature field
// sig (0 for a variable, see SigAtom). p must hold only facts (see
// Pred.HasRules). The call sees the clauses of the database's generation
// now, as the logical update view says; its candidates are selected as
// the solver selects them (callCandidates: the first argument's index, a
// later argument's, an argument's signature).
func (m *Machine) BeginFacts(c *FactCursor, p *Pred, keys []IndexKey, sig uint64) {
	var k indexKey
	if len(keys) > 0 {
		k = keys[0]
	}
	*c = FactCursor{gen: m.db.generation}
	c.cands, c.key = p.indexed(k)
	later := false
	if len(keys) >= 2 && p.IndexesLaterArgs() {
		var cands []*Clause
		if cands, later = p.laterArgFor(k, len(c.cands), len(keys), func(a int) indexKey { return keys[a] }); later {
			// The first argument, if bound, is matched as the
			// candidates are tried.
			c.cands, c.key = cands, k
		}
	}
	if !later && p.sigArg > 0 && sig != 0 && len(c.cands) > 1 {
		c.cands = p.bySigField(c.cands, int(p.sigArg), sig)
	}
	c.next = nextClause(c.cands, 0, c.gen, c.key)
}

// BeginRetract begins in c (as BeginFacts does) a call of retract/1 on a
// fact of p whose arguments have the index keys keys (see
// retractCandidates). As retract/1 does, it looks at the clauses visible
// when it began that are still there when it comes to them, and leaves
// an alternative while a later one visible then remains (More).
func (m *Machine) BeginRetract(c *FactCursor, p *Pred, keys []IndexKey) {
	*c = FactCursor{gen: m.db.generation, erase: true}
	c.cands = p.retractCandidates(len(keys), func(a int) indexKey { return keys[a] })
	c.next = nextClause(c.cands, 0, c.gen, indexKey{})
}

// retractCandidates returns the clauses of p that retract/1, or
// retractall/1, of a head of n arguments whose index keys key gives
// tries: those of the first argument's index, or of a later argument's
// when p is a large table of facts and that one selects fewer (see
// laterArgFor), so that a table of counters updated by retract/1 and
// assertz/1 is not scanned per update. The engine's retract/1 and the
// core's select alike, and so leave the same alternatives.
func (p *Pred) retractCandidates(n int, key func(a int) indexKey) []*Clause {
	var k indexKey
	if n > 0 {
		k = key(0)
	}
	cands := p.candidates(k)
	if n >= 2 && p.IndexesLaterArgs() {
		if later, ok := p.laterArgFor(k, len(cands), n, key); ok {
			return later
		}
	}
	return cands
}

// RetractCandidates returns the clauses of p visible now that retract/1
// or retractall/1 of head tries, in order (see retractCandidates).
func (m *Machine) RetractCandidates(p *Pred, head Term) []*Clause {
	var args []Term
	if c, ok := Deref(head).(*Compound); ok {
		args = c.Args
	}
	gen := m.db.generation
	cands := p.retractCandidates(len(args), func(a int) indexKey { return indexKeyOf(Deref(args[a])) })
	out := make([]*Clause, 0, len(cands))
	for _, c := range cands {
		if c.Visible(gen) {
			out = append(out, c)
		}
	}
	return out
}

// Next returns the next candidate of the call, nil when there is none
// left. The candidates of a call of retract/1 are the facts visible when
// it began, those erased since included (SWI-Prolog's logical update
// view: retract/1 of a clause another retract/1 erased succeeds).
func (c *FactCursor) Next() *Clause {
	for i := c.next; i >= 0; {
		cl := c.cands[i]
		if !c.erase {
			c.next = nextClause(c.cands, i+1, c.gen, c.key)
			return cl
		}
		i = nextClause(c.cands, i+1, c.gen, indexKey{})
		if cl.IsFact() { // retract(Head) is retract((Head :- true))
			c.next = i
			return cl
		}
	}
	c.next = -1
	return nil
}

// More reports whether a later candidate remains: the call is to leave
// an alternative.
func (c *FactCursor) More() bool { return c.next >= 0 }

// Retracting reports whether c is a call of retract/1.
func (c *FactCursor) Retracting() bool { return c.erase }

// NumVars returns the number of variables of c: the slots of the
// environment in which its head templates are unified (see HeadArg).
func (c *Clause) NumVars() int { return int(c.nvars) }

// HeadArg returns the template of argument k of c's head: an atom, an
// integer or another atomic term, a compound without variables, or a
// template that TemplateVar or TemplateCompound decodes.
func (c *Clause) HeadArg(k int) Term { return c.head[k].t }

// TemplateVar decodes t, a template of a clause's variable: its slot in
// the clause's environment, and whether the variable occurs only there
// (void), where nothing is to be kept of what it meets.
func TemplateVar(t Term) (slot int, void, ok bool) {
	if v, ok := t.(*tvar); ok {
		return v.slot, v.void, true
	}
	return 0, false, false
}

// TemplateCompound decodes t, a template of a compound with variables:
// its name and the templates of its arguments.
func TemplateCompound(t Term) (name *Atom, args []Term, ok bool) {
	if x, ok := t.(*tcomp); ok {
		return x.name, x.args, true
	}
	return nil, nil, false
}

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
