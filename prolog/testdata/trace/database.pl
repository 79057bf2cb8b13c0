% Reading and changing the database: clause/2 of static and dynamic
% predicates (a meta-interpreter), retract/1 of a rule, predicate_property/2.
%
% run: trace, cl(B), write(B), nl
% run: trace, (cl(B), write(B), nl, fail ; true)
% run: trace, solve(app([1], [2], L)), write(L), nl
% run: trace, dcl(B), write(B), nl
% run: trace, pp, write(yes), nl
% run: trace, rr(X), write(X), nl

:- dynamic r/1.

r(X) :- X = 1.
r(2).

app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).

cl(B) :- clause(app(_, _, _), B).

solve(true) :- !.
solve((A, B)) :- !, solve(A), solve(B).
solve(H) :- clause(H, B), solve(B).

dcl(B) :- clause(r(_), B).

pp :- predicate_property(app(_, _, _), defined), \+ predicate_property(app(_, _, _), dynamic).

rr(X) :- retract((r(X) :- X = 1)).

% clause/2 and predicate_property/2 that raise errors.
%
% run: trace, catch(ce1, E, true), write(E), nl
% run: trace, catch(ce2, E, true), write(E), nl
% run: trace, catch(ce3, E, true), write(E), nl

ce1 :- clause(app([], 1, 1), 1).
ce2 :- clause(_, true).
ce3 :- clause(foo(1), _).
