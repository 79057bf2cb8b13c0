package engine

import (
	"fmt"
	"math"
	"runtime/debug"
)

// frame is a continuation: the rest of a clause body (code from pc, in
// environment env, with cut barrier cutB) followed by next. Frames are
// immutable once made, so choicepoints can share them.
type frame struct {
	code  []instr
	pc    int
	env   []Term
	cutB  int
	next  *frame
	depth int
}

type cpKind uint8

const (
	cpClauses   cpKind = iota // more clauses of a predicate
	cpCode                    // an alternative branch in a body (;, ->, \+)
	cpRedo                    // a built-in's further solutions
	cpCatch                   // a catch/3 marker: never an alternative itself
	cpBarrier                 // the base of a query
	cpDead                    // disabled by a soft cut
	cpTrace                   // the Fail port of a traced call
	cpCleanup                 // setup_call_cleanup/3's cleanup: never an alternative itself (see cleanup.go)
	cpGhost                   // a redo that only counts inferences (see PushGhost): never an alternative
	cpTraceRedo               // a cpRedo that only reports tracer ports (see PushTraceRedo)
)

type choicepoint struct {
	kind      cpKind
	trailMark int
	// argBase is the height of the argument stack below this
	// choicepoint's saved arguments (cpClauses).
	argBase int
	varMark int64
	// Alternative clauses.
	pred    *Pred
	clauses []*Clause
	next    int
	gen     uint64
	key     indexKey // the call's first-argument key
	args    []Term
	// Where to continue: the frame (cpClauses, cpRedo, cpCatch: the
	// continuation after the call) and, for cpCode, the branch's pc in
	// the frame's code.
	cont *frame
	// env is the environment of the clause chosen when a cpClauses was
	// made: backtracking to the choicepoint finds it dead and frees it
	// (nil when it is scratch space, or was released by its last call).
	env  []Term
	alt  int
	redo func(m *Machine) (bool, error)
	// catch/3; catcher is also cpCleanup's cleanup goal, the owner of a
	// cpRedo that PushRedoOwned left, and of a Query's cpBarrier
	catcher, recovery Term
	catch             *catchState
}

type catchState struct {
	exited bool
	// goal and env build the catch's goal, as its templates are built,
	// for Hooks.CaughtBall.
	goal Term
	env  []Term
}

func (m *Machine) pushChoice(cp choicepoint) {
	if cp.kind != cpClauses {
		cp.argBase = len(m.argStack)
	}
	cp.trailMark = len(m.trail)
	cp.varMark = m.varMark
	m.choices = append(m.choices, cp)
	m.varMark = m.varCount + varIDStep
}

// cutTo removes every choicepoint above height h, running the cleanup
// goals of those that are cpCleanup (see cleanup.go).
func (m *Machine) cutTo(h int) {
	if h >= len(m.choices) {
		return
	}
	if m.cleanups > 0 {
		m.cutCleanups(h)
		return
	}
	m.dropChoices(h)
}

// dropChoices removes every choicepoint above height h < len(m.choices),
// none of which is a cpCleanup. It is apart from cutTo so that the
// solver's cut and backtracking inline it.
func (m *Machine) dropChoices(h int) {
	m.varMark = m.choices[h].varMark
	// The saved arguments are not cleared: backtracking reads those of
	// the choicepoint it has just popped.
	m.argStack = m.argStack[:m.choices[h].argBase]
	clear(m.choices[h:])
	m.choices = m.choices[:h]
}

// cut runs a cut to height h: it removes the choicepoints above h and then
// drops the trail entries they needed that no remaining choicepoint needs:
// bindings of variables younger than the new top choicepoint, which
// backtracking will never have to undo. Without this a deterministic
// recursion whose clauses cut (fib(1, F) :- !) grows the trail by an entry
// per call. Only a cut in a clause body tidies: a built-in that runs a
// query and closes it may still undo that query's bindings by its own
// trail mark.
func (m *Machine) cut(h int) {
	if h >= len(m.choices) {
		return
	}
	from := m.choices[h].trailMark
	if m.cleanups > 0 {
		m.cutCleanups(h)
	} else {
		m.dropChoices(h)
	}
	m.tidyTrail(from)
}

// tidyTrail drops, from the trail entries after from, the bindings and
// attribute changes of variables younger than the newest choicepoint: no
// backtracking will undo them, so bindings are also written into their
// cells (see shunt).
func (m *Machine) tidyTrail(from int) {
	tr := m.trail
	j := from
	for i := from; i < len(tr); i++ {
		if e := tr[i]; e.kind == trailAttrs && e.v.id >= m.varMark {
			continue
		} else if e.kind != trailBind || e.v.id < m.varMark {
			tr[j] = e
			j++
		} else if e.v.id&varHomeMask != 0 {
			shunt(e.v, e.v.ref)
		}
	}
	clear(tr[j:])
	m.trail = tr[:j]
}

// popChoice removes the top choicepoint, which is not a cpCleanup: the
// solver pops those through cutTo, which runs their cleanup goals.
func (m *Machine) popChoice() {
	m.dropChoices(len(m.choices) - 1)
}

// run executes from the given continuation until it proceeds past the end
// (a solution: true) or backtracks to the query's barrier at height base
// (false). When start is nil, run begins by backtracking.
func (m *Machine) run(start *frame, base int) (ok bool, err error) {
	// A query that a built-in runs under call_with_depth_limit/3 (a
	// portray/1 or message hook) runs with no limit, as SWI-Prolog's
	// queries from C do, and leaves the limit as it found it. An error
	// that leaves any run leaves the call_with_depth_limit/3 calls it was
	// in: the limit is again the run's caller's.
	limit := m.depthLimit
	m.SetDepthLimit(DepthLimit{})
	defer func() {
		if r := recover(); r != nil {
			// A Go panic inside a built-in must not kill the process: it
			// becomes a Prolog system error and the query ends with it.
			ok, err = false, SystemError("%v\n%s", r, debug.Stack())
			m.cutTo(base)
			m.cleanupErr = nil
			m.SetDepthLimit(limit)
		}
		if limit.On {
			m.SetDepthLimit(limit)
		}
	}()
	var (
		code  []instr
		pc    int
		env   []Term
		cutB  int
		next  *frame
		depth int
		fr    *frame // continuation of the predicate being called
		args  []Term
		p     *Pred
		in    *instr
		h     int
		cp    *choicepoint
		e     error
		// failCounted says that what failed last was a counted call, not
		// an inline test or fail/0: backtracking from it into an
		// alternative of a disjunction, an if-then-else or \+ counts an
		// inference, as SWI-Prolog's redo of the clause's frame does.
		failCounted bool
	)
	if start == nil {
		goto backtrack
	}
	code, pc, env, cutB, next, depth = start.code, start.pc, start.env, start.cutB, start.next, start.depth

dispatch:
	if pc >= len(code) {
		if next == nil {
			return true, nil
		}
		code, pc, env, cutB, depth, next = next.code, next.pc, next.env, next.cutB, next.depth, next.next
		goto dispatch
	}
	in = &code[pc]
	switch in.op {
	case opCall, opUnify:
		if in.op == opUnify && !m.Debug {
			// X = Y in line: no argument registers, no built-in call.
			m.Inferences += m.Costs.Test
			var ok bool
			if ok, err = m.UnifyByFlag(m.buildArg(&in.src[0], env), m.buildArg(&in.src[1], env)); err != nil {
				goto throw
			} else if !ok {
				if in.fv {
					m.Inferences += m.Costs.FVFail
				}
				failCounted = false
				goto backtrack
			}
			goto inlineSucceeded
		}
		if in.univ != nil && !m.Debug && !m.depthLimit.On {
			// T =.. [E1, ..., En] without building the list.
			if r := m.univInline(in, env); r != univGeneral {
				if in.pred.flags&predNoInference == 0 {
					m.Inferences++
					if m.Inferences >= m.nextCheck {
						if err = m.check(); err != nil {
							goto throw
						}
					}
				}
				if r == univFailed {
					failCounted = in.pred.flags&predNoInference == 0
					goto backtrack
				}
				goto inlineSucceeded
			}
		}
		args = m.callArgs(in.src, env)
		p = in.pred
		if p.flags&predNoInference == 0 {
			m.Inferences++
			if m.Inferences >= m.nextCheck {
				if err = m.check(); err != nil {
					goto throw
				}
			}
		}
		if p.nativeGen != m.db.program {
			m.native(p)
		}
		if p.builtin != nil && !m.Debug {
			if m.depthLimit.On {
				if p.HasFastPath() {
					goto clauseCall // the clauses, whose levels count
				}
				if p.Name != AtomCall && !m.inlineTest(p, in) && !m.reachLevel(depth+1) {
					failCounted = true
					goto backtrack
				}
			}
			// Fast path: a built-in called from a body continues in the
			// same frame unless it left choicepoints or goals behind.
			h = len(m.choices)
			ok, e = p.builtin(m, args)
			if e != nil || m.cleanupErr != nil {
				err = m.builtinErr(e, p, args)
				goto throw
			}
			if !ok {
				if len(m.choices) > h {
					m.setConts(h, &frame{code: code, pc: pc + 1, env: env, cutB: cutB, next: next, depth: depth})
				}
				if in.fv {
					m.Inferences += m.Costs.FVFail
				}
				failCounted = m.failCounts(p)
				goto backtrack
			}
			pc++
			if len(m.choices) == h && len(m.pending) == 0 && len(m.wakeups) == 0 {
				if in.freeEnv && m.claimEnv(cutB, next) {
					m.releaseEnv(env, in.blk)
					env = nil // so that opExit does not release it again
				}
				goto dispatch
			}
			fr = &frame{code: code, pc: pc, env: env, cutB: cutB, next: next, depth: depth}
			if m.depthLimit.On && len(m.pending) > 0 && p.Name != AtomCall {
				// The goal runs in the built-in's frame, one level down;
				// call/N in a clause body has none (SWI-Prolog compiles it).
				fr = &frame{next: fr, depth: depth + 1}
			}
			goto succeeded
		}
	clauseCall:
		switch {
		case in.last:
			if m.depthLimit.On {
				// No last-call optimization: the callee is a level below
				// its caller, as SWI-Prolog counts.
				fr = &frame{code: code, pc: pc + 1, env: env, cutB: cutB, next: next, depth: depth}
				break
			}
			if in.freeEnv && !m.Debug && m.claimEnv(cutB, next) {
				m.releaseEnv(env, in.blk)
			}
			fr = next
		case in.blk.n > 0 && !m.Debug:
			fr = m.blockFrame(env, in.blk)
			*fr = frame{code: code, pc: pc + 1, env: env, cutB: cutB, next: next, depth: depth}
		default:
			fr = &frame{code: code, pc: pc + 1, env: env, cutB: cutB, next: next, depth: depth}
		}
		goto callPred
	case opArith:
		if !m.Debug && (!m.depthLimit.On || inlineIs(in)) {
			if in.freshIs {
				m.Inferences += m.Costs.FreshIs
			} else {
				m.Inferences++
			}
			if m.Inferences >= m.nextCheck {
				if err = m.check(); err != nil {
					goto throw
				}
			}
			if b, ok := in.evalSide(1, env); ok {
				if in.pred.Name == atomIs {
					switch x := in.args[0].(type) {
					case *tvar:
						if x.first {
							env[x.slot] = m.boxInt(b)
							pc++
							goto dispatch
						}
					}
					if !m.Unify(m.build(in.args[0], env), m.boxInt(b)) {
						if in.fv {
							m.Inferences += m.Costs.FVFail
						}
						failCounted = true
						goto backtrack
					}
					pc++
					goto dispatch
				}
				if a, ok := in.evalSide(0, env); ok {
					if !compareFast(in.pred.Name, a, b) {
						if in.fv {
							m.Inferences += m.Costs.FVFail
						}
						failCounted = true
						goto backtrack
					}
					pc++
					goto dispatch
				}
			}
			// The general case: call the built-in (already counted).
			p = in.pred
			args = append(m.args[:0], m.build(in.args[0], env), m.build(in.args[1], env))
			m.args = args
			h = len(m.choices)
			ok, e = p.builtin(m, args)
			if e != nil {
				if x, isExc := e.(*Exception); isExc && in.inlineOf != nil {
					e = InlineIsError(x, in.inlineOf)
				}
				err = m.raised(m.addContext(e, p), p, args)
				goto throw
			}
			if !ok {
				if len(m.choices) > h {
					m.setConts(h, &frame{code: code, pc: pc + 1, env: env, cutB: cutB, next: next, depth: depth})
				}
				if in.fv {
					m.Inferences += m.Costs.FVFail
				}
				failCounted = true
				goto backtrack
			}
			pc++
			goto dispatch
		}
		p = in.pred
		args = append(m.args[:0], m.build(in.args[0], env), m.build(in.args[1], env))
		m.args = args
		m.Inferences++
		fr = &frame{code: code, pc: pc + 1, env: env, cutB: cutB, next: next, depth: depth}
		goto callPred
	case opArithIf:
		// In line, not a method: it decides the branches of loops such
		// as partition/4 at every step.
		if !m.Debug && !m.depthLimit.On {
			if a, ok := in.evalSide(0, env); ok {
				if b, ok := in.evalSide(1, env); ok {
					m.Inferences++
					if m.Inferences >= m.nextCheck {
						if err = m.check(); err != nil {
							goto throw
						}
					}
					if compareFast(in.pred.Name, a, b) {
						pc = in.slot
					} else {
						// The else branch: the comparison failed and the
						// clause was redone (see failCounted).
						m.Inferences += m.Costs.Redo
						if in.fv {
							m.Inferences += m.Costs.FVFail
						}
						pc = in.target
					}
					goto dispatch
				}
			}
		}
		pc++
	case opTestIf:
		if pc, err = m.testIf(in, env, pc); err != nil {
			goto throw
		}
	case opCut:
		m.cut(cutB)
		if m.cleanupErr != nil {
			err = m.takeCleanupErr()
			goto throw
		}
		pc++
	case opCutSlot:
		m.cut(int(env[in.slot].(Int)))
		if m.cleanupErr != nil {
			err = m.takeCleanupErr()
			goto throw
		}
		pc++
	case opMark:
		env[in.slot] = MakeInt(int64(len(m.choices)))
		pc++
	case opTry:
		m.pushChoice(choicepoint{kind: cpCode, alt: in.target,
			cont: &frame{code: code, env: env, cutB: cutB, next: next, depth: depth}})
		pc++
	case opJump:
		pc = in.target
	case opFail:
		failCounted = false
		goto backtrack
	case opSoftCut:
		if h = int(env[in.slot].(Int)); h < len(m.choices) {
			m.choices[h].kind = cpDead
		}
		pc++
	case opInitVar:
		env[in.slot] = m.NewVar()
		pc++
	case opTrue:
		pc++
	case opExit:
		if env != nil && !m.Debug && m.claimEnv(cutB, next) {
			m.releaseEnv(env, in.blk)
		}
		pc++
	case opTraceExit:
		if err = m.traceExit(env, in.pred); err != nil {
			goto throw
		}
		pc++
	case opCatch:
		m.Inferences++
		if m.depthLimit.On && !m.reachLevel(depth+1) {
			failCounted = true
			goto backtrack
		}
		{
			goal := m.build(in.args[0], env)
			after := &frame{code: code, pc: pc + 1, env: env, cutB: cutB, next: next, depth: depth}
			h = m.pushCatch(in.args[0], in.args[1], in.args[2], env, after)
			fr = &frame{code: exitCatchCode, env: []Term{MakeInt(int64(h))}, cutB: cutB, next: after, depth: depth}
			if m.depthLimit.On {
				fr.depth++ // catch/3 is a frame in SWI-Prolog: its goal is below it
			}
			m.pending = append(m.pending, pendingGoal{goal: goal})
		}
		goto succeeded
	case opCatchInline:
		m.Inferences++
		if m.depthLimit.On && !m.reachLevel(depth+1) {
			failCounted = true
			goto backtrack
		}
		after := &frame{code: code, pc: in.target, env: env, cutB: cutB, next: next, depth: depth}
		env[in.slot] = MakeInt(int64(m.pushCatch(in.args[2], in.args[0], in.args[1], env, after)))
		if m.depthLimit.On {
			// The goal in line runs a level down, in catch/3's frame, up
			// to its opExitCatch: the limit in force there is this one
			// (a call_with_depth_limit/3 begun in the goal has ended).
			depth++
		}
		pc++
	case opExitCatch:
		m.exitCatch(int(env[in.slot].(Int)))
		if m.depthLimit.On {
			depth--
		}
		pc++
	default:
		panic(fmt.Sprintf("bad opcode %d", in.op))
	}
	goto dispatch

	// inlineSucceeded continues after a goal run in line (X = Y,
	// T =.. [...]) succeeded at pc.
inlineSucceeded:
	pc++
	if len(m.wakeups) == 0 {
		goto dispatch
	}
	// The wake-up goals run first; the rest of the clause then needs its
	// own environment, which may be the scratch space of a chain clause.
	env = append([]Term(nil), env...)
	fr = &frame{code: code, pc: pc, env: env, cutB: cutB, next: next, depth: depth}
	h = len(m.choices)
	goto succeeded

	// callPred calls p with args; fr is the continuation after it.
callPred:
	if m.Debug && m.Tracer != nil {
		fr, ok, err = m.traceCall(p, args, depth, fr)
		if err != nil {
			goto throw
		}
		if !ok {
			failCounted = true
			goto backtrack
		}
	}
	if p.nativeGen != m.db.program {
		m.native(p)
	}
	if p.builtin != nil && (!m.depthLimit.On || !p.HasFastPath() || m.depthLimited(p, fr)) {
		if m.depthLimit.On && !m.reachLevel(levelAfter(fr)) {
			failCounted = true
			goto backtrack
		}
		h = len(m.choices)
		pending := len(m.pending)
		ok, e = p.builtin(m, args)
		if e != nil || m.cleanupErr != nil {
			err = m.builtinErr(e, p, args)
			goto throw
		}
		if !ok {
			m.setConts(h, fr)
			failCounted = m.failCounts(p)
			goto backtrack
		}
		if m.depthLimit.On && len(m.pending) > pending && !m.pending[len(m.pending)-1].clauses {
			// The goal runs in the built-in's frame, one level down; a
			// fast path that hands the call to p's clauses has none.
			fr = &frame{next: fr, depth: levelAfter(fr)}
		}
		goto succeeded
	}
	// resolve runs p's clauses on args with continuation fr.
resolve:
	{
		if m.Hooks.Native != nil {
			m.noteResolved(p)
		}
		cands, key := p.callCandidates(args)
		gen := m.db.generation
		i := nextClause(cands, 0, gen, key)
		if i < 0 {
			// Under a depth limit the call reached its level before
			// failing; refused, it raises no existence error either.
			if m.depthLimit.On && !m.reachLevel(levelAfter(fr)) {
				failCounted = true
				goto backtrack
			}
			if !p.IsDefined() {
				if err = m.Unknown(p.Name, p.Arity); err != nil {
					goto throw
				}
			}
			failCounted = true
			goto backtrack
		}
		cutB = len(m.choices)
		var cl *Clause
		if cl, env, pc = m.selectClause(p, args, cands, i, gen, key, fr); cl == nil {
			if m.depthLimit.On {
				m.reachLevel(levelAfter(fr))
			}
			failCounted = true
			goto backtrack
		}
		code, next = cl.rule.code, fr
		depth = 1
		if fr != nil {
			depth = fr.depth + 1
		}
		if depth > m.depthWatch {
			if m.depthLimit.On && !m.reachLevel(depth) {
				// Refused, as SWI-Prolog refuses the frame: none of
				// the clauses runs.
				m.cutTo(cutB)
				failCounted = true
				goto backtrack
			}
			if depth > m.MaxDepth {
				err = StackOverflow(map[string]Term{OverflowDepth: Int(depth), OverflowEnvironments: Int(depth),
					OverflowChoicepoints: Int(len(m.choices))})
				goto throw
			}
		}
		if len(m.wakeups) > 0 {
			fr = &frame{code: code, env: append([]Term(nil), env...), cutB: cutB, next: next, depth: depth}
			h = len(m.choices)
			goto succeeded
		}
	}
	goto dispatch

	// succeeded continues after a built-in (or catch/3 setup) succeeded
	// with continuation fr: it gives new choicepoints their continuation,
	// then runs wake-up goals and goals pushed by the built-in.
succeeded:
	for i := h; i < len(m.choices); i++ {
		if m.choices[i].cont == nil {
			m.choices[i].cont = fr
		}
	}
	if len(m.wakeups) > 0 {
		m.flushWakeups()
	}
	if n := len(m.pending); n > 0 {
		pg := m.pending[n-1]
		m.pending = m.pending[:n-1]
		if pg.make != nil {
			var made bool
			if pg.goal, made = pg.make(m, levelAfter(fr)); !made {
				failCounted = true
				goto backtrack
			}
		}
		goal := Deref(pg.goal)
		if pg.clauses {
			p, args = m.goalPred(goal)
			if pg.pred != nil {
				p = pg.pred
			}
			goto resolve
		}
		// A pushed goal is a meta-call, opaque to cut. A control
		// construct or a library meta-predicate may run elsewhere as a
		// predicate of its own (see Hooks.NativeGoal), but not under a
		// depth limit, whose levels only this solver counts; a plain
		// predicate call skips compilation.
		if !m.depthLimit.On {
			if gp, gargs, ok := m.nativeGoal(goal); ok {
				p = gp
				m.args = append(m.args[:0], gargs...)
				args = m.args
				goto metaCall
			}
		}
		if c, isC := goal.(*Compound); isC && !isControl(c) {
			p = m.db.lookup(c.Name, len(c.Args))
			m.args = append(m.args[:0], c.Args...)
			args = m.args
			goto metaCall
		}
		if a, isA := goal.(*Atom); isA && a != AtomCut && a != AtomTrue && a != AtomFail && a != AtomFalse {
			p = m.db.lookup(a, 0)
			args = m.args[:0]
			goto metaCall
		}
		if m.depthLimit.On {
			// true, fail, false and ! meta-called are predicate calls in
			// SWI-Prolog; a control construct's own frame is not counted.
			if _, isA := goal.(*Atom); isA && !m.reachLevel(levelAfter(fr)) {
				failCounted = true
				goto backtrack
			}
		}
		mc, nslots, e := m.compileGoal(goal)
		if e != nil {
			err = m.addContext(e, m.db.lookup(AtomCall, 1))
			goto throw
		}
		depth = levelAfter(fr)
		if c, isC := goal.(*Compound); isC && m.depthLimit.On && c.Name == atomCatch && len(c.Args) == 3 {
			depth-- // catch/3 is a predicate: its frame is the one opCatch counts
		}
		code, pc, env, cutB, next = mc, 0, m.allocTerms(nslots), len(m.choices), fr
		goto dispatch
	}
	if fr == nil {
		return true, nil
	}
	code, pc, env, cutB, depth, next = fr.code, fr.pc, fr.env, fr.cutB, fr.depth, fr.next
	goto dispatch

metaCall:
	if p.flags&predNoInference == 0 {
		m.Inferences++
		if m.Inferences >= m.nextCheck {
			if err = m.check(); err != nil {
				goto throw
			}
		}
	}
	goto callPred

backtrack:
	if len(m.wakeups) > 0 {
		m.wakeups = m.wakeups[:0]
	}
	if len(m.choices) <= base {
		m.lastFailCounted = failCounted
		return false, nil
	}
	m.steps++
	if m.steps&(checkInterval-1) == 0 {
		if err = m.check(); err != nil {
			goto throw
		}
	}
	h = len(m.choices) - 1
	cp = &m.choices[h]
	m.undoTrail(cp.trailMark)
	switch cp.kind {
	case cpClauses:
		{
			p = cp.pred
			args = cp.args
			i, cands, gen, key := cp.next, cp.clauses, cp.gen, cp.key
			fr = cp.cont
			dead := cp.env
			m.popChoice()
			if dead != nil && !m.Debug {
				// Everything that could reach the environment of the
				// clause tried last was made after the choicepoint.
				m.releaseEnv(dead, blockRef{})
			}
			cutB = h
			if m.Debug && m.Tracer != nil {
				m.traceRedo(p, args, fr)
			}
			var cl *Clause
			if cl, env, pc = m.selectClause(p, args, cands, i, gen, key, fr); cl == nil {
				failCounted = true
				goto backtrack
			}
			code, next = cl.rule.code, fr
			depth = 1
			if fr != nil {
				depth = fr.depth + 1
			}
			if len(m.wakeups) > 0 {
				fr = &frame{code: code, env: append([]Term(nil), env...), cutB: cutB, next: next, depth: depth}
				h = len(m.choices)
				goto succeeded
			}
			goto dispatch
		}
	case cpCode:
		if failCounted {
			m.Inferences += m.Costs.Redo
		}
		f := cp.cont
		pc = cp.alt
		m.popChoice()
		code, env, cutB, next, depth = f.code, f.env, f.cutB, f.next, f.depth
		goto dispatch
	case cpRedo, cpTraceRedo:
		redo := cp.redo
		fr = cp.cont
		m.popChoice()
		h = len(m.choices)
		m.redoCounted = failCounted
		ok, e = redo(m)
		if e != nil || m.cleanupErr != nil {
			err = m.builtinErr(e, nil, nil)
			goto throw
		}
		if !ok {
			m.setConts(h, fr)
			failCounted = m.failCounts(nil)
			goto backtrack
		}
		goto succeeded
	case cpGhost:
		m.Inferences += int64(cp.next)
		m.popChoice()
		goto backtrack
	case cpBarrier:
		m.lastFailCounted = failCounted
		return false, nil
	case cpTrace:
		c := *cp
		m.popChoice()
		if err = m.traceFail(&c); err != nil {
			goto throw
		}
		goto backtrack
	default: // cpCatch, cpDead, cpCleanup
		if cp.kind == cpCleanup {
			m.cleanupReason = AtomFail
		}
		m.cutTo(h)
		if m.cleanupErr != nil {
			err = m.takeCleanupErr()
			goto throw
		}
		goto backtrack
	}

throw:
	m.pending = m.pending[:0]
	m.wakeups = m.wakeups[:0]
	if m.Trace.raisedAt > 0 {
		depth, m.Trace.raisedAt = m.Trace.raisedAt-1, 0
	}
	{
		exc, isExc := err.(*Exception)
		if !isExc {
			m.unwindCleanups(base, nil)
			m.cutTo(base)
			m.cleanupErr = nil
			m.SetDepthLimit(limit)
			return false, err
		}
		ball := exc.Ball
		if !exc.copied {
			ball = m.CopyTerm(ball)
		}
		for {
			h = -1
			for i := len(m.choices) - 1; i >= base; i-- {
				if c := &m.choices[i]; c.kind == cpCatch && !c.catch.exited {
					h = i
					break
				}
			}
			if h < 0 {
				m.unwindCleanups(base, ball)
				m.cutTo(base)
				m.cleanupErr = nil // the exception being raised wins
				m.SetDepthLimit(limit)
				return false, &Exception{Ball: ball}
			}
			c := m.choices[h]
			m.unwindCleanups(h+1, ball)
			m.undoTrail(c.trailMark)
			m.cutTo(h)
			m.cleanupErr = nil
			if m.Hooks.CaughtBall != nil {
				cs := c.catch
				ball = m.Hooks.CaughtBall(m, func() Term { return m.build(cs.goal, cs.env) }, ball)
			}
			mark := len(m.trail)
			saved := m.varMark
			m.varMark = math.MaxInt64
			if m.Unify(c.catcher, ball) {
				m.varMark = saved
				// The catcher's bindings were trailed in case they had
				// to be undone; those of young variables need not stay.
				m.tidyTrail(mark)
				fr = c.cont
				if m.depthLimit.On {
					// The recovery runs in catch/3's frame, a level down.
					fr = &frame{next: fr, depth: levelAfter(fr)}
				}
				h = len(m.choices)
				m.pending = append(m.pending, pendingGoal{goal: c.recovery})
				err = nil
				goto succeeded
			}
			m.undoTrail(mark)
			m.varMark = saved
		}
	}
}

// selectClause finds, from cands[i] on, the first clause whose head
// unifies with args, and returns it with its environment and the pc at
// which its body starts. Candidates whose heads fail are skipped without a
// choicepoint (shallow backtracking): the bindings of a failed head are
// undone at once. A clause whose body begins with arithmetic comparisons
// (its guards) has them decided here too, so that a failing guard is a
// failing head, and one followed by a cut commits to the clause without a
// choicepoint ever being made. A choicepoint is left only when a later
// candidate remains after the clause chosen.
func (m *Machine) selectClause(p *Pred, args []Term, cands []*Clause, i int, gen uint64, key indexKey, fr *frame) (*Clause, []Term, int) {
	var env []Term
	scratch := false // env is m.scratch, not an allocation of its own
	for {
		cl := cands[i]
		if cl.rule.deferred {
			m.compileDeferred(cl)
		}
		j := nextClause(cands, i+1, gen, key)
		if j >= 0 && cl.eqB != 0 && cl.argsDiffer(args) {
			// Ruled out without trying its head (see repeated.go).
			i = j
			continue
		}
		switch {
		case cl.rule.chain && !m.Debug && !m.depthLimit.On:
			// The environment dies with the last call's arguments: use
			// the scratch space instead of allocating.
			if cap(m.scratch) < int(cl.nvars) {
				m.scratch = make([]Term, cl.nvars+8)
			}
			env, scratch = m.scratch[:cl.nvars], true
			clearEnv(env[:cl.nclear])
		case !scratch && cap(env) >= int(cl.nvars):
			env = env[:cl.nvars]
			clearEnv(env[:cl.nclear])
		default:
			env, scratch = m.allocEnv(int(cl.nvars)), false
		}
		if j < 0 {
			// The last candidate: ordinary trailing, no choicepoint.
			if !m.unifyHeadArgs(cl, args, env) {
				return nil, nil, 0
			}
			return cl, env, 0
		}
		mark, wakes, saved := len(m.trail), len(m.wakeups), m.varMark
		m.varMark = math.MaxInt64 // trail every binding: they may be undone here
		ok := m.unifyHeadArgs(cl, args, env)
		m.varMark = saved
		start := 0
		if ok && (cl.rule.guards > 0 || cl.rule.neckCut) && !m.Debug && !m.depthLimit.On && len(m.wakeups) == wakes {
			switch m.guards(cl, env) {
			case guardFailed:
				ok = false
			case guardPassed:
				if cl.rule.neckCut {
					// Committed: nothing to come back to, so the head's
					// bindings of young variables need no trail entries.
					m.tidyTrail(mark)
					return cl, env, int(cl.rule.guards) + 1
				}
				start = int(cl.rule.guards)
			}
		}
		if ok {
			base := len(m.argStack)
			m.argStack = append(m.argStack, args...)
			owned := env
			if scratch {
				owned = nil
			}
			m.choices = append(m.choices, choicepoint{kind: cpClauses, pred: p, clauses: cands, next: j, gen: gen, key: key,
				args: m.argStack[base:len(m.argStack):len(m.argStack)], argBase: base, cont: fr, env: owned,
				trailMark: mark, varMark: saved})
			m.varMark = m.varCount + varIDStep
			return cl, env, start
		}
		m.undoTrail(mark)
		if len(m.wakeups) > wakes {
			m.wakeups = m.wakeups[:wakes]
		}
		i = j
	}
}

// claimEnv reports whether the activation with cut barrier cutB and
// continuation next has left nothing that can come back into its body:
// no choicepoint but, at most, its own clause alternatives (the only
// cpClauses there whose continuation is next: any other call of the body
// made since was not a last one, so its continuation is a frame of the
// body's own). When it has, the caller owns the environment and releases
// it, so that choicepoint forgets it (see choicepoint.env).
func (m *Machine) claimEnv(cutB int, next *frame) bool {
	switch len(m.choices) - cutB {
	case 0:
		return true
	case 1:
		cp := &m.choices[cutB]
		if cp.kind == cpClauses && cp.cont == next {
			cp.env = nil
			return true
		}
	}
	return false
}

// clearEnv empties the head slots of a reused environment. A loop, not
// clear(): for a few slots, runtime.memclrHasPointers and its
// write-barrier bookkeeping cost more than the stores. (It counts down
// because the compiler turns the counting-up idiom back into a memclr.)
func clearEnv(env []Term) {
	for i := len(env) - 1; i >= 0; i-- {
		env[i] = nil
	}
}

type guardResult uint8

const (
	guardUnknown guardResult = iota // not decidable on integers: run the body
	guardFailed
	guardPassed
)

// guards evaluates the arithmetic comparisons that begin cl's body,
// counting an inference for each one decided, as running them would.
// Anything but small-integer arithmetic on bound variables leaves the
// decision to the body (and nothing counted).
func (m *Machine) guards(cl *Clause, env []Term) guardResult {
	for k := 0; k < int(cl.rule.guards); k++ {
		in := &cl.rule.code[k]
		a, okA := in.evalSide(0, env)
		b, okB := in.evalSide(1, env)
		if !okA || !okB {
			return guardUnknown
		}
		if !compareFast(in.pred.Name, a, b) {
			m.Inferences += int64(k + 1)
			if in.fv {
				m.Inferences += m.Costs.FVFail
			}
			return guardFailed
		}
	}
	m.Inferences += int64(cl.rule.guards)
	return guardPassed
}

// testIf runs opTestIf at pc: it calls the test and returns the pc of
// the branch it decides, or pc+1 (the general code) when tracing or when
// the test is no longer the built-in.
func (m *Machine) testIf(in *instr, env []Term, pc int) (int, error) {
	p := in.pred
	if m.Debug || m.depthLimit.On || p.builtin == nil {
		return pc + 1, nil
	}
	args := m.callArgs(in.src, env)
	counted := p.flags&predNoInference == 0
	if counted {
		m.Inferences++
		if m.Inferences >= m.nextCheck {
			if err := m.check(); err != nil {
				return pc, err
			}
		}
	}
	ok, err := p.builtin(m, args)
	if err != nil {
		return pc, m.addContext(err, p)
	}
	if ok {
		return in.slot, nil
	}
	if counted {
		m.Inferences += m.Costs.Redo // the redo into the else branch
		if in.fv {
			m.Inferences += m.Costs.FVFail
		}
	}
	return in.target, nil
}

// exitCatch leaves the catch/3 whose choicepoint is at height h: the
// choicepoint goes if it is on top, and is otherwise marked exited (a
// nondeterministic goal left choicepoints above it), undoably.
func (m *Machine) exitCatch(h int) {
	if h == len(m.choices)-1 && m.choices[h].kind == cpCatch {
		m.popChoice()
	} else if h < len(m.choices) && m.choices[h].kind == cpCatch {
		cs := m.choices[h].catch
		cs.exited = true
		m.TrailUndo(func() { cs.exited = false })
	}
}

// pushCatch pushes the choicepoint of a catch/3 whose goal, catcher and
// recovery templates are built in env, and returns its height; after is
// where execution goes on once the recovery goal has run. The goal is
// built only when an error reaches the catch and Hooks.CaughtBall wants
// it.
func (m *Machine) pushCatch(goal, catcher, recovery Term, env []Term, after *frame) int {
	m.pushChoice(choicepoint{kind: cpCatch, catcher: m.build(catcher, env), recovery: m.build(recovery, env),
		catch: &catchState{goal: goal, env: env}, cont: after})
	return len(m.choices) - 1
}

var exitCatchCode = []instr{{op: opExitCatch, slot: 0}}

// nextClause returns the index of the first clause at or after i that is
// visible at generation gen and whose first argument may match a call's
// first argument with key k.
func nextClause(cs []*Clause, i int, gen uint64, k indexKey) int {
	for ; i < len(cs); i++ {
		c := cs[i]
		if c.born > gen || gen >= c.died {
			continue
		}
		if k.kind == keyNone || c.key.kind == keyNone || c.key == k {
			return i
		}
		if k.kind == keyOther && c.key.kind == keyOther {
			return i
		}
	}
	return -1
}

func isControl(c *Compound) bool {
	switch len(c.Args) {
	case 2:
		return c.Name == AtomComma || c.Name == AtomSemicolon || c.Name == AtomIf || c.Name == AtomSoftIf
	case 1:
		return c.Name == AtomNot
	case 3:
		return c.Name == atomCatch
	}
	return false
}

// AtomAborted is the ball of an interrupt (Interrupt, the tracer's abort):
// '$aborted', which a program's catch/3 does not take for its own.
var AtomAborted = Intern("$aborted")

// setConts gives the choicepoints from h on, left by a built-in that then
// failed (it pushed its further solutions and the first did not unify),
// the continuation fr: backtracking into them must go on after the call.
func (m *Machine) setConts(h int, fr *frame) {
	for i := h; i < len(m.choices); i++ {
		if m.choices[i].cont == nil {
			m.choices[i].cont = fr
		}
	}
}

// check runs every checkInterval inferences: interrupts and limits.
func (m *Machine) check() error {
	m.nextCheck = m.Inferences + checkInterval
	if m.interrupt.Load() != 0 {
		m.interrupt.Store(0)
		if err := m.interrupted(); err != nil {
			return err
		}
	}
	if m.Limits != nil {
		return m.Limits(m)
	}
	return nil
}

// Unknown handles a call of name/arity, an undefined predicate, as the
// flag unknown says: the existence error to raise, or nil to fail (after
// a warning when the flag is warning). Both solvers call it.
func (m *Machine) Unknown(name *Atom, arity int) error {
	if m.Flags.Unknown.Name == "fail" {
		return nil
	}
	var pi Term
	if m.Hooks.ProcedureIndicator != nil {
		pi = m.Hooks.ProcedureIndicator(m, name, arity)
	}
	switch m.Flags.Unknown.Name {
	case "warning":
		if m.Hooks.Warn != nil {
			text := fmt.Sprintf("%s/%d", name.Name, arity)
			if c, ok := pi.(*Compound); ok && c.Name == AtomColon {
				text = Format(pi, WriteOptions{Quoted: true})
			}
			m.Hooks.Warn(m, "Unknown procedure: "+text)
		}
		return nil
	}
	if pi != nil {
		return &Exception{Ball: NewCompound(AtomError, NewCompound(atomExistence, atomProcedure, pi), pi)}
	}
	return UnknownProcedure(name, arity)
}

// builtinErr is the error that ends a built-in's call p(args...): its
// own error e, with p's context (none when p is nil), or else the error
// of a cleanup goal that ran while it worked (see cleanupErr).
func (m *Machine) builtinErr(e error, p *Pred, args []Term) error {
	if e == nil {
		return m.takeCleanupErr()
	}
	m.cleanupErr = nil // the built-in's own error wins
	if p == nil {
		return e
	}
	return m.raised(m.addContext(e, p), p, args)
}

// raised tells Hooks.Raised of err, the error of the call p(args...),
// and returns it. The fast path of a predicate with clauses (see Native)
// is no built-in of the program's: the machine that ran its clauses told
// of the error where it was raised.
func (m *Machine) raised(err error, p *Pred, args []Term) error {
	if m.Hooks.Raised != nil && !p.HasFastPath() {
		m.Hooks.Raised(m, goalOf(p, args), err)
	}
	return err
}

// addContext fills an unbound context of error(Formal, Context) with
// context(Name/Arity, _), as SWI-Prolog does.

func (m *Machine) addContext(err error, p *Pred) error {
	if e, ok := err.(*Exception); ok {
		return e.withContext(p.Name, p.Arity, p.flags&predSystem != 0)
	}
	return err
}

// depthLimited reports whether the fast path of p runs its call under
// the depth limit in force, the call's continuation being fr (see
// Hooks.DepthLimited).
func (m *Machine) depthLimited(p *Pred, fr *frame) bool {
	return m.Hooks.DepthLimited != nil && !m.Debug && m.Hooks.DepthLimited(m, p, levelAfter(fr))
}

// levelAfter is the level of a call whose continuation is fr (see
// DepthLimit): one below the frame it returns to.
func levelAfter(fr *frame) int {
	if fr == nil {
		return 1
	}
	return fr.depth + 1
}

// reachLevel records that a call reached level under the depth limit in
// force, and reports whether the limit lets it run.
func (m *Machine) reachLevel(level int) bool {
	d := &m.depthLimit
	if level > d.Reached {
		d.Reached = level
		m.watchDepth()
	}
	return level <= d.Limit
}

// watchDepth sets depthWatch, the depth of a clause entered past which
// the solver looks closer: MaxDepth, or under a depth limit the least of
// it, the limit and the level reached, so that one comparison guards both.
func (m *Machine) watchDepth() {
	w := m.MaxDepth
	if d := &m.depthLimit; d.On {
		w = min(w, d.Limit, d.Reached)
	}
	m.depthWatch = w
}

// inlineIs reports whether in, an opArith, is one SWI-Prolog compiles to
// an instruction, no call of is/2 (see DepthLimit): Y is X+I, I+X or X-I,
// Y a variable that occurs there first and again later, X a variable, I
// an integer of at most 25 bits.
func inlineIs(in *instr) bool {
	y, ok := in.args[0].(*tvar)
	if !ok || !in.freshIs || y.void {
		return false
	}
	e, ok := in.args[1].(*tcomp)
	if !ok || len(e.args) != 2 || e.name != AtomPlus && e.name != AtomMinus {
		return false
	}
	_, xa := e.args[0].(*tvar)
	_, xb := e.args[1].(*tvar)
	return xa && smallAddend(e.args[1]) || e.name == AtomPlus && xb && smallAddend(e.args[0])
}

// inlineTest reports whether in, a call of p, is one SWI-Prolog compiles
// to an instruction rather than a call: =/2, ==/2, \==/2 or a type test
// (the tests SetModelTest marks), on variables of the clause that are
// bound by then (==/2 and \==/2 also on a variable and a constant).
// Such a call has no frame, and so no level of its own.
func (m *Machine) inlineTest(p *Pred, in *instr) bool {
	test := false
	for _, t := range m.modelTests {
		if t == p {
			test = true
			break
		}
	}
	if !test {
		return false
	}
	vars, consts := 0, 0
	for _, a := range in.src {
		switch a.kind {
		case argRead:
			vars++
		case argConst:
			consts++
		}
	}
	return vars > 0 && vars+consts == len(in.src)
}
