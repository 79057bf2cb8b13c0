% call/N whose closure and extra arguments make a control construct:
% call(;, A, B), call(',', A, B), call(->, C, T), call(\+, G) and
% call(','(A), B), meta-called on the core, with a cut in a branch (local
% to the call), backtracking into the branches, and a goal of the
% construct that is not callable.

p(1). p(2). p(3).

t1(R) :- findall(X, call(;, X = 1, X = 2), R).
t2(R) :- findall(X, call(',', p(X), X > 1), R).
t3(R) :- ( call(->, p(X), true) -> R = X ; R = none ).
t4(R) :- ( call(\+, p(4)) -> R = yes ; R = no ).
t5(R) :- findall(X, call(','(p(X)), X < 3), R).
t6(R) :- findall(X, (call(;, (p(X), !), X = 9) ; X = 10), R).
t7(R) :- G = ;, findall(X, call(G, (X = a ; X = b), X = c), R).
t8(R) :- G = (;), catch(call(G, fail, 1), error(E, _), true), R = E.
t9(R) :- findall(X, call(*->, p(X), true), R).
t10(R) :- count(200, 0, R).

count(0, N, N) :- !.
count(I, N0, N) :- call(;, (I mod 2 =:= 0, N1 is N0 + 1), N1 = N0), !, I1 is I - 1, count(I1, N1, N).

tests([t1, t2, t3, t4, t5, t6, t7, t8, t9, t10]).

:- include('lib/run_tests.pl').
