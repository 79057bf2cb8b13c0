% args: {}
:- initialization(main, main).
main :- member(x, [a]).
