/*  Coroutining on attributed variables: freeze/2, frozen/2, dif/2,
    when/2, and the wake-up of attribute hooks.

    The engine calls '$wakeup'(Wakeups) after a unification that bound
    attributed variables: Wakeups is a list of wake(Attributes, Value).
    The hooks that only the engine's solver runs (CLP(FD)'s, a user's
    Module:attr_unify_hook/2) are called as goals made at run time, so
    that the WAM core runs the others itself.
*/

'$wakeup'([]).
'$wakeup'([wake(Atts, Value)|Ws]) :-
    '$attr_hooks'(Atts, Value),
    '$wakeup'(Ws).

'$attr_hooks'([], _).
'$attr_hooks'(att(Name, AttVal, More), Value) :-
    '$attr_hook'(Name, AttVal, Value),
    '$attr_hooks'(More, Value).

'$attr_hook'(freeze, Goal, Y) :- !,
    (   attvar(Y)
    ->  (   get_attr(Y, freeze, G2)
        ->  put_attr(Y, freeze, '$and'(G2, Goal))
        ;   put_attr(Y, freeze, Goal)
        )
    ;   var(Y)
    ->  put_attr(Y, freeze, Goal)
    ;   '$run_frozen'(Goal)
    ).
'$attr_hook'(dif, Pairs, _) :- !,
    '$dif_recheck'(Pairs).
'$attr_hook'(clpfd, Handle, Value) :- !,
    Wake = '$clpfd_wake'(Handle, Value),
    call(Wake).
'$attr_hook'(when, Recs, _) :- !,
    '$when_wake'(Recs).
'$attr_hook'(Name, AttVal, Value) :-
    '$user_attr_hook'(Name, AttVal, Value).

'$user_attr_hook'(Name, AttVal, Value) :-
    (   catch('$call_attr_hook'(Name, AttVal, Value), error(existence_error(procedure, _), _), fail)
    ->  true
    ;   fail
    ).

'$call_attr_hook'(Name, AttVal, Value) :-
    Hook = Name:attr_unify_hook(AttVal, Value),
    call(Hook).

'$run_frozen'('$and'(A, B)) :- !,
    '$run_frozen'(A),
    '$run_frozen'(B).
'$run_frozen'(G) :-
    call(G).

freeze(Var, Goal) :-
    (   var(Var)
    ->  (   get_attr(Var, freeze, G0)
        ->  put_attr(Var, freeze, '$and'(G0, Goal))
        ;   put_attr(Var, freeze, Goal)
        )
    ;   call(Goal)
    ).

% dif/2: suspended on every variable of both terms; each wake-up checks
% every pair again (correct, not an approximation).
dif(X, Y) :-
    X \== Y,
    (   \+ X = Y
    ->  true
    ;   term_variables(X-Y, Vs),
        '$dif_suspend'(Vs, X-Y)
    ).

'$dif_suspend'([], _).
'$dif_suspend'([V|Vs], Pair) :-
    (   get_attr(V, dif, Ps)
    ->  put_attr(V, dif, [Pair|Ps])
    ;   put_attr(V, dif, [Pair])
    ),
    '$dif_suspend'(Vs, Pair).

'$dif_recheck'([]).
'$dif_recheck'([X-Y|Ps]) :-
    dif(X, Y),
    '$dif_recheck'(Ps).

% when/2: a suspended when/2 is a record '$when'(Done, Cond, Goal) in the
% when attribute of each variable that can make Cond true. A wake-up
% retires the record (Done = true) and calls when/2 again, which runs
% Goal or suspends it anew on the variables that remain: the condition is
% always tested as a whole, and copy_term/3 shows it as written.
when(Cond, Goal) :-
    '$when_check'(Cond, Cond),
    (   '$when_holds'(Cond)
    ->  call(Goal)
    ;   '$when_vars'(Cond, Vs0, []),
        sort(Vs0, Vs),
        '$when_suspend'(Vs, '$when'(_Done, Cond, Goal))
    ).

% '$when_check'(+Part, +Cond): errors name the whole condition, as in
% SWI-Prolog.
'$when_check'(C, _) :-
    var(C), !,
    throw(error(instantiation_error, context(system:'$eval_when_condition'/2, _))).
'$when_check'(nonvar(_), _) :- !.
'$when_check'(ground(_), _) :- !.
'$when_check'(?=(_, _), _) :- !.
'$when_check'((A, B), Top) :- !,
    '$when_check'(A, Top),
    '$when_check'(B, Top).
'$when_check'((A ; B), Top) :- !,
    '$when_check'(A, Top),
    '$when_check'(B, Top).
'$when_check'(_, Top) :-
    throw(error(domain_error(when_condition, Top), context(system:'$eval_when_condition'/2, _))).

'$when_holds'(nonvar(X)) :- nonvar(X).
'$when_holds'(ground(X)) :- ground(X).
'$when_holds'(?=(X, Y)) :- ?=(X, Y).
'$when_holds'((A, B)) :- '$when_holds'(A), '$when_holds'(B).
'$when_holds'((A ; B)) :- ( '$when_holds'(A) -> true ; '$when_holds'(B) ).

% '$when_vars'(+Cond, -Vs, ?Tail): the variables whose binding may make
% the parts of Cond that do not hold yet true.
'$when_vars'(nonvar(X), Vs, T) :- ( var(X) -> Vs = [X|T] ; Vs = T ).
'$when_vars'(ground(X), Vs, T) :-
    (   term_variables(X, [V|_]) -> Vs = [V|T] ; Vs = T ).
'$when_vars'(?=(X, Y), Vs, T) :-
    (   ?=(X, Y) -> Vs = T
    ;   term_variables(X-Y, XYs), append(XYs, T, Vs)
    ).
'$when_vars'((A, B), Vs, T) :-
    '$when_vars'(A, Vs, T1),
    '$when_vars'(B, T1, T).
'$when_vars'((A ; B), Vs, T) :-
    '$when_vars'(A, Vs, T1),
    '$when_vars'(B, T1, T).

'$when_suspend'([], _).
'$when_suspend'([V|Vs], Rec) :-
    (   get_attr(V, when, Recs)
    ->  put_attr(V, when, [Rec|Recs])
    ;   put_attr(V, when, [Rec])
    ),
    '$when_suspend'(Vs, Rec).

'$when_wake'([]).
'$when_wake'(['$when'(Done, Cond, Goal)|Recs]) :-
    (   var(Done)
    ->  Done = true,
        when(Cond, Goal)
    ;   true
    ),
    '$when_wake'(Recs).

% del_attrs(Var): Var loses all its attributes, which SWI-Prolog's C
% definition does at once; anything else is left alone. Written on
% del_attr/2, which the WAM core runs on its own variables.
del_attrs(V) :-
    (   attvar(V)
    ->  get_attrs(V, As),
        '$del_attrs'(As, V)
    ;   true
    ).

'$del_attrs'(att(M, _, More), V) :-
    !,
    del_attr(V, M),
    '$del_attrs'(More, V).
'$del_attrs'(_, _).

% put_attrs(Var, Attrs): the attributes of Var become the att(Module,
% Value, More) chain Attrs. A bound Var is an uninstantiation_error, as
% in SWI-Prolog. Unlike swipl, which stores any term, the chain is read
% up to its first link that is not an att/3 (so [] leaves no
% attributes): goprolog's variables hold att/3 chains only.
put_attrs(V, As) :-
    (   var(V)
    ->  del_attrs(V),
        '$put_attrs'(As, V)
    ;   throw(error(uninstantiation_error(V), context(put_attrs/2, _)))
    ).

'$put_attrs'(att(M, Val, More), V) :-
    !,
    put_attr(V, M, Val),
    '$put_attrs'(More, V).
'$put_attrs'(_, _).
