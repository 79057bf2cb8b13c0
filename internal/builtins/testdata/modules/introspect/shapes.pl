:- module(shapes, [area/2]).

area(square(S), A) :- A is S * S.
area(circle(R), A) :- A is pi * R * R.
side(square(S), S).
