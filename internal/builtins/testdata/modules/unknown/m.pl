:- module(m, [go/0, go2/1, go3/1, later/1, local_fail/0]).
% Calls of predicates m does not define: user's, or an existence error
% that names m.
go :- p(1).
go2(L) :- maplist(undef, L).
go3(X) :- findall(Y, (member(Y, X), missing(Y)), _).
later(X) :- defined_later(X).
local_fail :- h(0).

h(1).

% A failed directive is reported with the module's name.
:- h(2).
:- fail.
:- m:fail.
:- lists:fail.
