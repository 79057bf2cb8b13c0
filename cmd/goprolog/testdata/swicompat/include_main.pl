% args: -q -g t -t halt {}
before(1).
:- include(include_part).
after(1).
t :- findall(X, inc(X), L), writeq(L), nl, incp(Y), writeq(Y), nl,
     findall(B-A, (before(B), after(A)), L2), writeq(L2), nl.
