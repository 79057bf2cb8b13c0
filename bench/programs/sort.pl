% msort/2 and sort/2 (and sort/4 descending) of 300,000 pseudo-random
% integers made by a linear congruential generator.

lcg(0, _, []) :- !.
lcg(N, S, [X|Xs]) :-
    S1 is (S * 1103515245 + 12345) mod 2147483648,
    X is S1 mod 100000,
    N1 is N-1,
    lcg(N1, S1, Xs).

bench_main :-
    lcg(300000, 7, L),
    msort(L, M),
    sort(L, S),
    sort(0, @>=, L, D),
    length(M, LM), length(S, LS), length(D, LD),
    M = [M1|_], last(M, MZ), D = [D1|_],
    sum_list(S, Sum),
    format("~w ~w ~w ~w ~w ~w ~w~n", [LM, LS, LD, M1, MZ, D1, Sum]).
