% Control constructs, which the solver runs in line: if-then-else
% (nested, and with an arithmetic condition), negation, disjunction,
% soft-cut.
%
% run: trace, cls(1), cls(-1), cls(0)
% run: trace, neg(c), neg(a)
% run: trace, (alt(X), write(X), nl, fail ; true)
% run: trace, soft(X), write(X), nl, fail
% run: trace, \+ m(4), m(Y), Y == 2

m(1).
m(2).
m(3).

cls(X) :- ( X > 0 -> write(pos) ; X < 0 -> write(neg) ; write(zero) ), nl.

neg(X) :- ( \+ member(X, [a, b]) -> write(absent) ; write(present) ), nl.

alt(X) :- ( X = a ; m(X), X > 1 ; X = z ).

soft(X) :- ( m(X), X >= 2 *-> true ; X = none ).
