% args: {}
:- initialization(main, main).
main :- write(out), writeln(ok).
