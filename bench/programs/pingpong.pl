% Tabled mutual recursion, after the pingpong benchmark of the tabling
% literature: two predicates that call each other through a cyclic
% graph, ping for the nodes at an odd number of edges from the start and
% pong for those at an even number (at least two), which loop forever
% under plain SLD resolution and terminate under tabling. The graph has
% N nodes, an edge from X to X+1 and to 3X+1 modulo N. The answer counts
% the answers of ping and pong from every start and sums a checksum of
% them.

:- table ping/2, pong/2.

size(400).

edge(X, Y) :- size(N), Y is (X + 1) mod N.
edge(X, Y) :- size(N), Y is (3 * X + 1) mod N.

ping(X, Y) :- edge(X, Y).
ping(X, Y) :- edge(X, Z), pong(Z, Y).

pong(X, Y) :- edge(X, Z), ping(Z, Y).

count_from(X, P, Q, C) :-
    findall(Y, ping(X, Y), Ys), length(Ys, P),
    findall(Y, pong(X, Y), Zs), length(Zs, Q),
    sum_list(Ys, S1), sum_list(Zs, S2),
    C is (S1 * 3 + S2) mod 1000003.

totals(X, N, P, Q, C, P, Q, C) :- X >= N, !.
totals(X, N, P0, Q0, C0, P, Q, C) :-
    count_from(X, P1, Q1, C1),
    P2 is P0 + P1, Q2 is Q0 + Q1, C2 is (C0 + C1) mod 1000003,
    X1 is X + 1,
    totals(X1, N, P2, Q2, C2, P, Q, C).

bench_main :-
    size(N),
    totals(0, N, 0, 0, 0, P, Q, C),
    format("~w ~w ~w~n", [P, Q, C]).
