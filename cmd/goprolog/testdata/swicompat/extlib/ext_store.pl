:- module(ext_store, [fact/1, add/1, all/1]).
:- dynamic fact/1.
fact(seed).
add(X) :- assertz(fact(X)).
all(L) :- findall(X, fact(X), L).
