% A module_transparent predicate's context_module/1 and the goals its
% meta-calls run (call/1, findall/3, a variable goal) are its caller's
% module, user's or a module's, and Module:Goal's Module; the other
% calls of its body are its own module's. clause/2 and listing/1 give
% its clauses as written.
:- use_module(x).
:- use_module(a).
h(user_h).
main :-
    tp, a:tp, x:tp,
    tcall(h(X1)), writeln(X1),
    tfind(L1), writeln(L1),
    tplain(X2), writeln(X2),
    tmeta(X3), writeln(X3),
    call(tp), G = tcall(h(X4)), call(G), writeln(X4),
    findall(V, tcall(h(V)), Vs), writeln(Vs),
    xrun,
    findall(Y1, multi(Y1), M1), writeln(M1),
    findall(Y2, a:multi(Y2), M2), writeln(M2),
    findall(Y3, x:multi(Y3), M3), writeln(M3),
    ( predicate_property(tp, transparent) -> writeln(transparent) ; writeln(not_transparent) ),
    ( predicate_property(a:multi(_), transparent) -> writeln(transparent) ; writeln(not_transparent) ),
    ( predicate_property(a:multi(_), number_of_clauses(N)) -> writeln(N) ; writeln(none) ),
    listing(a:multi/1), listing(a:tfind/1),
    forall(clause(a:multi(C), B), (print((multi(C) :- B)), nl)),
    forall(clause(tfind(C2), B2), (print((tfind(C2) :- B2)), nl)).
