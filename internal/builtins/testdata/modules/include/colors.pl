:- module(colors, [color/1, ncolors/1, shade/2]).
:- include(facts).
ncolors(N) :- aggregate_all(count, color(_), N).
shade(C, S) :- color(C), tone(C, S).
