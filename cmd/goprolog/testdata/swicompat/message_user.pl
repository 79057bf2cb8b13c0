% args: -q -g t -t halt {}
:- multifile prolog:message//1.
prolog:message(my_err(X)) --> ['Custom: ~w'-[X], nl, 'second line'].
prolog:message(e3) --> ["a string"].
prolog:message(e4) --> [url('/tmp/f.pl':3)].
prolog:message(e5) --> ['~q'-[f('A')]], [nl], ['x'].
prolog:message(e6) --> ['before'-[], nl, ansi(bold, 'bold ~w', [text]), flush].
user:foo(1).
:- print_message(error, my_err(load)).
:- print_message(warning, e3).
t :-
    forall(member(M, [my_err(42), e3, e4, e5, e6, unknown_thing(1), format("f ~w", [z])]),
           ( print_message(error, M), print_message(warning, M), print_message(informational, M) )),
    foo(X), writeln(X).
