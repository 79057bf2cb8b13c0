:- module(m, [double/2, twice/2]).

double(X, Y) :- helper(X, Y).
twice(X, Y) :- double(X, Z), helper(Z, Y).

helper(X, Y) :- Y is X * 2.
