:- module(kb, [anc/1, ask/1]).
anc(X) :- p(X), anc(X).
p(1).
ask(B) :- clause(anc(_), B).
