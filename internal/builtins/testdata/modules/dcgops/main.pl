% An exported non-terminal and operator; private non-terminals.
:- use_module(grammar).

name --> "user".

main :-
    parse('hello world', A), writeln(A),
    parse('hello user', B), writeln(B),
    atom_codes('hello prolog', Cs), ( phrase(greeting, Cs) -> writeln(yes) ; writeln(no) ),
    a ===> R, writeln(R),
    X = (p ===> q), writeq(X), nl,
    ( phrase(name, `user`) -> writeln(user_name) ; writeln(no_user_name) ).
