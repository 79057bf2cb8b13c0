% args: -q -g main -t halt {}
% stdin: 1 + 2.
% stdin: foo(bar.
% stdin: [1, 2, 3].
% stdin: "unterminated.
% stdin: ok.
% stdin: X is 3 * 4.
main :- repeat, catch(read_term(user_input, T, []), E, (print_message(error, E), T = err)),
    ( T == end_of_file -> ! ; ( T = (X is Y) -> Z is Y, writeln(X = Z) ; print(T), nl ), fail ).
