inner(X) :- true.
:- style_check(+singleton).
inner2(Y) :- true.
