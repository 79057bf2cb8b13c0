package wam

import (
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
// (callCallTarget). Goals the engine solves for the core are in
// enginecall.go, clause/2 and predicate_property/2 in clausecall.go.

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
	if control[f] {
		// call(;, A, B): the construct, built on the heap, runs as
		// call/1 of it does, and raises call/1's error when one of its
		// goals is not callable.
		m.grow(1 + f.arity)
		h := m.h
		m.heap[h] = mkFun(m.functorIndex(f))
		copy(m.heap[h+1:h+1+k], m.heap[from:from+k])
		copy(m.heap[h+1+k:h+1+f.arity], m.regs[1:n])
		m.h += 1 + f.arity
		m.regs[0] = mkStr(h)
		p, n, err := m.dynTarget(1)
		if p == nil && err == nil {
			err = m.controlNotCallable(m.regs[0])
		}
		return p, n, err
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

// controlNotCallable returns the error of meta-calling g when g is a
// control construct one of whose goals is a number or a string: the type
// error that names the whole goal, as the engine's compiler raises it,
// in call/1's context, as the engine's call/1 gives it. It returns nil
// for any other goal, when the construct is larger than a meta-call
// compiles (maxControlNodes), and under the flag iso for a construct
// that holds \+, which is then a predicate whose goal is called when it
// runs: the engine decides those. Out of the debugger, the construct may
// be wrapped in call/1s, each of which counts its inference before it
// meets the error (the engine traces their ports).
func (m *Machine) controlNotCallable(g cell) error {
	g = m.deref(g)
	calls := 0
	for !m.tracing() && g.tag() == tagStr && m.functors[m.heap[g.val()].val()] == (functor{engine.AtomCall, 1}) && calls < maxControlNodes {
		g = m.deref(m.heap[g.val()+1])
		calls++
	}
	if f, _, ok := m.callable(g); !ok || !control[f] {
		return nil
	}
	stack := []cell{g}
	bad := false
	for nodes := 0; len(stack) > 0; nodes++ {
		if nodes > maxControlNodes {
			return nil
		}
		c := m.deref(stack[len(stack)-1])
		stack = stack[:len(stack)-1]
		switch c.tag() {
		case tagInt, tagBox:
			bad = true
		case tagStr:
			f := m.functors[m.heap[c.val()].val()]
			if f == (functor{atomNot, 1}) && m.iso() {
				return nil
			}
			if control[f] {
				for k := f.arity; k >= 1; k-- {
					stack = append(stack, m.heap[c.val()+k])
				}
			}
		}
	}
	if !bad {
		return nil
	}
	m.Inferences += int64(calls)
	return engine.TypeError("callable", m.termOf(g)).WithContext(engine.AtomCall, 1)
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
		// The core's form of a dynamic predicate that holds rules is
		// filled by its calls (see syncDynamic): it may hold no clause
		// yet.
		if p := m.preds[f]; p != nil && (len(p.clauses) > 0 || p.dyn != nil) {
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
