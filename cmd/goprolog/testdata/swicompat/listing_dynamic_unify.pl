% args: -q -g main -t halt {}
% swipl moves a leading unification into the head when it lists a
% static clause or an asserted one, not a dynamic clause a file loads.
:- dynamic d/2.
d(X, Y) :- Z is X - 1, Y = Z.
d(X, Y) :- X = f(Y), g(Y).
s(X, Y) :- Z is X - 1, Y = Z.
g(_).
main :- listing(d/2), listing(s/2), assertz((a(X, Y) :- X = [Y], g(Y))), listing(a/2).
