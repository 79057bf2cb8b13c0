% args: -q -g main -t halt {}
:- table fib/2.
fib(0, 0).
fib(1, 1).
fib(N, F) :- N > 1, N1 is N - 1, N2 is N - 2, fib(N1, F1), fib(N2, F2), F is F1 + F2.
:- table path/2.
edge(a, b). edge(b, c). edge(c, a). edge(c, d).
path(X, Y) :- edge(X, Y).
path(X, Y) :- path(X, Z), edge(Z, Y).
main :- fib(30, F), writeln(F), fib(100, F2), writeln(F2),
    findall(Y, path(a, Y), L), sort(L, S), print(S), nl,
    aggregate_all(count, path(_, _), C), writeln(C),
    abolish_all_tables, fib(10, F3), writeln(F3).
