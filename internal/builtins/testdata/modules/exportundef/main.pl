% The error of an unknown procedure names the module of a predicate that
% a module exports and does not define, and of a module's own predicate
% that abolish/1 removed (reg:entry/1, not its local name).
:- use_module(m).
:- dynamic reg:entry/1.
reg:entry(1).
t(G) :- catch(G, error(E, _), (print(E), nl)).
main :-
    t(nodef),
    t(gone(_)),
    here(X), print(X), nl,
    abolish(reg:entry/1),
    t(reg:entry(_)),
    catch(nodef, E, (print_message(error, E))).
