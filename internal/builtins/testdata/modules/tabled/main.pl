% Tabled predicates local to a module.
:- use_module(fibmod).

edge(x, y).

main :-
    fib(30, F), writeln(F),
    path_from(a, L), writeln(L),
    findall(A-B, edge(A, B), Es), writeln(Es).
