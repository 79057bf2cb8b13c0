package builtins_test

import "testing"

// miscDriver is refDriver (see dbref_test.go) with the static predicates
// the abolish goals remove, one per goal, as a goal's abolish lasts.
const miscDriver = refDriver + `
ab1(1).
ab2(1).
ab3(1).
ab4(1).
:- dynamic ab5/1.
ab5(1).
`

// miscGoals exercise copy_term_nat/2, abolish/1,2, term_hash/2,
// numbervars/1, text_to_string/2, apply/2, concat_atom/2,3 and
// nb_current/2. term_hash/2's values are SWI-Prolog's own: only the
// properties it documents are compared. SWI-Prolog has global variables
// of its own, which nb_current/2 lists: only the goal's are compared.
var miscGoals = []string{
	// copy_term_nat/2.
	`put_attr(X, m, 1), copy_term_nat(f(X, Y, X), C), C = f(A, B, A2), (get_attr(A, m, _) -> At = yes ; At = no), (A == A2 -> S = shared ; S = distinct), (A == X -> F = same ; F = fresh), R = At-S-F-B-Y`,
	`freeze(X, true), copy_term_nat(X, C), (frozen(C, G), G == true -> R = plain ; R = frozen)`,
	`copy_term_nat(f(a, "s", 1.5), R)`,
	`(copy_term_nat(a, b) -> R = yes ; R = no)`,
	// abolish/2, and abolish/1 as SWI-Prolog has it.
	`abolish(ab1, 1), catch(ab1(_), error(E, _), true), R = E`,
	`abolish(ab2/1), catch(ab2(_), error(E, _), true), R = E`,
	`abolish(ab5, 1), catch(ab5(_), error(E, _), true), R = E`,
	`assertz(ab6(1)), abolish(ab6, 1), catch(ab6(_), error(E, _), true), R = E`,
	`abolish(nosuch, 2), R = ok`,
	`abolish(append, 3), append([a], [b], R)`,
	`abolish(atom_length, 2)`,
	`abolish(atom_length/2)`,
	`abolish(_, 1)`,
	`abolish(ab3, _)`,
	`abolish(1, 1)`,
	`abolish(ab3, a)`,
	`abolish(ab3, -1)`,
	`abolish(ab3, 1.0)`,
	`abolish(ab4/a)`,
	// term_hash/2.
	`findall(H, (member(T, [a, 1, -7, 1.5, "s", f(x, [y]), 123456789012345678901234567890, [], g(h(i))]), term_hash(T, H)), Hs), (forall(member(H, Hs), (integer(H), H >= 0, H =< 16777215)) -> R = in_range ; R = Hs)`,
	`term_hash(f(a, [b, 1.5]), H1), X = a, term_hash(f(X, [b, 1.5]), H2), (H1 == H2 -> R = equal ; R = differ)`,
	`atom_codes(A, "foo"), term_hash(A, H1), term_hash(foo, H2), (H1 == H2 -> R = equal ; R = differ)`,
	`term_hash(f(_), H), (var(H) -> R = unbound ; R = H)`,
	`term_hash(_, H), (var(H) -> R = unbound ; R = H)`,
	`term_hash(f(X), H), X = a, (var(H) -> R = unbound ; R = H)`,
	`put_attr(X, m, 1), term_hash(X, H), (var(H) -> R = unbound ; R = H)`,
	`X = f(X), term_hash(X, H), (integer(H) -> R = integer ; R = H)`,
	`term_hash(a, H), (term_hash(a, H) -> R = yes ; R = no)`,
	// numbervars/1.
	`T = f(X, Y, X, g(Z)), numbervars(T), R = T`,
	`T = f('$VAR'(3), X), numbervars(T), R = T`,
	`numbervars(f(a)), R = ok`,
	`T = f(X, Y), numbervars(T), X = '$VAR'(N), R = N`,
	// text_to_string/2.
	`text_to_string(hello, R)`,
	`text_to_string("hi", R)`,
	`text_to_string([a, b], R)`,
	`text_to_string([], R)`,
	`text_to_string('[]', R)`,
	`text_to_string('', R)`,
	`atom_string(abc, S), text_to_string(S, R)`,
	`atom_string(abc, S), (text_to_string(S, abc) -> R = yes ; R = no)`,
	`atom_string(abc, S), (text_to_string(abc, S) -> R = yes ; R = no)`,
	`findall(T, (member(T, [abc, "abc", [a, b, c], f(x), 1, abd, '1']), text_to_string(abc, T)), R)`,
	`(text_to_string('1', 1) -> R = yes ; R = no)`,
	`([] = L, text_to_string([], L) -> R = yes ; R = no)`,
	`text_to_string(12, _)`,
	`text_to_string(1.5, _)`,
	`text_to_string(_, _)`,
	`atom_string(abc, S), text_to_string(_, S)`,
	`text_to_string(f(x), _)`,
	`text_to_string([a|_], _)`,
	`text_to_string([a|b], _)`,
	`text_to_string([x, yy], _)`,
	`text_to_string([a, 0'b], _)`,
	`text_to_string([-1], _)`,
	// apply/2.
	`apply(atom_length, [abc, R])`,
	`apply(atom_concat(a), [b, R])`,
	`findall(X, apply(member(X), [[1, 2, 3]]), R)`,
	`apply(member(X), [[1, 2]]), R = X`,
	`apply(true, []), R = ok`,
	`apply(format(atom(A)), ["~w-~w", [x, y]]), R = A`,
	`apply(_, [])`,
	`apply(1, [])`,
	`apply(foo, bar)`,
	`apply(foo, [a|_])`,
	`apply(foo(1), _)`,
	`apply(nosuch, [1])`,
	`(apply(fail, []) -> R = yes ; R = no)`,
	// concat_atom/2,3.
	`concat_atom([a, b], R)`,
	`concat_atom([a, b, c], R)`,
	`concat_atom([a, 1, 2.5], R)`,
	`concat_atom([], R)`,
	`concat_atom([a], R)`,
	`concat_atom([X, b], ab), R = X`,
	`concat_atom([a, X], ab), R = X`,
	`findall(L, concat_atom(L, ab), R)`,
	`concat_atom(L, ab), R = L`,
	`concat_atom([a, b], '-', R)`,
	`concat_atom(L, '-', 'a-b-c'), R = L`,
	`concat_atom(L, '', ab)`,
	`concat_atom([a|_], _)`,
	`concat_atom(foo, _)`,
	`concat_atom([f(x), b], _)`,
	`concat_atom([a, f(x), b], _)`,
	`concat_atom([a, b, c], _, 'a-b-c')`,
	// nb_current/2.
	`nb_setval(rr_b, 1), nb_setval(rr_a, f(_)), b_setval(rr_c, 3), findall(K-V, (nb_current(K, V), sub_atom(K, 0, _, _, rr_)), L), msort(L, R)`,
	`nb_setval(rr_d, 4), nb_current(rr_d, R)`,
	`nb_setval(rr_e, 4), (nb_current(rr_e, 5) -> R = yes ; R = no)`,
	`(nb_current(rr_nosuch, _) -> R = yes ; R = no)`,
	`(b_setval(rr_f, 1), fail ; true), (nb_current(rr_f, V) -> R = V ; R = gone)`,
	`nb_current(1, _)`,
	`nb_current(f(x), _)`,
}

// TestMiscDifferential compares copy_term_nat/2, abolish/1,2,
// term_hash/2, numbervars/1, text_to_string/2, apply/2, concat_atom/2,3
// and nb_current/2 with SWI-Prolog, goal by goal.
func TestMiscDifferential(t *testing.T) {
	compareGoals(t, "misc.pl", miscDriver, "rr_goal(%d, (%s), R).\n", miscGoals, "rr_run_all")
}

// redefDriver defines the library predicates of this family anew, as a
// program written for another Prolog may: it must load, and its own
// definitions must be the ones called, as in SWI-Prolog.
const redefDriver = `
apply(mine, Args) :- Args = [1].
concat_atom(mine, x).
concat_atom(mine, y, z).
numbervars(mine).
rd_run_all :- forall(rd_goal(N, G, R), rd_run(N, G, R)).
rd_run(N, G, R) :-
	format("@@~w~n", [N]),
	catch((call(G) -> Out = R ; Out = failed), error(F, _), Out = error(F)),
	\+ \+ ( numbervars(Out, 0, _), format("~q~n", [Out]) ).
`

var redefGoals = []string{
	`apply(mine, R)`,
	`(apply(true, []) -> R = yes ; R = no)`,
	`concat_atom(mine, R)`,
	`(concat_atom([a, b], _) -> R = yes ; R = no)`,
	`concat_atom(mine, y, R)`,
	`(numbervars(mine) -> R = yes ; R = no)`,
	`(numbervars(f(_)) -> R = yes ; R = no)`,
}

// TestBackcompRedefinition checks that a program may define apply/2,
// concat_atom/2,3 and numbervars/1 itself.
func TestBackcompRedefinition(t *testing.T) {
	compareGoals(t, "redef.pl", redefDriver, "rd_goal(%d, (%s), R).\n", redefGoals, "rd_run_all")
}
