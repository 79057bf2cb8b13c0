% Global variables on the core: nb_setval/2, nb_getval/2 and b_getval/2
% of atoms, small and big integers, floats, strings and compounds, in a
% loop, after backtracking (nb_setval survives it), and their errors.

t1(R) :- nb_setval(k1, 0), count(1000), nb_getval(k1, R).
t2(R) :- nb_setval(k2, abc), nb_getval(k2, R).
t3(R) :- nb_setval(k3, 123456789012345678901234567890), nb_getval(k3, X), R is X + 1.
t4(R) :- nb_setval(k4, 2.5), b_getval(k4, R).
t5(R) :- nb_setval(k5, f(X, g(X), [1, 2])), nb_getval(k5, R).
t6(R) :- nb_setval(k6, 1), ( nb_setval(k6, 2), fail ; true ), nb_getval(k6, R).
t7(R) :- catch(nb_getval(no_such_key, _), error(E, _), R = E).
t8(R) :- catch(nb_setval(_, 1), error(E, _), R = E).
t9(R) :- catch(nb_setval(1, 1), error(E, _), R = E).
t10(R) :- nb_setval(k10, 5), ( nb_getval(k10, 6) -> R = yes ; R = no ).
t11(R) :- nb_setval(k11, "text"), nb_getval(k11, S), string_concat(S, "!", R).
t12(R) :- nb_setval(k12, 0), findall(V, (between(1, 5, I), nb_getval(k12, V0), V is V0 + I, nb_setval(k12, V)), R).
t13(R) :- nb_setval(k13, []), nb_getval(k13, R).
t14(R) :- nb_setval(k14, 0), repeat, nb_getval(k14, C), C1 is C + 1, nb_setval(k14, C1), C1 >= 300, !, R = C1.
% b_setval/2 in a construct meta-called after an effect, which the core
% cannot hand back whole: backtracking over it undoes it.
t15(R) :- nb_setval(k15, 0), G = ((b_setval(k15, 1), fail ; true), nb_getval(k15, V)), call(G), R = V.

count(0) :- !.
count(N) :- nb_getval(k1, C), C1 is C + 1, nb_setval(k1, C1), N1 is N - 1, count(N1).

tests([t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15]).

:- include('lib/run_tests.pl').
