:- module(m_rx_mid, [m1/1]).
:- reexport(m_rx_base, [b1/1, b2/1 as bb2, op(700, xfx, ===>)]).
:- reexport(library(lists), [last/2]).
m1(m).
