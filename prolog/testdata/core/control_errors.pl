% Meta-calls of control constructs one of whose goals is a number or a
% string: call/1, catch/3 and findall/3 of such a goal, a goal of a
% construct that is one, and a construct whose bad goal is never reached.
% The error names the whole goal, as ISO says.

:- dynamic done/0.

e(G, R) :- catch(call(G), error(E, _), true), R = E.
c(G, R) :- catch(G, error(E, _), true), R = E.

t1(R) :- e((fail, 1), R).
t2(R) :- e(\+ 3, R).
t3(R) :- e((true, \+ 3), R).
t4(R) :- e((fail ; 1), R).
t5(R) :- e((1 -> true), R).
t6(R) :- e((true *-> "s"), R).
t7(R) :- c((fail, 1.5), R).
t8(R) :- G = (fail, 1), catch(findall(x, G, _), error(E, _), true), R = E.
t9(R) :- assertz(done), e((fail, 1), R).
t11(R) :- e((fail, call(1)), R0), ( var(R0) -> R = failed ; R = R0 ).
t12(R) :- count(100, 0, R).
t13(R) :- e(call((fail, 1)), R).
t14(R) :- c(call(call((write(x), 1))), R).

count(0, N, N) :- !.
count(I, N0, N) :- e((true, I), E), ( E = type_error(callable, _) -> N1 is N0 + 1 ; N1 = N0 ), I1 is I - 1, count(I1, N1, N).

tests([t1, t2, t3, t4, t5, t6, t7, t8, t9, t11, t12, t13, t14]).

:- include('lib/run_tests.pl').
