% Reexports b, and so a.
:- module(c, [pc/1]).
:- reexport(b).
pc(1).
