:- module(checks, [checked_div/3, typed/1]).

checked_div(X, Y, Z) :- must_be(integer, X), Z is X / Y.
typed(X) :- atom_length(X, _).
