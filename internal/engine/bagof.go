package engine

// SplitBagofGoal takes apart the goal argument Goal0 of bagof/3 and
// setof/3 as SWI-Prolog 9's '$free_variable_set'/3 does (ISO 7.1.1.4,
// with module qualification): it peels off, outermost first, the prefixes
// V^G, whose V it appends to bound (their variables are existential), and
// M:G, whose M, when an atom, becomes the module (the last one peeled
// wins; an M that is not an atom is dropped, its variables with it). What
// is left is the goal inner, which may be a variable. Nothing inside the
// goal counts: a nested bagof/3, findall/3 or \+/1 binds none of the
// goal's variables.
//
// It works on any representation of terms, given its tests: caret and
// colon return the two arguments of a term V^G and M:G (dereferenced as
// the representation needs), isAtom says whether a term is an atom. The
// engine's built-in and the WAM core's, each on its own terms, share it.
func SplitBagofGoal[T any](goal T, bound []T, caret, colon func(T) (T, T, bool), isAtom func(T) bool) (boundOut []T, module T, qualified bool, inner T) {
	for {
		if v, g, ok := caret(goal); ok {
			bound = append(bound, v)
			goal = g
			continue
		}
		if m, g, ok := colon(goal); ok {
			if isAtom(m) {
				module, qualified = m, true
			}
			goal = g
			continue
		}
		return bound, module, qualified, goal
	}
}

// SplitBagofTerm is SplitBagofGoal on the engine's terms.
func SplitBagofTerm(goal Term, bound []Term) (boundOut []Term, module Term, qualified bool, inner Term) {
	return SplitBagofGoal(Deref(goal), bound, bagofCaret, bagofColon, func(t Term) bool {
		_, ok := t.(*Atom)
		return ok
	})
}

func bagofCaret(t Term) (Term, Term, bool) {
	if c, ok := t.(*Compound); ok && c.Name == AtomCaret && len(c.Args) == 2 {
		return c.Args[0], Deref(c.Args[1]), true
	}
	return nil, nil, false
}

func bagofColon(t Term) (Term, Term, bool) {
	if c, ok := t.(*Compound); ok && c.Name == AtomColon && len(c.Args) == 2 {
		return Deref(c.Args[0]), Deref(c.Args[1]), true
	}
	return nil, nil, false
}
