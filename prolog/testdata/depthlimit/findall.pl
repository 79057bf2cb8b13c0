% swipl: differs. SWI-Prolog's findall/3 is Prolog over
% setup_call_cleanup/3, whose frames put its goal levels deeper than
% goprolog's solver counts them; the core counts as the solver does.
%
% Goals under the limit inside findall/3, bagof/3 and aggregate_all/3,
% and findall/3 inside predicates that run under the limit.
:- include(driver).

mem(X, [X|_]).
mem(X, [_|T]) :- mem(X, T).

len([], 0).
len([_|T], N) :- len(T, M), N is M+1.

all(L) :- findall(X, mem(X, [a, b, c]), L).
lens(Ns) :- findall(N, (mem(L, [[a], [b, c]]), len(L, N)), Ns).

run :-
    limits(all(_), 1, 6),
    limits(lens(_), 1, 6),
    limits(findall(X, mem(X, [a, b]), _), 1, 6),
    limits(bagof(X, mem(X, [a, b]), _), 1, 6),
    limits(aggregate_all(count, mem(_, [a, b, c]), _), 1, 6).
