% args: -q -g main -t halt {}
:- use_module(library(lists), [append/3, member/2]).
:- use_module(library(pairs)).
:- use_module(library(aggregate)).
:- use_module(library(apply_macros)).
:- use_module(library(yall)).
:- use_module(library(readutil)).
:- use_module(library(dicts)).
:- use_module(library(solution_sequences)).
main :- append(X, [c], [a, b, c]), writeln(X),
    findall(A, limit(2, member(A, [x, y, z])), L), writeln(L),
    findall(A, distinct(A, member(A, [x, y, x])), L2), writeln(L2),
    findall(A, order_by([desc(A)], member(A, [2, 3, 1])), L3), writeln(L3),
    aggregate_all(count, member(_, [1, 2]), C), writeln(C),
    pairs_keys_values(Ps, [k1, k2], [v1, v2]), writeln(Ps).
