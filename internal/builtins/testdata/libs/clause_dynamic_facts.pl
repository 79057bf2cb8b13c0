% clause/2 of dynamic predicates that hold only facts, read while they
% change: bound and unbound heads and bodies, the logical update view
% (clauses added or retracted during an enumeration are not seen by it),
% a rule added after the facts, erased clauses, and large tables.
:- dynamic f/2, g/1, h/1, e/1, big/1.

t(Name, G) :- t(Name, G, G).

t(Name, Template, G) :-
    write(Name), write(': '),
    catch((findall(Template, G, L) -> \+ \+ (numbervars(L, 0, _), print(L)) ; write(failed)),
          E, print(caught(E))),
    nl.

fill(N) :- forall(between(1, N, I), (K is I mod 3, assertz(f(K, p(I))))).

main :-
    fill(7),
    t(all, clause(f(_, _), _)),
    t(bound_first, clause(f(1, _), true)),
    t(bound_second, clause(f(_, p(5)), _)),
    t(body_true, (clause(f(K, X), B), B == true, K == 2, X = p(_))),
    t(body_other, clause(f(_, _), fail)),
    t(body_int, clause(f(_, _), 3)),
    t(head_nomatch, clause(f(9, _), _)),
    % Clauses added and retracted while an enumeration runs.
    assertz(g(1)), assertz(g(2)), assertz(g(3)),
    t(assert_during, (clause(g(X1), true), Y1 is X1 + 10, assertz(g(Y1)))),
    t(after_assert, clause(g(_), _)),
    t(retract_during, (clause(g(X2), true), retract(g(X2)))),
    t(after_retract, clause(g(_), _)),
    % A rule added to a table of facts: clause/2 gives its body.
    assertz(h(1)), assertz(h(2)),
    t(facts_only, clause(h(_), _)),
    assertz((h(X3) :- X3 > 5, X3 < 9)),
    t(with_rule, clause(h(_), _)),
    t(with_rule_true, clause(h(_), true)),
    retract((h(_) :- _ > 5, _ < 9)),
    t(rule_retracted, clause(h(_), _)),
    % Erased clauses.
    assertz(e(a), R1), assertz(e(b)), assertz(e(c), R3),
    erase(R1),
    t(erased_first, clause(e(_), _)),
    erase(R3),
    t(erased_last, clause(e(_), _)),
    t(ref, W-H-B, (clause(e(W), true, Ref), clause(H, B, Ref))),
    % A large table, read whole and by key.
    forall(between(1, 20000, I), assertz(big(I))),
    t(big_count, C, aggregate_all(count, clause(big(_), true), C)),
    aggregate_all(count, clause(big(_), true), Count), print(count(Count)), nl,
    aggregate_all(count, (between(1, 20000, J), clause(big(J), true)), Found), print(found(Found)), nl,
    retractall(big(_)),
    t(big_gone, clause(big(_), _)),
    t(undefined_dynamic, clause(f(_, _, _), _)).
