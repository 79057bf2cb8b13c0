% args: -q -g main -t halt {}
% Syntax errors of clauses cut short: an end inside brackets, an operator without its right operand.
ok(1).
bad(X :- .
ok(2).
bad2(a b).
f(a, .
g([a, .
h((a :- ).
i([a :- ]).
j({a :- }).
k(a, b +).
l(a -, b).
m(a :- , b).
n([a - | b]).
o(X) :- X = .
p :- q ; .
r(a, ).
main :- forall(ok(X), writeln(X)).
