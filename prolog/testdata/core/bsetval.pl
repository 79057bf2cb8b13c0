% b_setval/2 on the core: the variable gets the term itself, not a copy
% (a later binding shows through it), backtracking, a catch/3 recovery and
% the end of findall/3's goal take it back, nb_setval/2 hides it, a
% collection of the heap keeps it, and a meta-call made at run time sees
% it.

t1(R) :- b_setval(b1, f(X)), X = 1, b_getval(b1, R).
t2(R) :- b_setval(b2, 1), ( b_setval(b2, 2), fail ; b_getval(b2, R) ).
t3(R) :- b_setval(b3, f(_)), nb_setval(b3, g), b_getval(b3, R).
t4(R) :- b_setval(b4, h(Y)), nb_getval(b4, V), Y = 2, R = V.
t5(R) :- findall(V, (member(X, [1, 2, 3]), b_setval(b5, s(X)), b_getval(b5, V)), R).
t6(R) :- nb_setval(b6, old), findall(x, b_setval(b6, new), _), b_getval(b6, R).
t7(R) :- nb_setval(b7, old), catch((b_setval(b7, new), throw(x)), x, true), b_getval(b7, R).
t8(R) :- G = (b_setval(b8, 1), b_getval(b8, V)), call(G), R = V.
t9(R) :- setv(b9, L), b_getval(b9, R0), length(R0, N), L = [a|_], R = N-L.
t10(R) :- catch(b_setval(_, 1), error(E, _), true), R = E.
t11(R) :- catch(b_setval(1, x), error(E, _), true), R = E.
t12(R) :- catch(b_getval(b12_never_set, _), error(E, _), true), R = E.
t13(R) :- loop(20000), b_getval(b13, N-L), length(L, K), R = N-K.
t14(R) :- b_setval(b14, 1), \+ \+ ( b_setval(b14, 2), b_getval(b14, 2) ), b_getval(b14, R).
t15(R) :- b_setval(b15, T), T = [1, 2 | Tail], Tail = [], b_getval(b15, R).
t16(R) :- b_setval(b16, a), ( b_getval(b16, b) -> R = yes ; R = no ).
t17(R) :- nb_setval(b17, 0), ( member(X, [1, 2]), b_setval(b17, X), X >= 2 -> b_getval(b17, R) ; R = none ).
t18(R) :- b_setval(b18, f(A, B)), A = B, b_getval(b18, f(P, Q)), ( P == Q -> R = same ; R = different ).

setv(K, L) :- b_setval(K, L).

loop(0) :- !.
loop(N) :- length(L, 10), b_setval(b13, N-L), N1 is N - 1, loop(N1).

tests([t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18]).

:- include('lib/run_tests.pl').
