/*  Control and all-solutions predicates of the system library.

    Helper predicates whose names start with '$' are internal; calls of
    them do not count as inferences (see README, inference counting).
*/

findall(Templ, Goal, List) :-
    '$findall_bag'(Bag),
    (   call(Goal), '$findall_add'(Bag, Templ)
    ;   '$findall_collect'(Bag, List)
    ).

findall(Templ, Goal, List, Tail) :-
    '$findall_bag'(Bag),
    (   call(Goal), '$findall_add'(Bag, Templ)
    ;   '$findall_collect'(Bag, List, Tail)
    ).

bagof(Templ, Goal0, List) :-
    '$free_variable_set'(Templ^Goal0, Goal, Witness),
    (   Witness == []
    ->  findall(Templ, Goal, List),
        List \== []
    ;   findall(Witness-Templ, Goal, Pairs),
        Pairs \== [],
        keysort(Pairs, Sorted),
        '$bagof_groups'(Sorted, Groups),
        '$member'(Witness-List, Groups)
    ).

setof(Templ, Goal, List) :-
    bagof(Templ, Goal, List0),
    sort(List0, List).

'$member'(X, [Y|Ys]) :-
    '$member_'(Ys, X, Y).
'$member_'(_, X, X).
'$member_'([Y|Ys], X, _) :-
    '$member_'(Ys, X, Y).

forall(Cond, Action) :-
    \+ ( call(Cond), \+ call(Action) ).

once(Goal) :-
    call(Goal), !.

ignore(Goal) :-
    (   call(Goal)
    ->  true
    ;   true
    ).

not(Goal) :-
    \+ call(Goal).

time(Goal) :-
    '$time_start'(Start),
    (   catch(Goal, E, ('$time_report'(Start), throw(E)))
    *-> '$time_report'(Start)
    ;   '$time_report'(Start),
        fail
    ).

% call_with_time_limit(+Time, :Goal) of library(time): Goal runs as
% once/1 under an alarm that throws time_limit_exceeded in it if it has
% not finished after Time seconds (builtins/timelimit.go).
call_with_time_limit(Time, Goal) :-
    '$time_limit_set'(Time, Goal, Id),
    setup_call_cleanup(true, once(Goal), '$time_limit_done'(Id)).

% with_output_to(+Sink, :Goal) runs Goal as once/1 with current output
% going to Sink: atom(A), string(S), codes(C), codes(C, T), chars(C),
% chars(C, T), which then unify with the text written, or a stream. The
% output goes back however Goal ends (builtins/format.go).
with_output_to(Sink, Goal) :-
    '$output_to_begin'(Sink, Goal, H),
    '$push_cleanup'(Goal, _, '$output_to_restore'(H), C),
    (   call(Goal)
    ->  '$output_to_end'(H, Sink)
    ),
    '$exit_cleanup'(C).

call_cleanup(Goal, Cleanup) :-
    setup_call_cleanup(true, Goal, Cleanup).

% The cleanup runs once Goal is finished: it failed, it succeeded without
% a choicepoint, it raised an exception, or its choicepoints were cut
% (engine/cleanup.go, engine/wam/cleanup.go), when Catcher unifies with
% why: exit, fail, !, exception(E) or external_exception(E).
setup_call_cleanup(Setup, Goal, Cleanup) :-
    once(Setup),
    '$push_cleanup'(Goal, _, Cleanup, H),
    call(Goal),
    '$exit_cleanup'(H).

setup_call_catcher_cleanup(Setup, Goal, Catcher, Cleanup) :-
    once(Setup),
    '$push_cleanup'(Goal, Catcher, Cleanup, H),
    call(Goal),
    '$exit_cleanup'(H).

phrase(RuleSet, List) :-
    phrase(RuleSet, List, []).

%   call_dcg(:Body, ?S0, ?S) is phrase/3 without its check of the lists.
call_dcg(RuleSet, List, Rest) :-
    '$dcg_body'(RuleSet, S0, S, Goal),
    S0 = List,
    S = Rest,
    call(Goal).

phrase(RuleSet, List, Rest) :-
    '$phrase_lists'(List, Rest),
    '$dcg_body'(RuleSet, S0, S, Goal),
    S0 = List,
    S = Rest,
    call(Goal).

[H|T] :-
    T == [],
    !,
    consult(H).
[H|T] :-
    consult([H|T]).

% Module:Goal runs Goal in Module: the module's local predicates are
% called by their local names (see modules.go).
Module:Goal :-
    '$module_goal'(Module, Goal, Resolved),
    call(Resolved).

% @(Goal, Module): Goal looked up where @/2 is called, with Module the
% module its goals and closures run in (SWI-Prolog's @/2).
@(Goal, Module) :-
    '$at_goal'(Goal, Module, Resolved),
    call(Resolved).

module(_, _).

% subsumes_term(General, Specific): ISO 8.2.4. Specific's variables must
% stay unbound when General is unified with it.
subsumes_term(General, Specific) :-
	\+ \+ ( term_variables(Specific, V1),
		unify_with_occurs_check(General, Specific),
		term_variables(V1, V2),
		V1 == V2 ).

% char_conversion(In, Out): ISO 8.14.5. As in SWI-Prolog, the table only
% matters when the char_conversion flag is true, which goprolog does not
% support; the table is kept (a global variable of In-Out pairs that
% differ) for current_char_conversion/2.
char_conversion(In, Out) :-
	'$iso_char'(In, char_conversion/2),
	'$iso_char'(Out, char_conversion/2),
	'$char_conversions'(Ps0),
	'$char_conv_del'(Ps0, In, Ps1),
	(   In == Out
	->  Ps = Ps1
	;   Ps = [In-Out|Ps1]
	),
	nb_setval('$char_conversion', Ps).

% current_char_conversion(In, Out): ISO 8.14.6. As SWI-Prolog, it
% enumerates the table for the codes 0-255, identity where no conversion
% was set.
current_char_conversion(In, Out) :-
	'$iso_char_or_var'(In, current_char_conversion/2),
	'$iso_char_or_var'(Out, current_char_conversion/2),
	'$char_conversions'(Ps),
	(   atom(In)
	->  true
	;   between(0, 255, C),
	    char_code(In, C)
	),
	(   memberchk(In-Out0, Ps)
	->  Out = Out0
	;   Out = In
	).

'$char_conversions'(Ps) :-
	catch(nb_getval('$char_conversion', Ps), _, Ps = []).

'$char_conv_del'([], _, []).
'$char_conv_del'([I-O|Ps], In, Rest) :-
	(   I == In
	->  Rest = Ps
	;   Rest = [I-O|Rest1],
	    '$char_conv_del'(Ps, In, Rest1)
	).

'$iso_char'(C, PI) :- var(C), !, throw(error(instantiation_error, context(PI, _))).
'$iso_char'(C, _) :- atom(C), atom_length(C, 1), !.
'$iso_char'(C, PI) :- throw(error(type_error(character, C), context(PI, _))).

'$iso_char_or_var'(C, _) :- var(C), !.
'$iso_char_or_var'(C, PI) :- '$iso_char'(C, PI).

% with_mutex(Mutex, Goal): Goal once, holding Mutex (created if it is a
% new name), which is released however Goal ends.
with_mutex(Mutex, Goal) :-
    '$mutex_check'(Mutex),
    mutex_lock(Mutex),
    (   catch(Goal, E, ('$mutex_release'(Mutex), throw(E)))
    ->  '$mutex_release'(Mutex)
    ;   '$mutex_release'(Mutex),
        fail
    ).

%   catch_with_backtrace(:Goal, ?Catcher, :Recovery) is catch/3; swipl
%   adds a backtrace to the error, which its messages print.

catch_with_backtrace(Goal, Catcher, Recovery) :-
    catch(Goal, Catcher, Recovery).

%   findnsols(+N, @Template, :Goal, -List[, ?Tail]) is findall/3,4 in
%   chunks of at most N solutions: each chunk succeeds leaving Goal's
%   alternatives, and backtracking collects the next. The last chunk,
%   when Goal has no solution left for it, fails unless it is the
%   first. Goal runs as a copy, as in SWI-Prolog.

findnsols(N, Template, Goal, List) :-
    findnsols(N, Template, Goal, List, []).

findnsols(N, Template0, Goal0, List, Tail) :-
    '$findnsols_count'(N),
    (   N =:= 0
    ->  List = Tail
    ;   copy_term(Template0+Goal0, Template+Goal),  % a chunk binds neither
        '$findall_bag'(Bag0),
        State = findnsols(Bag0, 0, first),
        (   call(Goal),
            arg(1, State, Bag),
            (   '$findall_add'(Bag, Template)   % adds, then fails
            ;   true
            ),
            arg(2, State, C0),
            C is C0+1,
            (   C =:= N
            ->  '$findall_collect'(Bag, List, Tail),
                '$findall_bag'(Next),   % bags are a stack: after Bag closes
                nb_setarg(1, State, Next),
                nb_setarg(2, State, 0),
                nb_setarg(3, State, later)
            ;   nb_setarg(2, State, C),
                fail
            )
        ;   arg(1, State, Bag),
            '$findall_collect'(Bag, List0, Tail0),
            (   arg(2, State, C), C > 0
            ->  true
            ;   arg(3, State, first)
            ),
            List = List0,
            Tail = Tail0
        )
    ).

'$findnsols_count'(N) :-
    (   var(N)
    ->  throw(error(instantiation_error, _))
    ;   \+ integer(N)
    ->  throw(error(type_error(integer, N), _))
    ;   N < 0
    ->  throw(error(domain_error(not_less_than_zero, N), _))
    ;   true
    ).
