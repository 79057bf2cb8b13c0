% args: -q -g main -t halt {}
a(1).
b(1).
a(2).
c(X) :- d(Y).
c(_X, _Y) :- true.
e(X, X, _Z, Z).
f :- g(_A), h(_A).
length(_, _).
append(X, Y, Z) :- Z = [X|Y].
:- use_module(library(nosuchlib)).
main :- findall(X, a(X), L), print(L), nl, append(1, 2, Z), print(Z), nl.
