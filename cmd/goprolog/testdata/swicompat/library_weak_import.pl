% args: -q -g main -t halt {}
% A program's own definition of a library predicate it imported: swipl's
% warning at its first clause, in user and in a module; none for a
% predicate the import list leaves out.
:- use_module(library(lists)).
:- use_module(library(apply), [maplist/3]).
:- use_module(m_weak).
last([X], X) :- !.
last([_|T], X) :- last(T, X).
foldl(_, _, _, done).
sum_list(_, mine).
main :- last([1, 2, 3], X), writeln(X), foldl(a, b, c, D), writeln(D), reach([a-b, a-c], a, R), writeln(R),
    sum_list([1], S), writeln(S).
