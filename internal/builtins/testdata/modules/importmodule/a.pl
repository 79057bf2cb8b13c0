% Calls helper/1, which it does not define.
:- module(a, [pa/1]).
pa(X) :- helper(X).
