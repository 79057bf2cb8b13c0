package builtins_test

import "testing"

// recordGoals exercise the recorded database and flag/3 (run by
// refDriver, see dbref_test.go: each goal starts with no records). Keys
// are enumerated in an order of SWI-Prolog's hash table, which goprolog
// does not reproduce, so an enumeration over several keys is sorted
// before it is printed.
var recordGoals = []string{
	// Order, and the three kinds of key.
	`recordz(k, a), recordz(k, b), recorda(k, c), findall(V, recorded(k, V), R)`,
	`recordz(k, a), recordz(k, b), recorda(k, c), findall(K-V, recorded(K, V), R)`,
	`recordz(f(1, 2), x), recordz(f(3, 4), y), recordz(f(1), z), findall(V, recorded(f(_, _), V), R)`,
	`recordz(f(1, 2), x), findall(K, recorded(K, x), R)`,
	`recordz(f(1, 2), x), recorded(f(a, b), R)`,
	`recordz(f(1, 2), x), (recorded(f(1), _) -> R = yes ; R = no)`,
	`recordz(f(1, 2), x), (recorded(f, _) -> R = yes ; R = no)`,
	`recordz(f, x), recordz(f(1), y), findall(V, recorded(f, V), R)`,
	`recordz(1, one), recordz(-5, neg), recordz(1, uno), findall(V, recorded(1, V), L), recorded(-5, N), R = L-N`,
	`recordz([a], x), recordz([], y), recordz('[|]'(1, 2), z), findall(V, recorded([_|_], V), L), recorded([], E), R = L-E`,
	`X is 2**56 - 1, recordz(X, big), recorded(X, R)`,
	`X is -(2**56), recordz(X, big), recorded(X, R)`,
	`recordz(a, 1), recordz(b, 2), recordz(c, 3), recordz(f(x), 4), recordz(7, 5), findall(K-V, recorded(K, V), L), msort(L, R)`,
	`recordz(a, 1), recordz(b, 2), findall(K, current_key(K), L), msort(L, R)`,
	`recordz(f(1), 1), (current_key(f(9)) -> R = yes ; R = no)`,
	`recordz(a, 1, Ref), erase(Ref), findall(K, current_key(K), R)`,
	`(current_key(nokey) -> R = yes ; R = no)`,
	// The terms recorded are copies.
	`recordz(k, f(X, Y, X)), recorded(k, R)`,
	`X = g(_), recordz(k, X), X = g(1), recorded(k, R)`,
	`recordz(k, f(A)), recorded(k, f(B)), B = 1, recorded(k, f(C)), R = A-B-C`,
	`recordz(k, 1), recordz(k, f(x)), recordz(k, 2), findall(V, recorded(k, f(V)), R)`,
	`put_attr(X, m, 1), recordz(k, f(X)), recorded(k, f(Y)), get_attr(Y, m, R)`,
	`freeze(X, true), recordz(k, X), recorded(k, Y), (frozen(Y, G), G \== true -> R = frozen ; R = none)`,
	`X = f(X), recordz(k, X), recorded(k, Y), Y = f(Z), (Y == Z -> R = cyclic ; R = no)`,
	`atom_string(abc, S), recordz(k, S), recorded(k, V), (string(V) -> R = V ; R = no)`,
	`X is 2**100, recordz(k, X), recorded(k, R)`,
	// References.
	`recordz(k, v, Ref), recorded(K, V, Ref), R = K-V`,
	`recordz(f(1, 2), v, Ref), recorded(K, V, Ref), R = K-V`,
	`recordz(k, v, Ref), (recorded(j, _, Ref) -> R = yes ; R = no)`,
	`recordz(k, v, Ref), (recorded(k, w, Ref) -> R = yes ; R = no)`,
	`recordz(k, v, Ref), recorded(k, v, Ref2), (Ref == Ref2 -> R = same ; R = differs)`,
	`recordz(k, v, Ref), instance(Ref, R)`,
	`recordz(k, f(X, X), Ref), instance(Ref, R)`,
	`recordz(k, a, R1), recordz(k, b), erase(R1), findall(V, recorded(k, V), R)`,
	`recordz(k, a, Ref), erase(Ref), (erase(Ref) -> R = yes ; R = no)`,
	`recordz(k, a, Ref), erase(Ref), (instance(Ref, _) -> R = yes ; R = no)`,
	`recordz(k, a, Ref), erase(Ref), (recorded(_, _, Ref) -> R = yes ; R = no)`,
	`recordz(k, a, Ref), erase(Ref), (recorded(k, _) -> R = yes ; R = no)`,
	`findall(V, (between(1, 30, I), recordz(k, I, Ref), (I mod 3 =:= 0 -> true ; erase(Ref))), _), findall(V, recorded(k, V), R)`,
	`recordz(c, 0), forall(between(1, 50, _), (recorded(c, N, Ref), erase(Ref), N1 is N + 1, recordz(c, N1))), findall(V, recorded(c, V), R)`,
	`forall(between(1, 20, I), recordz(k, I)), forall(between(1, 20, I), (I =\= 7 -> recorded(k, I, Ref), erase(Ref) ; true)), recordz(k, 21), findall(V, recorded(k, V), R)`,
	// Updates while recorded/3 walks a key.
	`recordz(k, 1), recordz(k, 2), findall(V, (recorded(k, V), V < 5, W is V + 1, recordz(k, W)), R)`,
	`recordz(k, 1), findall(V, (recorded(k, V), V < 5, W is V + 1, recordz(k, W)), R)`,
	`recordz(k, 1), recordz(k, 2), findall(V, (recorded(k, V), (V == 1 -> recorda(k, 0) ; true)), L), findall(V, recorded(k, V), M), R = L-M`,
	`recordz(k, 1), recordz(k, 2, R2), recordz(k, 3), findall(V, (recorded(k, V), (V == 1 -> erase(R2) ; true)), L), findall(V, recorded(k, V), M), R = L-M`,
	`recordz(k, 1), recordz(k, 2), recordz(k, 3, R3), recordz(k, 4), findall(V, (recorded(k, V), (V == 1 -> erase(R3) ; true)), R)`,
	`recordz(k, 1, R1), recordz(k, 2), findall(V, (recorded(k, V), (V == 1 -> erase(R1) ; true)), R)`,
	`recordz(k, 1, R1), findall(V, (recorded(k, V), erase(R1), recordz(k, 2)), L), findall(V, recorded(k, V), M), R = L-M`,
	`recordz(k, 1), recordz(k, 2, R2), findall(V, (recorded(k, V), (V == 1 -> erase(R2), recordz(k, 3) ; true)), L), findall(V, recorded(k, V), M), R = L-M`,
	`recordz(k, 1), recordz(k, 2, R2), recordz(k, 3, R3), findall(V, (recorded(k, V), (V == 1 -> erase(R2), erase(R3), recordz(k, 4) ; true)), R)`,
	`recordz(s, 1, R1), recordz(s, 2), recorded(s, 1), !, erase(R1), findall(V, recorded(s, V), R)`,
	// Choicepoints: recorded/3 looks one record ahead.
	`recordz(k, 1), recordz(k, 2), recorded(k, R)`,
	`recordz(k, 1), recordz(k, 2), recorded(k, 2), R = yes`,
	`recordz(k, 1), recordz(k, 2), recorded(k, 1), R = yes`,
	`recordz(k, x(1)), recordz(k, y(1)), recorded(k, y(_)), R = yes`,
	`recordz(k, x(1)), recordz(k, y(1)), recorded(k, x(_)), R = yes`,
	`recordz(k, 1), recorded(k, R, _)`,
	`recordz(k, 1), recorded(_, R)`,
	`recordz(k, 1, Ref), recorded(_, _, Ref), R = yes`,
	`(recorded(nokey, _) -> R = yes ; R = no)`,
	`recordz(k, 1), (recorded(k, 2) -> R = yes ; R = no)`,
	// Errors.
	`recordz(_, x)`,
	`recorda(1.5, x)`,
	`recordz(X, x), X = "s"`,
	`atom_string(s, S), recordz(S, x)`,
	`X is 2**56, recordz(X, x)`,
	`X is -(2**56) - 1, recorda(X, x)`,
	`X is 2**100, recordz(X, x)`,
	`recordz(k, x, bar)`,
	`recordz(k, x, Ref), recordz(k, y, Ref)`,
	`recorda(_, x, _)`,
	`recorded(1.5, _)`,
	`recorded(1.5, _, _)`,
	`recorded(k, _, foo)`,
	`recordz(k, x), recorded(k, _, f(_))`,
	`recorded(_, _, 1.5)`,
	// flag/3.
	`flag(rf1, X, X + 1), flag(rf1, Y, Y * 10), flag(rf1, Z, Z), R = [X, Y, Z]`,
	`flag(rf2, X, 5), (flag(rf2, 4, 6) -> A = yes ; A = no), flag(rf2, Y, Y), R = [X, A, Y]`,
	`flag(rf3, _, foo), flag(rf3, X, 1.5), flag(rf3, Y, pi), flag(rf3, Z, Z), R = [X, Y, Z]`,
	`flag(rf4, _, 7 / 2), flag(rf4, X, max(X, 10) - 1), flag(rf4, Y, Y), R = X-Y`,
	`flag(rf5, _, [0'a]), flag(rf5, X, X), R = X`,
	`flag(rf6, _, 2**62), flag(rf6, X, -(2**63)), flag(rf6, Y, Y), R = X-Y`,
	`flag(f(1), _, 3), flag(f(2), X, X), flag(1, Y, Y), R = X-Y`,
	`flag(7, X, 3), flag(7, Y, Y), R = X-Y`,
	`flag(rf7, X, 1), flag(rf7, Y, _)`,
	`flag(_, _, 1)`,
	`flag(1.5, _, 1)`,
	`X is 2**61, flag(X, _, 1)`,
	`flag(rf8, _, 2**100)`,
	`flag(rf9, _, foo + 1)`,
	`flag(rf10, _, 1 / 0)`,
	`flag(rf11, _, f(x))`,
	`(flag(rf12, 5, _) -> R = yes ; R = no)`,
	`flag(rf13, _, 1), flag(rf13, _, X), R = X`,
}

// TestRecordedDifferential compares the recorded database and flag/3
// with SWI-Prolog, goal by goal.
func TestRecordedDifferential(t *testing.T) {
	compareGoals(t, "records.pl", refDriver, "rr_goal(%d, (%s), R).\n", recordGoals, "rr_run_all")
}
