package engine

import (
	"io"
	"os"
	"sync/atomic"
)

// Builtin is the Go implementation of a built-in predicate. args holds the
// goal's arguments (not dereferenced) and is valid only during the call. It
// returns true on success, false on failure, or an error (normally an
// *Exception) to throw. A nondeterministic built-in leaves alternatives with
// Machine.PushRedo before returning.
type Builtin func(m *Machine, args []Term) (bool, error)

// BuiltinSpec names a built-in for registration: builtin families end in a
// table of these.
type BuiltinSpec struct {
	Name  string
	Arity int
	Fn    Builtin
}

// Flags are an interpreter's Prolog flags that the machine itself reads.
// Other flags live in Machine.FlagTable.
type Flags struct {
	// DoubleQuotes is codes, chars, atom or string.
	DoubleQuotes *Atom
	// Unknown is error, fail or warning.
	Unknown *Atom
	// OccursCheck is the flag occurs_check: whether a unification that
	// would bind a variable to a term it occurs in fails (OccursTrue) or
	// raises occurs_check(Var, Term) (OccursError), or binds it and makes
	// a cyclic term (OccursFalse, the default).
	OccursCheck OccursCheck
	// ISO mirrors the flag iso: strict ISO behaviour where SWI-Prolog's
	// default departs from it.
	ISO bool
}

// OccursCheck is a value of the flag occurs_check.
type OccursCheck uint8

// The values of the flag occurs_check.
const (
	OccursFalse OccursCheck = iota
	OccursTrue
	OccursError
)

// Machine is one Prolog interpreter instance: its database, operator table,
// flags, streams, global variables and counters. A Machine is not safe for
// concurrent use; run independent Machines on separate goroutines.
type Machine struct {
	// Ops is the live operator table used by the reader and the writer.
	Ops *OpTable
	// Flags holds the flags the machine consults on hot paths.
	Flags Flags
	// FlagTable holds every other Prolog flag by name.
	FlagTable map[*Atom]Term

	db database

	// solverUse is what the solver did for the WAM core (see SolverUse).
	solverUse SolverUse

	// Host, while a built-in runs for another machine on copies of its
	// arguments (CallForeignFrom), is that machine: what the built-in
	// does to the variables the copies stand for, beyond binding the
	// copies, goes through it.
	Host ForeignHost

	// spareCompiler and spareOcc are kept for the next clause compiled
	// (see takeCompiler).
	spareCompiler *compiler
	spareOcc      map[*Var]int

	// Solver state.
	trail     []trailEntry
	choices   []choicepoint
	varCount  int64
	varMark   int64 // vars with id >= varMark were created after the newest choicepoint (a multiple of varIDStep)
	args      []Term
	argStack  []Term                   // saved arguments of clause choicepoints
	scratch   []Term                   // environment of chain clauses (see Clause.chain)
	intSlab   *[intSlabSize]int64      // see boxInt
	intNext   int                      // the next free integer in intSlab
	envFree   [envPoolSizes][][]Term   // see releaseEnv
	blockFree [blockPoolSizes][]*frame // see releaseBlock
	ustack    []Term                   // unification work stack
	cleanups  int                      // cpCleanup choicepoints (see cleanup.go)
	// cleanupReason is why the next cut runs cleanups, when not a cut
	// (see takeCleanups); halting says that halt/0,1 is ending the
	// queries, whose pending cleanups do not run (see Halt).
	cleanupReason Term
	halting       bool
	// cleanupErr is the first error of a cleanup goal run by a cut, for
	// the solver to raise where the cut was made.
	cleanupErr error
	pending    []pendingGoal
	wakeups    []wakeup
	// depthLimit is call_with_depth_limit/3's limit (see DepthLimit),
	// depthWatch the depth past which entering a clause is looked at
	// (see watchDepth).
	depthLimit DepthLimit
	depthWatch int

	// Inferences counts predicate calls (see README: inference counting).
	Inferences int64
	// Model is the inference model in force and Costs its counts (see
	// inference.go); SetInferenceModel sets both.
	Model InferenceModel
	Costs InferenceCosts
	// modelTests are the predicates whose calls one model counts and the
	// other does not (=/2, ==/2, the type tests).
	modelTests []*Pred
	// Suspended and SuspendedCPU are the wall and CPU time, in
	// nanoseconds, the running query spent handed back to its host
	// between answers (the top level waiting for the user): time/1 leaves
	// them out.
	Suspended, SuspendedCPU int64
	nextCheck               int64
	steps                   int64 // backtracking steps, for interrupt checks in loops without calls
	quietFail               bool  // see FailQuietly
	// redoCounted is failCounted of the backtracking that runs a redo
	// (see RedoAfterCountedFailure).
	redoCounted bool
	interrupt   atomic.Int32
	// MaxDepth bounds the continuation chain (the local stack): a deeper
	// recursion raises a stack overflow (see StackOverflow).
	MaxDepth int

	// Streams.
	streams      map[int]*Stream
	nextStreamID int
	aliases      map[*Atom]*Stream
	In, Out, Err *Stream
	// redirects are with_output_to/2's redirections of Out in progress,
	// by handle (see RedirectOutput).
	redirects      map[int64]*outputRedirect
	nextRedirect   int64
	spareRedirects []*outputRedirect
	UserIn         *Stream
	UserOut        *Stream
	UserErr        *Stream

	// Globals holds nb_setval/b_setval variables.
	Globals map[*Atom]Term

	// Hooks for layers above the engine.
	// Consult loads a file (set by builtins; used by initialization etc.).
	Hooks Hooks

	// Limits, if set, runs every few thousand inferences and may return
	// an error (a resource_error) to end the query.
	Limits func(m *Machine) error
	// memLimit is the heap size past which Reserve refuses an allocation
	// (0: DefaultMemoryLimit).
	memLimit uint64

	// Halted is set when halt/0,1 ran; the exit code is HaltCode.
	Halted   bool
	HaltCode int

	// LoadContext describes the file being loaded, if any.
	LoadContext *LoadContext

	// Tracer, if set, is called at each port of a traced call.
	Tracer Tracer
	// Debug is set by trace/0 and debug/0: calls go through the tracer.
	Debug bool
	// Trace is the tracer's state.
	Trace TraceState
	// lastFailCounted is failCounted when a run last failed out of its
	// query (see Query.FailCounted).
	lastFailCounted bool
}

// Hooks lets the packages above the engine plug behaviour into it without
// the engine importing them.
type Hooks struct {
	// Warn prints a warning in SWI-Prolog's words.
	Warn func(m *Machine, msg string)
	// Interrupted decides what an interrupt (Interrupt, Ctrl-C) does
	// when a check between inferences finds it: nil aborts the query.
	Interrupted func(m *Machine) InterruptAction
	// Slots holds per-interpreter state of higher layers, each at an
	// index that is a constant of the layer owning it. A slot is read in a
	// few instructions; big-integer arithmetic reads one at every
	// evaluation, where a map lookup cost more than the addition.
	Slots [HookSlots]any
	// Native, if set, may put a fast path in front of a predicate's
	// clauses that runs it on another machine (see native.go).
	Native func(m *Machine, p *Pred)
	// RuleAdded, if set, is asked about each rule added to a dynamic
	// predicate that held one already: true makes the addition a change
	// of the program, as the first rule's is (see Pred.HasRules).
	RuleAdded func(m *Machine, p *Pred, c *Clause) bool
	// NativeGoal, if set, is asked about each control construct or
	// library meta-predicate goal that the solver is about to meta-call
	// (call/1, catch/3, findall/3, ...): it may return a predicate of the
	// goal's own (see NewGoalPred), with a fast path, and the arguments
	// to call it with, which the solver calls in the goal's place.
	NativeGoal func(m *Machine, goal Term) (*Pred, []Term, bool)
	// Raised, if set, is told of each error a built-in raises, with the
	// built-in's goal as it was called (its arguments as bound then) and
	// the error with its context: the top level's backtrace of an
	// uncaught error names the goal (see builtins.WatchBacktrace, which
	// sets it while a query runs whose errors may get one). The goal's
	// bindings are undone once the error is caught: the hook copies
	// what it keeps.
	Raised func(m *Machine, goal Term, err error)
	// DepthLimited, if set, is asked under call_with_depth_limit/3's
	// limit whether the fast path of p (see Native) runs a call of p
	// whose clauses run at level, counting the levels of what it calls
	// as the solver does; otherwise the solver runs p's clauses.
	DepthLimited func(m *Machine, p *Pred, level int) bool
	// Arithmetic evaluates arithmetic functions on numbers.
	Arithmetic Arithmetic
	// FormatText, if set, is the text that format/2 would write for the
	// format and arguments given, or its error; the WAM core makes
	// format/3's text for atom(A), string(S), codes(C) and chars(C)
	// output with it, on the heap.
	FormatText func(m *Machine, format, args Term) (string, error)
	// CharClass, if set, returns the test of the character class name
	// of char_type/2 and code_type/2 that takes no argument (alpha,
	// digit, space, ...), or nil: the WAM core decides such a goal of a
	// character it has with it, on the heap.
	CharClass func(name *Atom) func(rune) bool
	// Tables, if set, are tabling's tables, for the WAM core (see
	// AnswerTables).
	Tables AnswerTables
	// Modules, if set, resolves Module:Goal for the WAM core (see
	// ModuleResolver).
	Modules ModuleResolver
	// CaughtBall, if set, is asked about each ball that reaches an
	// active catch/3 before it is unified with the catcher, with a
	// function that gives the catch's goal: it returns the ball the catch
	// sees. The ball of an unknown procedure gets there the context of
	// the frame SWI-Prolog names, known only from the goal (see
	// builtins.CaughtBall).
	CaughtBall func(m *Machine, goal func() Term, ball Term) Term
	// ProcedureIndicator, if set, gives the indicator that the error of
	// an unknown procedure name/arity names: Module:Name/Arity for a
	// module's local predicate, whose name in the database is the
	// module's local name for it (see builtins' modules).
	ProcedureIndicator func(m *Machine, name *Atom, arity int) Term
	// AdoptHostVars, if set, hands the engine the state that built-ins
	// keep about variables of the host h (see ForeignHost) for vars,
	// the engine's copies of those variables in a solution the host
	// gives the engine: from then on the state is about the copies. undo
	// gives the state back to the host, for a host that backtracks into
	// the run that made the solution; nil when nothing was handed over.
	AdoptHostVars func(m *Machine, h ForeignHost, vars []*Var) (undo func())
}

// ModuleResolver says what Module:Goal calls for a goal named
// name/arity: the local name of Module's own predicate, or nil for the
// goal as it is; simple is false when only the loader's rewriting of the
// whole goal can tell (a control construct, a meta-predicate, a
// qualified goal, an unknown procedure whose error names the module).
type ModuleResolver interface {
	ResolveCall(m *Machine, module, name *Atom, arity int) (local *Atom, simple bool)
}

// HookSlots is the number of Hooks.Slots.
const HookSlots = 12

// LoadContext is the state of a file being consulted.
type LoadContext struct {
	File string // absolute path
	Dir  string
	Line int
	// Defined holds predicates defined by this load so far.
	Defined map[*Pred]bool
	Parent  *LoadContext
}

// Tracer receives port events when tracing is on.
type Tracer interface {
	Port(m *Machine, port string, depth int, goal Term) TraceAction
}

// TraceAction is the tracer's answer at a port.
type TraceAction int

// Tracer answers.
const (
	TraceCreep TraceAction = iota
	TraceSkip
	TraceLeap
	TraceFail
	TraceRetry
	TraceAbort
	TraceNodebug
)

// NewMachine returns a machine with the default operator table and flags,
// standard streams bound to os.Stdin, os.Stdout and os.Stderr, and no
// predicates: the builtins package installs those.
func NewMachine() *Machine {
	m := &Machine{
		Ops:       NewOpTable(),
		FlagTable: map[*Atom]Term{},
		Globals:   map[*Atom]Term{},
		streams:   map[int]*Stream{},
		aliases:   map[*Atom]*Stream{},
		MaxDepth:  defaultMaxDepth,
	}
	m.Flags = Flags{DoubleQuotes: Intern("string"), Unknown: Intern("error")}
	m.db.init()
	m.args = make([]Term, 0, 16)
	m.nextCheck = checkInterval
	m.Costs = modelCosts[ModelSWI2001]
	m.SetStdio(os.Stdin, os.Stdout, os.Stderr)
	return m
}

const (
	checkInterval   = 1 << 12
	defaultMaxDepth = 10_000_000
)

// SetStdio rebinds user_input, user_output and user_error.
func (m *Machine) SetStdio(in io.Reader, out, errw io.Writer) {
	if m.UserIn != nil {
		delete(m.streams, m.UserIn.ID)
		delete(m.streams, m.UserOut.ID)
		delete(m.streams, m.UserErr.ID)
	}
	m.UserIn = NewInputStream(in, "user_input", nil)
	m.UserOut = NewOutputStream(out, "user_output", nil)
	m.UserErr = NewOutputStream(errw, "user_error", nil)
	m.UserIn.Alias, m.UserOut.Alias, m.UserErr.Alias = Intern("user_input"), Intern("user_output"), Intern("user_error")
	m.UserIn.Mode, m.UserOut.Mode, m.UserErr.Mode = ModeRead, ModeAppend, ModeAppend
	// As in SWI-Prolog, user_input is eof_action(reset): reading past its
	// end gives end of file again (and waits for more from a terminal),
	// never leaving the stream past its end.
	m.UserIn.EOFAction = Intern("reset")
	m.UserErr.Unbuffered = true
	m.UserOut.LineBuffered = true
	for _, s := range []*Stream{m.UserIn, m.UserOut, m.UserErr} {
		m.AddStream(s)
		m.aliases[s.Alias] = s
	}
	m.In, m.Out, m.Err = m.UserIn, m.UserOut, m.UserErr
}

// AddStream registers s and assigns its ID.
func (m *Machine) AddStream(s *Stream) {
	s.ID = m.nextStreamID
	m.nextStreamID++
	m.streams[s.ID] = s
}

// RemoveStream forgets s (after close/1).
func (m *Machine) RemoveStream(s *Stream) {
	delete(m.streams, s.ID)
	if s.Alias != nil && m.aliases[s.Alias] == s {
		delete(m.aliases, s.Alias)
	}
	if m.In == s {
		m.In = m.UserIn
	}
	if m.Out == s {
		m.Out = m.UserOut
	}
}

// SetAlias binds alias to s.
func (m *Machine) SetAlias(alias *Atom, s *Stream) {
	s.Alias = alias
	m.aliases[alias] = s
}

// StreamByID returns the open stream with the given ID.
func (m *Machine) StreamByID(id int) *Stream { return m.streams[id] }

// StreamByAlias returns the open stream with the given alias.
func (m *Machine) StreamByAlias(a *Atom) *Stream { return m.aliases[a] }

// Streams calls fn for each open stream in ID order.
func (m *Machine) Streams(fn func(*Stream)) {
	for id := 0; id < m.nextStreamID; id++ {
		if s := m.streams[id]; s != nil {
			fn(s)
		}
	}
}

var atomStream = Intern("$stream")

// StreamTerm returns the term that denotes s: '$stream'(ID).
func StreamTerm(s *Stream) Term { return NewCompound(atomStream, MakeInt(int64(s.ID))) }

// StreamOf returns the stream a term denotes ('$stream'(ID) or an alias),
// or nil.
func (m *Machine) StreamOf(t Term) *Stream {
	switch t := Deref(t).(type) {
	case *Atom:
		return m.aliases[t]
	case *Compound:
		if t.Name == atomStream && len(t.Args) == 1 {
			if id, ok := Deref(t.Args[0]).(Int); ok {
				return m.streams[int(id)]
			}
		}
	}
	return nil
}

// IsStreamTerm reports whether t has the form of a stream term.
func IsStreamTerm(t Term) bool {
	c, ok := Deref(t).(*Compound)
	return ok && c.Name == atomStream && len(c.Args) == 1
}

// Interrupt asks the running query to stop at the next check: it throws
// '$aborted' (Ctrl-C, context cancellation). Safe from any goroutine.
func (m *Machine) Interrupt() {
	m.interrupt.Store(1)
}

// NewVar returns a fresh unbound variable.
func (m *Machine) NewVar() *Var {
	return m.newVarFast()
}

// Register defines name/arity as a built-in implemented by fn.
func (m *Machine) Register(name string, arity int, fn Builtin) {
	p := m.db.lookup(Intern(name), arity)
	p.builtin = fn
	p.flags |= predBuiltin | predStatic
	p.clauses, p.first = nil, 0
	// Code compiled before may call the predicate as it was.
	p.noteProgramChange()
}

// RegisterAll registers a table of the system's built-ins, whose errors
// name them as SWI-Prolog's system module's (see Exception.WithContext);
// a built-in that Register alone adds is the host program's.
func (m *Machine) RegisterAll(specs []BuiltinSpec) {
	for _, s := range specs {
		m.Register(s.Name, s.Arity, s.Fn)
		m.db.lookup(Intern(s.Name), s.Arity).flags |= predSystem
	}
}

// PushGoal makes goal run right after the current built-in succeeds, before
// the rest of the continuation, as if called by call/1 (cut inside it is
// local). Only a built-in may call it, and only when it returns true.
func (m *Machine) PushGoal(goal Term) {
	m.pending = append(m.pending, pendingGoal{goal: goal})
}

type pendingGoal struct {
	goal Term
	// make, when set, makes the goal when it is about to run (see
	// PushGoalAt).
	make func(m *Machine, level int) (Term, bool)
	// pred, when set, is the predicate outside the database whose
	// clauses goal (its arguments) is resolved against (see
	// PushGoalClauses).
	pred *Pred
	// clauses resolves goal against its predicate's clauses, skipping a
	// tabled predicate's trampoline (see PushClauses).
	clauses bool
}

// PushRedo leaves a choicepoint: when execution backtracks into it, the
// bindings made since are undone (so push it before binding anything for
// the current solution) and redo runs as if it were the built-in
// itself, returning true, false or an error. redo may push another redo to
// leave further alternatives.
func (m *Machine) PushRedo(redo func(m *Machine) (bool, error)) {
	m.pushChoice(choicepoint{kind: cpRedo, redo: redo})
}

// SetGlobalUndoably gives the global variable key the value v until
// backtracking takes it back, as b_setval/2 does.
func (m *Machine) SetGlobalUndoably(key *Atom, v Term) {
	old, had := m.Globals[key]
	m.Globals[key] = v
	m.TrailUndo(func() {
		if had {
			m.Globals[key] = old
		} else {
			delete(m.Globals, key)
		}
	})
}

// HeldTerm is the value of a global variable that another machine keeps
// in a form of its own (the WAM core's copy, in cells, of a term that
// nb_setval/2 gave the variable on the core), made an engine term only
// when the engine reads it (GlobalValue), once. Only Globals holds one.
type HeldTerm struct {
	// Data is the keeper's form of the value.
	Data any
	load func() Term
	t    Term
}

func (*HeldTerm) isTerm() {}

// NewHeldTerm returns the held value data, which load makes an engine
// term.
func NewHeldTerm(data any, load func() Term) *HeldTerm {
	return &HeldTerm{Data: data, load: load}
}

// Term returns h's value as an engine term, the same one each time.
func (h *HeldTerm) Term() Term {
	if h.load != nil {
		h.t, h.load = h.load(), nil
	}
	return h.t
}

// GlobalValue returns the value of the global variable key as an engine
// term, and false when key has none.
func (m *Machine) GlobalValue(key *Atom) (Term, bool) {
	v, ok := m.Globals[key]
	if h, held := v.(*HeldTerm); held {
		v = h.Term()
	}
	return v, ok
}

// DepthLimit is the state of call_with_depth_limit/3, as SWI-Prolog keeps
// it: while On, a call whose level is above Limit fails, and Reached is
// the deepest level a call reached, Limit+1 once a call was refused. A
// call's level is its caller's plus one, as SWI-Prolog numbers its frames:
// while On, the solver makes no last-call optimization, and a built-in
// call is a level of its own, except those SWI-Prolog compiles to
// instructions (=/2, the type tests and ==/2 on clause variables, call/N
// in a clause body, control constructs); clauses tried again on
// backtracking reach nothing new, as SWI-Prolog's redo of a frame does
// not. The fast paths that run predicates on the WAM core, which has no
// frames to count, stand aside.
type DepthLimit struct {
	On      bool
	Limit   int
	Reached int
}

// DepthLimit returns the depth limit in force.
func (m *Machine) DepthLimit() DepthLimit { return m.depthLimit }

// SetDepthLimit puts d in force. An error that leaves a run of the solver
// puts back the limit that was in force when the run began.
func (m *Machine) SetDepthLimit(d DepthLimit) {
	m.depthLimit = d
	m.watchDepth()
}

// PushGoalAt is PushGoal for a goal that depends on the level it runs at:
// make is called when the goal is about to run, with the level of the
// goal's own frame, and returns the goal, or false to fail instead.
func (m *Machine) PushGoalAt(make func(m *Machine, level int) (Term, bool)) {
	m.pending = append(m.pending, pendingGoal{make: make})
}

// CutFinished removes the choicepoints from height h on, where a
// built-in left a redo with PushRedo, if none above it is an alternative
// (catch/3 markers, soft-cut branches and ghosts are not): the goal run
// since has finished deterministically, and with it the built-in. It
// reports whether it did.
func (m *Machine) CutFinished(h int) bool {
	if h >= len(m.choices) || m.choices[h].kind != cpRedo {
		return false
	}
	for i := h + 1; i < len(m.choices); i++ {
		switch m.choices[i].kind {
		case cpCatch, cpDead, cpGhost, cpCleanup:
		default:
			return false
		}
	}
	m.cutTo(h)
	return true
}
