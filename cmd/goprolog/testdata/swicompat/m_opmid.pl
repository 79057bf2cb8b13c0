:- module(m_opmid, [m1/1]).
% reexport/2 passes on the operators its list names, reexport/1 all of them.
:- reexport(m_opbase, [b1/1, b2/1 as bb2, op(700, xfx, ===>)]).
m1(X) :- X = (a ===> b).
m2(X) :- X = (a ~~ b).
