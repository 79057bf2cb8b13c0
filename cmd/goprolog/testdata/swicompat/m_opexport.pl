:- module(m_opexport, [op(700, xfx, ===>), linked/2]).
% A module that exports an operator and not the predicate of that name,
% loaded by module_op_unknown.pl.
A ===> B :- linked(A, B).
linked(a, b).
