% args: -q -t halt {}
% A variable named as a singleton (_X, __y: an underscore, then a capital
% or another underscore) that the clause uses more than once is warned
% of, counted on the path through the body that holds it most often:
% once in each branch of a disjunction is once. _x and _ are not marked.
m1(_X, _X).
m2(_Y) :- write(_Y).
m3(_A) :- ( _A = 1 ; _A = 2 ).
m4(_B, _C) :- ( _B = 1, _C = 2 ; true ), _C = 3.
m5(__z) :- atom(__z).
m6(_x, _x).
m7(_, _).
m8(A, _Q) :- \+ _Q = A, _Q = 1.
m9(_W) :- ( true -> _W = 1 ; true ).
m10(_V) :- ( _V = 1 -> true ; _V = 2 ).
m11 :- _P = 1, _P == 1, _R = _R.
m12 :- ( _S = 1 ; _S = 2 ).
m13(_U, X) :- X = [_U|_], ( X = a ; X = b ).
:- style_check(-singleton).
m14(_T, _T).
:- style_check(+singleton).
m15(_T, _T).
:- initialization((m1(a, a), m2(b), nl, m11, write(ok), nl)).
