% Clause selection that looks one level into the head's structures (as
% SWI-Prolog's deep indexing does), decides a type test that begins a
% clause, and commits to a clause whose head unifies for sure and whose
% body begins with a cut: answers and inference counts as swipl and the
% engine give them, with attributed variables in the arguments (their
% wake-ups run as the head binds them), arguments that are floats, big
% integers and strings, and backtracking into the clauses left.

lemma(if(if(A, B, C), D, E), if(A, if(B, D, E), if(C, D, E))).
lemma(if(t, A, _), A).
lemma(if(f, _, B), B).
lemma(equal(X, X), t).
lemma(pair([a|_], 1.5), one).
lemma(pair([b|_], x), two).
lemma(pair([b|_], "s"), three).
lemma(big(100000000000000000000), four).

rewrite(T, T) :- atomic(T), !.
rewrite(T0, T) :-
    functor(T0, F, N),
    functor(T, F, N),
    rewrite_args(N, T0, T).

rewrite_args(0, _, _) :- !.
rewrite_args(N, T0, T) :-
    arg(N, T0, A0),
    arg(N, T, A),
    rewrite(A0, A),
    N1 is N - 1,
    rewrite_args(N1, T0, T).

kind(X, var) :- var(X), !.
kind(X, atom) :- atom(X), !.
kind(X, number) :- number(X), !.
kind(_, other).

twice(X, X, Y) :- integer(X), !, Y = int.
twice(_, _, other).

zero(0, zero) :- !.
zero(_, nonzero).

unwind(ap(F, A), S, V) :- !, V = ap(F, A, S).
unwind(k, [X, _|S], V) :- !, V = k(X, S).
unwind(f(g(1), [a]), _, V) :- !, V = deep.
unwind(Op, [A, B|_], V) :- atom(Op), !, V = op(A, B).
unwind(H, S, V) :- V = rebuild(H, S).

tt(X, R) :- ( var(X) -> R = var ; atom(X) -> R = atom ; is_list(X) -> R = list ; R = other ).

same(X, Y, R) :- X == Y, !, R = same.
same(X, Y, R) :- X \== a, !, R = Y.
same(_, _, a).

all(G, L) :- findall(G, G, L).

t1(R) :- all(lemma(if(a, b, c), _), R).
t2(R) :- all(lemma(if(t, b, c), _), R).
t3(R) :- all(lemma(if(if(p, q, r), b, c), _), R).
t4(R) :- all(lemma(if(_, b, c), _), R).
t5(R) :- all(lemma(pair([b, c], _), _), R).
t6(R) :- all(lemma(pair(_, 1.5), _), R).
t7(R) :- all(lemma(pair([a], 1.5), _), R).
t8(R) :- all(lemma(pair([b], "s"), _), R).
t9(R) :- all(lemma(big(100000000000000000000), _), R).
t10(R) :- all(lemma(equal(f(x), f(_)), _), R).
t11(R) :- rewrite(f(a, g(b, [c, d]), "s", 2.5), R).
t12(R) :- all(rewrite(a, _), R).
t13(R) :- all(kind(_, _), R).
t14(R) :- all(kind(f(x), _), R).
t15(R) :- all(kind(1.0e10, _), R).
t16(R) :- all(twice(1, _, _), R).
t17(R) :- all(twice(_, 1, _), R).
t18(R) :- all(twice(a, a, _), R).
t19(R) :- all(twice(1, 2, _), R).
t20(R) :- all(twice(X, X, _), R).
t21(R) :- all(zero(_, _), R).
t22(R) :- all(zero(0, _), R).
t23(R) :- all(zero(1, _), R).
t24(R) :- freeze(X, X == 0), all(zero(X, _), R).
t25(R) :- freeze(X, fail), all(zero(X, _), R).
t26(R) :- freeze(X, fail), all(twice(X, 1, _), R).
t27(R) :- freeze(X, true), all(kind(X, _), R).
t28(R) :- freeze(X, true), catch(all(rewrite(X, _), R), error(R, _), true).
t29(R) :- dif(X, 1), all(twice(X, 1, _), R).
t30(R) :- dif(X, a), all(lemma(pair([X], _), _), R).
t31(R) :- freeze(Y, fail), all(lemma(pair([b|Y], _), _), R).
t32(R) :- all((member(X, [if(t, 1, 2), if(f, 1, 2), if(x, 1, 2)]), lemma(X, _)), R).
t33(R) :- all((member(X, [a, 1, f(y), _, "s"]), kind(X, _)), R).
t34(R) :- catch(zero(_, _), E, true), R = ok(E).
t35(R) :- all((zero(N, Z), N = 0), R), Z = Z.

t36(R) :- all((member(A, [ap(f, a), k, f(g(1), [a]), f(g(_), [a]), f(g(2), [a]), f(g(1), [a, b]), plus, 3]),
                member(S, [[], [x], [x, y, z], [x|_], _]), unwind(A, S, _)), R).
t37(R) :- freeze(S, true), all(unwind(k, S, _), R).
t38(R) :- freeze(X, X == 1), all(unwind(f(g(X), [a]), s, _), R).
t39(R) :- freeze(X, fail), all(unwind(f(g(X), [a]), s, _), R).

t40(R) :- all((member(X, [_, a, [x], g(b)]), tt(X, _)), R).

t41(R) :- all((member(X-Y, [b-b, b-c, a-c, Z-Z, _-_, f(Z)-f(Z)]), same(X, Y, _)), R).
t42(R) :- all((member(L, [[a, b, a], [f(_), f(1), g], [_, a]]), delete(L, a, _)), R).
t43(R) :- freeze(X, true), all(same(X, X, _), R).

tests([t41, t42, t43, t40, t36, t37, t38, t39, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17,
       t18, t19, t20, t21, t22, t23, t24, t25, t26, t27, t28, t29, t30, t31, t32,
       t33, t34, t35]).

:- include('lib/run_tests.pl').
