% args: -q -g main -t halt {}
p(X) :- q(Y).
p(1).
q(a).
r(a).
q(b).
main :- writeln(ok).
foo(X, Y) :- X = Y, _Z = 1, bar(_Z).
bar(_).
