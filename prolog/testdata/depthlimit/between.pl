% between/3 inside predicates that run under the limit: enumerations,
% a generator of graph edges, an infinite one cut, an empty range and an
% error.
:- include(driver).

r(0).
r(N) :- N > 0, N1 is N-1, r(N1).

b1(X) :- between(1, 3, X).
b2(X) :- between(1, 3, X), r(X).
b3(X) :- between(1, inf, X), X > 2, !.
b4(X) :- edge(1, X).
b5(X) :- between(3, 1, X).
b6(X) :- between(a, 1, X).
edge(X, Y) :- between(1, 5, X), Y is (X * 7 + 3) mod 6.
path(X, X, [X]).
path(X, Z, [X|P]) :- edge(X, Y), path(Y, Z, P).

deepen(G, D, D) :- call_with_depth_limit(G, D, R), R \== depth_limit_exceeded, !.
deepen(G, D0, D) :- D0 < 12, D1 is D0 + 1, deepen(G, D1, D).

run :-
    limits(b1(_), 1, 4),
    limits(b2(_), 1, 6),
    limits(b3(_), 1, 4),
    limits(b4(_), 1, 4),
    limits(b5(_), 1, 3),
    limits(b6(_), 1, 3),
    limits(path(1, 3, _), 2, 8),
    t(deepen(path(2, 0, _), 1, _), 30).
