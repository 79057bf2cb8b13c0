% args: -q -g main -t halt {}
main :-
    nb_setval(counter, 0),
    forall(between(1, 5, _), (nb_getval(counter, C), C1 is C + 1, nb_setval(counter, C1))),
    nb_getval(counter, V), writeln(V),
    b_setval(v, 1), b_getval(v, BV), writeln(BV),
    catch(nb_getval(nokey, _), E, (print_message(error, E))),
    ( nb_current(counter, X) -> writeln(X) ; true ),
    ( nb_current(nokey2, _) -> true ; writeln(nocurrent) ),
    nb_setval(lst, [a, f(Y)]), nb_getval(lst, L), print(L), nl, Y = 1,
    flag(f, Old, Old + 10), flag(f, New, New), writeln(Old/New),
    recorda(k, hello), recordz(k, world), findall(R, recorded(k, R), Rs), print(Rs), nl,
    succ_or_zero.
succ_or_zero :- catch(succ_or_fail, E, (print_message(error, E))).
