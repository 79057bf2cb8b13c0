% A module with two exports and a helper of its own.
:- module(a, [pa/1, pb/2]).
pa(1).
pb(1, 2).
helper(x).
