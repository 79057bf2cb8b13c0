% args: -q -g main -t halt {}
main :-
    list_to_assoc([k1-v1, k2-v2, k3-v3], A),
    ( get_assoc(k2, A, V) -> writeln(V) ; true ),
    ( get_assoc(k9, A, _) -> true ; writeln(missing) ),
    put_assoc(k0, A, v0, A2), assoc_to_list(A2, L), print(L), nl,
    assoc_to_keys(A2, Ks), print(Ks), nl,
    del_assoc(k1, A2, Old, A3), assoc_to_values(A3, Vs), print(Old-Vs), nl,
    catch(list_to_assoc([a-1, a-2], _), E, (print_message(error, E))),
    pairs_keys_values(Ps, [x, y], [1, 2]), list_to_assoc(Ps, A4),
    forall(gen_assoc(K, A4, Val), (write(K=Val), nl)),
    transpose_pairs([a-1, b-2, c-1], TP), print(TP), nl,
    map_assoc([X, Y]>>(Y is X * 10), A4, A5), assoc_to_list(A5, L5), print(L5), nl,
    ( map_assoc([X]>>(X > 1), A4) -> writeln(all) ; writeln(notall) ),
    empty_assoc(E0), ( get_assoc(_, E0, _) -> true ; writeln(empty) ),
    max_assoc(A, Mk, Mv), min_assoc(A, Nk, Nv), print(Mk-Mv/Nk-Nv), nl,
    print(A4), nl.
