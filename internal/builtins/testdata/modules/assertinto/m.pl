:- module(m, [ex/1, add/1, count/1]).
% add/1 asserts into the module a predicate its file does not define.
ex(1).
own(1).
add(X) :- assertz(item(X)).
count(N) :- findall(X, item(X), L), length(L, N).
