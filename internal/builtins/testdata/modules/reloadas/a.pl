:- module(a, [pa/1]).
pa(1).
