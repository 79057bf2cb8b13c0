% swipl: differs. SWI-Prolog's findall/3,4 (and so bagof/3 and
% setof/3) are Prolog over
% setup_call_cleanup/3, whose frames put their goals' levels deeper than
% goprolog's solver counts them; the core counts as the solver does.
%
% Predicates whose clauses call findall/3,4, bagof/3 and setof/3 of
% goals spelled out, under the limit, and iterative deepening whose goal
% collects paths.
:- include(driver).

edge(a, b). edge(a, c). edge(b, d). edge(c, d). edge(d, e). edge(e, a).

path(X, X, [X]).
path(X, Z, [X|P]) :- edge(X, Y), path(Y, Z, P).

paths(X, Z, Ps) :- findall(P, path(X, Z, P), Ps).
paths4(X, Z, Ps) :- findall(P, path(X, Z, P), Ps, [end]).
step(X, Y) :- call(edge, X, Y).
count(X, N) :- findall(Y, step(X, Y), Ys), len(Ys, N).
nested(X, Ls) :- findall(L, (edge(X, Y), findall(Z, edge(Y, Z), L)), Ls).
sources(Y, Xs) :- bagof(X, edge(X, Y), Xs).
targets(Ys) :- setof(Y, X^edge(X, Y), Ys).
pairs(Ps) :- setof(X-Y, edge(X, Y), Ps).
nonempty(Y) :- bagof(X, edge(X, Y), [_|_]).

len([], 0).
len([_|T], N) :- len(T, M), N is M+1.

deepen(G, D, D) :- call_with_depth_limit(G, D, R), R \== depth_limit_exceeded, !.
deepen(G, D0, D) :- D0 < 12, D1 is D0 + 1, deepen(G, D1, D).

run :-
    limits(paths(a, d, _), 1, 7),
    limits(paths4(a, e, _), 3, 8),
    limits(count(a, _), 1, 6),
    limits(nested(a, _), 1, 6),
    limits(sources(_, _), 1, 6),
    limits(targets(_), 1, 7),
    limits(pairs(_), 1, 7),
    limits(nonempty(d), 1, 6),
    limits((paths(a, e, Ps), len(Ps, _)), 3, 8),
    t(deepen(paths(b, a, [_|_]), 1, _), 30),
    t(deepen(count(d, 1), 1, _), 30).
