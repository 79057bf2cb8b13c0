% The soft if-then-else C *-> T ; E on the core: every solution of C goes
% on to T, E runs only when C has none; a cut in C is local to it, a cut
% in T or E cuts the clause; C *-> T alone is C, T with C opaque to cut.
% Spelled out in a clause, meta-called, nested, under findall/3 and
% catch/3, and with the else branch's choicepoint left below C's.

p(1). p(2). p(3).
q(a). q(b).

t1(R) :- findall(X-Y, (p(X) *-> Y = yes ; Y = no), R).
t2(R) :- findall(Y, (fail *-> Y = yes ; Y = no), R).
t3(R) :- findall(X, ((p(X), X > 1) *-> true ; X = none), R).
t4(R) :- findall(X, (p(X) *-> true), R).
t5(R) :- findall(X, ((p(X), !) *-> true ; X = none), R).
t6(R) :- findall(X, first_p(X), R).
t7(R) :- findall(X, (p(X) *-> X > 1 ; X = none), R).
t8(R) :- findall(X-Y, (p(X), (p(Y) *-> Y >= X ; true)), R).
t9(R) :- G = (p(X) *-> true ; X = none), findall(X, G, R).
t10(R) :- findall(X, (fail *-> X = 1), R).
t11(R) :- findall(X-Y, ((p(X) *-> (q(Y) *-> true ; Y = none) ; X = none)), R).
t12(R) :- catch((p(X) *-> (X >= 2 -> throw(at(X)) ; fail) ; true), at(Y), true), R = Y.
t13(R) :- findall(X, (member(X, [3, 1, 2]), (X > 1 *-> true ; fail)), R).
t14(R) :- findall(X, else_cuts(X), R).
t15(R) :- findall(S, (member(L, [[], [a], [b, c]]), (member(E, L) *-> S = some(E) ; S = empty)), R).
t16(R) :- G = (p(X) *-> true), findall(X, call(G), R).
t17(R) :- findall(X, (\+ (p(X) *-> X > 5 ; true) -> X = no ; X = yes), R).
t18(R) :- count(0, R).

% The cut in the then branch cuts first_p/1's clause: one solution.
first_p(X) :- ( p(X) *-> ! ; X = none ).
first_p(last).

% The cut in the else branch cuts else_cuts/1's clause.
else_cuts(X) :- ( fail *-> X = then ; !, X = else ).
else_cuts(never).

% A deterministic loop through a soft condition: the choicepoints that
% soft cuts leave behind go when the loop backtracks past them.
count(N, N) :- N >= 1000, !.
count(N0, N) :- ( N0 >= 0 *-> N1 is N0 + 1 ; N1 = N0 ), count(N1, N).

tests([t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18]).

:- include('lib/run_tests.pl').
