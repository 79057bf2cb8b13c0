package builtins

import (
	"github.com/goprolog/goprolog/internal/engine"
)

// Declarations SWI-Prolog programs carry: multifile/1, public/1, det/1,
// thread_local/1 and the ones SWI-Prolog accepts and goprolog has no use
// for (license/1,2, expects_dialect/1, volatile/1, mode/1, encoding/1,
// module_transparent/1, noprofile/1, predicate_options/3).
// Without a module system, a module-qualified indicator (user:p/1,
// prolog:message//1) declares the predicate of the one database.

func multifile1(m *engine.Machine, args []engine.Term) (bool, error) {
	err := forEachPI(args[0], func(name *engine.Atom, arity int) error {
		definePred(m, name, arity).SetMultifile()
		return nil
	})
	return err == nil, err
}

// threadLocal1 declares the predicates dynamic: goprolog runs one thread,
// so a thread-local predicate is a dynamic one.
func threadLocal1(m *engine.Machine, args []engine.Term) (bool, error) {
	return dynamic1(m, args)
}

// checkPIs accepts a declaration whose only effect in goprolog is that
// its predicate indicators are well formed (public/1, det/1, volatile/1).
func checkPIs(m *engine.Machine, args []engine.Term) (bool, error) {
	err := forEachPI(args[0], func(*engine.Atom, int) error { return nil })
	return err == nil, err
}

// acceptDecl accepts a declaration that has no effect in goprolog once
// its argument is bound: license/1,2, expects_dialect/1, mode/1 and
// encoding/1 (files are read as UTF-8, which is what SWI-Prolog's
// encoding(utf8) asks for).
func acceptDecl(m *engine.Machine, args []engine.Term) (bool, error) {
	if isUnbound(args[0]) {
		return false, engine.InstantiationError()
	}
	return true, nil
}

// declIndicator strips a module qualifier from a predicate indicator and
// turns a non-terminal indicator Name//Arity into Name/Arity+2.
func declIndicator(t engine.Term) engine.Term {
	for {
		t = engine.Deref(t)
		c, ok := t.(*engine.Compound)
		if !ok || len(c.Args) != 2 {
			return t
		}
		switch c.Name {
		case engine.AtomColon:
			if _, isAtom := engine.Deref(c.Args[0]).(*engine.Atom); !isAtom {
				return t
			}
			t = c.Args[1]
			continue
		case atomDoubleSlash:
			if n, ok := engine.Deref(c.Args[1]).(engine.Int); ok {
				return engine.NewCompound(engine.AtomSlash, c.Args[0], n+2)
			}
		}
		return t
	}
}

// stripModule removes the module qualifiers SWI-Prolog programs write on
// clauses for the one database: user:foo(1), prolog:message(T) --> ...,
// M:(H :- B).
func stripModule(t engine.Term) engine.Term {
	t = unqualify(t)
	c, ok := t.(*engine.Compound)
	if !ok || len(c.Args) != 2 || (c.Name != engine.AtomNeck && c.Name != atomDCGArrow) {
		return t
	}
	h := unqualify(c.Args[0])
	if h == engine.Deref(c.Args[0]) {
		return t
	}
	return engine.NewCompound(c.Name, h, c.Args[1])
}

// unqualify strips Module: prefixes with an atom module.
func unqualify(t engine.Term) engine.Term {
	inner, _, _ := stripQualifiers(t)
	return inner
}

var declBuiltins = []engine.BuiltinSpec{
	{Name: "multifile", Arity: 1, Fn: multifile1},
	{Name: "thread_local", Arity: 1, Fn: threadLocal1},
	{Name: "public", Arity: 1, Fn: checkPIs},
	{Name: "det", Arity: 1, Fn: checkPIs},
	{Name: "volatile", Arity: 1, Fn: checkPIs},
	{Name: "module_transparent", Arity: 1, Fn: checkPIs},
	{Name: "noprofile", Arity: 1, Fn: checkPIs},
	{Name: "compile_predicates", Arity: 1, Fn: checkPIs},
	{Name: "predicate_options", Arity: 3, Fn: acceptDecl},
	{Name: "license", Arity: 1, Fn: acceptDecl},
	{Name: "license", Arity: 2, Fn: acceptDecl},
	{Name: "expects_dialect", Arity: 1, Fn: acceptDecl},
	{Name: "mode", Arity: 1, Fn: acceptDecl},
	{Name: "encoding", Arity: 1, Fn: acceptDecl},
}
