% args: -q -g t -t halt {}
:- multifile user:message_hook/3.
:- dynamic seen/3.
user:message_hook(Term, Kind, Lines) :-
    Term \= keep(_),
    Kind \== silent,
    assertz(seen(Term, Kind, Lines)).
:- multifile prolog:message//1.
prolog:message(mine(X)) --> ['mine ~w'-[X]].
prolog:message(keep(X)) --> ['kept ~w'-[X]].
t :-
    print_message(error, mine(1)),
    print_message(warning, format('fmt ~w', [2])),
    print_message(error, keep(3)),
    forall(seen(T, K, L), ( writeq(T/K/L), nl )).
