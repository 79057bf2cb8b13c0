% args: {} alpha 12 --flag=x
:- initialization(main, main).
main :- current_prolog_flag(argv, Av), writeq(Av), nl,
    forall(member(A, Av), (atom_number(A, N) -> format("num ~w~n", [N]) ; format("atom ~w~n", [A]))).
