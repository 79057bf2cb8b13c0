% args: -q -g main -t halt {}
ok(1).
bad(X :- .
ok(2).
bad2(a b).
main :- forall(ok(X), writeln(X)).
