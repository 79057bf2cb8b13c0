% Fibonacci numbers by fast doubling with unbounded integers:
% F(2k) = F(k)(2F(k+1) - F(k)) and F(2k+1) = F(k)^2 + F(k+1)^2, walking
% the bits of N from the top. fib(N) for N = 1000, 2000, ..., 300000,
% each from scratch. The answer is the sum of their residues modulo
% 1,000,000,007, the decimal length of fib(300000) and the number of 1
% bits in its low 64 bits. Products of numbers of up to 210,000 bits
% dominate, with shifts and subtractions.

fib(N, F) :- msb_or_zero(N, Top), fib_bits(Top, N, 0, 1, F).

msb_or_zero(0, -1) :- !.
msb_or_zero(N, B) :- B is msb(N).

fib_bits(B, _, A, _, A) :- B < 0, !.
fib_bits(B, N, A, C, F) :-
    D is A * ((C << 1) - A),
    E is A*A + C*C,
    (   (N >> B) /\ 1 =:= 1
    ->  A1 = E, C1 is D + E
    ;   A1 = D, C1 = E
    ),
    B1 is B - 1,
    fib_bits(B1, N, A1, C1, F).

sum_fibs(K, Max, _, S, S) :- K > Max, !.
sum_fibs(K, Max, Step, S0, S) :-
    fib(K, F),
    S1 is (S0 + F mod 1000000007) mod 1000000007,
    K1 is K + Step,
    sum_fibs(K1, Max, Step, S1, S).

popcount64(X, C) :- popcount64(X, 0, C).
popcount64(0, C, C) :- !.
popcount64(X, C0, C) :- C1 is C0 + (X /\ 1), X1 is X >> 1, popcount64(X1, C1, C).

bench_main :-
    sum_fibs(1000, 300000, 1000, 0, S),
    fib(300000, F),
    number_codes(F, Cs), length(Cs, Len),
    Low is F /\ 0xFFFFFFFFFFFFFFFF,
    popcount64(Low, P),
    format("~w ~w ~w~n", [S, Len, P]).
