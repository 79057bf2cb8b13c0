% args: -q -g main -t halt {}
main :- term_string(T, "p(X, Y)", [variable_names(V)]), writeq(T/V), nl,
    term_to_atom(T2, 'f(A, B, A)'), writeq(T2), nl,
    read_term_from_atom('g(Z)', T3, []), writeq(T3), nl,
    catch(term_string(_, "p(X"), E, (print_message(error, E))),
    catch(term_to_atom(_, 'a b c'), E2, (print_message(error, E2))),
    open_string("x(1). y(2).", St), read(St, X1), read(St, X2), read(St, X3), close(St), writeq([X1, X2, X3]), nl.
