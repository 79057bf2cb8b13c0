:- module(shared, [s/1]).
s(two).
