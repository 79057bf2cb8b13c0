:- module(passer, [p/0]).
:- reexport(ops).
p.
