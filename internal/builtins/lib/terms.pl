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
    ->  compound_name_arguments(T1, Name, Args1),
        '$terms_map_list_var'(Args1, Goal, Args2),
        compound_name_arguments(T2, Name, Args2)
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
term_factorized(Term, Skeleton, Substitutions) :-
    rb_new(Map0),
    '$tf_count'([Term], Map0, Map),
    rb_visit(Map, Counts),
    '$tf_common'(Counts, Common),
    (   Common == []
    ->  Skeleton = Term,
        Substitutions = []
    ;   ord_list_to_rbtree(Common, Subst),
        '$tf_skeleton'(Term, Skeleton, Subst),
        '$tf_substitutions'(Common, Substitutions, Subst)
    ).

'$tf_primitive'(T) :-
    (   var(T)
    ->  true
    ;   atomic(T)
    ->  true
    ;   T = '$VAR'(_)
    ).

%   '$tf_count'(+Stack, +Map0, -Map): counts the compounds of the terms on
%   Stack; the arguments of a compound are counted at its first
%   occurrence only.
'$tf_count'([], Map, Map).
'$tf_count'([T|Stack], Map0, Map) :-
    (   '$tf_primitive'(T)
    ->  '$tf_count'(Stack, Map0, Map)
    ;   rb_update(Map0, T, Old, New, Map1)
    ->  New is Old + 1,
        '$tf_count'(Stack, Map1, Map)
    ;   rb_insert(Map0, T, 1, Map1),
        T =.. [_|Args],
        append(Args, Stack, Stack1),
        '$tf_count'(Stack1, Map1, Map)
    ).

'$tf_common'([], []).
'$tf_common'([T-Count|Counts], Common) :-
    (   Count =:= 1
    ->  '$tf_common'(Counts, Common)
    ;   Common = [T-_|Common1],
        '$tf_common'(Counts, Common1)
    ).

'$tf_skeleton'(T0, T, Subst) :-
    (   '$tf_primitive'(T0)
    ->  T = T0
    ;   rb_lookup(T0, V, Subst)
    ->  T = V
    ;   '$tf_args'(T0, T, Subst)
    ).

'$tf_args'(T0, T, Subst) :-
    compound_name_arguments(T0, Name, Args0),
    '$tf_skeletons'(Args0, Args, Subst),
    compound_name_arguments(T, Name, Args).

'$tf_skeletons'([], [], _).
'$tf_skeletons'([A0|As0], [A|As], Subst) :-
    '$tf_skeleton'(A0, A, Subst),
    '$tf_skeletons'(As0, As, Subst).

'$tf_substitutions'([], [], _).
'$tf_substitutions'([Value0-Var|Common], [Var=Value|Substs], Subst) :-
    '$tf_args'(Value0, Value, Subst),
    '$tf_substitutions'(Common, Substs, Subst).

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
