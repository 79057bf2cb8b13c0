% Fibonacci numbers with unbounded integers, by iteration: fib(K) for
% every K up to 2,000, each computed from scratch with a two-accumulator
% loop, so that the work is dominated by additions of integers of up to
% 1,400 bits. The answer is the digit count of the largest, its last
% nine digits, and the sum of all of them modulo 1,000,000,007.

fib(N, F) :- fib(N, 0, 1, F).

fib(0, A, _, A) :- !.
fib(N, A, B, F) :-
    C is A + B,
    N1 is N - 1,
    fib(N1, B, C, F).

sum_fibs(K, N, S, S) :- K > N, !.
sum_fibs(K, N, S0, S) :-
    fib(K, F),
    S1 is (S0 + F) mod 1000000007,
    K1 is K + 1,
    sum_fibs(K1, N, S1, S).

bench_main :-
    N = 2000,
    sum_fibs(1, N, 0, Sum),
    fib(N, F),
    number_codes(F, Cs),
    length(Cs, Digits),
    Last is F mod 1000000000,
    format("~w ~w ~w~n", [Digits, Last, Sum]).
