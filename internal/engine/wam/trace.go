package wam

import (
	"github.com/goprolog/goprolog/internal/engine"
)

// The debugger on the core. The bridge runs a traced program on cores of
// their own (Bridge.dlevels), whose code is compiled for tracing
// (Machine.traceCode): a goal of a built-in is a call of a predicate
// that runs it (traceWrapper), so that the built-in has ports as the
// engine's solver shows them; clauses have no prechecks, whose guards
// the solver calls as goals when tracing; and each clause marks, after
// its head, that the choicepoint of its call has an alternative to redo
// (opTraceNeck). The ports themselves are the engine's
// (engine.Machine.TracePort): the core only says when they are reached,
// at which depth, with which goal.
//
// A call of a traced predicate is an opTracePort before the ordinary
// opExecute, so that untraced code's call entry has no tracer branch.
// opTracePort reports the Call port, then pushes a frame that holds its goal and its caller's
// depth, whose continuation is the code at traceExitPC (opTraceExit:
// report the Exit port, restore the depth, return), and a choicepoint
// under the call whose alternative is the code at traceFailPC
// (opTraceFail: report the Fail port, go on failing). Backtracking into the alternatives of a
// traced predicate whose clause got past its head reports its Redo port
// first (backtrack, opTraceRedo). The depth is the engine solver's:
// a traced call's clauses run one level below its caller's, the
// predicates of control constructs and the wrappers' clauses at their
// caller's level (as the solver runs control constructs in line). A
// predicate that the engine called runs at the depth the engine gives
// (engine.Machine.TraceCalleeDepth), and its Call, Exit and Fail ports
// are the engine's.

// traceInfo is what the tracer shows of a traced predicate's calls: the
// name and arity of its goals and the engine's predicate (a spy point).
type traceInfo struct {
	fn functor
	ep *engine.Pred
	// down is the levels below the caller's at which the clauses run:
	// 1, or for call/N of a plain goal 0, as the solver runs the goal
	// of call/N at call/N's level (but a control construct one below).
	down int32
	// tmpl, for the predicate of a call/N, is the goal shown, whose
	// variables vars are the predicate's arguments.
	tmpl engine.Term
	vars []engine.Term
}

// tracing reports whether the machine's calls report their ports now.
func (m *Machine) tracing() bool {
	return m.Debugger != nil && m.Debugger.Debug && m.Debugger.Tracer != nil
}

// traceCodeInit lays out the code of the tracer's continuations, once.
func (m *Machine) traceCodeInit() {
	m.traceExitPC = len(m.code)
	m.code = append(m.code, instr{op: opTraceExit}, instr{op: opDeallocate}, instr{op: opProceed})
	m.traceBackPC = len(m.code)
	m.code = append(m.code, instr{op: opTraceBack}, instr{op: opDeallocate}, instr{op: opProceed})
	m.traceFailPC = len(m.code)
	m.code = append(m.code, instr{op: opTraceFail})
	m.traceRedoPC = len(m.code)
	m.code = append(m.code, instr{op: opTraceRedo})
	m.traceFail = &pred{fn: functor{engine.Intern("$wam_trace_fail"), 2}, aux: true, quietRedo: true}
	m.traceFail.clauses = []clauseCode{{start: m.traceFailPC}, {start: m.traceFailPC}}
	m.traceFail.all = []int32{0, 1}
}

// goalCell builds the goal of a call of fn on the heap from the
// argument registers.
func (m *Machine) goalCell(fn functor, n int) cell {
	if n == 0 {
		return mkAtom(m.atomIndex(fn.name))
	}
	m.grow(n + 1 + m.margin)
	g := m.h
	m.heap[g] = mkFun(m.functorIndex(fn))
	copy(m.heap[g+1:g+1+n], m.regs[:n])
	m.h += n + 1
	return mkStr(g)
}

// traceEnter runs the Call port of a call of p with n arguments, and
// arranges its Exit and Fail ports, before p's clauses are selected; for
// an untraced call, it sets the depth of p's clauses. notLast says the
// call is not a last call. It returns false when the tracer fails the
// call.
func (m *Machine) traceEnter(p *pred, n int, notLast bool) (bool, error) {
	if m.quietEntry {
		// The engine called p and reports its ports.
		m.quietEntry = false
		return true, nil
	}
	if m.limitOf != nil {
		return m.limitEnter(p)
	}
	if p.tr == nil && len(p.clauses) == 0 && p.dyn == nil {
		m.traceUndefined(p)
	}
	if p.tr == nil {
		if p.src != nil && notLast {
			// An untraced predicate's clauses run a level down, in a
			// frame that takes the caller's level back after them;
			// a last call's run at the caller's level, as do a
			// control construct's.
			if err := m.pushFrame(2); err != nil {
				return false, err
			}
			m.stack[m.e+frameY+1] = mkInt(int64(m.tdepth))
			m.cp = m.traceBackPC
			m.tdepth++
		}
		return true, nil
	}
	if !m.tracing() {
		return true, nil
	}
	depth := m.tdepth
	var goal cell
	if p.tr.tmpl != nil {
		vars := make(map[*engine.Var]cell, len(p.tr.vars))
		for k, v := range p.tr.vars {
			vars[v.(*engine.Var)] = m.regs[k]
		}
		var err error
		if goal, err = m.putTerm(p.tr.tmpl, vars); err != nil {
			return false, err
		}
	} else {
		goal = m.goalCell(p.tr.fn, n)
	}
	act, err := m.Debugger.TracePort("call", int(depth), m.portTerm(goal, int(depth), p.tr.ep), p.tr.ep)
	if err != nil || act == engine.TraceFail {
		return false, err
	}
	if err := m.pushFrame(2); err != nil {
		return false, err
	}
	m.stack[m.e+frameY] = goal
	m.stack[m.e+frameY+1] = mkInt(int64(depth))
	m.cp = m.traceExitPC
	// The Fail port's choicepoint saves the goal and the depth as its
	// registers.
	etop := m.frameEnd(m.e)
	if k := len(m.choices); k > 0 {
		etop = max(etop, m.choices[k-1].etop)
	}
	m.choices = append(m.choices, choicepoint{
		e: m.e, cp: m.cp, h: m.h, tr: len(m.trail), etop: etop,
		pred: m.traceFail, cands: m.traceFail.all, next: 1, args: len(m.saved), n: 2, bags: len(m.bags),
	})
	m.saved = append(m.saved, goal, mkInt(int64(depth)))
	m.traceChoice()
	m.tdepth = depth + p.tr.down
	return true, nil
}

// traceMetaEnter is traceEnter for p, the predicate of a goal that a
// meta-call resolved when it ran: the goal's call is the meta-call's
// last, in its place. The clauses of a tabled predicate that the
// tabling driver runs (clauses) have no Call, Exit or Fail port, as the
// solver runs them as a clause body of the driver's; they run a level
// down, and backtracking into them shows their Redo ports.
func (m *Machine) traceMetaEnter(p *pred, n int, clauses bool) (bool, error) {
	if m.limitOf != nil {
		return true, nil
	}
	if clauses {
		m.tdepth++
		return true, nil
	}
	return m.traceEnter(p, n, false)
}

// traceCleanup sets the depth of g, a cleanup goal that a divert is
// about to call (see cleanup.go): the solver runs it as a query of its
// own (engine.Machine.Once), at the query's level, the goals of a
// control construct too, which a meta-call runs a level down (see
// dynTarget).
func (m *Machine) traceCleanup(g cell) {
	if m.limitOf != nil {
		return
	}
	m.tdepth = 0
	if g = m.deref(g); g.tag() == tagStr && control[m.functors[m.heap[g.val()].val()]] {
		m.tdepth = -1
	}
}

// traceWakeEnter is traceEnter for p, '$wakeup'/1, called to run the
// wake-ups due (see wakeGoal): its clauses run a level down, as the
// solver calls it, from the clause that bound the variables, or from
// the caller of the built-in that did (the solver runs a built-in in
// its caller's frame), whose wrapper's clause is one level down.
func (m *Machine) traceWakeEnter(p *pred) error {
	if m.limitOf != nil {
		return nil
	}
	// The environment is the wake-up's resume frame (see wakeGoal),
	// which holds the continuation and the environment of the clause
	// that bound the variables.
	e := int(m.stack[m.e+frameCE].intVal())
	if int(m.stack[m.e+frameCP].intVal()) == m.traceExitPC {
		if f, ok := m.cellFunctor(m.stack[e+frameY]); ok && m.traceWrappers[f] != nil {
			m.tdepth--
		}
	}
	_, err := m.traceEnter(p, 1, true)
	return err
}

// tracedBuiltinCall returns, in a traced run, the call of the engine's
// built-in clause/2 or predicate_property/2 of goal, whose ports the
// core showed (see traceCallsAs) when its instruction left the goal to
// the engine: the built-in is called itself, not solved as a query,
// which the engine would trace again. It returns nil otherwise.
func (m *Machine) tracedBuiltinCall(goal engine.Term) EngineQuery {
	x, ok := goal.(*engine.Compound)
	if !ok || !m.tracing() || m.ForeignRedo == nil {
		return nil
	}
	if f := (functor{x.Name, len(x.Args)}); f != atomClause && f != atomPredProp {
		return nil
	}
	p := m.Debugger.Lookup(x.Name, len(x.Args))
	if p == nil || !p.IsForeign() {
		return nil
	}
	return &builtinCall{m: m, p: p, args: x.Args}
}

// builtinCall is a call of the engine's built-in p on args as an
// EngineQuery: its first answer is the call's, the others those of the
// alternatives it left.
type builtinCall struct {
	m      *Machine
	p      *engine.Pred
	args   []engine.Term
	called bool
	more   EngineQuery
}

func (c *builtinCall) Next() (bool, error) {
	if c.called {
		if c.more == nil {
			return false, nil
		}
		return c.more.Next()
	}
	c.called = true
	// clause/2 and predicate_property/2 keep no state about the core's
	// variables: no host.
	ok, more, err := c.m.ForeignRedo(nil, c.p, c.args)
	c.more = more
	return ok, err
}

func (c *builtinCall) HasAlternatives() bool { return c.more != nil && c.more.HasAlternatives() }

func (c *builtinCall) FailCounted() bool { return c.more != nil && c.more.FailCounted() }

func (c *builtinCall) Close() {
	if c.more != nil {
		c.more.Close()
	}
}

// traceUndefined makes the calls of p, a predicate with no clauses
// (see Machine.unknown), traced: the solver shows the Call port of a
// goal that raises the unknown-procedure error, and the Fail port of
// one that fails under unknown=fail.
func (m *Machine) traceUndefined(p *pred) {
	if p.fn.name.Name == "" || p.fn.name.Name[0] != '$' {
		p.tr = m.traceInfoOf(p.fn, 1)
	}
}

// traceExit runs the Exit port of the call whose frame is the current
// environment, and goes back to its caller's depth.
func (m *Machine) traceExit() error {
	goal, depth := m.stack[m.e+frameY], int(m.stack[m.e+frameY+1].intVal())
	m.tdepth = int32(depth)
	if m.Debugger == nil {
		return nil
	}
	_, err := m.Debugger.TracePort("exit", depth, m.portTerm(goal, depth, nil), nil)
	return err
}

// traceFailPort runs the Fail port of the call whose goal and depth
// backtracking restored into registers 0 and 1.
func (m *Machine) traceFailPort() error {
	if m.Debugger == nil {
		return nil
	}
	depth, ep := int(m.regs[1].intVal()), m.portPred(m.regs[0])
	_, err := m.Debugger.TracePort("fail", depth, m.portTerm(m.regs[0], depth, ep), ep)
	return err
}

// traceRedo runs the Redo port of the call whose alternatives
// backtracking resumed (see backtrack): its arguments are in the
// registers again.
func (m *Machine) traceRedo() {
	if !m.tracing() {
		return
	}
	p := m.tracedRedo
	depth := int(m.tdepth) - 1
	if p == nil {
		// A call of facts, whose goal its frame holds.
		ep := m.portPred(m.redoGoal)
		m.Debugger.TracePort("redo", depth, m.portTerm(m.redoGoal, depth, ep), ep)
		return
	}
	goal := m.goalCell(p.tr.fn, p.fn.arity)
	m.Debugger.TracePort("redo", depth, m.portTerm(goal, depth, p.tr.ep), p.tr.ep)
}

// portTerm is the goal at c that a port at depth of a call of ep shows,
// read out of the heap (traceTerm), or nil when the port does not reach
// the tracer (see engine.Machine.PortShown).
func (m *Machine) portTerm(c cell, depth int, ep *engine.Pred) engine.Term {
	if !m.Debugger.PortShown(depth, ep) {
		return nil
	}
	return m.traceTerm(c)
}

// portPred returns the engine's predicate of the goal at c, for its spy
// point.
func (m *Machine) portPred(c cell) *engine.Pred {
	if f, ok := m.cellFunctor(c); ok {
		return m.Debugger.Lookup(f.name, f.arity)
	}
	return nil
}

// cellFunctor returns the functor of the goal at c.
func (m *Machine) cellFunctor(c cell) (functor, bool) {
	switch c = m.deref(c); c.tag() {
	case tagAtom:
		return functor{m.atoms[c.val()], 0}, true
	case tagStr:
		return m.functors[m.heap[c.val()].val()], true
	}
	return functor{}, false
}

// traceAs makes the calls of p, the core's form of the engine's
// predicate q, traced as q's, in code compiled for tracing.
func (m *Machine) traceAs(p *pred, q *engine.Pred) {
	if m.traceCode && m.limitOf == nil && engine.Traced(q) {
		p.tr = &traceInfo{fn: p.fn, ep: q, down: 1}
	}
}

// traceWrapper returns the predicate whose one clause runs a goal of the
// built-in f on its arguments, compiled as a clause that is not traced,
// whose calls are traced as goals of f.
func (m *Machine) traceWrapper(f functor) *pred {
	if p := m.traceWrappers[f]; p != nil {
		return p
	}
	args := make([]engine.Term, f.arity)
	for k := range args {
		args[k] = new(engine.Var)
	}
	name := engine.Intern("$wam_traced " + f.name.Name)
	p := m.lookup(functor{name, f.arity})
	p.aux = true
	p.tr = m.traceInfoOf(f, 1)
	if m.traceWrappers == nil {
		m.traceWrappers = map[functor]*pred{}
	}
	m.traceWrappers[f] = p
	raw := m.rawCode
	m.rawCode = true
	err := m.AddClause(engine.NewCompound(atomNeck, goalOf(name, args), goalOf(f.name, args)))
	m.rawCode = raw
	if err != nil {
		return nil
	}
	return p
}

// tracedBuiltin returns the predicate whose calls run and trace goals
// of the built-in f (see traceWrapper), in code compiled for tracing,
// or nil for a built-in that the solver does not trace (true/0, fail/0,
// false/0, the compiler's own goals) or code that is not traced.
func (m *Machine) tracedBuiltin(f functor) *pred {
	if !m.traceCode || m.rawCode || m.limitOf != nil {
		return nil
	}
	if f.name == nil || f.arity == 0 && (f.name == atomFail || f.name == atomFalse || f.name == atomTrue) || f.name.Name != "" && f.name.Name[0] == '$' {
		return nil
	}
	return m.traceWrapper(f)
}

// traceCallsAs makes the calls of the core's predicate p traced as
// goals of f, whose clauses run down levels below the caller's (see
// traceInfo.down), in code compiled for tracing: the instructions of
// clause/2 and predicate_property/2, the core's call/N of a goal known
// only at run time (whose goal runs at call/N's level, a control
// construct a level down, see dynTarget, as the solver runs them), and
// the predicate that calls a tabled predicate through the tabling
// driver (see tabledPred).
func (m *Machine) traceCallsAs(p *pred, f functor, down int32) {
	if !m.traceCode || m.rawCode || m.limitOf != nil || p == nil || p.tr != nil {
		return
	}
	p.tr = m.traceInfoOf(f, down)
}

// traceInfoOf is the traceInfo of calls traced as goals of f.
func (m *Machine) traceInfoOf(f functor, down int32) *traceInfo {
	tr := &traceInfo{fn: f, down: down}
	if m.Debugger != nil {
		tr.ep = m.Debugger.Lookup(f.name, f.arity)
	}
	return tr
}

// tracedGoal returns the goal that calls g, a goal of a built-in, in
// code compiled for tracing: a call of its wrapper (see traceWrapper).
// It returns false for a goal that is not a built-in's, or that the
// solver does not trace (fail/0, the compiler's own goals).
func (m *Machine) tracedGoal(g engine.Term) (engine.Term, bool) {
	f, args := goalFunctor(g)
	if !isInline(f) && m.foreign[f] == nil && f != atomLength && f != atomBetween && f != atomRepeat {
		return nil, false
	}
	p := m.tracedBuiltin(f)
	if p == nil {
		return nil, false
	}
	return goalOf(p.fn.name, args), true
}

// traceChoice notes the tracer's of the choicepoint just made.
func (m *Machine) traceChoice() {
	k := len(m.choices) - 1
	for len(m.traceChoices) <= k {
		m.traceChoices = append(m.traceChoices, choiceTrace{})
	}
	m.traceChoices[k] = choiceTrace{depth: m.tdepth}
}

// traceResume is where backtracking into b goes on, instead of pc, the
// clause it resumes: at the depth b was made at, after the Redo port of
// b's call when b is a traced predicate's choicepoint whose clause got
// past its head.
//
//go:noinline
func (m *Machine) traceResume(b *choicepoint, pc int) int {
	// b is the newest choicepoint, or was until backtracking took it.
	k := len(m.choices)
	if k > 0 && &m.choices[k-1] == b {
		k--
	}
	t := &m.traceChoices[k]
	m.tdepth = t.depth
	if b.h < m.traceNamesTop {
		for i := range m.traceNames {
			if i >= b.h {
				delete(m.traceNames, i)
			}
		}
		m.traceNamesTop = b.h
	}
	entered := t.entered
	t.entered = false
	switch {
	case t.callRedo:
		m.tracedRedo, m.redoGoal, m.redoPC = nil, m.stack[b.e+frameY], pc
		return m.traceRedoPC
	case entered && b.pred.tr != nil:
		m.tracedRedo, m.redoPC = b.pred, pc
		return m.traceRedoPC
	}
	return pc
}

// traceCallRedo marks the choicepoint just made, of a call of facts,
// as one whose retry is a Redo of the call, when the call is traced:
// when its frame is that of the call's ports (see traceEnter).
func (m *Machine) traceCallRedo() {
	if m.traceCode && m.cp == m.traceExitPC && m.tracing() {
		m.traceChoices[len(m.choices)-1].callRedo = true
	}
}

// traceTerm reads a goal out of the heap for a port. A variable is shown
// as the same engine variable at every port, as the solver shows it,
// until backtracking takes its cell away (traceResume) or a collection
// moves it; the variables of the calls that the engine made are its own
// (see Query.nameVars).
func (m *Machine) traceTerm(c cell) engine.Term {
	if m.traceNames == nil || m.traceGC != m.gcRuns || len(m.traceNames) > maxTraceNames {
		m.traceNames, m.traceGC, m.traceLent = map[int]*engine.Var{}, m.gcRuns, m.traceLent[:0]
	}
	if len(m.traceLent) > maxTraceNames {
		m.traceNames, m.traceLent = map[int]*engine.Var{}, m.traceLent[:0]
	}
	lent := m.traceLent[:0]
	for _, i := range m.traceLent {
		// A variable that a goal the engine solved bound stays bound
		// there until the engine backtracks: a cell that backtracking
		// on the core unbound first gets a name of its own.
		v, ok := m.traceNames[i]
		switch {
		case !ok:
		case i < m.h && (m.heap[i] == mkRef(i) || m.heap[i] == mkAttv(i)) && engine.Deref(v) != v:
			delete(m.traceNames, i)
		default:
			lent = append(lent, i)
		}
	}
	m.traceLent = lent
	for _, q := range m.open {
		q.nameVars(m.traceNames)
	}
	m.showing = true
	t := m.termOfVars(c, m.traceNames)
	m.showing = false
	// The names are of cells below the heap top (see traceResume).
	m.traceNamesTop = max(m.traceNamesTop, m.h)
	return t
}

// traceNamesTo adds to names the variables that ports showed, so that a
// solution's unbound variables are the ones the ports showed.
func (m *Machine) traceNamesTo(names map[int]*engine.Var) {
	if m.traceGC != m.gcRuns {
		return
	}
	for i, v := range m.traceNames {
		if _, ok := names[i]; !ok {
			names[i] = v
		}
	}
}

// traceNamesSeed returns the names of the heap variables of a goal that
// the engine is to solve, in registers 0 to n-1: in a traced run, those
// that ports showed, so that the engine's ports show them too. The
// engine may bind them (see traceTerm).
func (m *Machine) traceNamesSeed(n int) map[int]*engine.Var {
	names := map[int]*engine.Var{}
	if !m.tracing() || m.traceGC != m.gcRuns || len(m.traceNames) == 0 {
		return names
	}
	if len(m.traceLent) > maxTraceNames {
		// Goals the engine solved while no port was shown (see
		// traceTerm, which keeps the list short).
		m.traceNames, m.traceLent = map[int]*engine.Var{}, m.traceLent[:0]
		return names
	}
	for _, c := range m.regs[:n] {
		for _, e := range m.termVars(c) {
			i := varIndex(e)
			if v, ok := m.traceNames[i]; ok && engine.Deref(v) == v {
				names[i] = v
				m.traceLent = append(m.traceLent, i)
			}
		}
	}
	return names
}

// tracePending reports whether q, a goal the engine solved for a traced
// run, would show Fail ports when backtracking reaches it.
func (m *Machine) tracePending(q EngineQuery) bool {
	t, ok := q.(interface{ HasPorts() bool })
	return ok && m.tracing() && t.HasPorts()
}

// traceRename gives the variable at j, which the variable at i was
// bound to in its place (see setAttrs), the name that ports showed for
// i: it is the same variable to the program.
func (m *Machine) traceRename(i, j int) {
	if v, ok := m.traceNames[i]; ok && m.traceGC == m.gcRuns {
		m.traceNames[j] = v
		m.traceNamesTop = max(m.traceNamesTop, j+1)
	}
}

// maxTraceNames bounds the variables that traceTerm remembers.
const maxTraceNames = 1 << 12

// portsOnly reports whether the choicepoints that q's solution left are
// no alternatives but the Fail ports of traced calls (see traceEnter):
// the engine's top level then takes the solution as the last, as it
// takes its solver's own.
func (q *Query) portsOnly() bool {
	m := q.m
	if q.done || m.traceFail == nil {
		return false
	}
	for k := range m.choices[q.base:] {
		if b := &m.choices[q.base+k]; b.pred != m.traceFail && b.pred != m.ghost && !b.spent() && !m.portsCall(q.base+k) {
			return false
		}
	}
	return true
}

// portsCall reports whether choicepoint k keeps open a goal the engine
// solved only for its Fail ports (see engineCall.ports).
func (m *Machine) portsCall(k int) bool {
	if m.choices[k].pred != m.engineRedo {
		return false
	}
	for _, ec := range m.engineCalls {
		if ec.level == k {
			return ec.ports
		}
	}
	return false
}

// tracedOwnPredicate returns the goal that runs x, a call/N of goal or
// a library meta-predicate whose clause, specialized for x, is goal, in
// code compiled for tracing: a call of a predicate of its own (see
// ownPredicate) whose calls are traced as goals x, whose clause runs down
// levels below the caller's (see traceInfo.down).
func (m *Machine) tracedOwnPredicate(x *engine.Compound, goal engine.Term, aux *[]auxJob, down int32) engine.Term {
	head := m.ownPredicate(x, goal, aux)
	f, _ := goalFunctor(head)
	tr := m.traceInfoOf(functor{x.Name, len(x.Args)}, down)
	tr.tmpl, tr.vars = x, termVars(x)
	m.lookup(f).tr = tr
	return head
}

// tracedMetaCall is tracedOwnPredicate for x, a call/N of goal: goal
// runs at call/N's level when it is no control construct, as the solver
// runs it.
func (m *Machine) tracedMetaCall(x *engine.Compound, goal engine.Term, aux *[]auxJob) engine.Term {
	down := int32(0)
	if _, ok := engine.Deref(goal).(*engine.Compound); ok && controlGoal(goal) {
		down = 1
	}
	return m.tracedOwnPredicate(x, goal, aux, down)
}

// traceCaught sets the depth of the recovery of catch/3 p, whose frame
// is choicepoint k, that caught an error: a control construct runs a
// level below the catch/3, any other goal at the level of the clause
// whose goal raised the error (one above the depth at the error, that
// of the goal's clauses), as the solver runs them.
func (m *Machine) traceCaught(p *pred, k int) {
	depth := m.traceChoices[k].depth
	if p.controlRecovery {
		m.tdepth = depth + 1
	} else {
		m.tdepth--
	}
}

// controlGoal reports whether g is a goal that the solver compiles when
// it meta-calls it, rather than calls as a predicate: a control
// construct, or true, fail, false or !.
func controlGoal(g engine.Term) bool {
	switch x := engine.Deref(g).(type) {
	case *engine.Atom:
		return x == atomTrue || x == atomFail || x == atomFalse || x == atomCut
	case *engine.Compound:
		f := functor{x.Name, len(x.Args)}
		return control[f] || f == atomCatch
	}
	return false
}
