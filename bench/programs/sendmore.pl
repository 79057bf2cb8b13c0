% SEND+MORE=MONEY by generate and test: the eight letters take distinct
% digits chosen by select/3 (a partial permutation of 0..9); all
% solutions are collected.

digit_pick([], _).
digit_pick([X|Xs], Ds) :- select(X, Ds, Rest), digit_pick(Xs, Rest).

solve([S,E,N,D,M,O,R,Y]) :-
    digit_pick([S,E,N,D,M,O,R,Y], [0,1,2,3,4,5,6,7,8,9]),
    S =\= 0, M =\= 0,
    1000*S + 100*E + 10*N + D + 1000*M + 100*O + 10*R + E =:=
        10000*M + 1000*O + 100*N + 10*E + Y.

bench_main :-
    findall(L, solve(L), Sols),
    length(Sols, K),
    Sols = [[S,E,N,D,M,O,R,Y]|_],
    format("~w ~w~w~w~w+~w~w~w~w=~w~w~w~w~w~n", [K, S,E,N,D, M,O,R,E, M,O,N,E,Y]).
