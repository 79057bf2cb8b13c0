package wam

import "github.com/goprolog/goprolog/internal/engine"

// A precheck is a test on a call's argument registers that a clause must
// pass, made before the clause is chosen: a clause that fails it is not
// tried, so that a call whose other clauses it leaves one leaves no
// choicepoint. It decides what the clause's head or first goal would
// decide, as package engine's clause selection does (internal/engine/repeated.go
// and the guards of selectClause), for the two commonest shapes:
//
//	count(N, N) :- !.             the two arguments must be equal
//	tak(X, Y, Z, A) :- X =< Y, !, the comparison must hold
//
// A precheck only ever rejects a clause that would fail, and counts what
// the clause would have counted in failing: nothing for a head, one
// inference for a comparison. When it cannot tell (an unbound argument,
// a number other than a small integer) it lets the clause be tried.
type precheck struct {
	// equal lists pairs of arguments that the head's repeated variables
	// make equal.
	equal [][2]int
	// guard is the clause's first goal, an arithmetic comparison of
	// head variables and integers, when the head's arguments are
	// distinct variables (so the head cannot fail before it).
	guard *arith
	// commits says that a cut to the clause's barrier follows the guard
	// (tak's X =< Y, !, or the condition of an if-then-else): a call
	// whose guard holds cuts the other clauses away, so it leaves no
	// choicepoint for them.
	commits bool
}

// precheckOf returns the precheck of a clause, or nil when it has none.
func precheckOf(hargs []engine.Term, goals []engine.Term, bound boundSet) *precheck {
	var pre precheck
	first := map[*engine.Var]int{}
	distinct := true
	for k, a := range hargs {
		v, ok := engine.Deref(a).(*engine.Var)
		if !ok {
			distinct = false
			continue
		}
		if j, seen := first[v]; seen {
			pre.equal = append(pre.equal, [2]int{j, k})
			distinct = false
			continue
		}
		first[v] = k
	}
	if distinct {
		pre.guard, pre.commits = guardOf(first, goals, bound)
	}
	if pre.equal == nil && pre.guard == nil {
		return nil
	}
	return &pre
}

// guardOf returns the first goal of a body (after the goals that take
// the cut barrier and the choicepoint level) as an arithmetic comparison
// program over argument registers, when it is one whose leaves are head
// variables (args gives their arguments) and small integers; and whether
// a cut to the clause's barrier follows it.
func guardOf(args map[*engine.Var]int, goals []engine.Term, bound boundSet) (*arith, bool) {
	var barrier engine.Term
	for len(goals) > 0 {
		f, gargs := goalFunctor(goals[0])
		if f.name == atomCutB {
			barrier = engine.Deref(gargs[0])
		} else if f.name != atomLevel {
			break
		}
		goals = goals[1:]
	}
	if len(goals) == 0 {
		return nil, false
	}
	f, gargs := goalFunctor(goals[0])
	rel, ok := arithRels[f]
	if !ok || rel == relIs {
		return nil, false
	}
	ar := &arith{rel: rel, fv: bound.free(gargs)}
	// Only head variables: their values are in the argument registers.
	headVar := func(x engine.Term) (aop, error) {
		if v, ok := engine.Deref(x).(*engine.Var); ok {
			if k, ok := args[v]; ok {
				return aop{k: aPush, r: k}, nil
			}
		}
		return aop{}, errNoGuard
	}
	var err error
	if ar.code, err = postfix(nil, gargs[0], nil, headVar); err != nil {
		return nil, false
	}
	ar.split = len(ar.code)
	if ar.code, err = postfix(ar.code, gargs[1], nil, headVar); err != nil {
		return nil, false
	}
	commits := false
	if len(goals) > 1 && barrier != nil {
		f, cargs := goalFunctor(goals[1])
		commits = f.name == atomCutTo && engine.Deref(cargs[0]) == barrier
	}
	return ar, commits
}

// errNoGuard stops the compilation of a guard with an operand that is not
// a head variable.
var errNoGuard = errUnsupported{"guard operand"}

// passes runs the precheck on the argument registers: false when the
// clause would fail. commit says that the clause's guard holds and a cut
// follows it: no other clause will be tried.
func (m *Machine) passes(pre *precheck) (pass, commit bool) {
	for _, e := range pre.equal {
		a, b := m.deref(m.regs[e[0]]), m.deref(m.regs[e[1]])
		if a != b && (a.tag() == tagAtom || a.tag() == tagInt) && (b.tag() == tagAtom || b.tag() == tagInt) {
			return false, false
		}
	}
	if pre.guard != nil {
		ok, err := m.runArith(pre.guard)
		if err == nil && !ok {
			m.Inferences++ // the comparison that fails is a call
			if pre.guard.fv {
				m.Inferences += m.Costs.FVFail
			}
			return false, false
		}
		return true, err == nil && pre.commits
	}
	return true, false
}
