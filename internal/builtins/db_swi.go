package builtins

import (
	"sort"

	"github.com/goprolog/goprolog/internal/engine"
)

// nthClause implements nth_clause(?Head, ?Index, ?Ref): Ref is the
// reference of the Index-th clause (from 1) of the predicate of Head,
// which clause/3, erase/1 and instance/2 accept. With Ref bound, Head
// becomes the most general head of its predicate and Index its
// position; an erased clause has none. Otherwise Head must be callable
// and only its name and arity count; the clauses visible now are
// enumerated (or the one at a bound Index taken), and a built-in defined
// in Go, or an unknown predicate, has none. goprolog's library
// predicates written in Prolog (append/3, ...) are always loaded and
// have their clauses, where swipl's are until autoloaded.
func nthClause(m *engine.Machine, args []engine.Term) (bool, error) {
	if !isUnbound(args[2]) {
		c, err := liveClauseArg(args[2])
		if c == nil {
			return false, err
		}
		p := c.Pred()
		for i, d := range m.VisibleClauses(p, nil) {
			if d == c {
				return m.Unify(args[0], recKey{name: p.Name, arity: p.Arity}.term(m)) &&
					m.Unify(args[1], engine.MakeInt(int64(i+1))), nil
			}
		}
		return false, nil
	}
	head := engine.Deref(args[0])
	name, arity, ok := engine.Functor(head)
	if !ok {
		if isUnbound(head) {
			return false, engine.InstantiationError()
		}
		return false, engine.TypeError("callable", head)
	}
	p := m.Lookup(name, arity)
	if p == nil || p.IsForeign() {
		return false, nil
	}
	clauses := m.VisibleClauses(p, nil)
	index := engine.Deref(args[1])
	if n, ok := index.(engine.Int); ok {
		if n < 1 || int(n) > len(clauses) {
			return false, nil
		}
		return m.Unify(args[2], clauses[n-1]), nil
	}
	// swipl ignores an Index that is neither an integer nor unbound, and
	// enumerates the references alone.
	_, bindIndex := index.(*engine.Var)
	var try func(i int) (bool, error)
	try = func(i int) (bool, error) {
		if i+1 < len(clauses) {
			m.PushRedo(func(m *engine.Machine) (bool, error) { return try(i + 1) })
		}
		if bindIndex && !m.Unify(index, engine.MakeInt(int64(i+1))) {
			return false, nil
		}
		return m.Unify(args[2], clauses[i]), nil
	}
	if len(clauses) == 0 {
		return false, nil
	}
	return try(0)
}

// currentAtom implements current_atom(?Atom): Atom is an atom; an
// unbound argument enumerates the atoms the interpreter holds, in the
// standard order of terms (swipl's order is its atom table's).
func currentAtom(m *engine.Machine, args []engine.Term) (bool, error) {
	switch engine.Deref(args[0]).(type) {
	case *engine.Var:
	case *engine.Atom:
		return true, nil
	default:
		return false, nil
	}
	var atoms []*engine.Atom
	engine.Atoms(func(a *engine.Atom) { atoms = append(atoms, a) })
	sort.Slice(atoms, func(i, j int) bool { return engine.CompareAtoms(atoms[i], atoms[j]) < 0 })
	terms := make([]engine.Term, len(atoms))
	for i, a := range atoms {
		terms[i] = a
	}
	return unifyAlternatives(m, args[0], terms)
}

// currentFunctor implements current_functor(?Name, ?Arity), an
// approximation of swipl's: its functors are those of the terms it has
// ever made, which goprolog does not keep. Here they are the
// names and arities (1 or more) of the predicates the interpreter knows,
// built-in, library or user, in the standard order of Name/Arity; as in
// swipl, an atom alone (arity 0) is not a functor. A Name that is not
// an atom is a type_error(atom, N), an Arity not an integer a
// type_error(integer, A).
func currentFunctor(m *engine.Machine, args []engine.Term) (bool, error) {
	name, nameBound, err := atomArgOrVar(args[0])
	if err != nil {
		return false, err
	}
	arity, arityBound, err := intArgOrVar(args[1])
	if err != nil {
		return false, err
	}
	var pis []engine.Term
	m.Preds(func(p *engine.Pred) {
		if p.Arity == 0 || nameBound && p.Name != name || arityBound && int64(p.Arity) != arity {
			return
		}
		pis = append(pis, engine.PI(p.Name, p.Arity))
	})
	sort.Slice(pis, func(i, j int) bool { return engine.Compare(pis[i], pis[j]) < 0 })
	pair := engine.NewCompound(engine.AtomSlash, args[0], args[1])
	return unifyAlternatives(m, pair, pis)
}

var dbSWIBuiltins = []engine.BuiltinSpec{
	{Name: "nth_clause", Arity: 3, Fn: nthClause},
	{Name: "current_atom", Arity: 1, Fn: currentAtom},
	{Name: "current_functor", Arity: 2, Fn: currentFunctor},
}
