% Calls of predicates that have no definition, from clauses the core
% runs: the unknown-procedure error, caught in the caller and above it,
% after the clause bound variables and left choicepoints; a predicate
% that an assert defines under the running query; and the callers that
% go on after the error.

:- dynamic(made/1).

opt(1). opt(2). opt(3).

t1(R) :- catch(missing(1), error(E, _), true), R = E.
t2(R) :- catch((opt(X), X > 1, missing(X)), error(E, _), true), ( var(X) -> R = E-unbound ; R = E-X ).
t3(R) :- findall(X-E, (opt(X), catch(absent(X, _), error(E, _), true)), R).
t4(R) :- catch(deep(3), error(E, _), true), R = E.
deep(0) :- nowhere.
deep(N) :- N > 0, M is N - 1, deep(M).
t5(R) :- assertz(fresh(5)), fresh(R).
t6(R) :- ( catch(missing, _, fail) -> R = yes ; R = no ).
t7(R) :- assertz(made(7)), made(R).

tests([t1, t2, t3, t4, t5, t6, t7]).

:- include('lib/run_tests.pl').
