% args: -q -g main -t halt {}
% current_module/1 knows the modules swipl starts with and those that
% loading a library loads (library(apply) loads sandbox too); an
% autoload/1 declaration loads nothing until a predicate is called.
:- use_module(library(lists)).
:- use_module(library(apply)).
:- ensure_loaded(library(pairs)).
:- autoload(library(ugraphs)).

main :-
    forall(member(M, [lists, apply, pairs, sandbox, ugraphs, error, user, system, prolog, nosuch]),
           ( current_module(M) -> writeln(M-yes) ; writeln(M-no) )),
    findall(M, current_module(M), L), msort(L, S), writeln(S).
