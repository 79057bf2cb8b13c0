/*  library(solution_sequences) of SWI-Prolog 9: distinct/1,2, limit/2,
    offset/2, call_nth/2, order_by/2 and group_by/4.

    The definitions are SWI-Prolog's, so that answers, their order, the
    choicepoints left and the errors raised are the same. Counters live in
    a term updated with nb_setarg/3, which keeps its value when the goal
    backtracks; distinct/1,2 keep the witnesses seen in a variant set
    ('$nb_set_new'/1 and '$nb_set_add'/2, builtins/libsupport.go).
    Library predicates are called through their '$' helpers (as
    '$member'/2 for member/2), which a user's file cannot redefine.
*/

% distinct/1 does not call distinct/2, which a user's file may define.
distinct(Goal) :-
    '$distinct'(Goal, Goal).

distinct(Witness, Goal) :-
    '$distinct'(Witness, Goal).

'$distinct'(Witness, Goal) :-
    term_variables(Witness, Vars),
    Witness1 =.. [v|Vars],
    '$nb_set_new'(Set),
    call(Goal),
    '$nb_set_add'(Set, Witness1).

% reduced/1,3 are distinct/1,2 with a set that starts again empty when
% it holds more than size_limit witnesses (10,000 unless Options says),
% so that the memory they take is bounded and a duplicate may pass.
reduced(Goal) :-
    '$reduced'(Goal, Goal, []).

reduced(Witness, Goal, Options) :-
    '$reduced'(Witness, Goal, Options).

'$reduced'(Witness, Goal, Options) :-
    option(size_limit(SizeLimit), Options, 10000),
    term_variables(Witness, Vars),
    Witness1 =.. [v|Vars],
    '$nb_set_new'(Set),
    State = state(Set),
    call(Goal),
    arg(1, State, Set1),
    '$nb_set_add'(Set1, Witness1),
    arg(1, Set1, Size),
    (   Size > SizeLimit
    ->  '$nb_set_new'(New),
        nb_setarg(1, State, New)
    ;   true
    ).

% The cut after the last answer wanted removes Goal's choicepoints: the
% last answer is deterministic.
limit(Count, Goal) :-
    Count == infinite,
    !,
    call(Goal).
limit(Count, Goal) :-
    Count > 0,
    State = count(0),
    call(Goal),
    arg(1, State, N0),
    N is N0+1,
    (   N =:= Count
    ->  !
    ;   nb_setarg(1, State, N)
    ).

offset(Count, Goal) :-
    Count > 0,
    !,
    State = count(0),
    call(Goal),
    arg(1, State, N0),
    (   N0 >= Count
    ->  true
    ;   N is N0+1,
        nb_setarg(1, State, N),
        fail
    ).
offset(Count, Goal) :-
    Count =:= 0,
    !,
    call(Goal).
offset(Count, _) :-
    domain_error(not_less_than_zero, Count).

call_nth(Goal, Nth) :-
    integer(Nth),
    !,
    (   Nth > 0
    ->  (   call_nth(Goal, Sofar),
            Sofar =:= Nth
        ->  true
        )
    ;   domain_error(not_less_than_one, Nth)
    ).
call_nth(Goal, Nth) :-
    var(Nth),
    !,
    State = count(0),
    call(Goal),
    arg(1, State, N0),
    Nth is N0+1,
    nb_setarg(1, State, Nth).
call_nth(_Goal, Bad) :-
    must_be(integer, Bad).

%   order_by(+Spec, :Goal): all answers are collected, each as
%   v(Others, W1, ...) with one witness term per run of asc/desc specs
%   and the other variables of Goal, then stably sorted on the witnesses
%   from the last to the first, so that the first spec decides.

order_by(Spec, Goal) :-
    must_be(list, Spec),
    '$non_empty_list'(Spec),
    '$maplist_'(Spec, Witnesses0, '$order_witness'),
    '$join_orders'(Witnesses0, Witnesses),
    '$non_witness_template'(Goal, Witnesses, Others),
    '$reverse_'(Witnesses, RevWitnesses, [], RevWitnesses),
    '$maplist_'(RevWitnesses, WitnessVars, '$x_vars'),
    Template =.. [v,Others|WitnessVars],
    findall(Template, Goal, Results),
    '$order'(RevWitnesses, 2, Results, OrderedResults),
    '$member'(Template, OrderedResults).

'$order'([], _, Results, Results).
'$order'([H|T], N, Results0, Results) :-
    '$order1'(H, N, Results0, Results1),
    N2 is N + 1,
    '$order'(T, N2, Results1, Results).

'$order1'(asc(_), N, Results0, Results) :-
    sort(N, @=<, Results0, Results).
'$order1'(desc(_), N, Results0, Results) :-
    sort(N, @>=, Results0, Results).

'$non_empty_list'([]) :-
    !,
    domain_error(non_empty_list, []).
'$non_empty_list'(_).

'$order_witness'(Var, _) :-
    var(Var),
    !,
    instantiation_error(Var).
'$order_witness'(asc(Term), asc(Witness)) :-
    !,
    '$witness'(Term, Witness).
'$order_witness'(desc(Term), desc(Witness)) :-
    !,
    '$witness'(Term, Witness).
'$order_witness'(Term, _) :-
    domain_error(order_specifier, Term).

'$x_vars'(asc(Vars), Vars).
'$x_vars'(desc(Vars), Vars).

'$witness'(Term, Witness) :-
    term_variables(Term, Vars),
    Witness =.. [v|Vars].

% Consecutive specs of the same direction sort as one witness.
'$join_orders'([], []).
'$join_orders'([asc(O1)|T0], [asc(O)|T]) :-
    !,
    '$ascs'(T0, OL, T1),
    '$join_witnesses'(O1, OL, O),
    '$join_orders'(T1, T).
'$join_orders'([desc(O1)|T0], [desc(O)|T]) :-
    !,
    '$descs'(T0, OL, T1),
    '$join_witnesses'(O1, OL, O),
    '$join_orders'(T1, T).

'$ascs'([asc(A)|T0], [A|AL], T) :-
    !,
    '$ascs'(T0, AL, T).
'$ascs'(L, [], L).

'$descs'([desc(A)|T0], [A|AL], T) :-
    !,
    '$descs'(T0, AL, T).
'$descs'(L, [], L).

'$join_witnesses'(O, [], O) :- !.
'$join_witnesses'(O, OL, R) :-
    term_variables([O|OL], VL),
    R =.. [v|VL].

'$non_witness_template'(Goal, Witness, Template) :-
    '$ordered_term_variables'(Goal, AllVars),
    '$ordered_term_variables'(Witness, WitnessVars),
    ord_subtract(AllVars, WitnessVars, TemplateVars),
    Template =.. [t|TemplateVars].

'$ordered_term_variables'(Term, Vars) :-
    term_variables(Term, Vars0),
    sort(Vars0, Vars).

group_by(By, Template, Goal, Bag) :-
    '$ordered_term_variables'(Goal, GVars),
    '$ordered_term_variables'(By+Template, UVars),
    ord_subtract(GVars, UVars, ExVars),
    bagof(Template, ExVars^Goal, Bag).
