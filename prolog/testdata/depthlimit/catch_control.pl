% swipl: differs. SWI-Prolog's catch/3 meta-calls a goal that is a
% control construct, a frame deeper than goprolog's solver, which
% compiles it in line (c6, c11), and counts the levels of a recovery's
% second solution otherwise (c12); the core counts as the solver does.
%
% catch/3 of control constructs inside predicates that run under the
% limit: a conjunction that raises, a cut in the goal, a recovery that is
% a disjunction.
:- include(driver).

len([], 0).
len([_|T], N) :- len(T, M), N is M+1.

mem(X, [X|_]).
mem(X, [_|T]) :- mem(X, T).

raise(B) :- len([a, b], _), throw(B).

c6(R) :- catch((len([a], _), raise(w)), E, R = E).
c11(X) :- catch((mem(X, [a, b]), !), _, true).
c12(R) :- catch(raise(k), _, (R = 1 ; R = 2)).
c15(X) :- catch((mem(X, [a, b, c]) ; X = d), _, true), X \== b.
c16(X) :- catch((mem(Y, [a, b]) -> X = Y ; X = none), _, true).

run :-
    limits(c6(_), 1, 6),
    limits(c11(_), 1, 5),
    limits(c12(_), 1, 6),
    limits(c15(_), 1, 6),
    limits(c16(_), 1, 6).
