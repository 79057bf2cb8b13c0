% args: {}
% The last initialization(_, main) is the one that runs.
:- initialization(first, main).
:- initialization(second, main).
first :- write(first), nl.
second :- write(second), nl.
