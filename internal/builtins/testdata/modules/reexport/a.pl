:- module(a, [pa/1, pa2/1]).
pa(1).
pa2(2).
