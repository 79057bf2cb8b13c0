package wam

import (
	"strconv"

	"github.com/goprolog/goprolog/internal/engine"
)

// Goals of call/N that a clause spells out, compiled once per pattern of
// their variables bound when the call runs. SWI-Prolog's 2001 compiler,
// whose inference counts the engine keeps (engine.InferenceCosts),
// compiled a meta-called control construct when the call ran: an
// in-line test whose arguments were all variables then (X < Y of
// call((s(X), s(Y), X < Y))) counted two on failure, and one whose
// variables were bound by then counted one. (A simple goal was called,
// not compiled: call(X < Y) counts one.) The core compiles the goal from the clause text, before
// it knows; so a goal whose in-line tests name only variables is
// compiled as a predicate whose one instruction looks at which of those
// variables are bound, and runs the variant compiled for that pattern,
// making it the first time (opMetaVariant). A goal with more than
// maxMetaVars such variables is compiled once, its tests taken as bound,
// as a specialized meta-predicate's are.

// maxMetaVars is the most variables whose patterns a goal's variants
// tell apart.
const maxMetaVars = 4

// patternGoal is a goal of call/N compiled per pattern: the clause that runs
// it, the variables its in-line tests name and their places among the
// clause's head arguments, and the variants made so far, by the set of
// those variables unbound (bit k for vars[k]).
type patternGoal struct {
	head     *engine.Compound
	body     engine.Term
	vars     []*engine.Var
	pos      []int
	variants [1 << maxMetaVars]*pred
}

// boundSet is the set of a variant's variables that are bound when it
// runs (see compiler.bound).
type boundSet map[*engine.Var]bool

// free says whether every one of args is a variable not in s.
func (s boundSet) free(args []engine.Term) bool {
	for _, a := range args {
		v, ok := engine.Deref(a).(*engine.Var)
		if !ok || s[v] {
			return false
		}
	}
	return true
}

// metaCallPredicate makes the predicate that runs goal, the goal of the
// call/N x, and returns the goal that calls it: a predicate of its own
// (ownPredicate), or, when the goal is a control construct or a catch/3
// whose in-line tests name variables of the clause, one whose variants
// tell apart which are bound.
func (m *Machine) metaCallPredicate(x engine.Term, goal engine.Term, aux *[]auxJob) engine.Term {
	if c, ok := engine.Deref(goal).(*engine.Compound); !ok || !control[functor{c.Name, len(c.Args)}] && (functor{c.Name, len(c.Args)}) != atomCatch {
		return m.ownPredicate(x, goal, aux)
	}
	params := termVars(x)
	var vars []*engine.Var
	var pos []int
	for _, v := range testVars(goal) {
		for k, p := range params {
			if p == engine.Term(v) {
				vars, pos = append(vars, v), append(pos, k)
			}
		}
	}
	if len(vars) == 0 || len(vars) > maxMetaVars {
		return m.ownPredicate(x, goal, aux)
	}
	p, head := m.newPred("$wam_meta", params)
	h, _ := head.(*engine.Compound)
	m.metaGoals = append(m.metaGoals, patternGoal{head: h, body: goal, vars: vars, pos: pos})
	m.setOneInstr(p, instr{op: opMetaVariant, a: len(m.metaGoals) - 1})
	return head
}

// testVars returns the variables of the goals of body, through its
// control constructs and the goal of a catch/3, that are called with
// variables only: the in-line tests whose count depends on them being
// unbound.
func testVars(body engine.Term) []*engine.Var {
	var out []*engine.Var
	seen := map[*engine.Var]bool{}
	for stack := []engine.Term{body}; len(stack) > 0; {
		c, ok := engine.Deref(stack[len(stack)-1]).(*engine.Compound)
		stack = stack[:len(stack)-1]
		if !ok {
			continue
		}
		f := functor{c.Name, len(c.Args)}
		if control[f] {
			stack = append(stack, c.Args...)
			continue
		}
		if f == atomCatch {
			// 2001's catch/3 compiled its goal when it ran, as call/1
			// did a construct.
			stack = append(stack, c.Args[0])
			continue
		}
		if !allVars(c.Args) {
			continue
		}
		for _, a := range c.Args {
			if v := engine.Deref(a).(*engine.Var); !seen[v] {
				seen[v] = true
				out = append(out, v)
			}
		}
	}
	return out
}

// metaVariant returns the variant of goal g for the pattern unbound (bit
// k set when g.vars[k] is unbound), compiling it the first time: an aux
// predicate, whose call counts nothing beyond the call/N it stands for.
func (m *Machine) metaVariant(g *patternGoal, unbound int) (*pred, error) {
	if p := g.variants[unbound]; p != nil {
		return p, nil
	}
	bound := boundSet{}
	for k, v := range g.vars {
		if unbound&(1<<k) == 0 {
			bound[v] = true
		}
	}
	name := engine.Intern("$wam_fv" + strconv.Itoa(len(m.preds)))
	p := m.lookup(functor{name, len(g.head.Args)})
	p.aux = true
	head := engine.NewCompound(name, g.head.Args...)
	if err := m.addClauses(engine.NewCompound(atomNeck, head, g.body), false, bound); err != nil {
		return nil, err
	}
	g.variants[unbound] = p
	return p, nil
}
