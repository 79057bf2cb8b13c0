:- module(m_dwim0, []).
foo.
foo(_,_).
bar(1).
baar(2).
