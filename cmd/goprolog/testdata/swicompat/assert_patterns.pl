% args: -q -g main -t halt {}
:- dynamic counter/1, visited/1.
counter(0).
next(N) :- retract(counter(N0)), N is N0+1, assertz(counter(N)).
visit(X) :- ( visited(X) -> true ; assertz(visited(X)) ).
main :- next(A), next(B), writeln(A/B),
    maplist(visit, [a, b, a, c]), findall(X, visited(X), L), writeln(L),
    retract(visited(b)), findall(X, visited(X), L2), writeln(L2),
    asserta(visited(z)), findall(X, visited(X), L3), writeln(L3),
    ( retract(visited(nope)) -> true ; writeln(noretract) ),
    assertz((double(X, Y) :- Y is 2*X)), double(4, D), writeln(D),
    clause(double(P, Q), Body), writeq((double(P, Q) :- Body)), nl,
    predicate_property(counter(_), dynamic), writeln(dyn),
    ( predicate_property(counter(_), number_of_clauses(NC)) -> writeln(NC) ; true ),
    catch(assertz(main), E, print_message(error, E)),
    catch(retract(next(_)), E2, print_message(error, E2)),
    abolish(visited/1), catch(visited(_), E3, print_message(error, E3)),
    retractall(newone(_)), ( newone(_) -> true ; writeln(newone_empty) ).
