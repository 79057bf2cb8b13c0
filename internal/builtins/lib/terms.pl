/*  The parts of library(terms) of SWI-Prolog 9 that are Prolog:
    term_size/2, mapargs/3, mapsubterms/3, foldsubterms/4,5,
    same_functor/2,3,4. variant/2, subsumes/2, subsumes_chk/2 and
    term_subsumer/3 are elsewhere.

    Written for goprolog from SWI-Prolog's documentation and observed
    behaviour (term_size/2 counts the cells of SWI-Prolog's stacks: a
    compound one for its functor and one per argument, a float 3, a
    string and a big integer by their length). Internal helpers start
    with '$terms_'.
*/

term_size(Term, Size) :-
    '$terms_size'([Term], 0, Size).

'$terms_size'([], S, S).
'$terms_size'([T|Ts], S0, S) :-
    (   var(T)
    ->  S1 = S0, Rest = Ts
    ;   compound(T)
    ->  functor(T, _, A),
        T =.. [_|Args],
        S1 is S0 + 1 + A,
        append(Args, Ts, Rest)
    ;   float(T)
    ->  S1 is S0 + 3, Rest = Ts
    ;   string(T)
    ->  string_length(T, L),
        S1 is S0 + 2 + (L + 8) // 8, Rest = Ts
    ;   integer(T), \+ ( T >= -(1<<56), T < 1<<56 )
    ->  S1 is S0 + 3 + (msb(abs(T)) + 64) // 64, Rest = Ts
    ;   S1 = S0, Rest = Ts
    ),
    '$terms_size'(Rest, S1, S).

mapargs(Goal, Term1, Term2) :-
    '$terms_same_shape'(Term1, Term2, Arity),
    '$terms_mapargs'(1, Arity, Goal, Term1, Term2).

'$terms_same_shape'(T1, T2, Arity) :-
    (   compound(T1)
    ->  compound_name_arity(T1, Name, Arity),
        compound_name_arity(T2, Name, Arity)
    ;   compound(T2)
    ->  compound_name_arity(T2, Name, Arity),
        compound_name_arity(T1, Name, Arity)
    ;   must_be(compound, T1)
    ).

'$terms_mapargs'(I, Arity, Goal, T1, T2) :-
    (   I > Arity
    ->  true
    ;   arg(I, T1, A1),
        arg(I, T2, A2),
        call(Goal, A1, A2),
        I2 is I + 1,
        '$terms_mapargs'(I2, Arity, Goal, T1, T2)
    ).

mapsubterms(Goal, Term1, Term2) :-
    '$terms_mapsubterms'(Goal, Term1, Term2).

'$terms_mapsubterms'(Goal, T1, T2) :-
    (   var(T1)
    ->  T2 = T1
    ;   call(Goal, T1, T)
    ->  T2 = T
    ;   is_list(T1)
    ->  '$terms_map_list'(T1, Goal, T2)
    ;   compound(T1)
    ->  compound_name_arguments(T1, Name, Args1),
        '$terms_map_list'(Args1, Goal, Args2),
        compound_name_arguments(T2, Name, Args2)
    ;   T2 = T1
    ).

'$terms_map_list'([], _, []).
'$terms_map_list'([X|Xs], Goal, [Y|Ys]) :-
    '$terms_mapsubterms'(Goal, X, Y),
    '$terms_map_list'(Xs, Goal, Ys).

%   mapsubterms_var(:Goal, +Term1, -Term2): mapsubterms/3 that calls
%   Goal on variables too.
mapsubterms_var(Goal, Term1, Term2) :-
    '$terms_mapsubterms_var'(Goal, Term1, Term2).

'$terms_mapsubterms_var'(Goal, T1, T2) :-
    (   call(Goal, T1, T)
    ->  T2 = T
    ;   var(T1)
    ->  T2 = T1
    ;   is_list(T1)
    ->  '$terms_map_list_var'(T1, Goal, T2)
    ;   compound(T1)
    ->  T1 =.. [Name|Args1],
        '$terms_map_list_var'(Args1, Goal, Args2),
        T2 =.. [Name|Args2]
    ;   T2 = T1
    ).

'$terms_map_list_var'([], _, []).
'$terms_map_list_var'([X|Xs], Goal, [Y|Ys]) :-
    '$terms_mapsubterms_var'(Goal, X, Y),
    '$terms_map_list_var'(Xs, Goal, Ys).

%   term_factorized(+Term, -Skeleton, -Substitutions): Skeleton is Term
%   with each compound subterm that occurs more than once replaced by a
%   variable, and Substitutions the list Var = Value that gives each
%   such variable its subterm (itself factorized below its top), in the
%   standard order of the subterms. A subterm counts once for each
%   place in Term where it is an argument of the first occurrence of
%   the compound around it. Variables, atomic terms and '$VAR'/1 terms
%   are never factorized.
%
%   The compounds are numbered bottom-up, equal (==) ones alike: the
%   key of a compound is its name and its arguments, a compound argument
%   by its number, so that comparing keys in the AVL tree that numbers
%   them takes time in the arity, not in the size of the subterms (as
%   comparing the subterms themselves, SWI-Prolog's way, does).

term_factorized(Term, Skeleton, Substitutions) :-
    empty_assoc(Keys0),
    '$tf_ref'(Term, Root, Keys0, _, 0, N, Nodes, []),
    (   N =:= 0
    ->  Skeleton = Term,
        Substitutions = []
    ;   NodeTerm =.. [n|Nodes],
        functor(Counts, c, N),
        '$tf_zero'(N, Counts),
        '$tf_count_root'(Root, Counts),
        '$tf_count_nodes'(Nodes, Counts),
        '$tf_common'(Nodes, 1, Counts, Common0),
        (   Common0 == []
        ->  Skeleton = Term,
            Substitutions = []
        ;   keysort(Common0, Common),
            functor(Vars, v, N),
            '$tf_mark_common'(Common, Vars),
            '$tf_skeleton'(Root, NodeTerm, Vars, Skeleton),
            '$tf_substitutions'(Common, NodeTerm, Vars, Substitutions)
        )
    ).

'$tf_primitive'(T) :-
    (   var(T)
    ->  true
    ;   atomic(T)
    ->  true
    ;   T = '$VAR'(_)
    ).

%   '$tf_ref'(+T, -Ref, +Keys0, -Keys, +N0, -N, -Nodes, ?Tail): Ref is
%   p(T) for a primitive T, c(Id) for a compound; each compound met for
%   the first time gets the next number and its node(T, ArgRefs) in
%   Nodes, in the order of the numbers.
'$tf_ref'(T, Ref, Keys0, Keys, N0, N, Nodes, Tail) :-
    (   '$tf_primitive'(T)
    ->  Ref = p(T),
        Keys = Keys0,
        N = N0,
        Nodes = Tail
    ;   T =.. [Name|Args],
        '$tf_refs'(Args, Refs, Keys0, Keys1, N0, N1, Nodes, Nodes1),
        Key = k(Name, Refs),
        (   get_assoc(Key, Keys1, Id)
        ->  Keys = Keys1,
            N = N1,
            Nodes1 = Tail
        ;   Id is N1 + 1,
            N = Id,
            put_assoc(Key, Keys1, Id, Keys),
            Nodes1 = [node(T, Refs)|Tail]
        ),
        Ref = c(Id)
    ).

'$tf_refs'([], [], Keys, Keys, N, N, Nodes, Nodes).
'$tf_refs'([A|As], [R|Rs], Keys0, Keys, N0, N, Nodes, Tail) :-
    '$tf_ref'(A, R, Keys0, Keys1, N0, N1, Nodes, Nodes1),
    '$tf_refs'(As, Rs, Keys1, Keys, N1, N, Nodes1, Tail).

'$tf_zero'(I, Counts) :-
    (   I =:= 0
    ->  true
    ;   arg(I, Counts, 0),
        I1 is I - 1,
        '$tf_zero'(I1, Counts)
    ).

'$tf_count_root'(p(_), _).
'$tf_count_root'(c(Id), Counts) :-
    '$tf_inc'(Id, Counts).

'$tf_inc'(Id, Counts) :-
    arg(Id, Counts, C0),
    C is C0 + 1,
    setarg(Id, Counts, C).

%   '$tf_count_nodes'(+Nodes, +Counts): each argument of each distinct
%   compound counts once.
'$tf_count_nodes'([], _).
'$tf_count_nodes'([node(_, Refs)|Nodes], Counts) :-
    '$tf_count_refs'(Refs, Counts),
    '$tf_count_nodes'(Nodes, Counts).

'$tf_count_refs'([], _).
'$tf_count_refs'([R|Rs], Counts) :-
    (   R = c(Id)
    ->  '$tf_inc'(Id, Counts)
    ;   true
    ),
    '$tf_count_refs'(Rs, Counts).

%   '$tf_common'(+Nodes, +Id, +Counts, -Common): T-Id for the compounds
%   counted more than once.
'$tf_common'([], _, _, []).
'$tf_common'([node(T, _)|Nodes], Id, Counts, Common) :-
    arg(Id, Counts, C),
    Id1 is Id + 1,
    (   C > 1
    ->  Common = [T-Id|Common1]
    ;   Common = Common1
    ),
    '$tf_common'(Nodes, Id1, Counts, Common1).

%   '$tf_skeleton'(+Ref, +NodeTerm, +Vars, -T): a common compound is its
%   variable, another one is rebuilt.
'$tf_skeleton'(p(T), _, _, T).
'$tf_skeleton'(c(Id), NodeTerm, Vars, T) :-
    arg(Id, NodeTerm, node(T0, Refs)),
    arg(Id, Vars, Mark),
    (   nonvar(Mark)
    ->  Mark = common(T)
    ;   '$tf_rebuild'(T0, Refs, NodeTerm, Vars, T)
    ).

%   '$tf_mark_common'(+Common, +Vars): the argument of Vars for a common
%   compound is common(Var), the others stay free.
'$tf_mark_common'([], _).
'$tf_mark_common'([_-Id|Common], Vars) :-
    arg(Id, Vars, common(_)),
    '$tf_mark_common'(Common, Vars).

'$tf_rebuild'(T0, Refs, NodeTerm, Vars, T) :-
    functor(T0, Name, _),
    '$tf_skeletons'(Refs, NodeTerm, Vars, Args),
    T =.. [Name|Args].

'$tf_skeletons'([], _, _, []).
'$tf_skeletons'([R|Rs], NodeTerm, Vars, [A|As]) :-
    '$tf_skeleton'(R, NodeTerm, Vars, A),
    '$tf_skeletons'(Rs, NodeTerm, Vars, As).

'$tf_substitutions'([], _, _, []).
'$tf_substitutions'([_-Id|Common], NodeTerm, Vars, [V=Value|Substs]) :-
    arg(Id, NodeTerm, node(T0, Refs)),
    arg(Id, Vars, common(V)),
    '$tf_rebuild'(T0, Refs, NodeTerm, Vars, Value),
    '$tf_substitutions'(Common, NodeTerm, Vars, Substs).

foldsubterms(Goal, Term, State0, State) :-
    '$terms_fold'(Goal, Term, State0, State).

'$terms_fold'(Goal, T, S0, S) :-
    (   call(Goal, T, S0, S1)
    ->  S = S1
    ;   compound(T)
    ->  compound_name_arguments(T, _, Args),
        '$terms_fold_list'(Args, Goal, S0, S)
    ;   S = S0
    ).

'$terms_fold_list'([], _, S, S).
'$terms_fold_list'([T|Ts], Goal, S0, S) :-
    '$terms_fold'(Goal, T, S0, S1),
    '$terms_fold_list'(Ts, Goal, S1, S).

foldsubterms(Goal, Term1, Term2, State0, State) :-
    '$terms_fold2'(Goal, Term1, Term2, State0, State).

'$terms_fold2'(Goal, T1, T2, S0, S) :-
    (   call(Goal, T1, T2, S0, S1)
    ->  S = S1
    ;   compound(T1)
    ->  compound_name_arguments(T1, Name, Args1),
        length(Args1, N),
        length(Args2, N),
        compound_name_arguments(T2, Name, Args2),
        '$terms_fold2_list'(Args1, Args2, Goal, S0, S)
    ;   T2 = T1,
        S = S0
    ).

'$terms_fold2_list'([], [], _, S, S).
'$terms_fold2_list'([X|Xs], [Y|Ys], Goal, S0, S) :-
    '$terms_fold2'(Goal, X, Y, S0, S1),
    '$terms_fold2_list'(Xs, Ys, Goal, S1, S).

same_functor(Term1, Term2) :-
    same_functor(Term1, Term2, _, _).

same_functor(Term1, Term2, Arity) :-
    same_functor(Term1, Term2, _, Arity).

same_functor(Term1, Term2, Name, Arity) :-
    (   nonvar(Term1)
    ->  functor(Term1, Name, Arity),
        functor(Term2, Name, Arity)
    ;   nonvar(Term2)
    ->  functor(Term2, Name, Arity),
        functor(Term1, Name, Arity)
    ;   functor(Term2, Name, Arity),
        functor(Term1, Name, Arity)
    ).
