% module_transparent/1 predicates: they run in the context module of
% their caller.
:- module(a, [tp/0, tcall/1, tfind/1, tplain/1, tmeta/1, multi/1]).
:- module_transparent tp/0, tcall/1, tfind/1, tplain/1, tmeta/1, multi/1.
tp :- context_module(M), writeln(tp_ctx(M)).
tcall(G) :- call(G).
tfind(L) :- findall(X, h(X), L).
tplain(X) :- h(X).
tmeta(X) :- tcall(h(X)).
multi(1).
multi(X) :- context_module(X).
multi(X) :- G = h(X), G.
h(a_h).
