package wam

import (
	"github.com/goprolog/goprolog/internal/engine"
)

// Environment frames live in Machine.stack, a slice of cells. The frame
// at index e is laid out as
//
//	stack[e+frameCE]  the caller's frame (an index, as an integer cell)
//	stack[e+frameCP]  the continuation: the code index to return to
//	stack[e+frameN]   the number of permanent variables, n
//	stack[e+frameY+k] permanent variable Yk, for k < n
//
// Frame 0 is the root frame: its CE is 0 and its n is 0. A permanent
// variable never refers into the stack: a variable first met in a body
// goal is made on the heap, so the stack holds only constants and heap
// references.
const (
	frameCE = iota
	frameCP
	frameN
	frameY
)

// choicepoint records what backtracking restores.
type choicepoint struct {
	e     int   // the environment
	cp    int   // the continuation
	h     int   // the heap top
	tr    int   // the trail top
	etop  int   // the stack top that the frames below it need
	pred  *pred // the predicate whose candidates remain
	cands []int32
	next  int // the index in cands of the next candidate
	args  int // saved argument registers: Machine.saved[args : args+n]
	n     int
	bags  int // the findall bags open (see catchAt)
}

// choiceTrace is what the tracer keeps of a choicepoint, beside it in
// Machine.traceChoices, on a core compiled for tracing: the depth of the
// clauses it resumes, and whether one of them got past its head since it
// was made or last resumed, so that resuming it is a Redo (see trace.go).
type choiceTrace struct {
	depth   int32
	entered bool
	// callRedo marks the choicepoint of a traced call of facts (see
	// facts.go), made in the frame of the call's ports: resuming it is
	// a Redo of the goal that frame holds.
	callRedo bool
}

// spent reports whether b is no alternative: a catch frame (see
// catch.go), or a choicepoint that a soft cut left without one (see
// opSoftCut).
func (b *choicepoint) spent() bool { return b.pred.catch || b.next == len(b.cands) }

// trailEntry is a change that backtracking undoes: the heap cell at i
// gets back old, the value it had. A binding's entry holds the unbound
// variable itself (mkRef(i), or an attributed variable's mkAttv(i));
// setarg/3's the argument it replaced.
type trailEntry struct {
	i   int
	old cell
}

// bound reports whether e undoes the binding of a plain variable, whose
// old value reaches nothing.
func (e trailEntry) bound() bool { return e.old == mkRef(e.i) }

// undoEntry is the heap index of a trail entry that runs Go code instead
// of restoring a cell (see TrailUndo): its old cell is the integer index
// of the code in Machine.undos. No cell has a negative index.
const undoEntry = -1

// isUndo reports whether e runs Go code (see undoEntry).
func (e trailEntry) isUndo() bool { return e.i < 0 }

// Machine is a WAM instance: heap, stack, trail, choicepoints, registers
// and the code of its predicates.
type Machine struct {
	heap  []cell // heap[:h] is in use
	h     int
	stack []cell       // environment frames
	e     int          // the current environment
	trail []trailEntry // the cells older than the newest choicepoint that bindings or setarg/3 changed
	// undos holds the Go code of the trail's undo entries, in the order
	// of the entries (see TrailUndo); an entry whose code ran or was
	// dropped holds nil until the slice is cut back past it.
	undos []func()
	// passed holds the indices in undos, ascending, of the entries that
	// a closing query hands to its caller (see PassUndo).
	passed  []int
	choices []choicepoint
	saved   []cell // argument registers saved by choicepoints
	regs    [maxRegs]cell
	ustack  []cell // unification work stack

	// roots are heap references that Go code holds across calls (a
	// query's variables): the collector keeps what they reach and
	// updates them.
	roots []cell

	atoms   []*engine.Atom
	atomIdx map[*engine.Atom]int
	// atomKeys holds, for each numbered atom, its order key (see
	// atomOrderKey), so that comparing two atoms reads two words of one
	// array rather than two atoms and their names.
	atomKeys []uint64
	// keepAtoms is the number of atoms that code may refer to: those
	// numbered above it only cells hold, and the collector frees the
	// numbers of those that no live cell holds (see atomgc.go) for
	// newAtomIndex to give again from freeAtoms. A collection is due
	// (atomsDue) when more than atomGCAt atoms are numbered: gcAt is
	// then -1, and heapGCAt what it was. atomRuns counts the
	// collections of the atoms.
	keepAtoms, atomGCAt, atomRuns int
	freeAtoms                     []int
	atomsDue                      bool
	heapGCAt                      int

	functors []functor
	// funNames holds the atom cell of each functor's name, so that
	// functor/3 and =.. name a structure without a map lookup.
	funNames []cell
	// lasting holds the atom cells kept outside the heap and the code
	// for as long as the machine lives (see lastingAtom).
	lasting  []cell
	funIdx   map[functor]int
	funCache [funCacheSize]funCacheEntry // see functorIndex
	// atomCache holds the numbers of the atoms looked up last (see
	// atomIndex), charIdx those of the one-character ASCII atoms (see
	// charCell): either is checked against atoms, as a collected
	// atom's number may be given to another.
	atomCache [atomCacheSize]atomCacheEntry
	charIdx   [128]int32
	// redoKept says that backtracking left the choicepoint of a
	// built-in's redo in place, and redoRenewed that the redo has
	// renewed or taken it (see nativeRedo).
	redoKept, redoRenewed bool
	// splitFields is split_string/4's slice of fields, kept for reuse.
	splitFields []string
	dotName     cell // the atom cell of a list cell's name
	// orderCells holds the atom cells of <, = and >, the answers of
	// compare/3, so that a comparison names its order without a map
	// lookup.
	orderCells [3]cell
	// subText is the text sub_atom/5 and sub_string/5 last read (see
	// subEnum.init).
	subText engine.TextCache
	// liveRegs is pushResume's scratch for the sets of liveRegs.
	liveRegs [2]regSet
	boxes    []engine.Term
	// keepBoxes is the number of boxes that code refers to: those above
	// it belong to terms on the heap, and the collector keeps only the
	// ones the live cells reach (see collectBoxes).
	keepBoxes int
	// boxGCAt is the length of boxes at which the next collection runs
	// even if the heap has not grown: a loop on big integers makes few
	// cells but many boxes.
	boxGCAt int
	// trailGCAt is the length of the trail at which the next collection
	// runs (see needCollect).
	trailGCAt int

	// open holds the queries begun and not closed, oldest first: a query
	// begins on top of those below it, whose choicepoints and heap it
	// leaves alone.
	open []*Query

	preds map[functor]*pred
	// ghost is the predicate of ghost choicepoints (see member2001.go).
	ghost *pred
	code  []instr
	// margin is the most heap cells one clause writes: the heap has
	// that much room whenever a clause starts or resumes after a call.
	margin int
	// cutB is the cut barrier of the clause running: the number of
	// choicepoints when its predicate was called.
	cutB int
	// cp is the continuation register: where proceed returns.
	cp int

	// gcAt is the heap top at which the next collection runs; gcRuns
	// counts collections. gcStress, for tests, makes the next collection
	// due once the heap grows by a quarter, or by a few cells (see
	// Bridge.GCStress).
	gcAt     int
	gcRuns   int
	gcStress bool
	// maxHeapLen is the most cells the heap's storage has held.
	maxHeapLen int
	// gc is the collector's state, whose storage the next collection
	// reuses.
	gc gcState

	// NewVar makes the engine variables that stand for unbound heap
	// variables in the terms read out of the machine.
	NewVar func() *engine.Var

	// Inferences counts predicate calls, as engine.Machine does.
	Inferences int64
	// Costs are the counts of the inference model in force (see
	// engine.InferenceCosts): the engine's own, so that a change of
	// model counts by the new one from the next inference on, in a
	// query already running too.
	Costs *engine.InferenceCosts
	// Check, if set, runs every engine.CheckInterval inferences, as the
	// engine's solver runs its interrupt and limit checks: an error it
	// returns ends the run.
	Check func() error
	// heapNamed is set while an output built-in's arguments are read out
	// of the heap (see newVarFor).
	heapNamed bool
	// StackLimit, if set, returns the memory limit that the checks hold
	// a program to, which a stack overflow's message names.
	StackLimit func() uint64
	nextCheck  int64
	// backtracks counts failures, for the checks of loops that make no
	// call (see run).
	backtracks int64
	// Foreign, if set, calls a deterministic built-in of the engine; the
	// built-ins that clauses may call are those in foreign (see
	// SetForeign). Arithmetic that the core does not evaluate itself
	// (floats, big integers, errors) goes to the engine's built-in too,
	// when it is foreign, so that results and errors are the engine's.
	Foreign func(p *engine.Pred, args []engine.Term) (bool, error)
	// Arith evaluates arithmetic on numbers that are not small
	// integers, with ArithEngine as its machine (see evalNumbers); nil
	// leaves such goals to the engine's built-ins. ArithEngine is the
	// engine the core works for, whose global variables also get the
	// values b_setval/2 gives on the core (see natives_globals.go).
	Arith       engine.Arithmetic
	ArithEngine *engine.Machine
	// FormatText, if set, makes format/3's text for output to a term
	// (see natives_format.go).
	FormatText func(format, args engine.Term) (string, error)
	// CaughtBall, if set, gives the ball a catch frame sees, from the
	// ball and the catch's goal (engine.Hooks.CaughtBall).
	CaughtBall func(goal func() engine.Term, ball engine.Term) engine.Term
	// CharClass, if set, returns the test of a character class of
	// char_type/2 that takes no argument (engine.Hooks.CharClass).
	CharClass func(name *engine.Atom) func(rune) bool
	// Output, if set, writes text to the engine's current output, as
	// format/2 writes it (see natives_format.go).
	Output func(text string) error
	// Globals, if set, are the engine's global variables (nb_setval/2),
	// which the core reads and writes itself for atomic values (see
	// natives_globals.go).
	Globals map[*engine.Atom]engine.Term
	// Flags are the engine's flags that change what the core's
	// instructions do (iso, occurs_check); nil is SWI-Prolog's
	// defaults. SetFlags sets them.
	Flags *engine.Flags
	// occursFlag is the flag occurs_check of Flags, and occursCode
	// whether the core unifies with the occurs check, as the flag said
	// when it last looked (see occurs.go).
	occursFlag *engine.OccursCheck
	occursCode bool
	// Unknown, if set, handles a call of a predicate that had no clauses
	// when the core compiled it: defined when the program has given it
	// clauses or made it dynamic since (an assert, a consult), and
	// otherwise the error to raise or nil to fail: a predicate declared
	// (multifile, discontiguous) and given no clauses fails, and one
	// that nothing defines does what the engine's flag unknown says
	// (engine.Machine.Unknown). Unset, the call raises the existence
	// error.
	Unknown func(name *engine.Atom, arity int) (defined bool, err error)

	foreign map[functor]*engine.Pred
	output  map[*engine.Pred]bool
	// anyForeign holds the foreign built-ins not known to be
	// deterministic: they are called through ForeignRedo, and may leave
	// alternatives (see callForeign).
	anyForeign map[*engine.Pred]bool
	// ForeignRedo, if set, calls a built-in of anyForeign, for which the
	// core is the host h (see host.go): more, when not nil, gives its
	// other answers.
	ForeignRedo func(h engine.ForeignHost, p *engine.Pred, args []engine.Term) (ok bool, more EngineQuery, err error)
	// ApplyBuiltin, if set, is the engine's apply/2, which the core
	// calls, through Foreign, only for the error of a call whose goal is
	// not callable or whose list is no proper list (see apply.go).
	ApplyBuiltin *engine.Pred
	// Generation, if set, is the engine's program generation, and gen its
	// value when the machine's code was compiled: a query may go on
	// after a built-in it called changed the program (abolish/1, a
	// consult, a built-in redefined), and from then on, as the engine
	// resolves each call when it is made, a call of a predicate whose
	// clauses changed goes to the engine (programChanged, see enter).
	Generation     func() uint64
	gen            uint64
	programChanged bool
	// level is the number of cores that are in the middle of a run when
	// this one runs (see Bridge).
	level int
	// MaxStack bounds the environment stack, in cells: a deeper
	// recursion raises a stack overflow. 0 means no bound.
	MaxStack int
	// converted counts the argument slots of the terms read out of the
	// heap (see Bridge's cost accounting).
	converted int64
	// failCounted says whether the failure that ended the last run was
	// of a counted call (see run).
	failCounted bool

	// Halting, if set, says whether halt/0,1 is ending the queries,
	// whose pending cleanups do not run then.
	Halting func() bool
	// Tabled, if set, says whether name/arity is a tabled predicate,
	// whose goals call '$tbl_call'/1 (see tabling.go).
	Tabled func(name *engine.Atom, arity int) bool
	// Tables, if set, are the engine's answer tables, with TablesOwner
	// the machine they belong to (see tabling.go); answerVars, keyBuf,
	// keyStack, keyVars, keyHoles and keyOpaque are the tabling
	// built-ins', kept for reuse, and tbls the tables they found, by
	// handle.
	Tables      engine.AnswerTables
	TablesOwner *engine.Machine
	// ModuleCall, if set, says what Module:Goal calls for a goal named
	// name/arity (see engine.ModuleResolver); simple false leaves the
	// goal to the engine's '$module_goal'/3.
	ModuleCall func(module, name *engine.Atom, arity int) (local *engine.Atom, simple bool)
	answerVars map[*engine.Var]cell
	keyBuf     []byte
	keyStack   []cell
	keyVars    []int
	keyHoles   []int
	keyOpaque  bool
	tbls       []engine.AnswerTable
	// Specialize, if set, returns the body of the clause that runs goal,
	// a call of a library meta-predicate, with goal's arguments in place
	// (see meta.go), or false to compile goal as a call.
	Specialize func(goal engine.Term) (engine.Term, bool)
	// bags holds the open findall bags, the newest last (see bag.go);
	// bagVars, bagMade and bagJobs are copyOut's, and copyCells' and
	// termVars' (natives_terms.go), kept for reuse.
	bags             []bag
	bagSpare         bagSpare // the bags' chunks kept for reuse
	bagVars, bagMade addrMemo
	bagJobs          []bagJob
	copyBound        []int // the variables copyOut binds in place
	// spareBall is a heapBall whose storage the next throw/1 reuses.
	spareBall *heapBall
	// betweenStep is the predicate of between/3's choicepoints, made
	// with '$wam_between' (see between.go).
	betweenStep *pred
	// repeatStep is the predicate of repeat/0's choicepoints, made with
	// '$wam_repeat' (see repeat.go).
	repeatStep *pred
	// redos holds the redo predicate of each non-deterministic native
	// built-in, by its index in natives, once made (see redo.go).
	redos []*pred
	// sortBuf is listCells', and termVars' walk stack, kept for reuse.
	sortBuf []cell
	// groupBuf holds '$bagof_groups'/2's items of a group and its
	// groups, reused from call to call.
	groupBuf struct{ items, groups []cell }
	// opFns maps the core's arithmetic steps to Arith's function ids;
	// floatFns holds the float functions of Arith's ids, as they are
	// looked up (see floatFunctionOf).
	opFns    []int
	floatFns []floatFn
	// host is the core as seen from the built-ins it calls through
	// ForeignRedo (see host.go).
	host *foreignHost
	// foreignNames and foreignArgs are callForeign's, kept for reuse.
	foreignNames map[int]*engine.Var
	foreignArgs  [maxRegs]engine.Term
	// formatBuf is formatPlain's, kept for reuse.
	formatBuf []byte
	// nativeErr is the error of a native's run that decided its call
	// (see runNative).
	nativeErr error
	// Resolve, if set, says how the core runs the goals of a functor
	// that a meta-call meets at run time, compiling the predicate first
	// when the core is to run its clauses (see callgoal.go); callTargets
	// caches the answers, nil for the goals the engine solves.
	Resolve     func(name *engine.Atom, arity int) Resolution
	callTargets map[functor]*pred
	// targetMemo holds callTargets' last answers by a hash of the
	// functor: a meta-call of a few goals over and over (predsort/3's
	// comparison) finds its predicate without hashing the functor.
	// Entries of callTargets never change, so the memo needs no
	// invalidation.
	targetMemo [targetMemoSize]targetEntry
	// controlShapes holds the predicates of the control constructs that
	// meta-calls met, by shape; shapeKey and shapeStack are
	// controlTarget's, kept for reuse.
	controlShapes map[string]*pred
	// metaGoals are the goals of call/N compiled once per pattern of
	// their variables bound when the call runs (see metagoal.go).
	metaGoals []patternGoal
	// propHeads are predProp's heads, by functor index.
	propHeads  map[int]engine.Term
	shapeKey   []byte
	shapeStack []cell
	// ClauseTable, if set, returns the clauses (head and body) of a
	// static predicate that clause/2 may read, or false; clauseTables
	// caches the predicates of their facts (see factTable).
	ClauseTable func(name *engine.Atom, arity int) ([][2]engine.Term, bool)
	// ClauseAccess, if set, says whether clause/2 of a head of
	// name/arity reads clauses, finds none or may not read them.
	ClauseAccess func(name *engine.Atom, arity int) ClauseAccess
	clauseTables map[functor]*pred
	// Solve, if set, starts the engine on a goal the core does not run
	// itself; SyncInferences and EngineInferences pass the inference
	// count to the engine and back around each of its runs.
	Solve func(goal engine.Term) EngineQuery
	// DepthLimitCall, if set, returns the query that solves goal, a
	// call_with_depth_limit/3, on a depth-limited core, when one runs
	// it (see depthlimit_call.go); vars are the goal's variables, whose
	// values its solutions give.
	DepthLimitCall   func(goal *engine.Compound, vars []*engine.Var, counted bool) (EngineQuery, bool)
	SyncInferences   func(n int64)
	EngineInferences func() int64
	// Facts, if set, is where the core looks up the dynamic predicates
	// whose clauses are facts (see facts.go), and FactTable says which
	// predicate name/arity is one.
	Facts     FactSource
	FactTable func(name *engine.Atom, arity int) *engine.Pred
	// StaticFacts, if set, returns the static predicate name/arity when
	// the core looks it up as a table of facts (see staticFactTable),
	// and nil otherwise.
	StaticFacts func(name *engine.Atom, arity int) *engine.Pred
	facts       factCalls
	// Dynamic, if set, is where the core finds the clauses of the
	// dynamic predicates it runs (see dynamic.go).
	Dynamic DynamicSource
	// engineCalls are the engine queries left open with alternatives,
	// the newest last, and engineRedo the predicate of their
	// choicepoints.
	engineCalls []engineCall
	engineRedo  *pred
	// engineFailCounted says whether the engine query that failed last
	// failed on a counted call.
	engineFailCounted bool
	// Effects counts what the core did that a run on the engine instead
	// could not undo: output, changes to the database, goals the engine
	// solved.
	Effects int64
	effects map[*engine.Pred]bool
	// callN says that the goal the core hands the engine is call/N's
	// (see callEngine); run sets it for one call.
	callN bool
	// DeoptAllowed says that the query running may still be handed back
	// whole to the engine while Effects is EffectsMark: a goal the
	// engine would solve raises ErrDeopt then, so that the engine runs
	// the query instead, attributed variables and all.
	DeoptAllowed bool
	EffectsMark  int64
	// PassUndo, when set, hands the Go code of an undo entry (see
	// TrailUndo) to the machine that called a query which closes before
	// backtracking could run it: that caller's backtracking runs it then
	// (see Query.Close).
	PassUndo func(fn func())
	// arithNames and arithTerms are arithSlow's, kept for reuse.
	arithNames map[int]*engine.Var
	// bigs holds the digit arrays of the big integers that is/2 makes
	// (see bigpool.go).
	bigs       bigPool
	arithTerms []engine.Term
	// ints is evalInts' scratch state (see arith_big.go), made at its
	// first run.
	ints *intScratch
	// wakeups holds the heap indices of the attributed variables bound
	// since the last wake-up ran (see attvar.go), and ^i for a variable
	// i whose binding in a head waits for its occurs check (see
	// occurs.go); wakeResume is the code
	// index of the instruction that returns from a wake-up, or 0 until
	// one runs.
	wakeups    []int
	wakeResume int
	// occursFound is the error of a unification that failed under
	// occurs_check=error, which run raises (see occurs.go).
	occursFound error
	// bvals are the values that b_setval/2 gave global variables on
	// this core, newest last (see natives_globals.go).
	bvals []bval
	// cleanupFrame and cleanupBarrier are the predicates of the cleanup
	// frames and of the barriers of the cleanup goals running, and
	// cleanupCall the predicate that calls such a goal (see cleanup.go);
	// cleanupNextPC is the code index of opCleanupNext.
	cleanupFrame, cleanupBarrier, cleanupCall *pred
	cleanupNextPC                             int
	// cleanupFrames counts the cleanup frames among the choicepoints;
	// cleanupGoals holds the goals of those that a cut removed, for a
	// divert to run, and cleanupRuns the state of the diverts running.
	cleanupFrames int
	cleanupGoals  []cell
	cleanupRuns   []cleanupRun
	// cleanupReason is why the next cut queues cleanups, when
	// hasCleanupReason says it is not a cut (see takeCleanups).
	cleanupReason    cell
	hasCleanupReason bool
	// regsUsed bounds the registers that the compiled code uses, which a
	// wake-up saves.
	regsUsed int
	// boxBytes estimates the bytes of the boxes made since the last
	// collection, and boxBytesGCAt the bytes at which the next one runs:
	// a loop on big integers of thousands of digits makes garbage for Go
	// to hold far faster than it makes boxes.
	boxBytes, boxBytesGCAt int

	// The tracer's fields come last, where they move none of the
	// others. Debugger, on a core compiled for tracing (traceCode), is the
	// engine whose tracer reports the ports (see trace.go); rawCode is
	// set while a clause is compiled untraced (a built-in's wrapper).
	Debugger           *engine.Machine
	traceCode, rawCode bool
	// tdepth is the tracer's depth of the clause running; quietEntry
	// says that the next call is the engine's, which reports its ports.
	tdepth     int32
	quietEntry bool
	// limitOf, on a core compiled for depth-limited runs (see
	// depthlimit.go), is the engine whose call_with_depth_limit/3 limit
	// the calls count their levels against; nil on the others.
	limitOf *engine.Machine
	// The code of the tracer's continuations, the predicate of the Fail
	// ports' choicepoints, the wrappers of built-ins, and the predicate
	// and code that a Redo port resumes (the goal, for a call of facts).
	traceExitPC, traceBackPC, traceFailPC, traceRedoPC int
	traceFail                                          *pred
	traceWrappers                                      map[functor]*pred
	tracedRedo                                         *pred
	redoGoal                                           cell
	// showing is set while a port's goal is read out of the heap: the
	// engine's variables it shows keep their own attributes.
	showing bool
	// innerAux is set while the clauses of a control construct that
	// goals follow in its clause are compiled for tracing: their last
	// calls are none to the tracer (see emitCall).
	innerAux bool
	// metaBody is set while the clauses of a meta-called goal spelled
	// out in a clause (call((true, G)), findall/3's goal), or of the
	// constructs in it, compile: a variable goal there is called as the
	// goal it is bound to when the meta-call runs, counting no call/1
	// (see flatten).
	metaBody bool
	// inlineIs holds, while a clause of the program's predicate
	// inlineOwner compiles, the variables of its is/2 goals that
	// SWI-Prolog compiles to an instruction (see addProgramClause).
	inlineIs    map[*engine.Var]bool
	inlineOwner *engine.Pred
	// traceLent holds the heap indices whose names in traceNames were
	// given to goals the engine solved (see traceNamesSeed).
	traceLent []int
	// traceNamesTop is above the heap index of every name in
	// traceNames: backtracking to a heap top above it has none to drop.
	traceNamesTop int
	redoPC        int
	// traceChoices[k] is the tracer's of choicepoint k, from when a
	// choicepoint was last made at k (see choiceTrace).
	traceChoices []choiceTrace
	// traceNames are the engine variables that ports showed for heap
	// variables, by heap index, as of collection traceGC (see
	// traceTerm).
	traceNames map[int]*engine.Var
	traceGC    int
}

// initialHeap and initialStack are the sizes, in cells, of a new
// machine's heap and environment stack, to which they go back when the
// last open query closes.
const (
	initialHeap  = 1 << 16
	initialStack = 1 << 10
)

// maxRegs is the number of argument and temporary registers.
const maxRegs = 256

// functor is a name and an arity.
// targetMemoSize is the number of entries of Machine.targetMemo.
const targetMemoSize = 8

// targetEntry is an entry of Machine.targetMemo: the functor's predicate
// (nil for a goal the engine solves); set says that it holds one.
type targetEntry struct {
	f   functor
	p   *pred
	set bool
}

type functor struct {
	name  *engine.Atom
	arity int
}

// unknown is what a call of fn, a predicate with no clauses that is not
// dynamic, does (see Unknown).
func (m *Machine) unknown(fn functor) (defined bool, err error) {
	if m.Unknown != nil {
		return m.Unknown(fn.name, fn.arity)
	}
	return false, engine.UnknownProcedure(fn.name, fn.arity)
}
