:- module(lib, [p/1, r/2, s//0]).
p(X) :- helper(X).
helper(1). helper(2).
r(a, b).
s --> [x].
