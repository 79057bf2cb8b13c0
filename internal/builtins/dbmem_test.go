package builtins_test

import (
	"context"
	"fmt"
	"io"
	"runtime"
	"strings"
	"testing"

	"github.com/goprolog/goprolog/prolog"
)

// dbGoals exercise the paths that were made to allocate less: findall/3,4
// and the predicates built on them, between/3 (which enumerates in place
// while its values fit in 64 bits), assert/retract/clause (which test
// clauses without building them), and copying. Each is run in goprolog and
// in SWI-Prolog, and its variable R printed.
var dbGoals = []string{
	`findall(X, member(X, [a,b,c]), R)`,
	`findall(X-Y, member(X, [1,2]), R)`,
	`findall(X, fail, R)`,
	`findall(X, member(X, [1,2]), L, T), R = L-T`,
	`findall(X, fail, L, T), R = L-T`,
	`(findall(X, member(X, [1,2]), [_]) -> R = yes ; R = no)`,
	`findall(L, (member(N, [1,2,3]), findall(Y, between(1, N, Y), L)), R)`,
	`catch(findall(X, (member(X, [1,2,3]), X >= 2, throw(stop(X))), _), R, true)`,
	`findall(X, (member(X, [1,2,3]), catch(findall(Y, (member(Y, [a,b]), throw(in)), _), in, true)), R)`,
	`findall(K-L, bagof(X, member(X-K, [a-1,b-2,c-1]), L), R)`,
	`setof(X, member(X, [c,a,b,a]), R)`,
	`aggregate_all(count, member(_, [a,b]), R)`,
	`findall(X, (between(1, 3, X) ; X = 4), R)`,
	`findall(X, between(1, 5, X), R)`,
	`findall(X, between(-2, 2, X), R)`,
	`findall(X, between(3, 3, X), R)`,
	`findall(X, between(4, 3, X), R)`,
	`(between(1, 3, 2) -> R = yes ; R = no)`,
	`(between(1, 3, 5) -> R = yes ; R = no)`,
	`between(1, inf, R), R > 3, !`,
	`X is 2**63-2, findall(Y, (between(X, inf, Y), (Y > X+3 -> ! ; true)), R)`,
	`X is 2**63-2, Z is 2**63+1, findall(Y, between(X, Z, Y), R)`,
	`X is 2**63-1, findall(Y, between(X, X, Y), R)`,
	`X is -(2**63), Z is X+2, findall(Y, between(X, Z, Y), R)`,
	`assertz(d(1,a)), assertz(d(2,b)), assertz(d(1,c)), findall(X, retract(d(1,X)), L), findall(K-V, d(K,V), M), R = L-M`,
	`assertz(d(1,a)), assertz(d(1,b)), findall(X, (retract(d(1,X)), assertz(d(1,z))), L), findall(V, d(1,V), M), R = L-M`,
	`assertz((d(X,Y) :- Y is X+1)), assertz(d(5, six)), findall(H-B, clause(d(H,_), B), R)`,
	`assertz((d(X,Y) :- Y is X+1)), assertz(d(5, six)), retract((d(A,B) :- C)), findall(H-B2, clause(d(H,_), B2), L), R = A-B-C-L`,
	`assertz(d(5, six)), retract((d(A,B) :- C)), R = A-B-C`,
	`assertz(d(1, f(Q, Q))), retract(d(1, f(a, W))), R = W`,
	`assertz(d(1, f(Q, Q))), (retract(d(1, f(a, b))) -> R = retracted ; d(1, R))`,
	`forall(between(1, 50, I), assertz(d(I, I))), forall(between(1, 50, I), (0 =:= I mod 3 -> retract(d(I, _)) ; true)), aggregate_all(count, d(_, _), N), d(49, V), R = N-V`,
	`forall(between(1, 30, I), assertz(d(I, I))), forall(between(1, 30, I), retract(d(I, _))), assertz(d(x, y)), findall(K-V, d(K, V), R)`,
	`assertz(d(X, X)), assertz(d(a, b)), findall(P-Q, clause(d(P, Q), true), R)`,
	`assertz(d(X, X)), assertz(d(a, b)), assertz(d(b, b)), findall(P, d(P, b), R)`,
	`assertz(d(1, a)), (clause(d(1, a), true) -> R = yes ; R = no)`,
	`assertz((d(X, Y) :- X > 1, write(Y))), clause(d(P, Q), (A, B)), R = P-Q-A-B`,
	`assertz(d(1,a)), assertz(d(2,b)), retractall(d(_, b)), findall(K, d(K,_), R)`,
	`assertz(d([1], a)), assertz(d([], b)), assertz(d(f(x), c)), assertz(d(1.5, e)), assertz(d(K, any)), B is 2**70, assertz(d(B, big)), findall(P-V, (member(P, [[1], [], f(x), 1.5, 2.5, B, g]), d(P, V)), R)`,
	`catch(assertz((d(X, Y) :- \+ (X, 1))), error(type_error(_, T), _), true), term_variables(T, Vs), (member(V, Vs), V == X -> R = shared ; R = fresh)`,
	`X = f(Y, Z, Y), assertz(d(X, 1)), Y = a, d(P, 1), R = P-Z`,
	`A = g(1), X = f(A, A), copy_term(X, C), C = f(P, Q), setarg(1, P, z), R = C`,
	`length(L, 12), copy_term(L-L, R)`,
}

const dbDriver = `
:- dynamic d/2.
dbm_run_all :- forall(dbm_goal(N, G, R), dbm_run(N, G, R)).
dbm_run(N, G, R) :-
	format("@@~w~n", [N]),
	retractall(d(_, _)),
	catch((call(G) -> Out = R ; Out = failed), E, Out = caught(E)),
	\+ \+ ( numbervars(Out, 0, _), format("~q~n", [Out]) ).
`

// TestDatabaseDifferential compares findall/3, between/3 and the clause
// database with SWI-Prolog, goal by goal.
func TestDatabaseDifferential(t *testing.T) {
	compareGoals(t, "dbm.pl", dbDriver, "dbm_goal(%d, (%s), R).\n", dbGoals, "dbm_run_all")
}

const dbMemSrc = `
:- dynamic fact/2.
add(I, N) :- I > N, !.
add(I, N) :- V is I*7 mod 1000, assertz(fact(I, V)), I1 is I+1, add(I1, N).
lookup(I, N) :- I > N, !.
lookup(I, N) :- fact(I, _), I1 is I+1, lookup(I1, N).
del(I, N) :- I > N, !.
del(I, N) :- retract(fact(I, _)), I1 is I+1, del(I1, N).
`

// dbBytesPerFact is a ceiling on the live heap an asserted fact(I, V)
// takes, its share of the first-argument index included, set a little
// above what it takes today (about 275 bytes; 370 before the clause struct
// and the index were made smaller): lower it when clauses get leaner, so
// that the gain cannot silently be lost again.
const dbBytesPerFact = 300

// TestDatabaseMemory guards the memory of a dynamic database of facts
// (bench/programs/assert.pl in small): what a fact costs once asserted
// and indexed, and that retracting them all gives it back, since no call
// that could still see them is running.
func TestDatabaseMemory(t *testing.T) {
	const n = 50000
	in := prolog.New(prolog.WithStdio(strings.NewReader(""), io.Discard, io.Discard))
	if err := in.ConsultString("dbmem.pl", dbMemSrc); err != nil {
		t.Fatal(err)
	}
	live := func() int64 {
		runtime.GC()
		runtime.GC()
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		return int64(ms.HeapAlloc)
	}
	exec := func(goal string) {
		t.Helper()
		if err := in.Exec(context.Background(), goal); err != nil {
			t.Fatalf("%s: %v", goal, err)
		}
	}
	base := live()
	exec(fmt.Sprintf("add(1, %d), lookup(1, %d)", n, n))
	per := (live() - base) / n
	t.Logf("%d bytes per fact", per)
	if per > dbBytesPerFact {
		t.Errorf("%d bytes per asserted fact, budget %d", per, dbBytesPerFact)
	}
	exec(fmt.Sprintf("del(1, %d)", n))
	if left := live() - base; left > 256<<10 {
		t.Errorf("%d bytes still live after retracting every fact", left)
	}
}
