% Peg solitaire on the triangular board of 15 holes (the "Cracker
% Barrel" puzzle): holes numbered 1 to 15 row by row, a move jumps a
% peg over a neighbour in a straight line into an empty hole and
% removes the neighbour. Starting with hole 1 empty, the search counts
% every sequence of 8 moves, and the sequences of 7 moves that leave a
% peg in hole 1 (the 13 moves to a single peg are a minute of search). The board is a list of 15 atoms; the
% moves are a table of facts, so the search is clause selection on
% small integers, list replacement and deep backtracking.

% line(A, B, C): three holes in a straight line, each next to the next.
line(1, 2, 4).   line(1, 3, 6).
line(2, 4, 7).   line(2, 5, 9).
line(3, 5, 8).   line(3, 6, 10).
line(4, 5, 6).   line(4, 7, 11).  line(4, 8, 13).
line(5, 8, 12).  line(5, 9, 14).
line(6, 9, 13).  line(6, 10, 15).
line(7, 8, 9).   line(8, 9, 10).
line(11, 12, 13). line(12, 13, 14). line(13, 14, 15).

% jump(From, Over, To): a move in either direction along a line.
jump(A, B, C) :- line(A, B, C).
jump(C, B, A) :- line(A, B, C).

% nth_of(+I, +List, -X)
nth_of(1, [X|_], X) :- !.
nth_of(I, [_|T], X) :- I1 is I - 1, nth_of(I1, T, X).

% set(+I, +List, +X, -List1)
set(1, [_|T], X, [X|T]) :- !.
set(I, [H|T], X, [H|T1]) :- I1 is I - 1, set(I1, T, X, T1).

move(B0, B) :-
    jump(F, O, T),
    nth_of(F, B0, p),
    nth_of(O, B0, p),
    nth_of(T, B0, o),
    set(F, B0, o, B1),
    set(O, B1, o, B2),
    set(T, B2, p, B).

% solve(+Moves, +Board, -Final)
solve(0, B, B).
solve(N, B0, B) :-
    N > 0,
    move(B0, B1),
    N1 is N - 1,
    solve(N1, B1, B).

count(Goal, N) :-
    findall(x, Goal, L),
    length(L, N).

bench_main :-
    Start = [o,p,p,p,p,p,p,p,p,p,p,p,p,p,p],
    count(solve(8, Start, _), All),
    count(solve(7, Start, [p|_]), Home),
    format("~w ~w~n", [All, Home]).
