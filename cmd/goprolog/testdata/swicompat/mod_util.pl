:- module(mod_util, [double/2, sum/2]).
double(X, Y) :- Y is 2*X.
sum(L, S) :- foldl([X,A0,A]>>(A is A0+X), L, 0, S).
