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

_^Goal :-
    call(Goal).

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

call_cleanup(Goal, Cleanup) :-
    setup_call_cleanup(true, Goal, Cleanup).

setup_call_cleanup(Setup, Goal, Cleanup) :-
    once(Setup),
    catch(Goal, E, true)
    ->  ignore(Cleanup),
        (   var(E) -> true ; throw(E) )
    ;   ignore(Cleanup),
        fail.

phrase(RuleSet, List) :-
    phrase(RuleSet, List, []).

phrase(RuleSet, List, Rest) :-
    '$dcg_body'(RuleSet, S0, S, Goal),
    S0 = List,
    S = Rest,
    call(Goal).

[H|T] :-
    consult([H|T]).

% Modules are not implemented: a qualified goal runs unqualified.
_:Goal :-
    call(Goal).

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
% support: the call checks its arguments and succeeds.
char_conversion(In, Out) :-
	'$iso_char'(In),
	'$iso_char'(Out).

'$iso_char'(C) :- var(C), !, throw(error(instantiation_error, context(char_conversion/2, _))).
'$iso_char'(C) :- atom(C), atom_length(C, 1), !.
'$iso_char'(C) :- throw(error(type_error(character, C), context(char_conversion/2, _))).
