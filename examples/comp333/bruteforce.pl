/*  COMP 333, N Queens in Prolog, solution search #1: permutations of a
    list of unique values, checked by brute force.

    A board is a list of row positions: the index of an element is its
    column, its value the row of that column's queen, both from 0.

    ?- bruteforce(Y).          the 92 solutions for N = 8, one at a time.
    ?- bruteforce(N, Y).       the same for any N, every column pair checked
                               by a counter instead of being listed.
*/

% nc(+L, +A, +B): the queens of columns A and B of L do not attack each
% other (0 =< A < B < length(L)). Not recursive, no special cases.
nc(L, A, B) :-
    nth0(A, L, RA),
    nth0(B, L, RB),
    RA =\= RB,
    abs(RA - RB) =\= B - A.

bruteforce(Y) :-
    permutation([0,1,2,3,4,5,6,7], Y), % let permutation/2 find a potential solution Y
    nc(Y,0,1),                         % check Y for conflicts for all column pairs
    nc(Y,0,2),nc(Y,1,2),
    nc(Y,0,3),nc(Y,1,3),nc(Y,2,3),
    nc(Y,0,4),nc(Y,1,4),nc(Y,2,4),nc(Y,3,4),
    nc(Y,0,5),nc(Y,1,5),nc(Y,2,5),nc(Y,3,5),nc(Y,4,5),
    nc(Y,0,6),nc(Y,1,6),nc(Y,2,6),nc(Y,3,6),nc(Y,4,6),nc(Y,5,6),
    nc(Y,0,7),nc(Y,1,7),nc(Y,2,7),nc(Y,3,7),nc(Y,4,7),nc(Y,5,7),nc(Y,6,7).

% positions(+N, -L): L = [0, 1, ..., N-1].
positions(N, L) :-
    NM1 is N - 1,
    numlist(0, NM1, L).

% bruteforce(+N, -Y): Y is a permutation of 0..N-1 with no conflicts.
bruteforce(N, Y) :-
    positions(N, L),
    permutation(L, Y),
    \+ conflict(N, Y).

% conflict(+N, +Y): some column pair A < B of Y has a conflict.
conflict(N, Y) :-
    NM1 is N - 1,
    between(1, NM1, B),
    BM1 is B - 1,
    between(0, BM1, A),
    \+ nc(Y, A, B).
