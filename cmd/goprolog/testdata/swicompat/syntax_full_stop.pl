% args: -q -g main -t halt {}
% A full stop for a comma leaves a clause A, B, which swipl reports as
% such and does not add; the clause before ends early.
count([], 0).
count([_|T], N) :- count(T, N0).
    N is N0 + 1.
greet(Name) :- format("Hello, ~w~n", [Name]).
    nl, writeln(done).
main :- greet(world), ( count([a], N) -> writeln(N) ; writeln(no) ).
