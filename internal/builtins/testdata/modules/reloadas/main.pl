% Loading a file again keeps the predicates its import list made under
% new names, in user and in a module.
main :-
    consult(m), consult(m),
    consult(f), consult(f),
    qa(X), writeln(X),
    catch(ns3(_), E, (print_message(error, E))),
    f:pf(Y), writeln(Y),
    f:qa(Z), writeln(Z),
    ( predicate_property(f:qa(_), number_of_clauses(N)) -> writeln(N) ; writeln(none) ),
    ( predicate_property(f:ns(_), defined) -> writeln(ns_defined) ; writeln(ns_undefined) ).
