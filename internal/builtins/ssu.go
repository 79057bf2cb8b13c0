package builtins

import (
	"github.com/goprolog/goprolog/internal/engine"
)

// Single sided unification rules, SWI-Prolog 9's Head, Guard => Body and
// Head => Body (manual section 5.6). A rule is translated, when it is
// loaded or asserted, into an ordinary clause:
//
//	p(A1, ..., An) :- '$ssu_match'(Patterns, Args), Guard, !, Body.
//
// '$ssu_match'/2 matches the head by subsumption: the call's arguments
// are never bound by it. An argument that is a variable occurring once
// in the head is the clause's own argument and needs no pattern. The
// guard runs as an ordinary goal (as in SWI-Prolog, nothing stops it from
// binding the call's variables), then the rule commits. Leading guard
// unifications Var = Term, Var an argument occurring once in the head,
// are matched with the head, as SWI-Prolog's compiler moves them there.
// A predicate of => rules ends with a clause that raises
// existence_error(matching_rule, Goal) when no rule applied; it is kept
// last as rules are added (see ssuSeal). Mixing => rules and :- clauses
// in one predicate is a permission error, as in SWI-Prolog.

var (
	atomSSUArrow     = engine.Intern("=>")
	atomSSUNoMatch   = engine.Intern("$ssu_no_match")
	atomEqEq         = engine.Intern("==")
	atomNonvar       = engine.Intern("nonvar")
	atomMatchingRule = engine.Intern("matching_rule")
	atomCut          = engine.Intern("!")
	atomComma        = engine.Intern(",")
	atomEq           = engine.Intern("=")
)

// ssuTranslation is what an => rule is stored as: the ordinary clause,
// and the rule as listing/1 shows it, with the guard unifications that
// were moved into the head there.
type ssuTranslation struct {
	clause, rule engine.Term
}

// ssuRule translates t when it is an => rule, and reports whether it is.
func ssuRule(t engine.Term) (ssuTranslation, bool, error) {
	c, ok := engine.Deref(t).(*engine.Compound)
	if !ok || c.Name != atomSSUArrow || len(c.Args) != 2 {
		return ssuTranslation{clause: t}, false, nil
	}
	if isCyclic(c) {
		return ssuTranslation{}, true, engine.RepresentationError("cyclic_term")
	}
	head, guard := unqualify(c.Args[0]), engine.Term(nil)
	if hc, ok := head.(*engine.Compound); ok && hc.Name == atomComma && len(hc.Args) == 2 {
		head, guard = unqualify(hc.Args[0]), engine.Deref(hc.Args[1])
	}
	var args []engine.Term
	switch h := head.(type) {
	case *engine.Var:
		return ssuTranslation{}, true, engine.InstantiationError()
	case *engine.Atom:
	case *engine.Compound:
		args = h.Args
	default:
		return ssuTranslation{}, true, engine.TypeError("callable", head)
	}
	name, _, _ := engine.Functor(head)

	// The patterns each argument is matched against: the head's own, or
	// a guard unification's term moved into the head.
	inHead := map[*engine.Var]int{}
	for _, a := range args {
		engine.Walk(a, func(x engine.Term) bool {
			if v, ok := x.(*engine.Var); ok {
				inHead[v]++
			}
			return true
		})
	}
	pattern := make([]engine.Term, len(args))
	argVar := make([]*engine.Var, len(args)) // the argument when it is a variable once in the head
	for i, a := range args {
		pattern[i] = engine.Deref(a)
		if v, ok := pattern[i].(*engine.Var); ok && inHead[v] == 1 {
			argVar[i] = v
		}
	}
	var goals []engine.Term
	if guard != nil {
		goals = conjuncts(guard)
		goals = moveGuardUnifications(goals, pattern, argVar)
	}

	// The head's arguments are matched against the patterns by tests
	// the core runs in line (see matchGoals).
	newArgs, tests, ok := matchGoals(pattern, argVar)
	if !ok {
		return ssuTranslation{}, true, engine.ResourceError("memory")
	}
	body := engine.NewCompound(atomComma, atomCut, c.Args[1])
	if guard != nil && len(goals) > 0 {
		body = engine.NewCompound(atomComma, conjunction(goals), body)
	}
	if len(tests) > 0 {
		body = engine.NewCompound(atomComma, conjunction(tests), body)
	}
	newHead, source := engine.Term(name), engine.Term(name)
	if len(args) > 0 {
		newHead, source = engine.NewCompound(name, newArgs...), engine.NewCompound(name, pattern...)
	}
	if guard != nil && len(goals) > 0 {
		source = engine.NewCompound(atomComma, source, conjunction(goals))
	}
	return ssuTranslation{
		clause: engine.NewCompound(engine.AtomNeck, newHead, body),
		rule:   engine.NewCompound(atomSSUArrow, source, c.Args[1]),
	}, true, nil
}

// matchGoals returns the head arguments and the goals that match a call
// against patterns by subsumption, binding only the clause's variables:
// an argument or subterm whose pattern is a variable met for the first
// time is that variable; one whose pattern is atomic is tested with ==,
// a compound one with nonvar/1 and unified with a skeleton of fresh
// variables whose own patterns are matched in turn, and a variable met
// again is compared with == once everything is taken apart. argVar[i],
// when not nil, is the clause's variable for argument i (one that a
// guard unification moved into the head). The work list keeps Go's stack
// flat whatever the patterns' depth; it reports false when the patterns,
// subterms shared by assert/1's term counted once per occurrence, exceed
// maxSSUPatternNodes.
func matchGoals(pattern []engine.Term, argVar []*engine.Var) ([]engine.Term, []engine.Term, bool) {
	inPatterns := map[*engine.Var]bool{}
	for _, p := range pattern {
		engine.Walk(p, func(x engine.Term) bool {
			if v, ok := x.(*engine.Var); ok {
				inPatterns[v] = true
			}
			return true
		})
	}
	seen := map[*engine.Var]bool{}
	var tests, repeats []engine.Term
	type slot struct {
		at  *engine.Var // the variable holding the call's subterm
		pat *engine.Compound
	}
	var work []slot
	// place returns the term standing for pattern p in a head or a
	// skeleton: the variable p met first, or a variable tested later.
	place := func(p engine.Term, own *engine.Var) engine.Term {
		p = engine.Deref(p)
		if v, ok := p.(*engine.Var); ok && !seen[v] {
			seen[v] = true
			return v
		}
		at := own
		if at == nil || inPatterns[at] {
			at = &engine.Var{}
		}
		switch x := p.(type) {
		case *engine.Var:
			repeats = append(repeats, engine.NewCompound(atomEqEq, at, x))
		case *engine.Compound:
			work = append(work, slot{at, x})
		default:
			tests = append(tests, engine.NewCompound(atomEqEq, at, x))
		}
		return at
	}
	args := make([]engine.Term, len(pattern))
	for i, p := range pattern {
		args[i] = place(p, argVar[i])
	}
	for k := 0; k < len(work); k++ {
		if k >= maxSSUPatternNodes {
			return nil, nil, false
		}
		w := work[k]
		tests = append(tests, engine.NewCompound(atomNonvar, w.at))
		skel := make([]engine.Term, len(w.pat.Args))
		unify := engine.NewCompound(atomEq, w.at, nil)
		tests = append(tests, unify)
		for i, a := range w.pat.Args {
			skel[i] = place(a, nil)
		}
		unify.Args[1] = engine.NewCompound(w.pat.Name, skel...)
	}
	return args, append(tests, repeats...), true
}

// maxSSUPatternNodes bounds the compound subterms of a rule's head: a
// term of shared subterms that assert/1 is given can stand for more
// than memory holds once written out.
const maxSSUPatternNodes = 1 << 20

// moveGuardUnifications moves the guard's leading unifications Var = Term
// (or Term = Var) into the patterns, for a Var that is an argument
// occurring once in the head, Term not a variable and not containing Var,
// as SWI-Prolog does: p(X), X = f(Y) => B matches as p(f(Y)) => B. The
// scan passes true and the unifications it does not move, and stops at
// any other goal. It returns the goals left.
func moveGuardUnifications(goals, pattern []engine.Term, argVar []*engine.Var) []engine.Term {
	moved := map[*engine.Var]bool{}
	target := func(v *engine.Var) int {
		for i, a := range argVar {
			if a == v && !moved[v] {
				return i
			}
		}
		return -1
	}
	kept := goals[:0:0]
	for k, g := range goals {
		g = engine.Deref(g)
		if g == engine.AtomTrue {
			kept = append(kept, g)
			continue
		}
		eq, ok := g.(*engine.Compound)
		if !ok || eq.Name != atomEq || len(eq.Args) != 2 {
			return append(kept, goals[k:]...)
		}
		l, r := engine.Deref(eq.Args[0]), engine.Deref(eq.Args[1])
		v, isVar := l.(*engine.Var)
		t := r
		if !isVar || target(v) < 0 {
			v, isVar = r.(*engine.Var)
			t = l
		}
		if _, tVar := t.(*engine.Var); !isVar || tVar || target(v) < 0 || engine.Occurs(v, t) {
			kept = append(kept, g)
			continue
		}
		pattern[target(v)] = t
		moved[v] = true
	}
	return kept
}

// conjuncts returns the goals of the conjunction g, its right spine.
func conjuncts(g engine.Term) []engine.Term {
	var out []engine.Term
	for {
		c, ok := engine.Deref(g).(*engine.Compound)
		if !ok || c.Name != atomComma || len(c.Args) != 2 {
			return append(out, g)
		}
		out = append(out, c.Args[0])
		g = c.Args[1]
	}
}

// conjunction is the conjunction of goals (at least one).
func conjunction(goals []engine.Term) engine.Term {
	t := goals[len(goals)-1]
	for i := len(goals) - 2; i >= 0; i-- {
		t = engine.NewCompound(atomComma, goals[i], t)
	}
	return t
}

// ssuNoMatch implements '$ssu_no_match'(Goal), the last clause of a
// predicate of => rules: no rule matched Goal.
func ssuNoMatch(m *engine.Machine, args []engine.Term) (bool, error) {
	goal := engine.Deref(args[0])
	name, arity, _ := engine.Functor(goal)
	return false, engine.Throw(engine.NewCompound(engine.AtomError,
		engine.NewCompound(engine.Intern("existence_error"), atomMatchingRule, goal),
		engine.NewCompound(engine.Intern("context"), engine.PI(name, arity), &engine.Var{})))
}

// ssuPreds records which predicates hold => rules, so that a :- clause
// added to one of them, or a rule to a predicate of :- clauses, is
// refused. A predicate without clauses takes the kind of its first one.
func ssuPreds(m *engine.Machine) map[*engine.Pred]bool {
	l := loaderOf(m)
	if l.ssu == nil {
		l.ssu = map[*engine.Pred]bool{}
	}
	return l.ssu
}

// ssuCheckMix refuses a clause (a rule when ssu) for p whose clauses are
// of the other kind, with SWI-Prolog's permission_error(assert,
// procedure, PI), and records p's kind when it has no clause yet.
func ssuCheckMix(m *engine.Machine, p *engine.Pred, ssu bool) error {
	kinds := ssuPreds(m)
	if p.NumberOfClauses() == 0 {
		if ssu {
			kinds[p] = true
		} else {
			delete(kinds, p)
		}
		return nil
	}
	if kinds[p] != ssu {
		return engine.PermissionError("assert", "procedure", engine.PI(p.Name, p.Arity))
	}
	return nil
}

// isSSUPred reports whether p holds => rules.
func isSSUPred(m *engine.Machine, p *engine.Pred) bool {
	return p.NumberOfClauses() > 0 && ssuPreds(m)[p]
}

// ssuNumberOfClauses is p's number of clauses as SWI-Prolog counts
// them: the clause raising the no-matching-rule error is not one.
func ssuNumberOfClauses(m *engine.Machine, p *engine.Pred) int {
	n := p.NumberOfClauses()
	if isSSUPred(m, p) {
		if cs := p.Clauses(); isCatchAll(m, cs[len(cs)-1]) {
			n--
		}
	}
	return n
}

// ssuSeal makes the clause raising the no-matching-rule error the last
// clause of p, a predicate of => rules: it adds one after the rules
// added at the end since, and drops the one these rules followed.
func ssuSeal(m *engine.Machine, p *engine.Pred) error {
	cs := p.Clauses()
	if len(cs) > 0 && isCatchAll(m, cs[len(cs)-1]) {
		return nil
	}
	for _, c := range cs {
		if isCatchAll(m, c) {
			m.Erase(c)
		}
	}
	args := make([]engine.Term, p.Arity)
	for i := range args {
		args[i] = &engine.Var{}
	}
	head := engine.Term(p.Name)
	if p.Arity > 0 {
		head = engine.NewCompound(p.Name, args...)
	}
	_, err := m.AddClause(engine.NewCompound(engine.AtomNeck, head, engine.NewCompound(atomSSUNoMatch, head)), true)
	return err
}

// isCatchAll reports whether c is the clause that raises the
// no-matching-rule error.
func isCatchAll(m *engine.Machine, c *engine.Clause) bool {
	_, body := m.ClauseTerms(c)
	b, ok := engine.Deref(body).(*engine.Compound)
	return ok && b.Name == atomSSUNoMatch && len(b.Args) == 1
}

// ssuListing is what listing/1 shows for a stored rule: the rule, and
// the source names of its variables.
type ssuListing struct {
	rule  engine.Term
	names map[*engine.Var]string
}

// ssuRemember records rule (a term the caller no longer binds) as the
// source of the stored clause cl, names its variables' source names.
func ssuRemember(m *engine.Machine, cl *engine.Clause, rule engine.Term, names map[*engine.Var]string) {
	l := loaderOf(m)
	if l.ssuRules == nil {
		l.ssuRules = map[*engine.Clause]ssuListing{}
	}
	l.ssuRules[cl] = ssuListing{rule, names}
}

// ssuListed returns the rule clause c of a predicate of => rules was
// translated from and the names of its variables, or false for the
// clause raising the no-matching-rule error.
func ssuListed(m *engine.Machine, c *engine.Clause) (engine.Term, map[*engine.Var]string, bool) {
	src, ok := loaderOf(m).ssuRules[c]
	if !ok {
		return nil, nil, false
	}
	rule := m.CopyTerm(src.rule) // listing names its variables anew
	return rule, ssuVarNames(src.rule, rule, src.names), true
}

// ssuVarNames names the variables of copy, a copy of rule: by the
// source names of rule's variables (names), and the others _ when they
// occur once, else by letters no source name takes.
func ssuVarNames(rule, copy engine.Term, names map[*engine.Var]string) map[*engine.Var]string {
	src := map[*engine.Var]string{}
	if !hasGuard(rule) {
		// SWI-Prolog's listing/1 recovers source names by comparing the
		// clause with its source, which the commit after a guard defeats.
		from, _ := varsInOrder(rule)
		to, _ := varsInOrder(copy)
		for i, v := range from {
			if n, ok := names[v]; ok && i < len(to) {
				src[to[i]] = n
			}
		}
	}
	taken := map[string]bool{}
	for _, n := range src {
		taken[n] = true
	}
	order, counts := varsInOrder(copy)
	out := make(map[*engine.Var]string, len(order))
	n := 0
	for _, v := range order {
		switch name, ok := src[v]; {
		case ok:
			out[v] = name
		case counts[v] == 1:
			out[v] = "_"
		default:
			for taken[letterName(n)] {
				n++
			}
			out[v] = letterName(n)
			n++
		}
	}
	return out
}

// hasGuard reports whether rule is Head, Guard => Body.
func hasGuard(rule engine.Term) bool {
	r, ok := engine.Deref(rule).(*engine.Compound)
	if !ok || len(r.Args) != 2 {
		return false
	}
	l, ok := engine.Deref(r.Args[0]).(*engine.Compound)
	return ok && l.Name == atomComma && len(l.Args) == 2
}

var ssuBuiltins = []engine.BuiltinSpec{
	{Name: "$ssu_no_match", Arity: 1, Fn: ssuNoMatch},
}
