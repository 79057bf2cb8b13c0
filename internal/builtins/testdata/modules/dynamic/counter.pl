:- module(counter, [next/1, reset/0, counted/1, shared_fact/1, add_shared/1, shared/1]).
:- dynamic count/1.

count(0).

next(N) :-
    retract(count(N0)),
    N is N0 + 1,
    assertz(count(N)).

reset :-
    retractall(count(_)),
    assertz(count(0)).

counted(N) :- count(N).

% An exported dynamic predicate is one predicate, the module's and the
% program's.
:- dynamic shared_fact/1.
add_shared(X) :- assertz(shared_fact(X)).
shared(L) :- findall(X, shared_fact(X), L).
