:- module(util, [double_all/2, apply_all/3, count_if/3, first_solution/2]).

double_all(L, D) :- maplist(dbl, L, D).
dbl(X, Y) :- Y is 2 * X.

% The closure comes from the caller: it runs in the caller's module when
% it is not one of util's own predicates.
apply_all(P, L, R) :- maplist(P, L, R).

count_if(P, L, N) :- include(P, L, I), length(I, N).

first_solution(G, X) :- once(pick(G, X)).
pick(G, X) :- findall(Y, (member(Y, G), small(Y)), [X|_]).
small(X) :- X < 3.
