% args: -q -g go -t halt {}
% A library swipl does not have, such as a misspelt library(list), is
% an error of the directive that loads it; the rest of the file loads.
:- use_module(library(list)).
:- use_module(library(lists)).
:- ensure_loaded(library(nosuch)).
:- use_module(library(nosuch), [foo/1]).
:- use_module(library('lists.pl')).
:- use_module(library(dcg/basics)).
:- use_module(library(1)).
go :-
    catch(consult(library(nosuch)), E2, (print_message(error, E2))),
    append([a], [b], L),
    writeln(L).
