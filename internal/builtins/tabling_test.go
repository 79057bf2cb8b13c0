package builtins_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/goprolog/goprolog/prolog"
)

// tablingProgram has tabled predicates of the shapes students write: left
// and right recursion over a cyclic graph, mutual recursion, a component
// whose inner table must be evaluated again when the outer one grows,
// non-ground answers, a cut, an exception, and independent nested tables.
const tablingProgram = `
:- table path/2, rpath/2.
edge(a,b). edge(b,c). edge(c,a). edge(c,d).
path(X,Y) :- path(X,Z), edge(Z,Y).
path(X,Y) :- edge(X,Y).
rpath(X,Y) :- edge(X,Y).
rpath(X,Y) :- edge(X,Z), rpath(Z,Y).

:- table (ev/1, od/1).
ev(0).
ev(N) :- od(M), N is M+1, N < 12.
od(N) :- ev(M), N is M+1, N < 12.

:- table p/1, q/1.
p(X) :- q(X).
p(1).
q(X) :- p(Y), X is Y*2, X < 50.

:- table conn/2.
conn(X, Y) :- conn(Y, X).
conn(1, 2).
conn(2, 3).
conn(X, Z) :- conn(X, Y), conn(Y, Z).

:- table nong/1.
nong(f(_)).
nong(X) :- X = f(_).
nong(g(X, X)).
nong(g(_, _)).

:- table firsts/1.
firsts(X) :- member(X, [a,b,c]), !.
firsts(z).

:- table fib/2.
fib(0, 0).
fib(1, 1).
fib(N, F) :- N > 1, N1 is N-1, N2 is N-2, fib(N1, F1), fib(N2, F2), F is F1+F2.

:- table boom/1.
boom(X) :- member(X, [1,2]), X > 1, throw(oops(X)).

:- table empty/1.

:- table digits//0.
digits --> [D], { code_type(D, digit) }, digits.
digits --> [].

:- table zero/0.
zero :- zero.
zero.

:- table spath(_,_,min).
we(a,b,1). we(b,c,2). we(a,c,5). we(c,a,1). we(c,d,1).
spath(X, Y, C) :- we(X, Y, C).
spath(X, Y, C) :- spath(X, Z, C0), we(Z, Y, C1), C is C0+C1.

:- table longest(_,max), fst(_,first), two(_,min,max).
longest(X, L) :- member(X-L, [a-1, a-3, b-2, a-2]).
fst(X, N) :- member(X-N, [a-1, a-3, b-2, a-2]).
two(X, A, B) :- member(X-A-B, [k-3-1, k-1-1, k-1-5, j-2-2, k-1-4]).
`

var tablingGoals = []string{
	`findall(Y, path(a, Y), L), msort(L, R)`,
	`findall(X-Y, path(X, Y), L), msort(L, R)`,
	`findall(Y, path(d, Y), R)`,
	`findall(Y, rpath(b, Y), L), msort(L, R)`,
	`findall(X, ev(X), L), msort(L, R)`,
	`findall(X, od(X), L), msort(L, R)`,
	`findall(X, p(X), L), msort(L, R)`,
	`findall(X, q(X), L), msort(L, R)`,
	`findall(X-Y, conn(X, Y), L), msort(L, R)`,
	`findall(Y, conn(3, Y), L), msort(L, R)`,
	`(conn(1, 3) -> R = yes ; R = no)`,
	`(conn(1, 4) -> R = yes ; R = no)`,
	`findall(X, nong(X), L), length(L, R)`,
	`findall(X, firsts(X), L), msort(L, R)`,
	`fib(200, R)`,
	`findall(F, fib(25, F), R)`,
	`catch(findall(X, boom(X), R), E, R = caught(E))`,
	`catch(findall(X, boom(X), R), E, R = caught(E))`,
	`catch(findall(X, empty(X), R), error(E, _), R = caught(E))`,
	"(phrase(digits, `123`) -> R = yes ; R = no)",
	`findall(x, zero, R)`,
	`path(a, d), R = yes`,
	`catch(table(_), error(E, _), R = E)`,
	`catch(table(1), error(E, _), R = E)`,
	`catch(table(foo/bar), error(E, _), R = E)`,
	`abolish_all_tables, findall(Y, path(b, Y), L), msort(L, R)`,
	`with_output_to(string(S), listing(path/2)), sub_string(S, 0, 28, _, R)`,
	`findall(H-B, clause(path(H, _), B), R)`,
	`call_cleanup(path(a, X), Det = true), X == d, R = Det`,
	`findall(X-Y-C, spath(X, Y, C), L), msort(L, R)`,
	`spath(a, d, R)`,
	`findall(X-L, longest(X, L), L0), msort(L0, R)`,
	`findall(X-N, fst(X, N), L0), msort(L0, R)`,
	`findall(X-A-B, two(X, A, B), L0), msort(L0, R)`,
	`with_output_to(string(S), listing(spath/3)), sub_string(S, 0, 33, _, R)`,
	`catch(table(foo(_, sideways)), error(E, _), R = E)`,
	`findall(P, (predicate_property(path(_, _), P), P = tabled(_)), R)`,
	`(predicate_property(spath(_, _, _), tabled) -> R = yes ; R = no)`,
	`(predicate_property(edge(_, _), tabled) -> R = yes ; R = no)`,
}

const tablingDriver = tablingProgram + `
tb_run_all :- forall(tb_goal(N, G, R), tb_run(N, G, R)).
tb_run(N, G, R) :-
	format("@@~w~n", [N]),
	catch((call(G) -> Out = R ; Out = failed), E, Out = caught(E)),
	\+ \+ ( numbervars(Out, 0, _), format("~q~n", [Out]) ).
`

// TestTablingDifferential compares tabled evaluation with SWI-Prolog's.
// Answers of a table come in the order they were found here and in
// SWI-Prolog's trie order there, so the goals compare them sorted.
func TestTablingDifferential(t *testing.T) {
	compareGoals(t, "tabling.pl", tablingDriver, "tb_goal(%d, (%s), R).\n", tablingGoals, "tb_run_all")
}

// TestTablingRandomGraphs compares the answers of left-, right- and
// doubly recursive tabled closures, and of a mutually recursive pair, over
// pseudo-random graphs (fixed seeds) with SWI-Prolog's.
func TestTablingRandomGraphs(t *testing.T) {
	var prog strings.Builder
	prog.WriteString(`
:- table l/3, r/3, d/3, even/3, odd/3.
l(G, X, Y) :- l(G, X, Z), e(G, Z, Y).
l(G, X, Y) :- e(G, X, Y).
r(G, X, Y) :- e(G, X, Y).
r(G, X, Y) :- e(G, X, Z), r(G, Z, Y).
d(G, X, Y) :- e(G, X, Y).
d(G, X, Y) :- d(G, X, Z), d(G, Z, Y).
even(G, X, X) :- e(G, X, _).
even(G, X, Y) :- odd(G, X, Z), e(G, Z, Y).
odd(G, X, Y) :- even(G, X, Z), e(G, Z, Y).
`)
	rng := rand.New(rand.NewPCG(7, 11))
	const graphs = 6
	for g := range graphs {
		nodes, edges := 3+rng.IntN(8), 2+rng.IntN(14)
		for range edges {
			fmt.Fprintf(&prog, "e(%d, %d, %d).\n", g, rng.IntN(nodes), rng.IntN(nodes))
		}
	}
	var goals []string
	for g := range graphs {
		for _, p := range []string{"l", "r", "d", "even", "odd"} {
			goals = append(goals,
				fmt.Sprintf("findall(X-Y, %s(%d, X, Y), L), msort(L, R)", p, g),
				fmt.Sprintf("findall(Y, %s(%d, 1, Y), L), msort(L, R)", p, g),
				fmt.Sprintf("findall(X, %s(%d, X, 2), L), msort(L, R)", p, g))
		}
	}
	prog.WriteString(`
tg_run_all :- forall(tg_goal(N, G, R), tg_run(N, G, R)).
tg_run(N, G, R) :-
	format("@@~w~n", [N]),
	catch((call(G) -> Out = R ; Out = failed), E, Out = caught(E)),
	format("~q~n", [Out]).
`)
	compareGoals(t, "graphs.pl", prog.String(), "tg_goal(%d, (%s), R).\n", goals, "tg_run_all")
}

// TestTablingInterrupted cancels a tabled evaluation that never ends (its
// table grows forever) and checks that the tables are left usable: the
// abandoned table is evaluated afresh, the others are unharmed.
func TestTablingInterrupted(t *testing.T) {
	in := prolog.New()
	if err := in.ConsultString("t.pl", tablingProgram+`
:- table nat/1.
nat(0).
nat(N) :- nat(M), N is M+1.
`); err != nil {
		t.Fatal(err)
	}
	count := func(goal string) string {
		t.Helper()
		sol, err := in.QueryOnce(context.Background(), "findall(x, "+goal+", L), length(L, N)")
		if err != nil {
			t.Fatalf("%s: %v", goal, err)
		}
		return fmt.Sprint(sol.Get("N"))
	}
	if got := count("path(a, _)"); got != "4" {
		t.Fatalf("path(a, _) before: %s answers, want 4", got)
	}
	for range 2 {
		ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
		_, err := in.QueryOnce(ctx, "path(b, _), nat(_)")
		cancel()
		if !errors.Is(err, context.DeadlineExceeded) {
			t.Fatalf("nat(_): %v, want the deadline", err)
		}
	}
	if got := count("path(a, _)"); got != "4" {
		t.Errorf("path(a, _) after the abort: %s answers, want 4", got)
	}
	if got := count("path(b, _)"); got != "4" {
		t.Errorf("path(b, _) after the abort: %s answers, want 4", got)
	}
}

// TestTableSystemPredicates checks table/1 on system predicates against
// swipl: one that SWI-Prolog does not mark iso is replaced by the
// program's tabled definition, an iso one is refused.
func TestTableSystemPredicates(t *testing.T) {
	const prog = `
:- table succ/2.
succ(a, b).
succ(b, c).
run :-
    findall(X-Y, succ(X, Y), L), writeln(L),
    ( predicate_property(succ(_, _), tabled) -> writeln(tabled) ; writeln(not_tabled) ),
    catch(table(atom_length/2), error(E, _), true), writeln(E).
`
	swi, ours := runInBoth(t, "tablesys.pl", prog, "run")
	if ours != swi {
		t.Errorf("goprolog:\n%s\nswipl:\n%s", ours, swi)
	}
}
