% args: -q -g go -t halt {}
% The libraries ordinary programs import: loaded silently, but
% library(tabling), whose deprecation swipl reports once.
:- use_module(library(lists)).
:- use_module(library(apply)).
:- use_module(library(readutil)).
:- use_module(library(dcg/basics)).
:- ensure_loaded(library(lists)).
:- use_module(library(strings)).
:- use_module(library(yall)).
:- use_module(library(pairs)).
:- use_module(library(aggregate)).
:- use_module(library(assoc)).
:- use_module(library(ordsets)).
:- use_module(library(random)).
:- use_module(library(tabling)).
:- use_module(library(tabling)).
:- use_module(library(solution_sequences)).
:- use_module(library(error)).
:- use_module(library(debug)).
:- use_module(library(option)).
:- use_module(library(ugraphs)).
:- use_module(library(lists), [append/3]).
go :- must_be(integer, 3), limit(2, member(Y, [a,b,c])), write(Y), nl, fail.
go.
