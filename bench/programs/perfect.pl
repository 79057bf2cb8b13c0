% Perfect numbers with big integers (after the classic "perfect"
% benchmark): every even perfect number is 2^(P-1)*(2^P-1) with 2^P-1 a
% Mersenne prime (Euclid-Euler). Primes P are found by trial division,
% Mersenne primes by the Lucas-Lehmer test on arbitrary-precision
% integers, and each perfect number is checked against the defining
% property on its divisors' sum, sigma(N) = 2N, computed from the
% factorisation.

prime(2).
prime(N) :- N > 2, N mod 2 =\= 0, \+ has_factor(N, 3).
has_factor(N, F) :- F*F =< N, ( N mod F =:= 0 -> true ; F2 is F+2, has_factor(N, F2) ).

% lucas_lehmer(+P): 2^P-1 is prime, for odd prime P.
lucas_lehmer(P) :-
    M is (1 << P) - 1,
    Steps is P-2,
    ll(Steps, 4, M, S),
    S =:= 0.
ll(0, S, _, S) :- !.
ll(K, S0, M, S) :- S1 is (S0*S0 - 2) mod M, K1 is K-1, ll(K1, S1, M, S).

mersenne_exponent(2).
mersenne_exponent(P) :- between(3, 1300, P), prime(P), lucas_lehmer(P).

perfect(P, N) :-
    mersenne_exponent(P),
    M is (1 << P) - 1,
    N is (1 << (P-1)) * M,
    % sigma(2^(P-1) * M) = (2^P - 1) * (M + 1) for prime M
    Sigma is ((1 << P) - 1) * (M + 1),
    Sigma =:= 2*N.

digits(N, D) :- number_codes(N, Cs), length(Cs, D).

bench_main :-
    findall(P-D, (perfect(P, N), digits(N, D)), Ps),
    length(Ps, K),
    findall(N, (perfect(P, N), P < 100), Small),
    sum_list(Small, Sum),
    format("~w ~w ~w~n", [K, Ps, Sum]).
