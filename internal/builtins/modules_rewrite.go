package builtins

import "github.com/goprolog/goprolog/internal/engine"

// The rewriting of goals for modules: a module's clause bodies and
// directives when the loader adds them, the goal of Module:Goal at run
// time, and the calls a program's clauses make of qualified goals. Each
// walks control constructs and the arguments of meta-predicates, whose
// kinds metaSpecs gives.

// maxRewriteDepth bounds the nesting of goals in goals (\+ \+ ... G,
// findall(X, findall(Y, ...), L)) that the loader and Module:Goal rewrite:
// deeper goals, which only a program that builds them can have, run as
// they are.
const maxRewriteDepth = 1000

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
		{"scanl", []int{3, n, n, n}}, {"scanl", []int{4, n, n, n, n}}, {"scanl", []int{5, n, n, n, n, n}}, {"scanl", []int{6, n, n, n, n, n, n}},
		{"sublist", []int{1, n, n}}, {"checklist", []int{1, n}},
		{"with_output_to_codes", []int{0, n}}, {"with_output_to_codes", []int{0, n, n}}, {"with_output_to_chars", []int{0, n}}, {"with_output_to_chars", []int{0, n, n}},
		{"assert", []int{metaClause}}, {"asserta", []int{metaClause}}, {"assertz", []int{metaClause}},
		{"asserta", []int{metaClause, n}}, {"assertz", []int{metaClause, n}}, {"retract", []int{metaClause}},
		{"retractall", []int{metaClause}}, {"clause", []int{metaClause, n}}, {"clause", []int{metaClause, n, n}},
		{"predicate_property", []int{metaModule, n}}, {"abolish", []int{metaPIs}},
		{"current_predicate", []int{metaPIs}}, {"dynamic", []int{metaPIs}}, {"discontiguous", []int{metaPIs}},
		{"table", []int{metaPIs}}, {"multifile", []int{metaPIs}}, {"public", []int{metaPIs}},
		{"phrase", []int{metaDCG, n}}, {"phrase", []int{metaDCG, n, n}}, {"call_dcg", []int{metaDCG, n, n}},
		{"phrase_from_file", []int{metaDCG, n}}, {"phrase_from_file", []int{metaDCG, n, n}}, {"phrase_from_stream", []int{metaDCG, n}},
		{"initialization", []int{0}}, {"initialization", []int{0, n}}, {"meta_predicate", []int{metaHeads}}, {"strip_module", []int{metaModule, n, n}},
		{"@", []int{metaModule, n}},
		{"reduced", []int{0}}, {"reduced", []int{n, 0, n}}, {"mapsubterms_var", []int{2, n, n}},
		{"meta_options", []int{1, metaModule, n}}, {"rb_partial_map", []int{n, n, 2, n}},
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
		if qualifyVars && mt.ctxVar != nil {
			return engine.NewCompound(engine.AtomColon, mt.ctxVar, x)
		}
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
			if imod != nil && mt.loading != nil && mt.foreignCall(imod, inner) {
				// Not the module's own when the clause is loaded: left
				// for Module:Goal to resolve when it runs, as assert/1
				// may have made it the module's by then.
				return x
			}
			if _, q, _ := stripQualifiers(x); imod == nil && q != engine.AtomUser && q.Name != "system" {
				// A module no file defined, which assert/1 may make.
				if t := mt.qualifyUndefined(q, inner, 0); t != inner {
					return t
				}
			}
			return mt.goal(imod, inner, true)
		case IsControl(x) && len(x.Args) == 2:
			return mt.spine(mod, x)
		case IsControl(x):
			return mapArgs(x, func(_ int, a engine.Term) engine.Term { return mt.goal(mod, a, true) })
		}
		return mt.call(mod, x)
	}
	return g
}

// foreignCall reports whether g, called in mod, is a plain call (not a
// control construct or a meta-predicate's) of a predicate mod does not
// define.
func (mt *moduleTable) foreignCall(mod *module, g engine.Term) bool {
	name, arity, ok := engine.Functor(g)
	if !ok {
		return false
	}
	k := predKey{name, arity}
	return mod.locals[k] == nil && !controlFunctor(name, arity) && metaSpecs[k] == nil && mt.declared[k] == nil &&
		!(name == engine.AtomColon && arity == 2) && !(name == atomContextModule && arity == 1)
}

// spine returns the conjunction, disjunction or if-then-else c as it
// runs in mod. A body is a chain of these nested to the right, as long
// as the clause: the chain is walked in a loop, not by recursion.
func (mt *moduleTable) spine(mod *module, c *engine.Compound) engine.Term {
	var links []*engine.Compound
	var t engine.Term = c
	for {
		x, ok := engine.Deref(t).(*engine.Compound)
		if !ok || !IsControl(x) || len(x.Args) != 2 {
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

// mapArgs returns c with f applied to its arguments (and their
// positions): c itself when f changes none of them.
func mapArgs(c *engine.Compound, f func(i int, a engine.Term) engine.Term) engine.Term {
	var args []engine.Term
	for i, a := range c.Args {
		b := f(i, a)
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

// IsControl reports whether c is a control construct whose arguments are
// goals: ,/2, ;/2, ->/2, *->/2, \+/1.
func IsControl(c *engine.Compound) bool { return controlFunctor(c.Name, len(c.Args)) }

// controlFunctor reports whether name/arity is a control construct whose
// arguments are goals.
func controlFunctor(name *engine.Atom, arity int) bool {
	switch arity {
	case 2:
		return name == engine.AtomComma || name == engine.AtomSemicolon || name == engine.AtomIf || name == engine.AtomSoftIf
	case 1:
		return name == atomNotProvable
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
			g = rename(g, a)
			spec := mt.declared[predKey{a, arity}]
			if c, ok := g.(*engine.Compound); ok && spec != nil {
				g = mt.callerArgs(mod, c, spec)
			}
			if hidden := mt.transparent[a]; hidden != nil {
				// A module_transparent predicate: its context module
				// is the caller's.
				var caller engine.Term = mod.name
				if mt.ctxVar != nil {
					caller = mt.ctxVar
				}
				var args []engine.Term
				if c, ok := g.(*engine.Compound); ok {
					args = append(args, c.Args...)
				}
				return engine.NewCompound(hidden, append(args, caller)...)
			}
			return g
		}
		if name == atomContextModule && arity == 1 {
			// The module a clause runs in is the one that defines it,
			// its caller's for a module_transparent predicate.
			if mt.ctxVar != nil {
				return engine.NewCompound(engine.AtomEqual, g.(*engine.Compound).Args[0], mt.ctxVar)
			}
			return engine.NewCompound(engine.AtomEqual, g.(*engine.Compound).Args[0], mod.name)
		}
		if mt.loading != nil {
			mod.noteLibraryCall(predKey{name, arity})
		}
	}
	spec := metaSpecs[predKey{name, arity}]
	c, ok := g.(*engine.Compound)
	if ok && name == atomAssertion && arity == 1 {
		// The library's meta-predicate whose goal its message shows
		// qualified: "Assertion failed: m:atom(1)".
		return mt.callerArgs(mod, c, assertionSpec)
	}
	if spec == nil && ok {
		if spec = mt.declared[predKey{name, arity}]; spec != nil {
			// A module's meta-predicate.
			return mt.callerArgs(mod, c, spec)
		}
	}
	if spec == nil && mod != nil {
		return mt.qualifyUndefined(mod.name, g, 0)
	}
	if spec == nil || !ok {
		return g
	}
	if mt.ctxVar != nil {
		return mt.contextArgs(c, spec)
	}
	clauseOf := name == atomClauseName && (arity == 2 || arity == 3)
	return mapArgs(c, func(i int, a engine.Term) engine.Term {
		if i == 0 && clauseOf {
			if h := mt.clauseHead(mod, a); h != nil {
				return h
			}
		}
		if kind := spec[i]; kind != metaNone {
			return mt.metaArg(mod, a, kind)
		}
		return a
	})
}

// contextArgs returns the call c of a meta-predicate, declared spec, in
// the clause of a module_transparent predicate: its goals, closures and
// `:` arguments run in the clause's context module, mt.ctxVar, as
// Module:Goal decides when it runs.
func (mt *moduleTable) contextArgs(c *engine.Compound, spec []int8) engine.Term {
	return mapArgs(c, func(i int, a engine.Term) engine.Term {
		switch kind := spec[i]; {
		case kind == metaNone || kind == metaClause || kind == metaPIs || kind == metaHeads || isQualified(a):
			return a
		case kind == metaCaret:
			return qualifyCaretWith(mt.ctxVar, a)
		}
		return engine.NewCompound(engine.AtomColon, mt.ctxVar, a)
	})
}

// callerArgs returns the call c of a module's meta-predicate, declared
// spec, made in mod (nil for user): its goals, closures and `:`
// arguments qualified with the caller's module, as SWI-Prolog passes
// them, so that they run there.
func (mt *moduleTable) callerArgs(mod *module, c *engine.Compound, spec []int8) engine.Term {
	if mt.ctxVar != nil {
		return mt.contextArgs(c, spec)
	}
	caller := engine.AtomUser
	if mod != nil {
		caller = mod.name
	}
	return mapArgs(c, func(i int, a engine.Term) engine.Term {
		kind := spec[i]
		switch {
		case kind == metaNone || kind == metaClause || kind == metaPIs:
			return a
		case kind == metaCaret:
			// V^Goal with Goal qualified, which bagof/3 reads as
			// Module:(V^Goal).
			return qualifyCaret(caller, a)
		case kind == metaModule || kind == metaDCG:
			if isQualified(a) {
				return a
			}
			return engine.NewCompound(engine.AtomColon, caller, a)
		}
		b := mt.metaArg(mod, a, kind)
		if name, _, ok := engine.Functor(b); ok && mod != nil && mt.local[name].module == mod {
			return b // the caller's own predicate, by its local name
		}
		if isQualified(b) {
			return b
		}
		if _, q, ok := stripQualifiers(a); ok && q != nil {
			// Already qualified (user:G, which metaArg resolved to G):
			// it keeps its own module, as swipl's qualification does.
			if name, _, ok := engine.Functor(b); ok && mt.local[name].module != nil {
				return b
			}
			return engine.NewCompound(engine.AtomColon, q, b)
		}
		return engine.NewCompound(engine.AtomColon, caller, b)
	})
}

var atomClauseName = engine.Intern("clause")

// clauseHead returns the head a of clause/2,3 called in mod (nil for
// user) as Module:Head when it names a local predicate of a module, so
// that the engine's clause/2 reads it and gives its body as the module
// sees it (see qualifiedGoals); nil otherwise.
func (mt *moduleTable) clauseHead(mod *module, a engine.Term) engine.Term {
	inner, q, ok := stripQualifiers(a)
	if !ok {
		return nil
	}
	if q != nil {
		mod = mt.byName[q]
	}
	name, arity, ok := engine.Functor(inner)
	if !ok {
		return nil
	}
	if mod == nil && q == nil && mt.loading != nil {
		// user's copy of a module's predicate it imported: the
		// module's clauses.
		if p := mt.loading.Lookup(name, arity); p != nil {
			mod = mt.imported[p]
		}
	}
	if mod == nil || mod.locals[predKey{name, arity}] == nil {
		return nil
	}
	return engine.NewCompound(engine.AtomColon, mod.name, inner)
}

// qualifyCaret returns V1^...^Goal with Goal qualified with module,
// unless it is already.
func qualifyCaret(module *engine.Atom, t engine.Term) engine.Term {
	return qualifyCaretWith(module, t)
}

// qualifyCaretWith is qualifyCaret with a module that may be a variable,
// bound when the goal runs.
func qualifyCaretWith(module, t engine.Term) engine.Term {
	var vars []engine.Term
	t = engine.Deref(t)
	for {
		c, ok := t.(*engine.Compound)
		if !ok || c.Name != atomCaret || len(c.Args) != 2 || len(vars) > maxRewriteDepth {
			break
		}
		vars = append(vars, c.Args[0])
		t = engine.Deref(c.Args[1])
	}
	if !isQualified(t) {
		t = engine.NewCompound(engine.AtomColon, module, t)
	}
	for i := len(vars) - 1; i >= 0; i-- {
		t = engine.NewCompound(atomCaret, vars[i], t)
	}
	return t
}

// qualifyUndefined returns the call or closure t of module mod, which
// stands for a predicate with extra more arguments that mod does not
// define, as mod:t when the loader is rewriting a term of mod's file and
// that predicate is defined nowhere yet: its call then goes through
// Module:Goal, which runs user's predicate if one is defined by then
// and otherwise raises existence_error(procedure, mod:Name/Arity), the
// error swipl raises for a module's call of an unknown predicate.
func (mt *moduleTable) qualifyUndefined(mod *engine.Atom, t engine.Term, extra int) engine.Term {
	m := mt.loading
	if m == nil {
		m = mt.running
	}
	if m == nil {
		return t
	}
	name, arity, ok := engine.Functor(t)
	if !ok {
		return t
	}
	if p := m.Lookup(name, arity+extra); p != nil && p.IsDefined() || mt.declared[predKey{name, arity + extra}] != nil {
		return t
	}
	return engine.NewCompound(engine.AtomColon, mod, t)
}

// isQualified reports whether t is Module:Term.
func isQualified(t engine.Term) bool {
	c, ok := engine.Deref(t).(*engine.Compound)
	return ok && c.Name == engine.AtomColon && len(c.Args) == 2
}

// metaArg returns the argument a of a meta-predicate, of the given kind,
// as it runs in mod.
func (mt *moduleTable) metaArg(mod *module, a engine.Term, kind int8) engine.Term {
	defer mt.leave()
	if !mt.enter() {
		return a
	}
	a = engine.Deref(a)
	switch kind {
	case metaClause:
		return mt.clauseArg(mod, a)
	case metaPIs:
		return mt.indicators(mod, a)
	case 0:
		if isQualified(a) {
			return mt.goal(mod, a, true)
		}
	}
	if isQualified(a) {
		if kind == metaModule {
			return a // the qualifier is what strip_module/3 reads
		}
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
			// A yall lambda, Params>>Body (the body a goal) or
			// Free/Lambda (the lambda the closure): it runs in mod.
			inner := int8(0)
			if c.Name == engine.AtomSlash {
				inner = kind
			}
			body := mt.metaArg(mod, c.Args[1], inner)
			if body == c.Args[1] {
				return a
			}
			return engine.NewCompound(c.Name, c.Args[0], body)
		}
		if b := localCall(mod, a, int(kind)); b != a || mod == nil {
			return b
		}
		return mt.qualifyUndefined(mod.name, a, int(kind))
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

var assertionSpec = []int8{0}

var (
	atomAssertion     = engine.Intern("assertion")
	atomContextModule = engine.Intern("context_module")
	atomCaret         = engine.Intern("^")
	atomLambda        = engine.Intern(">>")
)

// clauseArg returns the clause or head a that a clause of mod (nil for
// user) passes to assert/1, retract/1, clause/2 and their kin: with its
// head renamed when it is a local predicate of its module, and
// otherwise qualified with that module (mod's, or the one a names)
// other than user, for the built-in to decide at run time, when
// assert/1 makes a new predicate the module's own (see assertTarget).
func (mt *moduleTable) clauseArg(mod *module, a engine.Term) engine.Term {
	qual := engine.Term(nil)
	if mod != nil {
		qual = mod.name
	}
	inner, last, ok := stripQualifiers(a)
	if !ok {
		return a
	}
	if last != nil {
		qual, mod = last, mt.byName[last]
	}
	if _, isVar := inner.(*engine.Var); isVar || isQualified(inner) {
		if qual != nil && qual != engine.AtomUser && !isQualified(inner) {
			return engine.NewCompound(engine.AtomColon, qual, inner)
		}
		return a
	}
	if h, _ := engine.SplitClause(inner); isQualified(h) {
		return a // (m:Head :- Body), for the built-in to resolve
	}
	r := mt.clause(mod, inner)
	if qual == nil || qual == engine.AtomUser || headRenamed(r, inner) {
		return r
	}
	return engine.NewCompound(engine.AtomColon, qual, r)
}

// headRenamed reports whether clause or head r, rewritten from t, calls
// its head by another name: a module's local one.
func headRenamed(r, t engine.Term) bool {
	h1, _ := engine.SplitClause(r)
	h2, _ := engine.SplitClause(t)
	n1, _, ok1 := engine.Functor(h1)
	n2, _, ok2 := engine.Functor(h2)
	return ok1 && ok2 && n1 != n2
}

// clause returns the clause or head t as mod defines it: the head
// renamed when it is local, the body run in mod.
func (mt *moduleTable) clause(mod *module, t engine.Term) engine.Term {
	orig := engine.Deref(t)
	t, mod = mt.unqualify(mod, orig)
	if c, ok := t.(*engine.Compound); ok && c.Name == engine.AtomNeck && len(c.Args) == 2 {
		head, hmod := mt.unqualify(mod, c.Args[0])
		head, body := localCall(hmod, head, 0), mt.goal(mod, c.Args[1], true)
		if hmod != mod && isQualified(c.Args[0]) && engine.Deref(body) != engine.AtomTrue && !isUnbound(c.Args[1]) {
			// (m:Head :- Body) of another module than the caller's: as
			// in swipl, the body runs in the caller's module, and
			// clause/2 gives it as Caller:Body (a body left unbound, as
			// retract/1 and clause/2 may, is matched as it is).
			caller := engine.AtomUser
			if mod != nil {
				caller = mod.name
			}
			body = engine.NewCompound(engine.AtomColon, caller, body)
		}
		if head == c.Args[0] && body == c.Args[1] && t == orig {
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
	inner, last, _ := stripQualifiers(t)
	if last != nil {
		mod = mt.byName[last]
	}
	return inner, mod
}

// stripQualifiers strips the Module: prefixes with an atom Module from
// t: the term inside, dereferenced, and the last module (nil for none).
// A cyclic M:M:... is stripped no further than a bounded number of
// prefixes, and ok is false.
func stripQualifiers(t engine.Term) (inner engine.Term, module *engine.Atom, ok bool) {
	start := t
	for n := 0; ; n++ {
		if engine.QualifierCheck(start, n) {
			return engine.Deref(t), module, false
		}
		t = engine.Deref(t)
		c, isCompound := t.(*engine.Compound)
		if !isCompound || c.Name != engine.AtomColon || len(c.Args) != 2 {
			return t, module, true
		}
		a, isAtom := engine.Deref(c.Args[0]).(*engine.Atom)
		if !isAtom {
			return t, module, true
		}
		module, t = a, c.Args[1]
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
		case IsControl(x) || x.Name == atomBar && len(x.Args) == 2:
			return mapArgs(x, func(_ int, a engine.Term) engine.Term { return mt.grammarBody(mod, a) })
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
		return mapArgs(c, func(_ int, a engine.Term) engine.Term { return mt.indicators(mod, a) })
	case atomAs:
		l := mt.indicators(mod, c.Args[0])
		if l == c.Args[0] {
			return t
		}
		return engine.NewCompound(c.Name, l, c.Args[1])
	case engine.AtomColon:
		inner, imod := mt.unqualify(mod, c)
		r := mt.indicators(imod, inner)
		if r == inner && mt.loading != nil && engine.Deref(c.Args[0]) != engine.AtomUser {
			// Not the module's own when the clause is loaded: for the
			// built-in to resolve when it runs, as assert/1 may have
			// made it the module's by then.
			return c
		}
		return r
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

// moduleClause returns clause t of a file that is not a module's with
// a head qualified by a program's module (m:hook(a).; see
// programModule) renamed to that module's own predicate (see ownName):
// the program adds to the module's predicate, a dynamic or multifile
// one it exports, or one of its own, new or not. A clause qualified as
// a whole, m:(Head :- Body), is m's, its body run in m.
func (mt *moduleTable) moduleClause(m *engine.Machine, t engine.Term) engine.Term {
	t = engine.Deref(t)
	if inner, q, ok := stripQualifiers(t); ok && q != nil {
		if c, isRule := inner.(*engine.Compound); isRule && c.Name == engine.AtomNeck && len(c.Args) == 2 && mt.programModule(q) != nil {
			t = engine.NewCompound(engine.AtomNeck, engine.NewCompound(engine.AtomColon, q, c.Args[0]), engine.NewCompound(engine.AtomColon, q, c.Args[1]))
		}
	}
	head, body, rule := t, engine.Term(nil), false
	if c, ok := t.(*engine.Compound); ok && len(c.Args) == 2 && (c.Name == engine.AtomNeck || c.Name == atomDCGArrow) {
		head, body, rule = engine.Deref(c.Args[0]), c.Args[1], true
	}
	if !isQualified(head) {
		return t
	}
	inner, q, _ := stripQualifiers(head)
	mod := mt.programModule(q)
	name, arity, ok := engine.Functor(inner)
	if mod == nil || !ok || isRuleTerm(inner) {
		return t
	}
	extra := 0
	if rule && t.(*engine.Compound).Name == atomDCGArrow {
		extra = 2
	}
	renamed := rename(inner, mt.ownName(m, mod, name, arity+extra))
	if !rule {
		return renamed
	}
	return engine.NewCompound(t.(*engine.Compound).Name, renamed, body)
}

// isRuleTerm reports whether t is Head :- Body or Head --> Body.
func isRuleTerm(t engine.Term) bool {
	c, ok := engine.Deref(t).(*engine.Compound)
	return ok && len(c.Args) == 2 && (c.Name == engine.AtomNeck || c.Name == atomDCGArrow)
}

// userClause returns clause t of a file that is not a module's: its
// calls M:G resolved (lists:append(X, Y, Z) calls append/3 with no
// meta-call at run time) and the goals and closures it passes to
// modules' meta-predicates qualified with user.
func (mt *moduleTable) userClause(m *engine.Machine, t engine.Term) engine.Term {
	c, ok := engine.Deref(t).(*engine.Compound)
	if !ok || len(c.Args) != 2 || c.Name != engine.AtomNeck {
		return t
	}
	mt.loading = m
	body := mt.goal(nil, c.Args[1], false)
	mt.loading = nil
	if body == engine.Deref(c.Args[1]) {
		return t
	}
	return engine.NewCompound(engine.AtomNeck, c.Args[0], body)
}

// untransparent returns the clause head h :- b of the clauses of a
// module_transparent predicate (see transparentClause) as the program
// wrote it, for clause/2 and listing/1: the head without its context
// argument C and under the predicate's own name, and in the body
// context_module(X) for X = C, G for C:G, and the calls of transparent
// predicates without the context they pass.
func (mt *moduleTable) untransparent(name *engine.Atom, h, b engine.Term) (engine.Term, engine.Term) {
	c, ok := engine.Deref(h).(*engine.Compound)
	if !ok || len(c.Args) == 0 {
		return h, b
	}
	ctx := engine.Deref(c.Args[len(c.Args)-1])
	head := engine.Term(name)
	if len(c.Args) > 1 {
		head = engine.NewCompound(name, c.Args[:len(c.Args)-1]...)
	}
	return head, mt.unctx(ctx, b, 0)
}

// unctx is untransparent's walk of a body, as deep as maxRewriteDepth.
func (mt *moduleTable) unctx(ctx, t engine.Term, depth int) engine.Term {
	t = engine.Deref(t)
	c, ok := t.(*engine.Compound)
	if !ok || depth >= maxRewriteDepth {
		return t
	}
	switch {
	case c.Name == engine.AtomEqual && len(c.Args) == 2 && engine.Deref(c.Args[1]) == ctx:
		return engine.NewCompound(atomContextModule, c.Args[0])
	case c.Name == engine.AtomColon && len(c.Args) == 2 && engine.Deref(c.Args[0]) == ctx:
		if v, isVar := engine.Deref(c.Args[1]).(*engine.Var); isVar {
			return engine.NewCompound(engine.Intern("call"), v) // as swipl compiles it
		}
		return mt.unctx(ctx, c.Args[1], depth+1)
	case IsControl(c):
		return mapArgs(c, func(_ int, a engine.Term) engine.Term { return mt.unctx(ctx, a, depth+1) })
	}
	if _, ok := mt.local[c.Name]; ok && len(c.Args) > 0 && engine.Deref(c.Args[len(c.Args)-1]) == ctx {
		for local, hidden := range mt.transparent {
			if hidden == c.Name {
				if len(c.Args) == 1 {
					return local
				}
				return engine.NewCompound(local, c.Args[:len(c.Args)-1]...)
			}
		}
	}
	return mapArgs(c, func(_ int, a engine.Term) engine.Term {
		if q, ok := engine.Deref(a).(*engine.Compound); ok && q.Name == engine.AtomColon && len(q.Args) == 2 && engine.Deref(q.Args[0]) == ctx {
			return q.Args[1]
		}
		return a
	})
}
