% Loaded by at_module.pl: a module whose clauses call @/2.
:- module(at_module_m, [run/1, mq/1, local_at/1]).
p(m_p).
q(m_q).
mq(X) :- @(q(X), at_module_n).
run(R) :- findall(X, @(maplist(p, [X]), at_module_n), R).
local_at(R) :- findall(X, @(forall(p(X), true), at_module_n), R0), length(R0, N), R = N-R0.
