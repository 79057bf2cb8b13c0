% Reexports libraries.
:- module(d, []).
:- reexport(library(lists)).
:- reexport(library(apply), [maplist/3]).
