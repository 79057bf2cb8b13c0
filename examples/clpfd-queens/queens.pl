/*  N-queens with library(clpfd): the classic formulation, labeled with
    first-fail. main/0 prints the first solution for N = 8, 20, 50, 100.
*/

:- use_module(library(clpfd)).

n_queens(N, Qs) :-
    length(Qs, N),
    Qs ins 1..N,
    safe_queens(Qs).

safe_queens([]).
safe_queens([Q|Qs]) :-
    safe_queens(Qs, Q, 1),
    safe_queens(Qs).

safe_queens([], _, _).
safe_queens([Q|Qs], Q0, D0) :-
    Q0 #\= Q,
    abs(Q0 - Q) #\= D0,
    D1 #= D0 + 1,
    safe_queens(Qs, Q0, D1).

queens(N, Qs) :-
    n_queens(N, Qs),
    labeling([ff], Qs).

main :-
    forall(member(N, [8, 20, 50, 100]),
           ( queens(N, Qs) -> format("~w: ~w~n", [N, Qs]) ; format("~w: none~n", [N]) )).
