:- module(other, [p/1, w/0]).
p(other).
w :- writeln(w_called).
