:- module(m_modes, [my_bagof/3, parse_with/3, run_all/1, last/2]).
:- use_module(library(lists)).
:- meta_predicate my_bagof(?, ^, -), parse_with(//, +, -), run_all(:).
last([X], X) :- !.
last([_|T], X) :- last(T, X).
my_bagof(T, G, L) :- bagof(T, G, L).
parse_with(G, Codes, Rest) :- phrase(G, Codes, Rest).
run_all(M:Goals) :- forall(member(G, Goals), (M:G -> true ; format("failed ~w~n", [G]))).
sum_up(L, S) :- sum_list(L, S).
