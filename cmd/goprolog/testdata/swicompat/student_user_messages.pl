% args: -q -g main -t halt {}
:- multifile prolog:message//1.
prolog:message(my_msg(X)) --> ['Custom message: ~w'-[X], nl, 'second line'].
prolog:message(bad_input(X)) --> ['Bad input: ~q'-[X]].
main :- print_message(error, my_msg(42)), print_message(warning, bad_input('A b')),
    print_message(informational, my_msg(1)),
    message_to_codes(my_msg(2), _, C) -> format("~s~n", [C]) ; writeln(nomtc).
