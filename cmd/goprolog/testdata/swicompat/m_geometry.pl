:- module(m_geometry, [area/2, perimeter/2, shape/1, scale/3]).
:- use_module(library(lists)).

shape(circle(_)).
shape(rect(_, _)).
shape(square(_)).

area(circle(R), A) :- A is pi * R ** 2.
area(rect(W, H), A) :- A is W * H.
area(square(S), A) :- area(rect(S, S), A).

perimeter(circle(R), P) :- P is 2 * pi * R.
perimeter(rect(W, H), P) :- P is 2 * (W + H).
perimeter(square(S), P) :- perimeter(rect(S, S), P).

scale(F, circle(R), circle(R1)) :- R1 is R * F.
scale(F, rect(W, H), rect(W1, H1)) :- W1 is W * F, H1 is H * F.
scale(F, square(S), square(S1)) :- S1 is S * F.

internal_check(X) :- shape(X).
