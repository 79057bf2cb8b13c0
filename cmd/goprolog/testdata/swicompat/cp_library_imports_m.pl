% Loaded by cp_library_imports.pl: a module whose clauses call library
% predicates.
:- module(cp_library_imports_m, [q/1, r/1]).
q(X) :- last([1, 2], X), helper(X).
helper(_).
r(L) :- maplist(writeln, L), sum_list([1, 2], _).
