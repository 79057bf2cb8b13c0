package builtins

import (
	"slices"

	"github.com/goprolog/goprolog/internal/engine"
)

// The module system's built-ins: Module:Goal's '$module_goal'/3,
// meta_predicate/1, current_module/1, module_property/2,
// strip_module/3 and context_module/1.

// metaPredicate implements meta_predicate/1: the declared arguments of
// a module's predicates are qualified with the caller's module where the
// loader meets its calls (see moduleTable.call): goals and closures
// (0..9), `:` (any term, passed as Module:Term), `^` (a goal under V^,
// as bagof/3's) and `//` (a grammar body). The other modes (+, -, ?)
// change nothing.
func metaPredicate(m *engine.Machine, args []engine.Term) (bool, error) {
	mt := modulesOf(m)
	stack := []engine.Term{args[0]}
	for len(stack) > 0 {
		t := engine.Deref(stack[len(stack)-1])
		stack = stack[:len(stack)-1]
		c, ok := t.(*engine.Compound)
		switch {
		case isUnbound(t):
			return false, engine.InstantiationError()
		case ok && (c.Name == engine.AtomComma || c.Name == engine.AtomDot) && len(c.Args) == 2:
			stack = append(stack, c.Args[1], c.Args[0])
			continue
		case t == engine.AtomNil:
			continue
		case ok && c.Name == engine.AtomColon && len(c.Args) == 2:
			inner, mod := mt.unqualify(nil, c)
			stack = append(stack, localCall(mod, inner, 0))
			continue
		case !ok:
			return false, engine.TypeError("compound", t)
		}
		spec := make([]int8, len(c.Args))
		written := make([]engine.Term, len(c.Args))
		for i, a := range c.Args {
			spec[i] = metaNone
			written[i] = engine.Deref(a)
			if n, ok := written[i].(engine.Int); ok && n >= 0 && n <= 9 {
				spec[i] = int8(n)
			}
			switch written[i] {
			case engine.AtomColon:
				spec[i] = metaModule
			case atomCaret:
				spec[i] = metaCaret
			case atomDoubleSlash:
				spec[i] = metaDCG
			}
			if _, atomic := written[i].(*engine.Compound); atomic || isUnbound(written[i]) {
				written = nil // kept only when every mode is atomic, as they are
				break
			}
		}
		if mt.declared == nil {
			mt.declared = map[predKey][]int8{}
			mt.declaredHeads = map[predKey]*engine.Compound{}
		}
		mt.declared[predKey{c.Name, len(c.Args)}] = spec
		if written != nil {
			mt.declaredHeads[predKey{c.Name, len(c.Args)}] = engine.NewCompound(c.Name, written...)
		}
	}
	return true, nil
}

// moduleGoal implements '$module_goal'(Module, Goal, Resolved), what
// Module:Goal runs: Goal as it runs in Module.
func moduleGoal(m *engine.Machine, args []engine.Term) (bool, error) {
	mod := engine.Deref(args[0])
	if _, isVar := mod.(*engine.Var); isVar {
		return false, engine.InstantiationError()
	}
	if _, isAtom := mod.(*engine.Atom); !isAtom {
		return false, engine.TypeError("module", mod)
	}
	g, last, ok := stripQualifiers(args[1])
	switch {
	case !ok:
		return false, engine.TypeError("acyclic_term", args[1])
	case isQualified(g):
		return false, engine.InstantiationError() // Module:Goal with Module unbound
	}
	l := loaderOf(m)
	if last == nil {
		last = mod.(*engine.Atom)
	}
	if last == engine.AtomBags {
		return bagsGoal(m, g, args[2])
	}
	if kept, ok := keptGoal(m, last, g); ok {
		return m.Unify(args[2], kept), nil
	}
	var module *module
	if l.modules != nil {
		module = l.modules.byName[last]
		if name, arity, ok := engine.Functor(g); ok && module != nil && module.locals[predKey{name, arity}] == nil {
			// Found in a module module imports from: swipl imports it
			// into module on the way, and module keeps it.
			if local := importedDefinition(m, module, predKey{name, arity}); local != nil {
				module.locals[predKey{name, arity}] = local
			}
		}
		// A plain call is left as it is, for the check below.
		if name, arity, ok := engine.Functor(g); ok && (controlFunctor(name, arity) || metaSpecs[predKey{name, arity}] != nil) {
			l.modules.running = m
		}
		g = l.modules.goal(module, g, false)
		l.modules.running = nil
	}
	// A goal of a module that does not define it, nor user, raises the
	// existence error of Module:Name/Arity, as in SWI-Prolog, where the
	// module is made on the fly and imports from user, unless the
	// unknown flag (the module's own, see moduleFlagDirective, or the
	// global one) says otherwise.
	unknown := m.Flags.Unknown
	if module != nil && module.unknown != nil {
		unknown = module.unknown
	}
	if name, arity, ok := engine.Functor(g); ok && (module != nil || last != engine.AtomUser && last.Name != "system") {
		if p := m.Lookup(name, arity); p == nil || !p.IsDefined() {
			switch {
			case unknown == atomError:
				if l.modules != nil {
					if ln, isLocal := l.modules.local[name]; isLocal {
						name = ln.name
					}
				}
				where := last
				if module != nil {
					where = module.linkedTo(predKey{name, arity}).name
				}
				pi := engine.NewCompound(engine.AtomColon, where, engine.PI(name, arity))
				return false, &engine.Exception{Ball: engine.NewCompound(engine.AtomError,
					engine.NewCompound(atomExistenceError, atomProcedure, pi), pi)}
			case module != nil && module.unknown != nil && unknown.Name == "fail":
				return m.Unify(args[2], engine.AtomFail), nil
			}
		}
	}
	return m.Unify(args[2], g), nil
}

// atGoal implements '$at_goal'(Caller:Goal, Module, Resolved), what
// @(Goal, Module) runs: Goal looked up in Caller, the module @/2 is
// called in (which the loader gives it, see metaSpecs), with its goals
// and closures, when its predicate is a meta-predicate, run in Module,
// as SWI-Prolog's @/2 makes Module their context. An unbound Module
// leaves them to Caller.
func atGoal(m *engine.Machine, args []engine.Term) (bool, error) {
	g, caller, ok := stripQualifiers(args[0])
	if !ok {
		return false, engine.TypeError("acyclic_term", args[0])
	}
	if caller == nil {
		caller = engine.AtomUser
	}
	var context *engine.Atom
	switch x := engine.Deref(args[1]).(type) {
	case *engine.Var:
	case *engine.Atom:
		context = x
	default:
		return false, engine.TypeError("module", x)
	}
	switch x := engine.Deref(g).(type) {
	case *engine.Var:
		return false, engine.InstantiationError()
	case *engine.Compound:
		spec := metaSpecs[predKey{x.Name, len(x.Args)}]
		if l := loaderOf(m); spec == nil && l.modules != nil {
			spec = l.modules.declared[predKey{x.Name, len(x.Args)}]
		}
		if spec != nil && context != nil && !controlFunctor(x.Name, len(x.Args)) {
			g = mapArgs(x, func(i int, a engine.Term) engine.Term {
				if k := spec[i]; k == metaNone || k == metaClause || k == metaPIs || isQualified(a) {
					return a
				}
				return engine.NewCompound(engine.AtomColon, context, a)
			})
		}
	case *engine.Atom:
	default:
		// As swipl, which raises it for the call of @/2 itself.
		return false, engine.TypeError("callable", engine.NewCompound(atomAtGoal, x, engine.Deref(args[1])))
	}
	return m.Unify(args[2], engine.NewCompound(engine.AtomColon, caller, g)), nil
}

// bagsGoal resolves the goal g of '$bags':g, where bagof/3 and setof/3
// run a goal M:G whose M is no atom (engine.SplitBagofGoal), as
// SWI-Prolog's module '$bags' does: it sees the system's predicates and
// the library's, not the program's, so a call of a predicate it cannot
// see raises existence_error(procedure, '$bags':Name/Arity). A control
// construct's goals run there too.
func bagsGoal(m *engine.Machine, g, resolved engine.Term) (bool, error) {
	if c, ok := g.(*engine.Compound); ok && IsControl(c) {
		return m.Unify(resolved, mapArgs(c, func(_ int, a engine.Term) engine.Term {
			return engine.NewCompound(engine.AtomColon, engine.AtomBags, a)
		})), nil
	}
	if name, arity, ok := engine.Functor(g); ok {
		if p := m.Lookup(name, arity); p == nil || !p.IsDefined() || !p.IsBuiltin() {
			pi := engine.NewCompound(engine.AtomColon, engine.AtomBags, engine.PI(name, arity))
			return false, &engine.Exception{Ball: engine.NewCompound(engine.AtomError,
				engine.NewCompound(atomExistenceError, atomProcedure, pi), pi)}
		}
	}
	return m.Unify(resolved, g), nil
}

var (
	atomAtGoal         = engine.Intern("@")
	atomError          = engine.Intern("error")
	atomExistenceError = engine.Intern("existence_error")
)

// currentModule implements current_module(M): user, system, the
// modules swipl starts with, the modules files defined and those of the
// libraries the program loaded.
func currentModule(m *engine.Machine, args []engine.Term) (bool, error) {
	sols := []engine.Term{engine.AtomUser, engine.Intern("system")}
	for _, name := range swiStartupModules {
		sols = append(sols, engine.Intern(name))
	}
	l := loaderOf(m)
	if l.modules != nil {
		for _, mod := range l.modules.order {
			if !slices.Contains(sols, engine.Term(mod.name)) {
				sols = append(sols, mod.name)
			}
		}
	}
	for _, a := range l.libModules {
		if !slices.Contains(sols, engine.Term(a)) {
			sols = append(sols, a)
		}
	}
	return unifyAlternatives(m, args[0], sols)
}

// moduleProperty implements module_property(Module, Property) for the
// modules files defined (class(user), file(File), line_count(Line) of
// module/2, exports(PIs), exported_operators(Ops)), for those made
// without a file and for user and system, in swipl's order.
func moduleProperty(m *engine.Machine, args []engine.Term) (bool, error) {
	var sols []engine.Term
	add := func(mod, prop engine.Term) {
		sols = append(sols, engine.NewCompound(engine.AtomMinus, mod, prop))
	}
	atomClass := engine.Intern("class")
	atomExports := engine.Intern("exports")
	atomExportedOps := engine.Intern("exported_operators")
	for _, a := range []*engine.Atom{engine.AtomUser, atomSystem} {
		add(a, engine.NewCompound(atomClass, a))
		add(a, engine.NewCompound(atomExports, engine.AtomNil))
		add(a, engine.NewCompound(atomExportedOps, engine.AtomNil))
	}
	if l := loaderOf(m); l.modules != nil {
		for _, mod := range l.modules.order {
			add(mod.name, engine.NewCompound(atomClass, engine.AtomUser))
			if mod.file != "" {
				add(mod.name, engine.NewCompound(engine.Intern("file"), engine.Intern(mod.file)))
				add(mod.name, engine.NewCompound(engine.Intern("line_count"), engine.MakeInt(int64(mod.line))))
			}
			var pis []engine.Term
			for k := range mod.exports {
				pis = append(pis, engine.PI(k.name, k.arity))
			}
			slices.SortFunc(pis, func(a, b engine.Term) int { return engine.Compare(a, b) })
			add(mod.name, engine.NewCompound(atomExports, engine.List(pis...)))
			add(mod.name, engine.NewCompound(atomExportedOps, engine.List(mod.exportOps...)))
		}
	}
	return unifyAlternatives(m, engine.NewCompound(engine.AtomMinus, args[0], args[1]), sols)
}

// stripModule3 implements strip_module(Term, Module, Plain): Plain is
// Term without its module qualifiers, Module the innermost one, user when
// there is none.
func stripModule3(m *engine.Machine, args []engine.Term) (bool, error) {
	t, last, ok := stripQualifiers(args[0])
	if !ok {
		return false, engine.TypeError("acyclic_term", args[0])
	}
	var mod engine.Term = engine.AtomUser
	if last != nil {
		mod = last
	}
	return m.Unify(args[1], mod) && m.Unify(args[2], t), nil
}

// contextModule implements context_module(Module) where the loader did
// not replace it (see moduleTable.call): user.
func contextModule(m *engine.Machine, args []engine.Term) (bool, error) {
	return m.Unify(args[0], engine.AtomUser), nil
}

// sourceFile2 implements source_file(?Head, ?File): File is the file
// that defines Head's predicate (a module's, for Module:Head), the
// predicates of the program's files in the order they were made.
func sourceFile2(m *engine.Machine, args []engine.Term) (bool, error) {
	head := engine.Deref(args[0])
	inner, _, _ := stripQualifiers(head)
	imported := func(p *engine.Pred) bool {
		l := loaderOf(m)
		return l.modules != nil && l.modules.imported[p] != nil
	}
	if !isUnbound(inner) {
		g := resolveQualified(m, head)
		if inner, _, ok := stripQualifiers(g); ok {
			g = inner
		}
		name, arity, ok := engine.Functor(g)
		if !ok {
			return false, engine.TypeError("callable", head)
		}
		p := m.Lookup(name, arity)
		if p == nil || p.File == "" || p.IsBuiltin() || imported(p) {
			return false, nil // an import is the module's, not user's
		}
		return m.Unify(args[1], engine.Intern(p.File)), nil
	}
	var sols []engine.Term
	m.Preds(func(p *engine.Pred) {
		if p.File == "" || p.IsBuiltin() || imported(p) {
			return
		}
		h := generalGoal(m, p.Name, p.Arity)
		if l := loaderOf(m); l.modules != nil {
			if ln, ok := l.modules.local[p.Name]; ok {
				h = engine.NewCompound(engine.AtomColon, ln.module.name, rename(h, ln.name))
			}
		}
		sols = append(sols, engine.NewCompound(engine.AtomMinus, h, engine.Intern(p.File)))
	})
	return unifyAlternatives(m, engine.NewCompound(engine.AtomMinus, args[0], args[1]), sols)
}

var moduleBuiltins = []engine.BuiltinSpec{
	{Name: "source_file", Arity: 2, Fn: sourceFile2},
	{Name: "$module_goal", Arity: 3, Fn: moduleGoal},
	{Name: "$at_goal", Arity: 3, Fn: atGoal},
	{Name: "current_module", Arity: 1, Fn: currentModule},
	{Name: "module_property", Arity: 2, Fn: moduleProperty},
	{Name: "strip_module", Arity: 3, Fn: stripModule3},
	{Name: "context_module", Arity: 1, Fn: contextModule},
	{Name: "meta_predicate", Arity: 1, Fn: metaPredicate},
}
