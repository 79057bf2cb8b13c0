package wam

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/goprolog/goprolog/internal/engine"
)

// TestArgFunctorInLine: a clause's calls of arg/3 and functor/3 are
// opArg and opFunctor, whose fast paths the loop runs itself and whose
// other calls go on as opNative; the answers, errors and inference
// counts are the engine's solver's.
func TestArgFunctorInLine(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("testdata", "argfunctor.pl"))
	if err != nil {
		t.Fatal(err)
	}
	core, b := bridged(t, string(src))
	plain := plainEngine(t, string(src))
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
	} {
		t.Run(goal, func(t *testing.T) {
			got, gotInf := allAnswers(t, core, goal)
			want, wantInf := allAnswers(t, plain, goal)
			if !slices.Equal(normalize(got), normalize(want)) {
				t.Errorf("core:\n%q\nengine:\n%q", got, want)
			}
			if gotInf != wantInf {
				t.Errorf("inferences: core %d, engine %d", gotInf, wantInf)
			}
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
}
