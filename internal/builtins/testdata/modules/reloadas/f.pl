% A module that imports under new names.
:- module(f, [pf/1]).
:- use_module(a, [pa/1 as qa, nosuch/1 as ns]).
pf(X) :- qa(X).
