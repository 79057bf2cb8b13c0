% Coroutining: all solutions of 10 queens whose safety checks are
% suspended with freeze/2 until both queens' rows are bound, and of 9
% queens whose columns are kept apart with dif/2, as programs written for
% SWI-Prolog's library(coroutine) do.

queens(N, Qs) :-
    length(Qs, N),
    constrain(Qs),
    numlist(1, N, Ns),
    place(Qs, Ns).

constrain([]).
constrain([Q|Qs]) :-
    safe(Qs, Q, 1),
    constrain(Qs).

safe([], _, _).
safe([Q|Qs], Q0, D) :-
    freeze(Q, freeze(Q0, no_attack(Q0, Q, D))),
    D1 is D + 1,
    safe(Qs, Q0, D1).

no_attack(A, B, D) :-
    A =\= B,
    A - B =\= D,
    B - A =\= D.

place([], _).
place([Q|Qs], Ns) :-
    select(Q, Ns, Rest),
    place(Qs, Rest).

dif_queens(N, Qs) :-
    length(Qs, N),
    numlist(1, N, Ns),
    dif_place(Qs, Ns, []).

dif_place([], _, _).
dif_place([Q|Qs], Ns, Placed) :-
    select(Q, Ns, Rest),
    apart(Placed, Q, 1),
    dif_place(Qs, Rest, [Q|Placed]).

apart([], _, _).
apart([P|Ps], Q, D) :-
    dif(P, Q),
    P - Q =\= D,
    Q - P =\= D,
    D1 is D + 1,
    apart(Ps, Q, D1).

bench_main :-
    findall(Q, queens(10, Q), L1),
    length(L1, C1),
    findall(Q, dif_queens(9, Q), L2),
    length(L2, C2),
    L1 = [F|_],
    format("~w ~w ~w~n", [C1, C2, F]).
