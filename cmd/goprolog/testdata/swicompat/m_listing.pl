:- module(m_listing, [area/2, twice/2, mean/2, fact/1]).
% A module whose exported predicates the case lists from user: swipl
% lists them qualified, with their source variable names and their
% meta_predicate declaration.
:- meta_predicate twice(0, -).

area(circle(R), A) :- A is pi * R * R.
area(rect(W, H), A) :- A is W * H.

twice(G, [A, B]) :- (call(G) -> A = yes ; A = no), (G -> B = yes ; B = no).

mean(L, M) :- length(L, N), N > 0, sum_list(L, S), M is S / N.

:- dynamic fact/1.
fact(1).
