/*  Eight queens, program 3 (I. Bratko, Prolog Programming for Artificial
    Intelligence, listing 4.4, from the Russian edition's text repaired
    from its OCR damage): each queen has four coordinates, x (column),
    y (row), u = x - y (upward diagonal) and v = x + y (downward
    diagonal); placing a queen deletes its y, u and v from their domains,
    so that no two queens share any of them.

    ?- solution(S).        eight queens.
    ?- solution(12, S).    S = [1,3,5,8,10,12,6,11,2,7,9,4]
*/

% solution(Ylist): Ylist is the list of Y coordinates of eight queens
% that do not attack each other.
solution(Ylist) :-
    sol(Ylist,                                      % Y coordinates of the queens
        [1,2,3,4,5,6,7,8],                          % domain of X coordinates
        [1,2,3,4,5,6,7,8],                          % domain of Y coordinates
        [-7,-6,-5,-4,-3,-2,-1,0,1,2,3,4,5,6,7],     % upward diagonals
        [2,3,4,5,6,7,8,9,10,11,12,13,14,15,16]).    % downward diagonals

sol([], [], _Dy, _Du, _Dv).
sol([Y|Ylist], [X|Dx1], Dy, Du, Dv) :-
    del(Y, Dy, Dy1),            % choose a Y coordinate
    U is X-Y,                   % its upward diagonal
    del(U, Du, Du1),            % remove it
    V is X+Y,                   % its downward diagonal
    del(V, Dv, Dv1),            % remove it
    sol(Ylist, Dx1, Dy1, Du1, Dv1).  % use the remaining values

del(Item, [Item|List], List).
del(Item, [First|List], [First|List1]) :-
    del(Item, List, List1).

% gen(N1, N2, List): List = [N1, N1+1, ..., N2].
gen(N, N, [N]).
gen(N1, N2, [N1|List]) :-
    N1 < N2,
    M is N1 + 1,
    gen(M, N2, List).

% solution(N, S): S is the list of Y coordinates of N queens on an N x N
% board.
solution(N, S) :-
    gen(1, N, Dxy),             % Dxy: domain of X and Y
    Nu1 is 1 - N, Nu2 is N - 1,
    gen(Nu1, Nu2, Du),
    Nv2 is N + N,
    gen(2, Nv2, Dv),
    sol(S, Dxy, Dxy, Du, Dv).
