% Heads whose structures opGetStructN matches with their arguments (see
% TestGetStructN): fresh registers, registers seen before, constants,
% voids and permanent variables, in read and in write mode.

pt(p(X, Y, X), X, Y).
pt(q(a, _, 3), a, three).
pt(r(X, Y), Y, X) :- atom(X), keep(Y).
pt(s(A, B, C, D), [A, B], E) :- keep(C), E = D-C.
pt(t(f(X), Y), X, Y).

keep(_).

swap(pair(A, B), pair(B, A)).
