% Programs for the tracer's commands (tracer_test.go): a recursive
% predicate, one that backtracks, and a loop for the interrupt menu.
p(X) :- q(X), r(X).
q(1).
q(2).
r(2).

len([], 0).
len([_|T], N) :- len(T, N0), N is N0+1.

loop :- repeat, step, fail.
step.
