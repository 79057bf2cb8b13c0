% args: {}
:- initialization(main, main).
main :- write(out), throw(foo).
