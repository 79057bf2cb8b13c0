package builtins

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/goprolog/goprolog/internal/engine"
)

// Modules: SWI-Prolog's module system, as the loader's name spaces of
// predicates. A file that begins with module(Name, Exports) defines the
// module Name. Each of its predicates is a predicate of the one database
// under a local name, the atom 'Name:Pred', which no other file's text
// can call by accident (the way Ciao Prolog implements modules). The
// solvers, the compilers and the indexes know nothing of modules: the
// loader renames the calls of a module's clauses to its own predicates
// when it adds them, and `Module:Goal` renames at run time.
//
// Importing an exported predicate into user, which use_module/1,2 does
// for a student's program (and for the modules it loads, which see
// user's predicates), copies its clauses under the predicate's own name
// (see importPred): a call from the program is then one call, counted as
// one inference, as in SWI-Prolog. The module's own clauses call the
// local predicate, so a program that defines a predicate of the same
// name, or that imports only some of the exports, leaves the module as
// it was. A dynamic or multifile exported predicate is the one
// predicate under its own name, shared by the module and the program.
//
// A module's local predicates are those its file defines (clause heads
// and dynamic, discontiguous, multifile and table declarations), but a
// dynamic or multifile export: the loader reads the file ahead once,
// when it meets module/2, so that a call written before its predicate's
// clauses is renamed too. A call of a predicate the module does not
// define runs the one visible in user (the module's default import
// module in SWI-Prolog), which holds what the program imported and the
// library.
//
// A module's clauses call meta-predicates (call/N, findall/3,
// maplist/3, assert/1, ...) with goals and closures as arguments: as in
// SWI-Prolog, these arguments run in the module. The loader renames a
// closure of a local predicate (maplist(helper, L) in a module that
// defines helper/1) and qualifies an argument that is a variable when the
// clause is loaded (maplist(P, L) becomes maplist(Module:P, L)), so that
// a closure the module passes to itself at run time finds its local
// predicate.
//
// A call in a module's clause of a predicate defined nowhere when the
// clause is loaded is qualified, m:p(X), so that Module:Goal decides it
// when it runs: user's predicate if one is defined by then, else
// existence_error(procedure, m:p/1), as in SWI-Prolog. assert/1 of
// m:Clause whose predicate m does not define makes it m's own (see
// assertTarget), which such calls, and m:G written in a user's clause
// of a G that was not m's own when it was loaded, then find.
//
// What this does not do, where SWI-Prolog does: the copy of an imported
// predicate is made when it is imported, so a module that changes its
// exported static predicate at run time (assert on it is a permission
// error anyway) is not seen.

// module is a module that a file defines.
type module struct {
	name *engine.Atom
	file string
	// line is the line of the file's module/2 directive.
	line    int
	exports map[predKey]bool
	// locals maps each local predicate to its local name.
	locals map[predKey]*engine.Atom
	// exportOps are the op/3 terms of the export list, declared where
	// the module is imported into user; opsBefore is the operator table
	// as the module's file began, with them (see restoreLocalOps).
	exportOps []engine.Term
	opsBefore *engine.OpTable
	// libraryCalls holds the predicates the module's clauses call, or
	// its use_module/1,2 of a library imports, that it does not define:
	// of them, the library predicates are those swipl's autoloader or
	// import puts in the module (see importedLibraryPred).
	libraryCalls map[predKey]bool
	// unknown is the module's unknown flag, which set_prolog_flag/2 in
	// its file sets (as swipl's flag is the module's); nil for the
	// global one.
	unknown *engine.Atom
	// renamedImports are the local predicates that stand for another
	// module's imported under a new name (see importRenamed).
	renamedImports map[predKey]bool
	// linked holds the predicates a reexport/2 list named that their
	// module neither exports nor defines: exports of this module that
	// stand for that module's undefined predicate, as in swipl.
	linked map[predKey]*module
}

// linkedTo returns the module whose undefined predicate k mod's export
// k stands for (see module.linked), following reexports; mod itself
// when it is none.
func (mod *module) linkedTo(k predKey) *module {
	for i := 0; i < maxRewriteDepth && mod.linked[k] != nil; i++ {
		mod = mod.linked[k]
	}
	return mod
}

// predKey names a predicate by name and arity.
type predKey struct {
	name  *engine.Atom
	arity int
}

// localName is what a local name stands for: a predicate name of a
// module.
type localName struct {
	module *module
	name   *engine.Atom
}

// moduleTable is an interpreter's modules, in its loader.
type moduleTable struct {
	byName map[*engine.Atom]*module
	order  []*module
	local  map[*engine.Atom]localName
	// declared holds the meta_predicate declarations of modules'
	// predicates, by the name they are called by (local or exported).
	declared map[predKey][]int8
	// declaredHeads holds those declarations as written (twice(0, -)),
	// for predicate_property/2 and listing/1.
	declaredHeads map[predKey]*engine.Compound
	// depth is how deep the rewriting of a goal has gone (see enter).
	depth int
	// imported maps each predicate imported into user to its module;
	// byFile maps a module file's path to its module.
	imported map[*engine.Pred]*module
	byFile   map[string]*module
	// loading is the interpreter while the loader rewrites a term of a
	// module's file, nil otherwise: a call the term makes of a
	// predicate defined nowhere yet is then qualified with the module
	// (see qualifyUndefined).
	loading *engine.Machine
	// guests maps the path of each file without module/2 that a module's
	// file loaded to that module, which holds its predicates.
	guests map[string]*module
	// running is the interpreter while Module:Goal's goal is rewritten
	// as it runs ('$module_goal'/3): a call of a control construct's
	// of a predicate defined nowhere is Module's, as in swipl
	// (mm:(true, nosuch) raises mm:nosuch/0's existence error).
	running *engine.Machine
	// importMods holds the modules each module imports from, for those
	// whose list add_import_module/3 or delete_import_module/2 changed
	// (see importsOf).
	importMods map[*engine.Atom][]*engine.Atom
	// transparent maps the local name of each module_transparent/1
	// predicate of a module's file to the name of its clauses, which
	// take the context module as one more argument (see
	// transparentClause); ctxVar is that argument while the loader
	// rewrites such a clause, nil otherwise.
	transparent map[*engine.Atom]*engine.Atom
	ctxVar      engine.Term
}

// enter notes one more level of rewriting and reports whether it may go
// on; leave undoes it.
func (mt *moduleTable) enter() bool { mt.depth++; return mt.depth <= maxRewriteDepth }

func (mt *moduleTable) leave() { mt.depth-- }

// modulesOf returns m's module table.
func modulesOf(m *engine.Machine) *moduleTable {
	l := loaderOf(m)
	if l.modules == nil {
		l.modules = &moduleTable{byName: map[*engine.Atom]*module{}, local: map[*engine.Atom]localName{}}
		m.Hooks.Modules = l.modules
	}
	return l.modules
}

// ResolveCall implements engine.ModuleResolver: the call of
// module:name(...) that '$module_goal'/3 may decide by name alone, the
// way moduleTable.goal would.
func (mt *moduleTable) ResolveCall(m *engine.Machine, module, name *engine.Atom, arity int) (*engine.Atom, bool) {
	k := predKey{name, arity}
	switch {
	case name == engine.AtomColon && arity == 2, controlFunctor(name, arity),
		name == atomContextModule && arity == 1, module == engine.AtomBags,
		metaSpecs[k] != nil, mt.declared[k] != nil:
		return nil, false
	}
	mod := mt.byName[module]
	if mod == nil {
		if kept := keptName(m, name, arity); kept != nil && keptModule(m, kept) == module {
			return kept, true
		}
	}
	if mod == nil && (module == engine.AtomUser || module.Name == "system") {
		return nil, true
	}
	if mod != nil {
		if local := mod.locals[k]; local != nil {
			if mt.transparent[local] != nil {
				return nil, false // called with module as its context
			}
			return local, true
		}
		if local := importedDefinition(m, mod, k); local != nil {
			mod.locals[k] = local // as swipl imports what it found
			return local, true
		}
	}
	if p := m.Lookup(name, arity); p == nil || !p.IsDefined() {
		return nil, false // the engine's built-in raises the error that names the module
	}
	return nil, true
}

// define starts module name for file with the export list exports,
// forgetting what an earlier load of the file declared.
func (mt *moduleTable) define(name *engine.Atom, file string) *module {
	mod := mt.byName[name]
	if mod == nil {
		mod = &module{name: name, locals: map[predKey]*engine.Atom{}}
		mt.byName[name] = mod
		mt.order = append(mt.order, mod)
	}
	mod.file = file
	mod.exports = map[predKey]bool{}
	mod.libraryCalls = nil
	return mod
}

// noteLibraryCall records that mod calls or imports name/arity.
func (mod *module) noteLibraryCall(k predKey) {
	if mod.libraryCalls == nil {
		mod.libraryCalls = map[predKey]bool{}
	}
	mod.libraryCalls[k] = true
}

// autoloadedLibraryPred reports whether p is goprolog's definition of a
// predicate of a library of swipl's (not of system, whose predicates
// every module sees): swipl's autoloader imports it into a module that
// calls it.
func autoloadedLibraryPred(m *engine.Machine, p *engine.Pred) bool {
	if p == nil || !p.IsBuiltin() {
		return false
	}
	home := builtinHome(m, p)
	return home != nil && home != atomSystem && !strings.HasPrefix(home.Name, "$")
}

// localAtom returns the local name of name/arity in mod, making it local
// when it is not yet.
func (mt *moduleTable) localAtom(mod *module, name *engine.Atom, arity int) *engine.Atom {
	k := predKey{name, arity}
	if a := mod.locals[k]; a != nil {
		return a
	}
	a := engine.Intern(mod.name.Name + ":" + name.Name)
	mod.locals[k] = a
	mt.local[a] = localName{mod, name}
	return a
}

// isLocalName reports whether a is a module's local name of a predicate.
func isLocalName(m *engine.Machine, a *engine.Atom) bool {
	l := loaderOf(m)
	if l.libPrivate != nil {
		if _, ok := l.libPrivate.byName[a]; ok {
			return true // a library predicate's kept definition
		}
	}
	if l.modules == nil {
		return false
	}
	_, ok := l.modules.local[a]
	return ok
}

// displayPI returns the predicate indicator of name/arity as SWI-Prolog
// writes it: Module:Name/Arity for a module's local predicate.
func displayPI(m *engine.Machine, name *engine.Atom, arity int) engine.Term {
	if k, ok := keptFor(m, name); ok {
		return engine.NewCompound(engine.AtomColon, k.module, engine.PI(k.name, arity))
	}
	if l := loaderOf(m); l.modules != nil {
		if ln, ok := l.modules.local[name]; ok {
			return engine.NewCompound(engine.AtomColon, ln.module.name, engine.PI(ln.name, arity))
		}
		if p := m.Lookup(name, arity); p != nil {
			// An import is the module's predicate, as swipl names it:
			// "No permission to modify static procedure `m:p/1'".
			if from := l.modules.imported[p]; from != nil && from.locals[predKey{name, arity}] != nil {
				return engine.NewCompound(engine.AtomColon, from.name, engine.PI(name, arity))
			}
		}
	}
	return engine.PI(name, arity)
}

// unknownPI is the indicator that the error of an unknown procedure
// name/arity names (engine.Hooks.ProcedureIndicator): displayPI's, or
// Module:Name/Arity for a predicate a module exports and does not
// define, as swipl names it.
func unknownPI(m *engine.Machine, name *engine.Atom, arity int) engine.Term {
	pi := displayPI(m, name, arity)
	if c, ok := pi.(*engine.Compound); ok && c.Name == engine.AtomColon {
		return pi
	}
	if l := loaderOf(m); l.modules != nil {
		for _, mod := range l.modules.order {
			if k := (predKey{name, arity}); mod.exports[k] && mod.locals[k] == nil {
				return engine.NewCompound(engine.AtomColon, mod.linkedTo(k).name, pi)
			}
		}
	}
	return pi
}

// generalGoal returns name(V1, ..., Vn) of arity n with fresh variables,
// the most general goal of a predicate (the atom name when n is 0).
func generalGoal(m *engine.Machine, name *engine.Atom, n int) engine.Term {
	if n == 0 {
		return name
	}
	args := make([]engine.Term, n)
	for i := range args {
		args[i] = m.NewVar()
	}
	return engine.NewCompound(name, args...)
}

// rename returns callable t with its name replaced.
func rename(t engine.Term, name *engine.Atom) engine.Term {
	if c, ok := t.(*engine.Compound); ok {
		return engine.NewCompound(name, c.Args...)
	}
	return name
}

// localCall returns t, a callable term that stands for a predicate with
// extra more arguments, renamed when that predicate is local to mod.
func localCall(mod *module, t engine.Term, extra int) engine.Term {
	if mod == nil {
		return t
	}
	name, arity, ok := engine.Functor(t)
	if !ok {
		return t
	}
	if a := mod.locals[predKey{name, arity + extra}]; a != nil {
		return rename(t, a)
	}
	return t
}

// resolveQualified returns the clause, head or goal t with its module
// qualifiers resolved: what assert/1, retract/1, clause/2 and their kin
// read.
func resolveQualified(m *engine.Machine, t engine.Term) engine.Term {
	if kept, ok := keptQualified(m, t, false); ok {
		return kept
	}
	return resolveWith(m, t, (*moduleTable).clause)
}

// resolveIndicator returns the predicate indicator t with a module
// qualifier resolved.
func resolveIndicator(m *engine.Machine, t engine.Term) engine.Term {
	if kept, ok := keptQualified(m, t, true); ok {
		return kept
	}
	return resolveWith(m, t, (*moduleTable).indicators)
}

// resolveWith returns t, when it is Module:Term or (Module:Head :- Body),
// as resolve rewrites it for user when files defined modules, and with
// its user: and system: qualifiers stripped when none did (they name the
// only module there is, so that assertz(user:p(1)) adds to the p/1 an
// unqualified call runs); otherwise t.
func resolveWith(m *engine.Machine, t engine.Term, resolve func(*moduleTable, *module, engine.Term) engine.Term) engine.Term {
	if !isQualified(t) && !qualifiedHead(t) {
		return t
	}
	l := loaderOf(m)
	if l.modules == nil {
		return stripUserQualifiers(t)
	}
	return resolve(l.modules, nil, t)
}

// qualifiedHead reports whether t is a clause (Module:Head :- Body).
func qualifiedHead(t engine.Term) bool {
	c, ok := engine.Deref(t).(*engine.Compound)
	return ok && c.Name == engine.AtomNeck && len(c.Args) == 2 && isQualified(c.Args[0])
}

// stripUserQualifiers returns the clause, head or indicator t without
// the user: and system: qualifiers of the whole and of a clause's head;
// t itself when another module qualifies either.
func stripUserQualifiers(t engine.Term) engine.Term {
	userOrSystem := func(q *engine.Atom) bool {
		return q == nil || q == engine.AtomUser || q.Name == "system"
	}
	inner, q, ok := stripQualifiers(t)
	if !ok || !userOrSystem(q) {
		return t
	}
	if c, isRule := inner.(*engine.Compound); isRule && c.Name == engine.AtomNeck && len(c.Args) == 2 {
		h, hq, ok := stripQualifiers(c.Args[0])
		if !ok || !userOrSystem(hq) {
			return t
		}
		if hq != nil {
			inner = engine.NewCompound(engine.AtomNeck, h, c.Args[1])
		}
	}
	return inner
}

// moduleOfPred returns what predicate_property/2 says of p's module:
// the module p was imported from (nil for none), and whether p is an
// exported predicate (a module's local predicate it exports, or a
// dynamic or multifile one it exports under its own name). As in
// SWI-Prolog, an import into user is not exported there: m:p is.
func moduleOfPred(m *engine.Machine, p *engine.Pred) (from *module, exported bool) {
	l := loaderOf(m)
	if l.modules == nil {
		return nil, false
	}
	if mod := l.modules.imported[p]; mod != nil {
		return mod, false
	}
	if ln, ok := l.modules.local[p.Name]; ok {
		return nil, ln.module.exports[predKey{ln.name, p.Arity}]
	}
	if p.IsBuiltin() || p.IsLibrary() {
		return nil, false // a module's export only by reexport of a library
	}
	for _, mod := range l.modules.order {
		// A dynamic or multifile export is the one predicate of its
		// name; a static one has its local name, and user's predicate
		// of the name is user's own (a local definition overrode the
		// import).
		if k := (predKey{p.Name, p.Arity}); mod.exports[k] && mod.locals[k] == nil {
			return mod, true
		}
	}
	return nil, false
}

// displayName returns how messages name the predicate name/arity.
func displayName(m *engine.Machine, name *engine.Atom, arity int) string {
	return quoted(displayPI(m, name, arity))
}

// localNamer returns the AtomAlias option that writes a module's local
// names as the predicate names they stand for, as clauses read back by
// clause/2 or listed show them in SWI-Prolog; nil when no file defined a
// module.
func localNamer(m *engine.Machine) func(*engine.Atom) *engine.Atom {
	l := loaderOf(m)
	if l.modules == nil && l.libPrivate == nil {
		return nil
	}
	var local map[*engine.Atom]localName
	if l.modules != nil {
		local = l.modules.local
	}
	var kept map[*engine.Atom]libKept
	if l.libPrivate != nil {
		kept = l.libPrivate.byName
	}
	return func(a *engine.Atom) *engine.Atom {
		if ln, ok := local[a]; ok {
			return ln.name
		}
		if k, ok := kept[a]; ok {
			return k.name
		}
		return a
	}
}

// resolveListingSpec returns listing/1's spec with a module qualifier
// resolved: Module:Name names Module's local predicates of that name.
func resolveListingSpec(m *engine.Machine, spec engine.Term) engine.Term {
	l := loaderOf(m)
	if l.modules == nil || !isQualified(spec) {
		return spec
	}
	inner, mod := l.modules.unqualify(nil, spec)
	if name, ok := inner.(*engine.Atom); ok && mod != nil {
		for k, a := range mod.locals {
			if k.name == name {
				return a
			}
		}
		return name
	}
	return l.modules.indicators(mod, inner)
}

// importedFrom returns the module p was imported from, or nil.
func importedFrom(m *engine.Machine, p *engine.Pred) *module {
	l := loaderOf(m)
	if l.modules == nil {
		return nil
	}
	return l.modules.imported[p]
}

// assertTarget makes the predicate of clause t, when t is asserted into a
// module (m:Head, m:(Head :- Body), (m:Head :- Body)) that does not
// define it, a predicate of that module's own, as swipl's assert/1 does:
// m:new(1) adds to m:new/1, which user does not see. A module no file
// defined is created, as swipl creates it. An ISO built-in or a system
// helper is left for assert/1's permission error; a dynamic or multifile
// predicate a module exports is the one of its name already.
func assertTarget(m *engine.Machine, t engine.Term) {
	head, qual, ok := stripQualifiers(t)
	if !ok {
		return
	}
	if c, isRule := head.(*engine.Compound); isRule && c.Name == engine.AtomNeck && len(c.Args) == 2 {
		h, q, ok := stripQualifiers(c.Args[0])
		if !ok {
			return
		}
		head = h
		if q != nil {
			qual = q
		}
	}
	name, arity, ok := engine.Functor(head)
	if !ok || qual == nil || qual == engine.AtomUser || qual.Name == "system" {
		return
	}
	mt := modulesOf(m)
	mod := mt.byName[qual]
	if mod == nil {
		mod = mt.define(qual, "")
	}
	mt.ownName(m, mod, name, arity)
}

// ownName returns the name of mod's own predicate name/arity, what a
// clause or declaration qualified with mod defines: its local name,
// made when mod does not have it yet, as swipl makes the predicate in
// the module. An ISO built-in or a system helper keeps its name (for
// the caller's permission error), and so does a dynamic or multifile
// predicate mod exports, the one predicate of its name.
func (mt *moduleTable) ownName(m *engine.Machine, mod *module, name *engine.Atom, arity int) *engine.Atom {
	k := predKey{name, arity}
	if a := mod.locals[k]; a != nil {
		return a
	}
	if p := m.Lookup(name, arity); p != nil && p.IsDefined() {
		if p.IsISO() || systemHelper(p, name) || mod.exports[k] && (p.IsDynamic() || p.IsMultifile()) {
			return name
		}
	}
	return mt.localAtom(mod, name, arity)
}

// programModule returns the module q names in a qualified clause head or
// declaration (q:p(1), :- dynamic q:p/1): a module of the program's,
// made when no file defined it yet, as swipl makes a module on its first
// use. It is nil for user, system, prolog (whose hooks, like
// prolog:message//1, are user's predicates in goprolog), the modules of
// swipl's libraries and goprolog's own ($-names), whose predicates are
// the one database's.
func (mt *moduleTable) programModule(q *engine.Atom) *module {
	if q == nil {
		return nil
	}
	if mod := mt.byName[q]; mod != nil {
		return mod
	}
	if q == engine.AtomUser || q == atomSystem || q.Name == "prolog" || strings.HasPrefix(q.Name, "$") || isLibraryModule(q) {
		return nil
	}
	return mt.define(q, "")
}

// isLibraryModule reports whether q is the module of one of swipl's
// libraries that swiLibraryExports lists.
func isLibraryModule(q *engine.Atom) bool {
	for _, lib := range swiLibraryExports {
		if lib.module == q.Name {
			return true
		}
	}
	return false
}

// qualifiedPIs returns the predicate indicators t of a declaration
// (dynamic/1, discontiguous/1, multifile/1, table/1, ...: a PI, or a
// list or conjunction of them) with each Module:Name/Arity whose Module
// is a program's (programModule) written as Module's own predicate,
// LocalName/Arity, so that the declaration is of that module's
// predicate; t itself when there is none.
func qualifiedPIs(m *engine.Machine, t engine.Term) engine.Term {
	var items []engine.Term
	changed := false
	declItems(t, false, func(x engine.Term) bool {
		if r := qualifiedPI(m, x); r != x {
			x, changed = r, true
		}
		items = append(items, x)
		return true
	})
	if !changed {
		return t
	}
	if len(items) == 1 {
		return items[0]
	}
	return engine.List(items...)
}

// qualifiedPI is qualifiedPIs of one indicator x.
func qualifiedPI(m *engine.Machine, x engine.Term) engine.Term {
	inner, q, ok := stripQualifiers(x)
	if !ok || q == nil {
		return x
	}
	c, isPI := inner.(*engine.Compound)
	if !isPI || len(c.Args) != 2 || c.Name != engine.AtomSlash && c.Name != atomDoubleSlash {
		return x
	}
	name, ok1 := engine.Deref(c.Args[0]).(*engine.Atom)
	arity, ok2 := engine.Deref(c.Args[1]).(engine.Int)
	if !ok1 || !ok2 || arity < 0 {
		return x
	}
	mt := modulesOf(m)
	mod := mt.programModule(q)
	if mod == nil {
		return x
	}
	n := int(arity)
	if c.Name == atomDoubleSlash {
		n += 2
	}
	return engine.NewCompound(c.Name, mt.ownName(m, mod, name, n), c.Args[1])
}

// declarationGoal returns the directive goal g, when it is a declaration
// of predicates (dynamic/1, discontiguous/1, multifile/1, table/1,
// public/1, thread_local/1) with indicators qualified by a program's
// module, with those indicators resolved (see qualifiedPIs); g
// otherwise.
func declarationGoal(m *engine.Machine, g engine.Term) engine.Term {
	c, ok := engine.Deref(g).(*engine.Compound)
	if !ok || len(c.Args) != 1 {
		return g
	}
	switch c.Name.Name {
	case "dynamic", "discontiguous", "multifile", "table", "public", "thread_local":
	default:
		return g
	}
	if a := qualifiedPIs(m, c.Args[0]); a != c.Args[0] {
		return engine.NewCompound(c.Name, a)
	}
	return g
}

// modulePredicates returns, for current_predicate(Module:Spec) with
// Module a module a file or assert/1 made and Spec a variable or a
// Name/Arity of unbound Name, the predicates Module defines itself and
// the library predicates it calls or imports, as Name/Arity terms in
// standard order, and Spec: swipl enumerates those (not the system's or
// user's it sees), a library predicate once its autoloader has imported
// it, at the first call. goprolog counts a call from when the clause
// making it is loaded. ok is false for any other spec.
func modulePredicates(m *engine.Machine, spec engine.Term) (pis []engine.Term, inner engine.Term, ok bool) {
	l := loaderOf(m)
	if l.modules == nil || !isQualified(spec) {
		return nil, nil, false
	}
	inner, last, ok := stripQualifiers(spec)
	mod := l.modules.byName[last]
	if !ok || mod == nil {
		return nil, nil, false
	}
	if c, isPI := inner.(*engine.Compound); isPI && c.Name == engine.AtomSlash && len(c.Args) == 2 {
		if !isUnbound(c.Args[0]) {
			return nil, nil, false
		}
	} else if !isUnbound(inner) {
		return nil, nil, false
	}
	current := func(name *engine.Atom, arity int) bool {
		p := m.Lookup(name, arity)
		return p != nil && (p.NumberOfClauses() > 0 || p.IsDynamic())
	}
	for k, a := range mod.locals {
		if current(a, k.arity) {
			pis = append(pis, engine.PI(k.name, k.arity))
		}
	}
	for k := range mod.exports {
		if mod.locals[k] == nil && current(k.name, k.arity) {
			pis = append(pis, engine.PI(k.name, k.arity))
		}
	}
	for k := range mod.libraryCalls {
		if mod.locals[k] == nil && !mod.exports[k] && autoloadedLibraryPred(m, m.Lookup(k.name, k.arity)) {
			pis = append(pis, engine.PI(k.name, k.arity))
		}
	}
	slices.SortFunc(pis, engine.Compare)
	return pis, inner, true
}

var atomMetaPredicate = engine.Intern("meta_predicate")

// metaDeclaration returns the meta_predicate declaration of the predicate
// p as written, its module qualifier left off, or nil.
func metaDeclaration(m *engine.Machine, p *engine.Pred) *engine.Compound {
	l := loaderOf(m)
	if l.modules == nil {
		return nil
	}
	mt := l.modules
	head := mt.declaredHeads[predKey{p.Name, p.Arity}]
	if from := mt.imported[p]; head == nil && from != nil {
		if local := from.locals[predKey{p.Name, p.Arity}]; local != nil {
			head = mt.declaredHeads[predKey{local, p.Arity}]
		}
	}
	if head == nil {
		return nil
	}
	if ln, ok := mt.local[head.Name]; ok {
		return engine.NewCompound(ln.name, head.Args...)
	}
	return head
}

// goalNamer writes the goals of a clause body that call a module's
// predicate by its local name with the name it stands for, as clause/2
// gives a module's clause in swipl (ask(G) :- fact(G), not
// 'kb:fact'(G)): with qualify, a goal of another module's than home (nil
// for user) as Module:Goal, as swipl writes the body of a clause in its
// module. The right spine of control constructs is walked in a loop;
// what nests in their left arguments and in meta-arguments recurses as
// deep as maxRewriteDepth.
type goalNamer struct {
	local   map[*engine.Atom]localName
	home    *engine.Atom
	qualify bool
}

// qualifiedGoals returns the body b of a clause of module home (nil for
// user) with its goals as swipl's listing/1 and clause/2 write them
// there: a call of home's own predicate by its name, a call of another
// module's local predicate as Module:Name(...).
func qualifiedGoals(m *engine.Machine, b engine.Term, home *engine.Atom) engine.Term {
	l := loaderOf(m)
	if l.modules == nil || len(l.modules.local) == 0 {
		return b
	}
	return goalNamer{local: l.modules.local, home: home, qualify: true}.goals(b, 0)
}

// goals returns the body b with its goals named by n; b itself when
// none changes.
func (n goalNamer) goals(b engine.Term, depth int) engine.Term {
	b = engine.Deref(b)
	if depth >= maxRewriteDepth {
		return b
	}
	return mapControlSpine(b,
		func(left engine.Term) engine.Term { return n.goals(left, depth+1) },
		func(goal engine.Term) engine.Term { return n.goal(goal, depth) })
}

// named returns the name the local name a stands for, and the module
// qualifier to write before the goal (nil for none).
func (n goalNamer) named(a *engine.Atom) (*engine.Atom, *engine.Atom) {
	ln, ok := n.local[a]
	if !ok {
		return a, nil
	}
	if n.qualify && ln.module.name != n.home && !(n.home == nil && ln.module.name == engine.AtomUser) {
		return ln.name, ln.module.name
	}
	return ln.name, nil
}

// mapControlSpine returns the body b with each goal at the end of its
// right spine of binary control constructs (a clause's conjunction, a
// disjunction's else-branch) replaced by leaf, and each left argument of
// the spine by left; b's own terms where nothing changed. The spine is
// walked in a loop, so that a long conjunction takes no Go stack.
func mapControlSpine(b engine.Term, left, leaf func(engine.Term) engine.Term) engine.Term {
	var links []*engine.Compound
	t := engine.Deref(b)
	for {
		c, ok := t.(*engine.Compound)
		if !ok || len(c.Args) != 2 || !controlFunctor(c.Name, 2) {
			break
		}
		links = append(links, c)
		t = engine.Deref(c.Args[1])
	}
	tail := leaf(t)
	changed := tail != t
	for i := len(links) - 1; i >= 0; i-- {
		c := links[i]
		l := left(c.Args[0])
		if !changed && l == engine.Deref(c.Args[0]) {
			tail = c
			continue
		}
		changed = true
		tail = engine.NewCompound(c.Name, l, tail)
	}
	return tail
}

// goal is goals for a goal that is no conjunction, disjunction or
// if-then(-else).
func (n goalNamer) goal(g engine.Term, depth int) engine.Term {
	switch x := g.(type) {
	case *engine.Atom:
		name, q := n.named(x)
		if q != nil {
			return engine.NewCompound(engine.AtomColon, q, name)
		}
		return name
	case *engine.Compound:
		if x.Name == engine.AtomColon && len(x.Args) == 2 {
			in := goalNamer{local: n.local}
			if q, ok := engine.Deref(x.Args[0]).(*engine.Atom); ok && n.qualify {
				// The goals of Q:Goal are written as Q sees them.
				in.qualify = true
				if q != engine.AtomUser {
					in.home = q
				}
			}
			if inner := in.goals(x.Args[1], depth+1); inner != engine.Deref(x.Args[1]) {
				return engine.NewCompound(x.Name, x.Args[0], inner)
			}
			return g
		}
		name, q := n.named(x.Name)
		var args []engine.Term
		if len(x.Args) == 1 && x.Name == atomNotProvable {
			args = []engine.Term{n.goals(x.Args[0], depth+1)}
		} else {
			for i, kind := range metaSpecs[predKey{x.Name, len(x.Args)}] {
				var a engine.Term
				switch {
				case kind >= 0 && kind <= 9:
					a = n.goals(x.Args[i], depth+1)
				case kind == metaClause:
					a = n.clause(x.Args[i], depth+1)
				default:
					continue
				}
				if a != engine.Deref(x.Args[i]) {
					if args == nil {
						args = append([]engine.Term(nil), x.Args...)
					}
					args[i] = a
				}
			}
		}
		if name == x.Name && args == nil {
			return g
		}
		if args == nil {
			args = x.Args
		}
		var r engine.Term = engine.NewCompound(name, args...)
		if q != nil {
			r = engine.NewCompound(engine.AtomColon, q, r)
		}
		return r
	}
	return g
}

// clause is goals for a clause argument (assert/1, retract/1): its head
// and its body.
func (n goalNamer) clause(t engine.Term, depth int) engine.Term {
	t = engine.Deref(t)
	c, ok := t.(*engine.Compound)
	if ok && c.Name == engine.AtomNeck && len(c.Args) == 2 {
		plain := goalNamer{local: n.local}
		h, b := plain.goal(engine.Deref(c.Args[0]), depth), n.goals(c.Args[1], depth)
		if h == engine.Deref(c.Args[0]) && b == engine.Deref(c.Args[1]) {
			return t
		}
		return engine.NewCompound(c.Name, h, b)
	}
	return goalNamer{local: n.local}.goal(t, depth)
}

// qualifiedIndicator answers current_predicate(Module:Name/Arity) where
// Module is not user or system and the module table decides, with
// answered true; answered is false where the predicates goprolog sees
// decide:
//   - Module a module of the program: a library predicate of swipl's
//     (autoloadedLibraryPred) that Module neither calls nor imports is not
//     current there, as swipl's autoloader has not imported it;
//   - Module the module of a library of swiLibraryExports: its exports
//     that goprolog defines, as if swipl had loaded the library;
//   - any other Module: no module of that name, so nothing.
func qualifiedIndicator(m *engine.Machine, spec engine.Term) (answered, found bool, err error) {
	if !isQualified(spec) {
		return false, false, nil
	}
	inner, q, ok := stripQualifiers(spec)
	if !ok || q == nil || q == engine.AtomUser || q == atomSystem {
		return false, false, nil
	}
	var (
		name            *engine.Atom
		arity           engine.Int
		nameOK, arityOK bool
	)
	if c, isPI := inner.(*engine.Compound); isPI && c.Name == engine.AtomSlash && len(c.Args) == 2 {
		name, nameOK = engine.Deref(c.Args[0]).(*engine.Atom)
		arity, arityOK = engine.Deref(c.Args[1]).(engine.Int)
		if !nameOK && !isUnbound(c.Args[0]) || !arityOK && !isUnbound(c.Args[1]) || arityOK && arity < 0 {
			return false, false, nil
		}
	} else if !isUnbound(inner) {
		return false, false, nil
	}
	var mod *module
	if l := loaderOf(m); l.modules != nil {
		mod = l.modules.byName[q]
	}
	if mod != nil {
		if !nameOK || !arityOK {
			return false, false, nil
		}
		k := predKey{name, int(arity)}
		if mod.locals[k] == nil && !mod.libraryCalls[k] && autoloadedLibraryPred(m, m.Lookup(name, int(arity))) {
			return true, false, nil
		}
		return false, false, nil
	}
	var pis []engine.Term
	for _, lib := range swiLibraryExports {
		if lib.module != q.Name {
			continue
		}
		for _, pi := range strings.Fields(lib.preds) {
			i := strings.LastIndexByte(pi, '/')
			n, err := strconv.Atoi(pi[i+1:])
			if err != nil {
				continue
			}
			a := engine.Intern(pi[:i])
			if p := m.Lookup(a, n); p != nil && p.IsDefined() && libraryModule(p) == q {
				pis = append(pis, engine.PI(a, n))
			}
		}
	}
	slices.SortFunc(pis, engine.Compare)
	found, err = unifyAlternatives(m, inner, pis)
	return true, found, err
}

// guestConflict returns swipl's error for loading again, into another
// module (or user), the loaded file at path that is not a module's but
// was loaded into a module (see fileLoad.guest); nil otherwise.
func guestConflict(m *engine.Machine, path string) error {
	l := loaderOf(m)
	if l.modules == nil || l.modules.guests[path] == nil {
		return nil
	}
	host := l.modules.guests[path]
	into := engine.AtomUser
	if mod := l.modules.loadingModule(m.LoadContext); mod != nil {
		into = mod.name
	}
	if into == host.name {
		return nil
	}
	msg := fmt.Sprintf("Non-module file already loaded into module %s; trying to load into %s", host.name.Name, into.Name)
	return &engine.Exception{Ball: engine.NewCompound(engine.AtomError,
		engine.NewCompound(engine.Intern("permission_error"), engine.Intern("load"), engine.Intern("source"), engine.Intern(path)),
		engine.NewCompound(engine.Intern("context"), engine.PI(engine.Intern("load_files"), 2), engine.Intern(msg)))}
}

// moduleFlagDirective handles the directive goal of the file of module
// mod when it is set_prolog_flag(unknown, Value) with a valid Value: as
// in swipl the flag is the module's, so that user keeps its own. It
// reports whether it did.
func moduleFlagDirective(mod *module, goal engine.Term) bool {
	c, ok := engine.Deref(goal).(*engine.Compound)
	if !ok || mod == nil || c.Name.Name != "set_prolog_flag" || len(c.Args) != 2 {
		return false
	}
	if flag, ok := engine.Deref(c.Args[0]).(*engine.Atom); !ok || flag.Name != "unknown" {
		return false
	}
	v, ok := engine.Deref(c.Args[1]).(*engine.Atom)
	if !ok || v.Name != "error" && v.Name != "fail" {
		return false
	}
	mod.unknown = v
	return true
}
