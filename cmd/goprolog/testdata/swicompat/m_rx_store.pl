:- module(m_rx_store, [put/2, get/2, dump/0, apply_to/3]).
:- dynamic kv/2.
:- meta_predicate apply_to(2, +, -).
put(K, V) :- retractall(kv(K, _)), assertz(kv(K, V)).
get(K, V) :- kv(K, V).
dump :- forall(kv(K, V), format("~w=~w~n", [K, V])).
apply_to(G, K, R) :- get(K, V), call(G, V, R).
