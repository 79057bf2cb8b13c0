% A fake INRIA suite of four cases for TestINRIAJudge: the same
% fileContents/2 facts and result/2, compare_subst_lists/4 and
% reset_flags/0 predicates the real suite's driver calls, reduced to
% success or failure.
fileContents(fake, [atom(a), success]).
fileContents(fake, [atom_length(abc, 3), success]).
fileContents(fake, [atom_length(abc, 4), success]).
fileContents(fake, [atom_length(abc, 5), success]).

result(G, R) :- ( call(G) -> R = success ; R = failure ).

compare_subst_lists(R, E, Extra, Missing) :-
	(   R == E
	->  Extra = [], Missing = []
	;   Extra = [R], Missing = [E]
	).

reset_flags.
