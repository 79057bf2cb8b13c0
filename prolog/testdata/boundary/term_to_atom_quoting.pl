% term_to_atom/2 and term_string/2 write quoted text as SWI-Prolog does:
% the characters kept, the quote doubled, the backslash escaped.
:- set_prolog_flag(double_quotes, codes).
main :-
	forall(member(T, ['it''s', '\n', 'a\\b', 'tab\there', f('x\x7f\y', 'é')]),
	       ( term_to_atom(T, A), writeq(A), nl,
	         term_string(T, S), writeq(S), nl,
	         term_to_atom(X, A), ( X == T -> writeln(same) ; writeln(differs) ) )).
