package wam

import (
	"github.com/goprolog/goprolog/internal/engine"
)

// call_with_depth_limit/3 called by a clause the core runs. The core
// runs the call itself when a depth-limited core counts the levels of
// the goal as the engine's solver would (Bridge.limitOK, see
// depthlimit.go): the goal is a call of such a predicate, the limit an
// integer, and Result a variable of its own. The goal then runs on the
// depth-limited core one level up, as a query that a choicepoint of the
// calling core keeps open for the goal's further solutions
// (limitQuery), and the steps of SWI-Prolog's definition that the
// engine's built-in takes (internal/builtins/depthlimit.go) are taken
// here, with their inferences:
//
//	call_with_depth_limit(G, Limit, Result) :-
//	    '$depth_limit'(Limit, OLimit, OReached),
//	    (   catch(G, E, '$depth_limit_except'(OLimit, OReached, E)),
//	        '$depth_limit_true'(Limit, OLimit, OReached, Result, Det),
//	        ( Det == ! -> ! ; true )
//	    ;   '$depth_limit_false'(OLimit, OReached, Result)
//	    ).
//
// No limit is in force on a core that is not depth-limited, so the limit
// saved and put back around the goal is none, and the levels are counted
// from the call: the goal's own call is level 1. Any other call goes to
// the engine as a nested query (engineGoals): a goal known to the core
// only as a control construct or a built-in, a Result already bound or
// shared with the goal (whose failing unification leaves the rest of the
// goal to run under the saved limit), and the errors of the arguments.

// depthLimitCall runs the call_with_depth_limit/3 goal in register 0 on
// a depth-limited core, when one runs it (done), as callEngine runs a
// goal the engine solves; counted says the core counted the goal's own
// inference.
func (m *Machine) depthLimitCall(counted bool) (ok, done bool, err error) {
	names := map[int]*engine.Var{}
	var goal [1]engine.Term
	if m.termsOf(goal[:], m.regs[:1], names) != nil || m.host != nil && holdsStoreVar(names) {
		return false, false, nil
	}
	x, isCall := goal[0].(*engine.Compound)
	if !isCall {
		return false, false, nil
	}
	vars, cells := namedCells(names)
	q, runs := m.DepthLimitCall(x, vars, counted)
	if !runs {
		return false, false, nil
	}
	m.callN = true // see callEngine
	ok, err = m.engineSolution(q, vars, cells)
	return ok, true, err
}

// depthLimitCall is Machine.DepthLimitCall: the query that runs goal, a
// call_with_depth_limit/3 whose variables are vars, on the depth-limited
// core of the next level, if that core counts the levels of its goal.
func (b *Bridge) depthLimitCall(goal *engine.Compound, vars []*engine.Var, counted bool) (EngineQuery, bool) {
	em := b.em
	if em.ProgramGeneration() != b.gen || em.Debug || em.DepthLimit().On || b.level >= maxLevels {
		return nil, false
	}
	limit, isInt := engine.Deref(goal.Args[1]).(engine.Int)
	result, isVar := engine.Deref(goal.Args[2]).(*engine.Var)
	if !isInt || limit < 0 || !isVar || result.Attrs() != nil || occursIn(result, goal.Args[0]) {
		return nil, false
	}
	g := engine.Deref(goal.Args[0])
	name, arity, callable := engine.Functor(g)
	if !callable {
		return nil, false
	}
	p := em.Lookup(name, arity)
	if p == nil {
		return nil, false
	}
	em.RefreshNative(p)
	if _, ours := b.ours[p]; !ours || em.ProgramGeneration() != b.gen || !b.limitOK(p) {
		return nil, false
	}
	lm := b.limitMachine(b.level)
	wp, err := b.entry(lm, p)
	if err != nil {
		return nil, false
	}
	b.closeDead(lm)
	var args []engine.Term
	if x, ok := g.(*engine.Compound); ok {
		args = x.Args
	}
	q, opened := openCall(lm, wp, args)
	if !opened {
		return nil, false
	}
	q.heldByCore = true
	at := make(map[*engine.Var]int, len(q.vars))
	for k, v := range q.vars {
		at[v] = k
	}
	return &limitQuery{b: b, q: q, vars: vars, at: at, result: result, limit: int(limit), counted: counted}, true
}

// limitQuery is a call_with_depth_limit/3 that a depth-limited core
// runs for another core (see the comment at the top of this file). Its
// solutions give the values of the call's variables (Values) rather
// than binding them.
type limitQuery struct {
	b *Bridge
	q *Query // the goal's, on the depth-limited core
	// vars are the call's variables, in the calling core's order; at
	// maps those of the goal to their place in q.vars; result is
	// Result's.
	vars   []*engine.Var
	at     map[*engine.Var]int
	result *engine.Var
	limit  int
	// counted says the calling core counted the call's inference.
	counted bool
	// ghosts are the inferences of the ghost choicepoints (see
	// member2001.go) that the goal's last solution left and nothing
	// else: backtracking into the call counts them, and the goal has no
	// more solutions.
	ghosts int64
	done   bool
	vals   []engine.Term
}

// Next finds the call's next solution: the goal's, or
// depth_limit_exceeded once the goal has no more and a call was refused.
func (lq *limitQuery) Next() (bool, error) {
	if lq.done {
		return false, nil
	}
	em, q := lq.b.em, lq.q
	if lq.ghosts > 0 {
		em.Inferences += lq.ghosts
		lq.ghosts = 0
		return lq.exhausted(engine.DepthLimit{On: true, Limit: lq.limit})
	}
	lm := q.m
	// Backtracking into the goal passes '$depth_limit_true'/5's
	// choicepoint, whose failure counts as a counted call's.
	resumed := q.begun
	if !q.begun {
		// '$depth_limit'/3 and catch/3, and the call itself when its
		// caller did not count it; the goal's own call is level 1.
		em.Inferences += 2
		if !lq.counted {
			em.Inferences++
		}
		lm.tdepth = 0
	}
	// Backtracking into the goal puts its limit in force again, with no
	// level reached.
	em.SetDepthLimit(engine.DepthLimit{On: true, Limit: lq.limit})
	lm.Inferences = em.Inferences
	lm.nextCheck = lm.Inferences + engine.CheckInterval
	outer := lq.b.level
	lq.b.level = lm.level + 1
	ok, err := q.next(resumed)
	lq.b.level = outer
	em.Inferences = lm.Inferences
	d := em.DepthLimit()
	em.SetDepthLimit(engine.DepthLimit{})
	if err != nil {
		// '$depth_limit_except'/3 puts the saved limit back and
		// throws the ball again.
		q.Close()
		lq.done = true
		em.Inferences++
		return false, em.Rethrown(err)
	}
	if !ok {
		return lq.exhausted(d)
	}
	names := map[int]*engine.Var{}
	q.nameVars(names)
	qvals := make([]engine.Term, len(q.vars))
	if err := lm.termsOf(qvals, lm.roots[q.rootBase:q.rootBase+len(q.vars)], names); err != nil {
		lq.Close()
		return false, err
	}
	lq.vals = lq.vals[:0]
	for _, v := range lq.vars {
		switch k, inGoal := lq.at[v]; {
		case v == lq.result:
			lq.vals = append(lq.vals, engine.MakeInt(int64(max(d.Reached, 1))))
		case inGoal:
			lq.vals = append(lq.vals, qvals[k])
		default:
			lq.vals = append(lq.vals, v)
		}
	}
	// '$depth_limit_true'/5: a goal that left no choicepoint is over.
	em.Inferences++
	if q.Deterministic() {
		lq.ghosts = q.Ghosts()
		lq.closeGoal()
		lq.done = lq.ghosts == 0
	}
	return true, nil
}

// exhausted is '$depth_limit_false'/3, when the goal has no more
// solutions: the call's last solution is depth_limit_exceeded if a call
// was refused on the way (d is the limit as the goal left it).
func (lq *limitQuery) exhausted(d engine.DepthLimit) (bool, error) {
	lq.done = true
	if d.Reached <= d.Limit {
		return false, nil
	}
	lq.vals = lq.vals[:0]
	for _, v := range lq.vars {
		if v == lq.result {
			lq.vals = append(lq.vals, atomDepthLimitExceeded)
		} else {
			lq.vals = append(lq.vals, v)
		}
	}
	return true, nil
}

var atomDepthLimitExceeded = engine.Intern("depth_limit_exceeded")

// Values returns the call's variables' values in its current solution.
func (lq *limitQuery) Values() []engine.Term { return lq.vals }

// HasAlternatives reports whether the call may have another solution.
func (lq *limitQuery) HasAlternatives() bool { return !lq.done }

// FailCounted reports that the call's failure counts as that of a
// counted call: '$depth_limit_false'/3 failed.
func (lq *limitQuery) FailCounted() bool { return true }

// Close abandons the call's remaining solutions.
func (lq *limitQuery) Close() {
	lq.done = true
	lq.closeGoal()
}

// closeGoal closes the goal's query on the depth-limited core.
func (lq *limitQuery) closeGoal() {
	if !lq.q.done {
		lq.b.close(lq.b.em, lq.q)
	}
}
