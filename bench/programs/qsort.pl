% Quicksort with partition/4 and difference-free append, on a
% pseudo-random list of integers made by a linear congruential generator.

lcg(0, _, []) :- !.
lcg(N, S, [X|Xs]) :-
    S1 is (S * 1103515245 + 12345) mod 2147483648,
    X is S1 // 65536,
    N1 is N-1,
    lcg(N1, S1, Xs).

qsort([], []).
qsort([H|T], S) :-
    partition(T, H, L, G),
    qsort(L, SL),
    qsort(G, SG),
    append(SL, [H|SG], S).

partition([], _, [], []).
partition([X|Xs], P, L, G) :-
    (   X =< P
    ->  L = [X|L1], partition(Xs, P, L1, G)
    ;   G = [X|G1], partition(Xs, P, L, G1)
    ).

loop(0, _, R, R) :- !.
loop(K, L, _, R) :- qsort(L, R1), K1 is K-1, loop(K1, L, R1, R).

bench_main :-
    lcg(50000, 42, L),
    loop(5, L, [], S),
    length(S, N), S = [A|_], last(S, Z), nth1(25000, S, M),
    format("~w ~w ~w ~w~n", [N, A, M, Z]).
