% Exports p/1.
:- module(a, [p/1]).
p(a).
