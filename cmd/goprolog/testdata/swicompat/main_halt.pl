% args: {}
:- initialization(main, main).
main :- write(out), halt(3).
