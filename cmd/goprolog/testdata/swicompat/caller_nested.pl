% args: -q -g go -t halt {}
% An unknown procedure called in the program's predicates: the caller is
% the predicate, or, for its last call, the frame last-call optimisation
% left (here helper/0, the caller of last/0).
go :- write(a), nl, helper, nl.
helper :- last, true.
last :- step(1).
step(X) :- X > 0, pritn(X), nl.
