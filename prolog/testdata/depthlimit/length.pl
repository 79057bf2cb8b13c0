% swipl: differs. SWI-Prolog's length/2 is Prolog over helpers whose
% frames put the levels of a list it makes or enumerates deeper, and
% raise its errors below the limit; goprolog's solver counts length/2 as
% one built-in call, and the core counts as the solver does.
%
% length/2 inside predicates that run under the limit: measuring,
% making and enumerating lists, and its errors.
:- include(driver).

mem(X, [X|_]).
mem(X, [_|T]) :- mem(X, T).

l1(N) :- length([a, b, c], N).
l2(L) :- length(L, 2), mem(a, L).
l3(L) :- length(L, N), N > 1, !.
l4(L, X) :- length(L, _), mem(X, L), X == b, !.
l5(N) :- length(a, N).
l6(L) :- length(L, -1).
l7(N) :- length([a|_], N), N >= 2, !.

run :-
    limits(l1(_), 1, 3),
    limits(l2(_), 1, 4),
    limits(l3(_), 1, 4),
    limits(l4([a, b], _), 1, 5),
    limits(l5(_), 1, 3),
    limits(l6(_), 1, 3),
    limits(l7(_), 1, 3).
