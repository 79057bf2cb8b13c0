% args: {} 3 b
:- initialization(main, main).
main :-
    current_prolog_flag(argv, [N0|Rest]),
    atom_number(N0, N),
    forall(between(1, N, I), (write(I), nl)),
    length(Rest, L), format("rest ~w~n", [L]),
    write(partial),
    halt(7).
