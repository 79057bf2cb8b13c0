% The dynamic database: assertz 200,000 facts, look each one up by its
% first argument (which must be indexed to stay linear), then retract
% them all.

:- dynamic fact/2.

add(I, N) :- I > N, !.
add(I, N) :- V is I*7 mod 1000, assertz(fact(I, V)), I1 is I+1, add(I1, N).

lookup(I, N, S, S) :- I > N, !.
lookup(I, N, S0, S) :- fact(I, V), S1 is S0+V, I1 is I+1, lookup(I1, N, S1, S).

del(I, N) :- I > N, !.
del(I, N) :- retract(fact(I, _)), I1 is I+1, del(I1, N).

bench_main :-
    N = 200000,
    add(1, N),
    lookup(1, N, 0, S),
    aggregate_all(count, fact(_, _), C),
    del(1, N),
    aggregate_all(count, fact(_, _), C2),
    format("~w ~w ~w~n", [S, C, C2]).
