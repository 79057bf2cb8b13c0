:- module(m_macros, []).
:- multifile user:term_expansion/2, user:goal_expansion/2, user:portray/1.
:- dynamic user:term_expansion/2, user:goal_expansion/2.
user:term_expansion(double(N), [fact(N), fact(M)]) :- M is N * 2.
user:term_expansion(skip_me, []).
user:goal_expansion(sq(X, Y), Y is X * X).
user:portray(secret(_)) :- write('<hidden>').
