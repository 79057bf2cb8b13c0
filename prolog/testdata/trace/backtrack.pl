% Backtracking into multi-clause predicates: clauses whose heads fail
% (no Redo for them), alternatives left and taken, failure-driven loops,
% and a redo of the query's own goal.
%
% run: trace, m(X), X > 1, write(X), nl
% run: trace, (pick(X, Y), write(X-Y), nl, fail ; true)
% run: trace, q(X, b), write(X), nl, fail
% run: trace, r(X), X == c
% run: trace, pair(X, Y), Y > 2
% run: trace, (between(1, 3, X), X >= 2, write(X), nl, fail ; true)
% run: trace, perm([1,2,3], P), P = [3|_]

m(1).
m(2).
m(3).

pick(X, Y) :- member(X-Y, [a-1, b-2, c-3]), Y >= 2.

q(a, a).
q(b, b).
q(c, b).
q(d, a).

r(a).
r(b).
r(c).

pair(X, Y) :- m(X), m(Y), X < Y.

sel(X, [X|T], T).
sel(X, [H|T], [H|R]) :- sel(X, T, R).
perm([], []).
perm(L, [X|P]) :- sel(X, L, R), perm(R, P).
