package engine

import (
	"testing"
)

// A tiny term-building DSL for engine tests that do not depend on the
// reader.
type tb struct {
	m    *Machine
	vars map[string]*Var
}

func newTB() *tb { return &tb{m: NewMachine(), vars: map[string]*Var{}} }

func (b *tb) v(name string) *Var {
	if v, ok := b.vars[name]; ok {
		return v
	}
	v := b.m.NewVar()
	b.vars[name] = v
	return v
}

func c(name string, args ...Term) Term {
	if len(args) == 0 {
		if name == "[]" {
			return AtomNil
		}
		return Intern(name)
	}
	return NewCompound(Intern(name), args...)
}

func i(n int64) Term { return MakeInt(n) }

func and(gs ...Term) Term {
	t := gs[len(gs)-1]
	for k := len(gs) - 2; k >= 0; k-- {
		t = c(",", gs[k], t)
	}
	return t
}

func rule(head Term, body ...Term) Term {
	if len(body) == 0 {
		return head
	}
	return c(":-", head, and(body...))
}

func (b *tb) add(t testing.TB, clauses ...Term) {
	t.Helper()
	for _, cl := range clauses {
		if _, err := b.m.AddClause(cl, true); err != nil {
			t.Fatalf("AddClause: %v", err)
		}
	}
	b.vars = map[string]*Var{}
}

// solutions runs goal and returns the value of v at each solution.
func (b *tb) solutions(t *testing.T, goal Term, v Term) []string {
	t.Helper()
	q := b.m.Solve(goal)
	defer q.Close()
	var out []string
	for {
		ok, err := q.Next()
		if err != nil {
			t.Fatalf("solve: %v", err)
		}
		if !ok {
			return out
		}
		out = append(out, Format(v, WriteOptions{Quoted: true}))
	}
}

func (b *tb) installBasics() {
	// Minimal built-ins for engine tests: =/2, is/2 on + and -, </2, throw/1.
	b.m.Register("=", 2, func(m *Machine, args []Term) (bool, error) { return m.Unify(args[0], args[1]), nil })
	b.m.Register("is", 2, func(m *Machine, args []Term) (bool, error) {
		e := Deref(args[1]).(*Compound)
		x, y := Deref(e.Args[0]).(Int), Deref(e.Args[1]).(Int)
		switch e.Name.Name {
		case "+":
			return m.Unify(args[0], MakeInt(int64(x+y))), nil
		case "-":
			return m.Unify(args[0], MakeInt(int64(x-y))), nil
		}
		return false, TypeError("evaluable", e)
	})
	b.m.Register("<", 2, func(m *Machine, args []Term) (bool, error) {
		return Deref(args[0]).(Int) < Deref(args[1]).(Int), nil
	})
	b.m.Register("throw", 1, func(m *Machine, args []Term) (bool, error) { return false, Throw(m.CopyTerm(args[0])) })
	b.m.Register("call", 1, func(m *Machine, args []Term) (bool, error) { m.PushGoal(args[0]); return true, nil })
}

func TestAppendEnumerates(t *testing.T) {
	b := newTB()
	b.installBasics()
	b.add(t, rule(c("app", c("[]"), b.v("L"), b.v("L"))))
	b.add(t, rule(c("app", Cons(b.v("H"), b.v("T")), b.v("L"), Cons(b.v("H"), b.v("R"))), c("app", b.v("T"), b.v("L"), b.v("R"))))
	x, y := b.m.NewVar(), b.m.NewVar()
	got := b.solutions(t, c("app", x, y, List(i(1), i(2))), c("-", x, y))
	want := []string{"[]-[1,2]", "[1]-[2]", "[1,2]-[]"}
	if len(got) != len(want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	for k := range want {
		if got[k] != want[k] {
			t.Errorf("solution %d: got %s, want %s", k, got[k], want[k])
		}
	}
}

func TestCutSemantics(t *testing.T) {
	b := newTB()
	b.installBasics()
	b.add(t, c("p", i(1)), c("p", i(2)), c("p", i(3)))
	// q(X) :- p(X), !.
	b.add(t, rule(c("q", b.v("X")), c("p", b.v("X")), c("!")))
	// r(X) :- ( p(X), X > 1 -> true ; X = none ).  with < as test
	b.add(t, rule(c("r", b.v("X")), c(";", c("->", and(c("p", b.v("X")), c("<", i(1), b.v("X"))), c("true")), c("=", b.v("X"), c("none")))))
	// s(X) :- call((p(X), !)) ; X = 9.  cut local to call/1
	b.add(t, rule(c("s", b.v("X")), c(";", c("call", and(c("p", b.v("X")), c("!"))), c("=", b.v("X"), i(9)))))
	// n(X) :- \+ p(4), X = ok.
	b.add(t, rule(c("n", b.v("X")), c(`\+`, c("p", i(4))), c("=", b.v("X"), c("ok"))))
	cases := []struct {
		name string
		goal string
		want []string
	}{
		{"cut", "q", []string{"1"}},
		{"if-then-else", "r", []string{"2"}},
		{"cut local to call", "s", []string{"1", "9"}},
		{"negation", "n", []string{"ok"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			x := b.m.NewVar()
			got := b.solutions(t, c(tc.goal, x), x)
			if len(got) != len(tc.want) {
				t.Fatalf("got %v, want %v", got, tc.want)
			}
			for k := range got {
				if got[k] != tc.want[k] {
					t.Fatalf("got %v, want %v", got, tc.want)
				}
			}
		})
	}
}

func TestCatchThrow(t *testing.T) {
	b := newTB()
	b.installBasics()
	// t(X) :- catch((p, throw(ball(1))), ball(X), true).
	b.add(t, c("p"))
	b.add(t, rule(c("t", b.v("X")), c("catch", and(c("p"), c("throw", c("ball", i(1)))), c("ball", b.v("X")), c("true"))))
	x := b.m.NewVar()
	got := b.solutions(t, c("t", x), x)
	if len(got) != 1 || got[0] != "1" {
		t.Fatalf("got %v", got)
	}
	// An uncaught ball comes back as an error, and the machine is usable.
	q := b.m.Solve(c("throw", c("oops")))
	_, err := q.Next()
	if e, ok := err.(*Exception); !ok || Format(e.Ball, WriteOptions{}) != "oops" {
		t.Fatalf("got %v", err)
	}
	if got := b.solutions(t, c("t", x), x); len(got) != 1 {
		t.Fatalf("machine not usable after an uncaught error: %v", got)
	}
}

// TestDeepRecursion runs a 1,000,000-deep non-tail recursion (len/2 on a
// long list) and a 10,000,000-step tail recursion: neither may grow the Go
// stack.
func TestDeepRecursion(t *testing.T) {
	b := newTB()
	b.installBasics()
	// len([], 0).  len([_|T], N) :- len(T, M), N is M+1.
	b.add(t, c("len", c("[]"), i(0)))
	b.add(t, rule(c("len", Cons(b.v("_"), b.v("T")), b.v("N")), c("len", b.v("T"), b.v("M")), c("is", b.v("N"), c("+", b.v("M"), i(1)))))
	// count(N, N) :- !.  count(I, N) :- J is I+1, count(J, N).
	b.add(t, rule(c("count", b.v("N"), b.v("N")), c("!")))
	b.add(t, rule(c("count", b.v("I"), b.v("N")), c("is", b.v("J"), c("+", b.v("I"), i(1))), c("count", b.v("J"), b.v("N"))))
	const n = 1_000_000
	elems := make([]Term, n)
	for k := range elems {
		elems[k] = i(int64(k))
	}
	x := b.m.NewVar()
	if got := b.solutions(t, c("len", List(elems...), x), x); len(got) != 1 || got[0] != "1000000" {
		t.Fatalf("len: got %v", got)
	}
	steps := int64(10_000_000)
	if testing.Short() {
		steps = 100_000
	}
	if got := b.solutions(t, c("count", i(0), i(steps)), c("done")); len(got) != 1 {
		t.Fatalf("count: got %v", got)
	}
}

// TestSharedVariablesInBuiltTerms checks that a clause term with a repeated
// variable, f(X, X), is built with one variable, through the one-allocation
// path for binary compounds and the general one.
func TestSharedVariablesInBuiltTerms(t *testing.T) {
	b := newTB()
	b.installBasics()
	b.add(t, c("two", c("f", b.v("X"), b.v("X"))))
	b.add(t, c("three", c("g", b.v("Y"), b.v("Z"), b.v("Y"))))
	for _, name := range []string{"two", "three"} {
		x := b.m.NewVar()
		q := b.m.Solve(c(name, x))
		if ok, err := q.Next(); !ok || err != nil {
			t.Fatalf("%s: %v %v", name, ok, err)
		}
		args := Deref(x).(*Compound).Args
		if Deref(args[0]) != Deref(args[len(args)-1]) {
			t.Errorf("%s: %s has two variables where the clause has one", name, Format(x, WriteOptions{}))
		}
		q.Close()
	}
}

// TestLastCallInBranches checks last-call optimisation through the
// branches of an if-then-else and a disjunction: with the continuation
// chain bounded to 1,000, a 100,000-step recursion must still run.
func TestLastCallInBranches(t *testing.T) {
	b := newTB()
	b.installBasics()
	b.m.MaxDepth = 1000
	// ite(N) :- ( 0 < N -> M is N-1, ite(M) ; true ).
	n, m := b.v("N"), b.v("M")
	b.add(t, rule(c("ite", n), c(";", c("->", c("<", i(0), n), and(c("is", m, c("-", n, i(1))), c("ite", m))), c("true"))))
	// dis(N) :- ( N = 0 ; 0 < N, M is N-1, dis(M) ).
	n2, m2 := b.v("N2"), b.v("M2")
	b.add(t, rule(c("dis", n2), c(";", c("=", n2, i(0)), and(c("<", i(0), n2), c("is", m2, c("-", n2, i(1))), c("dis", m2)))))
	for _, name := range []string{"ite", "dis"} {
		if got := b.solutions(t, c(name, i(100_000)), c("done")); len(got) != 1 {
			t.Errorf("%s: got %v", name, got)
		}
	}
	// A call that is not last keeps its frame: the bound is reached.
	n3, m3 := b.v("N3"), b.v("M3")
	b.add(t, rule(c("deep", n3), c(";", c("->", c("<", i(0), n3), and(c("is", m3, c("-", n3, i(1))), c("deep", m3), c("=", m3, m3))), c("true"))))
	q := b.m.Solve(c("deep", i(100_000)))
	_, err := q.Next()
	q.Close()
	if err == nil {
		t.Error("deep: no resource error with a frame per call")
	}
}

// TestClauseBodiesDeferred checks that a clause added with AddClause or
// AddLibraryClause keeps its body uncompiled until the solver first
// selects it, reads back and runs as written all the same, and that a
// body which does not compile is an error of AddClause, while a library
// clause (trusted) raises it where the clause runs.
func TestClauseBodiesDeferred(t *testing.T) {
	program := func(b *tb) []Term {
		return []Term{
			c("p", i(1)), c("p", i(2)), c("p", i(3)),
			// q(X, Y) :- p(X), 1 < X, !, Y is X + 10.
			rule(c("q", b.v("X"), b.v("Y")), c("p", b.v("X")), c("<", i(1), b.v("X")), c("!"), c("is", b.v("Y"), c("+", b.v("X"), i(10)))),
			// r(X) :- ( p(X), 2 < X -> true ; X = none ).
			rule(c("r", b.v("X")), c(";", c("->", and(c("p", b.v("X")), c("<", i(2), b.v("X"))), c("true")), c("=", b.v("X"), c("none")))),
			// bad :- p(_), ( true ; 1 ).
			rule(c("bad"), c("p", b.v("_")), c(";", c("true"), i(1))),
		}
	}
	for _, library := range []bool{false, true} {
		name := "AddClause"
		if library {
			name = "AddLibraryClause"
		}
		t.Run(name, func(t *testing.T) {
			b := newTB()
			b.installBasics()
			var clauses []*Clause
			for k, cl := range program(b) {
				add := func(t Term) (*Clause, error) { return b.m.AddClause(t, true) }
				if library {
					add = b.m.AddLibraryClause
				}
				added, err := add(cl)
				if k == 5 && !library {
					// AddClause finds the bad body at once; the error
					// names the whole body, as compiling it does.
					e, ok := err.(*Exception)
					if !ok || !isTypeErrorCallable(e.Ball) {
						t.Fatalf("AddClause(bad): %v, want a type error", err)
					}
					culprit := Deref(Deref(e.Ball).(*Compound).Args[0]).(*Compound).Args[1]
					if _, body := SplitClause(program(b)[5]); !Variant(culprit, body) {
						t.Errorf("type error culprit %s, want the body", Format(culprit, WriteOptions{Quoted: true}))
					}
					continue
				}
				if err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				clauses = append(clauses, added)
				b.vars = map[string]*Var{}
			}
			q := clauses[3]
			if !q.rule.deferred {
				t.Fatalf("q/2's clause is compiled before it runs")
			}
			head, body := b.m.ClauseTerms(q)
			if want := program(b)[3]; !Variant(c(":-", head, body), want) {
				t.Errorf("clause terms: %s, want a variant of %s", Format(c(":-", head, body), WriteOptions{Quoted: true}), Format(want, WriteOptions{Quoted: true}))
			}
			x, y := b.m.NewVar(), b.m.NewVar()
			if got := b.solutions(t, c("q", x, y), c("-", x, y)); len(got) != 1 || got[0] != "2-12" {
				t.Errorf("q(X, Y): %v, want [2-12]", got)
			}
			if q.rule.deferred {
				t.Errorf("q/2's clause is still deferred after running")
			}
			z := b.m.NewVar()
			if got := b.solutions(t, c("r", z), z); len(got) != 1 || got[0] != "3" {
				t.Errorf("r(X): %v, want [3]", got)
			}
			if library {
				sol := b.m.Solve(c("bad"))
				_, err := sol.Next()
				sol.Close()
				e, ok := err.(*Exception)
				if !ok || !isTypeErrorCallable(e.Ball) {
					t.Errorf("bad: %v, want a type error", err)
				}
			}
		})
	}
}

// isTypeErrorCallable reports whether ball is error(type_error(callable, _), _).
func isTypeErrorCallable(ball Term) bool {
	e, ok := Deref(ball).(*Compound)
	if !ok || e.Name.Name != "error" || len(e.Args) != 2 {
		return false
	}
	f, ok := Deref(e.Args[0]).(*Compound)
	return ok && f.Name.Name == "type_error" && Deref(f.Args[0]) == Term(Intern("callable"))
}

// compiled returns cl with its body compiled, as the solver compiles it
// when it first selects the clause, for tests that look at the code.
func (m *Machine) compiled(cl *Clause) *Clause {
	if cl.rule.deferred {
		m.compileDeferred(cl)
	}
	return cl
}
