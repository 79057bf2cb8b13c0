package wam

import (
	"github.com/goprolog/goprolog/internal/engine"
)

// Calls under call_with_depth_limit/3's limit on the core. The engine's
// built-in keeps the limit (engine.DepthLimit) and runs the goal as
// SWI-Prolog's Prolog definition does; the solver counts the levels of
// the calls it makes, and hands a call of a predicate with the bridge's
// fast path to the core when the core counts the levels of that
// predicate's calls as it would (Bridge.depthLimited). Those calls run
// on cores of their own (Bridge.llevels), whose code is compiled for
// tracing, with no tracer (Machine.limitOf): the depth that the tracer
// keeps of the clause running (Machine.tdepth) is the solver's level,
// and the Call port of each call (opTracePort, traceEnter) is where the
// limit is checked (limitEnter).
//
// The levels are not the tracer's depths: the solver runs a goal that
// SWI-Prolog compiles to an instruction (=/2; ==/2, \==/2 and the type
// tests on variables bound by then; Y is X+I into a fresh Y) at no level
// of its own, while the tracer shows each as a call, and under a limit
// every call is a level below its caller, a last call too. So the code
// of a depth-limited core calls each predicate with clauses a level
// down, in a frame that takes the caller's level back (the tracer's
// opTraceBack), and calls each built-in that the solver counts as a
// level through a predicate of its own (levelGoal), whose Call port is
// a level down too; the built-ins that count no level run in line. Control
// constructs, whose predicates on the core are aux ones, run at their
// caller's level, as the solver runs them in line.
//
// The core runs such a call only when it can count every level the way
// the solver does (limitable): the predicate, and every one its clauses
// call, is one the core runs, whose clauses hold only calls of such
// predicates, control constructs, cut, the built-ins of limitBuiltins,
// each classified as the engine's compiler classifies it (limitScan),
// clause/2, between/3, length/2, call/N and the library's findall/3,4,
// forall/2, once/1, ignore/1, not/1, bagof/3 and setof/3 of calls of
// such predicates or control constructs of them spelled out, catch/3 of
// a goal spelled out whose recovery is a call, a built-in's goal or
// such a control construct (see depthlimit_meta.go), and calls of
// tables of facts, each a level (see Bridge.entry). Meta-calls of goals
// known only at run time, the other meta-predicates, meta-calls of
// goals that hold a built-in's goal, retract/1, tabled predicates and
// dynamic predicates that hold rules stay with the solver.

// limitBuiltins are the built-ins, besides =/2, the type tests and
// arithmetic, whose calls a depth-limited core runs: those the core runs
// on the heap or calls (output, conversions, the standard order), each
// a level of its own as the solver calls it, whose alternatives, if it
// leaves any, reach no level when backtracking takes them, on the core
// as on the solver.
var limitBuiltins = map[functor]bool{}

func init() {
	for f, kind := range foreignBuiltins {
		if f.name.Name != "" && f.name.Name[0] == '$' || f == atomLength || f == atomBetween {
			continue
		}
		if kind == output || kind == binding {
			limitBuiltins[f] = true
		}
	}
	// Attributes, global variables and destructive assignment stay
	// with the solver.
	for _, f := range []functor{{engine.Intern("put_attr"), 3}, {engine.Intern("get_attr"), 3},
		{engine.Intern("del_attr"), 2}, {engine.Intern("attvar"), 1}, {engine.Intern("get_attrs"), 2},
		{engine.Intern("term_attvars"), 2}, {engine.Intern("setarg"), 3}, {engine.Intern("nb_setarg"), 3},
		{engine.Intern("nb_setval"), 2}, {engine.Intern("b_setval"), 2}, {engine.Intern("b_getval"), 2},
		{engine.Intern("nb_getval"), 2}} {
		delete(limitBuiltins, f)
	}
	limitBuiltins[functor{engine.Intern(`\=`), 2}] = true
}

// limitModelTests are the tests that the engine marks as SWI-Prolog 9
// compiles them (see engine.Machine.SetModelTest, builtins' modelTests):
// a call of one on variables bound by then and constants is no level.
var limitModelTests = map[functor]bool{
	{engine.Intern("=="), 2}: true, {engine.Intern(`\==`), 2}: true,
	{engine.Intern("var"), 1}: true, {engine.Intern("nonvar"), 1}: true,
	{engine.Intern("atom"), 1}: true, {engine.Intern("integer"), 1}: true,
	{engine.Intern("float"), 1}: true, {engine.Intern("number"), 1}: true,
	{engine.Intern("atomic"), 1}: true, {engine.Intern("compound"), 1}: true,
	{engine.Intern("callable"), 1}: true, {engine.Intern("string"), 1}: true,
}

// maxLimitNesting bounds the nesting of a clause body that limitScan
// walks, as the engine compiles a body with more control constructs
// than that otherwise (all its variables made at its start).
const maxLimitNesting = 200

// limitMachine returns the core of the current program at the given
// level that runs calls under a depth limit, made when first needed.
func (b *Bridge) limitMachine(level int) *Machine {
	return levelMachine(&b.llevels, level, func() *Machine {
		m := b.newMachine(level, false)
		m.traceCode, m.limitOf = true, b.em
		m.traceCodeInit()
		return m
	})
}

// depthLimited is the engine's DepthLimited hook: the fast path of p
// runs a call under the limit, whose clauses run at level, when p is the
// bridge's and a depth-limited core counts the levels of its calls.
func (b *Bridge) depthLimited(em *engine.Machine, p *engine.Pred, level int) bool {
	if g := em.ProgramGeneration(); g != b.gen {
		return false // the fast path is about to go (see hook)
	}
	if _, ours := b.ours[p]; !ours || b.level >= maxLevels || !b.limitOK(p) {
		return false
	}
	b.limitLevel = level
	return true
}

// limitOK reports whether a depth-limited core runs p (see the comment
// at the top of this file).
func (b *Bridge) limitOK(p *engine.Pred) bool { return closedUnder(p, b.limitable, b.limitCalls) }

// limitCalls returns the predicates that p's clauses call, and false
// when p or a goal of its clauses is not one that a depth-limited core
// runs.
func (b *Bridge) limitCalls(p *engine.Pred) ([]*engine.Pred, bool) {
	if factTable(p) || staticFactTable(p) {
		return nil, true
	}
	if !b.staticClauses(p) || b.member2001(p) {
		return nil, false
	}
	for _, cl := range p.Clauses() {
		h, body := b.em.ClauseTerms(cl)
		if _, ok := b.limitBody(nil, h, body); !ok {
			return nil, false
		}
	}
	return b.callees[p], true
}

// limitBody returns body, the body of a clause whose head is head, as a
// depth-limited core compiles it: each call of a built-in that the
// solver counts as a level is a call of a predicate of its own, made in
// m (none is made when m is nil, see levelGoal). It returns false when a goal of body is not one
// such a core runs.
func (b *Bridge) limitBody(m *Machine, head, body engine.Term) (engine.Term, bool) {
	if controlNodes(body) > bigControl {
		return nil, false
	}
	s := &limitScan{b: b, m: m, inited: map[*engine.Var]bool{}, occ: map[*engine.Var]int{}}
	countVars(head, s.occ)
	// Only the head's variables are set when the body starts.
	for v := range s.occ {
		s.inited[v] = true
	}
	countVars(body, s.occ)
	return walkBody(body, s, m != nil)
}

// bigControl is the engine compiler's bigBody: past that many control
// constructs, a body's variables are all made at its start.
const bigControl = 256

// controlNodes counts the control constructs of body as the engine's
// compiler does (its controlCount), up to just past bigControl.
func controlNodes(body engine.Term) int {
	n := 0
	for stack := []engine.Term{body}; len(stack) > 0 && n <= bigControl; {
		x, ok := engine.Deref(stack[len(stack)-1]).(*engine.Compound)
		stack = stack[:len(stack)-1]
		if !ok {
			continue
		}
		f := functor{x.Name, len(x.Args)}
		switch {
		case f == atomCatch:
			n++
			stack = append(stack, x.Args[0])
		case control[f]:
			n++
			stack = append(stack, x.Args...)
		}
	}
	return n
}

// countVars adds to counts the occurrences of each variable of t.
func countVars(t engine.Term, counts map[*engine.Var]int) {
	for stack := []engine.Term{t}; len(stack) > 0; {
		u := engine.Deref(stack[len(stack)-1])
		stack = stack[:len(stack)-1]
		switch x := u.(type) {
		case *engine.Var:
			counts[x]++
		case *engine.Compound:
			stack = append(stack, x.Args...)
		}
	}
}

// limitScan walks a clause body in the order in which the engine's
// compiler compiles it, knowing, as it does, which variables are set
// on every path to the goal at hand (inited), so as to classify the
// goals as its instructions are: a test of variables set by then is
// no call, a test of a variable at its first occurrence is.
type limitScan struct {
	b      *Bridge
	m      *Machine
	inited map[*engine.Var]bool
	occ    map[*engine.Var]int // occurrences in the whole clause
}

// goal is limitScan's step of walkBody: it goes into conjunctions and
// control constructs, setting the variables that the compiler sets
// before a control construct, and replaces each other goal by what the
// core compiles under a depth limit (see call); nest is bounded by
// maxLimitNesting.
func (s *limitScan) goal(g engine.Term, f functor, args []engine.Term, nest int) (bodyStep, []engine.Term, engine.Term) {
	if nest > maxLimitNesting {
		return stepStop, nil, nil
	}
	switch {
	case f.name == nil:
		return stepStop, nil, nil
	case simpleControl(f):
		return stepLeaf, nil, g
	case f == functor{atomComma, 2}:
		return stepInto, args, nil
	case control[f]:
		s.initShared(g.(*engine.Compound))
		return stepInto, args, nil
	}
	out, ok := s.call(f, g, args)
	if !ok {
		return stepStop, nil, nil
	}
	return stepLeaf, nil, out
}

// initShared sets, as the engine's compiler does before the control
// construct x (its initSharedVars), the variables of x not yet set that
// do not occur in one branch only (an if-then-else's condition and
// then-part counting as one).
func (s *limitScan) initShared(x *engine.Compound) {
	arms := []engine.Term{x}
	if x.Name == atomSemi && len(x.Args) == 2 {
		arms = []engine.Term{x.Args[0], x.Args[1]}
	}
	counts := make([]map[*engine.Var]int, len(arms))
	for i, a := range arms {
		counts[i] = map[*engine.Var]int{}
		countVars(a, counts[i])
	}
	here := map[*engine.Var]int{}
	countVars(x, here)
	for v := range here {
		if s.inited[v] {
			continue
		}
		local := false
		for _, n := range counts {
			if n[v] == s.occ[v] {
				local = true
			}
		}
		if !local {
			s.inited[v] = true
		}
	}
}

// argKinds are the kinds of a goal's arguments as the engine's compiler
// makes them (its argSources).
const (
	limitRead  = iota // a variable set by then
	limitFirst        // a variable at its first occurrence
	limitBuild        // a compound with variables
	limitConst        // an atomic term or a ground compound
)

// argKind returns the kind of a goal's argument t, and sets its
// variables, as the compiler's template of the argument does.
func (s *limitScan) argKind(t engine.Term) int {
	switch x := engine.Deref(t).(type) {
	case *engine.Var:
		if s.inited[x] {
			return limitRead
		}
		s.inited[x] = true
		return limitFirst
	case *engine.Compound:
		vars := map[*engine.Var]int{}
		countVars(x, vars)
		if len(vars) == 0 {
			return limitConst
		}
		for v := range vars {
			s.inited[v] = true
		}
		return limitBuild
	}
	return limitConst
}

// call returns the goal x of f, with arguments args, as the core
// compiles it under a depth limit, or false.
func (s *limitScan) call(f functor, x engine.Term, args []engine.Term) (engine.Term, bool) {
	if c, ok := x.(*engine.Compound); ok {
		if f == atomCatch {
			return s.limitCatch(c)
		}
		if out, handled, ok := s.metaCall(f, c); handled {
			return out, ok
		}
	}
	if (f == atomClause || f == atomBetween || f == atomLength) && s.b.isForeign(f) {
		// clause/2, between/3 and length/2, built-ins the solver
		// calls, are a level of their own, whose redos reach no level;
		// the core runs them itself (see callgoal.go, between.go,
		// length.go).
		for _, a := range args {
			s.argKind(a)
		}
		if s.m == nil {
			return x, true
		}
		return s.m.levelGoal(f, x)
	}
	switch {
	case f.name == engine.AtomCall, f == atomCatch, f == atomLength, f == atomBetween, f == atomRepeat,
		f == atomClause, f == atomRetract, f == atomPredProp, f == atomTblClauses, f == atomApply:
		// Meta-calls, and the goals the core compiles as its own.
		return nil, false
	}
	if c, ok := x.(*engine.Compound); ok {
		if _, ok := s.b.specialize(c); ok {
			return nil, false
		}
	}
	if q := s.b.em.Lookup(f.name, f.arity); q != nil && !q.IsForeign() {
		if !limitClauses(q, f) {
			return nil, false
		}
		for _, a := range args {
			s.argKind(a)
		}
		return x, true
	}
	if !s.b.isForeign(f) && !s.b.coreBuiltin(f) {
		return nil, false
	}
	level := true
	switch {
	case f == (functor{engine.AtomEqual, 2}):
		// Unified in line.
		for _, a := range args {
			s.argKind(a)
		}
		level = false
	case limitModelTests[f]:
		vars, consts := 0, 0
		for _, a := range args {
			switch s.argKind(a) {
			case limitRead:
				vars++
			case limitConst:
				consts++
			}
		}
		level = vars == 0 || vars+consts != len(args)
	case f == (functor{engine.Intern("is"), 2}):
		if y, ok := engine.Deref(args[0]).(*engine.Var); ok && !s.inited[y] && occursIn(y, args[1]) {
			// Y is E, Y new and in E, raises an error that the core's
			// compiler counts one inference more than the solver's.
			return nil, false
		}
		level = !s.inlineIs(args)
	default:
		if _, rel := arithRels[f]; !rel && !limitBuiltins[f] {
			return nil, false
		}
		for _, a := range args {
			s.argKind(a)
		}
	}
	if !level {
		return x, true
	}
	if s.m == nil {
		return x, true
	}
	return s.m.levelGoal(f, x)
}

// limitClauses reports whether a call of q, a predicate of f defined by
// clauses, is one whose clauses a depth-limited core runs. A library
// predicate with a fast path whose calls the core runs as a built-in,
// where the solver runs its clauses under a limit, stays with the
// solver, as do dynamic, tabled and undefined predicates.
func limitClauses(q *engine.Pred, f functor) bool {
	if factTable(q) {
		return true
	}
	_, listed := foreignBuiltins[f]
	return !q.IsDynamic() && !q.IsTabled() && q.NumberOfClauses() > 0 && !listed && !isInline(f)
}

// occursIn reports whether v occurs in t.
func occursIn(v *engine.Var, t engine.Term) bool {
	vars := map[*engine.Var]int{}
	countVars(t, vars)
	return vars[v] > 0
}

// levelGoal returns the goal that runs x, a goal of the built-in f, as
// a level of its own: a call of a predicate whose one clause runs x,
// whose arguments are x's variables. The clause holds x's arguments as
// they are, so that the built-in's call counts as x's in the clause
// would (an argument that is no variable makes a failing call of a
// built-in in line count no more, see engine.Costs.FVFail); its call
// counts nothing, and its Call port is x's level (see limitEnter).
func (m *Machine) levelGoal(f functor, x engine.Term) (engine.Term, bool) {
	p, head := m.newPred("$wam_level", termVars(x))
	p.aux = true
	p.tr = &traceInfo{fn: f, down: 1}
	raw := m.rawCode
	m.rawCode = true
	err := m.AddClause(engine.NewCompound(atomNeck, head, x))
	m.rawCode = raw
	return head, err == nil
}

// inlineIs reports whether Y is E, args, is one that the solver runs as
// SWI-Prolog's instruction, at no level (the engine's inlineIs): Y a
// variable at its first occurrence that occurs again, E X+I, I+X or
// X-I, X a variable, I an integer of at most 25 bits.
func (s *limitScan) inlineIs(args []engine.Term) bool {
	y, isVar := engine.Deref(args[0]).(*engine.Var)
	first := s.argKind(args[0]) == limitFirst
	kind := s.argKind(args[1])
	if !isVar || !first || s.occ[y] == 1 || kind != limitBuild {
		return false
	}
	return engine.AddsSmallInt(args[1], y)
}

// limitEnter is traceEnter on a depth-limited core: a call of a
// predicate with clauses or of a built-in's levelGoal is a level below
// its caller, which reaches that level and is refused past the limit
// (the call fails); its clauses run a level down, in a frame that takes
// the caller's level back after them. A control construct's predicate
// runs at its caller's level; the predicate of a control construct
// that the solver meta-calls (tr.down 0, see limitPredicate) runs a
// level down, where the solver compiles it, at a level that it neither
// reaches nor is refused. With no limit in force (a goal that goes on
// after its call_with_depth_limit/3 is over), the levels are only kept.
func (m *Machine) limitEnter(p *pred) (bool, error) {
	if p.src == nil && p.tr == nil {
		return true, nil
	}
	level := m.tdepth + 1
	if d := m.limitOf.DepthLimit(); d.On && (p.tr == nil || p.tr.down != 0) {
		if int(level) > d.Reached {
			d.Reached = int(level)
			m.limitOf.SetDepthLimit(d)
		}
		if int(level) > d.Limit {
			// The solver refuses the call after counting it. A
			// predicate of the core's own that counts nothing (see
			// limitCatch) stands for a call counted already.
			if p.src != nil || p.uncounted {
				if !p.uncounted {
					m.Inferences++
				}
			} else if q := m.limitOf.Lookup(p.tr.fn.name, p.tr.fn.arity); q == nil || q.CountsInference() {
				m.Inferences++
			}
			return false, nil
		}
	}
	if err := m.pushFrame(2); err != nil {
		return false, err
	}
	m.stack[m.e+frameY+1] = mkInt(int64(m.tdepth))
	m.cp = m.traceBackPC
	m.tdepth = level
	return true, nil
}

// atomDepthLimitCall is call_with_depth_limit/3.
var atomDepthLimitCall = functor{engine.Intern("call_with_depth_limit"), 3}

// engineGoals are the built-ins that only the engine's solver runs and
// that a clause the core runs calls as a nested query of the engine
// ('$wam_engine_call'/1), as it meta-calls a goal the engine solves: the
// clause stays on the core, and only the goal goes to the engine.
// call_with_depth_limit/3 counts the levels of its goal's calls on the
// solver (see the comment at the top of this file); with no limit in
// force its Result is measured from the call's own level, which the
// nested query starts again. A call whose goal a depth-limited core runs
// goes there instead (see depthlimit_call.go).
var engineGoals = map[functor]bool{atomDepthLimitCall: true}
