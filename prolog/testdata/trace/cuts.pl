% Cuts: after a guard (max/3), in the middle of a body, inside a
% disjunction and under if-then-else; a cut removes the Fail ports of
% the calls before it.
%
% run: trace, max(1, 2, M), write(M), nl
% run: trace, max(3, 2, M), write(M), nl
% run: trace, first(X), write(X), nl
% run: trace, (cut_or(X), write(X), nl, fail ; true)
% run: trace, classify(5, C), write(C), nl
% run: trace, classify(-5, C), write(C), nl

max(X, Y, X) :- X >= Y, !.
max(_, Y, Y).

m(1).
m(2).
m(3).

first(X) :- m(X), X > 1, !, m(Y), Y > X.

cut_or(X) :- ( m(X), X > 1, ! ; X = none ).

classify(X, C) :- sign(X, S), !, name_of(S, C).
classify(_, unknown).

sign(X, pos) :- X > 0.
sign(X, neg) :- X < 0.
sign(0, zero).

name_of(pos, positive).
name_of(neg, negative).
name_of(zero, zero).
