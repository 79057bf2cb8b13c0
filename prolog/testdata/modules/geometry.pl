% A module whose private helper has the name of the program's own.
:- module(geometry, [area/2]).

area(Shape, A) :- helper(Shape, A).

helper(square(S), A) :- A is S * S.
helper(rect(W, H), A) :- A is W * H.
