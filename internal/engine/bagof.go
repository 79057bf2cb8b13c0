package engine

// SplitBagofGoal takes apart the goal argument Goal0 of bagof/3 and
// setof/3 as SWI-Prolog 9 does (ISO 7.1.1.4, with module
// qualification): it peels off, outermost first, the prefixes V^G, whose
// V it appends to bound (their variables are existential), and M:G,
// whose M, when an atom, becomes the module (the last one peeled wins;
// an M that is not an atom is dropped, its variables with it). What is
// left is the goal inner, which may be a variable. Nothing inside the
// goal counts: a nested bagof/3, findall/3 or \+/1 binds none of the
// goal's variables.
//
// SWI-Prolog qualifies Goal0, bagof/3's ^ argument, before its
// '$free_variable_set'/3 takes it apart: a Goal0 that is no M:G gets the
// caller's module (the goal runs there, unqualified here), and in one
// that is, atom qualifiers before another qualifier are dropped
// (m:(M:G) is M:G). When no atom qualifier is left, as in M:G with M
// unbound, or in V^user:G, which reads as (V^user):G, the goal runs in
// the module of bagof/3's findall/3, '$bags', which sees the system's
// predicates and the library's only: the module is then bags, AtomBags
// in the representation.
//
// It works on any representation of terms, given its tests: caret and
// colon return the two arguments of a term V^G and M:G (dereferenced as
// the representation needs), isAtom says whether a term is an atom. The
// engine's built-in and the WAM core's, each on its own terms, share it.
func SplitBagofGoal[T any](goal T, bound []T, caret, colon func(T) (T, T, bool), isAtom func(T) bool, bags T) (boundOut []T, module T, qualified bool, inner T) {
	if m, g, ok := colon(goal); ok {
		for isAtom(m) {
			m2, g2, ok := colon(g)
			if !ok {
				break
			}
			goal, m, g = g, m2, g2
		}
		module, qualified = bags, true // unless an atom qualifier follows
	}
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

// AtomBags is the module in which bagof/3 and setof/3 run a goal M:G
// whose M is no atom, as SWI-Prolog's '$bags' does: only the system's
// predicates and the library's are visible there.
var AtomBags = Intern("$bags")

// SplitBagofTerm is SplitBagofGoal on the engine's terms.
func SplitBagofTerm(goal Term, bound []Term) (boundOut []Term, module Term, qualified bool, inner Term) {
	return SplitBagofGoal(Deref(goal), bound, bagofCaret, bagofColon, func(t Term) bool {
		_, ok := t.(*Atom)
		return ok
	}, Term(AtomBags))
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
