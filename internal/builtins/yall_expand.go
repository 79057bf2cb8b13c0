package builtins

import (
	"github.com/goprolog/goprolog/internal/engine"
)

// Compiled lambdas. Once library(yall) is loaded, swipl's goal expansion
// compiles a lambda that is the closure argument of a meta-predicate the
// clause's module sees at that point into an auxiliary predicate
// (yall.pl's goal_expansion/2 through expand.pl's expand_meta_arg): the
// aux clause's head holds the lambda's free variables ({X}/...) and its
// parameters, so every other variable of the lambda is the aux clause's
// own. A variable the clause binds before the call is therefore unbound
// inside a compiled lambda (N = 10, maplist([X,Y]>>(Y is X+N), ...) is
// an instantiation error), where the lambda called at run time (yall not
// loaded, or a meta-predicate not yet imported) copies it bound. A
// lambda is compiled when it is of the form Params>>Body or
// Free/Params>>Body with as many parameters as the meta-argument's
// closure takes, or Free/Closure. The same effect is had here by renaming
// the lambda's variables but the free ones apart from the clause, at
// load time; its body is expanded in turn, as swipl expands the aux
// clause's.

// yallState records what the expansion needs: whether library(yall) was
// loaded, and the library predicates use_module/1,2 imported, by the
// module they were imported into (user's under user).
type yallState struct {
	loaded bool
	known  map[*engine.Atom]map[predKey]bool
	// macros is set once library(apply_macros) is loaded (library(clpfd)
	// loads it): its goal expansion turns each maplist/N call into an
	// auxiliary predicate after expanding the closure as a goal, which
	// compiles a lambda closure in every module whether or not it
	// imported maplist/N. A variable of the clause bound before such a
	// maplist/N is unbound in its lambda: with library(clpfd) loaded,
	// N = 4, maplist([Q]>>(Q in 1..N), Qs) raises an instantiation
	// error in swipl 9.
	macros bool
}

var (
	atomYall        = engine.Intern("yall")
	atomApplyMacros = engine.Intern("apply_macros")
	atomMaplist     = engine.Intern("maplist")
)

// yallSystemMeta are the meta-predicates of swipl's system module with a
// closure argument, which every module sees from the start.
var yallSystemMeta = func() map[predKey]bool {
	known := map[predKey]bool{}
	for _, pi := range []struct {
		name  string
		arity int
	}{
		{"once", 1}, {"ignore", 1}, {"not", 1}, {"findall", 3}, {"findall", 4}, {"forall", 2},
		{"bagof", 3}, {"setof", 3}, {"catch", 3}, {"catch_with_backtrace", 3},
		{"call_cleanup", 2}, {"setup_call_cleanup", 3}, {"setup_call_catcher_cleanup", 4},
		{"findnsols", 4}, {"findnsols", 5}, {"with_output_to", 2}, {"snapshot", 1}, {"freeze", 2},
	} {
		known[predKey{engine.Intern(pi.name), pi.arity}] = true
	}
	for n := 1; n <= 8; n++ {
		known[predKey{engine.Intern("call"), n}] = true
	}
	return known
}()

// noteYallImports records the library predicates of imports, those a
// use_module/1,2 of the load ctx imported, as seen by the module the load
// defines (user for a file of user's).
func noteYallImports(m *engine.Machine, ctx *engine.LoadContext, imports map[predKey]libImport) {
	l := loaderOf(m)
	into := engine.AtomUser
	if l.modules != nil {
		if mod := l.modules.loadingModule(ctx); mod != nil {
			into = mod.name
		}
	}
	if l.yall.known == nil {
		l.yall.known = map[*engine.Atom]map[predKey]bool{}
	}
	set := l.yall.known[into]
	if set == nil {
		set = map[predKey]bool{}
		l.yall.known[into] = set
	}
	for k := range imports {
		set[k] = true
	}
}

// yallExpand returns the clause or directive t of a file whose clauses
// run in module mod (user's: nil) with its compiled lambdas renamed
// apart (see above); t itself when library(yall) is not loaded.
func yallExpand(m *engine.Machine, t engine.Term, mod *module) engine.Term {
	return yallExpandAux(m, t, mod, nil)
}

// yallExpandAux is yallExpand that passes aux, when not nil, each
// auxiliary clause swipl compiles for a lambda, Head :- Body with the
// lambda's own variables (the compiler's warnings are about those),
// inner lambdas first.
func yallExpandAux(m *engine.Machine, t engine.Term, mod *module, aux func(engine.Term)) engine.Term {
	l := loaderOf(m)
	if !l.yall.loaded {
		return t
	}
	c, ok := engine.Deref(t).(*engine.Compound)
	if !ok {
		return t
	}
	x := yallExpander{m: m, l: l, mod: engine.AtomUser, aux: aux}
	if mod != nil {
		x.mod = mod.name
	}
	switch {
	case len(c.Args) == 1 && (c.Name == engine.AtomNeck || c.Name == atomQuery):
		return engine.NewCompound(c.Name, x.body(c.Args[0]))
	case len(c.Args) == 2 && (c.Name == engine.AtomNeck || c.Name == atomSSUArrow):
		return engine.NewCompound(c.Name, c.Args[0], x.body(c.Args[1]))
	}
	return t
}

type yallExpander struct {
	m   *engine.Machine
	l   *loader
	mod *engine.Atom
	aux func(engine.Term)
	// depth counts the nested calls of body.
	depth int
}

var atomYallAux = engine.Intern("$yall_aux")

// spec returns the meta-argument specification of the predicate
// name/arity that the module sees when the clause loads, nil for none.
func (x *yallExpander) spec(name *engine.Atom, arity int) []int8 {
	k := predKey{name, arity}
	if mt := x.l.modules; mt != nil && mt.declared[k] != nil {
		return mt.declared[k]
	}
	macro := x.l.yall.macros && name == atomMaplist && arity >= 2
	if !macro && !yallSystemMeta[k] && !x.l.yall.known[x.mod][k] && !x.l.yall.known[engine.AtomUser][k] {
		return nil
	}
	return metaSpecs[k]
}

// body returns the goal g with the lambdas of its meta-arguments
// renamed apart. The right spine of control constructs (a clause's
// conjunction) is walked in a loop; what nests in their left arguments
// and in meta-arguments recurses, as deep as maxRewriteDepth, past which
// a goal is left as it is.
func (x *yallExpander) body(g engine.Term) engine.Term {
	if x.depth >= maxRewriteDepth {
		return engine.Deref(g)
	}
	x.depth++
	defer func() { x.depth-- }()
	return mapControlSpine(g, x.body, x.goal)
}

// goal is body for a goal that is no conjunction, disjunction or
// if-then(-else).
func (x *yallExpander) goal(g engine.Term) engine.Term {
	c, ok := g.(*engine.Compound)
	if !ok {
		return g
	}
	if len(c.Args) == 1 && c.Name == atomNegation {
		if b := x.body(c.Args[0]); b != engine.Deref(c.Args[0]) {
			return engine.NewCompound(c.Name, b)
		}
		return g
	}
	spec := x.spec(c.Name, len(c.Args))
	if spec == nil {
		return g
	}
	return mapArgs(c, func(i int, arg engine.Term) engine.Term {
		if i >= len(spec) {
			return arg
		}
		a := engine.Deref(arg)
		var b engine.Term = a
		switch kind := spec[i]; {
		case kind >= 0 && kind <= 9:
			if lam, ok := x.lambda(a, int(kind)); ok {
				b = lam
			} else if kind == 0 {
				b = x.body(a)
			}
		case kind == metaCaret:
			b = x.caret(a)
		}
		if b == a {
			return arg
		}
		return b
	})
}

// caret expands the goal of a bagof/3 or setof/3 argument V^Goal.
func (x *yallExpander) caret(a engine.Term) engine.Term {
	var vars []engine.Term
	t := engine.Deref(a)
	for {
		c, ok := t.(*engine.Compound)
		if !ok || c.Name != atomCaret || len(c.Args) != 2 {
			break
		}
		vars = append(vars, c.Args[0])
		t = engine.Deref(c.Args[1])
	}
	g := x.body(t)
	if g == t {
		return a
	}
	for i := len(vars) - 1; i >= 0; i-- {
		g = engine.NewCompound(atomCaret, vars[i], g)
	}
	return g
}

// lambda returns the lambda a, the closure argument of n more arguments,
// renamed apart from the clause but for its free variables, with its
// body expanded; false when a is no lambda swipl compiles there.
func (x *yallExpander) lambda(a engine.Term, n int) (engine.Term, bool) {
	c, ok := a.(*engine.Compound)
	if !ok || len(c.Args) != 2 {
		return nil, false
	}
	var free engine.Term
	var params []engine.Term
	switch c.Name {
	case atomLambda:
		ps := engine.Deref(c.Args[0])
		if pc, ok := ps.(*engine.Compound); ok && pc.Name == engine.AtomSlash && len(pc.Args) == 2 {
			free, ps = engine.Deref(pc.Args[0]), engine.Deref(pc.Args[1])
			if !isLambdaFree(free) {
				return nil, false
			}
		}
		list, err := listArg(ps)
		if err != nil || len(list) != n || !isCallableTerm(c.Args[1]) {
			return nil, false
		}
		params = list
	case engine.AtomSlash:
		free = engine.Deref(c.Args[0])
		if !isLambdaFree(free) || !isCallableTerm(c.Args[1]) {
			return nil, false
		}
	default:
		return nil, false
	}
	keep := map[*engine.Var]engine.Term{}
	var head []engine.Term
	if free != nil {
		engine.Walk(free, func(t engine.Term) bool {
			if v, ok := t.(*engine.Var); ok {
				keep[v] = v
				head = append(head, v)
			}
			return true
		})
	}
	body := c.Args[1]
	if c.Name == atomLambda {
		// The aux clause's body is expanded first, its own lambdas
		// compiled before it.
		if b := x.body(body); b != engine.Deref(body) {
			body = b
			c = engine.NewCompound(atomLambda, c.Args[0], b)
		}
	}
	if x.aux != nil {
		x.aux(engine.NewCompound(engine.AtomNeck, engine.NewCompound(atomYallAux, append(head, params...)...), body))
	}
	return x.m.CopyWith(c, keep), true
}

// isLambdaFree reports whether t is yall's free-variable term: {} or
// {Vars}.
func isLambdaFree(t engine.Term) bool {
	if t == engine.Term(engine.AtomCurly) {
		return true
	}
	c, ok := t.(*engine.Compound)
	return ok && c.Name == engine.AtomCurly && len(c.Args) == 1
}

// isCallableTerm reports whether t, stripped of its module qualifiers,
// is an atom or a compound.
func isCallableTerm(t engine.Term) bool {
	inner, _, ok := stripQualifiers(t)
	if !ok {
		return false
	}
	switch inner.(type) {
	case *engine.Atom, *engine.Compound:
		return true
	}
	return false
}
