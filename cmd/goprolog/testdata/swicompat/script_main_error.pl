% args: {}
:- initialization(main, main).
main :- atom_length(X, _), writeln(X).
