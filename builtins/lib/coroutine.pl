/*  Coroutining on attributed variables: freeze/2, frozen/2, dif/2,
    when/2, and the wake-up of attribute hooks.

    The engine calls '$wakeup'(Wakeups) after a unification that bound
    attributed variables: Wakeups is a list of wake(Attributes, Value).
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
    '$clpfd_wake'(Handle, Value).
'$attr_hook'(when, Goals, _) :- !,
    '$run_frozen'(Goals).
'$attr_hook'(Name, AttVal, Value) :-
    '$user_attr_hook'(Name, AttVal, Value).

'$user_attr_hook'(Name, AttVal, Value) :-
    (   catch(Name:attr_unify_hook(AttVal, Value), error(existence_error(procedure, _), _), fail)
    ->  true
    ;   fail
    ).

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

frozen(Term, Goal) :-
    term_attvars(Term, Vs),
    '$frozen_goals'(Vs, Gs),
    '$list_to_conj'(Gs, Goal).

'$frozen_goals'([], []).
'$frozen_goals'([V|Vs], Gs) :-
    (   get_attr(V, freeze, G)
    ->  '$frozen_conj'(G, V, Gs, Gs1)
    ;   Gs = Gs1
    ),
    '$frozen_goals'(Vs, Gs1).

'$frozen_conj'('$and'(A, B), V, Gs, Gs0) :- !,
    '$frozen_conj'(A, V, Gs, Gs1),
    '$frozen_conj'(B, V, Gs1, Gs0).
'$frozen_conj'(G, V, [freeze(V, G)|Gs], Gs).

'$list_to_conj'([], true).
'$list_to_conj'([G], G) :- !.
'$list_to_conj'([G|Gs], (G, C)) :-
    '$list_to_conj'(Gs, C).

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

when(Cond, Goal) :-
    var(Cond), !,
    throw(error(instantiation_error, when/2)).
when(nonvar(X), Goal) :- !,
    (   nonvar(X) -> call(Goal) ; '$when_suspend'([X], nonvar(X), Goal) ).
when(ground(X), Goal) :- !,
    term_variables(X, Vs),
    (   Vs == [] -> call(Goal) ; Vs = [V|_], '$when_suspend'([V], ground(X), Goal) ).
when(?=(X, Y), Goal) :- !,
    (   ?=(X, Y) -> call(Goal)
    ;   term_variables(X-Y, Vs), '$when_suspend_once'(Vs, ?=(X, Y), Goal)
    ).
when((C1, C2), Goal) :- !,
    when(C1, when(C2, Goal)).
when((C1 ; C2), Goal) :- !,
    when(C1, '$when_once'(Done, Goal)),
    when(C2, '$when_once'(Done, Goal)).
when(Cond, _) :-
    throw(error(domain_error(when_condition, Cond), when/2)).

'$when_once'(Done, Goal) :-
    (   var(Done) -> Done = true, call(Goal) ; true ).

'$when_suspend'([V|_], Cond, Goal) :-
    freeze(V, when(Cond, Goal)).

'$when_suspend_once'(Vs, Cond, Goal) :-
    '$when_suspend_all'(Vs, '$when_once'(_Done, when(Cond, Goal))).

'$when_suspend_all'([], _).
'$when_suspend_all'([V|Vs], G) :-
    freeze(V, G),
    '$when_suspend_all'(Vs, G).
