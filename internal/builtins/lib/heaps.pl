/*  library(heaps) of SWI-Prolog 9: priority queues as pairing heaps,
    heap(Tree, Size), Tree nil or t(Key, Priority, SubTrees), priorities
    compared in the standard order of terms.

    Written for goprolog from SWI-Prolog's documentation and observed
    behaviour (the trees it builds, which a program may print). Internal
    helpers start with '$heap_'.
*/

empty_heap(heap(nil, 0)).

singleton_heap(heap(t(Key, Priority, []), 1), Priority, Key).

add_to_heap(heap(Q0, M), Priority, Key, heap(Q, N)) :-
    '$heap_meld'(Q0, t(Key, Priority, []), Q),
    N is M + 1.

get_from_heap(heap(t(Key, Priority, Sub), M), Priority, Key, heap(Q, N)) :-
    '$heap_pairing'(Sub, Q),
    N is M - 1.

delete_from_heap(Q0, Priority, Key, Q) :-
    get_from_heap(Q0, P0, K0, Q1),
    (   P0-K0 = Priority-Key
    ->  Q = Q1
    ;   delete_from_heap(Q1, Priority, Key, Q2),
        add_to_heap(Q2, P0, K0, Q)
    ).

heap_size(heap(_, N), N).

heap_to_list(Q, L) :-
    '$heap_to_list'(Q, L).

'$heap_to_list'(heap(nil, 0), []) :-
    !.
'$heap_to_list'(Q0, [P-K|L]) :-
    get_from_heap(Q0, P, K, Q),
    '$heap_to_list'(Q, L).

is_heap(V) :-
    var(V),
    !,
    fail.
is_heap(heap(Q, N)) :-
    integer(N),
    nonvar(Q),
    (   Q == nil
    ->  N == 0
    ;   N > 0,
        Q = t(_, MinP, Sub),
        '$heap_are_pairing'(Sub, MinP)
    ).

'$heap_are_pairing'(V, _) :-
    var(V),
    !,
    fail.
'$heap_are_pairing'([], _).
'$heap_are_pairing'([Q|Qs], MinP) :-
    nonvar(Q),
    Q = t(_, P, Sub),
    MinP @=< P,
    '$heap_are_pairing'(Sub, P),
    '$heap_are_pairing'(Qs, MinP).

list_to_heap(Pairs, Q) :-
    empty_heap(Empty),
    '$heap_add_pairs'(Pairs, Empty, Q).

'$heap_add_pairs'([], Q, Q).
'$heap_add_pairs'([P-K|Ps], Q0, Q) :-
    add_to_heap(Q0, P, K, Q1),
    '$heap_add_pairs'(Ps, Q1, Q).

min_of_heap(heap(t(Key, Priority, _), _), Priority, Key).

min_of_heap(Q, Px, X, Py, Y) :-
    get_from_heap(Q, Px, X, Q0),
    min_of_heap(Q0, Py, Y).

merge_heaps(heap(L, K), heap(R, M), heap(Q, N)) :-
    '$heap_meld'(L, R, Q),
    N is K + M.

'$heap_meld'(nil, Q, Q) :-
    !.
'$heap_meld'(Q, nil, Q) :-
    !.
'$heap_meld'(L, R, Q) :-
    L = t(X, Px, SubL),
    R = t(Y, Py, SubR),
    (   Px @< Py
    ->  Q = t(X, Px, [R|SubL])
    ;   Q = t(Y, Py, [L|SubR])
    ).

'$heap_pairing'([], nil).
'$heap_pairing'([Q], Q) :-
    !.
'$heap_pairing'([Q0, Q1|Qs], Q) :-
    '$heap_meld'(Q0, Q1, Q2),
    '$heap_pairing'(Qs, Q3),
    '$heap_meld'(Q2, Q3, Q).
