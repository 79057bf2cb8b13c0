:- module(m_tree_util, [twice/2, map_tree/3, tree_sum/2, safe_call/2, compose/4]).
:- meta_predicate twice(0, -), map_tree(2, +, -), safe_call(0, -), compose(2, 2, ?, ?).

twice(G, R) :- ( call(G), call(G) -> R = yes ; R = no ).

map_tree(_, leaf, leaf).
map_tree(F, node(L, V, R), node(L1, V1, R1)) :-
    call(F, V, V1), map_tree(F, L, L1), map_tree(F, R, R1).

tree_sum(leaf, 0).
tree_sum(node(L, V, R), S) :- tree_sum(L, SL), tree_sum(R, SR), S is SL + V + SR.

safe_call(G, R) :- catch((G -> R = true ; R = false), E, R = caught(E)).

compose(F, G, X, Z) :- call(G, X, Y), call(F, Y, Z).
