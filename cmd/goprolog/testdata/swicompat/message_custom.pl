% args: -q -g main -t halt {}
:- multifile prolog:message//1.
prolog:message(my_msg(X)) --> [ 'Custom message: ~w'-[X], nl, 'second line' ].
main :- print_message(error, my_msg(42)), print_message(warning, my_msg(a)),
    print_message(informational, my_msg(b)), print_message(error, unknown_term(x)),
    message_to_codes(x, y, z).
