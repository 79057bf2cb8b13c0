% args: -q -g main -t halt {}
% A tabled predicate called from a predicate that meta-calls and writes,
% in a program that loads library(clpfd): the caller is handed back from
% the WAM core to the engine's solver, and the cleanup of the table's
% evaluation, left pending on the core, must not run there before the
% engine runs the evaluation again (it forgot the table: an existence
% error).
:- use_module(library(clpfd)).
:- table path/2.
path(X, Y) :- edge(X, Y).
path(X, Y) :- path(X, Z), edge(Z, Y).
edge(1, 2). edge(2, 3). edge(3, 1). edge(3, 4).
main :-
    G = path(1, Y),
    findall(Y, call(G), L),
    msort(L, S),
    write(S), nl,
    forall(member(X, [a, b]), (write(X), nl)).
