% Imports one of a under another name.
:- module(f, [pf/1]).
:- use_module(a, [pa/1 as qa]).
pf(X) :- qa(X).
