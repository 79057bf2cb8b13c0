% A module that calls a's transparent predicates.
:- module(x, [xrun/0]).
:- use_module(a).
h(x_h).
xrun :-
    tp, tcall(h(X)), writeln(X), tfind(L), writeln(L), tplain(Y), writeln(Y),
    a:tp, G = tcall(h(Z)), call(G), writeln(Z), tmeta(W), writeln(W).
