% args: -q -g main -t halt {}
% A message line's format that raises an error keeps what it wrote
% before the EXCEPTION block; one that fails (~@) ends the message there.
:- multifile prolog:message//1.
prolog:message(my(X)) --> ['Value: ~d'-[X], nl, 'next ~w'-[X]].
prolog:message(my2(X)) --> ['Value: ~w ~w'-[X]].
prolog:message(my3) --> ['a~@b'-[fail], nl, 'more'].
prolog:message(my5) --> ['x~w'-[1], nl, 'a~w ~w'-[b], nl, 'more ~w'-[c]].
prolog:message(fl) --> ['abc', flush].
main :-
    print_message(error, format("~w ~w", [a])),
    print_message(error, format("x~dy", [a])),
    print_message(warning, format("~w", [a,b])),
    print_message(error, my(abc)), print_message(error, my(12)),
    print_message(error, my2(z)), print_message(error, format(foo, bar)),
    print_message(error, format("~a~t~20|~a", [a,b])),
    print_message(error, format("~@", [write(hi)])),
    print_message(warning, my5),
    print_message(error, fl), print_message(error, my3),
    print_message(error, fl), print_message(error, my3),
    format(user_error, "~w~n", [end]).
