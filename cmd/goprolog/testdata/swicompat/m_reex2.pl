:- module(m_reex2, [hello/0]).
:- reexport(m_strutil, except([count_words/2])).
:- reexport(library(pairs)).
hello :- writeln(hello).
