% predicate_property/2 of a module-qualified head, called through call/1
% as well as written in a clause, reads the module's predicate.
:- use_module(m).

prop(G) :- ( call(G) -> writeln(yes(G)) ; writeln(no(G)) ).

main :-
    prop(predicate_property(m:d(_), dynamic)),
    prop(predicate_property(m:s(_), dynamic)),
    prop(predicate_property(m:p(_), defined)),
    G = predicate_property(m:d(_), dynamic),
    ( G -> writeln(direct_yes) ; writeln(direct_no) ),
    ( predicate_property(m:d(_), dynamic) -> writeln(clause_yes) ; writeln(clause_no) ).
