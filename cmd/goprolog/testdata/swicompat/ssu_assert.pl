% args: -q -g main -t halt {}
% assert/1 of Head => Body rules: the rule is added before the clause
% raising the no-matching-rule error, whichever end it is added at;
% mixing with plain clauses and guards in asserted rules are errors.
e(G) :- catch(G, E, (print_message(error, E))).

main :-
    assertz((r(a) => true)), r(a), write(ok), nl,
    e(r(b)),
    e(assertz(r(c))),
    asserta((r(z) => write(z))), r(z), nl,
    assertz((r(y) => write(y))), r(y), nl,
    e(r(q)),
    listing(r/1),
    predicate_property(r(_), number_of_clauses(N)), print(N), nl,
    assertz(s(1)), e(assertz((s(2) => true))), listing(s/1),
    catch(assertz((w(X), X > 0 => write(pos))), error(F, _), (print(F), nl)),
    assertz((z => true)), z, listing(z/0),
    retract((r(z) => _)) -> true ; write(no_retract), nl.
