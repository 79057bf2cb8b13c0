package builtins

import "github.com/goprolog/goprolog/internal/engine"

// Clause references: assert/2, asserta/2, assertz/2 and clause/3 give the
// clause they add or find as a reference (a *engine.Clause, which is a
// term: see internal/engine/dbref.go), and erase/1 and instance/2 act on it and on
// the record references of records.go. blob/2 tells references apart
// from atoms.
//
// A reference stays valid whatever happens to other clauses: it is the
// clause itself, not a position in its predicate. Erasing through a
// reference is retracting, with the same logical update view: a call
// that began before the erase still sees the clause.

var (
	atomBlobText     = engine.Intern("text")
	atomBlobReserved = engine.Intern("reserved_symbol")
)

// dbRefArg requires a database reference, clause or record
// (type_error(db_reference, T) for anything else).
func dbRefArg(t engine.Term) (engine.Term, error) {
	t = engine.Deref(t)
	switch {
	case engine.IsDBRef(t):
		return t, nil
	case isUnbound(t):
		return nil, engine.InstantiationError()
	}
	return nil, engine.TypeError("db_reference", t)
}

// clauseRefArg requires a clause reference: a record reference is a
// type_error(db_reference, R) here too, as in SWI-Prolog.
func clauseRefArg(t engine.Term) (*engine.Clause, error) {
	ref, err := dbRefArg(t)
	if err != nil {
		return nil, err
	}
	c, ok := ref.(*engine.Clause)
	if !ok {
		return nil, engine.TypeError("db_reference", ref)
	}
	return c, nil
}

// liveClauseArg is clauseRefArg for a lookup by reference (clause/3,
// nth_clause/3): c is nil, with no error, when the clause was erased,
// which such a lookup fails on.
func liveClauseArg(t engine.Term) (*engine.Clause, error) {
	c, err := clauseRefArg(t)
	if err != nil || c.Erased() {
		return nil, err
	}
	return c, nil
}

// unboundRefArg requires the reference argument of assert/2 and
// recorda/3 to be unbound (uninstantiation_error(Ref) otherwise): they
// make a new reference, which nothing else can equal.
func unboundRefArg(t engine.Term) error {
	if !isUnbound(t) {
		return engine.UninstantiationError(engine.Deref(t))
	}
	return nil
}

// refAssert implements assertz/2 and assert/2 (atEnd) and asserta/2:
// assert/1 giving the reference of the new clause.
func refAssert(atEnd bool) engine.Builtin {
	return func(m *engine.Machine, args []engine.Term) (bool, error) {
		if err := unboundRefArg(args[1]); err != nil {
			return false, err
		}
		cl, err := assertTerm(m, args[0], atEnd)
		if err != nil {
			return false, err
		}
		return m.Unify(args[1], cl), nil
	}
}

// refClause3 implements clause/3. With the reference unbound it is
// clause/2 giving each clause's reference too; with it bound it gives
// the head and body of that clause, which fails once it is erased.
//
// Unlike clause/2 (which follows ISO), a body that is not callable makes
// clause/3 fail, as in SWI-Prolog: no clause has such a body.
func refClause3(m *engine.Machine, args []engine.Term) (bool, error) {
	head, body := engine.Deref(args[0]), engine.Deref(args[1])
	if !isUnbound(args[2]) {
		c, err := liveClauseArg(args[2])
		if c == nil {
			return false, err
		}
		h, b := m.ClauseTerms(c)
		return m.Unify(head, h) && m.Unify(body, b), nil
	}
	p, err := accessible(m, head, "access")
	if p == nil || err != nil {
		return false, err
	}
	if !isUnbound(body) && !engine.IsCallable(body) {
		return false, nil
	}
	return clauseFrom(m, m.ClauseCandidates(p, head), 0, head, body, args[2])
}

// refErase implements erase/1: it retracts a clause or erases a record,
// and fails if that is already done. Only clauses of dynamic predicates
// may be erased (permission_error(clause, erase, Ref)), but an erased
// clause of any predicate just fails, as in SWI-Prolog.
func refErase(m *engine.Machine, args []engine.Term) (bool, error) {
	ref, err := dbRefArg(args[0])
	if err != nil {
		return false, err
	}
	switch r := ref.(type) {
	case *engine.Record:
		return recordsOf(m).erase(r), nil
	case *engine.Clause:
		if r.Erased() {
			// Retracted, or its predicate abolished or reloaded.
			return false, nil
		}
		if !r.Pred().IsDynamic() {
			return false, engine.PermissionError("clause", "erase", r)
		}
		m.Erase(r)
		return true, nil
	}
	return false, nil
}

// refInstance implements instance/2: the clause a reference names, as
// Head :- Body (Head :- true for a fact), or the term a record holds. An
// erased clause or record has no instance.
func refInstance(m *engine.Machine, args []engine.Term) (bool, error) {
	ref, err := dbRefArg(args[0])
	if err != nil {
		return false, err
	}
	switch r := ref.(type) {
	case *engine.Clause:
		if r.Erased() {
			return false, nil
		}
		h, b := m.ClauseTerms(r)
		return m.Unify(args[1], engine.NewCompound(engine.AtomNeck, h, b)), nil
	case *engine.Record:
		if r.Erased() {
			return false, nil
		}
		return m.Unify(args[1], m.CopyTerm(r.Value)), nil
	}
	return false, nil
}

// refBlob implements blob/2 for the blobs goprolog has: atoms (text, and
// reserved_symbol for []) and database references (clause, record).
// Anything else, a variable included, is not a blob.
func refBlob(m *engine.Machine, args []engine.Term) (bool, error) {
	var kind engine.Term
	switch x := engine.Deref(args[0]).(type) {
	case *engine.Atom:
		kind = atomBlobText
		if x == engine.AtomNil {
			kind = atomBlobReserved
		}
	case *engine.Clause, *engine.Record:
		kind = engine.DBRefKind(x)
	default:
		return false, nil
	}
	return m.Unify(args[1], kind), nil
}

var dbRefBuiltins = []engine.BuiltinSpec{
	{Name: "assert", Arity: 2, Fn: refAssert(true)},
	{Name: "assertz", Arity: 2, Fn: refAssert(true)},
	{Name: "asserta", Arity: 2, Fn: refAssert(false)},
	{Name: "clause", Arity: 3, Fn: refClause3},
	{Name: "erase", Arity: 1, Fn: refErase},
	{Name: "instance", Arity: 2, Fn: refInstance},
	{Name: "blob", Arity: 2, Fn: refBlob},
}
