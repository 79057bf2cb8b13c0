% args: {}
:- initialization(main, main).
main :- writeln(start), halt(5).
