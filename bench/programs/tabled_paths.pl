% Tabling: left-recursive reachability on a generated graph, and a tabled
% Fibonacci.
:- table path/2.
path(X, Y) :- path(X, Z), edge(Z, Y).
path(X, Y) :- edge(X, Y).
edge(I, J) :- between(1, 400, I), J is (I * 7 + 3) mod 400 + 1.
edge(I, J) :- between(1, 400, I), J is (I * 13 + 5) mod 400 + 1.
:- table fib/2.
fib(0, 0).
fib(1, 1).
fib(N, F) :- N > 1, N1 is N - 1, N2 is N - 2, fib(N1, F1), fib(N2, F2), F is F1 + F2.
bench_main :- aggregate_all(count, path(1, _), C), aggregate_all(count, path(_, _), C2), fib(300, F), Fm is F mod 1000000007, format("~w ~w ~w~n", [C, C2, Fm]).
