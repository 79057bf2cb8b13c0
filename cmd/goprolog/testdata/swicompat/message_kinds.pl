% args: -g go -t halt {}
% print_message/2's kinds besides error, warning and informational: help,
% banner, query (to user_output), silent, a kind of the program's own, and
% a message of no lines.
go :-
    print_message(foo, format('own kind ~w', [1])),
    print_message(query, format('query ~w', [1])),
    write(a),
    print_message(help, format('help ~w', [x])),
    print_message(help, hello),
    print_message(error, []),
    print_message(silent, format('silent', [])),
    print_message(banner, format('banner', [])),
    catch(print_message(debug(t), format('debug', [])), E, (print(E), nl)),
    X is copysign(2, -0.0), Y is copysign(-3, 1), Z is copysign(2.5, -1),
    print([X, Y, Z]), nl.
