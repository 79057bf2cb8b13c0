/*  library(rbtrees) of the system library, with SWI-Prolog 9 semantics:
    red-black trees (Cormen, Leiserson, Rivest and Stein, "Introduction
    to Algorithms", chapter 13) mapping keys, in the standard order of
    terms, to values.

    Written for goprolog from SWI-Prolog's documentation and observed
    behaviour. The representation is SWI-Prolog's, so that printed trees
    are the same: a tree is t(Nil, Root), where Nil is the one leaf
    black('', _, _, '') that every empty subtree of the tree shares and
    a node is black(Left, Key, Value, Right) or red(Left, Key, Value,
    Right). Insertion is the textbook one (a red-red violation is
    repaired by recolouring when the uncle is red and by one or two
    rotations when it is black, and the root is black), and
    ord_list_to_rbtree/2 builds the tree of minimal height with the
    left half the smaller and the deepest level red, so that the same
    operations give the same trees. rb_map/2,3 visit a node before its
    subtrees, rb_fold/4 in order of keys, as SWI-Prolog does. A deletion
    builds the tree again from the pairs that remain (as
    ord_list_to_rbtree/2 does): its answers are SWI-Prolog's, its trees
    may be shaped otherwise, and it takes time linear in the size of
    the tree. Where SWI-Prolog 9 raises existence_error(matching_rule, _)
    for an argument that is no tree (its predicates are
    single-sided-unification rules) the same error term is raised here.
    Internal helpers start with '$rb_'.
*/

'$rb_no_rule'(Goal, PI) :-
    throw(error(existence_error(matching_rule, rbtrees:Goal),
                context(rbtrees:PI, _))).

%   '$rb_tree'(+T, -Nil, -Root, +Goal, +PI): T is t(Nil, Root); any other
%   term, a variable included, raises Goal's matching_rule error.

'$rb_tree'(T, Nil, Root, Goal, PI) :-
    (   nonvar(T), T = t(Nil, Root)
    ->  true
    ;   '$rb_no_rule'(Goal, PI)
    ).

'$rb_nil'(T) :-
    arg(1, T, L),
    L == ''.

rb_new(T) :-
    (   T = t(Nil, Nil), Nil = black('', _, _, '')
    ->  true
    ;   throw(error(determinism_error(rbtrees:rb_new/1, det, fail, property),
                    context(rbtrees:rb_new/1, _)))
    ).

rb_empty(t(Nil, Nil)) :-
    Nil = black('', _, _, '').

%   rb_lookup(+Key, -Value, +Tree)

rb_lookup(Key, Value, T) :-
    '$rb_tree'(T, _, Root, rb_lookup(Key, Value, T), rb_lookup/3),
    '$rb_lookup'(Key, Value, Root).

'$rb_lookup'(Key, Value, Node) :-
    \+ '$rb_nil'(Node),
    arg(2, Node, K),
    compare(Order, K, Key),
    '$rb_lookup'(Order, Key, Value, Node).

'$rb_lookup'(=, _, Value, Node) :-
    arg(3, Node, Value).
'$rb_lookup'(>, Key, Value, Node) :-
    arg(1, Node, L),
    '$rb_lookup'(Key, Value, L).
'$rb_lookup'(<, Key, Value, Node) :-
    arg(4, Node, R),
    '$rb_lookup'(Key, Value, R).

%   rb_in(?Key, ?Value, +Tree): the pairs in order of keys, or the one of
%   a bound Key.

rb_in(Key, Value, T) :-
    '$rb_tree'(T, _, Root, rb_in(Key, Value, T), rb_in/3),
    (   var(Key)
    ->  '$rb_enum'(Root, Key, Value)
    ;   '$rb_lookup'(Key, Value, Root)
    ).

'$rb_enum'(Node, Key, Value) :-
    \+ '$rb_nil'(Node),
    Node =.. [_, L, K, V, R],
    (   '$rb_enum'(L, Key, Value)
    ;   Key = K, Value = V
    ;   '$rb_enum'(R, Key, Value)
    ).

%   rb_insert(+T0, +Key, ?Value, -T): the value of a key already in T0 is
%   replaced.

rb_insert(T0, Key, Value, T) :-
    '$rb_tree'(T0, Nil, Root0, rb_insert(T0, Key, Value, T), rb_insert/4),
    '$rb_insert'(Root0, Key, Value, Nil, replace, Root1),
    '$rb_black_root'(Root1, Root),
    T = t(Nil, Root).

%   rb_insert_new(+T0, +Key, ?Value, -T): fails when Key is in T0.

rb_insert_new(T0, Key, Value, T) :-
    '$rb_tree'(T0, Nil, Root0, rb_insert_new(T0, Key, Value, T), rb_insert_new/4),
    '$rb_insert'(Root0, Key, Value, Nil, new, Root1),
    '$rb_black_root'(Root1, Root),
    T = t(Nil, Root).

'$rb_black_root'(red(L, K, V, R), black(L, K, V, R)) :- !.
'$rb_black_root'(T, T).

'$rb_insert'(Node, Key, Value, Nil, _, New) :-
    '$rb_nil'(Node),
    !,
    New = red(Nil, Key, Value, Nil).
'$rb_insert'(Node, Key, Value, Nil, Mode, New) :-
    Node =.. [Colour, L, K, V, R],
    compare(Order, K, Key),
    '$rb_insert'(Order, Colour, L, K, V, R, Key, Value, Nil, Mode, New).

'$rb_insert'(=, Colour, L, K, _, R, _, Value, _, replace, New) :-
    New =.. [Colour, L, K, Value, R].
'$rb_insert'(>, Colour, L, K, V, R, Key, Value, Nil, Mode, New) :-
    '$rb_insert'(L, Key, Value, Nil, Mode, L1),
    '$rb_fix_left'(Colour, L1, K, V, R, New).
'$rb_insert'(<, Colour, L, K, V, R, Key, Value, Nil, Mode, New) :-
    '$rb_insert'(R, Key, Value, Nil, Mode, R1),
    '$rb_fix_right'(Colour, L, K, V, R1, New).

%   '$rb_fix_left'(+Colour, +L, +K, +V, +R, -Node): the node Colour(L, K,
%   V, R) whose left subtree L has just had a key inserted; a black node
%   repairs a red L with a red child, which a red node passes up.

'$rb_fix_left'(red, L, K, V, R, red(L, K, V, R)).
'$rb_fix_left'(black, L, K, V, R, New) :-
    (   L = red(A, LK, LV, B), ( A = red(_, _, _, _) ; B = red(_, _, _, _) )
    ->  (   R = red(RL, RK, RV, RR)
        ->  New = red(black(A, LK, LV, B), K, V, black(RL, RK, RV, RR))
        ;   A = red(_, _, _, _)
        ->  New = black(A, LK, LV, red(B, K, V, R))
        ;   B = red(B1, BK, BV, B2),
            New = black(red(A, LK, LV, B1), BK, BV, red(B2, K, V, R))
        )
    ;   New = black(L, K, V, R)
    ).

'$rb_fix_right'(red, L, K, V, R, red(L, K, V, R)).
'$rb_fix_right'(black, L, K, V, R, New) :-
    (   R = red(A, RK, RV, B), ( A = red(_, _, _, _) ; B = red(_, _, _, _) )
    ->  (   L = red(LL, LK, LV, LR)
        ->  New = red(black(LL, LK, LV, LR), K, V, black(A, RK, RV, B))
        ;   B = red(_, _, _, _)
        ->  New = black(red(L, K, V, A), RK, RV, B)
        ;   A = red(A1, AK, AV, A2),
            New = black(red(L, K, V, A1), AK, AV, red(A2, RK, RV, B))
        )
    ;   New = black(L, K, V, R)
    ).

%   rb_update(+T0, +Key, ?NewValue, -T), rb_update(+T0, +Key, -OldValue,
%   ?NewValue, -T) and rb_apply(+T0, +Key, :Goal, -T): fail when Key is
%   not in T0.

rb_update(T0, Key, NewValue, T) :-
    '$rb_tree'(T0, Nil, Root0, rb_update(T0, Key, NewValue, T), rb_update/4),
    '$rb_update'(Root0, Key, _, NewValue, Root),
    T = t(Nil, Root).

rb_update(T0, Key, OldValue, NewValue, T) :-
    '$rb_tree'(T0, Nil, Root0, rb_update(T0, Key, OldValue, NewValue, T), rb_update/5),
    '$rb_update'(Root0, Key, OldValue, NewValue, Root),
    T = t(Nil, Root).

rb_apply(T0, Key, Goal, T) :-
    '$rb_tree'(T0, Nil, Root0, rb_apply(T0, Key, user:Goal, T), rb_apply/4),
    '$rb_update'(Root0, Key, Old, New, Root),
    call(Goal, Old, New),
    T = t(Nil, Root).

'$rb_update'(Node, Key, Old, New, Node1) :-
    \+ '$rb_nil'(Node),
    Node =.. [Colour, L, K, V, R],
    compare(Order, K, Key),
    (   Order == (=)
    ->  Old = V,
        Node1 =.. [Colour, L, K, New, R]
    ;   Order == (>)
    ->  '$rb_update'(L, Key, Old, New, L1),
        Node1 =.. [Colour, L1, K, V, R]
    ;   '$rb_update'(R, Key, Old, New, R1),
        Node1 =.. [Colour, L, K, V, R1]
    ).

%   rb_delete(+T0, +Key, -T), rb_delete(+T0, +Key, -Value, -T),
%   rb_del_min(+T0, -Key, -Value, -T), rb_del_max(+T0, -Key, -Value, -T):
%   fail when there is no such key.

rb_delete(T0, Key, T) :-
    '$rb_tree'(T0, _, Root, rb_delete(T0, Key, T), rb_delete/3),
    '$rb_lookup'(Key, _, Root),
    '$rb_without'(T0, Key, T).

rb_delete(T0, Key, Value, T) :-
    '$rb_tree'(T0, _, Root, rb_delete(T0, Key, Value, T), rb_delete/4),
    '$rb_lookup'(Key, Value0, Root),
    '$rb_without'(T0, Key, T),
    Value = Value0.

rb_del_min(T0, Key, Value, T) :-
    '$rb_tree'(T0, _, _, rb_del_min(T0, Key, Value, T), rb_del_min/4),
    rb_min(T0, K, V),
    '$rb_without'(T0, K, T),
    Key = K,
    Value = V.

rb_del_max(T0, Key, Value, T) :-
    '$rb_tree'(T0, _, _, rb_del_max(T0, Key, Value, T), rb_del_max/4),
    rb_max(T0, K, V),
    '$rb_without'(T0, K, T),
    Key = K,
    Value = V.

'$rb_without'(T0, Key, T) :-
    rb_visit(T0, Pairs0),
    '$rb_drop_key'(Pairs0, Key, Pairs),
    T0 = t(Nil, _),
    length(Pairs, N),
    '$rb_height'(N, Max),
    '$rb_build'(N, Pairs, [], 0, Max, Nil, Root),
    T = t(Nil, Root).

'$rb_drop_key'([], _, []).
'$rb_drop_key'([K-V|Ps], Key, Rest) :-
    (   K == Key
    ->  Rest = Ps
    ;   Rest = [K-V|Rest1],
        '$rb_drop_key'(Ps, Key, Rest1)
    ).

%   rb_visit(+T, -Pairs), rb_keys(+T, -Keys), rb_size(+T, -Size)

rb_visit(T, Pairs) :-
    '$rb_tree'(T, _, Root, rb_visit(T, Pairs), rb_visit/2),
    '$rb_visit'(Root, [], Pairs).

'$rb_visit'(Node, Acc, Pairs) :-
    (   '$rb_nil'(Node)
    ->  Pairs = Acc
    ;   Node =.. [_, L, K, V, R],
        '$rb_visit'(R, Acc, Acc1),
        '$rb_visit'(L, [K-V|Acc1], Pairs)
    ).

rb_keys(T, Keys) :-
    '$rb_tree'(T, _, Root, rb_keys(T, Keys), rb_keys/2),
    '$rb_keys'(Root, [], Keys).

'$rb_keys'(Node, Acc, Keys) :-
    (   '$rb_nil'(Node)
    ->  Keys = Acc
    ;   Node =.. [_, L, K, _, R],
        '$rb_keys'(R, Acc, Acc1),
        '$rb_keys'(L, [K|Acc1], Keys)
    ).

rb_size(T, Size) :-
    '$rb_tree'(T, _, Root, rb_size(T, Size), rb_size/2),
    '$rb_size'(Root, 0, Size).

'$rb_size'(Node, N0, N) :-
    (   '$rb_nil'(Node)
    ->  N = N0
    ;   arg(1, Node, L),
        arg(4, Node, R),
        N1 is N0 + 1,
        '$rb_size'(L, N1, N2),
        '$rb_size'(R, N2, N)
    ).

%   rb_min(+T, -Key, -Value), rb_max(+T, -Key, -Value)

rb_min(T, Key, Value) :-
    '$rb_tree'(T, _, Root, rb_min(T, Key, Value), rb_min/3),
    \+ '$rb_nil'(Root),
    '$rb_min'(Root, Key, Value).

'$rb_min'(Node, Key, Value) :-
    arg(1, Node, L),
    (   '$rb_nil'(L)
    ->  arg(2, Node, Key),
        arg(3, Node, Value)
    ;   '$rb_min'(L, Key, Value)
    ).

rb_max(T, Key, Value) :-
    '$rb_tree'(T, _, Root, rb_max(T, Key, Value), rb_max/3),
    \+ '$rb_nil'(Root),
    '$rb_max'(Root, Key, Value).

'$rb_max'(Node, Key, Value) :-
    arg(4, Node, R),
    (   '$rb_nil'(R)
    ->  arg(2, Node, Key),
        arg(3, Node, Value)
    ;   '$rb_max'(R, Key, Value)
    ).

%   rb_next(+T, +Key, -Next, -Value), rb_previous(+T, +Key, -Previous,
%   -Value): the pair after (before) Key, which must be in T.

rb_next(T, Key, Next, Value) :-
    '$rb_tree'(T, _, Root, rb_next(T, Key, Next, Value), rb_next/4),
    '$rb_next'(Root, Key, none, Next, Value).

'$rb_next'(Node, Key, After, Next, Value) :-
    \+ '$rb_nil'(Node),
    Node =.. [_, L, K, V, R],
    compare(Order, K, Key),
    (   Order == (=)
    ->  (   '$rb_nil'(R)
        ->  After = K1-V1,
            Next = K1,
            Value = V1
        ;   '$rb_min'(R, Next, Value)
        )
    ;   Order == (>)
    ->  '$rb_next'(L, Key, K-V, Next, Value)
    ;   '$rb_next'(R, Key, After, Next, Value)
    ).

rb_previous(T, Key, Previous, Value) :-
    '$rb_tree'(T, _, Root, rb_previous(T, Key, Previous, Value), rb_previous/4),
    '$rb_previous'(Root, Key, none, Previous, Value).

'$rb_previous'(Node, Key, Before, Previous, Value) :-
    \+ '$rb_nil'(Node),
    Node =.. [_, L, K, V, R],
    compare(Order, K, Key),
    (   Order == (=)
    ->  (   '$rb_nil'(L)
        ->  Before = K1-V1,
            Previous = K1,
            Value = V1
        ;   '$rb_max'(L, Previous, Value)
        )
    ;   Order == (<)
    ->  '$rb_previous'(R, Key, K-V, Previous, Value)
    ;   '$rb_previous'(L, Key, Before, Previous, Value)
    ).

%   rb_partial_map(+T, +Keys, :Goal, -T2): T2 is T with the value V0 of
%   each key of Keys (an ordered set of keys of T) replaced by V when
%   call(Goal, V0, V) succeeds, and kept when it fails. The keys are
%   taken in order as the walk in order of keys meets them; it fails
%   when one is left over (a key T has not, or Keys out of order).

rb_partial_map(T, Keys, Goal, T2) :-
    '$rb_tree'(T, Nil, Root, rb_partial_map(T, Keys, user:Goal, T2), rb_partial_map/4),
    T2 = t(Nil, Root2),
    '$rb_partial_map'(Root, Keys, [], Nil, Goal, Root2).

'$rb_partial_map'(Node, [], [], _, _, Node) :- !.
'$rb_partial_map'(Node, Keys, Keys1, Nil, Goal, Node2) :-
    (   '$rb_nil'(Node)
    ->  Keys1 = Keys,
        Node2 = Nil
    ;   Node =.. [Colour, L, K, V, R],
        '$rb_partial_map'(L, Keys, KeysL, Nil, Goal, L2),
        (   KeysL == []
        ->  R2 = R,
            V2 = V,
            Keys1 = []
        ;   KeysL = [K1|KeysR],
            (   K == K1
            ->  (   call(Goal, V, V2)
                ->  true
                ;   V2 = V
                ),
                KeysN = KeysR
            ;   V2 = V,
                KeysN = KeysL
            ),
            '$rb_partial_map'(R, KeysN, Keys1, Nil, Goal, R2)
        ),
        Node2 =.. [Colour, L2, K, V2, R2]
    ).

%   rb_map(+T, :Goal): Goal holds for every value, a node's before its
%   subtrees'. rb_map(+T, :Goal, -T2): T2 has the values Goal maps T's to.

rb_map(T, Goal) :-
    '$rb_tree'(T, _, Root, rb_map(T, user:Goal), rb_map/2),
    '$rb_map'(Root, Goal).

'$rb_map'(Node, Goal) :-
    (   '$rb_nil'(Node)
    ->  true
    ;   Node =.. [_, L, _, V, R],
        call(Goal, V),
        '$rb_map'(L, Goal),
        '$rb_map'(R, Goal)
    ).

rb_map(T, Goal, T2) :-
    '$rb_tree'(T, Nil, Root, rb_map(T, user:Goal, T2), rb_map/3),
    '$rb_map'(Root, Goal, Nil, Root2),
    T2 = t(Nil, Root2).

'$rb_map'(Node, Goal, Nil, Node2) :-
    (   '$rb_nil'(Node)
    ->  Node2 = Nil
    ;   Node =.. [Colour, L, K, V, R],
        call(Goal, V, V2),
        '$rb_map'(L, Goal, Nil, L2),
        '$rb_map'(R, Goal, Nil, R2),
        Node2 =.. [Colour, L2, K, V2, R2]
    ).

%   rb_fold(:Goal, +T, +State0, -State): call(Goal, Key-Value, S0, S) for
%   the pairs in order of keys.

rb_fold(Goal, T, State0, State) :-
    '$rb_tree'(T, _, Root, rb_fold(user:Goal, T, State0, State), rb_fold/4),
    '$rb_fold'(Root, Goal, State0, State).

'$rb_fold'(Node, Goal, S0, S) :-
    (   '$rb_nil'(Node)
    ->  S = S0
    ;   Node =.. [_, L, K, V, R],
        '$rb_fold'(L, Goal, S0, S1),
        call(Goal, K-V, S1, S2),
        '$rb_fold'(R, Goal, S2, S)
    ).

%   rb_clone(+T, -T2, -Pairs): T2 has T's keys and shape, with fresh
%   variables as values, which Pairs lists with their keys.

rb_clone(T, T2, Pairs) :-
    '$rb_tree'(T, Nil, Root, rb_clone(T, T2, Pairs), rb_clone/3),
    '$rb_clone'(Root, Nil, Root2, Pairs, []),
    T2 = t(Nil, Root2).

'$rb_clone'(Node, Nil, Node2, Pairs, Tail) :-
    (   '$rb_nil'(Node)
    ->  Node2 = Nil,
        Pairs = Tail
    ;   Node =.. [Colour, L, K, _, R],
        '$rb_clone'(L, Nil, L2, Pairs, [K-V2|Pairs1]),
        '$rb_clone'(R, Nil, R2, Pairs1, Tail),
        Node2 =.. [Colour, L2, K, V2, R2]
    ).

%   list_to_rbtree(+Pairs, -T): the tree of the Key-Value pairs, sorted
%   first (sort/2, which drops pairs that are ==);
%   ord_list_to_rbtree(+Pairs, -T) takes them in the order given.

list_to_rbtree(List, T) :-
    sort(List, Sorted),
    ord_list_to_rbtree(Sorted, T).

ord_list_to_rbtree(List, T) :-
    length(List, N),
    '$rb_height'(N, Max),
    Nil = black('', _, _, ''),
    (   '$rb_build'(N, List, [], 0, Max, Nil, Root)
    ->  true
    ;   throw(error(determinism_error(rbtrees:construct_rbtree/6, det, fail, property),
                    context(rbtrees:construct_rbtree/6, _)))
    ),
    (   T = t(Nil, Root)
    ->  true
    ;   throw(error(determinism_error(rbtrees:ord_list_to_rbtree/2, det, fail, property),
                    context(rbtrees:ord_list_to_rbtree/2, _)))
    ).

%   '$rb_height'(+N, -H): the depth of the deepest node of the tree of N
%   pairs that '$rb_build' makes, floor(log2(N)).

'$rb_height'(N, H) :-
    (   N =< 1
    ->  H = 0
    ;   N2 is N // 2,
        '$rb_height'(N2, H0),
        H is H0 + 1
    ).

%   '$rb_build'(+N, +Pairs, -Rest, +Depth, +Max, +Nil, -Tree): Tree of the
%   first N of Pairs, at Depth; the smaller half on the left, the nodes
%   at depth Max (but the root) red.

'$rb_build'(0, Pairs, Rest, _, _, Nil, Tree) :-
    !,
    Rest = Pairs,
    Tree = Nil.
'$rb_build'(N, Pairs, Rest, Depth, Max, Nil, Tree) :-
    NL is (N - 1) // 2,
    NR is N - 1 - NL,
    D1 is Depth + 1,
    '$rb_build'(NL, Pairs, [K-V|Pairs1], D1, Max, Nil, L),
    '$rb_build'(NR, Pairs1, Rest, D1, Max, Nil, R),
    (   Depth =:= Max, Depth > 0
    ->  Tree = red(L, K, V, R)
    ;   Tree = black(L, K, V, R)
    ).

%   is_rbtree(@T): T is a red-black tree: its keys strictly ascending,
%   its root black, no red node with a red child, and as many black
%   nodes on every path from the root to a leaf.

is_rbtree(T) :-
    nonvar(T),
    T = t(Nil, Root),
    nonvar(Nil),
    Nil = black('', _, _, ''),
    (   '$rb_nil'(Root)
    ->  true
    ;   nonvar(Root),
        Root = black(_, _, _, _),
        '$rb_check'(Root, none, none, _)
    ).

%   '$rb_check'(+Node, +Low, +High, -BlackHeight): Node's keys lie
%   strictly between Low and High (none for no bound).

'$rb_check'(Node, Low, High, BH) :-
    nonvar(Node),
    (   Node = black(L, K, _, R), L == ''
    ->  R == '',
        BH = 0
    ;   Node =.. [Colour, L, K, _, R],
        ( Colour == black ; Colour == red ),
        (   Low = low(Lo) -> Lo @< K ; true ),
        (   High = high(Hi) -> K @< Hi ; true ),
        (   Colour == red
        ->  \+ ( nonvar(L), L = red(_, _, _, _) ),
            \+ ( nonvar(R), R = red(_, _, _, _) )
        ;   true
        ),
        '$rb_check'(L, Low, high(K), BHL),
        '$rb_check'(R, low(K), High, BHR),
        BHL =:= BHR,
        (   Colour == black -> BH is BHL + 1 ; BH = BHL )
    ).
