% args: {}
:- initialization(main, main).
main :- write(out), X is 1/0, writeln(X).
