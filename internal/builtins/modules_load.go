package builtins

import (
	"errors"
	"fmt"
	"io"
	"os"
	"slices"

	"github.com/goprolog/goprolog/internal/engine"
	"github.com/goprolog/goprolog/internal/parser"
)

// Loading a module file: module/2 begins the module and reads the file
// ahead for its predicates; each clause and directive is rewritten for
// the module as it is added; at the end the exports are imported into
// user, as copies of their clauses.

// startModule runs the directive module(Name, Exports) of the file fl
// loads: it defines the module, declares the operators of its export
// list, and reads the file ahead for its local predicates.
func (fl *fileLoad) startModule(name, exports engine.Term, file string) error {
	m := fl.m
	a, ok := engine.Deref(name).(*engine.Atom)
	if !ok {
		if isUnbound(name) {
			return engine.InstantiationError()
		}
		return engine.TypeError("atom", name)
	}
	list, err := listArg(exports)
	if err != nil {
		return err
	}
	mt := modulesOf(m)
	if old := mt.byName[a]; old != nil && old.file != "" && old.file != fl.ctx.File {
		return errModuleLoaded{engine.NewCompound(engine.AtomError,
			engine.NewCompound(engine.Intern("permission_error"), engine.Intern("redefine"), atomModule, a),
			engine.NewCompound(engine.Intern("context"), engine.PI(atomModule, 2), engine.Intern("Already loaded from "+old.file)))}
	}
	mod := mt.define(a, fl.ctx.File)
	mod.line = fl.ctx.Line
	mod.exportOps = nil
	mod.opsBefore = m.Ops.Clone()
	for _, e := range list {
		e = engine.Deref(e)
		if c, ok := e.(*engine.Compound); ok && c.Name == atomOp && len(c.Args) == 3 {
			if _, err := m.Once(c); err != nil {
				return err
			}
			mod.exportOps = append(mod.exportOps, c)
			continue
		}
		n, ar, err := piArg(declIndicator(e))
		if err != nil {
			return err
		}
		mod.exports[predKey{n, ar}] = true
	}
	fl.mod, fl.guest = mod, false
	if fl.reread != nil {
		fl.readAhead(mod)
	}
	return nil
}

// errModuleLoaded is module/2's error for a module that another file
// defined: as in swipl it ends the load of the file, raised by the
// directive that loads it.
type errModuleLoaded struct{ ball engine.Term }

func (e errModuleLoaded) Error() string { return "module already loaded" }

// restoreLocalOps undoes, at the end of mod's file, the operators the
// file declared or imported: as in SWI-Prolog they are the module's own,
// and the files that load it read with their own and those the module
// exports to them (importAll declares those).
func restoreLocalOps(m *engine.Machine, mod *module) {
	before := mod.opsBefore
	if before == nil {
		return
	}
	mod.opsBefore = nil
	names := map[*engine.Atom]bool{}
	collect := func(name *engine.Atom, _ engine.Op) { names[name] = true }
	m.Ops.Each(collect)
	before.Each(collect)
	for name := range names {
		cur, old := m.Ops.Lookup(name), before.Lookup(name)
		for class := 0; class < 3; class++ {
			c, o := opOfClass(cur, class), opOfClass(old, class)
			switch {
			case c == nil && o == nil, c != nil && o != nil && *c == *o:
			case o == nil:
				m.Ops.Define(0, c.Type, name)
			default:
				m.Ops.Define(o.Priority, o.Type, name)
			}
		}
	}
}

// opOfClass returns d's prefix (0), infix (1) or postfix (2) definition.
func opOfClass(d *engine.OpDefs, class int) *engine.Op {
	if d == nil {
		return nil
	}
	return []*engine.Op{d.Prefix, d.Infix, d.Postfix}[class]
}

var atomOp = engine.Intern("op")

// readAhead reads the module's file again for the predicates it defines
// and makes them local to mod, but a dynamic or multifile export (see
// modules.go). It runs the directives
// that change how the rest of the file reads (op/3 and loading a
// library, which may declare operators), as they will run again in
// order; a term it cannot read is left for the load to report.
func (fl *fileLoad) readAhead(mod *module) {
	f, err := fl.reread()
	if err != nil {
		return
	}
	defer f.Close()
	fl.readAheadFrom(mod, f, fl.ctx.File, 0)
	// An exported dynamic or multifile predicate is the one predicate
	// under its own name.
	mt := modulesOf(fl.m)
	for k := range fl.shared {
		if a := mod.locals[k]; a != nil {
			delete(mod.locals, k)
			delete(mt.local, a)
		}
	}
}

// readAheadFrom is readAhead of the text f of file, the module's file or
// one it includes depth levels down: the clauses of an included file
// are the module's, as they are when the file is loaded.
func (fl *fileLoad) readAheadFrom(mod *module, f io.Reader, file string, depth int) {
	m := fl.m
	mt := modulesOf(m)
	r := parser.NewReader(m, engine.NewInputStream(f, file, nil))
	for {
		res, err := r.Next()
		if err != nil {
			var perr *parser.Error
			if errors.As(err, &perr) {
				continue
			}
			break // the end of the text, or an error the load will report
		}
		t := engine.Deref(res.Term)
		if c, ok := t.(*engine.Compound); ok && c.Name == engine.AtomNeck && len(c.Args) == 1 {
			d := engine.Deref(c.Args[0])
			if ic, ok := d.(*engine.Compound); ok && ic.Name == atomInclude && len(ic.Args) == 1 {
				fl.includeAhead(mod, ic.Args[0], depth)
				continue
			}
			fl.aheadDirective(mod, d)
			continue
		}
		head, extra := engine.Deref(t), 0
		if c, ok := head.(*engine.Compound); ok && len(c.Args) == 2 && (c.Name == engine.AtomNeck || c.Name == atomDCGArrow || c.Name == atomSSUArrow) {
			if c.Name == atomDCGArrow {
				extra = 2
			}
			head = engine.Deref(c.Args[0])
			if hc, ok := head.(*engine.Compound); ok && len(hc.Args) == 2 && hc.Name == engine.AtomComma {
				head = engine.Deref(hc.Args[0]) // Head, Pushback --> or Head, Guard =>
			}
		}
		if q, ok := head.(*engine.Compound); ok && q.Name == engine.AtomColon && len(q.Args) == 2 {
			continue // a clause of another module
		}
		if name, arity, ok := engine.Functor(head); ok {
			mt.localAtom(mod, name, arity+extra)
		}
	}
}

// includeAhead is readAhead of the file that include(spec) in the
// module's file (or a file it includes, depth levels down) names; a file
// it cannot open is left for the load to report.
func (fl *fileLoad) includeAhead(mod *module, spec engine.Term, depth int) {
	if depth+1 >= maxIncludeDepth {
		return
	}
	path, builtin, err := resolveSource(fl.m, spec)
	if err != nil || builtin {
		return
	}
	f, _, err := openFile(fl.m, path, os.O_RDONLY, engine.Intern(path))
	if err != nil {
		return
	}
	defer f.Close()
	fl.readAheadFrom(mod, f, path, depth+1)
}

// moduleFile reports whether the text of fl's file (fl.reread) begins
// with a module/2 directive; true when it cannot be read.
func (fl *fileLoad) moduleFile() bool {
	f, err := fl.reread()
	if err != nil {
		return true
	}
	defer f.Close()
	res, err := parser.NewReader(fl.m, engine.NewInputStream(f, fl.ctx.File, nil)).Next()
	if err != nil {
		return err != io.EOF
	}
	c, ok := engine.Deref(res.Term).(*engine.Compound)
	if !ok || c.Name != engine.AtomNeck || len(c.Args) != 1 {
		return false
	}
	d, ok := engine.Deref(c.Args[0]).(*engine.Compound)
	return ok && d.Name == atomModule && len(d.Args) == 2
}

// aheadDirective is what readAhead does with a directive: declarations
// name local predicates, op/3 and library loads run.
func (fl *fileLoad) aheadDirective(mod *module, d engine.Term) {
	m := fl.m
	c, ok := d.(*engine.Compound)
	if !ok || len(c.Args) < 1 {
		return
	}
	switch c.Name.Name {
	case "dynamic", "discontiguous", "table", "multifile":
		shared := c.Name.Name == "dynamic" || c.Name.Name == "multifile"
		_ = forEachPI(ownPIs(c.Args[0], mod.name), func(name *engine.Atom, arity int) error {
			k := predKey{name, arity}
			if shared && mod.exports[k] {
				if fl.shared == nil {
					fl.shared = map[predKey]bool{}
				}
				fl.shared[k] = true
			}
			modulesOf(m).localAtom(mod, name, arity)
			return nil
		})
	case "module_transparent":
		_ = forEachPI(ownPIs(c.Args[0], mod.name), func(name *engine.Atom, arity int) error {
			modulesOf(m).declareTransparent(mod, name, arity)
			return nil
		})
	case "op":
		if len(c.Args) == 3 {
			_, _ = m.Once(c)
		}
	case "use_module", "ensure_loaded":
		if name, ok := libraryName(c.Args[0]); ok {
			_, _ = useLibrary(m, name)
		}
	}
}

// ownPIs returns the predicate indicators t of a declaration in the
// file of module mod without those qualified with another module, which
// declare that module's predicates, not mod's: a list of the others.
func ownPIs(t engine.Term, mod *engine.Atom) engine.Term {
	var items []engine.Term
	declItems(t, false, func(x engine.Term) bool {
		if _, q, ok := stripQualifiers(x); !ok || q == nil || q == mod {
			items = append(items, x)
		}
		return true
	})
	return engine.List(items...)
}

// moduleTerm returns the clause or directive t of a module file as the
// module defines it.
func (fl *fileLoad) moduleTerm(t engine.Term) engine.Term {
	mt := modulesOf(fl.m)
	mt.loading = fl.m
	defer func() { mt.loading = nil }()
	t, q, _ := stripQualifiers(t) // M:(Head :- Body) is a clause of M
	mod := fl.mod
	if q != nil {
		mod = mt.programModule(q)
	}
	c, ok := t.(*engine.Compound)
	if ok && len(c.Args) == 1 && (c.Name == engine.AtomNeck || c.Name == atomQuery) {
		return engine.NewCompound(c.Name, mt.goal(mod, c.Args[0], false))
	}
	if !ok || len(c.Args) != 2 || c.Name != engine.AtomNeck && c.Name != atomSSUArrow {
		head := fl.moduleHead(mod, t)
		if name, _, ok := engine.Functor(head); ok && mt.transparent[name] != nil {
			return fl.transparentClause(mod, head, engine.AtomTrue)
		}
		return head
	}
	head := engine.Deref(c.Args[0])
	if hc, ok := head.(*engine.Compound); ok && c.Name == atomSSUArrow && hc.Name == engine.AtomComma && len(hc.Args) == 2 {
		head = engine.NewCompound(engine.AtomComma, fl.moduleHead(mod, hc.Args[0]), mt.goal(mod, hc.Args[1], true))
		return engine.NewCompound(c.Name, head, mt.goal(mod, c.Args[1], true))
	}
	head = fl.moduleHead(mod, head)
	if name, _, ok := engine.Functor(head); ok && c.Name == engine.AtomNeck && mt.transparent[name] != nil {
		return fl.transparentClause(mod, head, c.Args[1])
	}
	return engine.NewCompound(c.Name, head, mt.goal(mod, c.Args[1], true))
}

// declareTransparent notes that mod's predicate name/arity is
// module_transparent: its clauses run in the module of their caller, its
// context module, which they take as one more argument under a name of
// their own; the predicate's own name is one clause passing mod (see
// transparentClause).
func (mt *moduleTable) declareTransparent(mod *module, name *engine.Atom, arity int) {
	local := mt.localAtom(mod, name, arity)
	if mt.transparent == nil {
		mt.transparent = map[*engine.Atom]*engine.Atom{}
	}
	if mt.transparent[local] == nil {
		hidden := engine.Intern("$transparent " + local.Name)
		mt.transparent[local] = hidden
		mt.local[hidden] = localName{mod, name}
	}
}

// transparentClause returns the clause head :- body of a
// module_transparent predicate of mod as SWI-Prolog runs it: the clause
// of its hidden name with the context module as its last argument C,
// context_module/1 giving C, and the goals and closures that its
// meta-predicates call run in C (the calls of its body are mod's, as
// swipl resolves them where the clause is defined). The first clause
// of the load also makes the predicate's own name, called with mod as
// the context (Module:Goal's call, and the other modules' through their
// rewritten calls, which pass their own).
func (fl *fileLoad) transparentClause(mod *module, head, body engine.Term) engine.Term {
	m, mt := fl.m, modulesOf(fl.m)
	name, arity, _ := engine.Functor(head)
	hidden := mt.transparent[name]
	ctx := m.NewVar()
	mt.ctxVar = ctx
	body = mt.goal(mod, body, true)
	mt.ctxVar = nil
	var args []engine.Term
	if c, ok := head.(*engine.Compound); ok {
		args = append(args, c.Args...)
	}
	if p := m.Lookup(name, arity); p == nil || !fl.ctx.Defined[p] {
		if p != nil {
			m.Retire(p)
		}
		entry := generalGoal(m, name, arity)
		var entryArgs []engine.Term
		if c, ok := entry.(*engine.Compound); ok {
			entryArgs = append(entryArgs, c.Args...)
		}
		if _, err := m.AddClause(engine.NewCompound(engine.AtomNeck, entry, engine.NewCompound(hidden, append(entryArgs, mod.name)...)), true); err == nil {
			if p := m.Lookup(name, arity); p != nil {
				p.File = fl.ctx.File
				fl.ctx.Defined[p] = true
			}
		}
	}
	return engine.NewCompound(engine.AtomNeck, engine.NewCompound(hidden, append(args, ctx)...), body)
}

// moduleHead returns the head of a clause of module mod's file: renamed
// when its predicate is local, made local when it is new and not
// exported.
func (fl *fileLoad) moduleHead(mod *module, head engine.Term) engine.Term {
	mt := modulesOf(fl.m)
	head, q, _ := stripQualifiers(head)
	hmod := mod
	if q != nil {
		hmod = mt.programModule(q)
	}
	name, arity, ok := engine.Functor(head)
	switch {
	case !ok || hmod == nil:
		return head
	case hmod == fl.mod && (!hmod.exports[predKey{name, arity}] || hmod.locals[predKey{name, arity}] != nil):
		return rename(head, mt.localAtom(hmod, name, arity))
	case hmod != fl.mod:
		// A clause of another module's: its predicate there.
		return rename(head, mt.ownName(fl.m, hmod, name, arity))
	}
	return localCall(hmod, head, 0)
}

// moduleExpansion applies the term_expansion/2 and goal_expansion/2 of
// the module the file defines, if it has them, to t, a term read from
// the file: the terms it expands to and true, or t and false when there
// are no such rules or they change nothing. The module's goal_expansion/2
// comes with user's (see '$expand_module_terms'/3), and so does user's
// term_expansion/2 when the module's does not apply.
func (fl *fileLoad) moduleExpansion(t engine.Term) ([]engine.Term, bool, error) {
	mod := fl.mod
	if mod == nil {
		return []engine.Term{t}, false, nil
	}
	terms, expanded := []engine.Term{t}, false
	if local := fl.localHook(mod, atomTermExpansion); local != nil {
		v := fl.m.NewVar()
		ok, err := fl.m.Once(engine.NewCompound(local, t, v))
		if err != nil {
			return terms, false, err
		}
		if ok {
			expanded = true
			if xs, isList := engine.ListToSlice(v); isList {
				terms = xs
			} else {
				terms = []engine.Term{engine.Deref(v)}
			}
		}
	}
	ge := fl.localHook(mod, atomGoalExpansion)
	if ge == nil {
		return terms, expanded, nil
	}
	if !expanded && userExpansion(fl.m) {
		var err error
		if terms, err = expandTerm(fl.m, t); err != nil {
			return []engine.Term{t}, false, err
		}
	}
	v := fl.m.NewVar()
	ok, err := fl.m.Once(engine.NewCompound(atomExpandModuleTerms, ge, engine.List(terms...), v))
	if err != nil || !ok {
		return []engine.Term{t}, false, err
	}
	xs, _ := engine.ListToSlice(v)
	return xs, true, nil
}

var atomExpandModuleTerms = engine.Intern("$expand_module_terms")

// localHook returns the local name of mod's own hook name/2
// (term_expansion, goal_expansion) when it has clauses, nil otherwise.
func (fl *fileLoad) localHook(mod *module, name *engine.Atom) *engine.Atom {
	local := mod.locals[predKey{name, 2}]
	if local == nil || modulesOf(fl.m).local[local].module != mod {
		return nil
	}
	if p := fl.m.Lookup(local, 2); p == nil || p.NumberOfClauses() == 0 {
		return nil
	}
	return local
}

// importSpec is what a use_module/2 imports: the predicates in only, or
// when only is nil all the exports but those in except; as gives the
// name an entry Name/Arity as NewName imports its predicate under.
type importSpec struct {
	only, except map[predKey]bool
	as           map[predKey]*engine.Atom
	ops          []engine.Term // the op(P, T, Name) entries of only
}

// importsOp reports whether s imports the exported operator op (an
// op/3 term): all of them but for a list of what to import, which
// imports those that an op/3 entry of it names (unifies with), as
// SWI-Prolog's import lists do.
func (s *importSpec) importsOp(m *engine.Machine, op engine.Term) bool {
	if s == nil || s.only == nil {
		return true
	}
	for _, want := range s.ops {
		if m.Unifiable(want, op) {
			return true
		}
	}
	return false
}

// unexported returns the predicates of s's list of what to import that
// mod does not export, in standard order; none for all the exports.
func (s *importSpec) unexported(mod *module) []predKey {
	if s == nil || s.only == nil {
		return nil
	}
	var missing []predKey
	for k := range s.only {
		if !mod.exports[k] {
			missing = append(missing, k)
		}
	}
	slices.SortFunc(missing, func(a, b predKey) int {
		if c := engine.CompareAtoms(a.name, b.name); c != 0 {
			return c
		}
		return a.arity - b.arity
	})
	return missing
}

// exceptsUnexported reports whether s is except(List) with a predicate
// in List that mod does not export: swipl's use_module/2 then imports
// nothing and fails.
func (s *importSpec) exceptsUnexported(mod *module) bool {
	if s == nil || s.except == nil || mod == nil {
		return false
	}
	for k := range s.except {
		if !mod.exports[k] {
			return true
		}
	}
	return false
}

// imports reports whether s imports k.
func (s *importSpec) imports(k predKey) bool {
	if s == nil {
		return true
	}
	if s.only != nil {
		return s.only[k]
	}
	return !s.except[k]
}

// nameOf returns the name s imports k under.
func (s *importSpec) nameOf(k predKey) *engine.Atom {
	if s != nil && s.as[k] != nil {
		return s.as[k]
	}
	return k.name
}

// importList reads use_module/2's import list: a list of predicate
// indicators (Name/Arity, Name//Arity, PI as NewName) or except(List),
// whose PI as NewName entries import the predicate under NewName.
func importList(t engine.Term) (importSpec, error) {
	var spec importSpec
	set := map[predKey]bool{}
	t = engine.Deref(t)
	if c, ok := t.(*engine.Compound); ok && c.Name.Name == "except" && len(c.Args) == 1 {
		spec.except, t = set, c.Args[0]
	} else {
		spec.only = set
	}
	list, err := listArg(t)
	if err != nil {
		return spec, err
	}
	for _, e := range list {
		e = engine.Deref(e)
		var as *engine.Atom
		if c, ok := e.(*engine.Compound); ok && c.Name == atomAs && len(c.Args) == 2 {
			e = c.Args[0]
			a, ok := engine.Deref(c.Args[1]).(*engine.Atom)
			if !ok {
				if isUnbound(c.Args[1]) {
					return spec, engine.InstantiationError()
				}
				return spec, engine.TypeError("atom", c.Args[1])
			}
			as = a
		}
		if c, ok := e.(*engine.Compound); ok && c.Name == atomOp && len(c.Args) == 3 {
			if spec.only != nil {
				spec.ops = append(spec.ops, c)
			}
			continue
		}
		name, arity, err := piArg(declIndicator(e))
		if err != nil {
			return spec, err
		}
		k := predKey{name, arity}
		if as != nil {
			if spec.as == nil {
				spec.as = map[predKey]*engine.Atom{}
			}
			spec.as[k] = as
			if spec.except != nil {
				continue // renamed, so imported
			}
		}
		set[k] = true
	}
	return spec, nil
}

// importModule imports, at the end of the load of file, the module it
// defined into user: what the use_module/2 that loads it names, or all
// its exports.
func (fl *fileLoad) importModule(file string) {
	m, mt, mod := fl.m, modulesOf(fl.m), fl.mod
	if mt.byFile == nil {
		mt.byFile = map[string]*module{}
	}
	mt.byFile[file] = mod
	restoreLocalOps(m, mod)
	mt.importAll(m, mod, loaderOf(m).importLists[file], true, fl.ctx.Parent)
}

// loadingModule returns the module that the file of the load where
// defines, nil for a file of user's (or none).
func (mt *moduleTable) loadingModule(where *engine.LoadContext) *module {
	if where == nil || where.File == "" {
		return nil
	}
	for _, mod := range mt.order {
		if mod.file == where.File {
			return mod
		}
	}
	return nil
}

// importInto imports mod's exports that spec names into the module
// into, as SWI-Prolog imports them into the module whose file has the
// use_module/1,2: the calls of into's clauses (and into:Goal) reach
// mod's predicates, and user does not see them. A predicate of into's
// own of the name stays its own, and an export that is the one
// predicate of its name (dynamic, multifile) needs nothing. A predicate
// imported under a new name (PI as NewName) becomes into's own, one
// clause calling mod's, as swipl makes it.
func (mt *moduleTable) importInto(m *engine.Machine, into, mod *module, spec *importSpec, where *engine.LoadContext) {
	keys := spec.unexported(mod)
	for k := range mod.exports {
		keys = append(keys, k)
	}
	for _, k := range keys {
		local := mod.locals[k]
		if !spec.imports(k) || local == nil && spec.nameOf(k) == k.name {
			continue
		}
		as := predKey{spec.nameOf(k), k.arity}
		if own := into.locals[as]; own != nil && mt.local[own].module == into && !into.renamedImports[as] {
			continue
		}
		if as.name == k.name {
			into.locals[as] = local
			continue
		}
		mt.importRenamed(m, into, mod, as, k, local, where)
	}
}

// importRenamed defines into's predicate as, which stands for k of
// module mod, as the one clause as(Args) :- local(Args), local its
// local name there, or as(Args) :- mod:Name(Args) for nil (a dynamic or
// multifile export, or one mod neither exports nor defines); the clause
// is made anew when into's file imports it again. where is the load of
// the directive that imports.
func (mt *moduleTable) importRenamed(m *engine.Machine, into, mod *module, as, k predKey, local *engine.Atom, where *engine.LoadContext) {
	name := mt.localAtom(into, as.name, as.arity)
	if into.renamedImports == nil {
		into.renamedImports = map[predKey]bool{}
	}
	into.renamedImports[as] = true
	if p := m.Lookup(name, as.arity); p != nil {
		m.Retire(p)
	}
	head := generalGoal(m, name, as.arity)
	var body engine.Term
	if local != nil {
		body = rename(head, local)
	} else {
		// Module:Goal decides it when it runs: a dynamic or multifile
		// export, or one mod neither exports nor defines, whose call
		// raises its existence error.
		body = engine.NewCompound(engine.AtomColon, mod.name, rename(head, k.name))
	}
	if _, err := m.AddClause(engine.NewCompound(engine.AtomNeck, head, body), true); err != nil {
		return
	}
	if p := m.Lookup(name, as.arity); p != nil {
		p.File = into.file
		if where != nil && where.File == into.file && where.Defined != nil {
			where.Defined[p] = true // kept by a reload of into's file
		}
	}
	if spec := mt.declared[predKey{local, k.arity}]; spec != nil && local != nil {
		// Its calls qualify its meta-arguments as the predicate's own do.
		mt.declared[predKey{name, as.arity}] = spec
	}
}

// importLoaded imports the module that the loaded file at path defined,
// if it is a module file, for a use_module/1,2 or ensure_loaded/1 of a
// file already loaded.
func importLoaded(m *engine.Machine, path string, spec *importSpec) {
	l := loaderOf(m)
	if l.modules == nil {
		return
	}
	if mod := l.modules.byFile[path]; mod != nil {
		l.modules.importAll(m, mod, spec, false, m.LoadContext)
	}
}

// importAll imports mod's exports that spec names into user, or into
// the module whose file imports them (see importInto); again makes the
// copies anew (the module's file was loaded again). where is the load of
// the directive that imports, for messages.
func (mt *moduleTable) importAll(m *engine.Machine, mod *module, spec *importSpec, again bool, where *engine.LoadContext) {
	if spec.exceptsUnexported(mod) {
		return // swipl's import fails: nothing is imported
	}
	into := mt.loadingModule(where)
	mt.warnNotExported(m, mod, into, spec, where)
	if into != mod {
		// The operators hold in the file that imports: user's, or a
		// module's until the end of its file (restoreLocalOps).
		for _, op := range mod.exportOps {
			if spec.importsOp(m, op) {
				_, _ = m.Once(op) // checked when the module declared it
			}
		}
	}
	if into != nil && into != mod {
		mt.importInto(m, into, mod, spec, where)
		return
	}
	keys := make([]predKey, 0, len(mod.exports))
	for k := range mod.exports {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b predKey) int {
		if c := engine.CompareAtoms(a.name, b.name); c != 0 {
			return c
		}
		return a.arity - b.arity
	})
	// As in SWI-Prolog, the exports the module does not define are
	// reported first.
	slices.SortStableFunc(keys, func(a, b predKey) int {
		return boolRank(mt.defines(m, mod, a)) - boolRank(mt.defines(m, mod, b))
	})
	// As in swipl, a predicate of an import list that mod does not
	// export is imported all the same (warnNotExported warned of it),
	// when mod defines it.
	for _, k := range spec.unexported(mod) {
		if mod.locals[k] != nil && mt.defines(m, mod, k) || spec.nameOf(k) != k.name {
			keys = append(keys, k)
		}
	}
	for _, k := range keys {
		if spec.imports(k) {
			if msg := mt.importPred(m, mod, k, spec.nameOf(k), again, where); msg != "" {
				if where != nil && where.File != "" {
					msg = fmt.Sprintf("%s:%d:\n   %s", where.File, where.Line, msg)
					noteProblem(m, where.File, where.Line, 0, msg)
				}
				printLines(m, m.UserErr, "ERROR: ", msg)
			}
		}
	}
}

// warnNotExported prints SWI-Prolog's warning for each predicate of
// an import list that mod does not export.
func (mt *moduleTable) warnNotExported(m *engine.Machine, mod, into *module, spec *importSpec, where *engine.LoadContext) {
	if spec == nil || spec.only == nil || where == nil || where.File == "" {
		return
	}
	target := engine.AtomUser
	if into != nil {
		target = into.name
	}
	for _, k := range spec.unexported(mod) {
		if spec.nameOf(k) != k.name {
			continue // swipl's import under a new name does not check
		}
		PrintWarning(m, fmt.Sprintf("%s:%d:\n   import/1: %s is not exported (still imported into %s)", where.File, where.Line,
			quotedOps(m, engine.NewCompound(engine.AtomColon, mod.name, engine.PI(k.name, k.arity))), target.Name))
	}
}

// importPred imports mod's exported predicate k into user under name
// (k's own, or the new name of an import list's PI as NewName): its
// clauses copied under that name, or, for a tabled predicate (whose
// table the two would not share) and a new name, one clause calling it,
// which a new name makes a predicate of the load where (of the
// use_module/2 that imports). A predicate of
// the program's own of that name stays, and so does one imported from
// another module (SWI-Prolog's permission error is the message
// importPred returns, "" for none).
func (mt *moduleTable) importPred(m *engine.Machine, mod *module, k predKey, name *engine.Atom, again bool, where *engine.LoadContext) string {
	qualified := quoted(engine.NewCompound(engine.AtomColon, mod.name, engine.PI(k.name, k.arity)))
	local := mod.locals[k]
	renamed := name != k.name
	// nowhere: a predicate that an import list names under a new name
	// and mod neither exports nor defines, which swipl imports all the
	// same, as a clause whose call raises its existence error.
	nowhere := false
	if local == nil {
		if p := m.Lookup(k.name, k.arity); p == nil || !p.IsDefined() {
			if mod.linked[k] != nil && !renamed {
				return "" // swipl's link to another module's undefined predicate
			}
			if !renamed || mod.exports[k] {
				return "Exported procedure " + qualified + " is not defined"
			}
			nowhere = true
		}
		if !renamed {
			return "" // dynamic or multifile: the one predicate of its name
		}
		local = k.name
	}
	lp := m.Lookup(local, k.arity)
	if (lp == nil || !lp.IsDefined()) && !nowhere {
		return "Exported procedure " + qualified + " is not defined"
	}
	if ln, ok := mt.local[local]; ok && ln.module != mod {
		// A reexport: the predicate is the module's that defines it,
		// as imported_from/1 says and a later import of that module
		// finds.
		mod = ln.module
	}
	if p := m.Lookup(name, k.arity); p != nil && renamed && where != nil && p.File == where.File && !where.Defined[p] && p.NumberOfClauses() > 0 {
		// Made by this file's import when it was loaded before: made
		// anew, as the file's (see below).
		m.Retire(p)
	}
	if p := m.Lookup(name, k.arity); p != nil {
		from, isImport := mt.imported[p]
		switch {
		case isImport && from != mod:
			return fmt.Sprintf("import/1: No permission to import %s into user (already imported from %s)", qualified, from.name.Name)
		case isImport && !again:
			return ""
		case isImport:
			m.Retire(p)
		case p.IsISO() || systemHelper(p, name):
			return ""
		case p.IsLibrary() || p.IsForeign():
			overrideLibrary(m, p)
		case p.NumberOfClauses() > 0 || p.IsDynamic():
			return "" // the program's own
		}
	}
	var clauses []engine.Term
	var names [][]string
	if hidden := mt.transparent[local]; hidden != nil {
		// The caller of user's copy is user.
		head := generalGoal(m, name, k.arity)
		var args []engine.Term
		if c, ok := head.(*engine.Compound); ok {
			args = append(args, c.Args...)
		}
		clauses = append(clauses, engine.NewCompound(engine.AtomNeck, head, engine.NewCompound(hidden, append(args, engine.AtomUser)...)))
	} else if nowhere || lp.IsTabled() || renamed {
		// One clause calling it, so that both share its table; swipl
		// imports a predicate under a new name so, as the importing
		// file's predicate.
		head := generalGoal(m, name, k.arity)
		body := rename(head, local)
		if nowhere {
			body = engine.NewCompound(engine.AtomColon, mod.name, body)
		}
		clauses = append(clauses, engine.NewCompound(engine.AtomNeck, head, body))
	} else {
		for _, c := range lp.Clauses() {
			h, b := m.ClauseTerms(c)
			clauses = append(clauses, engine.NewCompound(engine.AtomNeck, rename(engine.Deref(h), name), b))
			names = append(names, c.VarNames())
		}
	}
	for i, c := range clauses {
		cl, err := m.AddClause(c, true)
		if err != nil {
			return ""
		}
		if i < len(names) {
			// A copy reads back as the module's clause, with its
			// variables in the same order: listing/1 names them alike.
			cl.SetVarNames(names[i])
		}
	}
	if p := m.Lookup(name, k.arity); p != nil && renamed {
		if where != nil {
			// The file's predicate, which its reload keeps.
			p.File = where.File
			if where.Defined != nil {
				where.Defined[p] = true
			}
		}
	} else if p != nil {
		p.File = mod.file
		if mt.imported == nil {
			mt.imported = map[*engine.Pred]*module{}
		}
		mt.imported[p] = mod
	}
	if spec := mt.declared[predKey{local, k.arity}]; spec != nil {
		// The program's calls of the import qualify its meta-arguments
		// as the module's own calls do.
		mt.declared[predKey{name, k.arity}] = spec
	}
	return ""
}

// defines reports whether mod defines its exported predicate k.
func (mt *moduleTable) defines(m *engine.Machine, mod *module, k predKey) bool {
	name := k.name
	if a := mod.locals[k]; a != nil {
		name = a
	}
	p := m.Lookup(name, k.arity)
	return p != nil && p.IsDefined()
}

// boolRank is 1 for true, 0 for false.
func boolRank(b bool) int {
	if b {
		return 1
	}
	return 0
}

// dropImport makes p, an imported predicate that a file of the program
// defines, the program's own, with SWI-Prolog's warning.
func dropImport(m *engine.Machine, p *engine.Pred, file string, line int) {
	mod := importedFrom(m, p)
	PrintWarning(m, fmt.Sprintf("%s:%d:\n   Local definition of %s overrides weak import from %s", file, line,
		quotedOps(m, engine.NewCompound(engine.AtomColon, engine.AtomUser, engine.PI(p.Name, p.Arity))), mod.name.Name))
	delete(loaderOf(m).modules.imported, p)
	m.Retire(p)
	p.File = ""
}

// importLibraryRenames defines the predicates use_module(library(L),
// Imports) imports under a new name (PI as NewName): NewName calls the
// library's predicate, qualified with its module, as swipl's import does.
func importLibraryRenames(m *engine.Machine, args []engine.Term) {
	if len(args) != 2 {
		return
	}
	name, ok := libraryName(args[0])
	if !ok {
		return
	}
	spec, err := importList(args[1])
	if err != nil || len(spec.as) == 0 {
		return
	}
	var mod *engine.Atom
	if lib, known := swiLibraryExports[engine.Format(name, engine.WriteOptions{})]; known {
		mod = engine.Intern(lib.module)
	}
	for k, newName := range spec.as {
		if p := m.Lookup(newName, k.arity); p != nil && p.IsDefined() {
			continue
		}
		vars := make([]engine.Term, k.arity)
		for i := range vars {
			vars[i] = m.NewVar()
		}
		var head, body engine.Term = newName, k.name
		if k.arity > 0 {
			head, body = engine.NewCompound(newName, vars...), engine.NewCompound(k.name, vars...)
		}
		if mod != nil {
			body = engine.NewCompound(engine.AtomColon, mod, body)
		}
		if _, err := m.AddClause(engine.NewCompound(engine.AtomNeck, head, body), true); err != nil {
			return
		}
	}
}
