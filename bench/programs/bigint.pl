% Big-integer arithmetic: factorials up to 3000! computed by a loop,
% several times, and a digit sum of the last one.

fact(0, F, F) :- !.
fact(N, F0, F) :- F1 is F0*N, N1 is N-1, fact(N1, F1, F).

loop(0, R, R) :- !.
loop(K, _, R) :- fact(3000, 1, R1), K1 is K-1, loop(K1, R1, R).

digits(0, S, S) :- !.
digits(N, S0, S) :- D is N mod 10, S1 is S0+D, N1 is N // 10, digits(N1, S1, S).

bench_main :-
    loop(60, 0, F),
    digits(F, 0, DS),
    number_codes(F, Cs), length(Cs, Len),
    M is F mod 1000000007,
    format("~w ~w ~w~n", [Len, DS, M]).
