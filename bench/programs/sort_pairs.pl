% Sorting: keysort/2 of pairs, msort/2, sort/4 on keys, predsort/3, and
% pairs_keys_values/3, over pseudo-random data.
rand(S0, S) :- S is (S0 * 1103515245 + 12345) mod 2147483648.
data(0, _, []) :- !.
data(N, S0, [K-N|T]) :- rand(S0, S), K is S mod 1000, N1 is N - 1, data(N1, S, T).
cmp(O, A-_, B-_) :- compare(O0, A, B), ( O0 == (=) -> O = (<) ; O = O0 ).
round(D, R) :- keysort(D, K), msort(D, M), sort(0, @>=, D, Desc), predsort(cmp, D, P),
    pairs_keys_values(K, Ks, _), sort(Ks, U), length(U, LU), length(P, LP),
    K = [First|_], M = [MF|_], Desc = [DF|_], R = r(LU, LP, First, MF, DF).
loop(0, _, R, R) :- !.
loop(K, D, _, R) :- round(D, R1), K1 is K - 1, loop(K1, D, R1, R).
bench_main :- data(60000, 42, D), loop(5, D, none, R), format("~w~n", [R]).
