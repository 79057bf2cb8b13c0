% use_module/2 with Name/Arity as NewName in the import list: the
% predicate is imported under the new name only, as a predicate of the
% importing file (one clause calling the module's); in except(List) an
% entry with `as` is imported under its new name.
:- use_module(lib, [p/1 as q, r/2, s//0 as t]).
:- use_module(other, except([p/1 as other_p])).

report(G) :- catch(G, error(E, _), writeln(caught(E))).
yesno(G) :- ( catch(G, _, fail) -> writeln(yes) ; writeln(no) ).

main :-
    findall(X, q(X), L), writeln(L),
    report(p(_)),
    r(A, B), writeln(A-B),
    yesno(predicate_property(q(_), imported_from(_))),
    yesno(predicate_property(r(_, _), imported_from(lib))),
    findall(N, (predicate_property(q(_), number_of_clauses(N))), Ns), writeln(Ns),
    yesno(current_predicate(q/1)),
    yesno(current_predicate(p/1)),
    yesno(phrase(t, [x])),
    yesno(phrase(s, [x])),
    findall(Y, lib:p(Y), L2), writeln(L2),
    other_p(O), writeln(O),
    w,
    statistics(inferences, I0), q(_), statistics(inferences, I1),
    D is I1 - I0, writeln(inferences(D)).
