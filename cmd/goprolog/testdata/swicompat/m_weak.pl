:- module(m_weak, [reach/3]).
:- use_module(library(ugraphs)).
:- use_module(library(pairs), [pairs_keys/2]).
reach(G, V, R) :- reachable(V, G, R).
reachable(V, G, R) :- findall(W, member(V-W, G), R).
pairs_values(a, b).
pairs_keys(a, b).
