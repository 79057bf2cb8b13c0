package wam

import (
	"github.com/goprolog/goprolog/internal/engine"
	"slices"
)

// clause compiles a clause's head arguments and flattened body into the
// machine's code and returns where it starts.
func (c *compiler) clause(hargs []engine.Term, goals []engine.Term) (int, error) {
	// Chunks: the head and the goals up to the first call are chunk 0,
	// each call ends its chunk. A variable met in two chunks lives in the
	// environment (permanent); the others live in registers.
	maxArity := len(hargs)
	chunk := 0
	note := func(t engine.Term) {
		engine.Walk(t, func(x engine.Term) bool {
			if v, ok := x.(*engine.Var); ok {
				vi := c.vars[v]
				if vi == nil {
					vi = &varInfo{chunks: map[int]bool{}}
					c.vars[v] = vi
				}
				vi.occurrences++
				vi.chunks[chunk] = true
			}
			return true
		})
	}
	for _, a := range hargs {
		note(a)
	}
	firstCall := -1 // index of the first goal that is a call
	for i, g := range goals {
		f, args := goalFunctor(g)
		for _, a := range args {
			note(a)
		}
		if !isInline(f) {
			maxArity = max(maxArity, f.arity)
			chunk++
			if firstCall < 0 {
				firstCall = i
			}
		}
	}
	// An environment is needed when a call is followed by anything: the
	// continuation must survive the call.
	needEnv := firstCall >= 0 && firstCall < len(goals)-1
	nperm := 0
	for _, vi := range c.vars {
		if len(vi.chunks) > 1 {
			vi.perm = true
			vi.reg = nperm
			nperm++
		}
	}
	if firstCall >= 0 {
		c.keepInPlace(hargs, goals[firstCall])
	}
	c.nextReg = maxArity
	// The redo predicates of the non-deterministic natives the clause
	// calls are made first, and the code that runs cleanups if it pushes
	// a cleanup frame: their code goes before the clause's.
	for _, g := range goals {
		if f, _ := goalFunctor(g); c.m.foreign[f] != nil {
			if k := nativeOf(f); k >= 0 && natives[k].redo != nil {
				c.m.redoPred(k)
			}
			if f == atomPushCleanup {
				c.m.cleanupPreds()
			}
		}
	}
	start := len(c.m.code)
	if needEnv {
		c.emit(instr{op: opAllocate, a: nperm})
	}
	if err := c.head(hargs); err != nil {
		return 0, err
	}
	if c.m.traceCode && !c.m.rawCode {
		c.emit(instr{op: opTraceNeck})
	}
	for i, g := range goals {
		f, args := goalFunctor(g)
		if isInline(f) {
			if err := c.inline(f, args); err != nil {
				return 0, err
			}
			continue
		}
		into := cell(0)
		for k, a := range args {
			if v := c.newIntoVar(f, args, k); v != nil {
				// arg/3 or functor/3 into a new variable: the answer
				// goes straight into its place (see argInto and
				// functorInto).
				vi, _, err := c.first(v)
				if err != nil {
					return 0, err
				}
				if ic := intoCell(vi); ic <= intoMask {
					if f == atomFunctor3 {
						into |= ic << (intoBits * k)
					} else {
						into = ic
					}
					c.cells++ // the variable made when the call is not its fast path's
					continue
				}
				c.emit(instr{op: varOp(vi, true, opPutVarX, opPutVarY, opPutValX, opPutValY), a: vi.reg, b: k})
				c.cells++
				continue
			}
			if err := c.put(a, k); err != nil {
				return 0, err
			}
		}
		if bi := c.m.foreign[f]; bi != nil {
			// A built-in of the engine: its call ends the chunk as a
			// call does, and execution goes on after it. The natives run
			// on the heap, with the built-in for what they leave.
			in := instr{op: opForeign, a: f.arity, bi: bi, fv: c.fv(args) && !bi.HasFastPath() && engine.InlineFV(f.name.Name, f.arity)}
			if k := nativeOf(f); k >= 0 {
				in.op, in.b = opNative, k
				switch k {
				case nativeArg:
					in.op, in.c = opArg, into
				case nativeFunctor:
					in.op, in.c = opFunctor, into
				case nativeCompare:
					in.op, in.c = opCompare, into
				}
			}
			c.emit(in)
			continue
		}
		p := c.m.lookup(f)
		if i == len(goals)-1 {
			switch {
			case needEnv && (!c.m.traceCode || c.m.rawCode):
				c.emit(instr{op: opDeallocExecute, p: p, a: f.arity})
			case needEnv:
				c.emit(instr{op: opDeallocate})
				fallthrough
			default:
				c.emitCall(opExecute, p, f.arity)
			}
			return c.flush(start), nil
		}
		c.emitCall(opCall, p, f.arity)
	}
	switch {
	case needEnv && (!c.m.traceCode || c.m.rawCode):
		c.emit(instr{op: opDeallocProceed})
		return c.flush(start), nil
	case needEnv:
		c.emit(instr{op: opDeallocate})
	}
	c.emit(instr{op: opProceed})
	return c.flush(start), nil
}

func (c *compiler) emit(in instr) { c.code = append(c.code, in) }

// atomArg3, atomFunctor3 and atomCompare3 are arg/3, functor/3 and
// compare/3.
var (
	atomArg3     = functor{engine.Intern("arg"), 3}
	atomFunctor3 = functor{engine.Intern("functor"), 3}
	atomCompare3 = functor{engine.Intern("compare"), 3}
)

// newIntoVar returns argument k of a call of built-in f when opArg or
// opFunctor puts the answer there in place: a variable that the clause
// names first there and nowhere else in the call, the third argument
// of arg/3, any of functor/3's or the first of compare/3, in code not
// compiled for the tracer.
func (c *compiler) newIntoVar(f functor, args []engine.Term, k int) *engine.Var {
	if f != atomFunctor3 && (f != atomArg3 || k != 2) && (f != atomCompare3 || k != 0) || c.m.foreign[f] == nil || c.m.traceCode {
		return nil
	}
	v, ok := engine.Deref(args[k]).(*engine.Var)
	if !ok || c.vars[v].seen {
		return nil
	}
	for j, a := range args {
		if j != k && engine.Occurs(v, a) {
			return nil
		}
	}
	return v
}

// intoBits is the width of an operand of functorInto's c, one for each
// argument, and intoMask its mask.
const (
	intoBits      = 21
	intoMask cell = 1<<intoBits - 1
)

// intoCell is the c of an opArg that puts its answer in the new
// variable vi, which the clause names first there: 1, with 2 for a
// permanent variable, and the register or slot from bit 2 on (see
// argInto).
func intoCell(vi *varInfo) cell {
	c := cell(1 | vi.reg<<2)
	if vi.perm {
		c |= 2
	}
	return c
}

// emitCall emits op (opCall or opExecute) of p. Code compiled for
// tracing reports the Call port first (opTracePort, see trace.go) and
// then executes p: the continuation is the tracer's to set, so both
// become an opExecute, and the untraced instructions stay as they are.
func (c *compiler) emitCall(op opcode, p *pred, arity int) {
	if !c.m.traceCode || c.m.rawCode {
		c.emit(instr{op: op, p: p, a: arity})
		return
	}
	notLast := 0
	switch {
	case op == opCall:
		notLast = 1
	case c.m.innerAux:
		// The last call of a control construct's clause that goals
		// follow in the clause it is in: the solver, which runs the
		// construct in line, does not see it as a last call.
		notLast = innerLast
	}
	c.emit(instr{op: opTracePort, p: p, a: arity, b: notLast})
	c.emit(instr{op: opExecute, p: p, a: arity})
}

// innerLast is opTracePort's b for a last call that the tracer does not
// see as one (see emitCall).
const innerLast = 2

// flush appends the clause's code, fused, to the machine's, and returns
// start, where the clause begins.
func (c *compiler) flush(start int) int {
	fuse(c.code)
	if c.m.occursCode {
		occursForms(c.code, true)
	}
	if need := len(c.m.code) + len(c.code); need > cap(c.m.code) {
		// The code doubles when full: append's growth by a quarter of a
		// large program's code would copy it, and have Go's collector
		// scan each copy, four times as often.
		c.m.code = slices.Grow(c.m.code, max(need, 2*len(c.m.code))-len(c.m.code))
	}
	c.m.code = append(c.m.code, c.code...)
	c.m.regsUsed = max(c.m.regsUsed, c.nextReg)
	c.m.keepCodeAtoms()
	return start
}

// keepInPlace gives a temporary variable that occurs twice, once in the
// head and once as argument k of the clause's first call, argument
// register k itself when nothing needs that register in between, as in
// app([H|T], L, [H|R]) :- app(T, L, R), where T, L and R then cost no
// move: head arguments are matched in order, so register k is free once
// argument k has been matched, and an inner variable of argument j may
// take any register up to j.
func (c *compiler) keepInPlace(hargs []engine.Term, call engine.Term) {
	_, args := goalFunctor(call)
	for k, a := range args {
		v, ok := engine.Deref(a).(*engine.Var)
		if !ok {
			continue
		}
		vi := c.vars[v]
		if vi.perm || vi.occurrences != 2 || vi.fixed {
			continue
		}
		if headPlace(hargs, v, k) {
			vi.reg, vi.fixed = k, true
		}
	}
}

// headPlace says whether v, which occurs once in the head, may live in
// register k from its occurrence there: it is argument k itself, or an
// argument of a compound argument j >= k, or deeper.
func headPlace(hargs []engine.Term, v *engine.Var, k int) bool {
	for j, h := range hargs {
		switch x := engine.Deref(h).(type) {
		case *engine.Var:
			if x == v {
				return j == k
			}
		case *engine.Compound:
			for _, a := range x.Args {
				if engine.Deref(a) == engine.Term(v) {
					return k <= j
				}
			}
			found := false
			engine.Walk(x, func(t engine.Term) bool {
				if t == engine.Term(v) {
					found = true
				}
				return !found
			})
			if found {
				return true
			}
		}
	}
	return false
}

// temp returns a free register: one released (see release) or a new
// one. Registers are reused so that a term or a body of any size
// compiles in the machine's registers: a nested compound's register is
// free once its parent has taken it, an in-line goal's scratch registers
// once the goal is emitted.
func (c *compiler) temp() (int, error) {
	if n := len(c.free); n > 0 {
		r := c.free[n-1]
		c.free = c.free[:n-1]
		return r, nil
	}
	if c.nextReg >= maxRegs {
		return 0, engine.RepresentationError("max_arity")
	}
	c.nextReg++
	return c.nextReg - 1, nil
}

// release makes registers that temp gave out free again.
func (c *compiler) release(rs ...int) { c.free = append(c.free, rs...) }

// first says whether this is v's first occurrence, noting it, and makes a
// temporary variable's register.
func (c *compiler) first(v *engine.Var) (*varInfo, bool, error) {
	vi := c.vars[v]
	if vi.seen {
		return vi, false, nil
	}
	vi.seen = true
	if !vi.perm && !vi.fixed {
		r, err := c.temp()
		if err != nil {
			return nil, false, err
		}
		vi.reg = r
	}
	return vi, true, nil
}

// head emits the get instructions of the head arguments: top-down, a
// nested compound going through a register and matched after its parent.
func (c *compiler) head(hargs []engine.Term) error {
	type job struct {
		reg    int
		t      engine.Term
		nested bool // reg is a temporary of the compiler's, not an argument
	}
	var queue []job
	for k, a := range hargs {
		queue = append(queue, job{k, a, false})
	}
	for len(queue) > 0 {
		j := queue[0]
		queue = queue[1:]
		switch x := engine.Deref(j.t).(type) {
		case *engine.Var:
			vi, first, err := c.first(x)
			if err != nil {
				return err
			}
			if first && (vi.occurrences == 1 || !vi.perm && vi.reg == j.reg) {
				break // nothing to do: void, or already in its register
			}
			c.emit(instr{op: varOp(vi, first, opGetVarX, opGetVarY, opGetValX, opGetValY), a: j.reg, b: vi.reg})
		case *engine.Compound:
			if x.Name == engine.AtomDot && len(x.Args) == 2 {
				c.emit(instr{op: opGetList, a: j.reg})
				c.cells += 2
			} else {
				c.emit(instr{op: opGetStruct, a: j.reg, b: len(x.Args), c: mkFun(c.m.functorIndex(functor{x.Name, len(x.Args)}))})
				c.cells += 1 + len(x.Args)
			}
			if j.nested {
				c.release(j.reg)
			}
			for _, a := range x.Args {
				if sub, ok := engine.Deref(a).(*engine.Compound); ok {
					r, err := c.temp()
					if err != nil {
						return err
					}
					c.emit(instr{op: opUnifyVarX, a: r})
					queue = append(queue, job{r, sub, true})
					continue
				}
				if err := c.unifyArg(a); err != nil {
					return err
				}
			}
		default:
			c.emit(instr{op: opGetConst, a: j.reg, c: c.m.constCell(x)})
		}
	}
	return nil
}

// varOp picks, from a family of instructions on a variable, the one for
// its first occurrence or a later one, in a register or the environment.
func varOp(vi *varInfo, first bool, varX, varY, valX, valY opcode) opcode {
	switch {
	case first && vi.perm:
		return varY
	case first:
		return varX
	case vi.perm:
		return valY
	}
	return valX
}

// unifyArg emits the unify instruction of a non-compound argument of a
// structure.
func (c *compiler) unifyArg(a engine.Term) error {
	switch x := engine.Deref(a).(type) {
	case *engine.Var:
		vi, first, err := c.first(x)
		if err != nil {
			return err
		}
		switch {
		case first && vi.occurrences == 1:
			if n := len(c.code); n > 0 && c.code[n-1].op == opUnifyVoid {
				c.code[n-1].a++
			} else {
				c.emit(instr{op: opUnifyVoid, a: 1})
			}
		default:
			c.emit(instr{op: varOp(vi, first, opUnifyVarX, opUnifyVarY, opUnifyValX, opUnifyValY), a: vi.reg})
		}
	default:
		c.emit(instr{op: opUnifyConst, c: c.m.constCell(x)})
	}
	return nil
}

// put emits the instructions that make term t in register r: compounds
// bottom-up, each inner one in a register of its own before its parent.
func (c *compiler) put(t engine.Term, r int) error {
	switch x := engine.Deref(t).(type) {
	case *engine.Var:
		vi, first, err := c.first(x)
		if err != nil {
			return err
		}
		if first || vi.perm || vi.reg != r {
			c.emit(instr{op: varOp(vi, first, opPutVarX, opPutVarY, opPutValX, opPutValY), a: vi.reg, b: r})
		}
		c.cells += 1
		return nil
	case *engine.Compound:
		return c.build(x, r)
	default:
		c.emit(instr{op: opPutConst, b: r, c: c.m.constCell(x)})
		return nil
	}
}

// build emits the construction of compound root into register r, inner
// compounds first, with a stack rather than Go recursion. An inner
// compound gets its register when it is built, and gives it back once
// its parent has taken it, so that a chain of any depth needs two.
//
// The variables that occur first in root are made in the order of the
// text, as the engine and SWI-Prolog make them, so that the standard
// order of terms, which orders variables by age, sorts them alike: one
// that is an argument before a compound with new variables of its own,
// f(X, g(Y)), is made before that compound is built (see newVars).
func (c *compiler) build(root *engine.Compound, r int) error {
	type job struct {
		t    *engine.Compound
		next int   // the next argument to look at
		regs []int // registers of the compound arguments built
	}
	fresh := c.newVars(root)
	stack := []*job{{t: root, regs: make([]int, len(root.Args))}}
	for len(stack) > 0 {
		j := stack[len(stack)-1]
		if j.next == 0 && len(fresh) > 0 {
			if err := c.makeVarsBefore(j.t, fresh); err != nil {
				return err
			}
		}
		if j.next < len(j.t.Args) {
			k := j.next
			j.next++
			if sub, ok := engine.Deref(j.t.Args[k]).(*engine.Compound); ok {
				stack = append(stack, &job{t: sub, regs: make([]int, len(sub.Args))})
			}
			continue
		}
		stack = stack[:len(stack)-1]
		reg := r
		if len(stack) > 0 {
			var err error
			if reg, err = c.temp(); err != nil {
				return err
			}
			p := stack[len(stack)-1]
			p.regs[p.next-1] = reg
		}
		x := j.t
		if x.Name == engine.AtomDot && len(x.Args) == 2 {
			c.emit(instr{op: opPutList, b: reg})
			c.cells += 2
		} else {
			c.emit(instr{op: opPutStruct, b: reg, c: mkFun(c.m.functorIndex(functor{x.Name, len(x.Args)}))})
			c.cells += 1 + len(x.Args)
		}
		for k, a := range x.Args {
			if _, ok := engine.Deref(a).(*engine.Compound); ok {
				c.emit(instr{op: opUnifyValX, a: j.regs[k]})
				c.release(j.regs[k])
				continue
			}
			if err := c.unifyArg(a); err != nil {
				return err
			}
		}
	}
	return nil
}

// newVars returns the compounds of root, root included, that hold a
// variable not met yet in the clause, or nil when there are none below
// root's own arguments.
func (c *compiler) newVars(root *engine.Compound) map[*engine.Compound]bool {
	var fresh map[*engine.Compound]bool
	type job struct {
		t    *engine.Compound
		next int
	}
	stack := []job{{t: root}}
	for len(stack) > 0 {
		j := &stack[len(stack)-1]
		if j.next < len(j.t.Args) {
			a := engine.Deref(j.t.Args[j.next])
			j.next++
			switch x := a.(type) {
			case *engine.Compound:
				stack = append(stack, job{t: x})
			case *engine.Var:
				if vi := c.vars[x]; vi != nil && !vi.seen {
					if fresh == nil {
						fresh = map[*engine.Compound]bool{}
					}
					fresh[j.t] = true
				}
			}
			continue
		}
		t := j.t
		stack = stack[:len(stack)-1]
		if len(stack) > 0 && fresh[t] {
			fresh[stack[len(stack)-1].t] = true
		}
	}
	return fresh
}

// makeVarsBefore makes the variables not met yet that are arguments of x
// before its last compound argument that holds new variables (see
// newVars), so that they are older than those.
func (c *compiler) makeVarsBefore(x *engine.Compound, fresh map[*engine.Compound]bool) error {
	last := -1
	for k := len(x.Args) - 1; k >= 0; k-- {
		if sub, ok := engine.Deref(x.Args[k]).(*engine.Compound); ok && fresh[sub] {
			last = k
			break
		}
	}
	for _, a := range x.Args[:max(last, 0)] {
		v, ok := engine.Deref(a).(*engine.Var)
		if !ok || c.vars[v].seen {
			continue
		}
		vi, _, err := c.first(v)
		if err != nil {
			return err
		}
		if vi.perm {
			s, err := c.temp()
			if err != nil {
				return err
			}
			c.emit(instr{op: opPutVarY, a: vi.reg, b: s})
			c.release(s)
		} else {
			c.emit(instr{op: opPutVarX, a: vi.reg, b: vi.reg})
		}
		c.cells++
	}
	return nil
}

// load puts a goal argument in a register for an in-line built-in. The
// register is a scratch one, to release after the goal, unless it is
// the argument's own (a temporary variable already met).
func (c *compiler) load(t engine.Term) (reg int, scratch bool, err error) {
	if v, ok := engine.Deref(t).(*engine.Var); ok {
		if vi := c.vars[v]; vi.seen && !vi.perm {
			return vi.reg, false, nil
		}
	}
	r, err := c.temp()
	if err != nil {
		return 0, false, err
	}
	return r, true, c.put(t, r)
}

// inline emits an in-line built-in.
func (c *compiler) inline(f functor, args []engine.Term) error {
	switch f {
	case functor{atomFail, 0}:
		c.emit(instr{op: opFail})
		return nil
	case atomEndTrue:
		return nil
	}
	if rel, ok := arithRels[f]; ok {
		return c.arith(rel, args)
	}
	switch f.name {
	case atomIncr:
		// K1 is a new variable (see length.go).
		r, scratch, err := c.load(args[0])
		if err != nil {
			return err
		}
		if scratch {
			defer c.release(r)
		}
		vi, _, err := c.first(engine.Deref(args[1]).(*engine.Var))
		if err != nil {
			return err
		}
		op := opIncr
		if vi.perm {
			op = opIncrY
		}
		c.emit(instr{op: op, a: r, b: vi.reg})
		return nil
	case atomCutB, atomLevel:
		v := engine.Deref(args[0]).(*engine.Var)
		vi, _, err := c.first(v)
		if err != nil {
			return err
		}
		op := opCutB
		if f.name == atomLevel {
			op = opLevelX
		}
		if vi.perm {
			op++ // opCutBY, opLevelY
		}
		c.emit(instr{op: op, a: vi.reg})
		return nil
	}
	if f == atomDeleteKeep {
		// delete/3's '$delete_keep'(R, E, T): R = [E|T], counting
		// nothing under either model.
		args = []engine.Term{args[0], engine.Cons(args[1], args[2])}
	}
	regs := make([]int, len(args))
	for k, a := range args {
		r, scratch, err := c.load(a)
		if err != nil {
			return err
		}
		regs[k] = r
		if scratch {
			defer c.release(r)
		}
	}
	fv := c.fv(args)
	if t, ok := typeTests[f]; ok {
		c.emit(instr{op: opType, a: t, b: regs[0], fv: fv})
		return nil
	}
	switch f.name.Name {
	case "=":
		// c marks a side written as a term, whose unification
		// SWI-Prolog compiles as a head's: an occurs check's error
		// names the clause's predicate then, and =/2 otherwise (see
		// occurs.go).
		var inClause cell
		_, var0 := engine.Deref(args[0]).(*engine.Var)
		_, var1 := engine.Deref(args[1]).(*engine.Var)
		if !var0 || !var1 {
			inClause = mkInt(1)
		}
		c.emit(instr{op: opUnify, a: regs[0], b: regs[1], c: inClause, fv: fv})
	case `\=`:
		c.emit(instr{op: opNotUnify, a: regs[0], b: regs[1], fv: fv})
	case atomUnifiable.Name:
		c.emit(instr{op: opUnifiable, a: regs[0], b: regs[1]})
	case "==":
		c.emit(instr{op: opEq, a: regs[0], b: regs[1], fv: fv})
	case `\==`:
		c.emit(instr{op: opNotEq, a: regs[0], b: regs[1], fv: fv})
	case atomCutTo.Name:
		c.emit(instr{op: opCutTo, a: regs[0]})
	case atomSoftCut.name.Name:
		c.emit(instr{op: opSoftCut, a: regs[0], b: regs[1]})
	case atomDeleteKeep.name.Name:
		c.emit(instr{op: opUnifyFree, a: regs[0], b: regs[1]})
	case atomMemberEnd.name.Name:
		c.emit(instr{op: opMemberEnd, a: regs[0], b: regs[1], c: mkInt(int64(regs[2]))})
	case atomCatchExit.Name:
		c.emit(instr{op: opCatchExit, a: regs[0], b: regs[1]})
	case atomFindallBag.Name:
		c.emit(instr{op: opBagOpen, a: regs[0]})
	case atomFindallAdd.Name:
		c.emit(instr{op: opBagAdd, a: regs[0], b: regs[1]})
	case atomFindallCollect.Name:
		in := instr{op: opBagCollect, a: regs[0], b: regs[1], c: mkAtom(c.m.atomIndex(engine.AtomNil))}
		if len(regs) == 3 {
			in.op = opBagCollectTail
			in.c = mkInt(int64(regs[2]))
		}
		c.emit(in)
	}
	return nil
}

// arith compiles is/2 or a comparison into a postfix program; variables
// are loaded into registers first.
func (c *compiler) arith(rel int, args []engine.Term) error {
	ar := &arith{rel: rel, fv: c.fv(args)}
	var scratchRegs []int
	defer func() { c.release(scratchRegs...) }()
	compileExpr := func(t engine.Term) (err error) {
		// A variable or anything else is evaluated when the program
		// runs (an error then, if it is not evaluable).
		ar.code, err = postfix(ar.code, t, c.m.Arith, func(x engine.Term) (aop, error) {
			r, scratch, err := c.load(x)
			if err != nil {
				return aop{}, err
			}
			if scratch {
				scratchRegs = append(scratchRegs, r)
			}
			return aop{k: aPush, r: r}, nil
		})
		return err
	}
	if rel == relIs {
		if v, ok := engine.Deref(args[0]).(*engine.Var); ok && c.m.inlineIs[v] {
			ar.inlineOf = c.m.inlineOwner
		}
		if v, ok := engine.Deref(args[0]).(*engine.Var); ok && !c.vars[v].seen && !engine.Occurs(v, args[1]) {
			// A new variable: the value goes straight into its place,
			// without a heap variable to bind. (X is X * 2 evaluates an
			// unbound X first: an instantiation error.)
			vi, _, err := c.first(v)
			if err != nil {
				return err
			}
			ar.lhs, ar.into, ar.freshIs = vi.reg, intoReg, true
			if vi.perm {
				ar.into = intoY
			}
			if err := compileExpr(args[1]); err != nil {
				return err
			}
			c.emit(instr{op: opArith, ar: ar})
			return nil
		}
		r, scratch, err := c.load(args[0])
		if err != nil {
			return err
		}
		if scratch {
			scratchRegs = append(scratchRegs, r)
		}
		ar.lhs = r
		if err := compileExpr(args[1]); err != nil {
			return err
		}
	} else {
		if err := compileExpr(args[0]); err != nil {
			return err
		}
		ar.split = len(ar.code)
		if err := compileExpr(args[1]); err != nil {
			return err
		}
	}
	c.emit(instr{op: opArith, ar: ar})
	return nil
}

// fv says whether a goal with args is an in-line call of clause
// variables (see instr.fv).
func (c *compiler) fv(args []engine.Term) bool { return !c.noFV && c.bound.free(args) }

// allVars says whether every one of args is a variable.
func allVars(args []engine.Term) bool {
	for _, a := range args {
		if _, ok := engine.Deref(a).(*engine.Var); !ok {
			return false
		}
	}
	return true
}

// fuse marks the instructions of a clause's code that run the ones
// after them too: a getList whose two arguments are each one unify
// instruction, and a getStruct of at most maxFusedArity arguments,
// each one unify instruction.
func fuse(code []instr) {
	for i := 0; i+2 < len(code); i++ {
		if code[i].op == opGetList && oneArg(code[i+1]) && oneArg(code[i+2]) {
			code[i].op = opGetList2
		}
	}
	for i := range code {
		if n := code[i].b; code[i].op == opGetStruct && n <= maxFusedArity && i+n < len(code) && allOneArg(code[i+1:i+1+n]) {
			code[i].op = opGetStructN
		}
	}
	// Moves come in runs, a clause's head saving its arguments in its
	// environment and a body goal loading them back: a quarter of the
	// instructions that symbolic programs run are opPutValY, most of
	// them next to another. A run of up to maxRun moves is one dispatch
	// of the run loop, its operands packed in its first instruction's c
	// (see packRun); a longer run is a run of maxRun followed by the
	// rest, and a move whose operand does not fit in a byte (a
	// permanent variable past the 256th) is one of its own.
	for i := 0; i < len(code); {
		run := moveRun(code[i].op)
		n := 0
		for n < maxRun && i+n < len(code) && run != 0 && moveRun(code[i+n].op) == run && packable(code[i+n]) {
			n++
		}
		if n > 1 {
			code[i].op, code[i].c = run, packRun(code[i:i+n])
			if run == opPutValYs && i+n < len(code) {
				switch code[i+n].op {
				case opCall, opExecute, opDeallocExecute:
					// The arguments of a call: the run enters it.
					code[i].c |= runThenCall
				}
			}
		}
		i += max(n, 1)
	}
	// A clause that saves its arguments in its environment begins with
	// opAllocate and a run of opGetVarY, which the allocation carries
	// out too.
	for i := 0; i+1 < len(code); i++ {
		if code[i].op == opAllocate && code[i+1].op == opGetVarYs {
			code[i].c = code[i+1].c
		}
	}
}

// maxRun is the most moves that one run instruction carries out: what
// packRun fits in a cell. The run loop carries out two or three.
const maxRun = 3

// packable reports whether a move's operands fit in a packed run.
func packable(in instr) bool { return in.a >= 0 && in.a < 256 && in.b >= 0 && in.b < 256 }

// The bits of a packed run (see packRun) below its moves: the number
// of moves (runCount), and for a run of opPutValY whether a call, an
// execute or a deallocExecute follows it, which the run loop enters in
// the same dispatch (runThenCall).
const (
	runCount    = 3
	runThenCall = 1 << 15
)

// packRun packs a run of moves for the run loop: the number of moves in
// the low bits (runCount), then from bit 16 each move's source and
// destination operands (a and b), a byte each, 16 bits a move.
func packRun(moves []instr) cell {
	c := cell(len(moves))
	for k, in := range moves {
		c |= cell(in.a|in.b<<8) << (16 * (k + 1))
	}
	return c
}

// moveRun is the instruction of a run of moves of which op can be one
// (see opPutValYs), or 0.
func moveRun(op opcode) opcode {
	switch op {
	case opGetVarY:
		return opGetVarYs
	case opPutValY:
		return opPutValYs
	case opGetVarX, opPutValX:
		return opMovesX
	}
	return 0
}

// maxFusedArity is the largest arity of an opGetStructN.
const maxFusedArity = 8

// allOneArg says whether each of code is one argument's unify
// instruction.
func allOneArg(code []instr) bool {
	for _, in := range code {
		if !oneArg(in) {
			return false
		}
	}
	return true
}

// oneArg reports whether in matches exactly one argument of a structure.
func oneArg(in instr) bool {
	switch in.op {
	case opUnifyVarX, opUnifyVarY, opUnifyValX, opUnifyValY, opUnifyConst:
		return true
	case opUnifyVoid:
		return in.a == 1
	}
	return false
}
