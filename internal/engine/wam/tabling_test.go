package wam

import (
	"testing"

	"github.com/goprolog/goprolog/internal/engine"
	"github.com/goprolog/goprolog/internal/parser"
)

// TestTablingOnTheCore checks that the tabling driver, the clauses of
// tabled predicates and the predicates that call them run on the core,
// with the engine's answers.
func TestTablingOnTheCore(t *testing.T) {
	em, b := bridged(t, `
:- table path/2.
edge(a, b). edge(b, c). edge(c, a).
path(X, Y) :- path(X, Z), edge(Z, Y).
path(X, Y) :- edge(X, Y).
reach(X, L) :- findall(Y, path(X, Y), L0), msort(L0, L).
meta(X, L) :- G = path(X, Y), findall(Y, G, L0), msort(L0, L).
`)
	for _, tc := range []struct{ goal, want string }{
		{"reach(a, L)", "[a,b,c]"},
		{"meta(b, L)", "[a,b,c]"},
	} {
		if got := once(t, em, tc.goal, "L"); got != tc.want {
			t.Errorf("%s: L = %s, want %s", tc.goal, got, tc.want)
		}
	}
	for _, f := range []functor{{engine.Intern("reach"), 2}, {engine.Intern("meta"), 2}} {
		if p := em.Lookup(f.name, f.arity); p == nil || !p.HasFastPath() {
			t.Errorf("%s/%d does not run on the core", f.name.Name, f.arity)
		}
	}
	// The driver and the tabled clauses were compiled for the core,
	// which runs them: a call the engine ran would not compile them.
	m := b.machine(0)
	for _, f := range []functor{{atomTblCall, 1}, {engine.Intern("$tbl_fixpoint"), 2}, {engine.Intern("path"), 2}} {
		if p := m.preds[f]; p == nil || len(p.clauses) == 0 {
			t.Errorf("the core has no code for %s/%d", f.name.Name, f.arity)
		}
	}
}

// TestVariantKeysAgree checks that the core writes the variant key of a
// term on the heap exactly as the engine writes that of the same term:
// tables that the engine and the core both fill find each other's
// answers and calls.
func TestVariantKeysAgree(t *testing.T) {
	em, _ := bridged(t, "")
	m := New()
	for _, text := range []string{
		`a`, `[]`, `'[]'`, `"s"`, `1`, `-7`, `1152921504606846976`, `-1152921504606846977`,
		`123456789012345678901234567890`, `1.5`, `-0.0`, `f(X)`, `f(X, X)`, `f(X, Y)`,
		`[a, b | T]`, `'[|]'(a, b)`, `g([1, 2.0, "x"], h(Z), Z)`,
		`f(A, B, C, D, E, F, G, H, I, J, K, L, M, N, A, N, O, P, Q, A)`,
		`f('hello world', 'a''b', "")`,
	} {
		r, err := parser.ReadTermFromString(em, text+" .")
		if err != nil {
			t.Fatal(err)
		}
		want := engine.VariantKey{}
		if !engine.AppendVariantKey(&want, r.Term) {
			t.Fatalf("%s: no engine key", text)
		}
		c, err := m.putTerm(r.Term, map[*engine.Var]cell{})
		if err != nil {
			t.Fatal(err)
		}
		if !m.writeVariantKey(c) {
			t.Fatalf("%s: no core key", text)
		}
		if string(m.keyBuf) != string(want.B) {
			t.Errorf("%s: core key %q, engine key %q", text, m.keyBuf, want.B)
		}
	}
}

// TestUnifyAnswer checks that reading an answer's key against a goal on
// the heap (unifyAnswer) binds the goal as unifying it with the answer
// does in the engine: the same outcome, and a goal of the same variant
// key after.
func TestUnifyAnswer(t *testing.T) {
	em, _ := bridged(t, "")
	for _, tc := range []struct{ goal, answer string }{
		{`p(1, Y)`, `p(1, 2)`},
		{`p(X, Y)`, `p(1, 2)`},
		{`p(1, Y)`, `p(2, 2)`},
		{`p(X, X)`, `p(1, 2)`},
		{`p(X, X)`, `p(1, 1)`},
		{`p(X, Y)`, `p(A, A)`},
		{`p(X, f(Y))`, `p(A, f(A))`},
		{`p(a, Y)`, `p(a, [b, "s", 1.5, 123456789012345678901234567890, -1152921504606846977])`},
		{`p([], Y)`, `p('[]', z)`},
		{`p('[]', Y)`, `p('[]', z)`},
		{`p([], Y)`, `p([], z)`},
		{`p(Y)`, `p(g(A, [B|T], T, A))`},
		{`p(g(1, L, Z, W))`, `p(g(A, [B|T], T, A))`},
		{`p(g(1, [x|L], L, 2))`, `p(g(A, [B|T], T, A))`},
		{`p(f(X), X)`, `p(f(g(a)), g(a))`},
		{`p(f(X), X)`, `p(f(g(a)), g(b))`},
		{`p([a|T])`, `p([a, b, c])`},
		{`p([a|T])`, `p('[|]'(b, c))`},
		{`p(h(X, Y, Z))`, `p(h(1152921504606846976, 1.0e10, "text"))`},
		{`p(h(1152921504606846976, 1.0e10, "text"))`, `p(h(1152921504606846976, 1.0e10, "text"))`},
		{`p(h(1152921504606846976, 1.0, "text"))`, `p(h(1152921504606846976, 1.0e10, "text"))`},
		{`q`, `q`},
		{`p({X})`, `p({a, b})`},
	} {
		g, err := parser.ReadTermFromString(em, tc.goal+" .")
		if err != nil {
			t.Fatal(err)
		}
		a, err := parser.ReadTermFromString(em, tc.answer+" .")
		if err != nil {
			t.Fatal(err)
		}
		var ak engine.VariantKey
		if !engine.AppendVariantKey(&ak, a.Term) {
			t.Fatalf("%s: no key", tc.answer)
		}
		_, prefix, _ := engine.ReadKeyItem(ak.B, 0)
		m := New()
		c, err := m.putTerm(g.Term, map[*engine.Var]cell{})
		if err != nil {
			t.Fatal(err)
		}
		got := m.unifyAnswer(c, ak.B[prefix:])
		want := em.Unify(g.Term, a.Term)
		if got != want {
			t.Errorf("%s with %s: %v, want %v", tc.goal, tc.answer, got, want)
			continue
		}
		if !want {
			continue
		}
		var wk engine.VariantKey
		engine.AppendVariantKey(&wk, g.Term)
		if !m.writeVariantKey(c) || string(m.keyBuf) != string(wk.B) {
			t.Errorf("%s with %s: the goal's key is %q, want %q", tc.goal, tc.answer, m.keyBuf, wk.B)
		}
	}
}

// TestArgsKeysAgree checks that the key the core writes of a goal's
// arguments (writeArgsKey, which the answers added are kept as) is the
// engine's key of the goal after its functor, with the arguments of
// small integers and atoms that it writes in line as with any other.
func TestArgsKeysAgree(t *testing.T) {
	em, _ := bridged(t, "")
	m := New()
	for _, text := range []string{
		`p`, `p(1, 2)`, `p(a, -3, 'b c')`, `p([], 1)`, `p('[]', 1)`, `p(1152921504606846976, 1)`,
		`p(X, Y, X)`, `p(1, f(X), X)`, `p("s", 1.5)`, `p([a|T], T)`, `p(a, b, c, d, e, f, g, h)`,
	} {
		r, err := parser.ReadTermFromString(em, text+" .")
		if err != nil {
			t.Fatal(err)
		}
		var want engine.VariantKey
		engine.AppendVariantKey(&want, r.Term)
		_, prefix, _ := engine.ReadKeyItem(want.B, 0)
		c, err := m.putTerm(r.Term, map[*engine.Var]cell{})
		if err != nil {
			t.Fatal(err)
		}
		if !m.writeArgsKey(c) {
			t.Fatalf("%s: no key", text)
		}
		if string(m.keyBuf) != string(want.B[prefix:]) {
			t.Errorf("%s: core key %q, engine key %q", text, m.keyBuf, want.B[prefix:])
		}
	}
}
