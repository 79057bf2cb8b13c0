package wam

import (
	"errors"
	"strconv"
	"strings"
	"unsafe"

	"github.com/goprolog/goprolog/internal/engine"
)

// Meta-calls of goals known only at run time: a body goal that is a
// variable, and call/N whose goal the clause does not spell out.
//
// Such a goal compiles to a call of the core's call/N, a predicate whose
// one clause is opCallDyn: calling it counts call/N's inference, and the
// instruction then goes on to the goal's predicate as an execute would,
// its arguments in the registers, so that the goal's call counts its own
// inference and a cut in it cuts to its own barrier (call/N is opaque to
// cut). The goal's predicate is resolved once per functor (see
// Machine.Resolve): the core's own code for a predicate the core runs, or
// a wrapper clause for a built-in the core runs in line or calls, whose
// predicate is aux, as the built-in's call is the goal's. A control
// construct, and a catch/3, is compiled once per shape (controlTarget);
// call/N of call/N is the inner call/N with the extra arguments
// (callCallTarget).
//
// A goal the core cannot run (a built-in the core does not call, a
// predicate defined or abolished since the code was compiled, a goal in a
// traced run or under a depth limit that the engine traces or counts) is
// solved by the engine as a nested query (see Machine.Solve): its first solution's
// bindings are copied onto the heap, and when it leaves alternatives the
// query stays open under a choicepoint of the core whose retry asks it for
// the next one. The engine's choicepoints of such queries lie above those
// of the call that runs the core, newest last, in the order of the core's
// choicepoints that own them, so cutting or backtracking in the core
// closes them newest first (see cutTo), and the engine's own backtracking
// meets them only through the core.
//
// clause/2 of a static predicate reads the clauses as facts of a
// predicate of the core's (see Machine.ClauseTable): a head and a body per
// clause, first-argument indexed like the predicate itself.

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

// engineCall is a nested engine query left open with alternatives: its
// choicepoint is at index level of Machine.choices and saves, after the
// query's number in register 0, the heap variables of the goal, for which
// vars stand in the engine.
type engineCall struct {
	q     EngineQuery
	vars  []*engine.Var
	level int
	// facts marks a call of facts (see facts.go), and retract one of
	// retract/1 on facts, whose answers are effects: fc walks its
	// candidates, and n is its arity (q and vars are nil).
	facts, retract bool
	// clause marks a call of facts for clause/2 (see clauseFacts).
	clause bool
	n      int
	fc     engine.FactCursor
	// next is the code index where the clause goes on after another
	// answer: that of the instruction after the call of a built-in
	// (see callAnyForeign), or -1 for the continuation register.
	next int
	// ports marks a query kept open only for the Fail ports that
	// backtracking into it shows, in a traced run: it is no
	// alternative (see Query.portsOnly).
	ports bool
	// hostState says that the answers are of a built-in that keeps
	// state about the core's variables (engine.Pred.KeepsHostState),
	// which are no effects.
	hostState bool
}

var (
	atomWamCallRedo = engine.Intern("$wam_engine_redo")
	atomWamWrap     = "$wam_wrap"
	atomClause      = functor{engine.Intern("clause"), 2}
	atomPredProp    = functor{engine.Intern("predicate_property"), 2}
	atomWamClause   = engine.Intern("$wam_clause")
	atomWamECall    = engine.Intern("$wam_engine_call")
	atomWamPredProp = engine.Intern("$wam_predicate_property")
)

// callGoal returns the goal that runs call(args...) whose goal is known
// only at run time: a call of the core's call/N.
func (m *Machine) callGoal(args []engine.Term) engine.Term {
	g := m.oneInstrGoal(engine.AtomCall, args, instr{op: opCallDyn, a: len(args)})
	m.traceCallsAs(m.preds[functor{engine.AtomCall, len(args)}], functor{engine.AtomCall, len(args)}, 0)
	return g
}

// clauseGoal returns the goal that runs clause(H, B) on the core, and
// predPropGoal the one of predicate_property(H, P): each a predicate of
// the core whose code is one instruction.
func (m *Machine) clauseGoal(args []engine.Term) engine.Term {
	g := m.oneInstrGoal(atomWamClause, args, instr{op: opClause})
	m.traceCallsAs(m.preds[functor{atomWamClause, 2}], atomClause, 1)
	return g
}

func (m *Machine) predPropGoal(args []engine.Term) engine.Term {
	g := m.oneInstrGoal(atomWamPredProp, args, instr{op: opPredProp, bi: m.foreign[atomPredProp]})
	m.traceCallsAs(m.preds[functor{atomWamPredProp, 2}], atomPredProp, 1)
	return g
}

// oneInstrGoal returns the goal name(args...), making name's predicate,
// whose code is in, the first time.
func (m *Machine) oneInstrGoal(name *engine.Atom, args []engine.Term, in instr) engine.Term {
	f := functor{name, len(args)}
	if p := m.preds[f]; p == nil || len(p.clauses) == 0 {
		m.setOneInstr(m.lookup(f), in)
	}
	return engine.NewCompound(name, args...)
}

// setOneInstr makes in the code of p, a predicate of one clause whose
// one instruction is in.
func (m *Machine) setOneInstr(p *pred, in instr) {
	p.clauses = []clauseCode{{start: len(m.code), key: varKey}}
	p.all = []int32{0}
	m.code = append(m.code, in)
	m.keepCodeAtoms()
}

// stepPred makes f an aux predicate whose one instruction is in, and
// whose choicepoints' redos count nothing: the predicate of a built-in's
// choicepoints (between/3's next value, repeat/0, a native's or a nested
// engine query's next answer).
func (m *Machine) stepPred(f functor, in instr) *pred {
	p := m.lookup(f)
	p.aux, p.quietRedo = true, true
	m.setOneInstr(p, in)
	return p
}

// dynTarget resolves the goal in register 0 of a call/n, with regs[1:n]
// the extra arguments: it loads the goal's arguments into the registers
// and returns its predicate and arity, or nil when the engine is to solve
// the goal, or call/N's error.
func (m *Machine) dynTarget(n int) (*pred, int, error) {
	g := m.deref(m.regs[0])
	f, from, ok := m.callable(g)
	if !ok {
		return nil, 0, nil
	}
	if f == atomColon2 && n > 1 {
		// call(M:C, A...) calls M:C(..., A...): :/2 of the closure
		// with its extra arguments inside.
		g, plain, err := m.qualifiedGoal(from, n)
		switch {
		case err != nil:
			return nil, 0, err
		case g == 0:
			return nil, 0, nil
		case plain:
			f, from, _ = m.callable(g)
		default:
			m.regs[0], n = g, 1
			f, from, _ = m.callable(g)
		}
	}
	if f.name == engine.AtomCall && f.arity > 0 && m.plainRun() {
		return m.callCallTarget(from, f.arity, n)
	}
	if (control[f] || f == atomCatch && m.plainRun()) && g.tag() == tagStr {
		if n > 1 {
			return nil, 0, nil
		}
		p, n := m.controlTarget(g)
		if p != nil && m.traceCode && m.limitOf == nil {
			// The solver runs a control construct's goals a level
			// below call/N (see tracedMetaCall).
			m.tdepth++
		}
		return p, n, nil
	}
	k := f.arity
	f.arity += n - 1
	if f.arity > maxRegs {
		return nil, 0, nil
	}
	p := m.target(f)
	if p == nil {
		return nil, 0, nil
	}
	// The extra arguments move up past the goal's own.
	if n > 1 {
		copy(m.regs[k:k+n-1], m.regs[1:n])
	}
	copy(m.regs[:k], m.heap[from:from+k])
	return p, f.arity, nil
}

// Bounds of the control constructs that a meta-call compiles (see
// controlTarget): the goals and constructs in one, and the shapes kept.
const (
	maxControlNodes  = 64
	maxControlShapes = 4096
)

// controlTarget resolves a meta-call of a control construct g: the
// construct's shape (its constructs, atoms and goal functors, the goals'
// arguments and variable goals left out, and which of those arguments
// are bound) is compiled once into an aux predicate whose clause runs
// it, with the left-out terms as arguments, which it loads into the
// registers. A cut in the construct cuts to that
// clause's barrier, as call/1 is opaque to cut. It returns nil for the
// engine to solve a construct too large, or with *->/2, a list or a
// number in it.
func (m *Machine) controlTarget(g cell) (*pred, int) {
	key := m.shapeKey[:0]
	var leaves [maxRegs]cell
	nl, nodes := 0, 0
	stack := append(m.shapeStack[:0], g)
	defer func() { m.shapeStack = stack[:0] }()
	for len(stack) > 0 {
		c := m.deref(stack[len(stack)-1])
		stack = stack[:len(stack)-1]
		if nodes++; nodes > maxControlNodes {
			return nil, 0
		}
		switch c.tag() {
		case tagRef, tagAttv:
			if nl == maxRegs {
				return nil, 0
			}
			key = append(key, 'V')
			leaves[nl] = c
			nl++
		case tagAtom:
			if c == nilCell {
				return nil, 0
			}
			key = appendIndex(append(key, 'A'), c.val())
		case tagStr:
			fi := m.heap[c.val()].val()
			f := m.functors[fi]
			if control[f] {
				key = appendIndex(append(key, 'C'), fi)
				for k := f.arity; k >= 1; k-- {
					stack = append(stack, m.heap[c.val()+k])
				}
				continue
			}
			if f == atomCatch && m.plainRun() {
				// The catcher is a term left out; the goal and the
				// recovery are parts of the shape.
				if nl == maxRegs {
					return nil, 0
				}
				key = append(key, 'K')
				leaves[nl] = m.heap[c.val()+2]
				nl++
				stack = append(stack, m.heap[c.val()+3], m.heap[c.val()+1])
				continue
			}
			if nl+f.arity > maxRegs {
				return nil, 0
			}
			key = appendIndex(append(key, 'G'), fi)
			copy(leaves[nl:], m.heap[c.val()+1:c.val()+1+f.arity])
			// Which arguments are bound now: an in-line test of
			// unbound ones counts a failure as the engine's does (see
			// metagoal.go).
			for _, a := range leaves[nl : nl+f.arity] {
				if isVarCell(m.deref(a)) {
					key = append(key, 'u')
				} else {
					key = append(key, 'b')
				}
			}
			nl += f.arity
		default:
			return nil, 0
		}
	}
	m.shapeKey = key
	p, ok := m.controlShapes[string(key)]
	if !ok {
		if len(m.controlShapes) >= maxControlShapes {
			return nil, 0
		}
		p = m.controlPred(g, nl)
		if m.controlShapes == nil {
			m.controlShapes = map[string]*pred{}
		}
		m.controlShapes[string(key)] = p
	}
	if p == nil {
		return nil, 0
	}
	copy(m.regs[:nl], leaves[:nl])
	return p, nl
}

// plainRun says whether the core runs with no tracer and no depth limit:
// a meta-call then compiles catch/3 as a part of a control construct's
// shape (see controlTarget) and resolves call/N of call/N
// (callCallTarget). Traced code and code under a depth limit leave those
// to the engine, which shows their ports and counts their levels.
func (m *Machine) plainRun() bool { return !m.traceCode && m.limitOf == nil }

// callCallTarget resolves call(call(G, A...), B...), the goal in
// register 0 a call/k whose arguments start at heap index from, and
// regs[1:n] the B...: it is call(G, A..., B...), with one inference
// more, the inner call/k's. G may itself be call/j, or the atom call
// with the goal the first of the arguments that follow it: each such
// level is unfolded in the same way and counts its inference. It
// returns nil, leaving the registers as they were, when the goal it
// comes to is one the engine is to solve, and call/N's error, each
// level counted, when that goal is a variable or not callable.
func (m *Machine) callCallTarget(from, k, n int) (*pred, int, error) {
	var args [maxRegs]cell // A..., B..., after the goal
	na := copy(args[:], m.heap[from+1:from+k])
	if na+n-1 > maxRegs {
		return nil, 0, nil
	}
	na += copy(args[na:], m.regs[1:n])
	inner := m.deref(m.heap[from])
	levels := 1
	fi, ifrom, ok := m.callable(inner)
	for ok && fi.name == engine.AtomCall {
		if levels == maxRegs {
			return nil, 0, nil
		}
		levels++
		if fi.arity == 0 {
			// call(call, G, B...) is call(G, B...).
			if na == 0 {
				// call/0, which nothing defines: its call counts
				// the inference of the level that calls it.
				levels--
				break
			}
			inner = m.deref(args[0])
			na = copy(args[:], args[1:na])
		} else {
			// call(call(G, A...), B...) is call(G, A..., B...).
			if na+fi.arity-1 > maxRegs {
				return nil, 0, nil
			}
			copy(args[fi.arity-1:], args[:na])
			copy(args[:fi.arity-1], m.heap[ifrom+1:ifrom+fi.arity])
			na += fi.arity - 1
			inner = m.deref(m.heap[ifrom])
		}
		fi, ifrom, ok = m.callable(inner)
	}
	if !ok {
		if err := notCallable(m, inner); err != nil {
			m.Inferences += int64(levels)
			return nil, 0, err.WithContext(engine.AtomCall, na+1)
		}
		return nil, 0, nil
	}
	if fi == atomColon2 {
		return nil, 0, nil
	}
	if (control[fi] || fi == atomCatch) && inner.tag() == tagStr {
		if na > 0 {
			return nil, 0, nil
		}
		p, nl := m.controlTarget(inner)
		if p != nil {
			m.Inferences += int64(levels)
		}
		return p, nl, nil
	}
	ia := fi.arity
	fi.arity += na
	if fi.arity > maxRegs {
		return nil, 0, nil
	}
	p := m.target(fi)
	if p == nil {
		return nil, 0, nil
	}
	copy(m.regs[:ia], m.heap[ifrom:ifrom+ia])
	copy(m.regs[ia:], args[:na])
	m.Inferences += int64(levels)
	return p, fi.arity, nil
}

// appendIndex appends a number and a separator to a shape key.
func appendIndex(key []byte, i int) []byte {
	return append(strconv.AppendInt(key, int64(i), 10), ';')
}

// controlPred compiles the shape of the control construct g, whose
// left-out terms are nl (see controlTarget). As when the engine compiles
// the construct at the call, an in-line test whose arguments are all
// unbound now counts its failure twice: the arguments bound now are
// bound for the clause's compiler.
func (m *Machine) controlPred(g cell, nl int) *pred {
	args := make([]engine.Term, nl)
	for k := range args {
		args[k] = new(engine.Var)
	}
	bound := boundSet{}
	next := 0
	// The construct has at most maxControlNodes nodes: the recursion is
	// bounded by that.
	var build func(c cell) engine.Term
	build = func(c cell) engine.Term {
		c = m.deref(c)
		switch c.tag() {
		case tagRef, tagAttv:
			next++
			return args[next-1]
		case tagAtom:
			a := m.atoms[c.val()]
			return m.leafGoal(functor{a, 0}, a)
		}
		f := m.functors[m.heap[c.val()].val()]
		if f == atomCatch {
			next++
			catcher := args[next-1]
			goal := build(m.heap[c.val()+1])
			return engine.NewCompound(f.name, goal, catcher, build(m.heap[c.val()+3]))
		}
		sub := make([]engine.Term, f.arity)
		for k := range sub {
			if control[f] {
				sub[k] = build(m.heap[c.val()+1+k])
			} else {
				next++
				sub[k] = args[next-1]
				if !isVarCell(m.deref(m.heap[c.val()+1+k])) {
					bound[args[next-1].(*engine.Var)] = true
				}
			}
		}
		if control[f] {
			return engine.NewCompound(f.name, sub...)
		}
		return m.leafGoal(f, engine.NewCompound(f.name, sub...))
	}
	body := build(g)
	p, head := m.newPred("$wam_call", args)
	p.aux = true
	if err := m.addClauses(engine.NewCompound(atomNeck, head, body), false, bound); err != nil {
		return nil
	}
	return p
}

// leafGoal returns the goal that runs goal, of functor f, in a control
// construct that a meta-call compiles: the goal itself when the core
// compiles it (a control construct, a built-in it runs, a predicate it
// has), or a call of the engine's solving it, which counts no inference
// of its own.
func (m *Machine) leafGoal(f functor, goal engine.Term) engine.Term {
	switch {
	case f.arity == 0 && (f.name == atomTrue || f.name == atomFail || f.name == atomFalse || f.name == atomCut):
		return goal
	case f.name == engine.AtomCall && f.arity > 0, f == atomClause, f == atomPredProp, f == atomLength, f == atomBetween:
		return goal
	}
	if m.Specialize != nil {
		if _, ok := m.Specialize(goal); ok {
			return goal
		}
	}
	p := m.target(f)
	if p != nil {
		return goal
	}
	return m.engineCall(goal)
}

// engineCall returns the goal that meta-calls goal counting no inference
// of its own: the goal's call counts its own, as when the engine calls
// the goal of a control construct or catch/3. The engine solves goal when
// the core does not run it.
func (m *Machine) engineCall(goal engine.Term) engine.Term {
	m.oneInstrGoal(atomWamECall, []engine.Term{goal}, instr{op: opCallDyn, a: 1, b: goalOnly})
	m.preds[functor{atomWamECall, 1}].aux = true
	return engine.NewCompound(atomWamECall, goal)
}

// goalOnly marks the opCallDyn of engineCall, which is no call/N: its
// predicate counts nothing.
const goalOnly = 1

// target is resolve, once per functor.
func (m *Machine) target(f functor) *pred {
	e := &m.targetMemo[(uintptr(unsafe.Pointer(f.name))>>4^uintptr(f.arity))%targetMemoSize]
	if e.set && e.f == f {
		return e.p
	}
	p, ok := m.callTargets[f]
	if !ok {
		p = m.resolve(f)
		if m.callTargets == nil {
			m.callTargets = map[functor]*pred{}
		}
		m.callTargets[f] = p
	}
	*e = targetEntry{f: f, p: p, set: true}
	return p
}

// resolve returns the predicate that runs a goal of functor f on the
// core, making it if needed, or nil when the engine is to solve it.
func (m *Machine) resolve(f functor) *pred {
	if f.name == atomCut && f.arity == 0 {
		// call(!) cuts the call's own alternatives, none: it is true.
		return m.wrapper(functor{atomTrue, 0})
	}
	if f.name == engine.AtomCall && f.arity > 0 || control[f] || f == atomCatch || m.Resolve == nil {
		return nil
	}
	if f == atomClause {
		// A wrapper whose body is clause/2's instruction (see
		// clauseGoal), which reads what the core has as facts and
		// leaves the rest to the engine's built-in.
		return m.wrapper(f)
	}
	if strings.HasPrefix(f.name.Name, "$wam") {
		// The core's own predicates are no goals of a program's.
		return nil
	}
	switch m.Resolve(f.name, f.arity) {
	case ResolvedPredicate:
		if p := m.preds[f]; p != nil && len(p.clauses) > 0 {
			return p
		}
	case ResolvedBuiltin:
		if p := m.tracedBuiltin(f); p != nil {
			return p
		}
		return m.wrapper(f)
	case ResolvedTabled:
		return m.tabledPred(f)
	case ResolvedUndefined:
		if p := m.lookup(f); len(p.clauses) == 0 && p.dyn == nil {
			return p
		}
	}
	return nil
}

// Resolution says how the core runs the goals of a functor (see
// Machine.Resolve).
type Resolution uint8

// The resolutions.
const (
	// ResolvedEngine: the engine solves the goals.
	ResolvedEngine Resolution = iota
	// ResolvedPredicate: the core has the predicate's clauses.
	ResolvedPredicate
	// ResolvedBuiltin: the core runs the built-in in line or calls it.
	ResolvedBuiltin
	// ResolvedOnOriginals: a built-in that only the engine runs, on the
	// terms themselves, not on copies (engine.Pred.WorksOnOriginals).
	ResolvedOnOriginals
	// ResolvedTabled: a tabled predicate whose clauses the core has, as
	// it has '$tbl_call'/1 (see tabling.go).
	ResolvedTabled
	// ResolvedUndefined: a predicate with no definition, whose goals
	// do what the flag unknown says (see Machine.Unknown).
	ResolvedUndefined
)

// wrapper makes the aux predicate whose one clause runs a goal of the
// built-in f on its arguments.
func (m *Machine) wrapper(f functor) *pred {
	args := make([]engine.Term, f.arity)
	for k := range args {
		args[k] = new(engine.Var)
	}
	p, head := m.newPred(atomWamWrap, args)
	p.aux = true
	var goal engine.Term = f.name
	if f.arity > 0 {
		goal = engine.NewCompound(f.name, args...)
	}
	if err := m.AddClause(engine.NewCompound(atomNeck, head, goal)); err != nil {
		return nil
	}
	return p
}

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

// notCallable returns the error of calling c, a term that is not a
// goal: an instantiation error for a variable, a type error for a
// number or a string; nil for the other terms, whose call the engine
// decides ([] and lists are consult/1's).
func notCallable(m *Machine, c cell) *engine.Exception {
	switch c.tag() {
	case tagRef, tagAttv:
		return engine.InstantiationError()
	case tagInt, tagBox:
		return engine.TypeError("callable", m.atomicTerm(c))
	}
	return nil
}

// callable returns the functor of the callable term c (an atom other
// than [], or a structure) and the heap index of its first argument.
func (m *Machine) callable(c cell) (f functor, from int, ok bool) {
	switch c.tag() {
	case tagAtom:
		if c == nilCell {
			return functor{}, 0, false
		}
		return functor{m.atoms[c.val()], 0}, 0, true
	case tagStr:
		return m.functors[m.heap[c.val()].val()], c.val() + 1, true
	}
	return functor{}, 0, false
}

// clauseTarget resolves clause(H, B) in the registers: when H is the head
// of a static predicate whose clauses the core has as facts (see
// Machine.ClauseTable) and B may be a body, it loads H's arguments and B
// into the registers and returns the facts' predicate and its arity.
// Otherwise decided says that the call is decided on the core: err is
// its error (H unbound, not callable, or a built-in's head: swipl's
// errors, in swipl's order), or it fails (H names no clauses, or B is no
// callable term, which matches none); when not decided, the engine's
// built-in runs it.
func (m *Machine) clauseTarget() (p *pred, n int, decided bool, err error) {
	h, b := m.deref(m.regs[0]), m.deref(m.regs[1])
	if x := notCallable(m, h); x != nil {
		return nil, 0, true, x.WithContext(atomClause.name, 2)
	}
	noBody := false
	switch b.tag() {
	case tagRef, tagAttv, tagStr:
	case tagAtom:
		if b == nilCell {
			return nil, 0, false, nil
		}
	case tagInt, tagBox:
		noBody = true
	default:
		return nil, 0, false, nil
	}
	f, from, ok := m.callable(h)
	if ok && f == atomColon2 {
		// A qualified head (user:foo(X)) names the predicate in its
		// module, not (:)/2's own clauses: the core reads a predicate
		// the module sees under its own name, and leaves a module's own
		// (whose clauses call its predicates under their local names,
		// which the engine's clause/2 gives back as written) to the
		// engine.
		f, from, ok = m.qualifiedHead(h)
	} else if ok && m.ClauseAccess != nil {
		switch m.ClauseAccess(f.name, f.arity) {
		case ClausesPrivate:
			return nil, 0, true, engine.PermissionError("access", "private_procedure", engine.PI(f.name, f.arity)).WithContext(atomClause.name, 2)
		case ClausesNone:
			return nil, 0, true, nil
		}
		if noBody {
			return nil, 0, true, nil
		}
	}
	if !ok || noBody || f.arity+1 > maxRegs {
		return nil, 0, false, nil
	}
	p, known := m.clauseTables[f]
	if !known {
		if p = m.clauseFacts(f); p == nil && m.ClauseTable != nil {
			if clauses, ok := m.ClauseTable(f.name, f.arity); ok {
				p = m.factTable(clauses)
			}
		}
		if p == nil && m.Dynamic != nil {
			if q := m.Dynamic.Lookup(f.name, f.arity); q != nil {
				p = m.clauseTable(q)
			}
		}
		if m.clauseTables == nil {
			m.clauseTables = map[functor]*pred{}
		}
		m.clauseTables[f] = p
	}
	if p == nil {
		return nil, 0, false, nil
	}
	m.regs[f.arity] = b
	copy(m.regs[:f.arity], m.heap[from:from+f.arity])
	return p, f.arity + 1, false, nil
}

// ClauseAccess says what clause/2 of a predicate's head finds (see
// Machine.ClauseAccess).
type ClauseAccess uint8

// The answers of Machine.ClauseAccess.
const (
	// ClausesRead: clauses that clause/2 reads, or that the engine's
	// clause/2 is to decide on.
	ClausesRead ClauseAccess = iota
	// ClausesNone: no predicate, or one with no clauses: clause/2
	// fails.
	ClausesNone
	// ClausesPrivate: a built-in or a control construct, whose clauses
	// clause/2 may not read (a permission error).
	ClausesPrivate
)

// qualifiedHead returns the functor and the arguments of the head
// inside Module:Head, h, when Module names no predicate of its own of
// that name: the one the head names then is the one of that name that
// every module sees. ok is false for any other head.
func (m *Machine) qualifiedHead(h cell) (f functor, from int, ok bool) {
	var mod cell
	for k := 0; ; k++ {
		if f, from, ok = m.callable(h); !ok || f != atomColon2 {
			break
		}
		if k == maxQualifiers {
			return functor{}, 0, false
		}
		if mod = m.deref(m.heap[from]); mod.tag() != tagAtom || mod == nilCell {
			return functor{}, 0, false
		}
		h = m.deref(m.heap[from+1])
	}
	if !ok || m.ModuleCall == nil {
		return functor{}, 0, false
	}
	if local, simple := m.ModuleCall(m.atoms[mod.val()], f.name, f.arity); !simple || local != nil {
		return functor{}, 0, false
	}
	return f, from, true
}

// factTable makes the predicate whose facts are the clauses given, each
// a head and a body: the fact of a clause H :- B of p(A1, ..., An) is
// '$wam_clausesK'(A1, ..., An, B). Calling it is no inference (clause/2's
// was counted), and its redos count nothing, as the engine's redo of
// clause/2 counts nothing.
func (m *Machine) factTable(clauses [][2]engine.Term) *pred {
	var p *pred
	for _, cl := range clauses {
		var args []engine.Term
		if c, ok := engine.Deref(cl[0]).(*engine.Compound); ok {
			args = append(args, c.Args...)
		}
		args = append(args, cl[1])
		if p == nil {
			p, _ = m.newPred("$wam_clauses", args)
			p.aux, p.quietRedo = true, true
		}
		if err := m.AddClause(engine.NewCompound(p.fn.name, args...)); err != nil {
			return nil
		}
	}
	return p
}

// predProp runs opPredProp: predicate_property(H, P) with both bound is
// deterministic, and the engine's built-in answers it from H's functor
// alone, so only that is copied out. Otherwise the engine enumerates
// (done false).
func (m *Machine) predProp(bi *engine.Pred) (ok, done bool, err error) {
	h, prop := m.deref(m.regs[0]), m.deref(m.regs[1])
	if isVarCell(h) || isVarCell(prop) || bi == nil || m.Foreign == nil {
		return false, false, nil
	}
	var head engine.Term
	switch h.tag() {
	case tagAtom:
		head = m.atoms[h.val()]
	case tagStr:
		// The built-in reads the head's functor only: one head of
		// fresh variables per functor serves every call, but that of
		// Module:Head, whose module and functor the built-in reads
		// inside it.
		fi := m.heap[h.val()].val()
		if m.functors[fi] == (functor{engine.AtomColon, 2}) {
			ok, err = m.callForeign(bi, 2, -1)
			return ok, true, err
		}
		if head = m.propHeads[fi]; head == nil {
			f := m.functors[fi]
			args := make([]engine.Term, f.arity)
			for k := range args {
				args[k] = new(engine.Var)
			}
			head = engine.NewCompound(f.name, args...)
			if m.propHeads == nil {
				m.propHeads = map[int]engine.Term{}
			}
			m.propHeads[fi] = head
		}
	default:
		return false, false, nil
	}
	if prop.tag() != tagAtom {
		ok, err = m.callForeign(bi, 2, -1)
		return ok, true, err
	}
	args := m.foreignArgs[:2]
	args[0], args[1] = head, m.atoms[prop.val()]
	ok, err = m.Foreign(bi, args)
	clear(args)
	return ok, true, err
}

// A call whose code the core compiled before the engine's definition of
// the predicate changed: an assert or a consult defined a predicate that
// had none, abolish/1 took one away, a consult replaced its clauses. The
// call runs what the engine defines when it is made, as the engine
// resolves each call then (see redefinition).
const (
	// rebound: the core has the current definition's clauses.
	rebound = iota
	// reboundUndefined: the predicate has no definition now: the call
	// does what the flag unknown says (see Machine.Unknown).
	reboundUndefined
	// reboundEngine: the engine runs the call.
	reboundEngine
)

// redefinition returns the core's form of the current definition of
// old's predicate, whose code is out of date (see rebound). The current
// definition is a predicate of its own, which the machine's table holds
// from then on; old keeps its clauses for the choicepoints and the
// callers that still hold it, and its calls come here again and find
// the new one at once. The machines that trace or count levels leave
// the call to the engine, whose clauses they do not compile anew.
func (m *Machine) redefinition(old *pred) (*pred, int) {
	fn := old.fn
	if np := m.preds[fn]; np != nil && np != old && np.upToDate() {
		return np, rebound
	}
	if m.Resolve == nil || m.traceCode || m.limitOf != nil {
		return nil, reboundEngine
	}
	if m.preds[fn] == old {
		delete(m.preds, fn)
	}
	switch m.Resolve(fn.name, fn.arity) {
	case ResolvedPredicate:
		if np := m.preds[fn]; np != nil && np != old && np.upToDate() {
			return np, rebound
		}
	case ResolvedUndefined:
		if m.preds[fn] == nil {
			m.preds[fn] = old
		}
		return nil, reboundUndefined
	}
	if m.preds[fn] == nil {
		m.preds[fn] = old
	}
	return nil, reboundEngine
}

// upToDate reports whether p has code for its predicate as the engine
// defines it now: clauses compiled from a definition that has not
// changed since, or the core's form of a dynamic predicate or table of
// facts, which follows the database's changes itself.
func (p *pred) upToDate() bool {
	if p.src != nil {
		return p.src.Changes() == p.srcStamp
	}
	return len(p.clauses) > 0 || p.dyn != nil
}
