% args: -q -g main -t halt {}
count_words(Ws, Counts) :- empty_assoc(E), foldl(add, Ws, E, A), assoc_to_list(A, Counts).
add(W, A0, A) :- ( get_assoc(W, A0, C) -> C1 is C+1 ; C1 = 1 ), put_assoc(W, A0, C1, A).
main :- count_words([the, cat, the, dog, a, cat, the], C), print(C), nl,
    transpose_pairs(C, T), print(T), nl,
    pairs_keys_values(P, [x, y], [1, 2]), print(P), nl,
    map_list_to_pairs(atom_length, [abc, a, ab], Ps), keysort(Ps, S), pairs_values(S, Vs), print(Vs), nl,
    max_member(M, [3, 1, 4]), print(M), nl,
    list_to_assoc([k-v], A), ( get_assoc(zz, A, _) -> true ; writeln(none) ),
    group_pairs_by_key([a-1, a-2, b-3], G), print(G), nl.
