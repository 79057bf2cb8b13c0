% Meta-calls of dynamic predicates that hold rules, made after the rules
% were asserted in the same run: the core's form of such a predicate is
% filled by its first call, and a meta-call may reach it before any
% call did, when it holds no clause yet, after a retractall/1 and after
% the rule that made it one of rules was erased.

:- dynamic d/1, e/1, f/1, g/2.

t1(R) :- G1 = assertz((d(X) :- e(X))), call(G1), assertz(e(1)), assertz(e(2)), G = findall(Y, d(Y), R), call(G).
t2(R) :- retractall(d(_)), assertz(d(0)), findall(Y, call(d, Y), R).
t3(R) :- assertz((f(X) :- X = 1 ; X = 2)), retractall(f(_)), findall(Y, call(f, Y), R).
t4(R) :- assertz((g(X, Y) :- e(X), Y is X * 10), Ref), assertz(g(0, 0)), findall(X-Y, call(g, X, Y), L1), erase(Ref), findall(X-Y, call(g, X, Y), L2), R = L1/L2.
t5(R) :- G = d(_), ( call(G) -> R = G ; R = none ).

tests([t1, t2, t3, t4, t5]).

:- include('lib/run_tests.pl').
