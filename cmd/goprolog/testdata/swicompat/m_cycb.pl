:- module(m_cycb, [b1/1, b2/1]).
:- use_module(m_cyca).
b1(b1).
b2(X) :- a2(Y), X = b2(Y).
