package wam

import (
	"github.com/goprolog/goprolog/internal/engine"
)

// Meta-calls of goals spelled out under a depth limit. The solver runs
// call/N of a goal in a clause body at no level of its own (SWI-Prolog
// compiles it) and its goal, meta-called, a level below the clause: a
// call of a predicate is that level, a control construct is compiled
// there, unchecked, and its calls are a level below it. It runs the
// library's meta-predicates findall/3,4, forall/2, once/1, ignore/1,
// not/1, bagof/3 and setof/3 as the predicates they are, a level below
// their caller, whose clause calls its built-in helpers
// ('$findall_bag'/1, '$free_variable_set'/3 and the others), each a
// level of its own, and meta-calls the goal as call/N does. A
// depth-limited core runs them the same way when the goal called is a
// call of a predicate defined by clauses that it runs, or a control
// construct of such calls, !, true and fail (plainControl): call/N is a
// predicate of its own, whose call is call/N's inference, and whose
// clause is the goal, a level down for a control construct
// (metaCallGoal, levelCompiled); a meta-predicate is a predicate of its
// own whose call is the meta-predicate's, a level down, whose one clause
// is the library's, specialized for the call (Bridge.specialize), each
// helper a level of its own (levelGoal) and each call/N of the goal a
// call/N as above. A goal that holds a built-in's goal, whose level
// depends on how the solver compiles or calls it when the meta-call
// runs, stays with the solver, as do bagof/3 and setof/3 of a List
// given (their clause tests List, a variable there), and the other
// meta-predicates (phrase/2,3, time/1 and the cleanups).

// limitMeta are the library's meta-predicates that a depth-limited core
// runs, and limitHelpers the built-ins their clauses call.
var (
	limitMeta = map[functor]bool{
		{engine.Intern("findall"), 3}: true, {engine.Intern("findall"), 4}: true,
		{engine.Intern("forall"), 2}: true, {engine.Intern("once"), 1}: true,
		{engine.Intern("ignore"), 1}: true, {engine.Intern("not"), 1}: true,
		atomBagof: true, atomSetof: true,
	}
	limitHelpers = map[functor]bool{
		{atomFindallBag, 1}: true, {atomFindallAdd, 2}: true,
		{atomFindallCollect, 2}: true, {atomFindallCollect, 3}: true,
		atomFreeVariableSet: true, {engine.Intern("$bagof_groups"), 2}: true,
	}
	atomBagof = functor{engine.Intern("bagof"), 3}
	atomSetof = functor{engine.Intern("setof"), 3}
)

// metaCall returns x, a goal of f, as a depth-limited core compiles it
// when x is call/N of a goal spelled out or a call of one of limitMeta
// (see the comment above), and false when such a core does not run it.
// handled is false for any other goal.
func (s *limitScan) metaCall(f functor, x *engine.Compound) (out engine.Term, handled, ok bool) {
	goal, isMeta, err := metaGoal(x)
	switch {
	case err != nil:
		return nil, true, false
	case isMeta:
		if !s.plainCall(goal) && !s.plainControl(goal) {
			return nil, true, false
		}
	case !limitMeta[f]:
		return nil, false, false
	default:
		if _, isVar := engine.Deref(x.Args[len(x.Args)-1]).(*engine.Var); (f == atomBagof || f == atomSetof) && !isVar {
			// The clause tests its List, a variable of the library's
			// clause: a List given here would make the test a call.
			return nil, true, false
		}
		body, ok := s.b.specialize(x)
		if !ok {
			return nil, true, false
		}
		if goal, ok = walkBody(body, newLimitLibrary(s, x, body), s.m != nil); !ok {
			return nil, true, false
		}
	}
	// The call's arguments are set after it, as the engine's compiler
	// sets those of any call.
	for _, a := range x.Args {
		s.argKind(a)
	}
	if s.m == nil {
		return x, true, true
	}
	if !isMeta {
		out, ok = s.m.limitPredicate(x, goal, levelCall, true)
	} else {
		out, ok = s.m.metaCallGoal(x, goal, true)
	}
	return out, true, ok
}

// plainCall reports whether g is a goal of a predicate defined by
// clauses that a depth-limited core runs, and no meta-predicate's.
func (s *limitScan) plainCall(g engine.Term) bool {
	f, _ := goalFunctor(engine.Deref(g))
	if f.name == nil || f.name == engine.AtomCall || simpleControl(f) || control[f] || f == atomCatch ||
		goalArgs[f] != nil {
		return false
	}
	q := s.b.em.Lookup(f.name, f.arity)
	return q != nil && !q.IsForeign() && limitClauses(q, f)
}

// plainControl reports whether g is a control construct whose goals,
// through the control constructs in it, are !, true, fail, false and
// calls of predicates defined by clauses that a depth-limited core runs:
// a goal that the solver compiles when it meta-calls it, whose levels do
// not depend on how it compiles tests.
func (s *limitScan) plainControl(g engine.Term) bool {
	f, args := goalFunctor(engine.Deref(g))
	if !control[f] {
		return false
	}
	// A stack of its own: args is the goal's, which must not change.
	for stack := append([]engine.Term(nil), args...); len(stack) > 0; {
		a := engine.Deref(stack[len(stack)-1])
		stack = stack[:len(stack)-1]
		f, args := goalFunctor(a)
		switch {
		case control[f]:
			stack = append(stack, args...)
		case !simpleControl(f) && !s.plainCall(a):
			return false
		}
	}
	return true
}

// metaCallGoal returns the goal that runs x, which meta-calls goal, on a
// depth-limited core: a predicate of its own whose clause calls goal,
// counting x's inference when counted is set; a goal that is a control
// construct, which the solver compiles a level down when it meta-calls
// it, is that predicate's clause a level down.
func (m *Machine) metaCallGoal(x, goal engine.Term, counted bool) (engine.Term, bool) {
	f, _ := goalFunctor(engine.Deref(goal))
	if control[f] {
		return m.limitPredicate(x, goal, levelCompiled, counted)
	}
	return m.limitPredicate(x, goal, levelNone, counted)
}

// limitLibrary is the visitor of the clause of a meta-predicate of
// limitMeta, specialized: it calls each helper as a level of its own,
// makes each call/N of a plain goal a predicate of its own (see
// limitScan.metaCall), and classifies the other goals as the engine
// compiles the library's clause (lib, whose head's variables, the
// call's, are set when the body starts).
type limitLibrary struct {
	s   *limitScan
	lib *limitScan
}

// newLimitLibrary returns the visitor of body, the clause of the
// meta-predicate that x calls, specialized for x.
func newLimitLibrary(s *limitScan, x *engine.Compound, body engine.Term) *limitLibrary {
	lib := &limitScan{b: s.b, m: s.m, inited: map[*engine.Var]bool{}, occ: map[*engine.Var]int{}}
	countVars(x, lib.occ)
	for v := range lib.occ {
		lib.inited[v] = true
	}
	countVars(body, lib.occ)
	return &limitLibrary{s: s, lib: lib}
}

func (l *limitLibrary) goal(g engine.Term, f functor, args []engine.Term, nest int) (bodyStep, []engine.Term, engine.Term) {
	if limitHelpers[f] {
		for _, a := range args {
			l.lib.argKind(a)
		}
		if l.s.m == nil {
			return stepLeaf, nil, g
		}
		out, ok := l.s.m.levelGoal(f, g)
		if !ok {
			return stepStop, nil, nil
		}
		return stepLeaf, nil, out
	}
	if x, ok := g.(*engine.Compound); ok && f.name == engine.AtomCall {
		goal, isMeta, err := metaGoal(x)
		if !isMeta || err != nil || !l.s.plainCall(goal) && !l.s.plainControl(goal) {
			return stepStop, nil, nil
		}
		for _, a := range args {
			l.lib.argKind(a)
		}
		if l.s.m == nil {
			return stepLeaf, nil, g
		}
		out, ok := l.s.m.metaCallGoal(x, goal, true)
		if !ok {
			return stepStop, nil, nil
		}
		return stepLeaf, nil, out
	}
	return l.lib.goal(g, f, args, nest)
}

// limitLevel is what the call of a predicate that limitPredicate makes
// is under a depth limit.
type limitLevel uint8

const (
	levelNone     limitLevel = iota // no level: its clause runs at its caller's
	levelCall                       // a call a level down, refused past the limit
	levelCompiled                   // a control construct the solver compiles when it meta-calls it: a level down, never refused
)

// limitPredicate returns the goal that runs x on a depth-limited core: a
// call of a predicate of its own, whose one clause is head :- body, its
// head holding x's variables. Its call is x's inference when counted is
// set, and no inference otherwise, and is the level that level says
// (see limitEnter). body is made for a depth-limited
// core already: its calls of predicates are levels, its call/N goals
// predicates of their own with no level, its helpers levelGoal's.
func (m *Machine) limitPredicate(x, body engine.Term, level limitLevel, counted bool) (engine.Term, bool) {
	f, _ := goalFunctor(x)
	p, head := m.newPred("$wam_level", termVars(x))
	switch level {
	case levelCall:
		p.tr = &traceInfo{fn: f, down: 1}
	case levelCompiled:
		p.tr = &traceInfo{fn: f, down: 0}
	}
	p.uncounted = !counted
	if q := m.limitOf.Lookup(f.name, f.arity); q != nil && !q.CountsInference() {
		p.uncounted = true
	}
	return head, m.AddClause(engine.NewCompound(atomNeck, head, body)) == nil
}

// limitCatch returns x, a goal catch(G, C, R), as a depth-limited core
// compiles it, or false. The solver counts catch/3's inference, refuses
// it past the limit as a call a level below its caller, and runs G in
// line a level down, its calls two levels below the caller; a recovery
// that caught an error is meta-called in catch/3's frame, a level down,
// so that R's call, or its built-in's, is two levels below the caller,
// and a control construct is compiled there (see the engine's
// opCatchInline). The core runs it as catch(Gw, C, (true,
// Rw)): its catch/3 counts the inference and is no level (see
// catch.go); Gw calls a predicate of its own, a level down, that counts
// nothing, refused past the limit, whose clause is G as a depth-limited
// core compiles it; the recovery, a control construct, runs a level
// below the catch/3's caller (see traceCaught), and Rw is R's call, or
// R's built-in as a level of its own (true, fail and ! too, which count
// no inference), or R's control construct of calls (see metaCallGoal).
// A recovery that is a control construct holding a built-in's goal stays
// with the solver.
func (s *limitScan) limitCatch(x *engine.Compound) (engine.Term, bool) {
	g, r := engine.Deref(x.Args[0]), engine.Deref(x.Args[2])
	if !staticGoal(g) || !staticGoal(r) {
		return nil, false
	}
	// The engine's compiler sets the catch's variables before G.
	vars := map[*engine.Var]int{}
	countVars(x, vars)
	for v := range vars {
		s.inited[v] = true
	}
	body, ok := walkBody(g, s, s.m != nil)
	if !ok {
		return nil, false
	}
	rf, _ := goalFunctor(r)
	builtin := !s.plainCall(r) && !simpleControl(rf) && !s.plainControl(r)
	if builtin && (rf.arity == 0 || !s.b.isForeign(rf) && !s.b.coreBuiltin(rf) ||
		!limitBuiltins[rf] && !limitModelTests[rf] && rf != (functor{engine.AtomEqual, 2}) &&
			rf != (functor{engine.Intern("is"), 2}) && !isArithRel(rf)) {
		return nil, false
	}
	if s.m == nil {
		return x, true
	}
	gw, ok := s.m.limitPredicate(x, body, levelCall, false)
	if !ok {
		return nil, false
	}
	rw := r
	switch {
	case simpleControl(rf):
		// true, fail, false and ! meta-called are a level that counts
		// no inference.
		rw, ok = s.m.limitPredicate(r, r, levelCall, false)
	case control[rf]:
		rw, ok = s.m.metaCallGoal(r, r, false)
	case builtin:
		rw, ok = s.m.levelGoal(rf, r)
	}
	if !ok {
		return nil, false
	}
	return engine.NewCompound(atomCatch.name, gw, x.Args[1], engine.NewCompound(atomComma, atomTrue, rw)), true
}

// isArithRel reports whether f is an arithmetic comparison.
func isArithRel(f functor) bool {
	_, ok := arithRels[f]
	return ok
}
