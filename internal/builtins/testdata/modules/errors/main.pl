% Errors raised inside a module's predicates.
:- use_module(checks).

report(G) :- catch(G, error(E, _), (print_message(informational, x), writeln(caught(E)))).

main :-
    report(checked_div(1, 0, _)),
    report(checked_div(a, 1, _)),
    report(typed(_)),
    report(checks:nothing_here).
