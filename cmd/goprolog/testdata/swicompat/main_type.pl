% args: {}
:- initialization(main, main).
main :- write(out), atom_length(1,a).
