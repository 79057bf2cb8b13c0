package wam

import (
	"testing"

	"github.com/goprolog/goprolog/internal/engine"
)

// TestArgFunctorInLine: a clause's calls of arg/3, functor/3 and
// compare/3 are opArg, opFunctor and opCompare, whose fast paths the
// loop runs itself and whose other calls go on as opNative, and
// arg/3, functor/3 and compare/3 into new variables put their answers
// in place; the answers, errors and inference counts are the engine's
// solver's.
func TestArgFunctorInLine(t *testing.T) {
	core, b, plain := coreAndEngine(t, "argfunctor.pl")
	for _, goal := range []string{
		"a(1, f(x, y), R)",
		"a(2, f(x, y), R)",
		"a(3, f(x, y), R)",
		"a(0, f(x, y), R)",
		"a(2, f(x, y), y), R = yes",
		"a(2, f(x, y), z), R = yes",
		"a(1, [h|t], R)",
		"a(2, [h|t], R)",
		"a(N, f(x, y, z), A), R = N-A",
		"a(N, g(X, Y), b), R = N-X-Y",
		"a(2, f(X, Y), b), R = X-Y",
		"a(1, f(g(Z)), g(1)), R = Z",
		"a_fails(1, f(a)), R = yes",
		"a_fails(5, f(a)), R = yes",
		"catching(a(-1, f(a), _), R)",
		"catching(a(1, _, _), R)",
		"catching(a(1, abc, _), R)",
		"catching(a(a, f(a), _), R)",
		"a(100000000000000000000000, f(a), R)",
		"f(f(a, b), N, A), R = N/A",
		"f([a], N, A), R = N/A",
		"f(abc, N, A), R = N/A",
		"f(12, N, A), R = N/A",
		"f(\"s\", N, A), R = N/A",
		"f(R, g, 3)",
		"f(R, g, 0)",
		"f(R, 7, 0)",
		"f(R, '[|]', 2)",
		"f(f(a), f, 1), R = yes",
		"f(f(a), g, 1), R = yes",
		"f(f(a), f, 2), R = yes",
		"catching(f(_, _, 3), R)",
		"catching(f(_, g, -1), R)",
		"catching(f(_, g(a), 1), R)",
		"catching(f(_, g, a), R)",
		"copy(f(g(a, X), [1, 2|Y], h(X)), R)",
		"size(f(g(a, b), [1, 2], h(c, d, e)), R)",
		"ai(2, f(a, b), R)",
		"ai(3, f(a, b), R)",
		"ai(1, f(X), R), X = 1",
		"ai(N, f(a, b), R)",
		"ai_pair(p(X, g(Y)), R)",
		"ai_pair([h|t], R)",
		"ai_enum(f(a, X, g(X)), R)",
		"ai_err(x, f(a), R)",
		"ai_err(1, _, R)",
		"ai_err(-1, f(a), R)",
		"ai_back(f(y, z), R)",
		"ai_back(f(x, z), R)",
		"ai_back(f(_, z), R)",
		"ai_last(f(start), R)",
		"fi(f(a, b), R)",
		"fi([a], R)",
		"fi(abc, R)",
		"fi(12, R)",
		"fi(\"s\", R)",
		"fi(1.5, R)",
		"fi(_, R)",
		"fi_new(g, 2, R)",
		"fi_new(g, 0, R)",
		"fi_new(7, 0, R)",
		"fi_new('[|]', 2, R)",
		"catch(fi_new(_, 2, R), E, true), R = E",
		"catch(fi_new(g, -1, R), E, true), R = E",
		"catch(fi_new(g(a), 1, R), E, true), R = E",
		"fi_all(R)",
		"fi_same(R)",
		"fi_keep(h(1, 2, 3), R)",
		"fi_walk(100, g(a, [b, c], h(d)), R)",
		"ci(1, 2, R)",
		"ci(b, a, R)",
		"ci(f(X), f(X), R)",
		"ci(X, Y, R)",
		"ins_all([d, b, f, a, c, b, e, d, g], nil, R)",
		"ci_keep(f(a), f(b), R)",
		"ci_err(R)",
	} {
		t.Run(goal, func(t *testing.T) {
			got, gotInf := allAnswers(t, core, goal)
			sameAsEngine(t, got, gotInf, plain, goal)
		})
	}
	m := b.core()
	ops := map[opcode]int{}
	for _, fn := range []functor{{engine.Intern("a"), 3}, {engine.Intern("f"), 3}, {engine.Intern("copy"), 2}, {engine.Intern("copy_args"), 3}} {
		p := m.preds[fn]
		if p == nil {
			t.Fatalf("%s/%d is not compiled", fn.name.Name, fn.arity)
		}
		for _, cl := range p.clauses {
			for pc := cl.start; pc < len(m.code) && m.code[pc].op != opProceed && m.code[pc].op != opExecute && m.code[pc].op != opDeallocExecute; pc++ {
				ops[m.code[pc].op]++
			}
		}
	}
	if ops[opArg] != 3 || ops[opFunctor] != 3 {
		t.Errorf("%d opArg and %d opFunctor, want 3 of each", ops[opArg], ops[opFunctor])
	}
	// copy_args's two calls of arg/3 put the argument into new
	// variables, permanent ones (see argInto); copy's first call of
	// functor/3 puts the name and arity into new variables
	// (functorInto), its second builds the head's T, which is not new;
	// ins/3's compare/3 puts the order into a new variable
	// (compareInto); a/3's and f/3's calls name no new variable.
	into := map[string]int{}
	for _, name := range []string{"a", "copy_args", "ai_pair", "f", "copy", "ins"} {
		for fn, p := range m.preds {
			if fn.name.Name != name {
				continue
			}
			for _, cl := range p.clauses {
				for pc := cl.start; pc < len(m.code) && m.code[pc].op != opProceed && m.code[pc].op != opExecute && m.code[pc].op != opDeallocExecute; pc++ {
					if in := m.code[pc]; (in.op == opArg || in.op == opFunctor || in.op == opCompare) && in.c != 0 {
						into[name]++
					}
				}
			}
		}
	}
	if into["a"] != 0 || into["f"] != 0 || into["copy_args"] != 2 || into["ai_pair"] != 2 || into["copy"] != 1 || into["ins"] != 1 {
		t.Errorf("arg/3, functor/3 and compare/3 into new variables: %v, want copy_args 2, ai_pair 2, copy 1 and ins 1", into)
	}
}
