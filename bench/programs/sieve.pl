% Sieve of Eratosthenes on lists: filter out multiples of each prime in
% turn, repeated a few times.

sieve([], []).
sieve([P|Xs], [P|Ps]) :- remove(Xs, P, Ys), sieve(Ys, Ps).

remove([], _, []).
remove([X|Xs], P, Ys) :-
    (   X mod P =:= 0
    ->  Ys = Ys1
    ;   Ys = [X|Ys1]
    ),
    remove(Xs, P, Ys1).

primes(N, Ps) :- numlist(2, N, L), sieve(L, Ps).

loop(0, R, R) :- !.
loop(K, _, R) :- primes(12000, R1), K1 is K-1, loop(K1, R1, R).

bench_main :-
    loop(3, [], Ps),
    length(Ps, K), last(Ps, Z), sum_list(Ps, S),
    format("~w ~w ~w~n", [K, Z, S]).
