% Serialisation (after the classic "serialise" benchmark): replace each
% character code of a text by its rank among the distinct codes of the
% text, by inserting the codes into an ordered binary tree that shares
% one rank variable per distinct code, numbering the tree in order, and
% reading the ranks back.

serialise(L, R) :-
    pairlists(L, R, A),
    arrange(A, T),
    numbered(T, 1, _).

pairlists([X|L], [Y|R], [pair(X, Y)|A]) :- pairlists(L, R, A).
pairlists([], [], []).

arrange([X|L], tree(T1, X, T2)) :-
    split(L, X, L1, L2),
    arrange(L1, T1),
    arrange(L2, T2).
arrange([], void).

split([X|L], X, L1, L2) :- !, split(L, X, L1, L2).
split([X|L], Y, [X|L1], L2) :- before(X, Y), !, split(L, Y, L1, L2).
split([X|L], Y, L1, [X|L2]) :- before(Y, X), !, split(L, Y, L1, L2).
split([], _, [], []).

before(pair(X1, _), pair(X2, _)) :- X1 < X2.

numbered(tree(T1, pair(_, N1), T2), N0, N) :-
    numbered(T1, N0, N1),
    N2 is N1+1,
    numbered(T2, N2, N).
numbered(void, N, N).

% An atom, not a double-quoted text, so that both systems read the same
% term whatever their double_quotes flag.
text(Cs) :- atom_codes('ABLE WAS I ERE I SAW ELBA, A MAN A PLAN A CANAL PANAMA; SIT ON A POTATO PAN OTIS', Cs).

loop(0, R, R) :- !.
loop(K, _, R) :- text(T), serialise(T, R1), K1 is K-1, loop(K1, R1, R).

bench_main :-
    loop(8000, [], R),
    format("~w~n", [R]).
