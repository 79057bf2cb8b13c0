% args: {} -g halt -q
:- initialization(main, main).
main :- current_prolog_flag(argv, A), writeq(A), nl,
    ( catch(helper_loaded, _, fail) -> writeln(helper) ; writeln(no_helper) ).
