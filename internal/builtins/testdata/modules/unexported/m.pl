:- module(m, [p/1, s/1]).
p(1).
q(2).
s(3).
