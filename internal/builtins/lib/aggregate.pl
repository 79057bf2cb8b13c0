/*  aggregate/3,4 and foreach/2 of SWI-Prolog 9's library(aggregate);
    aggregate_all/3,4 and the template machinery ('$aggr_...') are in
    lists.pl, with the list library they have always been loaded with.

    The definitions are SWI-Prolog's: aggregate/3 is bagof/3 and
    aggregate/4 setof/3 over a pattern built from the template, so that
    Var^Goal and the free variables of Goal behave as in bagof/3: one
    answer per binding of the free variables, and failure when Goal has
    no solution, even for count.
*/

aggregate(Template, Goal0, Result) :-
    '$aggr_template_to_pattern'(bag, Template, Pattern, Goal0, Goal, Aggregate),
    bagof(Pattern, Goal, List),
    '$aggr_list'(Aggregate, List, Result).

aggregate(Template, Discriminator, Goal0, Result) :-
    '$aggr_template_to_pattern'(bag, Template, Pattern, Goal0, Goal, Aggregate),
    setof(Discriminator-Pattern, Goal, Pairs),
    '$pairs_keys_values_'(Pairs, _, List),
    '$aggr_list'(Aggregate, List, Result).

%   foreach(:Generator, :Goal): the conjunction of the instances of Goal
%   for the solutions of Generator, sharing Goal's other variables. Each
%   instance is Goal with the variables it shares with Generator replaced
%   by their values in a solution ('$foreach_instance'/4). SWI-Prolog
%   binds and then unbinds those variables instead: the two agree unless
%   an instance of Goal is retried after a later one failed.

foreach(Generator, Goal) :-
    term_variables(Generator, GenVars0), sort(GenVars0, GenVars),
    term_variables(Goal, GoalVars0), sort(GoalVars0, GoalVars),
    ord_intersection(GenVars, GoalVars, SharedVars),
    Templ =.. [v|SharedVars],
    findall(Templ, Generator, List),
    '$foreach_prove_list'(List, Templ, Goal).

'$foreach_prove_list'([], _, _).
'$foreach_prove_list'([H|T], Templ, Goal) :-
    '$foreach_instance'(Templ, H, Goal, Instance),
    call(Instance),
    '$foreach_prove_list'(T, Templ, Goal).

%   free_variables(:Generator, +Template, +VarList0, -VarList): VarList is
%   VarList0 with the variables of Generator in front that are free in
%   it: not in Template, not under \+ or not/1, and not bound by V^ or
%   by the template of a bagof/3 or setof/3 within Generator. Arguments
%   are visited from the last to the first and each new variable goes
%   in front, so that VarList is SWI-Prolog's. Each variable of
%   Generator carries a cell '$fv'(Index, Binders, Seen) as an attribute
%   while the walk runs (in findall/3, which undoes them), so that the
%   walk takes time linear in the size of Generator.

%   As in SWI-Prolog, which checks each new variable against the
%   elements of VarList0 up to its end: a VarList0 that ends in another
%   term than [] has every variable (none is added), and one that ends
%   in a variable grows without end (a resource error here) when there
%   is a variable to add.

free_variables(Term, Bound, VarList0, VarList) :-
    term_variables(Term, Vars),
    (   Vars == []
    ->  VarList = VarList0
    ;   findall(Is, '$fv_indices'(Term, Vars, Bound, VarList0, Is), [Is]),
        '$fv_list_end'(VarList0, End),
        (   Is == []
        ->  VarList = VarList0
        ;   var(End)
        ->  throw(error(resource_error(stack), free_variables/4))
        ;   End \== []
        ->  VarList = VarList0
        ;   VarTerm =.. [v|Vars],
            '$fv_vars'(Is, VarTerm, VarList0, VarList)
        )
    ).

'$fv_list_end'(List, End) :-
    (   nonvar(List),
        List = [_|T]
    ->  '$fv_list_end'(T, End)
    ;   End = List
    ).

'$fv_indices'(Term, Vars, Bound, VarList0, Is) :-
    '$fv_number'(Vars, 1),
    term_variables(Bound, BoundVars),
    '$fv_bind'(BoundVars),
    '$fv_seen'(VarList0),
    '$fv_walk'([t(Term)], [], Is).

'$fv_number'([], _).
'$fv_number'([V|Vs], I) :-
    put_attr(V, '$fv', '$fv'(I, 0, 0)),
    I2 is I + 1,
    '$fv_number'(Vs, I2).

%   '$fv_bind'(+Vars): one more binder for each of Vars that Generator has.
'$fv_bind'([]).
'$fv_bind'([V|Vs]) :-
    (   get_attr(V, '$fv', Cell)
    ->  arg(2, Cell, N0),
        N is N0 + 1,
        setarg(2, Cell, N)
    ;   true
    ),
    '$fv_bind'(Vs).

'$fv_unbind'([]).
'$fv_unbind'([V|Vs]) :-
    (   get_attr(V, '$fv', Cell)
    ->  arg(2, Cell, N0),
        N is N0 - 1,
        setarg(2, Cell, N)
    ;   true
    ),
    '$fv_unbind'(Vs).

%   '$fv_seen'(+VarList0): the variables already in the list are not
%   added again.
'$fv_seen'(List) :-
    (   nonvar(List), List = [H|T]
    ->  (   var(H), get_attr(H, '$fv', Cell)
        ->  setarg(3, Cell, 1)
        ;   true
        ),
        '$fv_seen'(T)
    ;   true
    ).

%   '$fv_walk'(+Stack, +Is0, -Is): Stack holds t(Term) for the terms still
%   to visit and exit(Vars) where the scope of a binder ends.
'$fv_walk'([], Is, Is).
'$fv_walk'([Item|Stack], Is0, Is) :-
    (   Item = exit(Vs)
    ->  '$fv_unbind'(Vs),
        '$fv_walk'(Stack, Is0, Is)
    ;   Item = t(T),
        (   var(T)
        ->  get_attr(T, '$fv', Cell),
            (   arg(2, Cell, 0),
                arg(3, Cell, 0)
            ->  setarg(3, Cell, 1),
                arg(1, Cell, I),
                '$fv_walk'(Stack, [I|Is0], Is)
            ;   '$fv_walk'(Stack, Is0, Is)
            )
        ;   '$fv_binding'(T, Binder, Scope)
        ->  term_variables(Binder, Vs),
            '$fv_bind'(Vs),
            '$fv_walk'([t(Scope), exit(Vs)|Stack], Is0, Is)
        ;   compound(T)
        ->  T =.. [_|Args],
            '$fv_push'(Args, Stack, Stack1),
            '$fv_walk'(Stack1, Is0, Is)
        ;   '$fv_walk'(Stack, Is0, Is)
        )
    ).

%   '$fv_binding'(+Goal, -Binder, -Scope): Goal binds the variables of
%   Binder in Scope (\+ and not/1 all of them: nothing of theirs is free).
'$fv_binding'(\+ _, [], fail).
'$fv_binding'(not(_), [], fail).
'$fv_binding'(V^Goal, V, Goal).
'$fv_binding'(setof(V, Goal, Set), V, Goal-Set).
'$fv_binding'(bagof(V, Goal, Bag), V, Goal-Bag).

%   '$fv_push'(+Args, +Stack0, -Stack): the last argument on top.
'$fv_push'([], Stack, Stack).
'$fv_push'([A|As], Stack0, Stack) :-
    '$fv_push'(As, [t(A)|Stack0], Stack).

%   '$fv_vars'(+Is, +VarTerm, +Tail, -VarList): the variables numbered Is
%   (the last found first), then Tail.
'$fv_vars'([], _, List, List).
'$fv_vars'([I|Is], VarTerm, Tail, [V|List]) :-
    arg(I, VarTerm, V),
    '$fv_vars'(Is, VarTerm, Tail, List).
