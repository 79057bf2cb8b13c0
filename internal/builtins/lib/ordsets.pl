/*  library(ordsets) of the system library, with SWI-Prolog 9 semantics:
    ordered sets are lists sorted in the standard order of terms, without
    duplicates, and elements are compared with compare/3 (never unified).

    Written for goprolog from SWI-Prolog's documentation and observed
    behaviour. Where SWI-Prolog 9 raises existence_error(matching_rule, _)
    (its ord_union/2,3 and ord_subtract/3 are single-sided-unification
    rules) the same error term is raised here, module qualification
    included, so that a program that misuses them fails the same way.
    Internal helpers start with '$ord_'.
*/

%   '$ord_no_rule'(+Goal, +PI): throw SWI-Prolog's error for a call that
%   no single-sided-unification rule of library(ordsets) matches.

'$ord_no_rule'(Goal, PI) :-
    throw(error(existence_error(matching_rule, ordsets:Goal),
                context(ordsets:PI, _))).

is_ordset(Term) :-
    is_list(Term),
    '$ord_is_ordset'(Term).

'$ord_is_ordset'([]).
'$ord_is_ordset'([H|T]) :-
    '$ord_is_ordset'(T, H).

'$ord_is_ordset'([], _).
'$ord_is_ordset'([H|T], Prev) :-
    Prev @< H,
    '$ord_is_ordset'(T, H).

ord_empty([]).

list_to_ord_set(List, Set) :-
    sort(List, Set).

%   ord_union(+Set1, +Set2, ?Union): a merge. Set1 must be [] or a list
%   cell, and so must each list the merge goes on with.

ord_union(Set1, Set2, Union) :-
    (   Set1 == []
    ->  Union = Set2
    ;   nonvar(Set1),
        Set1 = [H1|T1]
    ->  '$ord_union'(Set2, H1, T1, Union)
    ;   '$ord_no_rule'(ord_union(Set1, Set2, Union), ord_union/3)
    ).

%   '$ord_union'(+Set, +H, +T, -Union): Union is the union of Set and
%   [H|T]; SWI-Prolog calls this rule union2/4.

'$ord_union'(Set, H, T, Union) :-
    (   Set == []
    ->  Union = [H|T]
    ;   nonvar(Set),
        Set = [H2|T2]
    ->  compare(Order, H, H2),
        '$ord_union'(Order, H, T, H2, T2, Union)
    ;   '$ord_no_rule'(union2(Set, H, T, Union), union2/4)
    ).

'$ord_union'(<, H1, T1, H2, T2, [H1|Union]) :-
    '$ord_union'(T1, H2, T2, Union).
'$ord_union'(=, H1, T1, _, T2, [H1|Union]) :-
    ord_union(T1, T2, Union).
'$ord_union'(>, H1, T1, H2, T2, [H2|Union]) :-
    '$ord_union'(T2, H1, T1, Union).

%   ord_union(+ListOfSets, ?Union): the sets are merged pairwise, the
%   first half of the list and the second half (the larger when the
%   count is odd) separately, then together.

ord_union(ListOfSets, Union) :-
    (   ListOfSets == []
    ->  Union = []
    ;   nonvar(ListOfSets),
        ListOfSets = [_|_]
    ->  length(ListOfSets, N),
        '$ord_union_n'(N, ListOfSets, _, Union)
    ;   '$ord_no_rule'(ord_union(ListOfSets, Union), ord_union/2)
    ).

'$ord_union_n'(1, [Set|Sets], Sets, Union) :-
    !,
    Union = Set.
'$ord_union_n'(N, Sets0, Sets, Union) :-
    A is N // 2,
    B is N - A,
    '$ord_union_n'(A, Sets0, Sets1, U1),
    '$ord_union_n'(B, Sets1, Sets, U2),
    ord_union(U1, U2, Union).

%   ord_union(+Set1, +Set2, ?Union, ?New): New are the elements of Set2
%   that are not in Set1.

ord_union([], Set2, Set2, Set2).
ord_union([H|T], [], [H|T], []).
ord_union([H1|T1], [H2|T2], Union, New) :-
    compare(Order, H1, H2),
    '$ord_union4'(Order, H1, T1, H2, T2, Union, New).

'$ord_union4'(<, H1, T1, H2, T2, [H1|Union], New) :-
    ord_union(T1, [H2|T2], Union, New).
'$ord_union4'(=, H1, T1, _, T2, [H1|Union], New) :-
    ord_union(T1, T2, Union, New).
'$ord_union4'(>, H1, T1, H2, T2, [H2|Union], [H2|New]) :-
    ord_union([H1|T1], T2, Union, New).

%   ord_subtract(+InOSet, +NotInOSet, ?Diff)

ord_subtract(InOSet, NotInOSet, Diff) :-
    (   InOSet == []
    ->  Diff = []
    ;   NotInOSet == []
    ->  Diff = InOSet
    ;   nonvar(InOSet),
        InOSet = [H1|T1]
    ->  '$ord_subtract_a'(NotInOSet, H1, T1, Diff)
    ;   '$ord_no_rule'(ord_subtract(InOSet, NotInOSet, Diff), ord_subtract/3)
    ).

%   '$ord_subtract_a'(?Set2, +H1, +T1, ?Diff): [H1|T1] minus Set2.

'$ord_subtract_a'([], H1, T1, [H1|T1]).
'$ord_subtract_a'([H2|T2], H1, T1, Diff) :-
    compare(Order, H1, H2),
    '$ord_subtract'(Order, H1, T1, H2, T2, Diff).

%   '$ord_subtract_b'(?Set1, +H2, +T2, ?Diff): Set1 minus [H2|T2].

'$ord_subtract_b'([], _, _, []).
'$ord_subtract_b'([H1|T1], H2, T2, Diff) :-
    compare(Order, H1, H2),
    '$ord_subtract'(Order, H1, T1, H2, T2, Diff).

'$ord_subtract'(<, H1, T1, H2, T2, [H1|Diff]) :-
    '$ord_subtract_b'(T1, H2, T2, Diff).
'$ord_subtract'(=, _, T1, _, T2, Diff) :-
    ord_subtract(T1, T2, Diff).
'$ord_subtract'(>, H1, T1, _, T2, Diff) :-
    '$ord_subtract_a'(T2, H1, T1, Diff).

%   ord_intersect(+Set1, +Set2, ?Intersection): the older name of
%   ord_intersection/3, which SWI-Prolog keeps.

ord_intersect(Set1, Set2, Intersection) :-
    ord_intersection(Set1, Set2, Intersection).

%   ord_intersection(+Set1, +Set2, ?Intersection): the element in hand
%   is always the greater one seen last, from either set, and the merge
%   goes on with the other set's tail first.

ord_intersection([], _, []).
ord_intersection([H1|T1], Set2, Intersection) :-
    '$ord_intersection'(Set2, H1, T1, Intersection).

'$ord_intersection'([], _, _, []).
'$ord_intersection'([H2|T2], H1, T1, Intersection) :-
    compare(Order, H1, H2),
    '$ord_intersection'(Order, H1, T1, H2, T2, Intersection).

'$ord_intersection'(<, _, T1, H2, T2, Intersection) :-
    '$ord_intersection'(T1, H2, T2, Intersection).
'$ord_intersection'(=, H1, T1, _, T2, [H1|Intersection]) :-
    ord_intersection(T1, T2, Intersection).
'$ord_intersection'(>, H1, T1, _, T2, Intersection) :-
    '$ord_intersection'(T2, H1, T1, Intersection).

%   ord_intersection(+Set1, +Set2, ?Intersection, ?Difference):
%   Difference is Set2 minus Set1.

ord_intersection([], Set2, [], Set2).
ord_intersection([_|_], [], [], []).
ord_intersection([H1|T1], [H2|T2], Intersection, Difference) :-
    compare(Order, H1, H2),
    '$ord_intersection4'(Order, H1, T1, H2, T2, Intersection, Difference).

'$ord_intersection4'(<, _, T1, H2, T2, Intersection, Difference) :-
    ord_intersection(T1, [H2|T2], Intersection, Difference).
'$ord_intersection4'(=, H1, T1, _, T2, [H1|Intersection], Difference) :-
    ord_intersection(T1, T2, Intersection, Difference).
'$ord_intersection4'(>, H1, T1, H2, T2, Intersection, [H2|Difference]) :-
    ord_intersection([H1|T1], T2, Intersection, Difference).

%   ord_intersection(+PowerSet, ?Intersection): the intersection of a
%   non-empty list of sets, intersected from left to right. The list must
%   be a proper list, and so must each of its sets.

ord_intersection(PowerSet, Intersection) :-
    '$lists_must_be'(list, PowerSet),
    '$ord_all_lists'(PowerSet),
    PowerSet = [Set|Sets],
    '$ord_intersection_all'(Sets, Set, Intersection).

'$ord_all_lists'([]).
'$ord_all_lists'([Set|Sets]) :-
    (   is_list(Set)
    ->  '$ord_all_lists'(Sets)
    ;   throw(error(type_error(list, Set), _))
    ).

'$ord_intersection_all'([], Intersection, Intersection).
'$ord_intersection_all'([Set|Sets], Acc, Intersection) :-
    ord_intersection(Acc, Set, Acc1),
    '$ord_intersection_all'(Sets, Acc1, Intersection).

%   ord_memberchk(+Element, +OrdSet): looks at the fourth element first
%   and skips four at a time while Element is greater, as SWI-Prolog does
%   (so that on a list that is not an ordered set the answers agree).

ord_memberchk(Item, [X1,X2,X3,X4|Xs]) :-
    !,
    compare(R4, Item, X4),
    '$ord_memberchk4'(R4, Item, X1, X2, X3, Xs).
ord_memberchk(Item, [X1,X2|Xs]) :-
    !,
    compare(R2, Item, X2),
    '$ord_memberchk2'(R2, Item, X1, Xs).
ord_memberchk(Item, [X1]) :-
    Item == X1.

'$ord_memberchk4'(=, _, _, _, _, _).
'$ord_memberchk4'(>, Item, _, _, _, Xs) :-
    ord_memberchk(Item, Xs).
'$ord_memberchk4'(<, Item, X1, X2, X3, _) :-
    compare(R2, Item, X2),
    '$ord_memberchk_le2'(R2, Item, X1, X3).

'$ord_memberchk_le2'(=, _, _, _).
'$ord_memberchk_le2'(<, Item, X1, _) :-
    Item == X1.
'$ord_memberchk_le2'(>, Item, _, X3) :-
    Item == X3.

'$ord_memberchk2'(=, _, _, _).
'$ord_memberchk2'(>, Item, _, Xs) :-
    ord_memberchk(Item, Xs).
'$ord_memberchk2'(<, Item, X1, _) :-
    Item == X1.

ord_add_element([], Element, [Element]).
ord_add_element([H|T], Element, Set) :-
    compare(Order, H, Element),
    '$ord_add_element'(Order, H, T, Element, Set).

'$ord_add_element'(<, H, T, Element, [H|Set]) :-
    ord_add_element(T, Element, Set).
'$ord_add_element'(=, H, T, _, [H|T]).
'$ord_add_element'(>, H, T, Element, [Element,H|T]).

ord_del_element([], _, []).
ord_del_element([H|T], Element, Set) :-
    compare(Order, H, Element),
    '$ord_del_element'(Order, H, T, Element, Set).

'$ord_del_element'(<, H, T, Element, [H|Set]) :-
    ord_del_element(T, Element, Set).
'$ord_del_element'(=, _, T, _, T).
'$ord_del_element'(>, H, T, _, [H|T]).

%   ord_selectchk(+Item, ?Set1, ?Set2): Set1 without Item is Set2. It
%   runs on either Set1 or Set2: the elements before Item are smaller
%   than it (an element that is smaller is never taken for Item, even
%   if it is a variable), and the one after it (if any) is greater.

ord_selectchk(Item, Set1, Set2) :-
    '$ord_selectchk'(Set1, Item, Set2),
    !.

'$ord_selectchk'([X|Set1], Item, [X|Set2]) :-
    X @< Item,
    !,
    '$ord_selectchk'(Set1, Item, Set2).
'$ord_selectchk'([Item|Set], Item, Set) :-
    '$ord_greater_rest'(Set, Item).

'$ord_greater_rest'(Set, Item) :-
    (   Set = [Next|_]
    ->  Next @> Item
    ;   Set == []
    ).

ord_subset([], _).
ord_subset([H1|T1], [H2|T2]) :-
    compare(Order, H1, H2),
    '$ord_subset'(Order, H1, T1, T2).

'$ord_subset'(=, _, T1, T2) :-
    ord_subset(T1, T2).
'$ord_subset'(>, H1, T1, T2) :-
    ord_subset([H1|T1], T2).

ord_intersect([H1|T1], [H2|T2]) :-
    compare(Order, H1, H2),
    '$ord_intersect'(Order, H1, T1, H2, T2).

'$ord_intersect'(=, _, _, _, _).
'$ord_intersect'(<, _, T1, H2, T2) :-
    ord_intersect(T1, [H2|T2]).
'$ord_intersect'(>, H1, T1, _, T2) :-
    ord_intersect([H1|T1], T2).

ord_disjoint(Set1, Set2) :-
    \+ ord_intersect(Set1, Set2).

ord_seteq(Set1, Set2) :-
    Set1 == Set2.

ord_symdiff([], Set2, Set2).
ord_symdiff([H1|T1], Set2, Difference) :-
    '$ord_symdiff'(Set2, H1, T1, Difference).

'$ord_symdiff'([], H1, T1, [H1|T1]).
'$ord_symdiff'([H2|T2], H1, T1, Difference) :-
    compare(Order, H1, H2),
    '$ord_symdiff'(Order, H1, T1, H2, T2, Difference).

'$ord_symdiff'(<, H1, T1, H2, T2, [H1|Difference]) :-
    '$ord_symdiff'(T1, H2, T2, Difference).
'$ord_symdiff'(=, _, T1, _, T2, Difference) :-
    ord_symdiff(T1, T2, Difference).
'$ord_symdiff'(>, H1, T1, H2, T2, [H2|Difference]) :-
    '$ord_symdiff'(T2, H1, T1, Difference).
