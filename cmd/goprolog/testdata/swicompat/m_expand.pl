:- module(m_expand, [dbg/1, square/2]).
goal_expansion(dbg(X), format("dbg: ~q~n", [X])).
user:goal_expansion(twice_inline(G), (G, G)).
dbg(X) :- format("runtime dbg ~w~n", [X]).
square(X, Y) :- dbg(X), Y is X*X.
