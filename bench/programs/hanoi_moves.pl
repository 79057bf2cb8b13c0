% Towers of Hanoi collecting the moves in a list with append/3, as a
% student writes it: doubly recursive, atoms for the pegs.
hanoi(0, _, _, _, []) :- !.
hanoi(N, From, To, Via, Moves) :-
    N1 is N - 1,
    hanoi(N1, From, Via, To, M1),
    hanoi(N1, Via, To, From, M2),
    append(M1, [From-To|M2], Moves).
run(0, L, L) :- !.
run(K, _, L) :- hanoi(16, left, right, middle, M), length(M, L1), K1 is K-1, run(K1, L1, L).
bench_main :- run(6, 0, L), hanoi(10, a, c, b, M), last(M, X), format("~w ~w~n", [L, X]).
