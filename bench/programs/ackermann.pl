% Ackermann's function by its textbook definition: doubly recursive,
% non-tail, with integer arithmetic in every clause and first-argument
% selection between a zero and a non-zero argument by comparison, not
% by the index. ack(3, N) makes about 4^(N+1) calls, so the round below
% is some five million calls.

ack(0, N, R) :- !, R is N + 1.
ack(M, 0, R) :- !, M1 is M - 1, ack(M1, 1, R).
ack(M, N, R) :-
    M1 is M - 1,
    N1 is N - 1,
    ack(M, N1, R1),
    ack(M1, R1, R).

acks(N, N, Acc, Acc) :- !.
acks(I, N, Acc0, Acc) :-
    ack(2, I, R),
    Acc1 is Acc0 + R,
    I1 is I + 1,
    acks(I1, N, Acc1, Acc).

bench_main :-
    ack(3, 8, A),
    acks(0, 400, 0, S),
    format("~w ~w~n", [A, S]).
