package builtins

import (
	"github.com/goprolog/goprolog/internal/engine"
	"github.com/goprolog/goprolog/internal/parser"
)

// SWI-Prolog's compiler warns about a test in a clause body whose answer
// it knows when compiling (pl-comp.c's compiler warnings "always",
// "eq_vv", "eq_singleton" and their \== twins): a type test of a
// variable at its first occurrence, which is unbound there, or ==/2 and
// \==/2 of such a variable and another variable, or of such a variable
// that occurs once on every path through the clause and any term:
//
//	Warning: /path/file.pl:3:
//	Warning:    Test is always true: var(X)
//
// The compiler meets the goals in the order it compiles them: the head,
// then the body from left to right, each branch of a disjunction from
// what was known before the disjunction, the goal under \+ likewise.
// Only the control constructs it compiles in line are looked into; the
// goal argument of call/N, findall/3 or any other predicate is an
// argument like any other, whose variables are known after it. The
// style_check/1 options leave these warnings alone, and clauses added by
// assert/1 get none, as in swipl.

// alwaysTypeTests are the type tests SWI-Prolog compiles to instructions,
// with the answer each gives on an unbound variable.
var alwaysTypeTests = map[string]bool{
	"var": true, "nonvar": false, "integer": false, "float": false, "rational": false,
	"number": false, "atom": false, "atomic": false, "string": false, "compound": false,
	"callable": false,
}

// maxAlwaysNodes bounds the control constructs of a clause body that
// compileOrder walks: each disjunction copies what is known at it.
const maxAlwaysNodes = 1000

// compileOrder walks the clause Head :- Body in the order the compiler
// meets its goals: its out are the messages of the tests whose answer is
// known when compiling, and its negations what was known at each \+ of
// the body (see branchSingletons). vars names the clause's variables as
// read ("_" variables are not among them, and are never warned of). It
// returns nil for a fact, and for a body too large to walk.
func compileOrder(m *engine.Machine, clause engine.Term, vars []parser.VarInfo) *alwaysWalk {
	c, ok := engine.Deref(clause).(*engine.Compound)
	if !ok || c.Name != engine.AtomNeck || len(c.Args) != 2 || len(vars) == 0 {
		return nil
	}
	names := sourceNames(vars)
	w := &alwaysWalk{m: m, clause: clause, names: names, seen: map[*engine.Var]varState{},
		negations: map[*engine.Compound]map[*engine.Var]varState{}}
	w.see(c.Args[0])
	nodes := 0
	// The work is a stack of steps, each a goal to walk or what to do
	// to the known variables when a branch ends, so that a deep body
	// takes no Go stack.
	work := []alwaysStep{{goal: c.Args[1]}}
	for len(work) > 0 {
		s := work[len(work)-1]
		work = work[:len(work)-1]
		if s.after != nil {
			s.after()
			continue
		}
		g := engine.Deref(s.goal)
		x, ok := g.(*engine.Compound)
		if !ok {
			continue
		}
		switch {
		case x.Name == engine.AtomComma && len(x.Args) == 2:
			work = append(work, alwaysStep{goal: x.Args[1]}, alwaysStep{goal: x.Args[0]})
			continue
		case x.Name == engine.AtomSemicolon && len(x.Args) == 2,
			x.Name == atomNegation && len(x.Args) == 1:
			if nodes++; nodes > maxAlwaysNodes {
				return nil
			}
			work = w.branches(work, x)
			continue
		case (x.Name == engine.AtomIf || x.Name == engine.AtomSoftIf) && len(x.Args) == 2:
			work = append(work, alwaysStep{goal: x.Args[1]}, alwaysStep{goal: x.Args[0]})
			continue
		}
		w.test(x)
		if v, ok := eqConstVar(x); ok && w.fresh(v) {
			// Compared with a constant in line, the variable is met
			// but not made: it is as new to the next test as before.
			w.seen[v] = varMet
			continue
		}
		w.see(x)
	}
	return w
}

// negationsSeen is w's negations, nil for no walk (a fact, a body too
// large to walk).
func (w *alwaysWalk) negationsSeen() map[*engine.Compound]map[*engine.Var]varState {
	if w == nil {
		return nil
	}
	return w.negations
}

// alwaysStep is one step of compileOrder's walk: a goal, or an action at
// the end of a branch.
type alwaysStep struct {
	goal  engine.Term
	after func()
}

// alwaysWalk is the state of compileOrder's walk: the variables met so
// far (seen) and the messages made.
type alwaysWalk struct {
	m      *engine.Machine
	clause engine.Term
	// paths counts each variable's occurrences on the path through the
	// clause that holds the most of them (see pathCounts), made when a
	// test first needs it.
	paths map[*engine.Var]int
	names map[*engine.Var]string
	seen  map[*engine.Var]varState
	out   []string
	// negations maps each \+ of the body to the variables met before
	// it.
	negations map[*engine.Compound]map[*engine.Var]varState
}

// varState is what the compiler has done with a variable of the clause
// at a point of its walk: nothing (the zero value, not met yet), met it
// in a test only, which leaves it unbound and new to the next one, or
// made it.
type varState uint8

const (
	varMet varState = 1 + iota
	varMade
)

// branches pushes onto work the steps of x, a disjunction or a negation:
// each branch starts from the variables known before x; after a
// disjunction those known at the end of any branch are known, after a
// negation those of the negated goal.
func (w *alwaysWalk) branches(work []alwaysStep, x *engine.Compound) []alwaysStep {
	before := copySeen(w.seen)
	if x.Name == atomNegation {
		w.negations[x] = before
		return append(work,
			alwaysStep{after: func() { w.seen = copySeen(before); w.see(x) }},
			alwaysStep{goal: x.Args[0]})
	}
	var left map[*engine.Var]varState
	return append(work,
		alwaysStep{after: func() {
			for v, st := range left {
				w.seen[v] = max(w.seen[v], st)
			}
		}},
		alwaysStep{goal: x.Args[1]},
		alwaysStep{after: func() { left, w.seen = w.seen, copySeen(before) }},
		alwaysStep{goal: x.Args[0]})
}

// test adds the message of g when it is a test whose answer is known.
func (w *alwaysWalk) test(g *engine.Compound) {
	name := g.Name.Name
	if answer, isTest := alwaysTypeTests[name]; isTest && len(g.Args) == 1 {
		if w.fresh(g.Args[0]) {
			w.warn(answer, g)
		}
		return
	}
	if (name != "==" && name != `\==`) || len(g.Args) != 2 {
		return
	}
	a, b := engine.Deref(g.Args[0]), engine.Deref(g.Args[1])
	va, aVar := a.(*engine.Var)
	vb, bVar := b.(*engine.Var)
	equal := name == "=="
	switch {
	case aVar && bVar && (w.fresh(a) || w.fresh(b)):
		// Two variables, one of them new: the same one, or two.
		w.warn(equal == (va == vb), g)
	case aVar && w.fresh(a) && w.alone(va), bVar && w.fresh(b) && w.alone(vb):
		// A new variable that only the test holds, in every run
		// through the clause.
		w.warn(!equal, g)
	}
}

// alone reports whether the variable v occurs once on every path
// through the clause, the branches of a disjunction being alternatives.
func (w *alwaysWalk) alone(v *engine.Var) bool {
	if w.paths == nil {
		w.paths = pathCounts(w.clause)
	}
	return w.paths[v] == 1
}

// eqConstVar returns the variable of g when g is ==/2 or \==/2 of a
// variable and an atomic term, which the compiler tests in line.
func eqConstVar(g *engine.Compound) (*engine.Var, bool) {
	if (g.Name.Name != "==" && g.Name.Name != `\==`) || len(g.Args) != 2 {
		return nil, false
	}
	a, b := engine.Deref(g.Args[0]), engine.Deref(g.Args[1])
	if v, ok := a.(*engine.Var); ok && engine.IsAtomic(b) {
		return v, true
	}
	if v, ok := b.(*engine.Var); ok && engine.IsAtomic(a) {
		return v, true
	}
	return nil, false
}

// fresh reports whether t is a named variable at its first occurrence.
func (w *alwaysWalk) fresh(t engine.Term) bool {
	v, ok := t.(*engine.Var)
	if !ok || w.seen[v] == varMade {
		return false
	}
	_, named := w.names[v]
	return named
}

// warn adds the message that g is always true or always false.
func (w *alwaysWalk) warn(answer bool, g engine.Term) {
	text := engine.Format(g, engine.WriteOptions{Quoted: true, VarNames: w.names, Ops: w.m.Ops})
	if answer {
		w.out = append(w.out, "Test is always true: "+text)
	} else {
		w.out = append(w.out, "Test is always false: "+text)
	}
}

// see makes the variables of t known.
func (w *alwaysWalk) see(t engine.Term) {
	engine.Walk(t, func(x engine.Term) bool {
		if v, ok := x.(*engine.Var); ok {
			w.seen[v] = varMade
		}
		return true
	})
}

func copySeen(s map[*engine.Var]varState) map[*engine.Var]varState {
	out := make(map[*engine.Var]varState, len(s))
	for v, st := range s {
		out[v] = st
	}
	return out
}
