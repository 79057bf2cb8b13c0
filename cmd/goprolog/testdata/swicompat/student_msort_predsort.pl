% args: -q -g main -t halt {}
by_len(O, A, B) :- atom_length(A, LA), atom_length(B, LB), compare(O, LA-A, LB-B).
cmp_no_eq(O, A, B) :- ( A < B -> O = (<) ; O = (>) ).
main :-
    msort([c, 1, b, 2.0, "x", f(a), a, 1], L1), print(L1), nl,
    predsort(by_len, [ccc, a, bb, a, dddd], L2), print(L2), nl,
    predsort(cmp_no_eq, [3, 1, 2, 1], L3), print(L3), nl,
    catch(msort(foo, _), E, (print_message(error, E))),
    catch(msort([a|_], _), E2, (print_message(error, E2))),
    sort(0, @>=, [1, 2, 3, 2], L4), print(L4), nl,
    sort(0, @=<, [b, a, b], L5), print(L5), nl,
    catch(sort(0, bad, [b, a], _), E3, (print_message(error, E3))),
    catch(sort(3, @<, [f(a)], _), E4, (print_message(error, E4))).
