:- module(r, [bump/0]).
:- dynamic(s:c/1).
s:c(0).
bump :- retract(s:c(N)), N1 is N+1, assertz(s:c(N1)).
