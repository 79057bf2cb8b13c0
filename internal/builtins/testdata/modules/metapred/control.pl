:- module(control, [twice/1, map_succ/2, with_logging/2, sum_with/3]).
:- use_module(library(apply)).

:- meta_predicate twice(0), with_logging(+, 0), sum_with(2, +, -).

twice(G) :- call(G), call(G).

map_succ(L, S) :- maplist(succ_, L, S).
succ_(X, Y) :- Y is X + 1.

with_logging(Tag, G) :-
    format("start ~w~n", [Tag]),
    (   call(G) -> format("done ~w~n", [Tag]) ; format("failed ~w~n", [Tag]), fail ).

sum_with(P, L, S) :- foldl(add_mapped(P), L, 0, S).
add_mapped(P, X, S0, S) :- call(P, X, Y), S is S0 + Y.

% A private last/2 of its own, not the library's.
last(_, mine).
