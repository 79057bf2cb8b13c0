% args: -q backtrace_atom_query.pl
% stdin: s.
% stdin:
% stdin: u.
% stdin:
% stdin: s, true.
% stdin:
% stdin: t(X).
% stdin:
% An uncaught error of a query that is an atom: swipl's backtrace writes
% the query in toplevel_call/1 whole, where a compound one is '...'.
r(L) :- atom_length(L, _).
s :- r(_).
u :- X is 1/0, write(X).
t(X) :- t2(X), true.
t2(X) :- X is 1/0.
