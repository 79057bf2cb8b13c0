% Imports all of a and reexports one.
:- module(e, [pe/1]).
:- use_module(a).
:- reexport(a, [pa2/1]).
pe(X) :- pa(X).
