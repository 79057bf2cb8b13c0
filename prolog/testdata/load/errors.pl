first(1).
bad( :- .
second(2).
:- fail.
:- X is foo + 1, write(X).
third(3) :- .
:- atom_length(1, 2, 3).
last(4).
