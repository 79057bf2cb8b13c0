% args: -q -g t -t halt {}
p(X) :- true.
:- style_check(-singleton).
q(X) :- true.
:- style_check(+singleton).
r(X) :- true.
:- style_check(-singleton).
:- consult(style_inner).
t :- writeln(done).
