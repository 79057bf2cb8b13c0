% throw/1 on the core: the ball is a copy, with its variables' sharing,
% its attributes and its cycles; a catcher that does not unify passes it
% to the next frame; a ball that no frame on the core catches leaves the
% core for the engine's catch/3 with the same term.

ball(f(X, Y, X, 1.5, "text", 123456789012345678901234567890, [a|Y])).

t1(R) :- ball(B), catch(throw(B), R, true).
t2(R) :- catch((X = 1, throw(x(X))), x(Y), true), R = Y.
t3(R) :- catch(catch(throw(a), b, R = wrong), a, R = right).
t4(R) :- catch(throw(_), error(E, _), true), R = E.
t5(R) :- catch(deep(10), deep(N), true), R = N.
t6(R) :- L = [1, 2|L], catch(throw(cyc(L)), cyc(M), true), M = [A, B, C|_], R = A-B-C.
t7(R) :- freeze(V, true), catch(throw(v(V)), v(W), true), ( attvar(W) -> R = attributed ; R = plain ).
t8(R) :- catch(findall(X, (member(X, [1, 2, 3]), X > 1, throw(found(X))), _), found(Y), true), R = Y.
t9(R) :- catch(rethrow, outer(I), true), R = I.
t10(R) :- catch((member(X, [1, 2, 3]), X >= 2, throw(at(X))), at(Y), true), R = Y.
t11(R) :- findall(K, (between(1, 5, K), catch(throw(K), K, true)), R).
t12(R) :- catch(throw(f(_, _)), f(A, A), true), ( var(A) -> R = var ; R = A ).
% A recovery whose in-line test fails counts as a meta-call of it does.
t13(R) :- ( catch(between(0, _, Z), _, atom(Z)) -> R = yes ; R = no ).
t14(R) :- Z = 1, ( catch(throw(x), _, atom(Z)) -> R = yes ; R = no ).

deep(0) :- throw(deep(0)).
deep(N) :- N > 0, N1 is N - 1, deep(N1).

rethrow :- catch(throw(inner(1)), inner(I), throw(outer(I))).

tests([t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14]).

:- include('lib/run_tests.pl').
