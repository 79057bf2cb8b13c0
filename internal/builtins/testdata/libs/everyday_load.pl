% What loading a book program prints: singleton variables in clauses
% and directives, discontiguous clauses, and directives that fail or
% raise an error (swipl 9.0.4 reports the latter as failed too).
:- ensure_loaded(driver).
count(X, N) :- N = 1.
colour(red).
size(big).
colour(blue).
:- X = 1.
:- fail.
:- atom_length(123456, 2).
:- X is 1/0.
:- atom_length(_, _).
:- Y = f(Y0), Y0 = a.
:- format("loaded~n").
?- Z = 1.
g(colour(C)).
g(count(a, N)).
