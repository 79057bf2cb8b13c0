% A deterministic loop over a 2,000,000-element list: build it, then
% walk it twice with first-argument indexing (no choicepoints left).

mklist(N, N, [N]) :- !.
mklist(I, N, [I|T]) :- I1 is I+1, mklist(I1, N, T).

sum([], S, S).
sum([X|Xs], S0, S) :- S1 is S0+X, sum(Xs, S1, S).

len([], N, N).
len([_|Xs], N0, N) :- N1 is N0+1, len(Xs, N1, N).

bench_main :-
    mklist(1, 2000000, L),
    sum(L, 0, S),
    len(L, 0, N),
    format("~w ~w~n", [N, S]).
