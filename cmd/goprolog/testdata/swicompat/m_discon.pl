:- module(m_discon, [ok/1]).
ok(X) :- helper(X).
helper(1).
helper2 :- foo(.
helper2.
discon(1).
other.
discon(2).
