/*  library(clpfd): constraint propagation is native (builtins/clpfd*.go);
    this file holds the operator table, labeling (mirroring SWI-Prolog's
    label/5 so that answers come in the same order) and small helpers.
    Written in canonical syntax: lib files are read with the default
    operator table.
*/

'$load_library'(clpfd) :-
    op(760, yfx, #<==>), op(750, xfy, #==>), op(750, yfx, #<==),
    op(740, yfx, #\/), op(730, yfx, #\), op(720, yfx, #/\),
    op(710, fy, #\), op(700, xfx, #>), op(700, xfx, #<),
    op(700, xfx, #>=), op(700, xfx, #=<), op(700, xfx, #=),
    op(700, xfx, #\=), op(700, xfx, in), op(700, xfx, ins),
    op(450, xfx, ..).

label(Vs) :-
    labeling([], Vs).

labeling(Options, Vars) :-
    '$fd_must_be_list'(Options),
    '$fd_label_check'(Vars),
    '$fd_label_opts'(Options, Options, default(leftmost), default(up), default(step), [], upto_ground, Vars).

'$fd_label_opts'([O|Os], Options, Sel, Ord, Ch, Optim, Cons, Vars) :- !,
    (   var(O) -> throw(error(instantiation_error, _))
    ;   '$fd_selection'(O) ->
        '$fd_override'(Sel, O, Options, S1),
        '$fd_label_opts'(Os, Options, S1, Ord, Ch, Optim, Cons, Vars)
    ;   '$fd_order'(O) ->
        '$fd_override'(Ord, O, Options, O1),
        '$fd_label_opts'(Os, Options, Sel, O1, Ch, Optim, Cons, Vars)
    ;   '$fd_choice'(O) ->
        '$fd_override'(Ch, O, Options, C1),
        '$fd_label_opts'(Os, Options, Sel, Ord, C1, Optim, Cons, Vars)
    ;   '$fd_optimisation'(O) ->
        '$fd_label_opts'(Os, Options, Sel, Ord, Ch, [O|Optim], Cons, Vars)
    ;   '$fd_consistency'(O, Cons1) ->
        '$fd_label_opts'(Os, Options, Sel, Ord, Ch, Optim, Cons1, Vars)
    ;   O == all ->
        '$fd_label_opts'(Os, Options, Sel, Ord, Ch, Optim, Cons, Vars)
    ;   throw(error(domain_error(labeling_option, O), _))
    ).
'$fd_label_opts'([], _, Sel, Ord, Ch, Optim0, Cons, Vars) :-
    arg(1, Sel, S), arg(1, Ord, O), arg(1, Ch, C),
    (   Optim0 == []
    ->  '$fd_label'(Vars, S, O, C, Cons)
    ;   reverse(Optim0, Optim),
        '$fd_exprs_singlevars'(Optim, SVs),
        '$fd_optimise'(Vars, [S,O,C], SVs)
    ).

'$fd_override'(default(_), Value, _, user(Value)).
'$fd_override'(user(Prev), Value, Options, _) :-
    (   Value == Prev
    ->  throw(error(domain_error(nonrepeating_labeling_options, Options), _))
    ;   throw(error(domain_error(consistent_labeling_options, Options), _))
    ).

'$fd_selection'(ff).
'$fd_selection'(ffc).
'$fd_selection'(min).
'$fd_selection'(max).
'$fd_selection'(leftmost).

'$fd_choice'(step).
'$fd_choice'(enum).
'$fd_choice'(bisect).

'$fd_order'(up).
'$fd_order'(down).

'$fd_consistency'(upto_in(I), upto_in(1, I)).
'$fd_consistency'(upto_in, upto_in).
'$fd_consistency'(upto_ground, upto_ground).

'$fd_optimisation'(min(_)).
'$fd_optimisation'(max(_)).

'$fd_label'(Vars, S, O, C, upto_ground) :- !,
    '$fd_label_go'(Vars, S, O, C, Rest),
    Rest \== '$fail',
    (   Rest == [] -> true ; '$fd_label'(Rest, S, O, C, upto_ground) ).
'$fd_label'([], _, _, _, Cons) :- !,
    (   Cons = upto_in(I0, I) -> I0 = I ; true ).
'$fd_label'(Vars, S, O, C, Cons) :-
    (   Vars = [V|Vs], nonvar(V)
    ->  '$fd_label'(Vs, S, O, C, Cons)
    ;   '$fd_select'(S, Vars, Var, RVars),
        (   var(Var)
        ->  '$fd_choice_order'(C, O, Var, RVars, Vars, S, Cons)
        ;   '$fd_label'(RVars, S, O, C, Cons)
        )
    ).

'$fd_choice_order'(step, O, Var, Vars, Vars0, S, Cons) :-
    '$fd_next'(O, Var, Next),
    (   '$fd_fix'(Var, Next),
        '$fd_label'(Vars, S, O, step, Cons)
    ;   '$fd_remove'(Var, Next),
        '$fd_label'(Vars0, S, O, step, Cons)
    ).
'$fd_choice_order'(enum, O, Var, Vars, _, S, Cons) :-
    '$fd_values'(O, Var, Values),
    '$fd_member'(Val, Values),
    '$fd_fix'(Var, Val),
    '$fd_label'(Vars, S, O, enum, Cons).
'$fd_choice_order'(bisect, O, Var, _, Vars0, S, Cons) :-
    fd_inf(Var, I),
    fd_sup(Var, Sup),
    Mid0 is (I + Sup) // 2,
    (   Mid0 =:= Sup -> Mid is Mid0 - 1 ; Mid = Mid0 ),
    (   O == up -> ( '#=<'(Var, Mid) ; '#>'(Var, Mid) )
    ;   ( '#>'(Var, Mid) ; '#=<'(Var, Mid) )
    ),
    '$fd_label'(Vars0, S, O, bisect, Cons).

'$fd_member'(X, [X|_]).
'$fd_member'(X, [_|Xs]) :- '$fd_member'(X, Xs).

'$fd_exprs_singlevars'([], []).
'$fd_exprs_singlevars'([E|Es], [SV|SVs]) :-
    E =.. [F, Expr],
    '#='(Single, Expr),
    SV =.. [F, Single],
    '$fd_exprs_singlevars'(Es, SVs).

'$fd_optimise'(Vars, Options, [What|WhatsRest]) :-
    arg(1, What, Expr),
    functor(What, Dir, _),
    (   catch(('$fd_label_list'(Options, Vars), throw('$fd_val'(Expr))), '$fd_val'(V0), true)
    ->  '$fd_best'(Dir, Expr, Vars, Options, V0, Val),
        append(WhatsRest, Options, Options1),
        (   '#='(Expr, Val),
            '$fd_label_list'(Options1, Vars)
        ;   '#\\='(Expr, Val),
            '$fd_optimise'(Vars, Options, [What|WhatsRest])
        )
    ).

'$fd_best'(Dir, Expr, Vars, Options, V0, Best) :-
    (   catch(('$fd_tighten'(Dir, Expr, V0), '$fd_label_list'(Options, Vars), throw('$fd_val'(Expr))),
              '$fd_val'(V1), true)
    ->  '$fd_best'(Dir, Expr, Vars, Options, V1, Best)
    ;   Best = V0
    ).

'$fd_tighten'(min, E, V) :- '#<'(E, V).
'$fd_tighten'(max, E, V) :- '#>'(E, V).

'$fd_label_list'(Options, Vars) :-
    '$fd_plain_options'(Options, Plain),
    labeling(Plain, Vars).

'$fd_plain_options'([], []).
'$fd_plain_options'([O|Os], Ps) :-
    (   '$fd_optimisation'(O) -> Ps = [O|Ps1] ; Ps = [O|Ps1] ),
    '$fd_plain_options'(Os, Ps1).

indomain(Var) :- label([Var]).

domain(Vars, Min, Max) :- ins(Vars, '..'(Min, Max)).

transpose(Ls0, Rs) :-
    must_be(list(list), Ls0),
    '$fd_lists_transpose'(Ls0, Rs).

'$fd_lists_transpose'([], []).
'$fd_lists_transpose'([L|Ls], Rs) :-
    maplist(same_length(L), Ls),
    foldl('$fd_transpose_', L, Rs, [L|Ls], _).

'$fd_transpose_'(_, Fs, Lists0, Lists) :-
    maplist('$fd_list_first_rest', Lists0, Fs, Lists).

'$fd_list_first_rest'([L|Ls], L, Ls).

'$fd_must_be_list'(L) :-
    (   is_list(L) -> true
    ;   '$skip_list'(_, L, T), var(T) -> throw(error(instantiation_error, _))
    ;   throw(error(type_error(list, L), _))
    ).

tuples_in(Tuples, Relation) :-
    must_be(list(list), Tuples),
    maplist(maplist('$fd_variable'), Tuples),
    must_be(list(list(integer)), Relation),
    '$fd_tuples_in'(Tuples, Relation).

'$fd_variable'(V) :-
    (   var(V) -> true
    ;   integer(V) -> true
    ;   type_error(integer, V)
    ).
