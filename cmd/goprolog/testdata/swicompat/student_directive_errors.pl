% args: -q {}
% stdin: p(X).
:- X is foo + 1, writeln(X).
:- atom_length(X, Y).
:- fail.
:- writeln(hello).
:- nosuch_pred(1).
:- catch(throw(my_ball), my_ball, writeln(caught)).
:- throw(my_ball).
:- X = f(X), writeln(cyclic_ok).
:- format("~w~n").
:- assertz(p(1)), assertz(p(2)).
:- atom_codes(A, B).
:- succ(X, 0).
:- open('/nonexistent/file', read, _).
:- atom_length(123456, L), writeln(L).
