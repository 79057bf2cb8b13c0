package builtins_test

import "testing"

// bigGoals exercise big integer arithmetic against small operands: the
// products, quotients and remainders of a big and an int64 of either sign,
// results that fall back into the int64 range, and the digit and
// factorial loops of bench/programs/bigint.pl. Each binds X.
var bigGoals = []string{
	`X is 2**200 * 3`,
	`X is -(2**200) * -7`,
	`X is 7 * -(2**200)`,
	`X is (2**64) * (2**64)`,
	`X is 2**100 * 0`,
	`X is 9223372036854775807 * 2`,
	`X is -9223372036854775808 * -1`,
	`X is 2**100 + 1 - 2**100`,
	`X is 2**63 - 1`,
	`X is -(2**63) + 0`,
	`X is 2**100 // 7`,
	`X is -(2**100) // 7`,
	`X is 2**100 // -7`,
	`X is -(2**100) // -7`,
	`X is 2**100 mod 7`,
	`X is -(2**100) mod 7`,
	`X is 2**100 mod -7`,
	`X is -(2**100) mod -7`,
	`X is 2**100 rem 7`,
	`X is -(2**100) rem 7`,
	`X is 2**100 rem -7`,
	`X is -(2**100) rem -7`,
	`X is 2**100 div 7`,
	`X is -(2**100) div 7`,
	`X is 2**100 div -7`,
	`X is -(2**100) div -7`,
	`X is (10*2**90) mod -10`,
	`X is -(10*2**90) div 10`,
	`X is 2**64 // 4`,
	`X is 2**63 // -1`,
	`X is 2**63 div -1`,
	`X is -(2**64) div 2`,
	`X is -(2**64) - 1 div 2`,
	`X is (-(2**64) - 1) div 2`,
	`X is (-(2**64) - 1) // 2`,
	`X is 2**63 mod -9223372036854775808`,
	`X is -(2**70) mod -9223372036854775808`,
	`X is 2**70 // -9223372036854775808`,
	`X is 2**70 mod 9223372036854775807`,
	`X is 2**100 / 4`,
	`X is 2**100 / 3`,
	`X is 2**100 mod 0`,
	`X is 2**100 // 0`,
	`X is 2**100 * 1.5`,
	`X is 2**100 mod 2.0`,
	`N is 2**100, X is N mod 10 + N // 10`,
	`N is -(2**100), A is N // 10, B is N mod 10, X = A-B`,
	`N is 2**100, A is N div -10, B is N mod -10, C is N rem -10, X = A-B-C`,
	`(2**100 > 5 -> X = yes ; X = no)`,
	`(-(2**100) < -5 -> X = yes ; X = no)`,
	`(2**100 =:= 2**100 -> X = yes ; X = no)`,
	`big_fact(500, F), X is F mod 1000000007`,
	`big_fact(300, F), big_digits(F, 0, X)`,
	`big_fact(300, F), N is -F, big_digits_neg(N, 0, X)`,
}

const bigDriver = `
:- style_check(-singleton).
big_run_all :- forall(big_goal(N, X, G), big_run(N, X, G)).
big_run(N, X, G) :-
	format("@@~w~n", [N]),
	catch((call(G) -> R = X ; R = failed), E, R = caught(E)),
	(   R = caught(error(F, _)) -> format("err(~q)~n", [F])
	;   R = caught(B) -> format("ball(~q)~n", [B])
	;   format("~q~n", [R])
	).
big_fact(N, F) :- big_fact(N, 1, F).
big_fact(0, F, F) :- !.
big_fact(N, F0, F) :- F1 is F0*N, N1 is N-1, big_fact(N1, F1, F).
big_digits(0, S, S) :- !.
big_digits(N, S0, S) :- D is N mod 10, S1 is S0+D, N1 is N // 10, big_digits(N1, S1, S).
big_digits_neg(0, S, S) :- !.
big_digits_neg(N, S0, S) :- N1 is N // 10, D is N rem 10, S1 is S0+D, big_digits_neg(N1, S1, S).
`

// TestBigIntDifferential compares big integer arithmetic with SWI-Prolog,
// goal by goal.
func TestBigIntDifferential(t *testing.T) {
	compareGoals(t, "bigarith.pl", bigDriver, "big_goal(%d, X, (%s)).\n", bigGoals, "big_run_all")
}
