:- module(mod_counter, [inc/0, get/1]).
:- dynamic count/1.
count(0).
inc :- retract(count(N)), N1 is N+1, assertz(count(N1)).
get(N) :- count(N).
reset :- retractall(count(_)), assertz(count(0)).
