% args: -q -g main -t halt {}
p(X) :- q(X).
q(X) :- X > 0, r(X).
r(X) :- Y is X / 0, writeln(Y).
main :- writeln(start), p(1).
