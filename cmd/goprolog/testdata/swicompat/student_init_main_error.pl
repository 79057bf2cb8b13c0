% args: {} a b
:- initialization(main, main).
main :- current_prolog_flag(argv, A), print(A), nl, atom_length(A, _).
