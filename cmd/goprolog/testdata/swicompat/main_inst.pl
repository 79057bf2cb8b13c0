% args: {}
:- initialization(main, main).
main :- write(out), atom_length(_,_).
