% call/N of a goal that the clause spells out: call/N shows its own
% ports, its goal runs at call/N's level, a control construct's goals one
% level below; a cut inside is local to call/N.
%
% run: trace, c1(X), write(X), nl
% run: trace, (c2(X), write(X), nl, fail ; true)
% run: trace, c3(X), write(X), nl
% run: trace, c4
% run: trace, c5(L), write(L), nl
% run: trace, c6(X), write(X), nl => c c s c c c f

m(1).
m(2).
m(3).

add(X, Y, Z) :- Z is X + Y.

c1(X) :- call(m(X)), X > 1.
c2(X) :- call((m(X), X > 1)).
c3(Z) :- call(add(1), 2, Z).
c4 :- \+ call(m(4)), call((m(X), !, X == 1)).
c5(L) :- call(rev, [a, b, c], L).
c6(X) :- call(m, X), call(m, Y), Y > X.

rev(L, R) :- rev(L, [], R).
rev([], A, A).
rev([H|T], A, R) :- rev(T, [H|A], R).
