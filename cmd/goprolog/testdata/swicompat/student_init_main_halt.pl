% args: {} 3
:- initialization(main, main).
main :- current_prolog_flag(argv, [A]), atom_number(A, N), format("exit ~w~n", [N]), halt(N).
