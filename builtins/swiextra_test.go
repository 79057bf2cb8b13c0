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

// miscGoals exercise abolish/1,2.
var miscGoals = []string{
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
}

// TestMiscDifferential compares abolish/1,2 with SWI-Prolog, goal by
// goal.
func TestMiscDifferential(t *testing.T) {
	compareGoals(t, "misc.pl", miscDriver, "rr_goal(%d, (%s), R).\n", miscGoals, "rr_run_all")
}
