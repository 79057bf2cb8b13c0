% assert(m:Clause) of a predicate m does not define makes m's own
% predicate: visible as m:new/1, not in user.
:- use_module(m).

report(G) :- catch(G, error(E, _), (writeln(caught(E)))).
yesno(G) :- ( catch(G, _, fail) -> writeln(yes) ; writeln(no) ).

foo(1).

main :-
    assert(m:new(1)), assertz(m:new(2)), asserta(m:new(0)),
    findall(X, m:new(X), L), writeln(L),
    report(new(_)),
    yesno(current_predicate(m:new/1)),
    yesno(current_predicate(new/1)),
    findall(N/A, current_predicate(m:N/A), PIs0), msort(PIs0, PIs), writeln(PIs),
    listing(m:new/1),
    findall(P, (predicate_property(m:new(_), P), P == dynamic), Ps), writeln(Ps),
    assert(m:(rule(X1) :- new(X1))),
    findall(X2, m:rule(X2), L2), writeln(L2),
    retract(m:new(1)), findall(X3, m:new(X3), L3), writeln(L3),
    m:assert(other(5)), findall(X4, m:other(X4), L4), writeln(L4),
    report(other(_)),
    retractall(m:new(_)), findall(X5, m:new(X5), L5), writeln(L5),
    yesno(current_predicate(m:new/1)),
    assert(fresh:thing(1)), fresh:thing(T), writeln(T),
    yesno(current_module(fresh)),
    report(thing(_)),
    report(fresh:nothing(_)),
    report(assert(m:own(2))),
    report(assert(m:ex(2))),
    report(assert(m:atom_length(a, 1))),
    assert(m:append(a, b, c)), findall(Z, m:append(_, _, Z), Zs), writeln(Zs),
    append([1], [2], AL), writeln(AL),
    assert(m:foo(2)), forall(foo(F), writeln(F)),
    add(a), add(b), count(C), writeln(C),
    report(item(_)),
    findall(I, m:item(I), Is), writeln(Is).
