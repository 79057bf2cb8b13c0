% args: -q -g main -t halt {}
% A closure bound in the body before forall/2 calls it through call/2.
main :- P = shw, forall(member(X, [1, 2]), call(P, X)).
