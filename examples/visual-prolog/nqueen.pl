/*  N-queen puzzle: the generate-and-test program of the Visual Prolog wiki
    ("N-queen puzzle", revision of 9 November 2008 by Thomas Linder Puls),
    ported to standard Prolog with the same algorithm and output.

    Visual Prolog's functions become predicates with the result as the
    last argument; its class fact count becomes a global variable
    (nb_setval/2); "foreach ... do if ... then ... end if end foreach"
    becomes a failure-driven forall/2.

    ?- nqueen(7).   prints 40 lines "Solution: [...]" and then
    "Found 40 solutions to the 7-queen problem".
*/

nqueen(N) :-
    nb_setval(count, 0),
    numlist(1, N, InitBoard),
    forall(( permute_nd(InitBoard, B), isSolution(B) ),
           ( format("Solution: ~w~n", [B]),
             nb_getval(count, C0),
             C is C0 + 1,
             nb_setval(count, C)
           )),
    nb_getval(count, Count),
    format("Found ~w solutions to the ~w-queen problem~n", [Count, N]).

% permute_nd(+List, -Permutation): all permutations, by inserting the first
% element at every place of every permutation of the rest.
permute_nd([], []).
permute_nd([H|T], P) :-
    permute_nd(T, P1),
    insert_nd(H, P1, P).

% insert_nd(+X, +List, -Bigger): X inserted at every place of List.
insert_nd(X, L, [X|L]).
insert_nd(X, [Y|L], [Y|L1]) :-
    insert_nd(X, L, L1).

% isSolution(+Board): no two queens on a diagonal (rows and columns are
% distinct by construction).
isSolution([]).
isSolution([Q|QL]) :-
    cannotHit(Q, 1, QL),
    isSolution(QL).

% cannotHit(+Q, +DistX, +QL): the queen in column Q cannot hit the queens
% of QL, the first of which is DistX rows away.
cannotHit(_Q, _Dist, []).
cannotHit(Q, DistX, [QDistX|QL]) :-
    DistY is abs(Q - QDistX),
    DistX =\= DistY,
    DistX1 is DistX + 1,
    cannotHit(Q, DistX1, QL).
