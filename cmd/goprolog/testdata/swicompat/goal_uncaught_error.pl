% args: -q -g main -t halt {}
p(X) :- X > 0.
main :- p(a).
