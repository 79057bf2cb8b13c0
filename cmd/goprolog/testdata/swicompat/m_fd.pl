:- module(m_fd, [solve/1]).
:- use_module(library(clpfd)).
solve(X) :- X #> 3, X #< 5.
