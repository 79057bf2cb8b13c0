% abolish/1 of a dynamic predicate takes its clauses and its dynamic
% declaration: a call raises the existence error, predicate_property/2
% and current_predicate/1 know nothing of it, and a new clause makes it
% dynamic again (swipl 9.0.4).
t(G) :-
	catch((call(G) -> true ; writeln(failed)), error(F, _), (writeq(caught(F)), nl)).

main :-
	t((dynamic(p/1), assertz(p(1)), abolish(p/1), p(_))),
	t((findall(P, (predicate_property(p(_), P), P \= last_modified_generation(_), P \= size(_)), L), writeq(L), nl)),
	t((current_predicate(p/1) -> writeln(current) ; writeln(not_current))),
	t((assertz(p(2)), findall(X, p(X), Xs), writeq(Xs), nl)),
	t((predicate_property(p(_), dynamic) -> writeln(dynamic) ; writeln(static))),
	t((dynamic(q/1), abolish(q/1), q(_))),
	t((dynamic(r/1), assertz(r(1)), abolish(r, 1), r(_))),
	t((abolish(undefined_here/0), writeln(abolished_undefined))),
	t(abolish(atom_length/2)),
	t(abolish(p/a)),
	t(abolish(_)).
