% args: -q -g main -t halt {}
main :-
    L = [p(b, 2), p(a, 3), p(c, 1), p(a, 1)],
    forall(member(O, [@<, @>, @=<, @>=]), ( sort(1, O, L, S1), sort(2, O, L, S2), print(O-S1), nl, print(O-S2), nl )),
    sort(0, @>=, [3, 1.0, 2, 1], S3), print(S3), nl,
    catch(sort(1, @<, [a], _), E, (print_message(error, E))),
    catch(sort(x, @<, [f(a)], _), E2, (print_message(error, E2))),
    catch(sort(1, @<, [f(a)|_], _), E3, (print_message(error, E3))),
    keysort([b-1, a-2, b-0], K), print(K), nl,
    catch(keysort([a], _), E4, (print_message(error, E4))),
    pairs_keys_values(Pairs, [3, 1, 2], [c, a, b]), keysort(Pairs, KS), pairs_values(KS, Vs), print(Vs), nl.
