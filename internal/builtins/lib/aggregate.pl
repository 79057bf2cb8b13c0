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
