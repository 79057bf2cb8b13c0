% nb_setarg/3 in compiled clauses, which the core runs on its heap: the
% new argument is a copy that backtracking keeps, into choicepoints made
% after the term (whose heap it would take back) and before it, past
% collections of the heap; and aggregate_all/3, whose library clauses
% keep a running value with nb_setarg/3.

loop(0, _) :- !.
loop(N, T) :- nb_setarg(1, T, s(N, [N])), N1 is N - 1, loop(N1, T).

t1(R) :- T = f(a, b), nb_setarg(2, T, c), R = T.
t2(R) :- T = f(a), ( member(X, [b, c, d]), nb_setarg(1, T, g(X)), fail ; true ), R = T.
t3(R) :- T = f(a), ( nb_setarg(1, T, x), fail ; true ), R = T.
t4(R) :- T = f(0), ( loop(200000, T), fail ; arg(1, T, R) ).
t5(R) :- T = f(0), loop(200000, T), arg(1, T, R).
t6(R) :- T = c(0), ( between(1, 1000, I), arg(1, T, C0), C is C0 + I, nb_setarg(1, T, C), fail ; arg(1, T, R) ).
t7(R) :- T = f(a), ( nb_setarg(1, T, g(Y)), Y = bound, fail ; true ), R = T.
t8(R) :- T = f(a), nb_setarg(1, T, g(Y)), Y = bound, R = T.
t9(R) :- X = v(1), T = f(a), nb_setarg(1, T, X), nb_setarg(1, X, 2), R = T-X.
t10(R) :- T = f(a), findall(T, (member(X, [b, c]), nb_setarg(1, T, [X])), L), R = L-T.
t11(R) :- catch(nb_setarg(0, f(a), x), E, true), ( var(E) -> R = succeeded ; R = E ).
t12(R) :- catch(nb_setarg(_, f(a), x), error(E, _), true), R = E.
t13(R) :- catch(nb_setarg(1, 3, x), error(E, _), true), R = E.
t14(R) :- catch(nb_setarg(a, f(a), x), error(E, _), true), R = E.
t15(R) :- ( nb_setarg(2, f(a), x) -> R = yes ; R = no ).
t16(R) :- T = f(a), catch((nb_setarg(1, T, b), throw(up)), up, true), R = T.
t17(R) :- T = f(a), ( setarg(1, T, b), nb_setarg(1, T, c), fail ; true ), R = T.
t18(R) :- aggregate_all(count, member(_, [a, b, c]), R).
t19(R) :- aggregate_all(sum(X), member(X, [1, 2.5, 3]), R).
t20(R) :- aggregate_all(max(X), member(X, [3, 1, 4, 1, 5]), R).
t21(R) :- aggregate_all(min(X), member(X, [3, 1, 4, 1, 5]), R).
t22(R) :- aggregate_all(max(X, W), member(X-W, [1-a, 3-f(b), 2-c]), R).
t23(R) :- aggregate_all(min(X, W), member(X-W, [4-[x], 3-g(Y, Y), 5-c]), R).
t24(R) :- ( aggregate_all(max(X), member(X, []), M) -> R = M ; R = none ).
t25(R) :- aggregate_all(count, (between(1, 50, I), 0 =:= I mod 7), R).
t26(R) :- aggregate_all(sum(I), between(1, 100000, I), R).
t27(R) :- catch(aggregate_all(max(X, W), member(X-W, [1-a, b-c]), R), error(E, _), R = E).
t28(R) :- aggregate_all(bag(X-Y), member(X-Y, [2-a, 1-b, 2-a]), R).
t29(R) :- aggregate_all(set(X), member(X, [c, a, b, a]), R).
t30(R) :- aggregate_all(max(X, W), (between(1, 3000, I), X is (I * 37) mod 1001, W = w(I, [I])), R).

tests([t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20,
       t21, t22, t23, t24, t25, t26, t27, t28, t29, t30]).

:- include('lib/run_tests.pl').
