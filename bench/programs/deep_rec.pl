% Deep non-tail recursion, as students write it: a list of 1,000,000
% integers built by a predicate that recurses before it conses, then its
% length and sum by the textbook definitions that do the arithmetic after
% the recursive call. Each of the three walks holds a million frames at
% its deepest.

build(0, []) :- !.
build(N, L) :-
    N1 is N - 1,
    build(N1, L0),
    L = [N|L0].

len([], 0).
len([_|T], N) :-
    len(T, N0),
    N is N0 + 1.

sum([], 0).
sum([X|Xs], S) :-
    sum(Xs, S0),
    S is S0 + X.

round(N, Len, Sum) :-
    build(N, L),
    len(L, Len),
    sum(L, Sum).

rounds(0, _, R, R) :- !.
rounds(K, N, _, R) :-
    round(N, Len, Sum),
    K1 is K - 1,
    rounds(K1, N, Len-Sum, R).

bench_main :-
    rounds(1, 1000000, none, Len-Sum),
    format("~w ~w~n", [Len, Sum]).
