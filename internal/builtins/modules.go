package builtins

import (
	"errors"
	"fmt"
	"slices"

	"github.com/goprolog/goprolog/internal/engine"
	"github.com/goprolog/goprolog/internal/parser"
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
// and dynamic/discontiguous/table declarations) and does not export: the
// loader reads the file ahead once, when it meets module/2, so that a
// call written before its predicate's clauses is renamed too. A call of
// a predicate the module does not define runs the one visible in user
// (the module's default import module in SWI-Prolog), which includes
// every module's exports and the library.
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
// What this does not do, where SWI-Prolog does: a predicate asserted
// into a module from outside (assert(m:new(1))) that m's file does not
// define is user's; the copy of an imported predicate is made when it is
// imported, so a module that changes its exported static predicate at
// run time (assert on it is a permission error anyway) is not seen.

// module is a module that a file defines.
type module struct {
	name    *engine.Atom
	file    string
	exports map[predKey]bool
	// locals maps each local predicate to its local name.
	locals map[predKey]*engine.Atom
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
	// depth is how deep the rewriting of a goal has gone (see enter).
	depth int
	// imported maps each predicate imported into user to its module;
	// byFile maps a module file's path to its module.
	imported map[*engine.Pred]*module
	byFile   map[string]*module
}

// maxRewriteDepth bounds the nesting of goals in goals (\+ \+ ... G,
// findall(X, findall(Y, ...), L)) that the loader and Module:Goal rewrite:
// deeper goals, which only a program that builds them can have, run as
// they are.
const maxRewriteDepth = 1000

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
	case name == engine.AtomColon && arity == 2,
		arity == 2 && (name == engine.AtomComma || name == engine.AtomSemicolon || name == engine.AtomIf || name == engine.AtomSoftIf),
		arity == 1 && name == atomNotProvable,
		name == atomContextModule && arity == 1,
		metaSpecs[k] != nil, mt.declared[k] != nil:
		return nil, false
	}
	mod := mt.byName[module]
	if mod == nil {
		return nil, true
	}
	if local := mod.locals[k]; local != nil {
		return local, true
	}
	if p := m.Lookup(name, arity); p == nil || !p.IsDefined() {
		return nil, false // the engine's built-in raises the error that names the module
	}
	return nil, true
}

// lookupModule returns the module named by t when a file defined it; nil
// for user, system, a library and anything else.
func lookupModule(m *engine.Machine, t engine.Term) *module {
	a, ok := engine.Deref(t).(*engine.Atom)
	if !ok {
		return nil
	}
	l := loaderOf(m)
	if l.modules == nil {
		return nil
	}
	return l.modules.byName[a]
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
	return mod
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
	if l.modules == nil {
		return false
	}
	_, ok := l.modules.local[a]
	return ok
}

// displayPI returns the predicate indicator of name/arity as SWI-Prolog
// writes it: Module:Name/Arity for a module's local predicate.
func displayPI(m *engine.Machine, name *engine.Atom, arity int) engine.Term {
	if l := loaderOf(m); l.modules != nil {
		if ln, ok := l.modules.local[name]; ok {
			return engine.NewCompound(engine.AtomColon, ln.module.name, engine.PI(ln.name, arity))
		}
	}
	return engine.PI(name, arity)
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

// Kinds of meta-argument (see metaSpecs).
const (
	metaNone   = -1
	metaCaret  = 10 // a goal under V^ (bagof/3, setof/3)
	metaClause = 11 // a clause or head (assert/1, retract/1, clause/2)
	metaDCG    = 12 // a grammar body (phrase/2,3)
	metaPIs    = 13 // predicate indicators (dynamic/1, current_predicate/1)
	metaHeads  = 14 // heads, in a list or conjunction (meta_predicate/1)
	metaModule = 15 // a term qualified with the caller's module (strip_module/3)
)

// metaSpecs gives, for the system and library predicates that take goals
// or closures, what each argument is: a closure called with N more
// arguments (0 for a goal), one of the kinds above, or metaNone.
var metaSpecs = map[predKey][]int8{}

func init() {
	n := metaNone
	specs := []struct {
		name string
		args []int
	}{
		{"call", []int{0}}, {"once", []int{0}}, {"ignore", []int{0}}, {"not", []int{0}}, {"time", []int{0}},
		{"findall", []int{n, 0, n}}, {"findall", []int{n, 0, n, n}}, {"forall", []int{0, 0}},
		{"aggregate_all", []int{n, 0, n}}, {"aggregate_all", []int{n, n, 0, n}},
		{"bagof", []int{n, metaCaret, n}}, {"setof", []int{n, metaCaret, n}}, {"aggregate", []int{n, metaCaret, n}},
		{"catch", []int{0, n, 0}}, {"catch_with_backtrace", []int{0, n, 0}},
		{"call_cleanup", []int{0, 0}}, {"setup_call_cleanup", []int{0, 0, 0}}, {"setup_call_catcher_cleanup", []int{0, 0, n, 0}},
		{"call_with_depth_limit", []int{0, n, n}}, {"call_with_time_limit", []int{n, 0}}, {"call_with_inference_limit", []int{0, n, n}},
		{"limit", []int{n, 0}}, {"offset", []int{n, 0}}, {"order_by", []int{n, 0}}, {"distinct", []int{0}}, {"distinct", []int{n, 0}},
		{"call_nth", []int{0, n}}, {"findnsols", []int{n, n, 0, n}}, {"findnsols", []int{n, n, 0, n, n}},
		{"freeze", []int{n, 0}}, {"when", []int{n, 0}}, {"with_output_to", []int{n, 0}}, {"snapshot", []int{0}},
		{"include", []int{1, n, n}}, {"exclude", []int{1, n, n}}, {"partition", []int{1, n, n, n}}, {"partition", []int{2, n, n, n, n, n}},
		{"convlist", []int{2, n, n}}, {"predsort", []int{3, n, n}}, {"max_member", []int{2, n, n}}, {"min_member", []int{2, n, n}},
		{"foldl", []int{3, n, n, n}}, {"foldl", []int{4, n, n, n, n}}, {"foldl", []int{5, n, n, n, n, n}}, {"foldl", []int{6, n, n, n, n, n, n}},
		{"assert", []int{metaClause}}, {"asserta", []int{metaClause}}, {"assertz", []int{metaClause}},
		{"asserta", []int{metaClause, n}}, {"assertz", []int{metaClause, n}}, {"retract", []int{metaClause}},
		{"retractall", []int{metaClause}}, {"clause", []int{metaClause, n}}, {"clause", []int{metaClause, n, n}},
		{"predicate_property", []int{metaClause, n}}, {"abolish", []int{metaPIs}},
		{"current_predicate", []int{metaPIs}}, {"dynamic", []int{metaPIs}}, {"discontiguous", []int{metaPIs}},
		{"table", []int{metaPIs}}, {"multifile", []int{metaPIs}}, {"public", []int{metaPIs}},
		{"phrase", []int{metaDCG, n}}, {"phrase", []int{metaDCG, n, n}},
		{"initialization", []int{0}}, {"initialization", []int{0, n}}, {"meta_predicate", []int{metaHeads}}, {"strip_module", []int{metaModule, n, n}},
	}
	for _, s := range specs {
		spec := make([]int8, len(s.args))
		for i, a := range s.args {
			spec[i] = int8(a)
		}
		metaSpecs[predKey{engine.Intern(s.name), len(spec)}] = spec
	}
	for k := 1; k <= 8; k++ {
		spec := make([]int8, k)
		spec[0] = int8(k - 1)
		for i := 1; i < k; i++ {
			spec[i] = metaNone
		}
		metaSpecs[predKey{engine.Intern("call"), k}] = spec
		if k >= 2 {
			metaSpecs[predKey{engine.Intern("maplist"), k}] = append([]int8{int8(k - 1)}, spec[1:]...)
		}
	}
}

// goal returns goal G as it runs in module mod (nil for user): its calls
// of mod's local predicates renamed, the arguments that its
// meta-predicates call qualified or renamed, M:G resolved where M is
// known. qualifyVars says that a variable in goal position becomes
// mod:V, as a clause's body needs; at run time a variable goal is left
// for call/1 to raise its instantiation error.
func (mt *moduleTable) goal(mod *module, g engine.Term, qualifyVars bool) engine.Term {
	defer mt.leave()
	if !mt.enter() {
		return g
	}
	g = engine.Deref(g)
	switch x := g.(type) {
	case *engine.Var:
		if qualifyVars && mod != nil {
			return engine.NewCompound(engine.AtomColon, mod.name, x)
		}
		return x
	case *engine.Atom:
		return mt.call(mod, x)
	case *engine.Compound:
		switch {
		case x.Name == engine.AtomColon && len(x.Args) == 2:
			inner, imod := mt.unqualify(mod, x)
			if _, isVar := inner.(*engine.Var); isVar || isQualified(inner) {
				return x // Var:Goal, or Module:Goal with Module unbound
			}
			return mt.goal(imod, inner, true)
		case isControl(x) && len(x.Args) == 2:
			return mt.spine(mod, x)
		case isControl(x):
			return mapArgs(x, func(a engine.Term) engine.Term { return mt.goal(mod, a, true) })
		}
		return mt.call(mod, x)
	}
	return g
}

// spine returns the conjunction, disjunction or if-then-else c as it
// runs in mod. A body is a chain of these nested to the right, as long
// as the clause: the chain is walked in a loop, not by recursion.
func (mt *moduleTable) spine(mod *module, c *engine.Compound) engine.Term {
	var links []*engine.Compound
	var t engine.Term = c
	for {
		x, ok := engine.Deref(t).(*engine.Compound)
		if !ok || !isControl(x) || len(x.Args) != 2 {
			break
		}
		links = append(links, x)
		t = x.Args[1]
	}
	tail := mt.goal(mod, t, true)
	changed := tail != t
	for i := len(links) - 1; i >= 0; i-- {
		x := links[i]
		left := mt.goal(mod, x.Args[0], true)
		if !changed && left == x.Args[0] {
			tail = x
			continue
		}
		changed = true
		tail = engine.NewCompound(x.Name, left, tail)
	}
	return tail
}

// mapArgs returns c with f applied to its arguments: c itself when f
// changes none of them.
func mapArgs(c *engine.Compound, f func(engine.Term) engine.Term) engine.Term {
	var args []engine.Term
	for i, a := range c.Args {
		b := f(a)
		if b == a && args == nil {
			continue
		}
		if args == nil {
			args = append([]engine.Term(nil), c.Args...)
		}
		args[i] = b
	}
	if args == nil {
		return c
	}
	return engine.NewCompound(c.Name, args...)
}

// isControl reports whether c is a control construct whose arguments are
// goals: ,/2, ;/2, ->/2, *->/2, \+/1.
func isControl(c *engine.Compound) bool {
	switch len(c.Args) {
	case 2:
		return c.Name == engine.AtomComma || c.Name == engine.AtomSemicolon || c.Name == engine.AtomIf || c.Name == engine.AtomSoftIf
	case 1:
		return c.Name == atomNotProvable
	}
	return false
}

var atomNotProvable = engine.Intern("\\+")

// call returns the call g (an atom or compound that is not a control
// construct) as it runs in mod.
func (mt *moduleTable) call(mod *module, g engine.Term) engine.Term {
	name, arity, _ := engine.Functor(g)
	if mod != nil {
		if a := mod.locals[predKey{name, arity}]; a != nil {
			return rename(g, a)
		}
		if name == atomContextModule && arity == 1 {
			// The module a clause runs in is the one that defines it.
			return engine.NewCompound(engine.AtomEqual, g.(*engine.Compound).Args[0], mod.name)
		}
	}
	spec, callerArgs := metaSpecs[predKey{name, arity}], false
	if spec == nil {
		// A module's meta-predicate: its goals and closures run in the
		// caller's module, user's when that is none.
		spec, callerArgs = mt.declared[predKey{name, arity}], true
	}
	c, ok := g.(*engine.Compound)
	if spec == nil || !ok {
		return g
	}
	var args []engine.Term
	for i, kind := range spec {
		if kind == metaNone {
			continue
		}
		a := mt.metaArg(mod, c.Args[i], kind)
		if callerArgs && mod == nil && kind <= 9 && !isQualified(a) {
			a = engine.NewCompound(engine.AtomColon, engine.AtomUser, a)
		}
		if a == c.Args[i] {
			continue
		}
		if args == nil {
			args = append([]engine.Term(nil), c.Args...)
		}
		args[i] = a
	}
	if args == nil {
		return g
	}
	return engine.NewCompound(c.Name, args...)
}

// isQualified reports whether t is Module:Term.
func isQualified(t engine.Term) bool {
	c, ok := engine.Deref(t).(*engine.Compound)
	return ok && c.Name == engine.AtomColon && len(c.Args) == 2
}

// metaPredicate implements meta_predicate/1: the declared arguments of
// a module's predicates are qualified with the caller's module where the
// loader meets its calls (see moduleTable.call). Modes other than goals
// and closures (+, -, ?, :, ^, //) are accepted and change nothing.
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
		for i, a := range c.Args {
			spec[i] = metaNone
			if n, ok := engine.Deref(a).(engine.Int); ok && n >= 0 && n <= 9 {
				spec[i] = int8(n)
			}
		}
		if mt.declared == nil {
			mt.declared = map[predKey][]int8{}
		}
		mt.declared[predKey{c.Name, len(c.Args)}] = spec
	}
	return true, nil
}

// metaArg returns the argument a of a meta-predicate, of the given kind,
// as it runs in mod.
func (mt *moduleTable) metaArg(mod *module, a engine.Term, kind int8) engine.Term {
	defer mt.leave()
	if !mt.enter() {
		return a
	}
	a = engine.Deref(a)
	if isQualified(a) {
		inner, imod := mt.unqualify(mod, a)
		if _, isVar := inner.(*engine.Var); isVar || isQualified(inner) {
			return a
		}
		return mt.metaArg(imod, inner, kind)
	}
	if kind == metaModule {
		if mod == nil {
			return a
		}
		return engine.NewCompound(engine.AtomColon, mod.name, a)
	}
	if _, isVar := a.(*engine.Var); isVar {
		// Caret goals, grammar bodies and indicators are left for the
		// built-in to read unqualified.
		if mod != nil && kind <= 9 || mod != nil && kind == metaClause {
			return engine.NewCompound(engine.AtomColon, mod.name, a)
		}
		return a
	}
	switch {
	case kind == 0:
		return mt.goal(mod, a, true)
	case kind <= 9:
		if c, ok := a.(*engine.Compound); ok && len(c.Args) == 2 && (c.Name == atomLambda || c.Name == engine.AtomSlash) {
			// A yall lambda, Params>>Body or Free/Lambda: its body runs
			// in mod.
			body := mt.metaArg(mod, c.Args[1], 0)
			if c.Name == engine.AtomSlash {
				body = mt.metaArg(mod, c.Args[1], kind)
			}
			if body == c.Args[1] {
				return a
			}
			return engine.NewCompound(c.Name, c.Args[0], body)
		}
		return localCall(mod, a, int(kind))
	case kind == metaCaret:
		if c, ok := a.(*engine.Compound); ok && c.Name == atomCaret && len(c.Args) == 2 {
			inner := mt.metaArg(mod, c.Args[1], metaCaret)
			if inner == c.Args[1] {
				return a
			}
			return engine.NewCompound(atomCaret, c.Args[0], inner)
		}
		return mt.goal(mod, a, true)
	case kind == metaClause:
		return mt.clause(mod, a)
	case kind == metaDCG:
		return mt.grammarBody(mod, a)
	case kind == metaPIs:
		return mt.indicators(mod, a)
	case kind == metaHeads:
		if c, ok := a.(*engine.Compound); ok && (c.Name == engine.AtomComma || c.Name == engine.AtomDot) && len(c.Args) == 2 {
			return engine.NewCompound(c.Name, mt.metaArg(mod, c.Args[0], kind), mt.metaArg(mod, c.Args[1], kind))
		}
		return localCall(mod, a, 0)
	}
	return a
}

var (
	atomContextModule = engine.Intern("context_module")
	atomCaret         = engine.Intern("^")
	atomLambda        = engine.Intern(">>")
)

// clause returns the clause or head t as mod defines it: the head
// renamed when it is local, the body run in mod.
func (mt *moduleTable) clause(mod *module, t engine.Term) engine.Term {
	t = engine.Deref(t)
	if c, ok := t.(*engine.Compound); ok && c.Name == engine.AtomNeck && len(c.Args) == 2 {
		head, hmod := mt.unqualify(mod, c.Args[0])
		head, body := localCall(hmod, head, 0), mt.goal(mod, c.Args[1], true)
		if head == c.Args[0] && body == c.Args[1] {
			return t
		}
		return engine.NewCompound(engine.AtomNeck, head, body)
	}
	head, hmod := mt.unqualify(mod, t)
	return localCall(hmod, head, 0)
}

// unqualify strips Module: prefixes from t and returns the module the
// last one names (mod when there is none).
func (mt *moduleTable) unqualify(mod *module, t engine.Term) (engine.Term, *module) {
	start := t
	for n := 0; ; n++ {
		if engine.QualifierCheck(start, n) {
			return t, mod // a cyclic M:M:...: left for call/1 to raise its error
		}
		t = engine.Deref(t)
		c, ok := t.(*engine.Compound)
		if !ok || c.Name != engine.AtomColon || len(c.Args) != 2 {
			return t, mod
		}
		a, isAtom := engine.Deref(c.Args[0]).(*engine.Atom)
		if !isAtom {
			return t, mod
		}
		mod, t = mt.byName[a], c.Args[1]
	}
}

// grammarBody returns the grammar body t (of phrase/2,3) as it runs in
// mod: its non-terminals renamed when they are local.
func (mt *moduleTable) grammarBody(mod *module, t engine.Term) engine.Term {
	defer mt.leave()
	if !mt.enter() {
		return t
	}
	t = engine.Deref(t)
	switch x := t.(type) {
	case *engine.Atom:
		if x == engine.AtomNil || x == atomCut {
			return x
		}
		return localCall(mod, x, 2)
	case *engine.Compound:
		switch {
		case x.Name == engine.AtomDot && len(x.Args) == 2, x.Name == atomCurly && len(x.Args) == 1,
			x.Name == atomCall && len(x.Args) >= 1:
			return x
		case isControl(x) || x.Name == atomBar && len(x.Args) == 2:
			return mapArgs(x, func(a engine.Term) engine.Term { return mt.grammarBody(mod, a) })
		case x.Name == engine.AtomColon && len(x.Args) == 2:
			inner, imod := mt.unqualify(mod, x)
			return mt.grammarBody(imod, inner)
		}
		return localCall(mod, x, 2)
	}
	return t
}

var (
	atomCall = engine.Intern("call")
	atomBar  = engine.Intern("|")
)

// indicators returns the predicate indicators t (a PI, a list or a
// conjunction of them, possibly with `as` options) with those of mod's
// local predicates renamed.
func (mt *moduleTable) indicators(mod *module, t engine.Term) engine.Term {
	defer mt.leave()
	if !mt.enter() {
		return t
	}
	t = engine.Deref(t)
	c, ok := t.(*engine.Compound)
	if !ok || len(c.Args) != 2 {
		return t
	}
	switch c.Name {
	case engine.AtomComma, engine.AtomDot:
		return mapArgs(c, func(a engine.Term) engine.Term { return mt.indicators(mod, a) })
	case atomAs:
		l := mt.indicators(mod, c.Args[0])
		if l == c.Args[0] {
			return t
		}
		return engine.NewCompound(c.Name, l, c.Args[1])
	case engine.AtomColon:
		inner, imod := mt.unqualify(mod, c)
		return mt.indicators(imod, inner)
	case engine.AtomSlash, atomDoubleSlash:
		if mod == nil {
			return t
		}
		name, ok1 := engine.Deref(c.Args[0]).(*engine.Atom)
		arity, ok2 := engine.Deref(c.Args[1]).(engine.Int)
		if !ok1 || !ok2 {
			return t
		}
		n := int(arity)
		if c.Name == atomDoubleSlash {
			n += 2
		}
		if a := mod.locals[predKey{name, n}]; a != nil {
			return engine.NewCompound(c.Name, a, c.Args[1])
		}
	}
	return t
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
	l := loaderOf(m)
	mt := l.modules
	if mt == nil {
		mt = &moduleTable{}
	}
	g, module := mt.unqualify(mt.byName[mod.(*engine.Atom)], args[1])
	if isQualified(g) {
		if engine.CyclicThrough(args[1], engine.AllArgs) {
			return false, engine.TypeError("acyclic_term", args[1])
		}
		return false, engine.InstantiationError() // Module:Goal with Module unbound
	}
	if l.modules == nil {
		return m.Unify(args[2], g), nil
	}
	g = l.modules.goal(module, g, false)
	if name, arity, ok := engine.Functor(g); ok && module != nil && m.Flags.Unknown == atomError {
		if p := m.Lookup(name, arity); p == nil || !p.IsDefined() {
			pi := engine.NewCompound(engine.AtomColon, module.name, engine.PI(name, arity))
			return false, &engine.Exception{Ball: engine.NewCompound(engine.AtomError,
				engine.NewCompound(atomExistenceError, atomProcedure, pi), pi)}
		}
	}
	return m.Unify(args[2], g), nil
}

var (
	atomError          = engine.Intern("error")
	atomExistenceError = engine.Intern("existence_error")
)

// resolveQualified returns the clause, head or goal t with its module
// qualifiers resolved: what assert/1, retract/1, clause/2 and their kin
// read.
func resolveQualified(m *engine.Machine, t engine.Term) engine.Term {
	l := loaderOf(m)
	if l.modules == nil {
		return t
	}
	if c, ok := engine.Deref(t).(*engine.Compound); !ok || c.Name != engine.AtomColon {
		return t
	}
	return l.modules.clause(nil, t)
}

// resolveIndicator returns the predicate indicator t with a module
// qualifier resolved.
func resolveIndicator(m *engine.Machine, t engine.Term) engine.Term {
	l := loaderOf(m)
	if l.modules == nil {
		return t
	}
	if c, ok := engine.Deref(t).(*engine.Compound); !ok || c.Name != engine.AtomColon {
		return t
	}
	return l.modules.indicators(nil, t)
}

// currentModule implements current_module(M): user, system and the
// modules files defined.
func currentModule(m *engine.Machine, args []engine.Term) (bool, error) {
	sols := []engine.Term{engine.AtomUser, engine.Intern("system")}
	if l := loaderOf(m); l.modules != nil {
		for _, mod := range l.modules.order {
			sols = append(sols, mod.name)
		}
	}
	return unifyAlternatives(m, args[0], sols)
}

// moduleProperty implements module_property(Module, Property) for the
// modules files defined (class(user), file(File), exports(PIs)) and for
// user and system (their class).
func moduleProperty(m *engine.Machine, args []engine.Term) (bool, error) {
	var sols []engine.Term
	add := func(mod, prop engine.Term) {
		sols = append(sols, engine.NewCompound(engine.AtomMinus, mod, prop))
	}
	atomClass := engine.Intern("class")
	add(engine.AtomUser, engine.NewCompound(atomClass, engine.AtomUser))
	add(engine.Intern("system"), engine.NewCompound(atomClass, engine.Intern("system")))
	if l := loaderOf(m); l.modules != nil {
		for _, mod := range l.modules.order {
			add(mod.name, engine.NewCompound(atomClass, engine.AtomUser))
			add(mod.name, engine.NewCompound(engine.Intern("file"), engine.Intern(mod.file)))
			var pis []engine.Term
			for k := range mod.exports {
				pis = append(pis, engine.PI(k.name, k.arity))
			}
			slices.SortFunc(pis, func(a, b engine.Term) int { return engine.Compare(a, b) })
			add(mod.name, engine.NewCompound(engine.Intern("exports"), engine.List(pis...)))
		}
	}
	return unifyAlternatives(m, engine.NewCompound(engine.AtomMinus, args[0], args[1]), sols)
}

// stripModule3 implements strip_module(Term, Module, Plain): Plain is
// Term without its module qualifiers, Module the innermost one, user when
// there is none.
func stripModule3(m *engine.Machine, args []engine.Term) (bool, error) {
	var mod engine.Term = engine.AtomUser
	t := engine.Deref(args[0])
	for n := 0; ; n++ {
		if engine.QualifierCheck(args[0], n) {
			return false, engine.TypeError("acyclic_term", args[0])
		}
		c, ok := t.(*engine.Compound)
		if !ok || c.Name != engine.AtomColon || len(c.Args) != 2 {
			break
		}
		q := engine.Deref(c.Args[0])
		if isUnbound(q) {
			break
		}
		mod, t = q, engine.Deref(c.Args[1])
	}
	return m.Unify(args[1], mod) && m.Unify(args[2], t), nil
}

// contextModule implements context_module(Module) where the loader did
// not replace it (see moduleTable.call): user.
func contextModule(m *engine.Machine, args []engine.Term) (bool, error) {
	return m.Unify(args[0], engine.AtomUser), nil
}

// moduleOfPred returns what predicate_property/2 says of p's module:
// the module p was imported from (nil for none), and whether p is an
// exported predicate (imported, a module's local predicate it exports,
// or a dynamic or multifile one it exports under its own name).
func moduleOfPred(m *engine.Machine, p *engine.Pred) (from *module, exported bool) {
	l := loaderOf(m)
	if l.modules == nil {
		return nil, false
	}
	if mod := l.modules.imported[p]; mod != nil {
		return mod, true
	}
	if ln, ok := l.modules.local[p.Name]; ok {
		return nil, ln.module.exports[predKey{ln.name, p.Arity}]
	}
	for _, mod := range l.modules.order {
		if mod.exports[predKey{p.Name, p.Arity}] {
			return mod, true
		}
	}
	return nil, false
}

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
	mod := mt.define(a, fl.ctx.File)
	for _, e := range list {
		e = engine.Deref(e)
		if c, ok := e.(*engine.Compound); ok && c.Name == atomOp && len(c.Args) == 3 {
			if _, err := m.Once(c); err != nil {
				return err
			}
			continue
		}
		n, ar, err := piArg(declIndicator(e))
		if err != nil {
			return err
		}
		mod.exports[predKey{n, ar}] = true
	}
	fl.mod = mod
	if fl.reread != nil {
		fl.readAhead(mod)
	}
	return nil
}

var atomOp = engine.Intern("op")

// readAhead reads the module's file again for the predicates it defines and
// makes those it does not export local to mod. It runs the directives
// that change how the rest of the file reads (op/3 and loading a
// library, which may declare operators), as they will run again in
// order; a term it cannot read is left for the load to report.
func (fl *fileLoad) readAhead(mod *module) {
	m := fl.m
	f, err := fl.reread()
	if err != nil {
		return
	}
	defer f.Close()
	mt := modulesOf(m)
	r := parser.NewReader(m, engine.NewInputStream(f, fl.ctx.File, nil))
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
			fl.aheadDirective(mod, engine.Deref(c.Args[0]))
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
	// An exported dynamic or multifile predicate is the one predicate
	// under its own name.
	for k := range fl.shared {
		if a := mod.locals[k]; a != nil {
			delete(mod.locals, k)
			delete(mt.local, a)
		}
	}
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
		_ = forEachPI(c.Args[0], func(name *engine.Atom, arity int) error {
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

// moduleTerm returns the clause or directive t of a module file as the
// module defines it.
func (fl *fileLoad) moduleTerm(t engine.Term) engine.Term {
	mt := modulesOf(fl.m)
	t, mod := mt.unqualify(fl.mod, t) // M:(Head :- Body) is a clause of M
	c, ok := t.(*engine.Compound)
	if ok && len(c.Args) == 1 && (c.Name == engine.AtomNeck || c.Name == atomQuery) {
		return engine.NewCompound(c.Name, mt.goal(mod, c.Args[0], false))
	}
	if !ok || len(c.Args) != 2 || c.Name != engine.AtomNeck && c.Name != atomSSUArrow {
		return fl.moduleHead(mod, t)
	}
	head, body := engine.Deref(c.Args[0]), mt.goal(mod, c.Args[1], true)
	if hc, ok := head.(*engine.Compound); ok && c.Name == atomSSUArrow && hc.Name == engine.AtomComma && len(hc.Args) == 2 {
		head = engine.NewCompound(engine.AtomComma, fl.moduleHead(mod, hc.Args[0]), mt.goal(mod, hc.Args[1], true))
	} else {
		head = fl.moduleHead(mod, head)
	}
	return engine.NewCompound(c.Name, head, body)
}

// moduleHead returns the head of a clause of module mod's file: renamed
// when its predicate is local, made local when it is new and not
// exported.
func (fl *fileLoad) moduleHead(mod *module, head engine.Term) engine.Term {
	mt := modulesOf(fl.m)
	head, hmod := mt.unqualify(mod, head)
	name, arity, ok := engine.Functor(head)
	switch {
	case !ok || hmod == nil:
		return head
	case hmod == fl.mod && (!hmod.exports[predKey{name, arity}] || hmod.locals[predKey{name, arity}] != nil):
		return rename(head, mt.localAtom(hmod, name, arity))
	}
	return localCall(hmod, head, 0)
}

// displayName returns how messages name the predicate name/arity.
func displayName(m *engine.Machine, name *engine.Atom, arity int) string {
	return quoted(displayPI(m, name, arity))
}

var moduleBuiltins = []engine.BuiltinSpec{
	{Name: "$module_goal", Arity: 3, Fn: moduleGoal},
	{Name: "current_module", Arity: 1, Fn: currentModule},
	{Name: "module_property", Arity: 2, Fn: moduleProperty},
	{Name: "strip_module", Arity: 3, Fn: stripModule3},
	{Name: "context_module", Arity: 1, Fn: contextModule},
	{Name: "meta_predicate", Arity: 1, Fn: metaPredicate},
}

// moduleClause returns clause t of a file that is not a module's with
// a head qualified by a module a file defined (m:hook(a).) renamed to
// that module's local predicate: the program adds to the module's
// multifile or dynamic predicate.
func (mt *moduleTable) moduleClause(t engine.Term) engine.Term {
	t = engine.Deref(t)
	head, body, rule := t, engine.Term(nil), false
	if c, ok := t.(*engine.Compound); ok && len(c.Args) == 2 && (c.Name == engine.AtomNeck || c.Name == atomDCGArrow) {
		head, body, rule = engine.Deref(c.Args[0]), c.Args[1], true
	}
	if !isQualified(head) {
		return t
	}
	inner, mod := mt.unqualify(nil, head)
	if mod == nil {
		return t
	}
	extra := 0
	if rule && t.(*engine.Compound).Name == atomDCGArrow {
		extra = 2
	}
	renamed := localCall(mod, inner, extra)
	if renamed == inner {
		return t
	}
	if !rule {
		return renamed
	}
	return engine.NewCompound(t.(*engine.Compound).Name, renamed, body)
}

// userClause returns clause t of a file that is not a module's: its
// calls M:G resolved (lists:append(X, Y, Z) calls append/3 with no
// meta-call at run time) and the goals and closures it passes to
// modules' meta-predicates qualified with user.
func (mt *moduleTable) userClause(t engine.Term) engine.Term {
	c, ok := engine.Deref(t).(*engine.Compound)
	if !ok || len(c.Args) != 2 || c.Name != engine.AtomNeck {
		return t
	}
	body := mt.goal(nil, c.Args[1], false)
	if body == engine.Deref(c.Args[1]) {
		return t
	}
	return engine.NewCompound(engine.AtomNeck, c.Args[0], body)
}

// localNamer returns the AtomAlias option that writes a module's local
// names as the predicate names they stand for, as clauses read back by
// clause/2 or listed show them in SWI-Prolog; nil when no file defined a
// module.
func localNamer(m *engine.Machine) func(*engine.Atom) *engine.Atom {
	l := loaderOf(m)
	if l.modules == nil {
		return nil
	}
	local := l.modules.local
	return func(a *engine.Atom) *engine.Atom {
		if ln, ok := local[a]; ok {
			return ln.name
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

// moduleExpansion applies the term_expansion/2 of the module the file
// defines, if it has one, to t, a term read from the file: the terms it
// expands to and true, or t and false when there is no such rule or it
// fails.
func (fl *fileLoad) moduleExpansion(t engine.Term) ([]engine.Term, bool, error) {
	mod := fl.mod
	if mod == nil {
		return []engine.Term{t}, false, nil
	}
	local := mod.locals[predKey{atomTermExpansion, 2}]
	if local == nil {
		return []engine.Term{t}, false, nil
	}
	if p := fl.m.Lookup(local, 2); p == nil || p.NumberOfClauses() == 0 {
		return []engine.Term{t}, false, nil
	}
	v := fl.m.NewVar()
	ok, err := fl.m.Once(engine.NewCompound(local, t, v))
	if err != nil || !ok {
		return []engine.Term{t}, false, err
	}
	if xs, isList := engine.ListToSlice(v); isList {
		return xs, true, nil
	}
	return []engine.Term{engine.Deref(v)}, true, nil
}

// importSpec is what a use_module/2 imports: the predicates in only, or
// when only is nil all the exports but those in except.
type importSpec struct {
	only, except map[predKey]bool
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

// importList reads use_module/2's import list: a list of predicate
// indicators (Name/Arity, Name//Arity, PI as NewName, whose new name
// goprolog does not give) or except(List).
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
		if c, ok := e.(*engine.Compound); ok && c.Name == atomAs && len(c.Args) == 2 {
			e = c.Args[0]
		}
		if c, ok := e.(*engine.Compound); ok && c.Name == atomOp && len(c.Args) == 3 {
			continue // operators are global
		}
		name, arity, err := piArg(declIndicator(e))
		if err != nil {
			return spec, err
		}
		set[predKey{name, arity}] = true
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
	mt.importAll(m, mod, loaderOf(m).importLists[file], true, fl.ctx.Parent)
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

// importAll imports mod's exports that spec names into user; again
// makes the copies anew (the module's file was loaded again). where is
// the load of the directive that imports, for messages.
func (mt *moduleTable) importAll(m *engine.Machine, mod *module, spec *importSpec, again bool, where *engine.LoadContext) {
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
	for _, k := range keys {
		if spec.imports(k) {
			if msg := mt.importPred(m, mod, k, again); msg != "" {
				if where != nil && where.File != "" {
					msg = fmt.Sprintf("%s:%d:\n   %s", where.File, where.Line, msg)
					noteProblem(m, where.File, where.Line, 0, msg)
				}
				printLines(m, m.UserErr, "ERROR: ", msg)
			}
		}
	}
}

// importPred imports mod's exported predicate k into user: its clauses
// copied under k's name, or, for a tabled predicate (whose table the two
// would not share), one clause calling it. A predicate of the program's
// own of that name stays, and so does one imported from another module
// (SWI-Prolog's permission error is the message importPred returns, ""
// for none).
func (mt *moduleTable) importPred(m *engine.Machine, mod *module, k predKey, again bool) string {
	qualified := quoted(engine.NewCompound(engine.AtomColon, mod.name, engine.PI(k.name, k.arity)))
	local := mod.locals[k]
	if local == nil {
		if p := m.Lookup(k.name, k.arity); p == nil || !p.IsDefined() {
			return "Exported procedure " + qualified + " is not defined"
		}
		return "" // dynamic or multifile: the one predicate of its name
	}
	lp := m.Lookup(local, k.arity)
	if lp == nil || !lp.IsDefined() {
		return "Exported procedure " + qualified + " is not defined"
	}
	if p := m.Lookup(k.name, k.arity); p != nil {
		from, isImport := mt.imported[p]
		switch {
		case isImport && from != mod:
			return fmt.Sprintf("import/1: No permission to import %s into user (already imported from %s)", qualified, from.name.Name)
		case isImport && !again:
			return ""
		case isImport:
			m.Retire(p)
		case p.IsISO() || systemHelper(p, k.name):
			return ""
		case p.IsLibrary() || p.IsForeign():
			p.SetLibrary() // so that Abolish drops the Go definition
			m.Abolish(p)
		case p.NumberOfClauses() > 0 || p.IsDynamic():
			return "" // the program's own
		}
	}
	var clauses []engine.Term
	if lp.IsTabled() {
		args := make([]engine.Term, k.arity)
		for i := range args {
			args[i] = m.NewVar()
		}
		clauses = append(clauses, engine.NewCompound(engine.AtomNeck, rename(engine.NewCompound(local, args...), k.name), rename(engine.NewCompound(local, args...), local)))
		if k.arity == 0 {
			clauses[0] = engine.NewCompound(engine.AtomNeck, k.name, local)
		}
	} else {
		for _, c := range lp.Clauses() {
			h, b := m.ClauseTerms(c)
			clauses = append(clauses, engine.NewCompound(engine.AtomNeck, rename(engine.Deref(h), k.name), b))
		}
	}
	for _, c := range clauses {
		if _, err := m.AddClause(c, true); err != nil {
			return ""
		}
	}
	if p := m.Lookup(k.name, k.arity); p != nil {
		p.File = mod.file
		if mt.imported == nil {
			mt.imported = map[*engine.Pred]*module{}
		}
		mt.imported[p] = mod
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

// importedFrom returns the module p was imported from, or nil.
func importedFrom(m *engine.Machine, p *engine.Pred) *module {
	l := loaderOf(m)
	if l.modules == nil {
		return nil
	}
	return l.modules.imported[p]
}

// dropImport makes p, an imported predicate that a file of the program
// defines, the program's own, with SWI-Prolog's warning.
func dropImport(m *engine.Machine, p *engine.Pred, file string, line int) {
	mod := importedFrom(m, p)
	PrintWarning(m, fmt.Sprintf("%s:%d:\n   Local definition of %s overrides weak import from %s", file, line,
		quoted(engine.NewCompound(engine.AtomColon, engine.AtomUser, engine.PI(p.Name, p.Arity))), mod.name.Name))
	delete(loaderOf(m).modules.imported, p)
	m.Retire(p)
	p.File = ""
}
