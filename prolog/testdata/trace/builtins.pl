% Built-ins called from clauses: type tests, atom built-ins (one
% non-deterministic), sorting, length/2, output and format/2.
%
% run: trace, ty(abc), \+ ty(ab)
% run: trace, (subs(xyz, S), write(S), nl, fail ; true)
% run: trace, sorted([c,a,b], S), write(S), nl
% run: trace, mk(L), write(L), nl
% run: trace, say(hello)
% run: trace, eqs(f(X), f(a)), write(X), nl

ty(X) :- atom(X), atom_length(X, L), L > 2.

subs(A, S) :- sub_atom(A, _, 2, _, S).

sorted(L, S) :- msort(L, S0), sort(0, @>=, S0, S).

mk(L) :- length(L, 2), L = [a|_], atom_codes(A, "bc"), L = [_, A].

say(X) :- format("~w ~a~n", [X, world]).

eqs(X, Y) :- X = Y, X == Y, X \== g(_), \+ X = g(_), nonvar(X).
