% The tracer's answers at the ports of what runs on the tracing cores
% since they run dynamic predicates, meta-calls of goals known at run
% time, cleanups and attributed variables: skip a meta-call, fail a call
% of a table of facts, leap, abort in a cleanup, nodebug in a wake-up.
%
% run: trace, d1(X), write(X), nl => c c c s c c c
% run: trace, d1(X), write(X), nl => c c c c f
% run: trace, look(X), write(X), nl => c f
% run: trace, look(X), write(X), nl => c s c c c
% run: trace, (look(X), write(X), nl, fail ; true) => c c c c l
% run: trace, s2(X), write(X), nl => c s c c c c c
% run: trace, s2(X), write(X), nl => c c c c c c c c c c a
% run: trace, fz(X), write(X), nl => c c c c c c c c c c c n
% run: spy(fact/2), debug, look(X), write(X), nl, nospyall
% run: trace, cl(B), write(B), nl => c s

:- dynamic fact/2.

fact(a, 1).
fact(b, 2).
fact(c, 3).

m(1).
m(2).
m(3).

look(X) :- fact(X, N), N > 1.
d1(X) :- G = m(X), call(G), X > 1.
s2(X) :- setup_call_cleanup(true, m(X), (write(done), nl)).
fz(X) :- freeze(X, (write(woke(X)), nl)), m(X).
cl(B) :- clause(look(_), B).
