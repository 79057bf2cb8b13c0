% All-solutions goals: findall/3 in the query (the solver runs it, its
% goal's predicate runs on the core) and in a clause, forall/2.
%
% run: trace, findall(X, m(X), L), write(L), nl
% run: trace, findall(X-Y, pair(X, Y), L), write(L), nl
% run: trace, squares([1,2], L), write(L), nl
% run: trace, forall(m(X), X > 0)

m(1).
m(2).
m(3).

pair(X, Y) :- m(X), m(Y), X < Y.

squares(L, R) :- findall(Y, (member(X, L), Y is X*X), R).
