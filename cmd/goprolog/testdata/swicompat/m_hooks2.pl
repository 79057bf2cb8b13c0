:- module(mhooks, [run_hooks/1, register/1]).
:- multifile hook/1.
:- dynamic hook/1.
:- dynamic registered/1.

run_hooks(X) :- forall(hook(X), true), forall(registered(G), call(G, X)).
register(G) :- assertz(registered(G)).
