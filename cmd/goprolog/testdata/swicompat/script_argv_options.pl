% args: {} --verbose --n=3 file.txt
:- initialization(main, main).
main :- current_prolog_flag(argv, Av), argv_options(Av, Pos, Opts), writeq(Pos-Opts), nl.
