% Tabled predicates: a left-recursive path/2 and a tabled fib/2, called
% from the query (the solver runs them) and from clauses (the tracing
% core runs them, the tabling driver too).
%
% run: trace, path(a, X), write(X), nl
% run: trace, fib(3, F), write(F), nl
% run: trace, (conn(X), write(X), nl, fail ; true)
% run: trace, conn(X), write(X), nl => c s

:- table path/2.

edge(a, b).
edge(b, c).

path(X, Y) :- path(X, Z), edge(Z, Y).
path(X, Y) :- edge(X, Y).

:- table fib/2.

fib(0, 0).
fib(1, 1).
fib(N, F) :- N > 1, A is N-1, B is N-2, fib(A, FA), fib(B, FB), F is FA+FB.

conn(X) :- path(a, X).

% run: trace, (conn2(X), write(X), nl, fail ; true)
% run: trace, fib2(4, F), write(F), nl

conn2(X) :- path(X, c).
fib2(N, F) :- fib(N, F).
