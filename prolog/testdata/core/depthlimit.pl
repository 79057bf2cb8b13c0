% call_with_depth_limit/3 called by clauses that the WAM core runs, of
% goals whose levels a depth-limited core counts: the core runs the call
% itself, and its Results are swipl's.

nat(0).
nat(s(X)) :- nat(X).
len([], 0).
len([_|T], N) :- len(T, M), N is M+1.
mem(X, [X|_]).
mem(X, [_|T]) :- mem(X, T).
path(a, b).
path(b, c).
path(c, d).
reach(X, X).
reach(X, Z) :- path(X, Y), reach(Y, Z).
boom(N) :- N > 2, throw(deep(N)).
boom(N) :- M is N+1, boom(M).

t1(R) :- call_with_depth_limit(len([a, b, c], N), 10, D), R = N-D.
t2(R) :- call_with_depth_limit(len([a, b, c], _), 3, R).
t3(R) :- findall(X-D, call_with_depth_limit(mem(X, [a, b, c]), 2, D), R).
t4(R) :- findall(X-D, call_with_depth_limit(nat(X), 3, D), R).
t5(R) :- findall(Z-D, call_with_depth_limit(reach(a, Z), 3, D), R).
t6(R) :- catch(call_with_depth_limit(boom(0), 10, _), deep(N), R = caught(N)).
t7(R) :- call_with_depth_limit(mem(X, [a, b]), 5, D), !, R = X-D.
t8(R) :- call_with_depth_limit(mem(z, [a, b]), 5, D) -> R = D ; R = none.
t9(R) :- call_with_depth_limit(mem(z, [a, b]), 1, D) -> R = D ; R = none.
t10(R) :- findall(L-D, (between(0, 4, L), call_with_depth_limit(nat(s(s(0))), L, D)), R).
t11(R) :- call_with_depth_limit(mem(X, [a, b, c]), 3, D1), call_with_depth_limit(len([X], N), 2, D2), R = X-D1-N-D2.
t12(R) :- findall(D, (call_with_depth_limit(mem(_, [a, b, c]), 3, D), D > 1), R).

tests([t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12]).

:- include('lib/run_tests.pl').
