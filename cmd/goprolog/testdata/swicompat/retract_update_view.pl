% args: -q -g main -t halt {}
% retract/1 under the logical update view: the clauses visible when it
% began stay its answers on backtracking, one that another retract/1
% (or retractall/1, erase/1) removed in the meantime included, as in
% swipl.
:- dynamic p/1.
reset :- retractall(p(_)), assertz(p(1)), assertz(p(2)), assertz(p(3)).
main :-
    reset, findall(X, (retract(p(X)), (X == 1 -> retract(p(2)) ; true)), L0), writeln(L0),
    reset, findall(X, (retract(p(X)), (X == 1 -> retractall(p(_)) ; true)), L1), writeln(L1),
    reset, findall(X, (retract(p(X)), (X == 1 -> retract(p(3)) ; true)), L2), writeln(L2),
    reset, findall(X, (retract(p(X)), (X == 1 -> clause(p(2), true, R), erase(R) ; true)), L3), writeln(L3),
    reset, findall(X, (clause(p(X), true), (X == 1 -> retract(p(2)) ; true)), L4), writeln(L4),
    reset, findall(X, (p(X), (X == 1 -> retract(p(2)) ; true)), L5), writeln(L5),
    reset, findall(X-Z, (retract(p(X)), (X == 1 -> retract(p(2)) ; true), findall(Y, p(Y), Z)), L6), writeln(L6),
    reset, findall(X, (retract((p(X) :- true)), (X == 1 -> retract(p(2)) ; true)), L7), writeln(L7),
    reset, (retract(p(X8)), X8 == 1, retract(p(2)), fail ; true), findall(Y, p(Y), L8), writeln(L8),
    reset, findall(X, (retract(p(X)), (X == 2 -> retract(p(1)) ; true)), L9), writeln(L9),
    reset, findall(X-Y, (retract(p(X)), retract(p(Y))), L10), writeln(L10),
    reset, findall(X, (retract(p(X)), assertz(p(9))), L11), writeln(L11), findall(Y, p(Y), P11), writeln(P11).
