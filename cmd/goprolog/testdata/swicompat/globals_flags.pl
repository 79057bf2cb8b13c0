% args: -q -g main -t halt {}
main :- nb_setval(acc, []), forall(member(X, [a, b, c]), (nb_getval(acc, L), nb_setval(acc, [X|L]))), nb_getval(acc, R), writeln(R),
    b_setval(bv, 1), b_getval(bv, V), writeln(V),
    ( member(Y, [1, 2]), b_setval(bv2, Y), fail ; true ),
    catch(b_getval(bv2, Z), E, (print_message(error, E))), writeln(Z),
    flag(f, _, 10), flag(f, F, F*2), flag(f, G, G), writeln(G),
    succ_or_fail.
succ_or_fail :- catch(succ(X, 0), E, true), writeln(X-E).
