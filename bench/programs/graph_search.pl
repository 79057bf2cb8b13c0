% Graph search over a database of asserted edges, as students write it:
% a random directed graph of 3,000 nodes and 12,000 edges is asserted
% as edge/2 facts; breadth-first search from node 1 keeps the visited
% nodes as asserted facts and the frontier as a list, giving each node
% its distance; then a depth-first search with an explicit visited
% list finds a path between pairs of nodes. The answer is the number of
% nodes reached, the sum of their distances and the lengths of the
% paths found.

:- dynamic(edge/2).
:- dynamic(dist/2).

rand(S0, S, X) :-
    S is (S0 * 1103515245 + 12345) mod 2147483648,
    X is S // 65536.

make_edges(0, _, _) :- !.
make_edges(K, N, S0) :-
    rand(S0, S1, R1),
    rand(S1, S2, R2),
    A is R1 mod N + 1,
    B is R2 mod N + 1,
    assertz(edge(A, B)),
    K1 is K - 1,
    make_edges(K1, N, S2).

% bfs(+Frontier, +Next, +D): the nodes of Frontier are at distance D.
bfs([], [], _) :- !.
bfs([], Next, D) :- !,
    D1 is D + 1,
    bfs(Next, [], D1).
bfs([X|Xs], Next0, D) :-
    D1 is D + 1,
    findall(Y, (edge(X, Y), \+ dist(Y, _)), Ys),
    mark(Ys, D1, Next0, Next),
    bfs(Xs, Next, D).

mark([], _, N, N).
mark([Y|Ys], D, N0, N) :-
    (   dist(Y, _)
    ->  N1 = N0
    ;   assertz(dist(Y, D)),
        N1 = [Y|N0]
    ),
    mark(Ys, D, N1, N).

% path(+A, +B, -Path): a path by depth-first search, at most Max long.
path(A, B, Max, P) :- dfs(A, B, Max, [A], P).

dfs(A, A, _, Seen, P) :- !, reverse(Seen, P).
dfs(A, B, Max, Seen, P) :-
    Max > 0,
    edge(A, C),
    \+ memberchk(C, Seen),
    Max1 is Max - 1,
    dfs(C, B, Max1, [C|Seen], P).

paths(0, _, _, L, L) :- !.
paths(K, N, S0, L0, L) :-
    rand(S0, S1, R),
    B is R mod N + 1,
    (   dist(B, D), D =< 6,
        path(1, B, 7, P)
    ->  length(P, Len), L1 is L0 + Len
    ;   L1 = L0
    ),
    K1 is K - 1,
    paths(K1, N, S1, L1, L).

sum_dist(N, S) :-
    findall(D, dist(_, D), Ds),
    length(Ds, N),
    sum(Ds, 0, S).

sum([], S, S).
sum([X|Xs], S0, S) :- S1 is S0 + X, sum(Xs, S1, S).

round(Reached, Sum, Len) :-
    retractall(edge(_, _)),
    retractall(dist(_, _)),
    make_edges(12000, 3000, 42),
    assertz(dist(1, 0)),
    bfs([1], [], 0),
    sum_dist(Reached, Sum),
    paths(300, 3000, 9, 0, Len).

bench_main :-
    round(R, S, L),
    round(_, _, _),
    round(_, _, _),
    format("~w ~w ~w~n", [R, S, L]).
