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

% Write mode: a head's list cell or structure that the call's unbound
% argument takes, its arguments each one unify instruction of every kind.
out(H, T, [H|T]).
out2(H, [a, H|_]).
out3(X, [X|T]) :- keep(X), T = [done].
out4(X, f(X, Y, a, _, Z)) :- keep(Y), Z = Y.
out5(X, g(X, X), [X|X]).
