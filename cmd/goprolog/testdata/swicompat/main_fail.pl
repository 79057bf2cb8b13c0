% args: {}
:- initialization(main, main).
main :- write(out), fail.
