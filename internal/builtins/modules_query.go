package builtins

import (
	"github.com/goprolog/goprolog/internal/engine"
)

// exists_source/1 and the module inheritance queries, import_module/2
// and default_module/2, as SWI-Prolog answers them: a module imports
// from user, user from system, system from none.

// existsSource implements exists_source(+Source): Source names a file
// the loader would load, or one of the system's libraries, without
// loading it (a program tests for an optional library with it).
func existsSource(m *engine.Machine, args []engine.Term) (bool, error) {
	if isUnbound(engine.Deref(args[0])) {
		return false, m.ThrowCopy(engine.NewCompound(engine.AtomError, engine.Intern("instantiation_error"), m.NewVar()))
	}
	_, _, err := resolveSource(m, args[0])
	if err == nil {
		return true, nil
	}
	if _, ok := engine.IsISOError(err, "existence_error", 2); ok {
		return false, nil
	}
	return false, err
}

// importChain is the module a module imports from: user for a module of
// the program's, system for user, none for system.
func importChain(mod *engine.Atom) (*engine.Atom, bool) {
	switch {
	case mod.Name == "system":
		return nil, false
	case mod == engine.AtomUser:
		return engine.Intern("system"), true
	}
	return engine.AtomUser, true
}

// importModule implements import_module(+Module, -Import).
func importModule(m *engine.Machine, args []engine.Term) (bool, error) {
	mod, err := atomArg(args[0])
	if err != nil {
		return false, err
	}
	from, ok := importChain(mod)
	return ok && m.Unify(args[1], from), nil
}

// defaultModule implements default_module(+Module, -Default): Module and
// the modules it imports from, in order.
func defaultModule(m *engine.Machine, args []engine.Term) (bool, error) {
	mod, err := atomArg(args[0])
	if err != nil {
		return false, err
	}
	var chain []engine.Term
	for ok := true; ok; mod, ok = importChain(mod) {
		chain = append(chain, mod)
	}
	return unifyAlternatives(m, args[1], chain)
}

var moduleQueryBuiltins = []engine.BuiltinSpec{
	{Name: "exists_source", Arity: 1, Fn: existsSource},
	{Name: "import_module", Arity: 2, Fn: importModule},
	{Name: "default_module", Arity: 2, Fn: defaultModule},
}
