package wam

import "github.com/goprolog/goprolog/internal/engine"

// catch/3 on the core. A clause's catch(G, C, R), its goal and recovery
// spelled out, calls a predicate of two clauses made for it:
//
//	'$wam_catchN'(_, X, V...) :- '$wam_level'(L), G, '$wam_catch_exit'(L, X).
//	'$wam_catchN'(_, _, V...) :- '$wam_recoveryM'(V...).
//	'$wam_recoveryM'(V...) :- R.
//
// called as '$wam_catchN'(C, X, V...), X a new variable and V... the
// variables of the catch. Calling it is catch/3's inference, and leaves
// the choicepoint of its two clauses: that choicepoint is the catch
// frame. Backtracking never takes its second clause (see backtrack):
// failing into it goes on to the choicepoint below, as the engine's
// catch/3 does. The first clause runs G, with G's cuts local to it (they
// cut to L, above the frame), and leaves: the frame goes if it is on top,
// and otherwise X is bound (the binding is trailed: backtracking into G
// undoes it, and the frame is active again, as in ISO).
//
// An error raised in the core goes to the newest active frame (X
// unbound) above the query's choicepoints (see catchAt): the machine goes
// back to the frame as backtracking would, the frame goes, and the ball,
// copied onto the heap, is unified with C. If it unifies, the second
// clause runs R and returns where the catch/3 would have; if not, the
// next frame down is tried, and past the last one the error leaves the
// core. The answers, their order and the inference counts are the
// engine's (internal/engine/solve.go: pushCatch, exitCatch and throw).
//
// throw/1 on the core copies its ball into a bag of its own (a
// heapBall), off the heap that going back to a frame takes away, and each
// frame tried copies it onto the heap again: a ball thrown and caught on
// the core is never made of the engine's terms. One that leaves the core
// becomes an engine.Exception there (see Query.next).

var (
	atomCatch     = functor{engine.Intern("catch"), 3}
	atomCatchExit = engine.Intern("$wam_catch_exit")
)

// staticGoal says whether t is a goal known when compiling: not a
// variable, not a number.
func staticGoal(t engine.Term) bool {
	switch engine.Deref(t).(type) {
	case *engine.Atom, *engine.Compound:
		return true
	}
	return false
}

// catchGoal returns the goal that runs catch(G, C, R) on the core,
// adding its predicate to aux; false when G or R is not callable. A G or
// R known only at run time is meta-called, as catch/3 calls it (see
// engineCall).
func (m *Machine) catchGoal(x *engine.Compound, aux *[]auxJob) (engine.Term, bool) {
	g, c, r := x.Args[0], x.Args[1], x.Args[2]
	for _, t := range []*engine.Term{&g, &r} {
		if _, ok := engine.Deref(*t).(*engine.Var); ok {
			*t = m.engineCall(*t)
		}
	}
	if !staticGoal(g) || !staticGoal(r) {
		return nil, false
	}
	vars := termVars(x)
	// args are the predicate's arguments: the catcher, the exit mark and
	// the catch's variables.
	args := func(first, second engine.Term) []engine.Term {
		return append([]engine.Term{first, second}, vars...)
	}
	p, call := m.newPred("$wam_catch", args(c, new(engine.Var)))
	p.catch = true
	p.catchGoal, p.catchVars = x.Args[0], vars
	if m.traceCode {
		p.controlRecovery = controlGoal(r)
	}
	head := func(first, second engine.Term) engine.Term { return goalOf(p.fn.name, args(first, second)) }
	exited, level := new(engine.Var), new(engine.Var)
	body := engine.NewCompound(atomComma, engine.NewCompound(atomLevel, level),
		engine.NewCompound(atomComma, replaceCut(g, engine.NewCompound(atomCutTo, level)),
			engine.NewCompound(atomCatchExit, level, exited)))
	// The recovery is a predicate of its own, whose in-line tests are no
	// calls of clause variables (noFV): catch/3 meta-calls it, as 2001's
	// did, when the catcher has bound what it binds.
	rp, recovery := m.newPred("$wam_recovery", vars)
	rp.aux = true
	*aux = append(*aux, auxJob{fn: p.fn, clauses: []engine.Term{
		engine.NewCompound(atomNeck, head(new(engine.Var), exited), body),
		engine.NewCompound(atomNeck, head(new(engine.Var), new(engine.Var)), recovery),
	}}, auxJob{fn: rp.fn, clauses: []engine.Term{engine.NewCompound(atomNeck, recovery, r)}, noFV: true})
	return call, true
}

// catchExit runs '$wam_catch_exit'(L, X): the frame below level L goes if
// it is on top, and is marked left by binding X otherwise.
func (m *Machine) catchExit(level, exited cell) {
	k := int(m.deref(level).intVal())
	if len(m.choices) == k {
		m.cutTo(k - 1)
		return
	}
	if x := m.deref(exited); isVarCell(x) {
		m.bind(x.val(), nilCell)
	}
}

// catchAt finds the frame that catches err, raised while the query whose
// choicepoints start at base runs, and returns where execution goes on:
// the recovery clause, with the machine as the frame left it and the
// ball unified with the catcher. false leaves err to the caller.
func (m *Machine) catchAt(base int, err error) (int, bool) {
	exc, isExc := err.(*engine.Exception)
	hb, isBall := err.(*heapBall)
	if !isExc && !isBall {
		return 0, false
	}
	for k := len(m.choices) - 1; k >= base; k-- {
		b := &m.choices[k]
		switch b.pred {
		case m.cleanupFrame:
			pc, err := m.unwindToCleanup(k, err)
			if err != nil {
				m.cleanupGoals = m.cleanupGoals[:0]
				return 0, false
			}
			return pc, true
		case m.cleanupBarrier:
			return m.cleanupFailed(k, err), true
		}
		if !b.pred.catch {
			continue
		}
		if x := m.deref(m.saved[b.args+1]); !isVarCell(x) {
			continue // G has exited: the frame is not active
		}
		// Back to the frame, as backtracking into it would go.
		p := b.pred
		m.backTo(b)
		copy(m.regs[:b.n], m.saved[b.args:])
		m.cutTo(k)
		var ball cell
		if isBall {
			ball = m.placeBall(hb)
		} else {
			b := exc.Ball
			if m.CaughtBall != nil {
				b = m.CaughtBall(func() engine.Term { return m.catchGoalOf(p) }, b)
			}
			if ball, err = m.putTermAttrs(b, map[*engine.Var]cell{}); err != nil {
				return 0, false
			}
		}
		// Bindings of the catcher are trailed, so that a catcher that
		// does not match leaves everything as it was.
		mark, wakes := len(m.trail), len(m.wakeups)
		m.choices = append(m.choices, choicepoint{h: m.h})
		matched := m.unify(m.regs[0], ball)
		m.choices = m.choices[:len(m.choices)-1]
		if matched {
			if isBall {
				m.spentBall(hb)
			}
			m.cutB = k
			if isExc && (engine.IsStackOverflow(exc) || isMemoryError(exc)) {
				m.releaseStacks()
			}
			m.keepMargin()
			if m.traceCode {
				m.traceCaught(p, k)
			}
			return p.clauses[1].start, true
		}
		m.undoTrail(mark)
		m.wakeups = m.wakeups[:wakes]
	}
	return 0, false
}

// releaseStacks gives back to Go the storage of the stacks that a
// caught stack overflow (or memory error) unwound to a small fraction of
// it: a recursion that overflowed leaves its stacks as long as the
// limit, and what runs next must have that memory to grow in again, as
// SWI-Prolog's stacks shrink after a caught overflow. Each keeps twice
// what it holds. Other errors leave the stacks as they are: a loop that
// catches an error at each step would reallocate them each time.
func (m *Machine) releaseStacks() {
	top := m.e + frameY + int(m.stack[m.e+frameN].val())
	if k := len(m.choices); k > 0 {
		top = max(top, m.choices[k-1].etop)
	}
	if top <= len(m.stack) && cap(m.stack) > 4*max(top, initialStack) {
		st := make([]cell, top, max(2*top, initialStack))
		copy(st, m.stack)
		m.stack = st
		m.gc.seen, m.gc.frames = nil, nil
	}
	if len(m.heap) > 4*max(m.h, initialHeap) {
		heap := make([]cell, max(2*m.h, initialHeap))
		copy(heap, m.heap[:m.h])
		m.heap = heap
	}
	m.choices = shrunk(m.choices, 64)
	m.saved = shrunk(m.saved, 256)
	m.trail = shrunk(m.trail, 256)
}

// shrunk returns s, or a copy of it with twice its length as capacity
// when its capacity is more than four times that (and than least).
func shrunk[T any](s []T, least int) []T {
	if cap(s) <= 4*max(len(s), least) {
		return s
	}
	t := make([]T, len(s), max(2*len(s), least))
	copy(t, s)
	return t
}

// catchGoalOf returns the goal of catch frame p, whose arguments are in
// the registers: a goal written in the clause as it is written, with its
// variables unbound; one given in a variable, that variable's value.
func (m *Machine) catchGoalOf(p *pred) engine.Term {
	if v, ok := engine.Deref(p.catchGoal).(*engine.Var); ok {
		for i, w := range p.catchVars {
			if w == engine.Term(v) {
				return m.termOf(m.regs[2+i])
			}
		}
	}
	return p.catchGoal
}

// backTo puts the machine back as it was when choicepoint b was made, as
// an error unwinding to it does: the bindings since undone, the heap,
// environment and continuation b saved, the findall bags opened since
// dropped. The choicepoints above b stay for the caller to cut.
func (m *Machine) backTo(b *choicepoint) {
	m.unwindTrail(b.tr)
	m.wakeups = m.wakeups[:0]
	m.h, m.e, m.cp = b.h, b.e, b.cp
	m.dropBags(b.bags)
}

// heapBall is the error of throw/1 on the core: a copy of the ball in a
// bag of its own.
type heapBall struct {
	b    bag
	root cell
}

// Error says what the ball is for: it never leaves the core as a
// heapBall (see Query.next).
func (*heapBall) Error() string { return "wam: a ball thrown on the core" }

// throw1 is throw/1: the ball, copied, is raised.
func throw1(a args) (bool, error) {
	c := a.arg(0)
	if isVarCell(c) {
		return false, a.instantiation()
	}
	m := a.m
	hb := m.spareBall
	if hb == nil {
		hb = &heapBall{}
	}
	m.spareBall = nil
	hb.b.reset()
	hb.root = m.copyOut(&hb.b, c)
	if em := m.ArithEngine; em != nil && em.Hooks.Raised != nil {
		m.tellThrown(em, c)
	}
	return false, hb
}

// spentBall keeps hb, a ball that has been caught or has left the core,
// for the next throw/1 to reuse its storage.
func (m *Machine) spentBall(hb *heapBall) { m.spareBall = hb }

// placeBall copies hb's ball onto the top of the heap and returns its
// cell; the ball stays in hb for the next frame to try.
func (m *Machine) placeBall(hb *heapBall) cell {
	return m.bagToHeap(&hb.b, hb.root, 0, false)
}

// ballException is the engine's exception for hb, a ball about to leave
// the core: its term, read off a copy on top of the heap, which goes.
func (m *Machine) ballException(hb *heapBall) error {
	h, boxes, boxBytes := m.h, len(m.boxes), m.boxBytes
	vals := make([]engine.Term, 1)
	err := m.termsOf(vals, []cell{m.placeBall(hb)}, map[int]*engine.Var{})
	clear(m.boxes[boxes:])
	m.h, m.boxes, m.boxBytes = h, m.boxes[:boxes], boxBytes
	m.spentBall(hb)
	if err != nil {
		return err
	}
	return engine.CopiedException(vals[0])
}
