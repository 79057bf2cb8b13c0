% Tables of facts (dynamic predicates to which no rule was added) read
% under the limit: a graph asserted at run time searched by iterative
% deepening, facts retracted and asserted between limited calls, an empty
% table, and a table that gains a rule.
:- include(driver).

:- dynamic(arc/2).
:- dynamic(none/1).
:- dynamic(grows/1).

grows(a).

path(X, X, [X]).
path(X, Z, [X|P]) :- arc(X, Y), path(Y, Z, P).

hop(X, Y) :- arc(X, Z), arc(Z, Y).
empty(X) :- none(X).
grown(X) :- grows(X).

deepen(G, D, D) :- call_with_depth_limit(G, D, R), R \== depth_limit_exceeded, !.
deepen(G, D0, D) :- D0 < 12, D1 is D0 + 1, deepen(G, D1, D).

run :-
    forall(member(X-Y, [a-b, a-c, b-d, c-d, d-e, e-a]), assertz(arc(X, Y))),
    limits(path(a, e, _), 1, 6),
    limits(hop(a, _), 1, 4),
    limits(empty(_), 1, 3),
    t(deepen(path(b, a, _), 1, _), 20),
    retract(arc(d, e)),
    assertz(arc(d, a)),
    limits(path(b, a, _), 2, 6),
    limits(grown(_), 1, 3),
    assertz((grows(b) :- arc(b, _))),
    limits(grown(_), 1, 4).
