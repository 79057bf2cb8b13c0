% args: -q -t halt {}
% Variables marked as singletons (_X, __X) that occur more than once: the
% compiler's warning, after the singleton warning and before the branch
% ones; not for _x, nor in directives, nor with style_check(-singleton).
p(_X, _X, _Y, _Y).
q(_X, Y) :- r(_X, _X).
r(_, _).
s :- _A = 1, _A = 1, B = 1.
t(__X, __X).
u(_x, _x).
v(_X, _X) :- ( r(Y, 1) ; true ).
g --> [_X], [_X].
:- _A = 1, _A = 1.
:- style_check(-singleton).
w(_X, _X).
