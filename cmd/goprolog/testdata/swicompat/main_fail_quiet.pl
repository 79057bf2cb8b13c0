% args: -q {}
:- initialization(main, main).
main :- write(out), fail.
