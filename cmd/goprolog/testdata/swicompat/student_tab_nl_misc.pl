% args: -q -g main -t halt {}
main :-
    write(a), tab(3), write(b), nl,
    tab(1+2), write(c), nl,
    catch(tab(a), E, (print_message(error, E))),
    catch(tab(_), E2, (print_message(error, E2))),
    tab(user_output, 2), write(d), nl,
    put_char(x), put_char(user_output, y), nl,
    catch(put_char(1), E3, (print_message(error, E3))),
    catch(put_char(_), E4, (print_message(error, E4))),
    write_canonical([a, 'B'|_]), nl,
    print([1, "s", 'A']), nl,
    write_term([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], [max_depth(5)]), nl,
    write_term(f('A', "b", [c]), [quoted(true)]), nl,
    writeq(f(- 1, -(1), -(-(1)), 1 - 1, a = b, [a|b], 'hello'(world))), nl,
    writeq({x}), nl, writeq('$VAR'(3)), nl, writeq("\t"), nl, writeq('\t'), nl.
