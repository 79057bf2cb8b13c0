:- module(mod_shapes, [area/2, shape_helper/1, apply_all/2]).
:- use_module(library(lists)).
:- meta_predicate apply_all(1, +).
area(square(S), A) :- A is S*S.
area(circle(R), A) :- A is pi*R*R.
shape_helper(H) :- helper(H).
helper(shapes_helper).
secret(42).
apply_all(G, L) :- maplist(G, L).
