:- module(m_events, [on/2, emit/1, emit_all/2, handlers/2, with_counter/2]).
:- meta_predicate on(+, 1), emit_all(+, 2), with_counter(0, -).
:- dynamic handler/2.

on(Event, Goal) :- assertz(handler(Event, Goal)).

emit(Event) :-
    forall(handler(Event, G), ( call(G, Event) -> true ; format("handler ~q failed~n", [G]) )).

emit_all([], _).
emit_all([E|Es], G) :- call(G, E, R), format("~w -> ~w~n", [E, R]), emit_all(Es, G).

handlers(Event, Gs) :- findall(G, handler(Event, G), Gs).

with_counter(Goal, N) :-
    nb_setval(counter, 0),
    forall(Goal, (nb_getval(counter, C0), C is C0+1, nb_setval(counter, C))),
    nb_getval(counter, N).
