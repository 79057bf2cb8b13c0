% args: -q {}
% stdin: X #= Y*2, fd_degree(Y, N).
% stdin: X #> Y, Y #> Z, fd_degree(Y, D).
% stdin: X #= Y + Z, fd_degree(X, D1), fd_degree(Z, D2).
% stdin: all_different([A,B,C]), fd_degree(A, D).
% A top-level query that constrains a variable it answers with runs twice
% (on the core, then on the engine, which shows the answer): the first
% run's constraints are undone, so that each shows once, as swipl counts.
:- use_module(library(clpfd)).
