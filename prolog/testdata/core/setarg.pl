% setarg/3 called with a goal known only at run time, which the core
% runs on its heap: the argument changes in place, backtracking gives the
% old one back (also past collections of the heap), and a compound that
% the engine passed in goes to the engine's setarg/3, which changes the
% engine's term itself.

:- dynamic(seen/0).

sa(N, T, V) :- G = setarg(N, T, V), call(G).

loop(0, _) :- !.
loop(N, T) :- V = s(N, [N]), sa(1, T, V), N1 is N - 1, loop(N1, T).

t1(R) :- T = f(a, b), sa(2, T, c), R = T.
t2(R) :- T = f(a), findall(T, (member(X, [b, c]), sa(1, T, X)), L), R = L-T.
t3(R) :- L = [a, b], sa(1, L, z), sa(2, L, [y]), R = L.
t4(R) :- T = f(a, b), ( sa(1, T, x), fail ; true ), R = T.
t5(R) :- member(K, [1, 2]), T = g(K), sa(1, T, v(K)), K == 2, R = T.
t6(R) :- T = f(a), ( sa(1, T, Y), Y = bound -> R = T ; R = no ).
t7(R) :- T = f(0), ( loop(200000, T), arg(1, T, A), R = A ; R = none ).
t8(R) :- T = f(0), ( loop(200000, T), fail ; arg(1, T, R) ).
t9(R) :- T = f(a), X = g(T, T), sa(1, T, z), R = X.
t10(R) :- b_setval(v, 0), T = f(a), q(T), R = T.
t11(R) :- catch(sa(0, f(a), x), E, true), ( var(E) -> R = succeeded ; R = E ).
t12(R) :- catch(sa(_, f(a), x), error(E, _), true), R = E.
t13(R) :- catch(sa(1, 3, x), error(E, _), true), R = E.
t14(R) :- catch(sa(-1, f(a), x), error(E, _), true), R = E.
t15(R) :- catch(sa(1, [], x), error(E, _), true), R = E.
t16(R) :- ( sa(1, foo, x) -> R = yes ; R = no ).
t17(R) :- T = f(a), catch((sa(1, T, b), throw(up)), up, true), R = T.
t18(R) :- T = h(1), sa(1, T, T2), T2 = h(2), R = T.

q(T) :- sa(1, T, z).

tests([t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18]).

:- include('lib/run_tests.pl').
