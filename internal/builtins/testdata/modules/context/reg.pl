:- module(reg, [where/1, register/1, registered/1, qualify/2]).
:- dynamic item/1.

where(M) :- context_module(M).

% A registry that keeps what it is given, and says which module it
% thinks a term came from.
register(T) :- assertz(item(T)).
registered(L) :- findall(T, item(T), L).
qualify(T, M-P) :- strip_module(T, M, P).
