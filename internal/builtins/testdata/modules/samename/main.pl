:- use_module(one).
:- use_module(two).
main :- s(X), writeln(X), catch(consult(two), error(E, _), true), print(E), nl, s(Y), writeln(Y).
