:- module(a, [run_a/1]).

run_a(X) :- step(X).
step(from_a).
