/*  library(lists), library(pairs) and aggregate_all/3,4 of the system
    library, with SWI-Prolog 9 semantics.

    Definitions follow the classic shape SWI-Prolog uses, so that
    determinism (first-argument indexing leaves no choicepoint) and
    inference counts are comparable. Internal helpers start with '$'.
    length/2, msort/2, sort/2,4, keysort/2, list_to_set/2, memberchk/2,
    '$skip_list'/3, '$seek_list'/4 and '$lists_type_check'/3 are Go
    (builtins/lists.go).
*/

%   '$lists_must_be'(+Type, @X): must_be/2 for the types used here; the
%   error context is left unbound, as SWI-Prolog's must_be/2 does.

'$lists_must_be'(Type, X) :-
    (   '$lists_type_check'(Type, X, Formal)
    ->  throw(error(Formal, _))
    ;   true
    ).

append([], L, L).
append([H|T], L, [H|R]) :-
    append(T, L, R).

append(ListOfLists, List) :-
    '$lists_must_be'(list, ListOfLists),
    '$append_'(ListOfLists, List).

'$append_'([], []).
'$append_'([L|Ls], As) :-
    append(L, Ws, As),
    '$append_'(Ls, Ws).

member(X, [Y|Ys]) :-
    '$lists_member_'(Ys, X, Y).

'$lists_member_'(_, X, X).
'$lists_member_'([Y|Ys], X, _) :-
    '$lists_member_'(Ys, X, Y).

select(X, [Head|Tail], Rest) :-
    '$select3_'(Tail, Head, X, Rest).

'$select3_'(Tail, Head, Head, Tail).
'$select3_'([Head2|Tail], Head, X, [Head|Rest]) :-
    '$select3_'(Tail, Head2, X, Rest).

selectchk(Elem, List, Rest) :-
    select(Elem, List, Rest0),
    !,
    Rest = Rest0.

select(X, XList, Y, YList) :-
    '$select4_'(XList, X, Y, YList).

'$select4_'([X|List], X, Y, [Y|List]).
'$select4_'([X0|XList], X, Y, [X0|YList]) :-
    '$select4_'(XList, X, Y, YList).

selectchk(X, XList, Y, YList) :-
    select(X, XList, Y, YList),
    !.

subtract([], _, []).
subtract([E|T], D, R) :-
    (   memberchk(E, D)
    ->  subtract(T, D, R)
    ;   R = [E|R1],
        subtract(T, D, R1)
    ).

intersection([], _, []).
intersection([X|T], L, Intersect) :-
    (   memberchk(X, L)
    ->  Intersect = [X|R],
        intersection(T, L, R)
    ;   intersection(T, L, Intersect)
    ).

union([], L, L).
union([H|T], L, Union) :-
    (   memberchk(H, L)
    ->  union(T, L, Union)
    ;   Union = [H|R],
        union(T, L, R)
    ).

%   delete/3 removes every element that unifies with Del, binding nothing.

% SWI-Prolog 9's semantics (elements that unify with Del are removed, no
% binding is kept) at the cost of SWI-Prolog's 2001 definition the course
% was measured with: one inference per element.
delete([], _, []).
delete([Elem|Tail], Del, Result) :-
    (   '$unifiable'(Elem, Del)
    ->  delete(Tail, Del, Result)
    ;   '$delete_keep'(Result, Elem, Rest),
        delete(Tail, Del, Rest)
    ).

prefix([], _).
prefix([E|T0], [E|T]) :-
    prefix(T0, T).

same_length([], []).
same_length([_|T1], [_|T2]) :-
    same_length(T1, T2).

nextto(X, Y, [X,Y|_]).
nextto(X, Y, [_|Zs]) :-
    nextto(X, Y, Zs).

%   nth0/3, nth1/3: deterministic with an integer index, enumerating
%   (leaving no choicepoint after the last element) with an unbound one.

nth0(Index, List, Elem) :-
    (   integer(Index)
    ->  '$seek_list'(Index, List, RestIndex, RestList),
        '$nth0_det'(RestIndex, RestList, Elem)
    ;   var(Index)
    ->  List = [H|T],
        '$nth_gen'(T, Elem, H, 0, Index)
    ;   '$lists_must_be'(integer, Index)
    ).

nth1(Index, List, Elem) :-
    (   integer(Index)
    ->  Index0 is Index - 1,
        '$seek_list'(Index0, List, RestIndex, RestList),
        '$nth0_det'(RestIndex, RestList, Elem)
    ;   var(Index)
    ->  List = [H|T],
        '$nth_gen'(T, Elem, H, 1, Index)
    ;   '$lists_must_be'(integer, Index)
    ).

'$nth0_det'(0, [Elem|_], Elem) :- !.
'$nth0_det'(N, [_|Tail], Elem) :-
    M is N - 1,
    M >= 0,
    '$nth0_det'(M, Tail, Elem).

'$nth_gen'(_, Elem, Elem, Base, Base).
'$nth_gen'([H|Tail], Elem, _, N, Base) :-
    succ(N, M),
    '$nth_gen'(Tail, Elem, H, M, Base).

nth0(V, In, Element, Rest) :-
    var(V),
    !,
    '$generate_nth'(0, V, In, Element, Rest).
nth0(V, In, Element, Rest) :-
    '$lists_must_be'(nonneg, V),
    '$find_nth0'(V, In, Element, Rest).

nth1(V, In, Element, Rest) :-
    var(V),
    !,
    '$generate_nth'(1, V, In, Element, Rest).
nth1(V, In, Element, Rest) :-
    '$lists_must_be'(positive_integer, V),
    succ(V0, V),
    '$find_nth0'(V0, In, Element, Rest).

'$generate_nth'(I, I, [Head|Rest], Head, Rest).
'$generate_nth'(I, IN, [H|List], El, [H|Rest]) :-
    I1 is I + 1,
    '$generate_nth'(I1, IN, List, El, Rest).

'$find_nth0'(0, [Head|Rest], Head, Rest) :- !.
'$find_nth0'(N, [Head|Rest0], Elem, [Head|Rest]) :-
    M is N - 1,
    '$find_nth0'(M, Rest0, Elem, Rest).

last([X|Xs], Last) :-
    '$last_'(Xs, X, Last).

'$last_'([], Last, Last).
'$last_'([X|Xs], _, Last) :-
    '$last_'(Xs, X, Last).

proper_length(List, Length) :-
    '$skip_list'(Length0, List, Tail),
    Tail == [],
    Length = Length0.

%   reverse/2 bounds the result's length by the input's, so that
%   reverse(X, [a,b]) terminates.

reverse(Xs, Ys) :-
    '$reverse_'(Xs, Ys, [], Ys).

'$reverse_'([], [], Ys, Ys).
'$reverse_'([X|Xs], [_|Bound], Rs, Ys) :-
    '$reverse_'(Xs, Bound, [X|Rs], Ys).

permutation(Xs, Ys) :-
    '$skip_list'(Xlen, Xs, XTail),
    '$skip_list'(Ylen, Ys, YTail),
    (   XTail == [], YTail == []
    ->  Xlen == Ylen
    ;   var(XTail), YTail == []
    ->  length(Xs, Ylen)
    ;   XTail == [], var(YTail)
    ->  length(Ys, Xlen)
    ;   var(XTail), var(YTail)
    ->  length(Xs, Len),
        length(Ys, Len)
    ;   '$lists_must_be'(list, Xs),
        '$lists_must_be'(list, Ys)
    ),
    '$perm'(Xs, Ys).

'$perm'([], []).
'$perm'(List, [First|Perm]) :-
    select(First, List, Rest),
    '$perm'(Rest, Perm).

flatten(List, FlatList) :-
    '$flatten'(List, [], FlatList0),
    !,
    FlatList = FlatList0.

'$flatten'(Var, Tl, [Var|Tl]) :-
    var(Var),
    !.
'$flatten'([], Tl, Tl) :- !.
'$flatten'([Hd|Tl], Tail, List) :-
    !,
    '$flatten'(Hd, FlatHeadTail, List),
    '$flatten'(Tl, Tail, FlatHeadTail).
'$flatten'(NonList, Tl, [NonList|Tl]).

%   max_member/2, min_member/2, sum_list/2, max_list/2 and min_list/2
%   are single-sided-unification rules in SWI-Prolog 9: a list argument
%   that is unbound, partial or no list is existence_error(matching_rule,
%   lists:Goal) for the rule that met it, raised here by the helpers
%   named '..._ssu' once '$lists_proper'/1 finds the list not proper.

'$lists_no_rule'(Goal, PI) :-
    throw(error(existence_error(matching_rule, lists:Goal),
                context(lists:PI, _))).

'$lists_proper'(List) :-
    '$skip_list'(_, List, Tail),
    Tail == [].

max_member(Max, List) :-
    (   '$lists_proper'(List)
    ->  List = [H|T],
        '$max_member_'(T, H, Max)
    ;   '$max_member_ssu'(Max, List)
    ).

'$max_member_'([], Max, Max).
'$max_member_'([H|T], Max0, Max) :-
    (   H @=< Max0
    ->  '$max_member_'(T, Max0, Max)
    ;   '$max_member_'(T, H, Max)
    ).

'$max_member_ssu'(Max, List) :-
    (   nonvar(List), List = [H|T]
    ->  '$max_member_ssu_'(T, H, Max)
    ;   '$lists_no_rule'(max_member(Max, List), max_member/2)
    ).

'$max_member_ssu_'(List, Max0, Max) :-
    (   List == []
    ->  Max = Max0
    ;   nonvar(List), List = [H|T]
    ->  (   H @=< Max0
        ->  '$max_member_ssu_'(T, Max0, Max)
        ;   '$max_member_ssu_'(T, H, Max)
        )
    ;   '$lists_no_rule'(max_member_(List, Max0, Max), max_member_/3)
    ).

min_member(Min, List) :-
    (   '$lists_proper'(List)
    ->  List = [H|T],
        '$min_member_'(T, H, Min)
    ;   '$min_member_ssu'(Min, List)
    ).

'$min_member_'([], Min, Min).
'$min_member_'([H|T], Min0, Min) :-
    (   H @>= Min0
    ->  '$min_member_'(T, Min0, Min)
    ;   '$min_member_'(T, H, Min)
    ).

'$min_member_ssu'(Min, List) :-
    (   nonvar(List), List = [H|T]
    ->  '$min_member_ssu_'(T, H, Min)
    ;   '$lists_no_rule'(min_member(Min, List), min_member/2)
    ).

'$min_member_ssu_'(List, Min0, Min) :-
    (   List == []
    ->  Min = Min0
    ;   nonvar(List), List = [H|T]
    ->  (   H @>= Min0
        ->  '$min_member_ssu_'(T, Min0, Min)
        ;   '$min_member_ssu_'(T, H, Min)
        )
    ;   '$lists_no_rule'(min_member_(List, Min0, Min), min_member_/3)
    ).

%   max_member(:Pred, -Max, +List), min_member(:Pred, -Min, +List): as
%   max_member/2 and min_member/2, an unbound or partial List is
%   existence_error(matching_rule, lists:Goal), Pred written qualified.

max_member(Pred, Max, List) :-
    (   '$lists_proper'(List)
    ->  List = [H|T],
        '$max_member_'(T, Pred, H, Max)
    ;   nonvar(List), List = [H|T]
    ->  '$max_member_ssu_'(T, Pred, H, Max)
    ;   '$lists_qualified'(Pred, QPred),
        '$lists_no_rule'(max_member(QPred, Max, List), max_member/3)
    ).

'$max_member_ssu_'(List, Pred, Max0, Max) :-
    (   List == []
    ->  Max = Max0
    ;   nonvar(List), List = [H|T]
    ->  (   call(Pred, H, Max0)
        ->  '$max_member_ssu_'(T, Pred, Max0, Max)
        ;   '$max_member_ssu_'(T, Pred, H, Max)
        )
    ;   '$lists_qualified'(Pred, QPred),
        '$lists_no_rule'(max_member_(List, QPred, Max0, Max), max_member_/4)
    ).

'$lists_qualified'(Pred, QPred) :-
    (   nonvar(Pred), Pred = _:_
    ->  QPred = Pred
    ;   QPred = user:Pred
    ).

'$max_member_'([], _, Max, Max).
'$max_member_'([H|T], Pred, Max0, Max) :-
    (   call(Pred, H, Max0)
    ->  '$max_member_'(T, Pred, Max0, Max)
    ;   '$max_member_'(T, Pred, H, Max)
    ).

min_member(Pred, Min, List) :-
    (   '$lists_proper'(List)
    ->  List = [H|T],
        '$min_member_'(T, Pred, H, Min)
    ;   nonvar(List), List = [H|T]
    ->  '$min_member_ssu_'(T, Pred, H, Min)
    ;   '$lists_qualified'(Pred, QPred),
        '$lists_no_rule'(min_member(QPred, Min, List), min_member/3)
    ).

'$min_member_ssu_'(List, Pred, Min0, Min) :-
    (   List == []
    ->  Min = Min0
    ;   nonvar(List), List = [H|T]
    ->  (   call(Pred, Min0, H)
        ->  '$min_member_ssu_'(T, Pred, Min0, Min)
        ;   '$min_member_ssu_'(T, Pred, H, Min)
        )
    ;   '$lists_qualified'(Pred, QPred),
        '$lists_no_rule'(min_member_(List, QPred, Min0, Min), min_member_/4)
    ).

'$min_member_'([], _, Min, Min).
'$min_member_'([H|T], Pred, Min0, Min) :-
    (   call(Pred, Min0, H)
    ->  '$min_member_'(T, Pred, Min0, Min)
    ;   '$min_member_'(T, Pred, H, Min)
    ).

sum_list(Xs, Sum) :-
    (   '$lists_proper'(Xs)
    ->  '$sum_list'(Xs, 0, Sum)
    ;   '$sum_list_ssu'(Xs, 0, Sum)
    ).

'$sum_list'([], Sum, Sum).
'$sum_list'([X|Xs], Sum0, Sum) :-
    Sum1 is Sum0 + X,
    '$sum_list'(Xs, Sum1, Sum).

'$sum_list_ssu'(List, Sum0, Sum) :-
    (   List == []
    ->  Sum = Sum0
    ;   nonvar(List), List = [X|Xs]
    ->  Sum1 is Sum0 + X,
        '$sum_list_ssu'(Xs, Sum1, Sum)
    ;   '$lists_no_rule'(sum_list(List, Sum0, Sum), sum_list/3)
    ).

sumlist(Xs, Sum) :-
    sum_list(Xs, Sum).

max_list(Xs, Max) :-
    (   '$lists_proper'(Xs)
    ->  Xs = [H|T],
        '$max_list'(T, H, Max)
    ;   nonvar(Xs), Xs = [H|T]
    ->  '$max_list_ssu'(T, H, Max)
    ;   '$lists_no_rule'(max_list(Xs, Max), max_list/2)
    ).

'$max_list'([], Max, Max).
'$max_list'([H|T], Max0, Max) :-
    Max1 is max(H, Max0),
    '$max_list'(T, Max1, Max).

'$max_list_ssu'(List, Max0, Max) :-
    (   List == []
    ->  Max = Max0
    ;   nonvar(List), List = [H|T]
    ->  Max1 is max(H, Max0),
        '$max_list_ssu'(T, Max1, Max)
    ;   '$lists_no_rule'(max_list(List, Max0, Max), max_list/3)
    ).

min_list(Xs, Min) :-
    (   '$lists_proper'(Xs)
    ->  Xs = [H|T],
        '$min_list'(T, H, Min)
    ;   nonvar(Xs), Xs = [H|T]
    ->  '$min_list_ssu'(T, H, Min)
    ;   '$lists_no_rule'(min_list(Xs, Min), min_list/2)
    ).

'$min_list'([], Min, Min).
'$min_list'([H|T], Min0, Min) :-
    Min1 is min(H, Min0),
    '$min_list'(T, Min1, Min).

'$min_list_ssu'(List, Min0, Min) :-
    (   List == []
    ->  Min = Min0
    ;   nonvar(List), List = [H|T]
    ->  Min1 is min(H, Min0),
        '$min_list_ssu'(T, Min1, Min)
    ;   '$lists_no_rule'(min_list(List, Min0, Min), min_list/3)
    ).

numlist(L, U, Ns) :-
    '$lists_must_be'(integer, L),
    '$lists_must_be'(integer, U),
    L =< U,
    '$numlist_'(L, U, Ns).

'$numlist_'(U, U, List) :-
    !,
    List = [U].
'$numlist_'(L, U, [L|Ns]) :-
    L2 is L + 1,
    '$numlist_'(L2, U, Ns).

is_set(Set) :-
    '$skip_list'(Len, Set, Tail),
    Tail == [],
    sort(Set, Sorted),
    length(Sorted, Len).

subset([], _).
subset([E|R], Set) :-
    memberchk(E, Set),
    subset(R, Set).

%   clumped/2 counts runs of identical (==) adjacent items.

clumped(Items, Counts) :-
    '$clump'(Items, Counts).

'$clump'([], []).
'$clump'([H|T0], [H-C|T]) :-
    '$clump_count'(T0, H, T1, 1, C),
    '$clump'(T1, T).

'$clump_count'([H|T0], E, T, C0, C) :-
    E == H,
    !,
    C1 is C0 + 1,
    '$clump_count'(T0, E, T, C1, C).
'$clump_count'(List, _, List, C, C).

%   predsort/3: merge sort calling Pred(Order, A, B); elements that compare
%   = are dropped (all but the first).

predsort(P, L, Sorted) :-
    length(L, N),
    '$predsort'(P, N, L, _, Sorted1),
    !,
    Sorted = Sorted1.

'$predsort'(P, 2, [X1,X2|L], L, R) :-
    !,
    call(P, Delta, X1, X2),
    '$predsort2'(Delta, X1, X2, R).
'$predsort'(_, 1, [X|L], L, [X]) :- !.
'$predsort'(_, 0, L, L, []) :- !.
'$predsort'(P, N, L1, L3, R) :-
    N1 is N // 2,
    plus(N1, N2, N),
    '$predsort'(P, N1, L1, L2, R1),
    '$predsort'(P, N2, L2, L3, R2),
    '$predmerge'(P, R1, R2, R).

'$predsort2'(<, X1, X2, [X1,X2]).
'$predsort2'(=, X1, _, [X1]).
'$predsort2'(>, X1, X2, [X2,X1]).

'$predmerge'(_, [], R, R) :- !.
'$predmerge'(_, R, [], R) :- !.
'$predmerge'(P, [H1|T1], [H2|T2], Result) :-
    call(P, Delta, H1, H2),
    !,
    '$predmerge_'(Delta, P, H1, H2, T1, T2, Result).

'$predmerge_'(<, P, H1, H2, T1, T2, [H1|R]) :-
    '$predmerge'(P, T1, [H2|T2], R).
'$predmerge_'(=, P, H1, _, T1, T2, [H1|R]) :-
    '$predmerge'(P, T1, T2, R).
'$predmerge_'(>, P, H1, H2, T1, T2, [H2|R]) :-
    '$predmerge'(P, [H1|T1], T2, R).

%   library(pairs)

pairs_keys_values(Pairs, Keys, Values) :-
    (   nonvar(Pairs)
    ->  '$pairs_keys_values_'(Pairs, Keys, Values)
    ;   nonvar(Keys)
    ->  '$keys_values_pairs'(Keys, Values, Pairs)
    ;   '$values_keys_pairs'(Values, Keys, Pairs)
    ).

'$pairs_keys_values_'([], [], []).
'$pairs_keys_values_'([K-V|Pairs], [K|Keys], [V|Values]) :-
    '$pairs_keys_values_'(Pairs, Keys, Values).

'$keys_values_pairs'([], [], []).
'$keys_values_pairs'([K|Ks], [V|Vs], [K-V|Pairs]) :-
    '$keys_values_pairs'(Ks, Vs, Pairs).

'$values_keys_pairs'([], [], []).
'$values_keys_pairs'([V|Vs], [K|Ks], [K-V|Pairs]) :-
    '$values_keys_pairs'(Vs, Ks, Pairs).

%   group_pairs_by_key(+Pairs, -Joined): adjacent pairs of the same key
%   (==) make one Key-Values pair.
group_pairs_by_key([], []).
group_pairs_by_key([M-N|T0], [M-[N|TN]|T]) :-
    '$same_key'(M, T0, TN, T1),
    group_pairs_by_key(T1, T).

'$same_key'(M0, [M-N|T0], [N|TN], T) :-
    M0 == M,
    !,
    '$same_key'(M, T0, TN, T).
'$same_key'(_, L, [], L).

pairs_keys([], []).
pairs_keys([K-_|T0], [K|T]) :-
    pairs_keys(T0, T).

pairs_values([], []).
pairs_values([_-V|T0], [V|T]) :-
    pairs_values(T0, T).

map_list_to_pairs(Function, List, Pairs) :-
    '$map_list_to_pairs'(List, Function, Pairs).

'$map_list_to_pairs'([], _, []).
'$map_list_to_pairs'([H|T0], Pred, [K-H|T]) :-
    call(Pred, H, K),
    '$map_list_to_pairs'(T0, Pred, T).

transpose_pairs(Pairs, Transposed) :-
    '$flip_pairs'(Pairs, Flipped),
    keysort(Flipped, Transposed).

'$flip_pairs'([], []).
'$flip_pairs'([Key-Val|Pairs], [Val-Key|Flipped]) :-
    '$flip_pairs'(Pairs, Flipped).

%   aggregate_all/3,4 and the template machinery they share with
%   aggregate/3,4 (aggregate.pl), as SWI-Prolog's library(aggregate).
%   count, sum and max/min of aggregate_all/3 keep a running value in a
%   state term (nb_setarg/3) rather than collecting every solution; other
%   templates, among them compound ones such as r(count, max(X)), collect
%   a pattern per solution with findall/3 and combine the list.
%   Errors are thrown directly: library(error) is not loaded with this
%   file by its unit tests. Library predicates are called through their
%   '$' helpers, which a user's file cannot redefine.

aggregate_all(Var, _, _) :-
    var(Var),
    !,
    throw(error(instantiation_error, _)).
aggregate_all(count, Goal, Count) :-
    !,
    aggregate_all(sum(1), Goal, Count).
aggregate_all(sum(X), Goal, Sum) :-
    !,
    State = state(0),
    (   call(Goal),
        arg(1, State, S0),
        S is S0 + X,
        nb_setarg(1, State, S),
        fail
    ;   arg(1, State, Sum)
    ).
aggregate_all(max(X), Goal, Max) :-
    !,
    State = state(X),
    (   call(Goal),
        arg(1, State, M0),
        M is max(M0, X),
        nb_setarg(1, State, M),
        fail
    ;   arg(1, State, Max),
        nonvar(Max)
    ).
aggregate_all(min(X), Goal, Min) :-
    !,
    State = state(X),
    (   call(Goal),
        arg(1, State, M0),
        M is min(M0, X),
        nb_setarg(1, State, M),
        fail
    ;   arg(1, State, Min),
        nonvar(Min)
    ).
aggregate_all(max(X, W), Goal, max(Max, Witness)) :-
    !,
    State = state(false, _Max, _Witness),
    (   call(Goal),
        (   State = state(true, Max0, _)
        ->  X > Max0,
            nb_setarg(2, State, X),
            nb_setarg(3, State, W)
        ;   number(X)
        ->  nb_setarg(1, State, true),
            nb_setarg(2, State, X),
            nb_setarg(3, State, W)
        ;   throw(error(type_error(number, X), _))
        ),
        fail
    ;   State = state(true, Max, Witness)
    ).
aggregate_all(min(X, W), Goal, min(Min, Witness)) :-
    !,
    State = state(false, _Min, _Witness),
    (   call(Goal),
        (   State = state(true, Min0, _)
        ->  X < Min0,
            nb_setarg(2, State, X),
            nb_setarg(3, State, W)
        ;   number(X)
        ->  nb_setarg(1, State, true),
            nb_setarg(2, State, X),
            nb_setarg(3, State, W)
        ;   throw(error(type_error(number, X), _))
        ),
        fail
    ;   State = state(true, Min, Witness)
    ).
aggregate_all(Template, Goal0, Result) :-
    '$aggr_template_to_pattern'(all, Template, Pattern, Goal0, Goal, Aggregate),
    findall(Pattern, Goal, List),
    '$aggr_list'(Aggregate, List, Result).

aggregate_all(Template, Discriminator, Goal0, Result) :-
    '$aggr_template_to_pattern'(all, Template, Pattern, Goal0, Goal, Aggregate),
    findall(Discriminator-Pattern, Goal, Pairs0),
    sort(Pairs0, Pairs),
    '$pairs_keys_values_'(Pairs, _, List),
    '$aggr_list'(Aggregate, List, Result).

%   '$aggr_template_to_pattern'(+All, +Template, -Pattern, +Goal0, -Goal,
%   -Aggregate): Pattern is what each solution contributes, Goal is
%   Goal0 followed by the evaluation of the template's expressions, and
%   Aggregate says how to combine the list of Patterns. For bagof/3
%   (All == bag) the variables of Var^ prefixes are existential again
%   around the extended goal. Goal1 itself is not simplified: in
%   SWI-Prolog it is module qualified, which hides it from clean_body/2,
%   and a variable goal must stay one (and raise when called).

'$aggr_template_to_pattern'(All, Template, Pattern, Goal0, Goal, Aggregate) :-
    '$aggr_template_to_pattern'(Template, Pattern, Post0, Vars, Aggregate),
    '$aggr_existential_vars'(Goal0, Goal1, AllVars, Vars),
    '$aggr_clean_body'(Post0, Post),
    (   Post == true
    ->  Goal2 = Goal1
    ;   Goal2 = (Goal1, Post)
    ),
    (   All == bag
    ->  '$aggr_add_existential_vars'(AllVars, Goal2, Goal)
    ;   Goal = Goal2
    ).

'$aggr_existential_vars'(Var, Var, Vs, Vs) :-
    var(Var),
    !.
'$aggr_existential_vars'(Var^G0, G, [Var|Vs0], Vs) :-
    !,
    '$aggr_existential_vars'(G0, G, Vs0, Vs).
'$aggr_existential_vars'(M:G0, M:G, Vs0, Vs) :-
    !,
    '$aggr_existential_vars'(G0, G, Vs0, Vs).
'$aggr_existential_vars'(G, G, Vs, Vs).

'$aggr_add_existential_vars'([], G, G).
'$aggr_add_existential_vars'([H|T], G0, H^G1) :-
    '$aggr_add_existential_vars'(T, G0, G1).

'$aggr_clean_body'((Goal0,Goal1), Goal) :-
    !,
    '$aggr_clean_body'(Goal0, GoalA),
    '$aggr_clean_body'(Goal1, GoalB),
    (   GoalA == true
    ->  Goal = GoalB
    ;   GoalB == true
    ->  Goal = GoalA
    ;   Goal = (GoalA,GoalB)
    ).
'$aggr_clean_body'(Goal, Goal).

% A compound template other than the aggregation operators combines
% one operator per argument: r(count, max(X)).
'$aggr_template_to_pattern'(Term, Pattern, Goal, Vars, Aggregate) :-
    '$aggr_templ_to_pattern'(Term, Pattern, Goal, Vars, Aggregate),
    !.
'$aggr_template_to_pattern'(Term, Pattern, Goal, Vars, term(MinNeeded, Functor, AggregateArgs)) :-
    compound(Term),
    !,
    Term =.. [Functor|Args0],
    '$aggr_templates_to_patterns'(Args0, Args, Goal, Vars, AggregateArgs),
    '$aggr_needs_one'(AggregateArgs, MinNeeded),
    Pattern =.. [Functor|Args].
'$aggr_template_to_pattern'(Term, _, _, _, _) :-
    '$aggr_invalid_template'(Term).

'$aggr_templ_to_pattern'(sum(X),           X,         true,    [],   sum) :- var(X), !.
'$aggr_templ_to_pattern'(sum(X0),          X,         X is X0, [X0], sum) :- !.
'$aggr_templ_to_pattern'(count,            1,         true,    [],   count) :- !.
'$aggr_templ_to_pattern'(min(X),           X,         true,    [],   min) :- var(X), !.
'$aggr_templ_to_pattern'(min(X0),          X,         X is X0, [X0], min) :- !.
'$aggr_templ_to_pattern'(min(X0, Witness), X-Witness, X is X0, [X0], min_witness) :- !.
'$aggr_templ_to_pattern'(max(X0),          X,         X is X0, [X0], max) :- !.
'$aggr_templ_to_pattern'(max(X0, Witness), X-Witness, X is X0, [X0], max_witness) :- !.
'$aggr_templ_to_pattern'(set(X),           X,         true,    [],   set) :- !.
'$aggr_templ_to_pattern'(bag(X),           X,         true,    [],   bag) :- !.

'$aggr_templates_to_patterns'([], [], true, [], []).
'$aggr_templates_to_patterns'([H0], [H], G, Vars, [A]) :-
    !,
    '$aggr_sub_template_to_pattern'(H0, H, G, Vars, A).
'$aggr_templates_to_patterns'([H0|T0], [H|T], (G0,G), Vars, [A0|A]) :-
    '$aggr_sub_template_to_pattern'(H0, H, G0, V0, A0),
    append(V0, RV, Vars),
    '$aggr_templates_to_patterns'(T0, T, G, RV, A).

'$aggr_sub_template_to_pattern'(Term, Pattern, Goal, Vars, Aggregate) :-
    '$aggr_templ_to_pattern'(Term, Pattern, Goal, Vars, Aggregate),
    !.
'$aggr_sub_template_to_pattern'(Term, _, _, _, _) :-
    '$aggr_invalid_template'(Term).

'$aggr_invalid_template'(Term) :-
    callable(Term),
    !,
    throw(error(domain_error(aggregate_template, Term), _)).
'$aggr_invalid_template'(Term) :-
    throw(error(type_error(aggregate_template, Term), _)).

% A compound template with a min or max needs a first solution to
% start from; with only counts, sums and bags it starts from zero.
'$aggr_needs_one'(Ops, 1) :-
    '$member'(Op, Ops),
    '$aggr_needs_one'(Op),
    !.
'$aggr_needs_one'(_, 0).

'$aggr_needs_one'(min).
'$aggr_needs_one'(min_witness).
'$aggr_needs_one'(max).
'$aggr_needs_one'(max_witness).

'$aggr_list'(bag, List0, List) :-
    !,
    List = List0.
'$aggr_list'(set, List, Set) :-
    !,
    sort(List, Set).
'$aggr_list'(sum, List, Sum) :-
    '$sum_list'(List, 0, Sum).
'$aggr_list'(count, List, Count) :-
    length(List, Count).
'$aggr_list'(max, [H|T], Max) :-
    '$max_list'(T, H, Max).
'$aggr_list'(max_witness, List, max(Max, Witness)) :-
    '$aggr_max_pair'(List, Max, Witness).
'$aggr_list'(min, [H|T], Min) :-
    '$min_list'(T, H, Min).
'$aggr_list'(min_witness, List, min(Min, Witness)) :-
    '$aggr_min_pair'(List, Min, Witness).
'$aggr_list'(term(0, Functor, Ops), List, Result) :-
    !,
    '$maplist_'(Ops, StateArgs, FinishArgs, '$aggr_state0'),
    State0 =.. [Functor|StateArgs],
    '$aggr_term_list'(List, Ops, State0, Result0),
    '$aggr_finish_result'(Ops, FinishArgs, Result0, Result).
'$aggr_list'(term(1, Functor, Ops), [H|List], Result) :-
    H =.. [Functor|Args],
    '$maplist_'(Ops, Args, StateArgs, FinishArgs, '$aggr_state1'),
    State0 =.. [Functor|StateArgs],
    '$aggr_term_list'(List, Ops, State0, Result0),
    '$aggr_finish_result'(Ops, FinishArgs, Result0, Result).

'$aggr_term_list'([], _, State, State).
'$aggr_term_list'([H|T], Ops, State0, State) :-
    '$aggr_step_term'(Ops, H, State0, State1),
    '$aggr_term_list'(T, Ops, State1, State).

% The first of equal extremes is the witness.
'$aggr_min_pair'([M0-W0|T], M, W) :-
    '$aggr_min_pair'(T, M0, W0, M, W).

'$aggr_min_pair'([], M, W, M, W).
'$aggr_min_pair'([M0-W0|T], M1, W1, M, W) :-
    (   M0 < M1
    ->  '$aggr_min_pair'(T, M0, W0, M, W)
    ;   '$aggr_min_pair'(T, M1, W1, M, W)
    ).

'$aggr_max_pair'([M0-W0|T], M, W) :-
    '$aggr_max_pair'(T, M0, W0, M, W).

'$aggr_max_pair'([], M, W, M, W).
'$aggr_max_pair'([M0-W0|T], M1, W1, M, W) :-
    (   M0 > M1
    ->  '$aggr_max_pair'(T, M0, W0, M, W)
    ;   '$aggr_max_pair'(T, M1, W1, M, W)
    ).

% Bags and sets of a compound template grow as open lists (difference
% lists closed by '$aggr_finish_result'/4).
'$aggr_step'(bag,   X, [X|L], L).
'$aggr_step'(set,   X, [X|L], L).
'$aggr_step'(count, _, X0, X1) :-
    succ(X0, X1).
'$aggr_step'(sum,   X, X0, X1) :-
    X1 is X0+X.
'$aggr_step'(max,   X, X0, X1) :-
    X1 is max(X0, X).
'$aggr_step'(min,   X, X0, X1) :-
    X1 is min(X0, X).
'$aggr_step'(max_witness, X-W, X0-W0, X1-W1) :-
    (   X > X0
    ->  X1 = X, W1 = W
    ;   X1 = X0, W1 = W0
    ).
'$aggr_step'(min_witness, X-W, X0-W0, X1-W1) :-
    (   X < X0
    ->  X1 = X, W1 = W
    ;   X1 = X0, W1 = W0
    ).
'$aggr_step'(term(Ops), Row, Row0, Row1) :-
    '$aggr_step_term'(Ops, Row, Row0, Row1).

'$aggr_step_term'(Ops, Row, Row0, Row1) :-
    functor(Row, Name, Arity),
    functor(Row1, Name, Arity),
    '$aggr_step_list'(Ops, 1, Row, Row0, Row1).

'$aggr_step_list'([], _, _, _, _).
'$aggr_step_list'([Op|OpT], Arg, Row, Row0, Row1) :-
    arg(Arg, Row, X),
    arg(Arg, Row0, X0),
    arg(Arg, Row1, X1),
    '$aggr_step'(Op, X, X0, X1),
    succ(Arg, Arg1),
    '$aggr_step_list'(OpT, Arg1, Row, Row0, Row1).

'$aggr_finish_result'(Ops, Finish, R0, R) :-
    functor(R0, Functor, Arity),
    functor(R, Functor, Arity),
    '$aggr_finish_result'(Ops, Finish, 1, R0, R).

'$aggr_finish_result'([], _, _, _, _).
'$aggr_finish_result'([Op|OpT], [F|FT], I, R0, R) :-
    arg(I, R0, A0),
    arg(I, R, A),
    '$aggr_finish_result1'(Op, F, A0, A),
    succ(I, I2),
    '$aggr_finish_result'(OpT, FT, I2, R0, R).

'$aggr_finish_result1'(bag, Bag0, [], Bag) :-
    !,
    Bag = Bag0.
'$aggr_finish_result1'(set, Bag,  [], Set) :-
    !,
    sort(Bag, Set).
'$aggr_finish_result1'(max_witness, _, M-W, R) :-
    !,
    R = max(M,W).
'$aggr_finish_result1'(min_witness, _, M-W, R) :-
    !,
    R = min(M,W).
'$aggr_finish_result1'(_, _, A, A).

'$aggr_state0'(bag,   L, L).
'$aggr_state0'(set,   L, L).
'$aggr_state0'(count, 0, _).
'$aggr_state0'(sum,   0, _).

'$aggr_state1'(bag, X, L, [X|L]) :- !.
'$aggr_state1'(set, X, L, [X|L]) :- !.
'$aggr_state1'(_,   X, X, _).
