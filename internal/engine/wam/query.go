package wam

import (
	"errors"
	"github.com/goprolog/goprolog/internal/engine"
)

// Query is a goal being run: Next finds its solutions one by one.
//
// Queries nest: a query may begin while others are open (between their
// solutions, not while one runs), on top of their heap and
// choicepoints, which it leaves alone. Closing a query closes every
// query begun after it.
type Query struct {
	m     *Machine
	vars  []*engine.Var
	base  int // choicepoints below the query's
	hbase int // the heap top when it began (the collector updates it)
	// argTop is the heap top once the arguments that the engine passed
	// were copied in: the compounds from hbase to argTop are copies of
	// terms the engine holds (see copiedIn).
	argTop int
	// rootBase is where the query's roots start in Machine.roots,
	// bagBase where its findall bags start in Machine.bags, and undoBase
	// where the Go code of its undo entries starts in Machine.undos (the
	// collector updates it).
	rootBase, bagBase, undoBase int
	// bvalBase is where the query's b_setval/2 values start in
	// Machine.bvals.
	bvalBase int
	entry    int // code index of the call of the query's goal
	done     bool
	begun    bool
	// names holds the engine variables made for the unbound variables
	// of the current solution, so that Value gives one for each.
	names map[int]*engine.Var
	// owner and redoAt identify the engine's redo of a query the Bridge
	// runs (see Bridge.closeDead).
	owner  *engine.Var
	redoAt int
	// callCounted says that the engine counted the call the Bridge runs
	// as the query, which the core counts again (the library's internal
	// helpers count none in either).
	callCounted bool
	// abandoned says that the query is closed to run again on the
	// engine: its pending cleanups do not run (see Abandon).
	abandoned bool
	// closeErr is the error of a cleanup that Close ran, and
	// engineCleanup says that the engine holds a cleanup that closes the
	// query (see Bridge.solution).
	closeErr      error
	engineCleanup bool
	// heldByCore says that a choicepoint of another core keeps the
	// query open (see depthlimit_call.go): that core closes it when it
	// cuts or backtracks past the choicepoint.
	heldByCore bool
	// outer says that the caller had choicepoints when the query began:
	// its backtracking may return to before the call, and must then undo
	// what the query changed beside the heap (see TrailUndo), also after
	// the query is closed.
	outer bool
}

// nameVars adds to names the engine variables that the query's unbound
// variables stand for, by heap index: an unbound variable that is the
// cell of several of the query's variables (X = Y bound the younger to
// the older) stands for the oldest, as the engine would show it.
func (q *Query) nameVars(names map[int]*engine.Var) {
	m := q.m
	for k, v := range q.vars {
		if c := m.deref(m.roots[q.rootBase+k]); isVarCell(c) {
			if _, ok := names[c.val()]; !ok {
				names[c.val()] = v
			}
		}
	}
}

// begin opens a query that will start at code index entry.
func (m *Machine) begin(entry int) *Query {
	q := &Query{m: m, base: len(m.choices), hbase: m.h, rootBase: len(m.roots), bagBase: len(m.bags), undoBase: len(m.undos), bvalBase: len(m.bvals), entry: entry}
	m.open = append(m.open, q)
	return q
}

// Query compiles goal and prepares to run it. Close the previous query
// first: the goal is compiled as a predicate of its own, which the next
// Query redefines.
func (m *Machine) Query(goal engine.Term) (*Query, error) {
	vars := termVars(goal)
	name := engine.Intern("$wam_query")
	fn := functor{name, len(vars)}
	if p := m.preds[fn]; p != nil {
		*p = pred{fn: fn}
	}
	head := goalOf(name, vars)
	if err := m.AddClause(engine.NewCompound(atomNeck, head, goal)); err != nil {
		return nil, err
	}
	m.preds[fn].aux = true
	q := m.begin(m.stub(m.preds[fn]))
	for _, v := range vars {
		q.vars = append(q.vars, v.(*engine.Var))
	}
	m.grow(len(vars) + m.margin)
	for i := range vars {
		c := mkRef(m.h)
		m.heap[m.h] = c
		m.h++
		m.regs[i] = c
		m.roots = append(m.roots, c)
	}
	return q, nil
}

// stub returns the code index of an instruction that calls p with its
// arguments in the argument registers.
func (m *Machine) stub(p *pred) int {
	if p.stub == 0 {
		p.stub = len(m.code)
		if m.traceCode {
			m.code = append(m.code, instr{op: opTracePort, p: p, a: p.fn.arity})
		}
		m.code = append(m.code, instr{op: opExecute, p: p, a: p.fn.arity})
	}
	return p.stub
}

// Next finds the next solution: false when there is none left.
func (q *Query) Next() (bool, error) {
	ok, err := q.next(false)
	if err != nil {
		q.Close()
	}
	return ok, err
}

// next is Next; counted says that what failed before this redo was a
// counted call (see run). A query that ends in ErrDeopt or ErrAttributed
// is left open for its caller, which either runs the same goal again
// elsewhere (Abandon: the cleanups it left pending are the rerun's) or
// ends it (Close: they run now).
func (q *Query) next(counted bool) (bool, error) {
	if q.done {
		return false, nil
	}
	m := q.m
	m.closeAbove(q)
	q.names = nil
	pc := redo
	if counted {
		pc = redoCounted
	}
	if !q.begun {
		q.begun = true
		m.e, m.cp = 0, 0
		pc = q.entry
	}
	ok, err := m.run(pc, q.base)
	if hb, isBall := err.(*heapBall); isBall {
		err = m.ballException(hb)
	}
	if (!ok || err != nil) && !isDeopt(err) {
		q.Close()
	}
	return ok, err
}

// isDeopt reports whether err says that the goal is for the engine to
// run (ErrDeopt, ErrAttributed).
func isDeopt(err error) bool { return errors.Is(err, ErrDeopt) || errors.Is(err, ErrAttributed) }

// Deterministic reports whether the query has no alternatives left: its
// next Next would fail.
func (q *Query) Deterministic() bool {
	if q.done {
		return true
	}
	for k := range q.m.choices[q.base:] {
		if b := &q.m.choices[q.base+k]; b.pred != q.m.ghost && !b.spent() {
			return false
		}
	}
	return true
}

// Ghosts returns the inferences the ghost choicepoints of the query's
// current solution would count if backtracked into (see member2001.go).
func (q *Query) Ghosts() int64 {
	if q.done {
		return 0
	}
	n := int64(0)
	for _, b := range q.m.choices[q.base:] {
		if b.pred == q.m.ghost {
			n += q.m.Costs.MemberEnd
		}
	}
	return n
}

// Value returns the value of the goal's variable v in the current
// solution, as an engine term.
func (q *Query) Value(v *engine.Var) engine.Term {
	for i, x := range q.vars {
		if x == v {
			if q.names == nil {
				q.names = map[int]*engine.Var{}
			}
			return q.m.termOfVars(q.m.roots[q.rootBase+i], q.names)
		}
	}
	return v
}

// Close abandons the query's remaining solutions and frees what it
// made, closing the queries begun after it first.
func (q *Query) Close() {
	if q.done {
		return
	}
	m := q.m
	m.closeAbove(q)
	if m.hasCleanups(q.base) {
		// Closing cuts the query's choicepoints: the cleanups of its
		// cleanup frames run, unless it is to run again elsewhere or
		// halt/0,1 is ending it (see engine.Machine.Halt).
		if q.abandoned || m.Halting != nil && m.Halting() {
			m.dropCleanups(q.base)
		} else {
			q.closeErr = m.closeCleanups(q.base)
		}
	}
	q.done = true
	m.open = m.open[:len(m.open)-1]
	// Everything the query bound is its own: it began on top of the
	// heap, and terms of older queries never reach it. Its trail entries
	// are the newest ones, and need no undoing: the heap they refer to
	// goes. Its undo entries are not run: closing is no backtracking,
	// and the Go state they would restore may live on with the solution
	// its caller took (see TrailUndo). An abandoned query's caller took
	// none, and runs the goal again elsewhere: its undo entries run,
	// newest first, as backtracking would run them, so that the state it
	// changed (a constraint store's) is as before.
	// A query whose caller may still backtrack past it hands its undo
	// entries to the caller, oldest first, which runs them, newest
	// first, when it does.
	switch {
	case q.abandoned:
		for i := len(m.undos) - 1; i >= q.undoBase; i-- {
			if f := m.undos[i]; f != nil {
				f()
			}
		}
	case q.outer && m.PassUndo != nil:
		for _, i := range m.passed {
			if f := m.undos[i]; i >= q.undoBase && f != nil {
				m.PassUndo(f)
			}
		}
	}
	m.dropPassed(q.undoBase)
	k := len(m.trail)
	for k > 0 && (m.trail[k-1].i >= q.hbase || m.trail[k-1].isUndo() && int(m.trail[k-1].old.intVal()) >= q.undoBase) {
		k--
	}
	m.trail = m.trail[:k]
	clear(m.undos[min(q.undoBase, len(m.undos)):])
	m.undos = m.undos[:min(q.undoBase, len(m.undos))]
	m.wakeups = m.wakeups[:0]
	m.occursFound = nil
	m.cutTo(q.base)
	m.roots = m.roots[:q.rootBase]
	m.dropBvals(q.bvalBase)
	m.h = q.hbase
	// A findall that an error ended leaves its bag open.
	m.dropBags(q.bagBase)
	if len(m.open) == 0 {
		// Nothing outlives the queries on the heap: clauses are code,
		// whose constants are atoms, integers and the boxes below
		// keepBoxes, never heap references.
		m.h = 0
		// A cleanup whose run a stopped query left behind is gone with
		// it (see cleanup.go).
		clear(m.cleanupRuns)
		m.cleanupRuns, m.cleanupGoals = m.cleanupRuns[:0], m.cleanupGoals[:0]
		clear(m.boxes[m.keepBoxes:])
		m.boxes = m.boxes[:m.keepBoxes]
		m.dropOwned()
		m.boxBytes = 0
		m.dropRunAtoms()
		// A heap or stack that a big query grew goes back to Go, as a
		// query of the engine gives its terms back: an idle machine
		// holds its initial size. A query that grows them again pays
		// for it in proportion to what it writes.
		if len(m.heap) > initialHeap {
			m.heap = nil
			m.grow(0)
		}
		m.bagSpare.chunks = nil
		if cap(m.stack) > initialStack {
			m.stack = make([]cell, frameY, initialStack)
			m.gc.seen, m.gc.frames = nil, nil
		}
	}
}

// Abandon closes the query without running the cleanups it left
// pending: the same goal runs again on the engine, which will run them.
func (q *Query) Abandon() {
	q.abandoned = true
	q.Close()
}

// closeAbove closes the queries begun after q.
func (m *Machine) closeAbove(q *Query) {
	for len(m.open) > 0 && m.open[len(m.open)-1] != q {
		m.open[len(m.open)-1].Close()
	}
}

// copiedIn reports whether heap index i holds a copy of a term the engine
// holds: it lies where an open query's arguments were copied in.
func (m *Machine) copiedIn(i int) bool {
	for _, q := range m.open {
		if q.hbase <= i && i < q.argTop {
			return true
		}
	}
	return false
}

// undoFloor returns the index in undos from which undo entries are kept
// whatever the core's choicepoints: the first of the oldest open query
// whose caller may backtrack past it (see Query.outer); len(undos) + 1
// when there is none.
func (m *Machine) undoFloor() int {
	for _, q := range m.open {
		if q.outer {
			return q.undoBase
		}
	}
	return len(m.undos) + 1
}
