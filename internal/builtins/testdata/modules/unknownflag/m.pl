:- module(m, [try/0]).
:- set_prolog_flag(unknown, fail).
try :- ( undefined_thing -> writeln(found) ; writeln(failed_silently) ).
