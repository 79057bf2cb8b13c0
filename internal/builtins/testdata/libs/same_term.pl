% same_term/2: the same variable, the same compound (not an equal copy),
% or equal atomic terms; meta-called by the driver, called from compiled
% clauses, and under call_with_depth_limit/3.
:- style_check(-singleton).
:- ensure_loaded(driver).

g(same_term(a, a)).
g(same_term(a, b)).
g(same_term(1, 1)).
g(same_term(1, 1.0)).
g(same_term(1.0, 1.0)).
g((X = 1.5, Y = 1.5, same_term(X, Y))).
g((X is 2**100, Y is 2**100, same_term(X, Y))).
g(same_term("s", "s")).
g(same_term([], [])).
g(same_term([], '[]')).
g(same_term(f(a), f(a))).
g((T = f(a), same_term(T, T))).
g((L = [a], same_term(L, L))).
g(same_term([a], [a])).
g(same_term(X, X)).
g(same_term(X, Y)).
g(same_term(X, a)).
g(same_term(a, X)).
g((X = Y, same_term(X, Y))).
g((freeze(X, true), same_term(X, X))).
g((T = f(X), copy_term(T, C), same_term(T, C))).
g((T = f(X), arg(1, T, A), same_term(A, X))).
g((T = f(g(a)), arg(1, T, A), T = f(B), same_term(A, B))).
g(same_term(_, _)).
g(call_with_depth_limit((T = f(a), same_term(T, T)), 10, _)).
g(call_with_depth_limit(same_term(f(a), f(a)), 10, _)).
g(call_with_depth_limit(same_term(X, X), 10, _)).

shared(R) :- T = g(a, b), U = T, ( same_term(T, U) -> R = same ; R = different ).
copied(R) :- T = g(a, b), U = g(a, b), ( same_term(T, U) -> R = same ; R = different ).
var_bound(R) :- X = Y, ( same_term(X, Y) -> R = same ; R = different ).
after_setarg(R) :- T = f(a), U = T, setarg(1, T, b), ( same_term(T, U) -> R = same(U) ; R = different ).

main2 :-
    forall(member(P, [shared, copied, var_bound, after_setarg]), ( call(P, R), print(P = R), nl )).

:- initialization(main2).
