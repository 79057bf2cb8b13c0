% Predicates whose clauses call once/1, ignore/1, not/1, forall/2 and
% call/N of goals spelled out, calls and control constructs, under the
% limit; iterative deepening over
% a graph (a driver that deepens the limit until the goal succeeds); a
% depth-bounded meta-interpreter; catch/3 inside the limited goal.
:- include(driver).

edge(a, b). edge(a, c). edge(b, d). edge(c, d). edge(d, e). edge(e, a).

path(X, X, [X]).
path(X, Z, [X|P]) :- edge(X, Y), path(Y, Z, P).

first(X, Z, P) :- once(path(X, Z, P)).
reach(X, Z) :- ignore(path(X, Z, _)).
unreached(X, Z) :- not(path(X, Z, _)).
every(X) :- forall(edge(X, Y), path(Y, e, _)).
step(X, Y) :- call(edge, X, Y).
walk(X, Y) :- call(path(X, Y), _).
twice(X, Z) :- once(step(X, Y)), once(step(Y, Z)).
guard(X, P) :- catch(first(a, X, P), _, fail).
ctl1(X) :- call((edge(a, Y), edge(Y, X))).
ctl2(X) :- once((path(a, X, _), X \== a)).
ctl3 :- forall((edge(a, Y) ; edge(b, Y)), path(Y, e, _)).
ctl4(X) :- call((edge(X, b) -> true ; edge(X, c))).
ctl5(X) :- once((edge(a, X) ; edge(b, X))).
ctl6(X) :- catch(first(a, X, _), _, (true ; fail)).
ctl7(X) :- not((edge(X, Y), \+ path(Y, e, _))).

% Iterative deepening: the first limit at which the goal succeeds.
deepen(G, D, D) :- call_with_depth_limit(G, D, R), R \== depth_limit_exceeded, !.
deepen(G, D0, D) :- D0 < 12, D1 is D0 + 1, deepen(G, D1, D).

% A meta-interpreter of the graph's predicates.
solve(true) :- !.
solve((A, B)) :- !, solve(A), solve(B).
solve(H) :- clause(H, B), solve(B).

run :-
    limits(first(a, e, _), 1, 7),
    limits(reach(a, e), 1, 6),
    limits(unreached(e, b), 1, 8),
    limits(every(a), 2, 8),
    limits(step(a, _), 1, 3),
    limits(walk(b, _), 1, 5),
    limits(twice(a, _), 1, 5),
    limits(guard(e, _), 1, 7),
    limits(solve(path(a, d, _)), 2, 8),
    limits(ctl1(_), 1, 5),
    limits(ctl2(_), 1, 6),
    limits(ctl3, 1, 8),
    limits(ctl4(_), 1, 5),
    limits(ctl5(_), 1, 5),
    limits(ctl6(e), 1, 8),
    limits(ctl7(a), 1, 8),
    t(deepen(path(a, e, _), 1, _), 20),
    t(deepen(first(c, b, _), 1, _), 30),
    t(deepen(twice(c, _), 1, _), 30),
    t(deepen(solve(path(b, a, _)), 1, _), 40).
