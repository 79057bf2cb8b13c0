/*  library(apply) of the system library, with SWI-Prolog 9 semantics:
    maplist/2..7, foldl/4..7, scanl/4..7, include/3, exclude/3, partition/4,5,
    convlist/3.

    The list is the first argument of each helper, so that first-argument
    indexing leaves no choicepoint on the last element. Internal helpers
    start with '$'.
*/

include(Goal, List, Included) :-
    '$include_'(List, Goal, Included).

'$include_'([], _, []).
'$include_'([X1|Xs1], P, Included) :-
    (   call(P, X1)
    ->  Included = [X1|Included1]
    ;   Included = Included1
    ),
    '$include_'(Xs1, P, Included1).

exclude(Goal, List, Included) :-
    '$exclude_'(List, Goal, Included).

'$exclude_'([], _, []).
'$exclude_'([X1|Xs1], P, Included) :-
    (   call(P, X1)
    ->  Included = Included1
    ;   Included = [X1|Included1]
    ),
    '$exclude_'(Xs1, P, Included1).

partition(Pred, List, Included, Excluded) :-
    '$partition_'(List, Pred, Included, Excluded).

'$partition_'([], _, [], []).
'$partition_'([H|T], Pred, Incl, Excl) :-
    (   call(Pred, H)
    ->  Incl = [H|I],
        '$partition_'(T, Pred, I, Excl)
    ;   Excl = [H|E],
        '$partition_'(T, Pred, Incl, E)
    ).

partition(Pred, List, Less, Equal, Greater) :-
    '$partition_'(List, Pred, Less, Equal, Greater).

'$partition_'([], _, [], [], []).
'$partition_'([H|T], Pred, L, E, G) :-
    call(Pred, H, Diff),
    '$partition_'(Diff, H, Pred, T, L, E, G).

'$partition_'(<, H, Pred, T, L, E, G) :-
    !,
    L = [H|Rest],
    '$partition_'(T, Pred, Rest, E, G).
'$partition_'(=, H, Pred, T, L, E, G) :-
    !,
    E = [H|Rest],
    '$partition_'(T, Pred, L, Rest, G).
'$partition_'(>, H, Pred, T, L, E, G) :-
    !,
    G = [H|Rest],
    '$partition_'(T, Pred, L, E, Rest).
'$partition_'(Diff, _, _, _, _, _, _) :-
    (   var(Diff)
    ->  throw(error(instantiation_error, _))
    ;   throw(error(type_error(oneof([<,=,>]), Diff), _))
    ).

convlist(Goal, ListIn, ListOut) :-
    '$convlist_'(ListIn, ListOut, Goal).

'$convlist_'([], [], _).
'$convlist_'([H0|T0], ListOut, Goal) :-
    (   call(Goal, H0, H)
    ->  ListOut = [H|T],
        '$convlist_'(T0, T, Goal)
    ;   '$convlist_'(T0, ListOut, Goal)
    ).

maplist(Goal, L1) :-
    '$maplist_'(L1, Goal).

'$maplist_'([], _).
'$maplist_'([E1|T1], Goal) :-
    call(Goal, E1),
    '$maplist_'(T1, Goal).

maplist(Goal, L1, L2) :-
    '$maplist_'(L1, L2, Goal).

'$maplist_'([], [], _).
'$maplist_'([E1|T1], [E2|T2], Goal) :-
    call(Goal, E1, E2),
    '$maplist_'(T1, T2, Goal).

maplist(Goal, L1, L2, L3) :-
    '$maplist_'(L1, L2, L3, Goal).

'$maplist_'([], [], [], _).
'$maplist_'([E1|T1], [E2|T2], [E3|T3], Goal) :-
    call(Goal, E1, E2, E3),
    '$maplist_'(T1, T2, T3, Goal).

maplist(Goal, L1, L2, L3, L4) :-
    '$maplist_'(L1, L2, L3, L4, Goal).

'$maplist_'([], [], [], [], _).
'$maplist_'([E1|T1], [E2|T2], [E3|T3], [E4|T4], Goal) :-
    call(Goal, E1, E2, E3, E4),
    '$maplist_'(T1, T2, T3, T4, Goal).

maplist(Goal, L1, L2, L3, L4, L5) :-
    '$maplist_'(L1, L2, L3, L4, L5, Goal).

'$maplist_'([], [], [], [], [], _).
'$maplist_'([E1|T1], [E2|T2], [E3|T3], [E4|T4], [E5|T5], Goal) :-
    call(Goal, E1, E2, E3, E4, E5),
    '$maplist_'(T1, T2, T3, T4, T5, Goal).

maplist(Goal, L1, L2, L3, L4, L5, L6) :-
    '$maplist_'(L1, L2, L3, L4, L5, L6, Goal).

'$maplist_'([], [], [], [], [], [], _).
'$maplist_'([E1|T1], [E2|T2], [E3|T3], [E4|T4], [E5|T5], [E6|T6], Goal) :-
    call(Goal, E1, E2, E3, E4, E5, E6),
    '$maplist_'(T1, T2, T3, T4, T5, T6, Goal).

foldl(Goal, L1, V0, V) :-
    '$foldl_'(L1, Goal, V0, V).

'$foldl_'([], _, V, V).
'$foldl_'([X1|T1], Goal, V0, V) :-
    call(Goal, X1, V0, V1),
    '$foldl_'(T1, Goal, V1, V).

foldl(Goal, L1, L2, V0, V) :-
    '$foldl_'(L1, L2, Goal, V0, V).

'$foldl_'([], [], _, V, V).
'$foldl_'([X1|T1], [X2|T2], Goal, V0, V) :-
    call(Goal, X1, X2, V0, V1),
    '$foldl_'(T1, T2, Goal, V1, V).

foldl(Goal, L1, L2, L3, V0, V) :-
    '$foldl_'(L1, L2, L3, Goal, V0, V).

'$foldl_'([], [], [], _, V, V).
'$foldl_'([X1|T1], [X2|T2], [X3|T3], Goal, V0, V) :-
    call(Goal, X1, X2, X3, V0, V1),
    '$foldl_'(T1, T2, T3, Goal, V1, V).

foldl(Goal, L1, L2, L3, L4, V0, V) :-
    '$foldl_'(L1, L2, L3, L4, Goal, V0, V).

'$foldl_'([], [], [], [], _, V, V).
'$foldl_'([X1|T1], [X2|T2], [X3|T3], [X4|T4], Goal, V0, V) :-
    call(Goal, X1, X2, X3, X4, V0, V1),
    '$foldl_'(T1, T2, T3, T4, Goal, V1, V).

%   scanl(:Goal, +List1, ..., +V0, -Values): foldl/4-7 that keeps V0 and
%   every intermediate value.
scanl(Goal, List, V0, [V0|Values]) :-
    '$scanl_'(List, Goal, V0, Values).

'$scanl_'([], _, _, []).
'$scanl_'([H|T], Goal, V, [VH|VT]) :-
    call(Goal, H, V, VH),
    '$scanl_'(T, Goal, VH, VT).

scanl(Goal, List1, List2, V0, [V0|Values]) :-
    '$scanl_'(List1, List2, Goal, V0, Values).

'$scanl_'([], [], _, _, []).
'$scanl_'([H1|T1], [H2|T2], Goal, V, [VH|VT]) :-
    call(Goal, H1, H2, V, VH),
    '$scanl_'(T1, T2, Goal, VH, VT).

scanl(Goal, List1, List2, List3, V0, [V0|Values]) :-
    '$scanl_'(List1, List2, List3, Goal, V0, Values).

'$scanl_'([], [], [], _, _, []).
'$scanl_'([H1|T1], [H2|T2], [H3|T3], Goal, V, [VH|VT]) :-
    call(Goal, H1, H2, H3, V, VH),
    '$scanl_'(T1, T2, T3, Goal, VH, VT).

scanl(Goal, List1, List2, List3, List4, V0, [V0|Values]) :-
    '$scanl_'(List1, List2, List3, List4, Goal, V0, Values).

'$scanl_'([], [], [], [], _, _, []).
'$scanl_'([H1|T1], [H2|T2], [H3|T3], [H4|T4], Goal, V, [VH|VT]) :-
    call(Goal, H1, H2, H3, H4, V, VH),
    '$scanl_'(T1, T2, T3, T4, Goal, VH, VT).

% library(yall) lambdas: Free/[X1,...]>>Lambda. The lambda is copied
% before each call, except for the variables of Free, which are shared;
% Free is {V1,...} (or {}), the parameters a list, as yall checks them.
'>>'(Ps, L) :- '$yall'(Ps, L, []).
'>>'(Ps, L, A1) :- '$yall'(Ps, L, [A1]).
'>>'(Ps, L, A1, A2) :- '$yall'(Ps, L, [A1, A2]).
'>>'(Ps, L, A1, A2, A3) :- '$yall'(Ps, L, [A1, A2, A3]).
'>>'(Ps, L, A1, A2, A3, A4) :- '$yall'(Ps, L, [A1, A2, A3, A4]).
'>>'(Ps, L, A1, A2, A3, A4, A5) :- '$yall'(Ps, L, [A1, A2, A3, A4, A5]).
'>>'(Ps, L, A1, A2, A3, A4, A5, A6) :- '$yall'(Ps, L, [A1, A2, A3, A4, A5, A6]).
'>>'(Ps, L, A1, A2, A3, A4, A5, A6, A7) :- '$yall'(Ps, L, [A1, A2, A3, A4, A5, A6, A7]).

'$yall'(Ps, _, _) :-
    var(Ps), !,
    throw(error(instantiation_error, _)).
'$yall'(Free/Params, Lambda, Args) :- !,
    '$yall_free'(Free),
    must_be(list, Params),
    copy_term(Free/Params>>Lambda, Free/Params2>>Lambda2),
    '$yall_bind'(Params2, Args, Rest, Free/Params>>Lambda),
    '$yall_call'(Lambda2, Rest).
'$yall'(Params, Lambda, Args) :-
    must_be(list, Params),
    copy_term(Params>>Lambda, Params2>>Lambda2),
    '$yall_bind'(Params2, Args, Rest, Params>>Lambda),
    '$yall_call'(Lambda2, Rest).

% Free/Lambda: Lambda called with the extra arguments, a copy but for
% the variables of Free.
'/'(Free, L) :- '$yall_slash'(Free, L, []).
'/'(Free, L, A1) :- '$yall_slash'(Free, L, [A1]).
'/'(Free, L, A1, A2) :- '$yall_slash'(Free, L, [A1, A2]).
'/'(Free, L, A1, A2, A3) :- '$yall_slash'(Free, L, [A1, A2, A3]).
'/'(Free, L, A1, A2, A3, A4) :- '$yall_slash'(Free, L, [A1, A2, A3, A4]).
'/'(Free, L, A1, A2, A3, A4, A5) :- '$yall_slash'(Free, L, [A1, A2, A3, A4, A5]).
'/'(Free, L, A1, A2, A3, A4, A5, A6) :- '$yall_slash'(Free, L, [A1, A2, A3, A4, A5, A6]).
'/'(Free, L, A1, A2, A3, A4, A5, A6, A7) :- '$yall_slash'(Free, L, [A1, A2, A3, A4, A5, A6, A7]).

'$yall_slash'(Free, Lambda, Args) :-
    '$yall_free'(Free),
    copy_term(Free+Lambda, Free+Lambda2),
    '$yall_call'(Lambda2, Args).

'$yall_free'(Free) :-
    var(Free), !,
    throw(error(instantiation_error, _)).
'$yall_free'({_}) :- !.
'$yall_free'({}) :- !.
'$yall_free'(Free) :-
    throw(error(type_error(lambda_free, Free), _)).

'$yall_bind'([], Rest, Rest, _) :- !.
'$yall_bind'([P|Ps], [A|As], Rest, Culprit) :- !,
    P = A,
    '$yall_bind'(Ps, As, Rest, Culprit).
'$yall_bind'(_, _, _, Ps>>L) :-
    (   L = _:_ -> QL = L ; QL = user:L ),   % yall's meta-argument
    throw(error(domain_error(lambda_parameters, Ps>>QL), _)).

'$yall_call'(G, []) :- !,
    call(G).
'$yall_call'(G, Args) :-
    G =.. L0,
    append(L0, Args, L1),
    G1 =.. L1,
    call(G1).
