package engine

import (
	"math"
	"strconv"
)

// Native execution. A layer above the engine may run predicates on a
// faster machine than this solver (package wam's compiled WAM): the
// engine asks it, through Hooks.Native, about each predicate when it is
// first called after the static program changed, and the hook may put a
// fast path in front of the predicate's clauses (SetFastPath) that runs
// the call there. The fast path keeps the contract of every fast path:
// the answers, bindings and inference count of the clauses, in their
// order.
//
// The program generation counts the changes that can make such a
// translation stale: a clause added to or erased from a predicate that is
// not dynamic, a predicate retired or abolished, a predicate declared
// dynamic. Dynamic predicates change without changing it, so a program
// that asserts facts in a loop does not make the hook look again.

// ProgramGeneration returns the static program's generation (see above).
func (m *Machine) ProgramGeneration() uint64 { return m.db.program }

// noteClauseChange records that a clause of p was added or erased.
func (p *Pred) noteClauseChange() {
	if p.flags&predDynamic == 0 {
		p.db.program++
	}
}

// noteProgramChange records that p's declarations changed.
func (p *Pred) noteProgramChange() { p.db.program++ }

// native runs the Native hook on p, once per program generation.
func (m *Machine) native(p *Pred) {
	p.nativeGen = m.db.program
	if m.Hooks.Native != nil {
		m.Hooks.Native(m, p)
	}
}

// FailQuietly tells the solver that the failure the built-in or fast path
// is about to return was not of a counted call but of an in-line test
// (as when the clauses a fast path stands for fail in X == Y): going on
// into the next branch of a disjunction then counts no inference.
func (m *Machine) FailQuietly() { m.quietFail = true }

// failCounts says whether the failure of a call of p counts as that of a
// counted call, consuming a FailQuietly.
func (m *Machine) failCounts(p *Pred) bool {
	if m.quietFail {
		m.quietFail = false
		return false
	}
	return p == nil || p.flags&predNoInference == 0
}

// Check runs now the checks the solver runs every few thousand
// inferences: a pending interrupt (which raises aborted... as an
// exception) and the Limits hook. A machine that runs long without the
// solver calls it as often.
func (m *Machine) Check() error { return m.check() }

// CheckInterval is how many inferences may pass between two checks.
const CheckInterval = checkInterval

// PushRedoOwned is PushRedo for a redo that owns state outside the
// machine (an open query of another machine): RedoAlive later tells its
// owner whether the choicepoint is still there, or was cut or
// backtracked over, so that the owner can free what it holds.
func (m *Machine) PushRedoOwned(redo func(m *Machine) (bool, error), owner Term) {
	m.pushChoice(choicepoint{kind: cpRedo, redo: redo, catcher: owner})
}

// ChoiceCount returns the number of choicepoints: the height at which
// PushRedoOwned will push its choicepoint.
func (m *Machine) ChoiceCount() int { return len(m.choices) }

// RedoAlive reports whether the choicepoint at height h is the redo that
// PushRedoOwned pushed with owner.
func (m *Machine) RedoAlive(h int, owner Term) bool {
	return h < len(m.choices) && (m.choices[h].kind == cpRedo || m.choices[h].kind == cpTraceRedo) && m.choices[h].catcher == owner
}

// PushTraceRedo is PushRedoOwned for a call whose redo gives no more
// solutions and only reports the Fail ports of the calls it made (see
// the WAM core's tracer): the top level does not count it as an
// alternative, as it does not count the solver's own Fail ports.
func (m *Machine) PushTraceRedo(redo func(m *Machine) (bool, error), owner Term) {
	m.pushChoice(choicepoint{kind: cpTraceRedo, redo: redo, catcher: owner})
}

// CallBuiltin runs the deterministic built-in p on args for a machine
// that runs clauses elsewhere: an error it raises gets p's context, as
// the solver gives it. Attributed variables it binds wake nothing here:
// args are the caller's copies, and the caller wakes its own variables
// when it takes the bindings.
func (m *Machine) CallBuiltin(p *Pred, args []Term) (bool, error) {
	wakes := len(m.wakeups)
	ok, err := p.builtin(m, args)
	m.wakeups = m.wakeups[:wakes]
	if err != nil {
		return false, m.raised(m.addContext(err, p), p, args)
	}
	return ok, nil
}

// RedoAfterCountedFailure reports, to a redo that PushRedo left, whether
// the failure that backtracked into it was of a counted call: a machine
// whose alternatives are branches of control constructs counts the
// inference the solver would count going into one (see failCounts).
func (m *Machine) RedoAfterCountedFailure() bool { return m.redoCounted }

// NewGoalPred makes a predicate outside the database whose one clause is
// name(args...) :- body, for a goal that the Native hook's machine runs
// as a predicate of its own (see Hooks.NativeGoal), and runs the Native
// hook on it. Calling it counts no inference, as meta-calling the goal
// counts none beyond the call that does it; nothing in the program can
// name it, and making it changes neither the program nor its generation.
func (m *Machine) NewGoalPred(name *Atom, args []Term, body Term) (*Pred, error) {
	p := &Pred{Name: name, Arity: len(args), flags: predStatic | predDefined | predNoInference}
	p.db = &m.db
	var head *Compound
	if len(args) > 0 {
		head = NewCompound(name, args...)
	}
	cl, err := m.compileClause(head, args, body)
	if err != nil {
		return nil, err
	}
	cl.pred = p
	cl.born, cl.died = m.db.generation, math.MaxUint64
	p.noteSig(cl.sig)
	p.clauses, p.live = []*Clause{cl}, 1
	m.native(p)
	return p, nil
}

// nativeGoal asks Hooks.NativeGoal for the predicate that runs goal
// elsewhere, and the arguments to call it with. A debugging machine with
// no tracer to report ports to runs its calls here.
func (m *Machine) nativeGoal(goal Term) (*Pred, []Term, bool) {
	if m.Hooks.NativeGoal == nil || m.Debug && m.Tracer == nil {
		return nil, nil, false
	}
	return m.Hooks.NativeGoal(m, goal)
}

// RefreshNative runs the Native hook on p if the program changed since
// it last did, as calling p would.
func (m *Machine) RefreshNative(p *Pred) {
	if p.nativeGen != m.db.program {
		m.native(p)
	}
}

// NoteEngineOnlyAttributes records that the program uses attributes that
// only this solver keeps on its variables (CLP(FD)'s store), which a
// faster machine cannot carry on its own (see EngineOnlyAttributes). It is
// a change of program: the Native hook looks at each predicate again.
func (m *Machine) NoteEngineOnlyAttributes() {
	if !m.db.engineAttrs {
		m.db.engineAttrs = true
		m.db.program++
	}
}

// EngineOnlyAttributes reports whether the program uses attributes that
// only this solver keeps: a goal known only at run time may then give a
// variable such attributes.
func (m *Machine) EngineOnlyAttributes() bool { return m.db.engineAttrs }

// SolverUse counts what the solver did for a machine whose programs run
// on another (see Hooks.Native): the calls it resolved by their
// clauses, the goals the other machine had it solve as nested queries,
// and the calls the other machine handed back to it whole. Tests read
// it to tell which programs run on the WAM core alone.
type SolverUse struct {
	Resolved, Nested, HandedBack int
	// First names the first predicate or goal counted, as Name/Arity.
	First string
}

// SolverUse returns what the solver did since the machine was made
// (see SolverUse), counted only while Hooks.Native is set.
func (m *Machine) SolverUse() SolverUse { return m.solverUse }

// NoteNested counts a goal that another machine has the solver solve
// as a nested query.
func (m *Machine) NoteNested(goal Term) {
	m.solverUse.Nested++
	if name, arity, ok := Functor(Deref(goal)); ok {
		m.noteFirstUse(name, arity)
	}
}

// NoteHandedBack counts a call of p that another machine gave back to
// the solver whole.
func (m *Machine) NoteHandedBack(p *Pred) {
	m.solverUse.HandedBack++
	m.noteFirstUse(p.Name, p.Arity)
}

// noteResolved counts a call of p that the solver resolved by clauses.
func (m *Machine) noteResolved(p *Pred) {
	m.solverUse.Resolved++
	m.noteFirstUse(p.Name, p.Arity)
}

func (m *Machine) noteFirstUse(name *Atom, arity int) {
	if m.solverUse.First == "" {
		m.solverUse.First = name.Name + "/" + strconv.Itoa(arity)
	}
}
