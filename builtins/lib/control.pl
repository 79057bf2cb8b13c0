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
