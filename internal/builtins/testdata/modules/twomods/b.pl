:- module(b, [run_b/1, both/1]).
:- use_module(a).

run_b(X) :- step(X).
both(L) :- run_a(A), run_b(B), step(C), L = [A, B, C].
step(from_b).
