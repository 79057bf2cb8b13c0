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
// The guard's variables may also be the arguments of a structure or list
// cell that the head takes apart, as in
//
//	reduitD(Ka + Xa, Kb, [X|C], R, Rf) :- Ka + Xa =:= Kb + X, !, ...
//
// where the precheck finds Ka, Xa and X in the arguments' cells.
//
// A precheck only ever rejects a clause that would fail, and counts what
// the clause would have counted in failing: nothing for a head, one
// inference for a comparison. When it cannot tell (an unbound argument,
// a number other than a small integer) it lets the clause be tried.
type precheck struct {
	// equal lists pairs of arguments that the head's repeated variables
	// make equal.
	equal [][2]int
	// shapes are the head's arguments that are structures or list cells
	// of distinct variables, whose arguments the guard reads.
	shapes []headShape
	// guard is the clause's first goal, an arithmetic comparison of
	// head variables and integers, when the head's variables are
	// distinct (so the head cannot fail before it but by a shape).
	guard *arith
	// commits says that a cut to the clause's barrier follows the guard
	// (tak's X =< Y, !, or the condition of an if-then-else): a call
	// whose guard holds cuts the other clauses away, so it leaves no
	// choicepoint for them.
	commits bool
}

// headShape is a head argument, in register reg, that is a structure
// (functor cell fun) or a list cell (list) whose arguments are distinct
// variables: argument i goes to register to+i for the guard to read.
type headShape struct {
	reg  int
	fun  cell
	list bool
	n    int
	to   int
}

// maxShapeArity bounds the arity of a head argument whose variables a
// guard may read.
const maxShapeArity = 8

// precheckOf returns the precheck of a clause, or nil when it has none.
func (m *Machine) precheckOf(hargs []engine.Term, goals []engine.Term, bound boundSet) *precheck {
	var pre precheck
	first := map[*engine.Var]int{}
	distinct := true
	next := len(hargs) // the registers above the arguments are free at a call
	for k, a := range hargs {
		switch x := engine.Deref(a).(type) {
		case *engine.Var:
			if j, seen := first[x]; seen {
				if j < len(hargs) { // not one that a shape holds
					pre.equal = append(pre.equal, [2]int{j, k})
				}
				distinct = false
				continue
			}
			first[x] = k
		case *engine.Compound:
			n := len(x.Args)
			if !distinct || n > maxShapeArity || next+n > maxRegs {
				distinct = false
				continue
			}
			sh := headShape{reg: k, n: n, to: next, list: x.Name == engine.AtomDot && n == 2}
			if !sh.list {
				sh.fun = mkFun(m.functorIndex(functor{x.Name, n}))
			}
			for i, arg := range x.Args {
				v, ok := engine.Deref(arg).(*engine.Var)
				if _, seen := first[v]; !ok || seen {
					distinct = false
					break
				}
				first[v] = next + i
			}
			pre.shapes = append(pre.shapes, sh)
			next += n
		default:
			distinct = false
		}
	}
	if distinct {
		pre.guard, pre.commits = guardOf(first, goals, bound)
	}
	if pre.guard == nil {
		pre.shapes = nil
	}
	if pre.equal == nil && pre.guard == nil {
		return nil
	}
	return &pre
}

// guardOf returns the first goal of a body (after the goals that take
// the cut barrier and the choicepoint level) as an arithmetic comparison
// program over registers, when it is one whose leaves are head variables
// (args gives the registers that hold them) and small integers; and
// whether a cut to the clause's barrier follows it.
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
	if pre.shapes != nil {
		if tell, pass := m.loadShapes(pre.shapes); !tell {
			return pass, false
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

// loadShapes puts the arguments of the structures and list cells that
// the head takes apart in the registers the guard reads. tell is false
// when the guard cannot decide: pass then says whether the clause is
// tried (an argument is unbound, which the head binds) or fails (an
// argument of another shape, on which the head fails).
func (m *Machine) loadShapes(shapes []headShape) (tell, pass bool) {
	for _, sh := range shapes {
		c := m.deref(m.regs[sh.reg])
		var from int
		switch {
		case isVarCell(c):
			return false, true
		case sh.list && c.tag() == tagList:
			from = c.val()
		case !sh.list && c.tag() == tagStr && m.heap[c.val()] == sh.fun:
			from = c.val() + 1
		default:
			return false, false
		}
		copy(m.regs[sh.to:sh.to+sh.n], m.heap[from:from+sh.n])
	}
	return true, false
}
