package builtins

import (
	"sort"

	"github.com/goprolog/goprolog/internal/engine"
)

// nb_current/2 lists the global variables that nb_setval/2 and
// b_setval/2 (system.go) make, nb_delete/1 removes one.

// nbCurrent implements nb_current/2: the global variables and their
// values. SWI-Prolog enumerates them in the order of its hash table,
// goprolog in the standard order of their names. SWI-Prolog's own
// internal variables ('$inprint_message' and others) have no
// counterpart here.
func nbCurrent(m *engine.Machine, args []engine.Term) (bool, error) {
	name, bound, err := atomArgOrVar(args[0])
	if err != nil {
		return false, err
	}
	if bound {
		v, ok := m.GlobalValue(name)
		return ok && m.Unify(args[1], v), nil
	}
	names := make([]*engine.Atom, 0, len(m.Globals))
	for k := range m.Globals {
		names = append(names, k)
	}
	sort.Slice(names, func(i, j int) bool { return names[i].Name < names[j].Name })
	sols := make([]engine.Term, len(names))
	for i, k := range names {
		v, _ := m.GlobalValue(k)
		sols[i] = engine.NewCompound(engine.AtomComma, k, v)
	}
	return unifyAlternatives(m, engine.NewCompound(engine.AtomComma, args[0], args[1]), sols)
}

// nbDelete implements nb_delete(+Name): Name is no longer a global
// variable (it need not have been one).
func nbDelete(m *engine.Machine, args []engine.Term) (bool, error) {
	name, bound, err := atomArgOrVar(args[0])
	if err != nil {
		return false, err
	}
	if !bound {
		return false, engine.InstantiationError()
	}
	delete(m.Globals, name)
	return true, nil
}

var globalVarBuiltins = []engine.BuiltinSpec{
	{Name: "nb_current", Arity: 2, Fn: nbCurrent},
	{Name: "nb_delete", Arity: 1, Fn: nbDelete},
}
