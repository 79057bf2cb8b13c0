% args: -q -g t -t halt {}
% stdin: app(X, Y, [1]).
% A library predicate imported under a new name (PI as NewName) is
% defined by that name, for the file and the top level.
:- use_module(library(lists), [append/3 as app, member/2]).
t :- app(X, Y, [1, 2]), write(X-Y), nl, fail.
t :- app([a], [b], L), write(L), nl.
