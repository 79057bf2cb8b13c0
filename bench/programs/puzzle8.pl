% The 8-puzzle by iterative deepening A* (IDA*): tiles 1 to 8 and the
% blank 0 on a 3 x 3 board, held as a list of nine in row order; a move
% slides a tile next to the blank into it. Each iteration is a depth-
% first search bounded by cost plus the Manhattan distance of the tiles
% to their goal squares, recomputed at every node, and the next bound
% is the least value that exceeded this one (each iteration
% returns it). The start positions are random walks
% from the goal; the answer lists the length of the shortest solution
% of each.

goal([1,2,3,4,5,6,7,8,0]).

% adjacent(Blank, Square): squares 0..8 next to each other.
adjacent(0, 1). adjacent(0, 3).
adjacent(1, 0). adjacent(1, 2). adjacent(1, 4).
adjacent(2, 1). adjacent(2, 5).
adjacent(3, 0). adjacent(3, 4). adjacent(3, 6).
adjacent(4, 1). adjacent(4, 3). adjacent(4, 5). adjacent(4, 7).
adjacent(5, 2). adjacent(5, 4). adjacent(5, 8).
adjacent(6, 3). adjacent(6, 7).
adjacent(7, 4). adjacent(7, 6). adjacent(7, 8).
adjacent(8, 5). adjacent(8, 7).

% manhattan(+Board, -H): the sum of the tiles' distances to their goal.
manhattan(B, H) :- manhattan(B, 0, 0, H).

manhattan([], _, H, H).
manhattan([T|Ts], I, H0, H) :-
    (   T =:= 0
    ->  H1 = H0
    ;   G is T - 1,
        D is abs(I // 3 - G // 3) + abs(I mod 3 - G mod 3),
        H1 is H0 + D
    ),
    I1 is I + 1,
    manhattan(Ts, I1, H1, H).

% swap(+Board, +I, +J, -Board1): the blank at I and the tile at J swapped.
swap(B, I, J, B1) :-
    nth_of(J, B, T),
    replace(B, 0, I, J, T, B1).

replace([], _, _, _, _, []).
replace([X|Xs], K, I, J, T, [Y|Ys]) :-
    (   K =:= I -> Y = T
    ;   K =:= J -> Y = 0
    ;   Y = X
    ),
    K1 is K + 1,
    replace(Xs, K1, I, J, T, Ys).

nth_of(0, [X|_], X) :- !.
nth_of(N, [_|T], X) :- N1 is N - 1, nth_of(N1, T, X).

% dfs(+Board, +Blank, +Prev, +G, +Bound, -Result): Result is found(G)
% or next(Min), the least f over the bound (inf when there is none).
dfs(B, Blank, Prev, G, Bound, R) :-
    manhattan(B, H),
    F is G + H,
    (   F > Bound
    ->  R = next(F)
    ;   H =:= 0
    ->  R = found(G)
    ;   findall(J, (adjacent(Blank, J), J =\= Prev), Js),
        G1 is G + 1,
        children(Js, B, Blank, G1, Bound, 1000000, R)
    ).

children([], _, _, _, _, Min, next(Min)).
children([J|Js], B, Blank, G, Bound, Min0, R) :-
    swap(B, Blank, J, B1),
    dfs(B1, J, Blank, G, Bound, R1),
    (   R1 = found(_)
    ->  R = R1
    ;   R1 = next(M),
        Min is min(Min0, M),
        children(Js, B, Blank, G, Bound, Min, R)
    ).

blank(B, I) :- blank(B, 0, I).
blank([0|_], I, I) :- !.
blank([_|T], I0, I) :- I1 is I0 + 1, blank(T, I1, I).

ida(B, Len) :-
    manhattan(B, H),
    blank(B, I),
    ida(B, I, H, Len).

ida(B, I, Bound, Len) :-
    dfs(B, I, -1, 0, Bound, R),
    (   R = found(Len)
    ->  true
    ;   R = next(Bound1),
        ida(B, I, Bound1, Len)
    ).

% scramble(+K, +S0, +Board0, +Blank0, +Prev, -Board): K random moves
% from Board0, never undoing the last one, by a linear congruential
% generator, so every start is solvable.
scramble(0, _, B, _, _, B) :- !.
scramble(K, S0, B0, I, Prev, B) :-
    findall(J, (adjacent(I, J), J =\= Prev), Js),
    length(Js, N),
    S is (S0 * 1103515245 + 12345) mod 2147483648,
    P is (S // 65536) mod N,
    nth_of(P, Js, J),
    swap(B0, I, J, B1),
    K1 is K - 1,
    scramble(K1, S, B1, J, I, B).

start(B) :-
    goal(G),
    between(1, 40, Seed),
    scramble(400, Seed, G, 8, -1, B).

bench_main :-
    findall(L, (start(B), ida(B, L)), Ls),
    format("~w~n", [Ls]).
