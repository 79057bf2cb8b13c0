% args: {}
:- initialization(main).
main :- writeln(running), halt.
