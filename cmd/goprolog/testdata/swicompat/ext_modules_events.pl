% args: -q {} -t halt
:- use_module(m_events).
:- dynamic seen/1.

log(E) :- assertz(seen(E)), format("log ~w~n", [E]).
shout(E) :- upcase_atom(E, U), format("~w!~n", [U]).
len(E, L) :- atom_length(E, L).

main :-
    on(click, log),
    on(click, shout),
    on(key, [E]>>format("lambda got ~w~n", [E])),
    on(key, fail_handler),
    emit(click), emit(key),
    handlers(click, Hs), print(Hs), nl,
    emit_all([abc, de], len),
    with_counter(member(_, [a,b,c]), N), writeln(count=N),
    findall(X, seen(X), Xs), writeln(Xs),
    assertz(m_events:handler(extra, log)),
    emit(extra),
    m_events:handlers(extra, H2), writeln(H2),
    ( predicate_property(m_events:handler(_,_), dynamic) -> writeln(dynamic) ; true ),
    aggregate_all(count, m_events:handler(_,_), Cnt), writeln(Cnt).

fail_handler(_) :- fail.
:- initialization(main).
