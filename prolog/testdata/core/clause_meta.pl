% clause/2 and clause/3 meta-called (call/N, findall/3, \+, catch/3) on
% the core: static rules and facts, dynamic predicates, a predicate with
% no clauses, built-ins and control constructs (permission errors), and
% heads and bodies of the wrong type (a body that is no callable term
% matches nothing, as in swipl), counted as the engine counts them.

:- dynamic d/2.
d(1, one).
d(2, two).
d(X, Y) :- Y = pair(X).

s(a, 1).
s(b, 2).
s(c, 3).
r(X) :- s(X, _), X \== b.
r(z).
u(X) :- ( X > 1 -> true ; fail ).

:- dynamic nothing/1.

t1(R) :- findall(H-B, call(clause(r(H), B)), R).
t2(R) :- G = clause(s(X, Y), true), findall(X-Y, G, R).
t3(R) :- findall(Y-B, (member(X, [1, 2, 3]), call(clause, d(X, Y), B)), R).
t4(R) :- ( \+ clause(nothing(_), _) -> R = none ; R = some ).
t5(R) :- catch(call(clause(atom_length(_, _), _)), error(E, _), true), R = E.
t6(R) :- catch(call(clause(_, true)), error(E, _), true), R = E.
t7(R) :- catch(call(clause(r(_), 3)), error(E, _), true), R = E.
t8(R) :- catch(call(clause(_, 3)), error(E, _), true), R = E.
t9(R) :- findall(B, call(clause(u(_), B)), R).
t10(R) :- G = clause(s(_, Y), _), findall(Y, once(G), R).
t11(R) :- assertz(d(3, three)), findall(Y, (clause(d(3, Y), true), retract(d(3, three))), R).
t12(R) :- findall(X, (call(clause(s(X, _), true)), X \== a), R).
t13(R) :- catch(call(clause(no_such_pred(_), _)), error(E, _), true), ( var(E) -> R = failed ; R = E ).
t14(R) :- findall(H-B-R0, (call(clause(d(H, _), B, R0)), nonvar(R0)), L), length(L, R).
t15(R) :- count(300, 0, R).

count(0, N, N) :- !.
count(I, N0, N) :- K is I mod 3, G = clause(s(X, K), true), ( call(G) -> N1 is N0 + 1 ; X = none, N1 = N0 ), I1 is I - 1, count(I1, N1, N).

tests([t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15]).

:- include('lib/run_tests.pl').
