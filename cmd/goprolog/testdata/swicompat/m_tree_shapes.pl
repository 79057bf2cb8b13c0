:- module(m_tree_shapes, [scale_all/3, report/1]).
:- use_module(m_tree_util).
:- dynamic counter/1.
counter(0).

bump :- retract(counter(N)), N1 is N + 1, assertz(counter(N1)).
scale(F, X, Y) :- Y is X * F.

scale_all(F, T0, T) :- map_tree(scale(F), T0, T).
report(T) :-
    twice(bump, R), counter(C), format("twice: ~w, counter: ~w~n", [R, C]),
    tree_sum(T, S), format("sum: ~w~n", [S]),
    safe_call(private_fail, R2), writeln(R2),
    safe_call(undefined_thing, R3), print(R3), nl,
    compose(scale(2), scale(3), 5, Z), writeln(Z).
private_fail :- fail.
