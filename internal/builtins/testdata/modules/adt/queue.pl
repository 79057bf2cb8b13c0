:- module(queue, [empty_queue/1, enqueue/3, dequeue/3, queue_list/2, queue_sum/2, scaled/3, double_all/2]).
:- use_module(library(yall)).
:- use_module(library(apply)).

% Difference-list queues.
empty_queue(Q-Q).
enqueue(X, Q-[X|T], Q-T).
dequeue(X, [X|Q]-T, Q-T) :- nonvar(X) ; true.

queue_list(Q-T, L) :- copy_term(Q-T, L0-[]), !, L = L0.

queue_sum(Q, S) :- queue_list(Q, L), foldl([X,A0,A]>>plus(X, A0, A), L, 0, S).

scale(F, X, Y) :- Y is F * X.
scaled(F, Q, L) :- queue_list(Q, L0), maplist(scale(F), L0, L).

% A lambda over a private predicate.
double_all(L, D) :- maplist([X,Y]>>scale(2, X, Y), L, D).
