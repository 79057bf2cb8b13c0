% Loaded by cp_library_imports.pl: a module that imports a library
% predicate.
:- module(cp_library_imports_n, [s/0]).
:- use_module(library(lists), [member/2]).
s :- member(_, [a]), !.
