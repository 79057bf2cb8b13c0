:- module(m_cyca, [a1/1, a2/1, counter/1, bump/0]).
:- use_module(m_cycb).
:- dynamic counter/1.
counter(0).
bump :- retract(counter(N)), N1 is N + 1, assertz(counter(N1)).
a1(X) :- b1(Y), X = a1(Y).
a2(done).
:- initialization(writeln(ma_loaded)).
:- table conn/2.
conn(X, Y) :- e(X, Y).
conn(X, Y) :- conn(X, Z), e(Z, Y).
e(1,2). e(2,3). e(3,1).
