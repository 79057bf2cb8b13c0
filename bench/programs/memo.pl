% A memo table and a counter kept in the database with assert/retract,
% as students write them: the length of the Collatz sequence of every
% start below 40,000, each step consulting and extending a dynamic table
% of known lengths (only for values below the limit, to bound it), and a
% counter of table misses updated by retract/assert. The answer is the
% start with the longest sequence, its length, the table's size and the
% counter (over both rounds).

:- dynamic(known/2).
:- dynamic(misses/1).

limit(40000).

misses(0).

bump :-
    retract(misses(N)),
    N1 is N + 1,
    assertz(misses(N1)).

clen(1, 1) :- !.
clen(N, L) :-
    known(N, L), !.
clen(N, L) :-
    bump,
    (   N mod 2 =:= 0
    ->  M is N // 2
    ;   M is 3 * N + 1
    ),
    clen(M, L0),
    L is L0 + 1,
    limit(Max),
    (   N < Max
    ->  assertz(known(N, L))
    ;   true
    ).

longest(N, Max, Best, Best) :- N >= Max, !.
longest(N, Max, B0-L0, Best) :-
    clen(N, L),
    (   L > L0
    ->  B1 = N-L
    ;   B1 = B0-L0
    ),
    N1 is N + 1,
    longest(N1, Max, B1, Best).

round(Start, Len, Size) :-
    limit(Max),
    longest(1, Max, 1-1, Start-Len),
    findall(x, known(_, _), Ks),
    length(Ks, Size),
    retractall(known(_, _)).

% Two rounds, the table emptied in between; the counter runs on.
bench_main :-
    round(_, _, _),
    round(Start, Len, Size),
    misses(M),
    format("~w ~w ~w ~w~n", [Start, Len, Size, M]).
