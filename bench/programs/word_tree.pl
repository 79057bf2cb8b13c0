% A dictionary of atoms in an unbalanced binary search tree, as the
% textbooks build one: 60,000 pseudo-random words of two to six
% letters are made with atom_codes/2, and each is looked up and counted
% in a tree ordered by compare/3 (t(Key, Count, Left, Right), rebuilt
% on the path to the key). The tree is then walked in order to a list
% of Word-Count pairs, the words of the most frequent count are found,
% and a second tree of the words reversed is built from the list. The
% answer is the number of distinct words, the largest count, the first
% word in order and the first word of the reversed tree.

rand(S0, S, X) :-
    S is (S0 * 1103515245 + 12345) mod 2147483648,
    X is S // 65536.

word(S0, S, W) :-
    rand(S0, S1, R),
    L is R mod 5 + 2,
    letters(L, S1, S, Cs),
    atom_codes(W, Cs).

letters(0, S, S, []) :- !.
letters(N, S0, S, [C|Cs]) :-
    rand(S0, S1, R),
    C is 0'a + R mod 7,
    N1 is N - 1,
    letters(N1, S1, S, Cs).

insert(nil, K, t(K, 1, nil, nil)).
insert(t(K0, C0, L0, R0), K, T) :-
    compare(O, K, K0),
    insert(O, K, K0, C0, L0, R0, T).

insert(=, _, K0, C0, L, R, t(K0, C, L, R)) :- C is C0 + 1.
insert(<, K, K0, C, L0, R, t(K0, C, L, R)) :- insert(L0, K, L).
insert(>, K, K0, C, L, R0, t(K0, C, L, R)) :- insert(R0, K, R).

build(0, _, T, T) :- !.
build(N, S0, T0, T) :-
    word(S0, S1, W),
    insert(T0, W, T1),
    N1 is N - 1,
    build(N1, S1, T1, T).

to_list(nil, L, L).
to_list(t(K, C, L, R), Acc0, Acc) :-
    to_list(R, Acc0, Acc1),
    to_list(L, [K-C|Acc1], Acc).

max_count([], M, M).
max_count([_-C|T], M0, M) :- ( C > M0 -> M1 = C ; M1 = M0 ), max_count(T, M1, M).

reversed([], T, T).
reversed([W-_|Ws], T0, T) :-
    atom_codes(W, Cs),
    reverse(Cs, Rs),
    atom_codes(RW, Rs),
    insert(T0, RW, T1),
    reversed(Ws, T1, T).

leftmost(t(K, _, nil, _), K) :- !.
leftmost(t(_, _, L, _), K) :- leftmost(L, K).

bench_main :-
    build(60000, 5, nil, T),
    to_list(T, [], Ps),
    length(Ps, N),
    max_count(Ps, 0, M),
    Ps = [First-_|_],
    reversed(Ps, nil, RT),
    leftmost(RT, RF),
    format("~w ~w ~w ~w~n", [N, M, First, RF]).
