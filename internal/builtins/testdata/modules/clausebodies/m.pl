:- module(m, [q/1]).
:- dynamic p/1, r/1.
q(X) :- X = m_q.
helper(m_helper).
