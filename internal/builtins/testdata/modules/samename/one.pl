:- module(shared, [s/1]).
s(one).
