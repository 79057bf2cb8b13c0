package builtins

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/goprolog/goprolog/internal/engine"
)

// Importing modules and libraries: use_module/1,2, autoload/1,2 and
// reexport/1,2, of module files and of library(Name), whose predicates
// the system library holds.

// reexport is use_module/1,2 that, in a module's file, adds what it
// imports to the module's exports, as SWI-Prolog's reexport/1,2 does.
func reexport(m *engine.Machine, args []engine.Term) (bool, error) {
	ok, err := useModule(m, args)
	if !ok || err != nil {
		return ok, err
	}
	l := loaderOf(m)
	if l.modules == nil {
		return true, nil
	}
	into := l.modules.loadingModule(m.LoadContext)
	if into == nil {
		return true, nil
	}
	var spec *importSpec // all the exports
	if len(args) == 2 {
		if s, err := importList(args[1]); err == nil {
			spec = &s
		}
	}
	if libraryOrBuiltin(args[0]) && !programLibrary(m, args[0]) {
		reexportLibrary(m, into, args[0], spec)
		return true, nil
	}
	path, _, perr := resolveSource(m, args[0])
	if perr != nil {
		return true, nil
	}
	src := l.modules.byFile[path]
	if src == nil || src == into {
		return true, nil
	}
	for k := range src.exports {
		if spec.imports(k) {
			into.exports[predKey{spec.nameOf(k), k.arity}] = true
		}
	}
	for _, k := range spec.unexported(src) {
		// As in swipl, which warned that src does not export it.
		into.exports[predKey{spec.nameOf(k), k.arity}] = true
		if spec.nameOf(k) == k.name && src.locals[k] == nil {
			if into.linked == nil {
				into.linked = map[predKey]*module{}
			}
			into.linked[k] = src
		}
	}
	for _, op := range src.exportOps {
		if spec.importsOp(m, op) {
			into.exportOps = append(into.exportOps, op)
		}
	}
	return true, nil
}

// reexportLibrary adds to into's exports the predicates of library
// spec, for the libraries swiLibraryExports knows, that the import
// list (nil for all) names, as swipl's reexport/1,2 of a library does:
// the library's predicates, which every module sees, are then into's
// exports too.
func reexportLibrary(m *engine.Machine, into *module, spec engine.Term, list *importSpec) {
	name, ok := libraryName(spec)
	if !ok {
		return
	}
	lib, known := swiLibraryExports[strings.TrimSuffix(engine.Format(name, engine.WriteOptions{}), ".pl")]
	if !known {
		return
	}
	for _, pi := range strings.Fields(lib.preds) {
		slash := strings.LastIndexByte(pi, '/')
		arity, _ := strconv.Atoi(pi[slash+1:])
		k := predKey{engine.Intern(pi[:slash]), arity}
		if !list.imports(k) {
			continue
		}
		if p := m.Lookup(k.name, arity); p == nil || !p.IsDefined() {
			continue // not in goprolog's library
		}
		into.exports[predKey{list.nameOf(k), arity}] = true
	}
}

// noteLibraryImports records the library predicates that use_module/1,2
// of library(Name), args, imports into the file loading (all its
// exports, or those of the import list), for the libraries
// swiLibraryExports knows.
func noteLibraryImports(m *engine.Machine, args []engine.Term) {
	ctx := m.LoadContext
	name, ok := libraryName(args[0])
	if ctx == nil || !ok {
		return
	}
	lib, known := swiLibraryExports[engine.Format(name, engine.WriteOptions{})]
	if !known {
		return
	}
	var spec *importSpec // all the exports
	if len(args) == 2 {
		s, err := importList(args[1])
		if err != nil {
			return
		}
		spec = &s
	}
	l := loaderOf(m)
	if l.libImports == nil {
		l.libImports = map[*engine.LoadContext]map[predKey]libImport{}
	}
	imports := l.libImports[ctx]
	if imports == nil {
		imports = map[predKey]libImport{}
		l.libImports[ctx] = imports
	}
	// A predicate an import list names is imported strongly, as in
	// swipl: the file may not define it.
	strong := spec != nil && spec.only != nil
	var into *module
	if l.modules != nil {
		into = l.modules.loadingModule(ctx)
	}
	for _, pi := range strings.Fields(lib.preds) {
		slash := strings.LastIndexByte(pi, '/')
		arity, _ := strconv.Atoi(pi[slash+1:])
		k := predKey{engine.Intern(pi[:slash]), arity}
		if spec.imports(k) {
			imports[predKey{spec.nameOf(k), arity}] = libImport{engine.Intern(lib.module), k.name, strong}
			if into != nil {
				into.noteLibraryCall(k)
			}
		}
	}
	noteYallImports(m, ctx, imports)
	// The file's definitions before the directive: swipl's warning at
	// the directive, in the order of their first clauses.
	var defined []*engine.Pred
	for p := range ctx.Defined {
		if p.NumberOfClauses() > 0 {
			defined = append(defined, p)
		}
	}
	firstLine := func(p *engine.Pred) int {
		_, line := p.Clauses()[0].Source()
		return line
	}
	slices.SortFunc(defined, func(a, b *engine.Pred) int { return firstLine(a) - firstLine(b) })
	for _, p := range defined {
		_ = libraryImport(m, ctx, p.Name, p.Arity, ctx.File, ctx.Line, true)
	}
}

// libImport is a library predicate a use_module/1,2 imported: the
// library's module, the predicate's name there, and whether an import
// list named it.
type libImport struct {
	module, name *engine.Atom
	strong       bool
}

// libraryImport handles a clause of the load ctx for name/arity (a
// module's local name, or user's) that defines a library predicate a
// use_module/1,2 of the load imported before, or, defined, a predicate
// the load defined before such a directive. Its first clause of a weak
// import (or the directive) prints swipl's warning, and the program's
// own definition replaces the import; a clause after a strong import is
// swipl's permission error.
func libraryImport(m *engine.Machine, ctx *engine.LoadContext, name *engine.Atom, arity int, file string, line int, defined bool) error {
	imports := loaderOf(m).libImports[ctx]
	if imports == nil {
		return nil
	}
	module, plain := engine.AtomUser, name
	if mt := loaderOf(m).modules; mt != nil {
		if ln, isLocal := mt.local[name]; isLocal {
			module, plain = ln.module.name, ln.name
		}
	}
	lib, imported := imports[predKey{plain, arity}]
	switch {
	case !imported:
	case lib.strong && defined:
		delete(imports, predKey{plain, arity}) // the file's own stays
	case lib.strong:
		return engine.PermissionError("redefine", "imported_procedure", engine.NewCompound(engine.AtomColon, lib.module, engine.PI(lib.name, arity)))
	case defined || !ctx.Defined[m.Lookup(name, arity)]:
		delete(imports, predKey{plain, arity})
		PrintWarning(m, fmt.Sprintf("%s:%d:\n   Local definition of %s overrides weak import from %s", file, line,
			quotedOps(m, engine.NewCompound(engine.AtomColon, module, engine.PI(plain, arity))), lib.module.Name))
	}
	return nil
}

// useModule loads user files, and a library as ensure_loaded/1 does:
// use_module/1,2 and autoload/1,2 (a library module's declaration of
// what it uses, which goprolog loads at once).
func useModule(m *engine.Machine, args []engine.Term) (bool, error) {
	if len(args) == 1 || libraryOrBuiltin(args[0]) && !programLibrary(m, args[0]) {
		ok, err := ensureLoaded1(m, args[:1])
		if ok && err == nil {
			noteLibraryImports(m, args)
			importLibraryRenames(m, args)
		}
		return ok, err
	}
	imports, err := importList(args[1])
	if err != nil {
		return false, err
	}
	path, builtin, err := resolveSource(m, args[0])
	if err != nil || builtin {
		return err == nil, err
	}
	l := loaderOf(m)
	if _, ok := l.loaded[path]; ok {
		if err := guestConflict(m, path); err != nil {
			return false, err
		}
		importLoaded(m, path, &imports)
		return !imports.exceptsUnexported(moduleOfFile(m, path)), nil
	}
	if l.importLists == nil {
		l.importLists = map[string]*importSpec{}
	}
	l.importLists[path] = &imports
	defer delete(l.importLists, path)
	if err := LoadFile(m, path); err != nil {
		return false, err
	}
	return !imports.exceptsUnexported(moduleOfFile(m, path)), nil
}

// moduleOfFile returns the module that the loaded file at path defines,
// or nil.
func moduleOfFile(m *engine.Machine, path string) *module {
	if l := loaderOf(m); l.modules != nil {
		return l.modules.byFile[path]
	}
	return nil
}

// libraryOrBuiltin reports whether spec is library(Name).
func libraryOrBuiltin(spec engine.Term) bool {
	_, ok := libraryName(spec)
	return ok
}

// libraryName returns Name of a source library(Name).
func libraryName(t engine.Term) (engine.Term, bool) {
	if c, ok := engine.Deref(t).(*engine.Compound); ok && c.Name == atomLibrary && len(c.Args) == 1 {
		return c.Args[0], true
	}
	return nil, false
}

// useLibrary loads library(name), whose predicates are defined from the
// start: it runs '$load_library'(Name) when the library defines it
// (clpfd declares its operators that way), and is otherwise a no-op. A
// name swipl has no library of is its existence error (swiLibraries).
// Loading library(clpfd) tells the engine that the program's variables
// may get attributes only its solver keeps, and compiles the lambdas of
// maplist/N calls loaded after it, as swipl's library(apply_macros) and
// library(yall), which it loads, do.
func useLibrary(m *engine.Machine, name engine.Term) (bool, error) {
	if err := checkLibrary(m, name); err != nil {
		return false, err
	}
	noteLibraryModules(m, name)
	switch engine.Deref(name) {
	case atomYall:
		loaderOf(m).yall.loaded = true
	case fdAtomClpfd, atomApplyMacros:
		if engine.Deref(name) == fdAtomClpfd {
			m.NoteEngineOnlyAttributes()
		}
		// library(clpfd) loads library(apply_macros) and library(yall):
		// maplist/N's lambdas are compiled from then on (see
		// yallState.macros).
		l := loaderOf(m)
		l.yall.loaded, l.yall.macros = true, true
	}
	if a, ok := engine.Deref(name).(*engine.Atom); ok && a.Name == "tabling" && !loaderOf(m).tablingLoaded {
		loaderOf(m).tablingLoaded = true
		msg := ":- table/1 is built-in.  library(tabling) is deprecated."
		if ctx := m.LoadContext; ctx != nil {
			msg = fmt.Sprintf("%s:%d:\n   %s", ctx.File, ctx.Line, msg)
		}
		PrintWarning(m, msg)
	}
	if p := m.Lookup(atomLoadLibrary, 1); p != nil && p.NumberOfClauses() > 0 {
		if _, err := m.Once(engine.NewCompound(atomLoadLibrary, name)); err != nil {
			return false, err
		}
	}
	return true, nil
}

var atomLoadLibrary = engine.Intern("$load_library")

// noteLibraryModules records the modules that loading library(name)
// loads in swipl, for current_module/1.
func noteLibraryModules(m *engine.Machine, name engine.Term) {
	l := loaderOf(m)
	if l.autoloading > 0 {
		return
	}
	var key string
	switch x := engine.Deref(name).(type) {
	case *engine.Atom:
		key = x.Name
	case engine.String:
		key = string(x)
	case *engine.Compound:
		key = engine.Format(x, engine.WriteOptions{})
	}
	mods, ok := swiLibraryLoads[strings.TrimSuffix(key, ".pl")]
	if !ok {
		return
	}
	for _, f := range strings.Fields(mods) {
		if a := engine.Intern(f); !slices.Contains(l.libModules, a) {
			l.libModules = append(l.libModules, a)
		}
	}
}

// autoload implements autoload/1,2, which goprolog loads at once as
// use_module/1,2 does; the library's modules are not loaded for
// current_module/1 (swipl loads them when a predicate is first called).
func autoload(m *engine.Machine, args []engine.Term) (bool, error) {
	l := loaderOf(m)
	l.autoloading++
	defer func() { l.autoloading-- }()
	return useModule(m, args)
}

// checkLibrary returns the error of library(name) that swipl's loader
// raises: an instantiation error for a variable, and the existence error
// of the source for a name that is no library of swipl's (swiLibraries),
// with or without its .pl, or a term that names no file. A name in a
// subdirectory, Dir/Name, is taken as it is.
func checkLibrary(m *engine.Machine, name engine.Term) error {
	switch x := engine.Deref(name).(type) {
	case *engine.Var:
		return m.Rethrown(engine.InstantiationError())
	case *engine.Atom:
		if swiLibraries[strings.TrimSuffix(x.Name, ".pl")] {
			return nil
		}
	case *engine.Compound:
		if x.Name == engine.AtomSlash && len(x.Args) == 2 {
			return nil
		}
	case engine.String:
		if swiLibraries[strings.TrimSuffix(string(x), ".pl")] {
			return nil
		}
	}
	return m.Rethrown(engine.ExistenceError("source_sink", engine.NewCompound(atomLibrary, engine.Deref(name))))
}

var importBuiltins = []engine.BuiltinSpec{
	{Name: "use_module", Arity: 1, Fn: useModule},
	{Name: "use_module", Arity: 2, Fn: useModule},
	{Name: "autoload", Arity: 1, Fn: autoload},
	{Name: "autoload", Arity: 2, Fn: autoload},
	{Name: "reexport", Arity: 1, Fn: reexport},
	{Name: "reexport", Arity: 2, Fn: reexport},
}
