% RSA-style modular exponentiation with unbounded integers, by
% square-and-multiply written in Prolog (not powm/3): a 1,128-bit
% modulus made of two primes, 12 messages encrypted with e = 65537 and
% decrypted with the private exponent (found by the extended Euclidean
% algorithm), checked to round-trip; then a Fermat test of 300
% pseudo-random 512-bit odd numbers. Products and mod of numbers of up
% to 2,256 bits dominate, with >> and /\ on the exponent. The answer is
% the round-trip and probable-prime counts and the private exponent
% modulo 1,000,000,007.

modpow(_, 0, _, R) :- !, R = 1.
modpow(B, E, M, R) :- B1 is B mod M, modpow(E, B1, M, 1, R).

modpow(0, _, _, R, R) :- !.
modpow(E, B, M, A0, R) :-
    (   E /\ 1 =:= 1
    ->  A1 is A0 * B mod M
    ;   A1 = A0
    ),
    E1 is E >> 1,
    B1 is B * B mod M,
    modpow(E1, B1, M, A1, R).

% A deterministic 512-bit number from a seed (linear congruences).
big_of(Seed, N) :- big_of(16, Seed, 0, N).
big_of(0, _, N, N) :- !.
big_of(K, S, N0, N) :-
    S1 is (S * 1103515245 + 12345) mod 2147483648,
    N1 is (N0 << 32) \/ S1,
    K1 is K - 1,
    big_of(K1, S1, N1, N).

roundtrips(0, _, _, _, C, C) :- !.
roundtrips(K, N, E, D, C0, C) :-
    big_of(K, X0), X is X0 mod N,
    modpow(X, E, N, Y),
    modpow(Y, D, N, Z),
    ( Z =:= X -> C1 is C0 + 1 ; C1 = C0 ),
    K1 is K - 1,
    roundtrips(K1, N, E, D, C1, C).

fermat(0, P, P) :- !.
fermat(K, P0, P) :-
    big_of(K * 7 + 1000, X), Odd is X \/ 1 \/ (1 << 511),
    Odd1 is Odd - 1,
    modpow(2, Odd1, Odd, R),
    ( R =:= 1 -> P1 is P0 + 1 ; P1 = P0 ),
    K1 is K - 1,
    fermat(K1, P1, P).

bench_main :-
    % P and Q are the Mersenne primes 2^521-1 and 2^607-1, so that the
    % totient of N = P*Q is known without factoring.
    P is (1 << 521) - 1, Q is (1 << 607) - 1,
    N is P * Q, Phi is (P - 1) * (Q - 1),
    E = 65537,
    inverse(E, Phi, D),
    roundtrips(12, N, E, D, 0, C),
    fermat(300, 0, F),
    S is D mod 1000000007,
    format("~w ~w ~w~n", [C, F, S]).

% inverse(+A, +M, -X): A*X mod M =:= 1, by the extended Euclidean
% algorithm.
inverse(A, M, X) :- egcd(A, M, 1, 0, G, X0), G =:= 1, X is X0 mod M.
egcd(A, 0, X, _, A, X) :- !.
egcd(A, B, X0, X1, G, X) :-
    Q is A // B, R is A - Q*B,
    X2 is X0 - Q*X1,
    egcd(B, R, X1, X2, G, X).
