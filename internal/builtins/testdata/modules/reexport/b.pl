% Reexports all of a.
:- module(b, [pb/1]).
:- reexport(a).
pb(X) :- pa(X).
