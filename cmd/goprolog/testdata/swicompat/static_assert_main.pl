% args: {}
% The same error out of initialization(main, main).
:- initialization(main, main).
fact(1).
main :- retract(fact(1)).
