package builtins

import (
	"slices"

	"github.com/goprolog/goprolog/internal/engine"
)

// exists_source/1 and the module inheritance queries and changes,
// import_module/2, default_module/2, add_import_module/3 and
// delete_import_module/2, as SWI-Prolog answers them: by default a
// module imports from user, user from system, system from none.

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

// importsOf returns the modules mod imports from, in the order they are
// searched: the list add_import_module/3 and delete_import_module/2
// made, or by default user for a module of the program's, system for
// user, none for system.
func importsOf(m *engine.Machine, mod *engine.Atom) []*engine.Atom {
	if l := loaderOf(m); l.modules != nil {
		if list, ok := l.modules.importMods[mod]; ok {
			return list
		}
	}
	switch {
	case mod == atomSystem:
		return nil
	case mod == engine.AtomUser:
		return []*engine.Atom{atomSystem}
	}
	return []*engine.Atom{engine.AtomUser}
}

// touchModule makes mod a module of the program's when it is none yet,
// as swipl makes a module that import_module/2 and its kin name.
func touchModule(m *engine.Machine, mod *engine.Atom) {
	modulesOf(m).programModule(mod)
}

// importModule implements import_module(+Module, -Import).
func importModule(m *engine.Machine, args []engine.Term) (bool, error) {
	mod, err := atomArg(args[0])
	if err != nil {
		return false, err
	}
	touchModule(m, mod)
	var sols []engine.Term
	for _, a := range importsOf(m, mod) {
		sols = append(sols, a)
	}
	return unifyAlternatives(m, args[1], sols)
}

// defaultModule implements default_module(+Module, -Default): Module and
// the modules it imports from, depth first, as swipl walks them (a
// module two imports reach comes twice).
func defaultModule(m *engine.Machine, args []engine.Term) (bool, error) {
	// swipl's errors name no predicate: its default_module/2 is
	// written in Prolog, and must_be(module, M) raises them.
	var mod *engine.Atom
	switch x := engine.Deref(args[0]).(type) {
	case *engine.Atom:
		mod = x
	case *engine.Var:
		return false, engine.InstantiationError().Contextless(m.NewVar())
	default:
		return false, engine.TypeError("module", x).Contextless(m.NewVar())
	}
	var sols []engine.Term
	for _, a := range defaultModules(m, mod) {
		sols = append(sols, a)
	}
	return unifyAlternatives(m, args[1], sols)
}

// defaultModules returns mod and the modules it imports from, depth
// first; the chains are acyclic (see addImportModule).
func defaultModules(m *engine.Machine, mod *engine.Atom) []*engine.Atom {
	var out []*engine.Atom
	stack := []*engine.Atom{mod}
	for len(stack) > 0 && len(out) < maxRewriteDepth {
		a := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		out = append(out, a)
		imports := importsOf(m, a)
		for i := len(imports) - 1; i >= 0; i-- {
			stack = append(stack, imports[i])
		}
	}
	return out
}

// addImportModule implements add_import_module(+Module, +Import, +Where):
// Import joins the modules Module imports from, first for Where start and
// last otherwise, unless it is among them already; an import that would
// make Module reach itself is swipl's permission error.
func addImportModule(m *engine.Machine, args []engine.Term) (bool, error) {
	as, err := atomArgs(args, 3)
	if err != nil {
		return false, err
	}
	mod, from, where := as[0], as[1], as[2]
	if slices.Contains(defaultModules(m, from), mod) {
		return false, &engine.Exception{Ball: engine.NewCompound(engine.AtomError,
			engine.NewCompound(engine.Intern("permission_error"), engine.Intern("add_import"), atomModule, mod),
			engine.NewCompound(engine.Intern("context"), engine.NewCompound(engine.AtomColon, atomSystem, engine.PI(engine.Intern("add_import_module"), 3)),
				engine.Intern("would create a cycle")))}
	}
	touchModule(m, mod)
	touchModule(m, from)
	list := importsOf(m, mod)
	if slices.Contains(list, from) {
		return true, nil
	}
	if where.Name == "start" {
		list = append([]*engine.Atom{from}, list...)
	} else {
		list = append(slices.Clip(list), from)
	}
	setImports(m, mod, list)
	return true, nil
}

// deleteImportModule implements delete_import_module(+Module, +Import):
// it fails when Module does not import from Import.
func deleteImportModule(m *engine.Machine, args []engine.Term) (bool, error) {
	as, err := atomArgs(args, 2)
	if err != nil {
		return false, err
	}
	mod, from := as[0], as[1]
	touchModule(m, mod)
	list := importsOf(m, mod)
	i := slices.Index(list, from)
	if i < 0 {
		return false, nil
	}
	setImports(m, mod, slices.Delete(slices.Clone(list), i, i+1))
	return true, nil
}

// setImports records the modules mod imports from.
func setImports(m *engine.Machine, mod *engine.Atom, list []*engine.Atom) {
	mt := modulesOf(m)
	if mt.importMods == nil {
		mt.importMods = map[*engine.Atom][]*engine.Atom{}
	}
	mt.importMods[mod] = list
}

// importedDefinition returns the local name of the predicate k that a
// goal of mod, which does not define it, runs through the modules mod
// imports from, when mod's imports were changed and one of the
// modules before user in that search defines k; nil otherwise.
func importedDefinition(m *engine.Machine, mod *module, k predKey) *engine.Atom {
	mt := loaderOf(m).modules
	if mt == nil || mt.importMods == nil {
		return nil
	}
	for _, a := range defaultModules(m, mod.name)[1:] {
		if a == engine.AtomUser || a == atomSystem {
			return nil
		}
		if other := mt.byName[a]; other != nil {
			if local := other.locals[k]; local != nil {
				return local
			}
		}
	}
	return nil
}

var moduleQueryBuiltins = []engine.BuiltinSpec{
	{Name: "exists_source", Arity: 1, Fn: existsSource},
	{Name: "import_module", Arity: 2, Fn: importModule},
	{Name: "default_module", Arity: 2, Fn: defaultModule},
	{Name: "add_import_module", Arity: 3, Fn: addImportModule},
	{Name: "delete_import_module", Arity: 2, Fn: deleteImportModule},
}
