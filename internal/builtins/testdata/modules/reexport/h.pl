% Reexports, from a, what a does not export, under its name and another.
:- module(h, [ph/1]).
:- reexport(a, [pa/1, nosuch/1, nosuch2/1 as ns2]).
ph(1).
