% numbervars/3 on the core: the variables in order of first occurrence,
% shared and cyclic terms, a start below zero, an End given, and the calls
% the engine's built-in decides (errors, attributed variables).
shared(R) :- T = f(X, Y, X, g(Z, Y)), numbervars(T, 0, E), R = T-E.
negative(R) :- T = [A, B|C], numbervars(T, -2, E), R = t(A, B, C, E).
cyclic(R) :- X = f(X, Y, Z), numbervars(X, 5, E), R = Y-Z-E.
ground(R) :- numbervars(abc, 7, E), R = E.
given(R) :- ( numbervars(f(_, _), 0, 3) -> R = yes ; R = no ).
given_ok(R) :- numbervars(f(A, B), 0, 2), R = A-B.
undone(R) :- T = f(X), ( numbervars(T, 0, _), fail ; R = T-X ).
again(R) :- T = f(X, Y), numbervars(T, 0, E1), numbervars(T, 10, E2), R = X-Y-E1-E2.
bad_start(R) :- catch(numbervars(f(_), a, _), error(E, _), R = E).
unbound_start(R) :- catch(numbervars(f(_), _, _), error(E, _), R = E).
attributed(R) :- freeze(X, true), catch(numbervars(f(X), 0, _), error(E, _), R = E).
deep(R) :- length(L, 3000), numbervars(L, 0, E), last(L, V), R = V-E.
