/*  library(assoc) of the system library, with SWI-Prolog 9 semantics:
    association lists as AVL trees.

    Written for goprolog from SWI-Prolog's documentation and observed
    behaviour. The representation is SWI-Prolog's, so that printed
    assocs are the same: the empty assoc is the atom t, a node is
    t(Key, Value, Balance, Left, Right), where Balance is < when Left is
    the deeper subtree, > when Right is, and - when both are as deep.
    Trees are built and rebalanced as SWI-Prolog does (list_to_assoc/2
    puts the larger half on the left, del_assoc/4 replaces a node with
    two subtrees by the nearest key of its deeper side, the left one
    when both are as deep), so that the same
    operations give the same terms. Where SWI-Prolog 9 raises
    existence_error(matching_rule, _) (its insert/5, delete/5,
    max_assoc/3 and min_assoc/3 are single-sided-unification rules) the
    same error term is raised here. Internal helpers start with
    '$assoc_'.
*/

'$assoc_no_rule'(Goal, PI) :-
    throw(error(existence_error(matching_rule, assoc:Goal),
                context(assoc:PI, _))).

empty_assoc(t).

%   gen_assoc(?Key, +Assoc, ?Value): the pairs of Assoc in ascending order
%   of keys, or the one pair of a ground Key. A subtree that is no assoc
%   raises SWI-Prolog's existence_error(matching_rule, _).

gen_assoc(Key, Assoc, Value) :-
    (   ground(Key)
    ->  get_assoc(Key, Assoc, Value)
    ;   '$assoc_gen'(Key, Assoc, Value)
    ).

'$assoc_gen'(Key, Assoc, Value) :-
    (   nonvar(Assoc), Assoc = t(K, V, _, L, R)
    ->  '$assoc_gen'(Key, K, V, L, R, Value)
    ;   Assoc == t
    ->  fail
    ;   '$assoc_no_rule'(gen_assoc_(Key, Assoc, Value), gen_assoc_/3)
    ).

'$assoc_gen'(Key, _, _, L, _, Value) :-
    '$assoc_gen'(Key, L, Value).
'$assoc_gen'(Key, Key, V, _, _, Value) :-
    Value = V.
'$assoc_gen'(Key, _, _, _, R, Value) :-
    '$assoc_gen'(Key, R, Value).

%   get_assoc(+Key, +Assoc, -Value): as SWI-Prolog's, the walk down the
%   tree is one built-in call: any compound of arity 4 or more is a node
%   (key, value, _, left and, when there is a fifth argument, right), and
%   the walk stops (and fails) at a subtree that is not a compound of the
%   same name and arity.

get_assoc(Key, Tree, Value) :-
    Tree \== t,
    '$btree_find_node'(Key, Tree, 0x010405, Node, =),
    arg(2, Node, Value).

%   put_assoc(+Key, +Assoc0, +Value, -Assoc)

put_assoc(Key, Assoc0, Value, Assoc) :-
    '$assoc_insert'(Assoc0, Key, Value, Assoc, _).

%   '$assoc_insert'(+Tree0, +Key, +Value, -Tree, -Grown): Grown is yes
%   when Tree is deeper than Tree0. SWI-Prolog calls this rule insert/5.

'$assoc_insert'(Tree0, Key, Value, Tree, Grown) :-
    (   nonvar(Tree0),
        Tree0 = t(K,V,B,L,R)
    ->  compare(Order, Key, K),
        '$assoc_insert'(Order, K, V, B, L, R, Key, Value, Tree, Grown)
    ;   Tree0 == t
    ->  Tree = t(Key,Value,-,t,t),
        Grown = yes
    ;   '$assoc_no_rule'(insert(Tree0, Key, Value, Tree, Grown), insert/5)
    ).

'$assoc_insert'(=, K, _, B, L, R, _, Value, t(K,Value,B,L,R), no).
'$assoc_insert'(<, K, V, B, L, R, Key, Value, Tree, Grown) :-
    '$assoc_insert'(L, Key, Value, L1, LGrown),
    (   LGrown == yes
    ->  '$assoc_left_grown'(B, K, V, L1, R, Tree, Grown)
    ;   Tree = t(K,V,B,L1,R),
        Grown = no
    ).
'$assoc_insert'(>, K, V, B, L, R, Key, Value, Tree, Grown) :-
    '$assoc_insert'(R, Key, Value, R1, RGrown),
    (   RGrown == yes
    ->  '$assoc_right_grown'(B, K, V, L, R1, Tree, Grown)
    ;   Tree = t(K,V,B,L,R1),
        Grown = no
    ).

%   '$assoc_left_grown'(+B, +K, +V, +L, +R, -Tree, -Grown): the node
%   K-V of balance B whose left subtree, now L, got one level deeper.

'$assoc_left_grown'(>, K, V, L, R, t(K,V,-,L,R), no).
'$assoc_left_grown'(-, K, V, L, R, t(K,V,<,L,R), yes).
'$assoc_left_grown'(<, K, V, L, R, Tree, no) :-
    '$assoc_rotate_right'(L, K, V, R, Tree, _).

'$assoc_right_grown'(<, K, V, L, R, t(K,V,-,L,R), no).
'$assoc_right_grown'(-, K, V, L, R, t(K,V,>,L,R), yes).
'$assoc_right_grown'(>, K, V, L, R, Tree, no) :-
    '$assoc_rotate_left'(R, K, V, L, Tree, _).

%   '$assoc_rotate_right'(+L, +K, +V, +R, -Tree, -Shrunk): rebalance the
%   node K-V whose left subtree L is two levels deeper than R. Shrunk is
%   yes when Tree is less deep than the node was before it lost its
%   balance (always so after an insertion).

'$assoc_rotate_right'(t(LK,LV,LB,LL,LR), K, V, R, Tree, Shrunk) :-
    '$assoc_rotate_right'(LB, LK, LV, LL, LR, K, V, R, Tree, Shrunk).

'$assoc_rotate_right'(<, LK, LV, LL, LR, K, V, R,
                      t(LK,LV,-,LL,t(K,V,-,LR,R)), yes).
'$assoc_rotate_right'(-, LK, LV, LL, LR, K, V, R,
                      t(LK,LV,>,LL,t(K,V,<,LR,R)), no).
'$assoc_rotate_right'(>, LK, LV, LL, t(XK,XV,XB,XL,XR), K, V, R,
                      t(XK,XV,-,t(LK,LV,B1,LL,XL),t(K,V,B2,XR,R)), yes) :-
    '$assoc_double_balance'(XB, B1, B2).

'$assoc_rotate_left'(t(RK,RV,RB,RL,RR), K, V, L, Tree, Shrunk) :-
    '$assoc_rotate_left'(RB, RK, RV, RL, RR, K, V, L, Tree, Shrunk).

'$assoc_rotate_left'(>, RK, RV, RL, RR, K, V, L,
                     t(RK,RV,-,t(K,V,-,L,RL),RR), yes).
'$assoc_rotate_left'(-, RK, RV, RL, RR, K, V, L,
                     t(RK,RV,<,t(K,V,>,L,RL),RR), no).
'$assoc_rotate_left'(<, RK, RV, t(XK,XV,XB,XL,XR), RR, K, V, L,
                     t(XK,XV,-,t(K,V,B1,L,XL),t(RK,RV,B2,XR,RR)), yes) :-
    '$assoc_double_balance'(XB, B1, B2).

%   '$assoc_double_balance'(+XB, -B1, -B2): after a double rotation that
%   lifts X, of balance XB, the balances of its new left and right child.

'$assoc_double_balance'(<, -, >).
'$assoc_double_balance'(-, -, -).
'$assoc_double_balance'(>, <, -).

%   del_assoc(+Key, +Assoc0, ?Value, -Assoc)

del_assoc(Key, Assoc0, Value, Assoc) :-
    '$assoc_delete'(Assoc0, Key, Value, Assoc, _).

%   '$assoc_delete'(+Tree0, +Key, ?Value, -Tree, -Shrunk): Shrunk is yes
%   when Tree is less deep than Tree0. SWI-Prolog calls this rule
%   delete/5.

'$assoc_delete'(Tree0, Key, Value, Tree, Shrunk) :-
    (   nonvar(Tree0),
        Tree0 = t(K,V,B,L,R)
    ->  compare(Order, Key, K),
        '$assoc_delete'(Order, K, V, B, L, R, Key, Value, Tree, Shrunk)
    ;   Tree0 == t
    ->  fail
    ;   '$assoc_no_rule'(delete(Tree0, Key, Value, Tree, Shrunk), delete/5)
    ).

'$assoc_delete'(=, _, V, B, L, R, _, V, Tree, Shrunk) :-
    '$assoc_delete_node'(L, R, B, Tree, Shrunk).
'$assoc_delete'(<, K, V, B, L, R, Key, Value, Tree, Shrunk) :-
    '$assoc_delete'(L, Key, Value, L1, LShrunk),
    '$assoc_left_shrunk'(LShrunk, B, K, V, L1, R, Tree, Shrunk).
'$assoc_delete'(>, K, V, B, L, R, Key, Value, Tree, Shrunk) :-
    '$assoc_delete'(R, Key, Value, R1, RShrunk),
    '$assoc_right_shrunk'(RShrunk, B, K, V, L, R1, Tree, Shrunk).

%   '$assoc_delete_node'(?L, ?R, +B, -Tree, -Shrunk): Tree replaces a
%   node of balance B with subtrees L and R: the other subtree if one is
%   empty, else the node takes the least key of R if R is the deeper,
%   the greatest key of L otherwise.

'$assoc_delete_node'(t, R, _, R, yes) :- !.
'$assoc_delete_node'(L, t, _, L, yes) :- !.
'$assoc_delete_node'(L, R, B, Tree, Shrunk) :-
    (   B == (>)
    ->  '$assoc_delete_min'(R, K, V, R1, RShrunk),
        '$assoc_right_shrunk'(RShrunk, B, K, V, L, R1, Tree, Shrunk)
    ;   '$assoc_delete_max'(L, K, V, L1, LShrunk),
        '$assoc_left_shrunk'(LShrunk, B, K, V, L1, R, Tree, Shrunk)
    ).

%   '$assoc_delete_max'(+Tree0, -K, -V, -Tree, -Shrunk): Tree is Tree0
%   without its greatest key K, of value V; '$assoc_delete_min'/5 takes
%   the least.

'$assoc_delete_max'(t(K,V,B,L,R), MK, MV, Tree, Shrunk) :-
    (   R = t
    ->  MK = K,
        MV = V,
        Tree = L,
        Shrunk = yes
    ;   '$assoc_delete_max'(R, MK, MV, R1, RShrunk),
        '$assoc_right_shrunk'(RShrunk, B, K, V, L, R1, Tree, Shrunk)
    ).

'$assoc_delete_min'(t(K,V,B,L,R), MK, MV, Tree, Shrunk) :-
    (   L = t
    ->  MK = K,
        MV = V,
        Tree = R,
        Shrunk = yes
    ;   '$assoc_delete_min'(L, MK, MV, L1, LShrunk),
        '$assoc_left_shrunk'(LShrunk, B, K, V, L1, R, Tree, Shrunk)
    ).

%   '$assoc_left_shrunk'(+LShrunk, +B, +K, +V, +L, +R, -Tree, -Shrunk):
%   the node K-V of balance B whose left subtree is now L, one level less
%   deep than before if LShrunk is yes.

'$assoc_left_shrunk'(no, B, K, V, L, R, t(K,V,B,L,R), no).
'$assoc_left_shrunk'(yes, B, K, V, L, R, Tree, Shrunk) :-
    '$assoc_left_shrunk'(B, K, V, L, R, Tree, Shrunk).

'$assoc_left_shrunk'(<, K, V, L, R, t(K,V,-,L,R), yes).
'$assoc_left_shrunk'(-, K, V, L, R, t(K,V,>,L,R), no).
'$assoc_left_shrunk'(>, K, V, L, R, Tree, Shrunk) :-
    '$assoc_rotate_left'(R, K, V, L, Tree, Shrunk).

'$assoc_right_shrunk'(no, B, K, V, L, R, t(K,V,B,L,R), no).
'$assoc_right_shrunk'(yes, B, K, V, L, R, Tree, Shrunk) :-
    '$assoc_right_shrunk'(B, K, V, L, R, Tree, Shrunk).

'$assoc_right_shrunk'(>, K, V, L, R, t(K,V,-,L,R), yes).
'$assoc_right_shrunk'(-, K, V, L, R, t(K,V,<,L,R), no).
'$assoc_right_shrunk'(<, K, V, L, R, Tree, Shrunk) :-
    '$assoc_rotate_right'(L, K, V, R, Tree, Shrunk).

%   list_to_assoc(+Pairs, -Assoc) and ord_list_to_assoc(+Pairs, -Assoc):
%   a balanced tree, the larger half of the pairs on the left.

list_to_assoc(List, Assoc) :-
    keysort(List, Pairs),
    (   '$assoc_unique_keys'(Pairs)
    ->  true
    ;   throw(error(domain_error(unique_key_pairs, List), _))
    ),
    length(Pairs, N),
    '$assoc_build'(N, Pairs, [], Assoc0, _),
    Assoc = Assoc0.

'$assoc_unique_keys'([]).
'$assoc_unique_keys'([K-_|Pairs]) :-
    '$assoc_unique_keys'(Pairs, K).

'$assoc_unique_keys'([], _).
'$assoc_unique_keys'([K-_|Pairs], Prev) :-
    Prev \== K,
    '$assoc_unique_keys'(Pairs, K).

ord_list_to_assoc(Pairs, Assoc) :-
    (   '$assoc_ordered_keys'(Pairs)
    ->  true
    ;   throw(error(domain_error(key_ordered_pairs, Pairs), _))
    ),
    length(Pairs, N),
    '$assoc_build'(N, Pairs, [], Assoc0, _),
    Assoc = Assoc0.

'$assoc_ordered_keys'([K-_|Pairs]) :-
    '$assoc_ordered_keys'(Pairs, K).
'$assoc_ordered_keys'([]).

'$assoc_ordered_keys'([], _).
'$assoc_ordered_keys'([K-_|Pairs], Prev) :-
    Prev @< K,
    '$assoc_ordered_keys'(Pairs, K).

%   '$assoc_build'(+N, +Pairs, -Rest, -Tree, -Depth): Tree holds the first
%   N of Pairs, Rest the others.

'$assoc_build'(0, Pairs, Pairs, t, 0) :- !.
'$assoc_build'(N, Pairs, Rest, t(K,V,B,L,R), Depth) :-
    NL is N // 2,
    NR is N - 1 - NL,
    '$assoc_build'(NL, Pairs, [K-V|More], L, DL),
    '$assoc_build'(NR, More, Rest, R, DR),
    (   DL > DR
    ->  B = (<)
    ;   B = (-)
    ),
    Depth is DL + 1.

%   assoc_to_list(+Assoc, -Pairs), assoc_to_keys/2, assoc_to_values/2

assoc_to_list(Assoc, List) :-
    '$assoc_to_list'(Assoc, List, []).

'$assoc_to_list'(t(K,V,_,L,R), List, Rest) :-
    '$assoc_to_list'(L, List, [K-V|More]),
    '$assoc_to_list'(R, More, Rest).
'$assoc_to_list'(t, List, List).

assoc_to_keys(Assoc, Keys) :-
    '$assoc_to_keys'(Assoc, Keys, []).

'$assoc_to_keys'(t(K,_,_,L,R), List, Rest) :-
    '$assoc_to_keys'(L, List, [K|More]),
    '$assoc_to_keys'(R, More, Rest).
'$assoc_to_keys'(t, List, List).

assoc_to_values(Assoc, Values) :-
    '$assoc_to_values'(Assoc, Values, []).

'$assoc_to_values'(t(_,V,_,L,R), List, Rest) :-
    '$assoc_to_values'(L, List, [V|More]),
    '$assoc_to_values'(R, More, Rest).
'$assoc_to_values'(t, List, List).

%   del_min_assoc(+Assoc0, ?Key, ?Value, -Assoc),
%   del_max_assoc(+Assoc0, ?Key, ?Value, -Assoc): Assoc is Assoc0 without
%   its smallest (largest) key, Key, and its Value; they fail on t.

del_min_assoc(Assoc0, Key, Value, Assoc) :-
    min_assoc(Assoc0, Key0, Value0),
    del_assoc(Key0, Assoc0, Value0, Assoc),
    Key = Key0,
    Value = Value0.

del_max_assoc(Assoc0, Key, Value, Assoc) :-
    max_assoc(Assoc0, Key0, Value0),
    del_assoc(Key0, Assoc0, Value0, Assoc),
    Key = Key0,
    Value = Value0.

%   max_assoc(+Assoc, -Key, -Value), min_assoc(+Assoc, -Key, -Value)

max_assoc(Assoc, Key, Value) :-
    (   nonvar(Assoc),
        Assoc = t(K,V,_,_,R)
    ->  '$assoc_max'(R, K, V, Key, Value)
    ;   Assoc == t
    ->  fail
    ;   '$assoc_no_rule'(max_assoc(Assoc, Key, Value), max_assoc/3)
    ).

'$assoc_max'(t, K, V, K, V).
'$assoc_max'(t(K,V,_,_,R), _, _, Key, Value) :-
    '$assoc_max'(R, K, V, Key, Value).

min_assoc(Assoc, Key, Value) :-
    (   nonvar(Assoc),
        Assoc = t(K,V,_,L,_)
    ->  '$assoc_min'(L, K, V, Key, Value)
    ;   Assoc == t
    ->  fail
    ;   '$assoc_no_rule'(min_assoc(Assoc, Key, Value), min_assoc/3)
    ).

'$assoc_min'(t, K, V, K, V).
'$assoc_min'(t(K,V,_,L,_), _, _, Key, Value) :-
    '$assoc_min'(L, K, V, Key, Value).

%   get_assoc(+Key, +Assoc0, ?Value0, ?Assoc, ?Value): Assoc is Assoc0
%   with the value of Key, Value0 there, replaced by Value; it fails when
%   Key is not in Assoc0. The shape of the tree does not change.

get_assoc(Key, Assoc0, Value0, Assoc, Value) :-
    (   nonvar(Assoc0),
        Assoc0 = t(K,V,B,L,R)
    ->  compare(Order, Key, K),
        '$assoc_replace'(Order, Key, K, V, B, L, R, Value0, Assoc, Value)
    ;   Assoc0 == t
    ->  fail
    ;   '$assoc_no_rule'(get_assoc(Key, Assoc0, Value0, Assoc, Value), get_assoc/5)
    ).

'$assoc_replace'(=, _, K, Value0, B, L, R, Value0, t(K,Value,B,L,R), Value).
'$assoc_replace'(<, Key, K, V, B, L, R, Value0, t(K,V,B,L1,R), Value) :-
    get_assoc(Key, L, Value0, L1, Value).
'$assoc_replace'(>, Key, K, V, B, L, R, Value0, t(K,V,B,L,R1), Value) :-
    get_assoc(Key, R, Value0, R1, Value).

%   map_assoc(:Pred, +Assoc): Pred holds for every value, left to right.

map_assoc(Pred, Assoc) :-
    '$assoc_map'(Assoc, Pred).

'$assoc_map'(Assoc, Pred) :-
    (   Assoc == t
    ->  true
    ;   nonvar(Assoc),
        Assoc = t(_,V,_,L,R)
    ->  '$assoc_map'(L, Pred),
        call(Pred, V),
        '$assoc_map'(R, Pred)
    ;   '$assoc_no_rule'(map_assoc_(Assoc, user:Pred), map_assoc_/2)
    ).

%   map_assoc(:Pred, +Assoc0, ?Assoc): Assoc has the keys and shape of
%   Assoc0, and values for which call(Pred, Value0, Value) holds.

map_assoc(Pred, Assoc0, Assoc) :-
    '$assoc_map'(Assoc0, Pred, Assoc).

'$assoc_map'(Assoc0, Pred, Assoc) :-
    (   Assoc0 == t
    ->  Assoc = t
    ;   nonvar(Assoc0),
        Assoc0 = t(K,V0,B,L0,R0)
    ->  Assoc = t(K,V,B,L,R),
        '$assoc_map'(L0, Pred, L),
        call(Pred, V0, V),
        '$assoc_map'(R0, Pred, R)
    ;   '$assoc_no_rule'(map_assoc_(Assoc0, user:Pred, Assoc), map_assoc_/3)
    ).

%   is_assoc(+Assoc): Assoc is an AVL tree as this library makes them:
%   keys in strictly ascending order, and every node's balance mark
%   telling which of its subtrees is deeper, by at most one level.

is_assoc(Assoc) :-
    nonvar(Assoc),
    '$assoc_valid'(Assoc, _, _, _).

%   '$assoc_valid'(+Tree, -Min, -Max, -Depth): Tree is a valid tree whose
%   keys range from Min to Max (for t: Depth 0, Min and Max unbound). As
%   in SWI-Prolog, an unbound subtree is taken for, and bound to, t.
'$assoc_valid'(t, _, _, 0) :-
    !.
'$assoc_valid'(t(K,_,B,L,R), Min, Max, Depth) :-
    '$assoc_valid'(L, Min0, LMax, DL),
    '$assoc_valid'(R, RMin, Max0, DR),
    (   var(LMax) -> Min = K ; LMax @< K, Min = Min0 ),
    (   var(RMin) -> Max = K ; K @< RMin, Max = Max0 ),
    '$assoc_balance'(B, DL, DR),
    Depth is max(DL, DR) + 1.

'$assoc_balance'(<, DL, DR) :- DL =:= DR + 1.
'$assoc_balance'(-, D, D).
'$assoc_balance'(>, DL, DR) :- DR =:= DL + 1.
