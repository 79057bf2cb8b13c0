:- module(m_b, [b_val/1, b_twice/2, b_hidden/0]).
b_val(1).
b_val(2).
b_twice(X, Y) :- Y is 2*X.
b_hidden :- writeln(b_hidden).
