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
% no answer to Table or to a table of its component. An evaluation that
% ends otherwise (an exception, or the query stopped from Go: a deadline,
% halt) forgets the tables it left incomplete, so that the next call
% starts afresh: a cleanup runs in every case, and does that unless
% '$tbl_pop'/1 ran.
'$tbl_evaluate'(Table, Goal) :-
    '$tbl_push'(Table),
    setup_call_cleanup(true,
                       ( '$tbl_fixpoint'(Table, Goal), '$tbl_pop'(Table) ),
                       '$tbl_abandon'(Table)).

% An iteration runs the clauses for all their answers, adding each; the
% failure after '$tbl_add'/2 drives the next, at no cost of its own.
'$tbl_fixpoint'(Table, Goal) :-
    '$tbl_iteration'(Table),
    (   '$tbl_clauses'(Goal),
        '$tbl_add'(Table, Goal),
        fail
    ;   true
    ),
    (   '$tbl_changed'(Table)
    ->  '$tbl_fixpoint'(Table, Goal)
    ;   true
    ).
