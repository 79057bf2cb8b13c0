:- module(ext_text, [shout/2]).
:- use_module(ext_store).
shout(X, Y) :- upcase_atom(X, Y), add(Y).
