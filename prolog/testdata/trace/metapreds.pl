% The library's meta-predicates called with a goal spelled out: their
% clauses run a level down and show call/N of the goal; the solutions'
% bags, the '$' helpers show nothing.
%
% run: trace, f1(L), write(L), nl
% run: trace, f2(L), write(L), nl
% run: trace, f3
% run: trace, f4(X), write(X), nl
% run: trace, f5, f6
% run: trace, f7(L), write(L), nl
% run: trace, f8(S), write(S), nl
% run: trace, f9(L, T), write(L-T), nl
% run: trace, f10(X), write(X), nl

m(1).
m(2).
m(3).

pair(X, Y) :- m(X), m(Y), X < Y.

f1(L) :- findall(X, m(X), L).
f2(L) :- findall(X-Y, (pair(X, Y), Y > 2), L).
f3 :- forall(m(X), X > 0).
f4(X) :- once(m(X)).
f5 :- ignore(m(4)), ignore(m(1)).
f6 :- not(m(5)).
f7(L) :- bagof(X, m(X), L).
f8(S) :- setof(Y-X, pair(X, Y), S).
f9(L, T) :- findall(X, m(X), L, T).
f10(X) :- once((m(X), X > 1)).
