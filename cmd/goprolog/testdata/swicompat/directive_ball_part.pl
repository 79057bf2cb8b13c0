a(1).
:- throw(my_ball(2)).
b(1).
