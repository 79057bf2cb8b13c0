package wam

import (
	"fmt"
	"runtime/debug"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/goprolog/goprolog/internal/engine"
)

const listProgram = `
app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).
nrev([], []).
nrev([H|T], R) :- nrev(T, RT), app(RT, [H], R).
range(N, N, [N]) :- !.
range(I, N, [I|T]) :- I < N, I1 is I+1, range(I1, N, T).
mem(X, [X|_]).
mem(X, [_|T]) :- mem(X, T).
len([], 0).
len([_|T], N) :- len(T, N0), N is N0+1.
sel(X, [X|T], T).
sel(X, [H|T], [H|R]) :- sel(X, T, R).
perm([], []).
perm(L, [H|T]) :- sel(H, L, R), perm(R, T).
max_of(X, Y, X) :- X >= Y, !.
max_of(_, Y, Y).
classify(X, C) :- ( X < 0 -> C = neg ; X =:= 0 -> C = zero ; C = pos ).
first_mem(X, L) :- mem(X, L), !.
not_mem(X, L) :- \+ mem(X, L).
either(X) :- ( X = a ; X = b ; X = c ).
cut_in_disj(X) :- ( mem(X, [1,2,3]), X > 1, ! ; X = 9 ).
cond_cut(X) :- ( ( mem(X, [1,2,3]), ! ) -> true ; X = none ).
local_cut(X) :- ( (!, fail) -> X = then ; X = else ).
deep(0, z) :- !.
deep(N, s(T)) :- N1 is N-1, deep(N1, T).
queens(N, Qs) :- range(1, N, Ns), perm(Ns, Qs), safe(Qs).
safe([]).
safe([Q|Qs]) :- no_attack(Q, Qs, 1), safe(Qs).
no_attack(_, [], _).
no_attack(Q, [Q1|Qs], D) :- Q =\= Q1 + D, Q =\= Q1 - D, D1 is D+1, no_attack(Q, Qs, D1).
f(a, 1). f(b, 2). f(c(X), X). f([x], list). f(X, var(X)).
tests(X) :- ( var(X) -> T = var ; atom(X) -> T = atom ; integer(X) -> T = int ; compound(X) -> T = comp ; T = other ), X = X, T == T.
typ(X, T) :- ( var(X) -> T = var ; atom(X) -> T = atom ; integer(X) -> T = int ; compound(X) -> T = comp ; T = other ).
neq(X, Y) :- X \== Y.
nu(X, Y) :- X \= Y.
`

// TestAgainstEngine runs goals in the WAM and in package engine's solver
// and compares every solution and the inference counts.
func TestAgainstEngine(t *testing.T) {
	w, em := load(t, listProgram)
	goals := []string{
		"app(X, Y, [1,2,3])",
		"app([1,2], [3], L)",
		"nrev([1,2,3,4,5,6,7,8,9,10], R)",
		"range(1, 30, L), nrev(L, R)",
		"mem(X, [a, b(Y), [c], 7])",
		"len([a,b,c,d], N)",
		"perm([1,2,3], P)",
		"max_of(3, 5, M)",
		"max_of(7, 5, M)",
		"classify(-4, C)", "classify(0, C)", "classify(9, C)",
		"first_mem(X, [p, q, r])",
		"not_mem(z, [a, b])", "not_mem(a, [a, b])",
		"either(X)",
		"cut_in_disj(X)",
		"cond_cut(X)",
		"local_cut(X)",
		"deep(5, T)",
		"queens(6, Qs)",
		"f(a, V)", "f(K, V)", "f(c(3), V)", "f([x], V)", "f(d, V)",
		"typ(_, T)", "typ(a, T)", "typ(3, T)", "typ(g(1), T)", "typ([1], T)",
		"neq(a, b)", "neq(X, X)", "neq(X, Y)", "nu(a, b)", "nu(X, b)",
		"X = f(Y, Y, Z), Z = g(Y), Y = 1",
		"X is 7 mod -2, Y is -7 // 2, Z is max(3, 4) * 2 - abs(-5)",
		"E = 3 + 4 * 2, V is E",
		"X is foo + 1",
		"X is Y + 1",
		"undefined_pred(1)",
	}
	for _, g := range goals {
		t.Run(g, func(t *testing.T) { sameAnswers(t, w, em, g) })
	}
}

// TestDeepTerms compiles, runs, unifies and reads out terms and clause
// bodies 200,000 deep with Go's stack limited to 8 MB: nothing in the
// core recurses on the depth of a term or the length of a body.
func TestDeepTerms(t *testing.T) {
	defer debug.SetMaxStack(debug.SetMaxStack(8 << 20))
	const depth = 200000
	x := new(engine.Var)
	f := engine.Intern("f")
	var nest engine.Term = engine.Intern("a")
	for range depth {
		nest = engine.NewCompound(f, nest)
	}
	// long(X) :- ( X = yes, ..., X = yes, ! ; X = no ).
	var conj engine.Term = atomCut
	for range depth {
		conj = engine.NewCompound(atomComma, engine.NewCompound(engine.AtomEqual, x, engine.Intern("yes")), conj)
	}
	body := engine.NewCompound(atomSemi, conj, engine.NewCompound(engine.AtomEqual, x, engine.Intern("no")))
	w := New()
	for _, cl := range []engine.Term{
		engine.NewCompound(engine.Intern("nest"), nest),
		engine.NewCompound(atomNeck, engine.NewCompound(engine.Intern("long"), x), body),
	} {
		if err := w.AddClause(cl); err != nil {
			t.Fatal(err)
		}
	}
	v := new(engine.Var)
	q, err := w.Query(engine.NewCompound(atomComma, engine.NewCompound(engine.Intern("nest"), v),
		engine.NewCompound(engine.Intern("nest"), v)))
	if err != nil {
		t.Fatal(err)
	}
	if ok, err := q.Next(); !ok || err != nil {
		t.Fatalf("nest: %v %v", ok, err)
	}
	n := 0
	for c, ok := q.Value(v).(*engine.Compound); ok; c, ok = c.Args[0].(*engine.Compound) {
		n++
	}
	if n != depth {
		t.Errorf("read out %d levels, want %d", n, depth)
	}
	q.Close()
	y := new(engine.Var)
	q, err = w.Query(engine.NewCompound(engine.Intern("long"), y))
	if err != nil {
		t.Fatal(err)
	}
	var got []engine.Term
	for {
		ok, err := q.Next()
		if err != nil {
			t.Fatal(err)
		}
		if !ok {
			break
		}
		got = append(got, q.Value(y))
	}
	if len(got) != 1 || got[0] != engine.Intern("yes") {
		t.Errorf("long(Y): %v, want [yes] (the cut removes the other branch)", got)
	}
}

func TestArithOnNumbersWithoutEngine(t *testing.T) {
	// With Arith set and no Foreign, arithmetic on floats, big integers
	// and functions the core has no step of can only run through
	// evalNumbers: the answers are the engine's.
	w, em := load(t, `
f(X, Y) :- Y is X * 1.5 + sqrt(X) - 2 ** 0.5.
g(X, Y) :- Y is X * X + 1.
h(X, Y) :- Y is max(X, 2.5) + truncate(X) + pi * 0.
lt(X, Y) :- X < Y.
`)
	w.Arith, w.ArithEngine = em.Hooks.Arithmetic, em
	for _, goal := range []string{
		"f(4, Y)",
		"f(2.0, Y)",
		"g(4611686018427387903, Y)",
		"g(100000000000000000000, Y)",
		"h(3.7, Y)",
		"h(1, Y)",
		"lt(1.5, 2)",
		"lt(100000000000000000000, 1.0e30)",
	} {
		t.Run(goal, func(t *testing.T) { sameAnswers(t, w, em, goal) })
	}
}

func TestSort4OnHeap(t *testing.T) {
	// The core knows sort/4 as a built-in but has no Foreign to call:
	// sort/4 decides on the heap or not at all.
	w, em := load(t, "")
	w.SetForeign(em.Lookup(engine.Intern("sort"), 4), false)
	cl := readGoal(t, em, "s(K, O, L, S) :- sort(K, O, L, S)")
	if err := w.AddClause(cl.Term); err != nil {
		t.Fatal(err)
	}
	if _, err := em.AddClause(cl.Term, true); err != nil {
		t.Fatal(err)
	}
	for _, goal := range []string{
		"s(0, @<, [c,a,b,a], S)",
		"s(0, @>=, [c,a,b,a], S)",
		"s(1, @<, [f(1,a),f(2,x),f(1,b)], S)",
		"s(1, @>, [f(1,a),f(2,x),f(1,b)], S)",
		"s(2, @=<, [g(1,b),g(2,a),g(3,b)], S)",
		"s(0, @<, [X, 1, 1.0, f(X), a], S)",
		"s(0, @<, [b, a], [a, b])",
		"s(0, @<, [b, a], [b, a])",
	} {
		t.Run(goal, func(t *testing.T) { sameAnswers(t, w, em, goal) })
	}
}

func TestIndexLinear(t *testing.T) {
	// 100,000 facts with different first arguments and one clause with
	// a variable there: the index is built in time linear in the
	// clauses (a scan of the clauses per key took minutes).
	const n = 100_000
	var src strings.Builder
	for i := range n {
		fmt.Fprintf(&src, "f(%d, %d).\n", i, i*2)
	}
	src.WriteString("f(_, none).\n")
	w, em := load(t, src.String())
	start := time.Now()
	got, _, _, _ := answers(t, w, em, fmt.Sprintf("f(%d, X)", n-1))
	if want := []string{fmt.Sprintf("X=%d ", 2*(n-1)), "X=none "}; !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
	if d := time.Since(start); d > 10*time.Second {
		t.Errorf("indexing %d clauses took %v", n, d)
	}
}

// TestCutDropsTrailEntries: a deterministic recursion that commits with a
// cut to a clause whose head bound a variable of the caller leaves no
// trail entry behind it, where each call left one until the next
// collection.
func TestCutDropsTrailEntries(t *testing.T) {
	w, em := load(t, `
fib(0, 0) :- !.
fib(1, 1) :- !.
fib(N, F) :- N1 is N-1, N2 is N-2, fib(N1, F1), fib(N2, F2), F is F1+F2.
top(N, F, X) :- fib(N, F), mem(X, [a, b]).
mem(X, [X|_]).
mem(X, [_|T]) :- mem(X, T).
`)
	res := readGoal(t, em, "top(20, F, X)")
	q, err := w.Query(res.Term)
	if err != nil {
		t.Fatal(err)
	}
	defer q.Close()
	if ok, err := q.Next(); !ok || err != nil {
		t.Fatalf("top(20, F, X): %v %v", ok, err)
	}
	// mem/2's choicepoint is open: what it may undo is its own.
	if n := len(w.trail); n > 8 {
		t.Errorf("%d trail entries after fib(20, F), want at most 8", n)
	}
}
