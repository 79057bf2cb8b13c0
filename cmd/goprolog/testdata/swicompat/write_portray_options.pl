% args: -q -g main -t halt {}
portray(secret(_)) :- write('<hidden>').
main :- print(secret(1)), nl, print([a, secret(2)]), nl, writeq(secret(3)), nl,
    print_message(error, format("value: ~p", [secret(4)])),
    format("~p ~w~n", [secret(5), secret(6)]),
    write_term(f(secret(7)), [portray(true)]), nl,
    write_term([1,2,3], [max_depth(2)]), nl,
    write_term('hello world', [quoted(true), max_depth(1)]), nl,
    write_term(f(A, B, A), [variable_names(['A'=A, 'B'=B])]), nl,
    T = "string", write_term(T, [quoted(true)]), nl,
    write_term(- 1, []), nl, write_term(-(1), []), nl, write_term(- a, []), nl, write_term(1 - 2, [spacing(next_argument)]), nl,
    write_term(f(a, b), [spacing(next_argument)]), nl.
