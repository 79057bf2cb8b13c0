% Nested limits, and goals with forall/2, catch/3 and
% call/N inside, whose inner calls run under the limit.
:- include(driver).

len([], 0).
len([_|T], N) :- len(T, M), N is M+1.

mem(X, [X|_]).
mem(X, [_|T]) :- mem(X, T).

inner(L, R) :- call_with_depth_limit(len(L, _), 3, R).

guarded(X) :- catch(len(X, _), _, true).

apply(G, X) :- call(G, X).

run :-
    limits(inner([a, b], _), 1, 6),
    limits(inner([a, b, c, d], _), 2, 8),
    limits((inner([a], R), R > 0), 1, 5),
    limits(forall(mem(X, [a, b]), atom(X)), 1, 6),
    limits(guarded([a, b]), 1, 6),
    limits(catch(len([a, b, c], _), _, true), 1, 7),
    limits(apply(len([a]), _), 1, 5),
    limits(call(len([a, b]), _), 1, 5),
    limits((len([a], N), len([b, c], M), N < M), 1, 5),
    limits(\+ len([a, b, c], 2), 1, 6),
    limits((mem(X, [a, b]) ; len([c], X)), 1, 4),
    limits(call_with_depth_limit(len([a, b, c], _), 2, _), 1, 7).
