% Naive reverse of a 30-element list, the classic LIPS benchmark: each
% nrev30 call is 496 logical inferences.

app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).

nrev([], []).
nrev([H|T], R) :- nrev(T, RT), app(RT, [H], R).

range(N, N, [N]) :- !.
range(I, N, [I|T]) :- I < N, I1 is I+1, range(I1, N, T).

loop(0, _, R, R) :- !.
loop(K, L, _, R) :- nrev(L, R1), K1 is K-1, loop(K1, L, R1, R).

bench_main :-
    range(1, 30, L),
    loop(60000, L, [], R),
    R = [A,B|_], last(R, Z),
    format("~w ~w ~w~n", [A, B, Z]).
