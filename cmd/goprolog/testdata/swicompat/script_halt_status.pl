% args: {} x
:- initialization(main, main).
main :- writeln(start), halt(3).
