ok(1).
:- dynamic d/1.
