% Dynamic predicates: tables of facts (called from a clause and from the
% query, with alternatives left and taken), a dynamic predicate that
% holds rules, and retract/1 and assertz/1 of facts in a clause.
%
% run: trace, fact(X, 2), write(X), nl
% run: trace, (fact(X, N), N >= 2, write(X), nl, fail ; true)
% run: trace, look(X), write(X), nl
% run: trace, bump, counter(N), write(N), nl
% run: trace, rule(X), write(X), nl
% run: trace, (rule(X), write(X), nl, fail ; true)
% run: trace, look(X), write(X), nl => c c c c c c c c c c f

:- dynamic counter/1, fact/2, rule/1.

counter(0).

fact(a, 1).
fact(b, 2).
fact(c, 3).

rule(X) :- fact(X, N), N > 1.
rule(z).

look(X) :- fact(X, N), N > 1.

bump :- retract(counter(N)), N1 is N+1, assertz(counter(N1)).
