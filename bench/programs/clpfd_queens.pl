% N-queens with library(clpfd): one finite-domain variable per column
% holding its queen's row, pairwise constraints that no two share a row
% or a diagonal, and labelling with the first-fail heuristic (ff). The
% answer is the first solution for each N from 8 to 28 by first fail,
% given as a checksum of the rows and the first solution of 20, and the
% number of solutions of 9 queens.

:- use_module(library(clpfd)).

queens(N, Qs) :-
    length(Qs, N),
    Qs ins 1..N,
    safe(Qs),
    labeling([ff], Qs).

safe([]).
safe([Q|Qs]) :- no_attack(Qs, Q, 1), safe(Qs).

no_attack([], _, _).
no_attack([Q|Qs], Q0, D) :-
    Q0 #\= Q,
    abs(Q0 - Q) #\= D,
    D1 is D + 1,
    no_attack(Qs, Q0, D1).

checksum([], _, S, S).
checksum([Q|Qs], I, S0, S) :-
    S1 is (S0 * 31 + Q * I) mod 1000003,
    I1 is I + 1,
    checksum(Qs, I1, S1, S).

bench_main :-
    findall(N-S, (between(8, 28, N), once(queens(N, Qs)), checksum(Qs, 1, 0, S)), Sums),
    once(queens(20, Q20)),
    findall(x, queens(9, _), All9),
    length(All9, K9),
    format("~w ~w ~w~n", [K9, Q20, Sums]).
