% Built-ins that work on the terms themselves: setarg/3 and nb_setarg/3
% on terms that the clause built (on the tracing core), undone or kept
% by backtracking, and setarg/3 on a term that the query passed in (the
% solver runs the call: the core would work on a copy).
%
% run: trace, sa(X), write(X), nl
% run: trace, sc(X), write(X), nl
% run: trace, sd(X), write(X), nl
% run: trace, T = f(a), sb(T), write(T), nl
% run: trace, se(X), write(X), nl

sa(X) :- T = f(a, b), setarg(1, T, c), arg(1, T, X).
sb(T) :- setarg(1, T, z).
sc(X) :- T = f(0), ( setarg(1, T, 1), fail ; arg(1, T, X) ).
sd(X) :- T = f(0), ( nb_setarg(1, T, 1), fail ; arg(1, T, X) ).
se(X) :- T = g(1), sb(T), arg(1, T, X).

% setarg/3 meta-called on a term that the query passed in: the solver
% runs the call.
%
% run: trace, T = f(a), mc(T), write(T), nl

mc(T) :- G = setarg(1, T, z), call(G).
