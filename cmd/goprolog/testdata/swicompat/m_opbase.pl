:- module(m_opbase, [b1/1, b2/1, op(700, xfx, ===>), op(200, xfy, ~~)]).
b1(x1).
b2(x2).
