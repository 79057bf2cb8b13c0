% A frame older than a choicepoint whose permanent variables were set
% after it: backtracking resets the heap under them, and a collection
% (here one that the big integers' boxes make due) before the code sets
% them again must not follow them (internal/engine/wam/gc.go, clearUnset).

value(0).
value(1).
value(X) :-
    member(E, [60, 200]),
    P is 2^E,
    member(D, [-1, 0, 1]),
    (   X is P+D
    ;   X is -(P+D)
    ).

sums(N, S) :-
    findall(R, (between(1, 200, _), value(X), value(Y), R is X+Y), L),
    length(L, N),
    sum_list(L, S).

walk :-
    (   between(1, 200, _), value(X), value(Y), _ is X+Y, fail
    ;   true
    ).

run :-
    sums(N, S), writeq(N-S), nl,
    walk, writeq(walked), nl.
