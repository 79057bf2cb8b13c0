:- module(m, [p/1]).
:- dynamic d/1.
d(1).
p(X) :- d(X).
s(1).
