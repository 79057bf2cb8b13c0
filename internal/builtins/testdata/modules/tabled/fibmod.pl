:- module(fibmod, [fib/2, path_from/2]).
:- table fib_/2.
:- table conn/2.

fib(N, F) :- fib_(N, F).
fib_(0, 0).
fib_(1, 1).
fib_(N, F) :- N > 1, N1 is N-1, N2 is N-2, fib_(N1, F1), fib_(N2, F2), F is F1+F2.

edge(a, b). edge(b, c). edge(c, a). edge(c, d).
conn(X, Y) :- edge(X, Y).
conn(X, Y) :- conn(X, Z), edge(Z, Y).

path_from(X, L) :- findall(Y, conn(X, Y), L0), sort(L0, L).
