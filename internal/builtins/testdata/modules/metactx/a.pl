% Meta-predicates that pass their goal on to another module's.
:- module(a, [run/1, collect/2, twice/1, apply_to/2]).
:- meta_predicate run(0), collect(0, -), twice(0).
run(G) :- call(G).
collect(G, L) :- findall(x, G, L).
twice(G) :- b:again(G), call(G).
apply_to(P, X) :- call(P, X).
helper(a_helper).
