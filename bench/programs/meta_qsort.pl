% A meta-interpreter running quicksort (after the classic meta_qsort
% benchmark): solve/1 interprets conjunctions, arithmetic comparisons and
% user clauses read with clause/2, and runs a partition-based quicksort
% with difference lists on a fixed list of 50 integers.

:- dynamic qsort/3, partition/4.

solve(true) :- !.
solve((A, B)) :- !, solve(A), solve(B).
solve(X =< Y) :- !, X =< Y.
solve(X > Y) :- !, X > Y.
solve(H) :- clause(H, B), solve(B).

qsort([X|L], R, R0) :-
    partition(L, X, L1, L2),
    qsort(L2, R1, R0),
    qsort(L1, R, [X|R1]).
qsort([], R, R).

partition([X|L], Y, [X|L1], L2) :- X =< Y, partition(L, Y, L1, L2).
partition([X|L], Y, L1, [X|L2]) :- X > Y, partition(L, Y, L1, L2).
partition([], _, [], []).

data([27,74,17,33,94,18,46,83,65, 2,
      32,53,28,85,99,47,28,82, 6,11,
      55,29,39,81,90,37,10, 0,66,51,
       7,21,85,27,31,63,75, 4,95,99,
      11,28,61,74,18,92,40,53,59, 8]).

loop(0, S, S) :- !.
loop(K, _, S) :- data(L), once(solve(qsort(L, S1, []))), K1 is K-1, loop(K1, S1, S).

bench_main :-
    loop(2000, [], S),
    format("~w~n", [S]).
