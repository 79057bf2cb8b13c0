% library(assoc): an AVL tree of word counts, built from generated words.
word(I, W) :- C1 is 0'a + I mod 7, C2 is 0'a + (I // 7) mod 5, C3 is 0'a + (I * 13) mod 11, atom_codes(W, [C1, C2, C3]).
count(I, N, A, A) :- I > N, !.
count(I, N, A0, A) :-
    word(I, W),
    ( get_assoc(W, A0, C0) -> C is C0 + 1 ; C = 1 ),
    put_assoc(W, A0, C, A1),
    I1 is I + 1,
    count(I1, N, A1, A).
bench_main :-
    empty_assoc(E), count(1, 150000, E, A),
    assoc_to_list(A, L), length(L, Len),
    assoc_to_values(A, Vs), sum_list(Vs, S), max_list(Vs, Mx),
    format("~w ~w ~w~n", [Len, S, Mx]).
