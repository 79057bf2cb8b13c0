% Tabling: the driver that a call of a tabled predicate runs (see
% builtins/tabling.go for the tables and the completion of components).

% '$tbl_call'(Goal): the answers of Goal's variant, computed first if no
% evaluation has computed them, read as they grow if Goal is a recursive
% call of a variant under evaluation.
'$tbl_call'(Goal) :-
    '$tbl_lookup'(Goal, Table, Status),
    (   Status == fresh
    ->  '$tbl_evaluate'(Table, Goal)
    ;   true
    ),
    '$tbl_answers'(Table, Goal).

% '$tbl_evaluate'(Table, Goal): runs Goal's clauses until an iteration adds
% no answer to Table or to a table of its component. An exception forgets
% the tables left incomplete, so that the next call starts afresh.
'$tbl_evaluate'(Table, Goal) :-
    '$tbl_push'(Table),
    catch('$tbl_fixpoint'(Table, Goal), E, ('$tbl_abandon'(Table), throw(E))),
    '$tbl_pop'(Table).

'$tbl_fixpoint'(Table, Goal) :-
    '$tbl_iteration'(Table),
    \+ ( '$tbl_clauses'(Goal), \+ '$tbl_add'(Table, Goal) ),
    (   '$tbl_changed'(Table)
    ->  '$tbl_fixpoint'(Table, Goal)
    ;   true
    ).
