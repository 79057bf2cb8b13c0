% args: -q -g main -t halt {}
main :-
    pairs_keys_values(P, [a, b, c], [1, 2, 3]), print(P), nl,
    pairs_keys(P, K), pairs_values(P, V), print(K/V), nl,
    map_list_to_pairs(atom_length, [abc, a, ab], LP), keysort(LP, S), pairs_values(S, SV), print(SV), nl,
    group_pairs_by_key([a-1, a-2, b-3, a-4], G), print(G), nl,
    catch(pairs_keys_values(_, [a], [1, 2]), E, (print_message(error, E))), writeln(end).
