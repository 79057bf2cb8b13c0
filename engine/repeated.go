package engine

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
// selectClause asks argsDiffer before it tries the head, which it would
// otherwise unify with every binding trailed, in case the next candidate
// is needed, to find the mismatch only at the second argument: count's
// loop runs 11% fewer instructions. The test is made only there, so
// that a call with one candidate pays nothing for it. The clause's two
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
// variable (count(N, N)), or 0, 0 when there are none.
func repeatedArgs(head []headArg) (a, b int8) {
	first := map[int32]int{}
	for k, h := range head {
		if k > 127 {
			break
		}
		switch h.kind {
		case headFirst:
			first[h.slot] = k
		case headVal:
			if j, ok := first[h.slot]; ok {
				return int8(j), int8(k)
			}
		}
	}
	return 0, 0
}
