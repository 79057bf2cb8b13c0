package wam

import "github.com/goprolog/goprolog/internal/engine"

// The flag occurs_check on the core. Under occurs_check=true every
// unification the core makes fails where it would bind a variable to a
// term the variable occurs in, as SWI-Prolog's does: head unification,
// =/2 and the unifications of built-ins. Under occurs_check=error it
// raises error(occurs_check(Var, Term), _) there instead.
//
// The flag is the engine's (Machine.Flags), which set_prolog_flag/2, an
// engine built-in, changes; the core takes the change in (syncOccursCode)
// when it starts or resumes a run and after each call of the engine, so
// that a query that sets the flag unifies by it from its next goal on.
// With the flag on, unify unifies as unify_with_occurs_check/2 does
// (unifyOccursAt), and the machine's code holds the head instructions
// that bind in write mode in their occurs forms (opGetListOccurs and its
// kin, occursForms): opGetStruct and opGetList bind a variable of the
// call to a structure whose arguments the unify instructions after them
// build, from values that may hold the variable, so the occurs form
// queues a check of the variable (occursQueue) that runs where the
// wake-ups of attributed variables run, before the first instruction
// after the head (see run): whether the variable occurs in the
// structure it was bound to, now complete. With the flag off, the code
// holds the plain forms, and the core's instructions pay nothing for the
// flag but a test where unify binds a variable to a compound or walks
// two compounds, and one where a precheck commits.
// The precheck does not commit to a clause whose head it takes to unify
// for sure with the flag on (see passes).

// SetFlags makes flags the flags the core runs by (Machine.Flags).
func (m *Machine) SetFlags(flags *engine.Flags) {
	m.Flags, m.occursFlag = flags, &flags.OccursCheck
}

// occursOn reports whether the core unifies with the occurs check, as
// the flag occurs_check said when the core last looked (syncOccursCode).
func (m *Machine) occursOn() bool { return m.occursCode }

// syncOccursCode brings the machine's code and unify in line with the
// flag occurs_check (see the comment at the top of this file).
func (m *Machine) syncOccursCode() {
	if on := *m.occursFlag != engine.OccursFalse; on != m.occursCode {
		m.occursCode = on
		occursForms(m.code, on)
	}
}

// occursForms turns the head instructions of code that bind in write
// mode into their occurs forms (on), or back.
func occursForms(code []instr, on bool) {
	for i := range code {
		switch op := code[i].op; {
		case on && (op == opGetList || op == opGetStruct || op == opGetList2 || op == opGetStructN):
			code[i].op = occursGet(op)
		case !on && op >= opGetListOccurs && op <= opGetStructNOccurs:
			code[i].op = plainGet(op)
		}
	}
}

// occursGet is the occurs form of a get instruction (see occursForms).
func occursGet(op opcode) opcode {
	switch op {
	case opGetList:
		return opGetListOccurs
	case opGetStruct:
		return opGetStructOccurs
	case opGetList2:
		return opGetList2Occurs
	}
	return opGetStructNOccurs
}

// plainGet is the plain form of an occurs form (see occursForms).
func plainGet(op opcode) opcode {
	switch op {
	case opGetListOccurs:
		return opGetList
	case opGetStructOccurs:
		return opGetStruct
	case opGetList2Occurs:
		return opGetList2
	}
	return opGetStructN
}

// unifyChecked is unify under occurs_check=true or error: under error,
// a variable that occurs in the term it would be bound to is kept (see
// keepOccursError), for run to raise the error when the unification's
// failure reaches it (see raiseOccurs).
func (m *Machine) unifyChecked(a, b cell) bool {
	ok, v, t := m.unifyOccursAt(a, b)
	if !ok && v != 0 && *m.occursFlag == engine.OccursError && m.occursFound == nil {
		m.keepOccursError(m.occursErrorOf(v, t))
	}
	return ok
}

// keepOccursError keeps err, an occurs_check error, for run to raise
// where the failure of its unification leads: the next failure, or the
// return of the built-in that unified. Both take their slow paths for
// it, the checks of the backtracks and of the inferences, which the
// normal paths already test (see run).
func (m *Machine) keepOccursError(err error) {
	m.occursFound = err
	m.nextCheck = m.Inferences
	m.backtracks = -1
}

// occursErrorOf is the error occurs_check(V, T) of the unbound variable
// at cell v and the term at t.
func (m *Machine) occursErrorOf(v, t cell) error {
	vars := map[int]*engine.Var{}
	ev, _ := m.termOfVars(v, vars).(*engine.Var)
	if ev == nil {
		return nil
	}
	return engine.OccursCheckError(ev, m.termOfVars(t, vars))
}

// occursPrepare queues the check of the binding of c, the register an
// occurs form of a get instruction matches, when it is an unbound
// variable, which the instruction binds in write mode.
func (m *Machine) occursPrepare(c cell) {
	if c = m.deref(c); isVarCell(c) {
		m.occursQueue(c.val())
	}
}

// occursQueue queues the check of the binding of the variable at heap
// index i, made by a head instruction in write mode (see the comment
// at the top of this file). A check is queued as ^i among the
// wake-ups, whose entries are otherwise heap indices, so that the run
// loop's one test of pending wake-ups serves both.
func (m *Machine) occursQueue(i int) {
	m.wakeups = append(m.wakeups, ^i)
}

// checkQueuedOccurs runs the checks queued by occursQueue and takes them
// off the wake-ups, leaving the attributed variables' entries: failed
// when a variable occurs in the structure it was bound to, or the error
// to raise under occurs_check=error.
func (m *Machine) checkQueuedOccurs(pc int) (failed bool, err error) {
	kept := m.wakeups[:0]
	for _, k := range m.wakeups {
		if k >= 0 {
			kept = append(kept, k)
			continue
		}
		if failed {
			continue
		}
		i := ^k
		s := m.heap[i]
		m.heap[i] = mkRef(i) // unbound while its structure is walked
		if m.occurs(mkRef(i), s) {
			failed = true
			if *m.occursFlag == engine.OccursError {
				err = m.headContext(m.occursErrorOf(mkRef(i), s), pc)
			}
		}
		m.heap[i] = s
	}
	m.wakeups = kept
	return failed, err
}

// raiseOccurs returns the error a unification kept under
// occurs_check=error (see unifyChecked), and forgets it: run raises it
// in place of the failure it reached, at the instruction in at pc. Its
// context is the goal's, as SWI-Prolog's: =/2's, the built-in's, or the
// predicate's whose head it was. The failures of the head instructions,
// of =/2 and of the built-ins raise it where they know the instruction;
// any other, at the run loop's failure (in nil), leaves the context
// unbound: the loop keeps no instruction there, so that nothing more is
// held across the calls of the paths that fail.
func (m *Machine) raiseOccurs(in *instr, pc int) error {
	return m.occursContext(m.takeOccursError(), in, pc)
}

// takeOccursError returns the error keepOccursError kept, or nil, and
// forgets it.
func (m *Machine) takeOccursError() error {
	err := m.occursFound
	m.occursFound = nil
	return err
}

// occursContext is err, an occurs_check error raised at the instruction
// in at pc, with its context (see raiseOccurs).
func (m *Machine) occursContext(err error, in *instr, pc int) error {
	e, ok := err.(*engine.Exception)
	if !ok || in == nil {
		return err
	}
	switch {
	case in.op < opHalt || in.op == opUnify && in.c != 0:
		// A head's, or a unification in the body that SWI-Prolog
		// compiles as a head's.
		return m.headContext(e, pc)
	case in.op == opUnify:
		return e.WithContext(engine.AtomEqual, 2)
	case in.op == opArg:
		return e.WithContext(atomArg3.name, 3)
	case (in.op == opNative || in.op == opForeign) && in.bi != nil:
		return e.WithContext(in.bi.Name, in.bi.Arity)
	}
	return e
}

// headContext is err, an occurs_check error of a head's unification at
// pc, with the predicate's context when it is the program's (an
// auxiliary predicate's or a goal's is =/2's).
func (m *Machine) headContext(err error, pc int) error {
	e, ok := err.(*engine.Exception)
	if !ok {
		return err
	}
	if p := m.predAt(pc); p != nil && !p.aux && !p.uncounted {
		return e.WithUserContext(p.fn.name, p.fn.arity)
	}
	return e.WithContext(engine.AtomEqual, 2)
}

// predAt returns the predicate whose clause holds the code at pc: the one
// with the last clause that starts at or before it. Only errors ask, so
// it looks through the predicates.
func (m *Machine) predAt(pc int) *pred {
	var at *pred
	best := -1
	for _, p := range m.preds {
		for _, cl := range p.clauses {
			if cl.start <= pc && cl.start > best {
				at, best = p, cl.start
			}
		}
	}
	return at
}
