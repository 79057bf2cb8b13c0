:- module(pp, [show/1]).

:- multifile user:portray/1.
user:portray(secret(_)) :- write('<hidden>').

show(T) :- print(T), nl.
