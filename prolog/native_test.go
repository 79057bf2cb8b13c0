package prolog_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/goprolog/goprolog/internal/difftest"
	"github.com/goprolog/goprolog/prolog"
)

// nativeProgram is the program of TestNativeAgainstEngine: predicates the
// WAM core runs (pure ones, and ones that call deterministic built-ins),
// and predicates that stay with the engine's solver, calling each other.
const nativeProgram = `
app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).
nrev([], []).
nrev([H|T], R) :- nrev(T, RT), app(RT, [H], R).
sel(X, [X|T], T).
sel(X, [H|T], [H|R]) :- sel(X, T, R).
perm([], []).
perm(L, [X|P]) :- sel(X, L, R), perm(R, P).
len([], N, N).
len([_|T], N0, N) :- N1 is N0+1, len(T, N1, N).
count(N, N) :- !.
count(I, N) :- I1 is I+1, count(I1, N).
fact(0, F, F) :- !.
fact(N, F0, F) :- F1 is F0*N, N1 is N-1, fact(N1, F1, F).
half(X, Y) :- Y is X / 2.
bigsub(X, Y, Z) :- Z is X - Y.
bigadd(X, Y, Z) :- Z is X + Y.
bad(X, Y) :- Y is X + foo.
unbound(Y) :- Y is _ + 1.
self(Y) :- X is X * 2, Y = X.
cyclic_expr(E) :- X = X + 1, catch(_ is X, error(E, _), true).
classify(X, small) :- X < 10, !.
classify(X, big) :- X >= 10.
alt(X) :- ( X = a ; X = b ; X = c ).
ite(X, Y) :- ( X > 0 -> Y = pos ; X < 0 -> Y = neg ; Y = zero ).
neg(X) :- \+ X = a.
red_or(X) :- ( X > 0 ; X > 1 ; true ).
eq_or(X, Y) :- ( X = Y ; X = 0 ; true ).
deep(0) :- !.
deep(N) :- N1 is N-1, deep(N1), true.
same(X, X).
shout(X) :- format("<~w>~n", [X]).
tally(N) :- count(0, N), format("counted ~w~n", [N]).
cyc(X) :- X = f(X).
pairs([], []).
pairs([X|Xs], [X-Y|Ps]) :- Y is X*X, pairs(Xs, Ps).
firsts(L, X) :- sel(X, L, _), X > 1.
all_perms(L, Ps) :- findall(P, perm(L, P), Ps).
% Meta-calls of goals the clause spells out run on the core too.
squares(L, R) :- findall(X-Y, (member(X, L), Y is X*X), R).
fa_tail(L, R) :- findall(X, member(X, L), R, [end]).
fa_cut(L, R) :- findall(X, (member(X, L), !), R).
fa_nested(L, R) :- findall(X-Ys, (member(X, L), findall(Y, (member(Y, L), Y > X), Ys)), R).
fa_fresh(R) :- findall(f(X, Y, X, Z), member(Y, [a, b]), R), Z = z.
fa_given :- findall(X, member(X, [1,2]), [1,2]).
fa_none(R) :- findall(X, (member(X, [1,2]), X > 5), R).
fa_error(R) :- findall(X, (member(X, [1, a]), X > 0), R).
fa_cyclic :- X = f(X), findall(X, true, [Y]), Y = f(Y1), Y1 == Y.
fa_numbers(R) :- findall(F-H, (member(N, [20, 25]), fact(N, 1, F), half(N, H)), R).
upto(I, N, I) :- I < N.
upto(I, N, X) :- I < N, I1 is I+1, upto(I1, N, X).
fa_many(N, L) :- findall(X, upto(0, N, X), Xs), len(Xs, 0, L).
all_pos(L) :- forall(member(X, L), X > 0).
once_m(L, X) :- once(member(X, L)).
ign(L) :- ignore(member(0, L)), ignore(fail).
not_m(L) :- not(member(0, L)).
call_n(L, R) :- call(app, L, [z], R).
call_cut(X) :- call((member(X, [1,2,3]), !)) ; X = none.
call_ctl(X) :- call((X = 1 ; X = 2)).
len2(L, N) :- length(L, N).
% Meta-calls of goals known only at run time, and clause/2.
mcall(G) :- G.
mcall(G, X) :- call(G, X).
mcall2(G, X, Y) :- call(G, X, Y).
mcut(G, X) :- member(X, [1,2,3]), G.
mtwice(G) :- G, G.
solve(true) :- !.
solve((A, B)) :- !, solve(A), solve(B).
solve(G) :- predicate_property(G, built_in), !, G.
solve(G) :- clause(G, B), solve(B).
mclause(H, B) :- clause(H, B).
mprop(G, P) :- predicate_property(G, P).
:- dynamic(dfact/1).
dfact(1).
dfact(2).
dfact(3).
mfrz(X, Y) :- G = freeze(X, Y = woke), G.
mbag(G, T, L) :- findall(T, G, L).
mcatch(G, E) :- catch(G, E, true).
mnot(G) :- \+ G.
mfirst(G) :- G, !.
mdeep(0, G) :- !, G.
mdeep(N, G) :- N1 is N-1, mdeep(N1, (true, G)).
ints([]).
ints([X|Xs]) :- integer(X), number(X), atomic(X), ints(Xs).
types(X, [A, B, C, D]) :- ( atom(X) -> A = atom ; A = no ), ( atomic(X) -> B = atomic ; B = no ),
    ( callable(X) -> C = callable ; C = no ), ( compound(X) -> D = compound ; D = no ).
btw(L, H, X) :- between(L, H, X).
pairs_upto(N, P) :- between(1, N, X), between(X, N, Y), P = X-Y.
first_above(N, X) :- between(1, inf, X), X * X > N, !.
must_list(L) :- '$lists_must_be'(list, L).
nth(I, L, E) :- nth0(I, L, E).
c_redo(X) :- catch(member(X, [1,2,3]), _, true).
c_caught(R) :- catch(throw(my), E, R = caught(E)).
c_other(R) :- catch(throw(my), other, R = no).
c_nested(R) :- catch(catch(throw(b(1)), a(_), R = inner), b(X), R = outer(X)).
c_cut(X) :- catch((member(X, [1,2,3]), X > 1, !), _, true).
c_arith(R) :- catch((X = 1, _ is X / 0), error(E, _), R = E).
c_late(X) :- catch(member(X, [1,2,3]), _, true), X > 1, throw(late(X)).
c_bags(L) :- findall(X, catch((member(X, [1,2,3]), (X == 2 -> throw(skip) ; true)), skip, X = none), L).
c_bag_error(R) :- catch(fa_error(R0), error(E, _), R = E-R0).
c_deep(N) :- catch(count_up(0), done(N), true).
count_up(N) :- N >= 1000, throw(done(N)).
count_up(N) :- N1 is N+1, count_up(N1).
c_again(X, R) :- catch((member(X, [1,2]), (X == 2 -> throw(two) ; true)), E, R = caught(E)), (var(X) ; X == 2).
c_recovery_fails(X) :- catch(throw(x), x, fail) ; X = after.
c_recovery_redo(X) :- catch(throw(x), x, member(X, [a,b])).
c_binds(X, Y) :- catch((X = 1, throw(t(X))), t(Y), true).
srt(L, S) :- sort(L, S).
msrt(L, S) :- msort(L, S).
ksrt(L, S) :- keysort(L, S).
cmp(O, A, B) :- compare(O, A, B).
lt(A, B) :- A @< B.
univ(T, L) :- T =.. L.
swap(E, F) :- E =.. [Op, A, B], F =.. [Op, B, A].
:- dynamic counter/1.
counter(0).
bump :- retract(counter(N)), N1 is N+1, assertz(counter(N1)).
bumps(0) :- !.
bumps(N) :- bump, N1 is N-1, bumps(N1).
`

// TestNativeAgainstEngine runs each goal in an interpreter that runs
// predicates on the WAM core and in one that runs everything on the
// engine's solver, and requires the same output: every solution, the
// error if one is raised, and the inferences counted.
func TestNativeAgainstEngine(t *testing.T) {
	goals := []struct{ name, goal, show string }{
		{"det", "nrev([1,2,3,4,5,6,7,8,9,10], R)", "R"},
		{"modes", "app(X, Y, [1,2,3])", "X-Y"},
		{"nondet", "perm([1,2,3], P)", "P"},
		{"partial", "app([1|T], [2], [1,3,2])", "T"},
		{"modes 0", "app(X, Y, [])", "X-Y"},
		{"modes 1", "app(X, Y, [1])", "X-Y"},
		{"aliasing", "same(f(X, Y), f(Y, Z))", "X-Y-Z"},
		{"unbound out", "app([A], [B], L)", "A-B-L"},
		{"cut", "classify(3, C)", "C"},
		{"cut fails", "classify(30, C)", "C"},
		{"disjunction", "alt(X)", "X"},
		{"if-then-else", "member(N, [5, -2, 0]), ite(N, S)", "N-S"},
		{"negation", "member(X, [a, b]), neg(X)", "X"},
		{"guards in disjunction", "red_or(-1)", "ok"},
		{"guards that hold", "red_or(5)", "ok"},
		{"heads in disjunction", "eq_or(1, 2)", "ok"},
		{"once", "once(perm([1,2,3], P))", "P"},
		{"cut after", "perm([1,2,3], P), !", "P"},
		{"engine between", "member(X, [1,2]), perm([X,3], P)", "X-P"},
		{"nested", "perm([1,2], P), app(P, P, Q)", "P-Q"},
		{"findall", "all_perms([1,2,3], Ps)", "Ps"},
		{"count", "count(0, 100000)", "ok"},
		{"bigints", "fact(30, 1, F)", "F"},
		{"floats", "half(3, H)", "H"},
		{"big sums", "X is 2**70, bigsub(X, X, Z), integer(Z), bigsub(X, 1, W), Y is -(2**62), bigsub(Y, 1, V), bigadd(V, 1, U), \\+ bigsub(X, 1, 5), bigadd(X, 0.5, F)", "Z-W-V-U-F"},
		{"even", "half(4, H)", "H"},
		{"type error", "bad(1, Y)", "Y"},
		{"instantiation", "unbound(Y)", "Y"},
		{"is/2 of itself", "self(X)", "X"},
		{"cyclic expression", "cyclic_expr(E)", "E"},
		{"deep", "deep(100000)", "ok"},
		{"output", "shout(hello), shout(f(X, 'A b'))", "X"},
		{"output in loop", "tally(1000)", "ok"},
		{"cyclic in", "X = f(X), same(X, Y)", "ok"},
		{"cyclic out", "cyc(X), X = f(Y), Y == X", "ok"},
		{"attributed", "freeze(X, (write(woke(X)), nl)), same(X, 1)", "X"},
		{"pairs", "numlist(1, 5, L), pairs(L, Ps)", "Ps"},
		{"redo counted", "firsts([1,2,3], X)", "X"},
		{"dynamic", "bumps(5), counter(N)", "N"},
		{"catch", "catch(bad(1, _), error(E, _), true)", "E"},
		{"strings", `app("ab", [0'c], L), atom_codes(A, L)`, "A"},
		{"findall conjunction", "squares([1,2,3], R)", "R"},
		{"findall/4", "fa_tail([1,2], R)", "R"},
		{"findall cut", "fa_cut([1,2], R)", "R"},
		{"findall nested", "fa_nested([1,2,3], R)", "R"},
		{"findall fresh variables", "fa_fresh(R)", "R"},
		{"findall given list", "fa_given", "ok"},
		{"findall none", "fa_none(R)", "R"},
		{"findall error", "fa_error(R)", "R"},
		{"findall caught", "catch(fa_error(R), error(E, _), true)", "R-E"},
		{"findall cyclic", "fa_cyclic", "ok"},
		{"findall numbers", "fa_numbers(R)", "R"},
		{"findall many", "fa_many(100000, L)", "L"},
		{"forall", "all_pos([1,2]), \\+ all_pos([1,-2])", "ok"},
		{"once/1", "once_m([a,b], X)", "X"},
		{"ignore", "ign([1,0])", "ok"},
		{"not/1", "not_m([1]), \\+ not_m([0])", "ok"},
		{"call/N", "call_n([a], R)", "R"},
		{"call cut", "call_cut(X)", "X"},
		{"call control", "call_ctl(X)", "X"},
		{"univ out", "univ(f(a, B), L)", "B-L"},
		{"univ in", "univ(T, [g, 1, X])", "T-X"},
		{"univ atom", "univ(T, [foo]), univ(U, [1]), univ(3, L), univ(2.5, M)", "T-U-L-M"},
		{"univ list", "univ([a|b], L), univ(T, ['[|]', 1, []])", "L-T"},
		{"univ big", "X is 2**100, univ(X, L), univ(T, L)", "T"},
		{"univ partial", "univ(f(a,b), [F|Args])", "F-Args"},
		{"univ shorter", "univ(f(a,b), [f, a])", "ok"},
		{"univ bad tail", "univ(f(a), [f|foo])", "ok"},
		{"univ mismatch", "univ(f(a), [g|foo])", "ok"},
		{"univ errors", "member(L, [[F, a], [f(x), a], [], [f|_], foo, [f|g]]), catch(univ(_, L), error(E, _), true)", "L-E"},
		{"univ cyclic", "X = f(X), univ(X, [_, Y]), Y == X", "ok"},
		{"univ binds as it matches", "X = [A|A], catch(univ(X, X), error(E, _), true)", "X-E"},
		{"univ rest", "univ(f(a, b), [f|T]), univ(g(1), [N, O|R])", "T-N-O-R"},
		{"swap", "swap(x+1, F)", "F"},
		{"length", "len2([a,b,c], N), len2(L, 2), len2([a|T], 3), len2([], Z)", "N-L-T-Z"},
		{"length enumerates", "len2(L, N), N >= 3, !", "L-N"},
		{"length partial enumerates", "len2([a,b|T], N), N > 3, !", "T-N"},
		{"length fails", "\\+ len2([a], 2), \\+ len2([a|_], 0), \\+ len2(L, L)", "ok"},
		{"length errors", "member(G, [len2(_, -1), len2(a, _), len2(_, a), len2([a|b], _), len2(_, 1.5), len2([a], -1)]), catch(G, error(E, _), true)", "G-E"},
		{"length cyclic", "L = [a|L], catch(len2(L, _), error(E, _), true)", "E"},
		{"length big", "X is 2**70, catch(len2(_, X), error(E, _), true)", "E"},
		{"type tests", "member(X, [[], '[]', a, 1, f(x), [a], \"s\", 1.5]), types(X, T)", "X-T"},
		{"integer past the small ones", "X is 2**61, Y is -(2**62), Z is 2**70, ints([X, Y, Z])", "ok"},
		{"between", "btw(1, 3, X)", "X"},
		{"between nested", "pairs_upto(3, P)", "P"},
		{"between bound", "btw(1, 3, 2), \\+ btw(1, 3, 4), btw(3, 3, X), \\+ btw(4, 3, _)", "X"},
		{"between infinite", "first_above(50, X)", "X"},
		{"between big", "A is 2**61-2, btw(A, inf, X), X > 2**61, !, B is 2**70, btw(B, B, Y)", "X-Y"},
		{"between errors", "member(G, [btw(a, 3, _), btw(1, _, _), btw(1, 3, f), btw(1.0, 3, _), btw(1, foo, _)]), catch(G, error(E, _), true)", "G-E"},
		{"throw", "catch(must_list(foo), error(E, C), true), must_list([a])", "E-C"},
		{"nth0", "nth(1, [a,b,c], E), nth(I, [a,b], F)", "E-I-F"},
		{"catch redo", "c_redo(X)", "X"},
		{"catch caught", "c_caught(R)", "R"},
		{"catch passes", "c_other(R)", "R"},
		{"catch nested", "c_nested(R)", "R"},
		{"catch cut", "c_cut(X)", "X"},
		{"catch arithmetic", "c_arith(R)", "R"},
		{"catch exited", "c_late(X)", "X"},
		{"catch in findall", "c_bags(L)", "L"},
		{"catch findall error", "c_bag_error(R)", "R"},
		{"catch deep", "c_deep(N)", "N"},
		{"catch again on redo", "c_again(X, R)", "X-R"},
		{"catch recovery fails", "c_recovery_fails(X)", "X"},
		{"catch recovery redo", "c_recovery_redo(X)", "X"},
		{"catch undoes bindings", "c_binds(X, Y)", "X-Y"},
		{"sort", `srt([c,b,a,b,1,2.0,1.0,1,f(x),g(a),f(a,b),[],"s",'[]'], S), msrt([c,b,a,b], M)`, "S-M"},
		{"sort big numbers", "X is 2**80, Y is -(2**80), srt([X, 1, Y, 1.5, X], S)", "S"},
		{"sort variables", "srt([X, Y, a, X, f(Y), f(X)], S)", "S"},
		{"keysort", "ksrt([b-1, a-2, b-0, a-1, c-X], S)", "S"},
		{"sort errors", "member(G, [srt(foo, _), srt([a|_], _), msrt(_, _), ksrt([a], _), ksrt([a-1|_], _), ksrt([_], _)]), catch(G, error(E, _), true)", "G-E"},
		{"compare", "cmp(O, 1, a), cmp(O2, f(b), g(a)), cmp(O3, f(a,b), g(a)), cmp(=, x, x), \\+ cmp(<, b, a)", "O-O2-O3"},
		{"compare errors", "member(G, [cmp(foo, 1, 2), cmp(1, 1, 2)]), catch(G, error(E, _), true)", "G-E"},
		{"standard order", "lt(1, a), lt(1.0, 1), \\+ lt(b, a), lt(f(z), g(a)), lt(_, 1), lt([], a), lt(\"s\", a)", "ok"},
		{"sort cyclic", "X = f(X), Y = f(Y), msrt([X, Y], S), len2(S, N)", "N"},
		{"meta-call of a predicate", "mcall(sel(X, [a,b,c], _))", "X"},
		{"meta-call of a built-in", "mcall(X is 2+3), mcall(X > 4), \\+ mcall(X < 4), mcall(Y = f(X))", "X-Y"},
		{"meta-call with extra arguments", "mcall(sel(X), [a,b]), mcall2(app([1]), [2], L), mcall(succ(3), S)", "X-L-S"},
		{"meta-call of a control construct", "mcall((sel(X, [1,2,3], _), X > 1 ; X = none))", "X"},
		{"meta-call if-then-else", "member(Y, [0, 5]), mcall((Y > 1 -> X = big ; X = small))", "Y-X"},
		{"meta-call negation", "mcall(\\+ sel(4, [1,2], _)), \\+ mcall(\\+ true)", "ok"},
		{"meta-call is opaque to cut", "mcut(!, X)", "X"},
		{"meta-call cut in a construct", "mcall((sel(X, [a,b,c], _), !))", "X"},
		{"meta-call of a variable goal inside", "G = sel(X, [p,q], _), mcall((true, G))", "X"},
		{"meta-call of the engine's goals", "mcall(dfact(X)), X > 1", "X"},
		{"meta-call of the engine's goals cut", "mcall((dfact(X), X > 1)), !", "X"},
		{"meta-call of the engine twice", "mtwice(dfact(X))", "X"},
		{"meta-call of a built-in the core does not run", "mcall(atom_string(abc, S)), mcall(sub_atom(abc, B, 1, _, Sub))", "S-B-Sub"},
		{"meta-call errors", "member(G, [_, 3, (a, 3), foo(1), (fail ; 3)]), catch(mcall(G), error(E, _), true)", "G-E"},
		{"meta-call error of the engine's goal", "catch(mcall(atom_length(X, _)), error(E, C), true)", "E-C"},
		{"meta-call throw", "catch(mcall(throw(ball(X))), ball(Y), true)", "Y"},
		{"meta-call attributes", "mfrz(X, Y), X = 1", "X-Y"},
		{"meta-call of the engine's goals in findall", "mbag(dfact(X), X, L), mbag((dfact(Y), Y > 1, dfact(Z)), Y-Z, M)", "L-M"},
		{"meta-call of the engine's goals caught", "mcatch((dfact(X), X > 1, atom_length(X, _)), error(E, _))", "X-E"},
		{"meta-call of the engine's goals negated", "mnot(dfact(4)), \\+ mnot(dfact(2))", "ok"},
		{"meta-call of the engine's goals, first", "mfirst((dfact(X), X > 1))", "X"},
		{"meta-call nested constructs", "mdeep(30, sel(X, [a,b], _))", "X"},
		{"meta-call of the engine's goals redone", "mcall(dfact(X)), mcall(dfact(Y)), X + Y =:= 4", "X-Y"},
		{"meta-interpreter", "solve(nrev([1,2,3], R)), solve(perm([a,b,c], P))", "R-P"},
		{"meta-interpreter fails", "\\+ solve(sel(d, [a,b], _))", "ok"},
		{"clause of a static predicate", "mclause(app(X, Y, Z), B)", "X-Y-Z-B"},
		{"clause with a bound body", "mclause(count(A, B), !), mclause(sel(X, _, _), true)", "A-B-X"},
		{"clause of the engine", "mclause(dfact(X), true), mclause(append(_, _, _), B)", "X-B"},
		{"clause errors", "member(G, [mclause(_, _), mclause(3, _), mclause(atom(_), _), mclause(app(_, _, _), 5), mclause(nope(_), _)]), catch(G, error(E, _), true)", "G-E"},
		{"predicate_property", "mprop(app(_, _, _), dynamic) -> X = yes ; X = no", "X"},
		{"predicate_property built_in", "mprop(atom(_), built_in), mprop(append(_,_,_), built_in), \\+ mprop(app(_,_,_), built_in)", "ok"},
		{"predicate_property enumerates", "mprop(app(_, _, _), number_of_clauses(N))", "N"},
	}
	run := func(opts []prolog.Option, goal, show string) string {
		var out, errs bytes.Buffer
		in := prolog.New(append(opts, prolog.WithStdio(strings.NewReader(""), &out, &errs))...)
		if err := in.ConsultString("native.pl", nativeProgram); err != nil {
			t.Fatal(err)
		}
		driver := "statistics(inferences, I0), " +
			"catch(forall((" + goal + "), (print(" + show + "), nl)), E, (print(caught(E)), nl)), " +
			"statistics(inferences, I1), I is I1-I0, print(inferences(I)), nl"
		if err := in.Exec(context.Background(), driver); err != nil {
			t.Fatalf("%s: %v", driver, err)
		}
		in.Flush()
		return renumberVars(out.String() + errs.String())
	}
	for _, g := range goals {
		t.Run(g.name, func(t *testing.T) {
			native := run(nil, g.goal, g.show)
			engine := run([]prolog.Option{prolog.WithoutNative()}, g.goal, g.show)
			if native != engine {
				t.Errorf("%s\nnative:\n%.2000s\nengine:\n%.2000s", g.goal, native, engine)
			}
			if !strings.Contains(native, "inferences(") {
				t.Errorf("no inference count in\n%s", native)
			}
		})
	}
}

// renumberVars names the variables of each line of printed output _0,
// _1, ... in order of first appearance (difftest.NormalizeVars): the
// numbers the two solvers give their variables differ, which variables
// of a line are the same must not. Across lines a name says nothing: the
// core writes a variable by its heap place, which a variable of a later
// solution may take.
func renumberVars(s string) string {
	var b strings.Builder
	for _, line := range strings.SplitAfter(s, "\n") {
		b.WriteString(difftest.NormalizeVars(line))
	}
	return b.String()
}

// TestNativeLoopsStop runs loops on the core that call nothing, only
// backtrack: a time limit, a cancelled context and the memory limit must
// end them, as they end the engine's.
func TestNativeLoopsStop(t *testing.T) {
	const program = `
spin :- between(1, inf, X), X < 0.
hog(L) :- findall(X, between(1, inf, X), L).
copying :- W = [W, a], forall(length(_, _), format(atom(_), "~q", [W])).
`
	in := prolog.New(prolog.WithStdio(strings.NewReader(""), io.Discard, io.Discard))
	if err := in.ConsultString("loops.pl", program); err != nil {
		t.Fatal(err)
	}
	// timesOut runs goal under call_with_time_limit/2 and requires that
	// the limit ends it.
	timesOut := func(t *testing.T, seconds, goal string) {
		t.Helper()
		sol, err := in.QueryOnce(context.Background(), "catch(call_with_time_limit("+seconds+", "+goal+"), E, true)")
		if err != nil {
			t.Fatal(err)
		}
		if got := fmt.Sprint(sol.Get("E")); got != "time_limit_exceeded" {
			t.Errorf("E = %s, want time_limit_exceeded", got)
		}
	}
	t.Run("time limit", func(t *testing.T) { timesOut(t, "0.2", "spin") })
	// Few inferences and few failures, each copying a cyclic term out for
	// format/3: the copying makes the checks due.
	t.Run("time limit, copying", func(t *testing.T) { timesOut(t, "0.5", "copying") })
	t.Run("context", func(t *testing.T) {
		ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
		defer cancel()
		if err := in.Exec(ctx, "spin"); !errors.Is(err, context.DeadlineExceeded) {
			t.Errorf("err = %v, want the context's deadline", err)
		}
	})
	t.Run("memory", func(t *testing.T) {
		in := prolog.New(prolog.WithSandbox(prolog.Sandbox{MaxMemory: 64 << 20}),
			prolog.WithStdio(strings.NewReader(""), io.Discard, io.Discard))
		if err := in.ConsultString("loops.pl", program); err != nil {
			t.Fatal(err)
		}
		err := in.Exec(context.Background(), "hog(_)")
		if err == nil || !strings.Contains(err.Error(), "memory") {
			t.Errorf("err = %v, want a memory resource error", err)
		}
	})
}
