% args: -q -g main -t halt {}
% forall/2 runs its action from its own frame.
main :- forall(member(X, [1, 2]), prnt(X)).
