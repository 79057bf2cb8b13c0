package builtins_test

import "testing"

// The atom built-ins keep the state of their enumerations in one object per
// call (atom_concat/3 and sub_atom/5 push the same redo again for every
// further solution), compute B in sub_atom/5 when L and A determine it, and
// intern the text of atom_codes/2 and atom_chars/2 from a buffer on the
// stack. These goals check those paths against SWI-Prolog: every solution,
// in order, and the errors (TestAtomDeterminism checks the choicepoints).

var atomPathGoals = []string{
	// atom_concat/3 enumerating splits, ASCII and not, and its other modes.
	`atom_enum(atom_concat(X, Y, abc), X-Y, R)`,
	`atom_enum(atom_concat(X, Y, ''), X-Y, R)`,
	`atom_enum(atom_concat(X, Y, 'aéb€'), X-Y, R)`,
	`atom_enum(atom_concat(X, Y, 123), X-Y, R)`,
	`atom_enum(atom_concat(X, X, abab), X, R)`,
	`atom_enum(atom_concat(a, Y, abc), Y, R)`,
	`atom_enum(atom_concat(X, c, abc), X, R)`,
	`atom_enum(atom_concat(X, 'é', 'aé'), X, R)`,
	`atom_enum(atom_concat(X, Y, f(x)), X-Y, R)`,
	`atom_string(ab, S), atom_enum(string_concat(X, Y, S), X-Y, R)`,
	`atom_enum((atom_concat(X, Y, abc), atom_length(X, 1)), X-Y, R)`,
	// sub_atom/5 with each argument bound or not.
	`atom_enum(sub_atom(abcde, B, 2, 0, S), B-S, R)`,
	`atom_enum(sub_atom(abcde, B, L, 0, cde), B-L, R)`,
	`atom_enum(sub_atom(abcde, B, L, 1, cd), B-L, R)`,
	`atom_enum(sub_atom(abcde, B, L, 2, cde), B-L, R)`,
	`atom_enum(sub_atom(abc, B, 2, 2, S), B-S, R)`,
	`atom_enum(sub_atom(abc, B, 4, 0, S), B-S, R)`,
	`atom_enum(sub_atom(abc, B, 2, 1, S), B-S, R)`,
	`atom_enum(sub_atom(abc, B, 0, 3, S), B-S, R)`,
	`X is 2**62, atom_enum(sub_atom(abc, B, X, X, S), B-S, R)`,
	`X is 2**63-1, atom_enum(sub_atom(abc, B, X, X, S), B-S, R)`,
	`atom_enum(sub_atom(abc, B, 1, 0, b), B, R)`,
	`atom_enum(sub_atom(abc, 1, 1, 0, S), S, R)`,
	`atom_enum(sub_atom(abc, 1, 1, 1, S), S, R)`,
	`atom_enum(sub_atom(abc, B, L, A, S), B-L-A-S, R)`,
	`atom_enum(sub_atom('aébé', B, L, A, S), B-L-A-S, R)`,
	`atom_enum(sub_atom('aébé', B, 1, 0, S), B-S, R)`,
	`atom_enum(sub_atom('aébé', B, L, 0, 'bé'), B-L, R)`,
	`atom_enum(sub_atom('aébé', B, 1, A, 'é'), B-A, R)`,
	`atom_enum(sub_atom(x12_suffix, B, 1, A, f), B-A, R)`,
	`atom_enum(sub_atom(x12_suffix, B, L, 0, suffix), B-L, R)`,
	`atom_enum(sub_atom(abab, B, L, A, ab), B-L-A, R)`,
	`atom_enum(sub_atom(abab, B, L, A, ''), B-L-A, R)`,
	`atom_enum(sub_atom(abc, B, L, A, abcd), B-L-A, R)`,
	`atom_enum(sub_atom(abc, B, 2, A, bc), B-A, R)`,
	`atom_enum(sub_atom(abc, B, 1, A, bc), B-A, R)`,
	`atom_enum(sub_atom(abc, B, L, -1, S), S, R)`,
	`atom_enum(sub_atom(abc, B, L, a, S), S, R)`,
	`atom_enum(sub_atom(123, B, 1, 0, S), B-S, R)`,
	`atom_string(abcab, T), atom_string(ab, S), atom_enum(sub_string(T, B, 2, A, S), B-A, R)`,
	`atom_string(abc, T), atom_enum(sub_string(T, B, L, 0, S), B-L-S, R)`,
	// atom_codes/2 and atom_chars/2 from lists, short and longer than
	// the stack buffer, of atoms new and existing.
	`atom_enum(atom_codes(X, [0'a, 0'b]), X, R)`,
	`atom_enum(atom_codes(X, [0'é, 0'€, 0'x]), X, R)`,
	`length(L, 100), maplist(=(0'q), L), atom_enum(atom_codes(X, L), X, R)`,
	`length(L, 70), maplist(=('é'), L), atom_enum(atom_chars(X, L), X, R)`,
	`atom_enum((atom_codes(X, [0'a, 0'b, 0'c]), X == abc), X, R)`,
	`atom_enum(atom_chars(X, [a, b]), X, R)`,
	`atom_enum(atom_codes(X, [0'a | _]), X, R)`,
	`atom_enum(atom_codes(X, [0'a, b]), X, R)`,
	`atom_enum(atom_chars(X, [a, 0'b]), X, R)`,
	`atom_enum(atom_codes(X, [0'a | b]), X, R)`,
	`atom_enum(atom_codes(123, L), L, R)`,
	`atom_enum(atom_codes(-45, L), L, R)`,
	`X is 2**70, atom_enum(atom_codes(X, L), L, R)`,
	`atom_enum(atom_codes(1.5, L), L, R)`,
	`atom_enum(atom_chars(-7, L), L, R)`,
	`atom_enum(atom_length(-7, N), N, R)`,
}

const atomPathDriver = `
atom_run_all :- forall(atom_goal(N, G, R), atom_run(N, G, R)).
atom_run(N, G, R) :-
	format("@@~w~n", [N]),
	catch((call(G) -> Out = R ; Out = failed), E, Out = caught(E)),
	\+ \+ ( numbervars(Out, 0, _), format("~q~n", [Out]) ).
% atom_enum(G, T, R): R is the list of T for the solutions of G, or the
% error G raised.
atom_enum(G, T, R) :-
	catch(findall(T, G, R), error(F, _), R = error(F)).
`

// TestAtomPathsDifferential compares the enumerating and list-converting
// paths of the atom built-ins with SWI-Prolog, goal by goal.
func TestAtomPathsDifferential(t *testing.T) {
	compareGoals(t, "atompaths.pl", atomPathDriver, "atom_goal(%d, (%s), R).\n", atomPathGoals, "atom_run_all")
}
