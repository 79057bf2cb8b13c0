:- module(m_rx_base, [b1/1, b2/1, b3/1, op(700, xfx, ===>)]).
b1(x1). b2(x2). b3(x3).
X ===> Y :- Y = got(X).
