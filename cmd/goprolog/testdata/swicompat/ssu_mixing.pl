% args: -q -g main -t halt {}
% A predicate holds either => rules or :- clauses: the clause of the other
% kind is refused with SWI-Prolog's permission error and the rest loads.
a(1) :- true.
a(2) => true.
a(3).
b(1) => true.
b(2) :- true.
b(3).
b(4) => write(four).
c(1) => true.
c(X), integer(X) => true.

main :-
    listing(a/1), listing(b/1), listing(c/1),
    catch(b(3), E, (print_message(error, E))),
    b(4), nl,
    forall(member(P, [a(_), b(_), c(_)]),
           ( predicate_property(P, number_of_clauses(N)), print(P-N), nl )).
