package wam

import (
	"errors"

	"github.com/goprolog/goprolog/internal/engine"
)

// Goals the engine solves for the core. A goal the core cannot run (a
// built-in the core does not call, a predicate defined or abolished
// since the code was compiled, a goal in a traced run or under a depth
// limit that the engine traces or counts) is solved by the engine as a
// nested query (see Machine.Solve): its first solution's bindings are
// copied onto the heap, and when it leaves alternatives the query stays
// open under a choicepoint of the core whose retry asks it for the next
// one. The engine's choicepoints of such queries lie above those of the
// call that runs the core, newest last, in the order of the core's
// choicepoints that own them, so cutting or backtracking in the core
// closes them newest first (see cutTo), and the engine's own
// backtracking meets them only through the core.

// EngineQuery is a goal the engine solves for the core (engine.Query).
type EngineQuery interface {
	Next() (bool, error)
	HasAlternatives() bool
	FailCounted() bool
	Close()
}

// ErrAttributed is the error of a meta-call whose solution gave one of
// the core's variables attributes (freeze/2, dif/2, CLP(FD)): the core's
// variables carry none. The caller that began the core's query may run it
// on the engine instead (see Machine.Effects).
var ErrAttributed = errors.New("wam: a meta-call gave a variable attributes")

// ErrDeopt is the error of a meta-call that the engine is to solve while
// the core's query may still be handed back to the engine whole (see
// Machine.DeoptAllowed): the caller runs the query on the engine instead.
var ErrDeopt = errors.New("wam: a meta-call for the engine")

// callEngine has the engine solve the goal of a call/n (see dynTarget),
// binding the goal's variables on the heap as its first solution bound
// them, and leaving a choicepoint that asks for the next when there may
// be one. counted says the core counted the goal's own inference
// already, which the engine counts again; m.callN that the goal is
// call/N's, whose inference the core counted (see engineCall).
func (m *Machine) callEngine(n int, counted bool) (bool, error) {
	if m.Solve == nil {
		return false, errUnsupported{"a goal known only at run time"}
	}
	if n == 1 && m.DepthLimitCall != nil {
		if f, _, ok := m.callable(m.regs[0]); ok && f == atomDepthLimitCall {
			if ok, done, err := m.depthLimitCall(counted); done {
				return ok, err
			}
		}
	}
	if m.DeoptAllowed && m.Effects == m.EffectsMark {
		return false, ErrDeopt
	}
	callN := m.callN
	m.callN = true // for the next call, unless run says otherwise
	names := m.traceNamesSeed(n)
	args := make([]engine.Term, n)
	if err := m.termsOf(args, m.regs[:n], names); err != nil {
		return false, err
	}
	if m.host != nil && holdsStoreVar(names) {
		return false, errStoreVarOut
	}
	if len(m.bvals) > 0 && m.ArithEngine != nil {
		if err := m.bvalsToEngine(m.ArithEngine, names); err != nil {
			return false, err
		}
	}
	goal, err := engine.AddArgs(args[0], args[1:])
	if x, ok := err.(*engine.Exception); ok && (callN || !m.tracing()) {
		// Not callable: the error is call/N's, raised here as the
		// engine's call/N raises it. Its inference counts once: the
		// core counted it when the goal is call/N's; a goal that
		// catch/3 or a control construct calls counts it now. (In a
		// traced run, call/N showed its Call port when the goal is
		// its own.)
		if !callN {
			m.Inferences++
		}
		return false, x.WithContext(engine.AtomCall, n)
	}
	if err != nil {
		// A traced goal of catch/3 or of a construct: the engine's
		// call/N raises the error and shows its ports.
		goal, counted = engine.NewCompound(engine.AtomCall, args...), callN
	}
	if x, ok := goal.(*engine.Compound); ok && m.Resolve != nil && m.Resolve(x.Name, len(x.Args)) == ResolvedOnOriginals {
		// The engine would change or compare copies of the heap's terms,
		// and the query can no longer be handed back to it whole.
		return false, onOriginalsError(functor{x.Name, len(x.Args)})
	}
	q := m.tracedBuiltinCall(goal)
	if q == nil {
		if counted {
			m.Inferences--
		}
		q = m.Solve(goal)
	}
	vars, cells := namedCells(names)
	return m.engineSolution(q, vars, cells)
}

// namedCells lists the engine variables of names and the heap variables
// they stand for, in one order.
func namedCells(names map[int]*engine.Var) ([]*engine.Var, []cell) {
	vars := make([]*engine.Var, 0, len(names))
	cells := make([]cell, 0, len(names))
	for i, v := range names {
		vars = append(vars, v)
		cells = append(cells, mkRef(i))
	}
	return vars, cells
}

// onOriginalsError is the error of a call of f, a built-in that works on
// its arguments themselves (engine.Pred.WorksOnOriginals), that the core
// cannot run on its own terms and can no longer hand back to the engine
// whole.
func onOriginalsError(f functor) error {
	return engine.SystemError("%s/%d meta-called on the WAM core after an effect: it cannot work on the core's terms", f.name.Name, f.arity)
}

// engineSolution asks q for its next solution and binds cells, the heap
// variables that vars stand for, to their values in it; when q may have
// more, a choicepoint of the core keeps it open. The choicepoint is made
// before the bindings, so that backtracking into it undoes them.
func (m *Machine) engineSolution(q EngineQuery, vars []*engine.Var, cells []cell) (bool, error) {
	ok, err := m.solveSync(q)
	if err != nil || !ok {
		m.engineFailCounted = err == nil && q.FailCounted()
		return false, err
	}
	alt := q.HasAlternatives()
	ports := !alt && m.tracePending(q)
	if alt || ports {
		if len(cells)+1 > maxRegs {
			q.Close()
			return false, engine.ResourceError("registers")
		}
		m.pushEngineChoice(engineCall{q: q, vars: vars, next: -1, ports: ports}, cells)
	} else {
		q.Close()
	}
	var vals []engine.Term
	if vq, ok := q.(valuedQuery); ok {
		vals = vq.Values()
	}
	ok, err = m.bindValues(vars, vals, cells)
	if ok {
		m.Effects++
	}
	return ok, err
}

// A valuedQuery is an EngineQuery that gives the values of the goal's
// variables in its solution, in the order of the variables it was made
// with, rather than binding them: the variables of a goal that another
// core solves (see depthlimit_call.go).
type valuedQuery interface {
	Values() []engine.Term
}

// bindCopies binds cells, the heap variables that the engine variables
// vars stand for, to the values those were given (by an engine query, a
// fact, a built-in), and gives them the attributes those were given:
// ErrAttributed for CLP(FD)'s, which the heap's variables cannot carry
// (see putTermAttrs).
func (m *Machine) bindCopies(vars []*engine.Var, cells []cell) (bool, error) {
	return m.bindValues(vars, nil, cells)
}

// bindValues is bindCopies of the values vals, when given, in place of
// the bindings of vars: an unbound variable among vars is its own value.
func (m *Machine) bindValues(vars []*engine.Var, vals []engine.Term, cells []cell) (bool, error) {
	var back map[*engine.Var]cell
	for k, v := range vars {
		var c cell
		val := engine.Term(v)
		if vals != nil {
			val = vals[k]
		}
		switch t := engine.Deref(val).(type) {
		case *engine.Var:
			if t == v {
				if v.Attrs() != nil {
					attrs, err := m.putTermBack(v.Attrs(), &back, vars, cells)
					if err != nil {
						return false, ErrAttributed
					}
					if c := m.deref(cells[k]); isVarCell(c) {
						m.setAttrs(c, attrs)
					}
				}
				continue
			}
			// Another variable: putTerm below finds it among vars or
			// makes it once, so that variables bound to one fresh
			// variable stay one.
			c, err := m.putTermBack(t, &back, vars, cells)
			if err != nil {
				return false, ErrAttributed
			}
			if !m.unify(cells[k], c) {
				return false, nil
			}
			continue
		case *engine.Atom, engine.Int:
			c = m.constCell(t)
		default:
			var err error
			if c, err = m.putTermBack(t, &back, vars, cells); err != nil {
				return false, ErrAttributed
			}
		}
		if !m.unify(cells[k], c) {
			return false, nil
		}
	}
	m.keepMargin()
	return true, nil
}

// putTermBack copies t onto the heap, its variables among vars standing
// for cells; *back maps them, made on first use.
func (m *Machine) putTermBack(t engine.Term, back *map[*engine.Var]cell, vars []*engine.Var, cells []cell) (cell, error) {
	if *back == nil {
		*back = make(map[*engine.Var]cell, len(vars))
		for j, w := range vars {
			(*back)[w] = cells[j]
		}
	}
	return m.putTermAttrs(t, *back)
}

// solveSync runs q.Next with the engine's inference count and the core's
// kept equal.
func (m *Machine) solveSync(q EngineQuery) (bool, error) {
	m.countOnEngine()
	ok, err := q.Next()
	m.countFromEngine()
	m.noteProgram()
	return ok, err
}

// noteProgram records that the engine's program changed since the
// machine's code was compiled (see Machine.Generation), which a goal or
// a built-in the engine ran may have done.
func (m *Machine) noteProgram() {
	if m.Generation != nil && !m.programChanged && m.Generation() != m.gen {
		m.programChanged = true
	}
}

// pushEngineChoice leaves the choicepoint of an engine query that may
// have more solutions: its registers are the query's number in
// Machine.engineCalls and cells, the heap variables of the goal, unbound.
func (m *Machine) pushEngineChoice(ec engineCall, cells []cell) {
	if m.engineRedo == nil {
		m.engineRedo = m.stepPred(functor{atomWamCallRedo, 0}, instr{op: opEngineRedo})
	}
	ec.level = len(m.choices)
	m.engineCalls = append(m.engineCalls, ec)
	m.regs[0] = mkInt(int64(len(m.engineCalls) - 1))
	copy(m.regs[1:], cells)
	m.pushChoice(m.engineRedo, stepCands, len(cells)+1)
}

// engineNext runs opEngineRedo: backtracking into an open engine query's
// choicepoint, whose registers hold the query's number and its goal's
// variables, asks it for its next solution. next is where the clause goes
// on (see engineCall).
func (m *Machine) engineNext() (next int, ok bool, err error) {
	k := int(m.deref(m.regs[0]).intVal())
	ec := m.engineCalls[k]
	// The slot is cleared: what a call of facts keeps there (its
	// candidates) would keep the clauses that were erased since alive.
	m.engineCalls[k] = engineCall{}
	m.engineCalls = m.engineCalls[:k]
	n := len(ec.vars)
	if ec.facts {
		n = ec.n
	}
	// The cells are read before anything is bound, and nothing keeps
	// them: the buffer of the calls of facts serves, idle during a redo.
	cells := append(m.facts.cells[:0], m.regs[1:1+n]...)
	m.facts.cells = cells[:0]
	if ec.facts {
		ok, err = m.factAnswer(&ec, cells)
		return -1, ok, err
	}
	if ec.next >= 0 {
		ok, err = m.anyForeignAnswer(ec, cells)
		return ec.next, ok, err
	}
	ok, err = m.engineSolution(ec.q, ec.vars, cells)
	return -1, ok, err
}

// closeEngineCalls closes the open engine queries whose choicepoints are
// at level or above, newest first.
func (m *Machine) closeEngineCalls(level int) {
	for len(m.engineCalls) > 0 {
		ec := m.engineCalls[len(m.engineCalls)-1]
		if ec.level < level {
			return
		}
		m.engineCalls[len(m.engineCalls)-1] = engineCall{}
		m.engineCalls = m.engineCalls[:len(m.engineCalls)-1]
		if !ec.facts {
			ec.q.Close()
		}
	}
}
