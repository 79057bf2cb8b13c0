% All solutions of 10 queens by select/3 from the remaining columns,
% testing each new queen against the placed ones.

queens(N, Qs) :-
    numlist(1, N, Ns),
    place(Ns, [], Qs).

place([], Qs, Qs).
place(Unplaced, Safe, Qs) :-
    select(Q, Unplaced, Rest),
    no_attack(Q, Safe, 1),
    place(Rest, [Q|Safe], Qs).

no_attack(_, [], _).
no_attack(Q, [Q1|Qs], D) :-
    Q =\= Q1 + D,
    Q =\= Q1 - D,
    D1 is D+1,
    no_attack(Q, Qs, D1).

bench_main :-
    loop(5, [], L),
    length(L, N),
    L = [F|_], last(L, Z),
    format("~w ~w ~w~n", [N, F, Z]).

loop(0, L, L) :- !.
loop(K, _, L) :- findall(Q, queens(10, Q), L1), K1 is K-1, loop(K1, L1, L).
