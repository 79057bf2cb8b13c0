% args: -q -g halt {}
% Errors of directives while loading: every line of a message under the
% file's location is indented, a syntax error raised by a directive is
% printed without the location, and the failed-directive warning shows
% the directive as read, without the bindings made before the error.
foo(1).
:- throw(error(existence_error(procedure, foo/0), foo/0)).
:- X = f(Y), Y = 1, atom_length(X, _).
:- term_to_atom(_, 'foo)').
:- atom_to_term('p(X', _, _).
:- X = "abc", sub_atom(X, _, _, _, Y), Y == z.
