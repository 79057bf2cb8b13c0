:- module(m_myappend, [append/3, reverse/2]).
% A module of its own list predicates, imported by lib_redefined_import.pl.
append(X, Y, pair(X, Y)).
reverse(L, L).
