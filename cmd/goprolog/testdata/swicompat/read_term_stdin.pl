% args: -q -g main -t halt {}
% stdin: foo(X, _Y, "s", 'q', 0'a, [1|T]).
% stdin: bar :- baz, qux.
% stdin: a + b * c.
% stdin: - 1.
% stdin: 'end'.
main :- read_term(T, [variable_names(V)]), writeq(T), nl, writeq(V), nl,
    read_term(T2, [term_position(P)]), writeq(T2), nl, ( nonvar(P) -> writeln(has_pos) ; true ),
    read(T3), write_canonical(T3), nl, read(T4), write_canonical(T4), nl, integer(T4) -> writeln(int) ; writeln(notint).
