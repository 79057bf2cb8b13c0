% A module for op_user_qualified.pl: its own operator and one for user.
:- module(op_user_qualified_mod, [parse/2]).
:- op(700, xfx, is_a).
:- op(200, xfy, user:(**>)).
:- op(210, xfx, user:[(<~>), (~~>)]).
:- op(220, xfx, [user:(<<~)]).
fact(dog is_a animal).
parse(A, B) :- fact(A is_a B).
