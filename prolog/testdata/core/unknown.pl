% Calls of predicates that have no definition, from clauses the core
% runs: the unknown-procedure error, caught in the caller and above it,
% after the clause bound variables and left choicepoints; a predicate
% that an assert defines under the running query; and the callers that
% go on after the error.

:- dynamic(made/1).
:- multifile(hook/2).
:- discontiguous(gap/1).

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
% The same, meta-called: the goal is known only at run time.
t8(R) :- G = missing(8), catch(G, error(E, _), true), R = E.
t9(R) :- findall(E, (member(G, [nothere, nothere(1, 2)]), catch(G, error(E, _), true)), R).
t10(R) :- G =.. [later, X], assertz(later(10)), call(G), R = X.
t11(R) :- ( catch(call(missing, 1), error(existence_error(_, PI), _), true) -> R = PI ; R = failed ).

% Declared and given no clauses: a call fails.
t12(R) :- ( hook(_, _) -> R = yes ; gap(_) -> R = gap ; R = no ).
t13(R) :- G = hook(a, b), ( call(G) -> R = yes ; R = no ).

tests([t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13]).

:- include('lib/run_tests.pl').
