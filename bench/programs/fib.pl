% Doubly recursive Fibonacci with is/2: calls, arithmetic and
% non-tail recursion.

fib(0, 0) :- !.
fib(1, 1) :- !.
fib(N, F) :-
    N1 is N-1, N2 is N-2,
    fib(N1, F1), fib(N2, F2),
    F is F1+F2.

bench_main :-
    fib(27, F),
    format("~w~n", [F]).
