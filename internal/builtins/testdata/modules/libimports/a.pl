% Imports libraries and calls one of their predicates.
:- module(a, [pa/1]).
:- use_module(library(lists)).
:- use_module(library(apply), [maplist/3]).
pa(X) :- last([1,X], X), sum_list([X], _).
