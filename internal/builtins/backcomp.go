package builtins

import "github.com/goprolog/goprolog/internal/engine"

// Predicates SWI-Prolog keeps for old programs, which students still
// meet in older textbooks: apply/2 (call/N before call/N existed) and
// concat_atom/2,3 (library(backcomp)). They are library predicates: a
// program may define its own.

// bApply implements apply(Goal, ExtraArgs): Goal called with the
// elements of the proper list ExtraArgs appended to its arguments. A
// module-qualified goal keeps its qualification.
func bApply(m *engine.Machine, args []engine.Term) (bool, error) {
	goal, err := callableArg(args[0])
	if err != nil {
		return false, err
	}
	extra, err := listArg(args[1])
	if err != nil {
		return false, err
	}
	if q, ok := goal.(*engine.Compound); ok && q.Name == engine.AtomColon && len(q.Args) == 2 {
		inner, err := engine.AddArgs(q.Args[1], extra)
		if err != nil {
			return false, err
		}
		m.PushGoal(engine.NewCompound(engine.AtomColon, q.Args[0], inner))
		return true, nil
	}
	g, err := engine.AddArgs(goal, extra)
	if err != nil {
		return false, err
	}
	m.PushGoal(g)
	return true, nil
}

// atomConcat3 is atom_concat/3, which concat_atom/2 calls.
var atomConcat3 = concat3(atomOf)

// concatAtom2 implements concat_atom/2 as library(backcomp) defines it:
//
//	concat_atom([A, B], C) :- !, atom_concat(A, B, C).
//	concat_atom(L, Atom) :- atomic_list_concat(L, Atom).
//
// so a list of two, or an unbound list, is split by atom_concat/3 on
// backtracking.
func concatAtom2(m *engine.Machine, args []engine.Term) (bool, error) {
	a, b := m.NewVar(), m.NewVar()
	if pair := engine.List(a, b); m.Unifiable(args[0], pair) {
		m.Unify(args[0], pair)
		return atomConcat3(m, []engine.Term{a, b, args[1]})
	}
	return atomicListConcat2(m, args)
}

// concatAtom3 implements concat_atom/3: atomic_list_concat/3.
func concatAtom3(m *engine.Machine, args []engine.Term) (bool, error) {
	return atomicListConcat3(m, args)
}

var backcompBuiltins = []engine.BuiltinSpec{
	{Name: "apply", Arity: 2, Fn: bApply},
	{Name: "concat_atom", Arity: 2, Fn: concatAtom2},
	{Name: "concat_atom", Arity: 3, Fn: concatAtom3},
}
