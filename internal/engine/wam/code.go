package wam

import (
	"unsafe"

	"github.com/goprolog/goprolog/internal/engine"
)

// pred is a predicate: its clauses' entry points and the first-argument
// index over them.
type pred struct {
	fn      functor
	clauses []clauseCode
	// all lists every clause. The index (see candidates) lists, for each
	// key a clause's first argument has, the clauses whose first argument
	// can match it: byKey, with [] and list cells, the commonest keys,
	// kept out of the table, and onVar for the keys of no clause. A
	// predicate with at most smallIndex other keys has them in keys and
	// keyed instead of byKey: a scan of a few cells is faster than a
	// hash lookup, and most predicates have a base case or two.
	all                  []int32
	byKey                keyTable
	nKeys                int // the keys in byKey
	keys                 []cell
	keyed                [][]int32
	onNil, onList, onVar []int32
	indexed              bool
	// flat says that the index, made for a static predicate, found no
	// clause whose first argument is not a variable: every call's
	// candidates are all, which candidates returns at once, with no
	// scan of keys that no clause has (a rule, an aux predicate of a
	// control construct).
	flat bool
	// aux marks the predicates the compiler makes for disjunctions,
	// if-then-else, negation and queries: calling them is no inference,
	// as running a control construct in line is none.
	aux bool
	// uncounted marks a predicate whose calls count no inference, as the
	// engine's internal helpers of the library count none
	// (engine.Pred.CountsInference).
	uncounted bool
	// quietRedo marks a predicate whose redos count nothing, as the
	// engine's redo of a built-in counts nothing (length/2's enumeration).
	quietRedo bool
	// nativeRedo marks the redo predicate of a built-in on the heap
	// (see redo.go), whose choicepoint a retry keeps for the redo to
	// renew in place.
	nativeRedo bool
	// catch marks the predicate of a catch/3 (see catch.go): its
	// choicepoint is a catch frame, which backtracking passes through.
	catch bool
	// catchGoal is the goal of a catch/3's predicate, for CaughtBall: a
	// variable is the argument after the catcher and exit mark that
	// catchVars says.
	catchGoal engine.Term
	catchVars []engine.Term
	// sigArg is the argument (1 to 3) whose signature field (see
	// engine.SigOf) filters the candidates of a call, as package engine
	// filters them, or 0; sigs holds each clause's field there, and
	// sigLists the filtered lists (see bySig).
	// sigFields holds the fields of sigs, made when first needed.
	sigArg    int
	sigs      []uint64
	sigLists  filtered
	sigFields map[uint64]struct{}
	// deep says that a clause has a key2 (see clauseCode): a call whose
	// first argument is a compound filters its candidates by the key
	// one level inside it, and deepLists holds the filtered lists (see
	// byDeep).
	// deepKeys holds the clauses' key2s, made when first needed.
	deep      bool
	deepLists filtered
	deepKeys  map[cell]struct{}
	// stub is the code index of an instruction that calls the predicate
	// (see Machine.stub), or 0 before one is needed.
	stub int
	// dyn is the engine's dynamic predicate whose clauses these are
	// (see dynamic.go): clauses holds every one compiled so far, all
	// those the database holds now, in its order. dynStamp is dyn's
	// Changes when all was made, and dynIdx maps the database's clauses
	// to their places in clauses.
	dyn      *engine.Pred
	dynStamp uint64
	dynIdx   map[*engine.Clause]int32
	// clauseOf marks clause/2's table of dyn's clauses (see
	// Machine.clauseTable), whose facts stand for them. While dyn holds
	// only facts, clause/2 calls factsOf instead, which looks them up in
	// the database (see Machine.factsClausePred).
	clauseOf bool
	factsOf  *pred
	// src is the engine's static predicate whose clauses these are, and
	// srcStamp its Changes when they were compiled: once the program
	// changes under a running query, a call of a predicate whose clauses
	// changed goes to the engine (see Machine.ProgramChanged).
	src      *engine.Pred
	srcStamp uint64
	// controlRecovery, on a core compiled for tracing, marks a catch/3
	// whose recovery is a control construct (see traceCaught).
	controlRecovery bool
	// tr, on a core compiled for tracing, says how calls of the
	// predicate are traced; nil for one whose calls are not (see
	// trace.go).
	tr *traceInfo
}

// clauseCode is one clause: where its code starts in Machine.code, the
// key of its first argument (varKey when it is a variable), and key2,
// the key of the first argument of its first argument's structure or
// the head of its list cell (varKey when there is none or it is a
// variable; see byDeep).
type clauseCode struct {
	start int
	key   cell
	key2  cell
	pre   *precheck // see precheck.go; nil for none
}

// instr is one WAM instruction. a and b are register, permanent variable
// or argument numbers; c a constant or functor cell; p the called
// predicate; ar an arithmetic program.
type instr struct {
	op opcode
	// fv marks an in-line test or built-in call whose arguments are all
	// variables in the clause text: failing, it costs Costs.FVFail beside
	// its call (see engine.InferenceCosts).
	fv   bool
	a, b int
	c    cell
	p    *pred
	ar   *arith
	// bi is the engine's built-in that opForeign calls.
	bi *engine.Pred
}

type opcode uint8

// The instructions. X is a register, Y a permanent variable of the
// current environment, A an argument register (a register too).
//
// The instructions before opHalt match and build terms or keep the
// machine's bookkeeping: nothing can tell them from running after the
// wake-ups of attributed variables they bind. The queued wake-ups run
// before any instruction from opHalt on (see attvar.go).
const (
	// Head: get instructions match argument register a.
	opGetVarX   opcode = iota // X[b] = A[a]
	opGetVarY                 // Y[b] = A[a]
	opGetValX                 // unify X[b] with A[a]
	opGetValY                 // unify Y[b] with A[a]
	opGetConst                // A[a] is the constant c
	opGetList                 // A[a] is a list cell (read mode) or unbound (write mode)
	opGetStruct               // A[a] is a structure with functor c (of arity b), or unbound
	// opGetList2 is opGetList followed by the unify instructions of the
	// list cell's two arguments, which it runs itself, in read or in
	// write mode (see fuse).
	opGetList2
	// opGetStructN is opGetStruct followed by the unify instructions of
	// the structure's b arguments, one each, which it runs itself, in
	// read or in write mode (see fuse).
	opGetStructN

	// The arguments of a structure or list cell, after a get or put.
	opUnifyVarX  // X[a] = the next argument
	opUnifyVarY  // Y[a] = the next argument
	opUnifyValX  // the next argument unifies with X[a]
	opUnifyValY  // the next argument unifies with Y[a]
	opUnifyConst // the next argument is the constant c
	opUnifyVoid  // a arguments that nothing else names

	// Body: put instructions make argument register b.
	opPutVarX   // X[a] = A[b] = a new variable
	opPutVarY   // Y[a] = A[b] = a new variable
	opPutValX   // A[b] = X[a]
	opPutValY   // A[b] = Y[a]
	opPutConst  // A[b] = c
	opPutList   // A[b] = a new list cell, write mode
	opPutStruct // A[b] = a new structure of functor c, write mode

	opAllocate   // push an environment of a permanent variables
	opDeallocate // pop it
	opCutB       // X[a] = the clause's cut barrier (as an integer)
	opCutBY      // Y[a] = the clause's cut barrier
	opLevelX     // X[a] = the number of choicepoints now
	opLevelY     // Y[a] = the number of choicepoints now
	opWakeResume // return from the frame of a wake-up (see attvar.go)

	// Runs of moves: this instruction and the ones after it, up to
	// maxRun in all, whose operations they carry out in one step, their
	// number and operands packed in c (see fuse and packRun). The
	// instructions after the first stay as they are, for code that
	// jumps to them.
	opGetVarYs // a run of opGetVarY
	opPutValYs // a run of opPutValY
	opMovesX   // a run of opGetVarX and opPutValX, which both copy X[a] to X[b]

	// The get instructions that bind in write mode, as the code holds
	// them under the flag occurs_check (see occurs.go): each queues the
	// check of the variable it binds, then runs as its plain form.
	opGetListOccurs    // opGetList
	opGetStructOccurs  // opGetStruct
	opGetList2Occurs   // opGetList2
	opGetStructNOccurs // opGetStructN

	opHalt // a query's goal succeeded

	// Control.
	opCall    // call p, returning to the next instruction
	opExecute // call p in place of the clause (last call)
	// opDeallocExecute is opDeallocate and opExecute of p, one dispatch:
	// a clause's last call of untraced code. A wake-up due at it runs
	// before it, while the clause's environment is still there.
	opDeallocExecute
	opProceed // return to the continuation
	// opDeallocProceed is opDeallocate and opProceed, one dispatch: the
	// return of an untraced clause that has an environment. A wake-up
	// due at it runs before it, while the clause's environment is still
	// there, as at opDeallocExecute.
	opDeallocProceed

	// Built-ins run in line.
	opCutTo     // cut to the level in register a
	opSoftCut   // the choicepoint at level a leads to no alternative, when level b is a+1
	opUnify     // unify X[a] with X[b]
	opUnifyFree // unify X[a] with X[b], counting nothing (a library helper's)
	opNotUnify
	opUnifiable // X[a] and X[b] unify (nothing is bound)
	opEq        // X[a] == X[b]
	opNotEq     // X[a] \== X[b]
	opType      // the type test a on X[b]
	opArith     // run ar: is/2 or a comparison
	opForeign   // call the engine's deterministic built-in bi on A[:a]
	opNative    // natives[b] on A[:a], or opForeign when it leaves the call
	// opArg and opFunctor are opNative of arg/3 and functor/3 whose fast
	// paths (argFast, functorFast) the loop calls itself: the commonest
	// calls of both, a small integer and a compound or a new structure,
	// pass over the natives table's dispatch. What those leave goes on
	// as opNative.
	opArg
	opFunctor
	opCompare     // compare/3, the same with compareInto
	opNativeRedo  // the next answer of natives[b] (see redo.go)
	opLength      // '$wam_len' of A[0] and A[1] (see length.go)
	opIncr        // X[b] = X[a] + 1, a small integer, counting nothing
	opIncrY       // Y[b] = X[a] + 1
	opBetween     // between(A[0], A[1], A[2]), then proceed (see between.go)
	opBetweenStep // the next value of a between/3 enumeration, then proceed
	opRepeat      // leave a choicepoint that runs this again, then proceed (see repeat.go)
	opCatchExit   // leave the catch frame below level X[a], marked by X[b]
	opFail        // backtrack; a failIsCounted says that a counted call failed
	opCleanupNext // the next goal of the cleanups running, a 1 after one failed (see cleanup.go)
	opCleanupRun  // run the cleanup goals that a cut queued, then go on at b
	// Meta-calls and the database (see callgoal.go).
	opCallDyn     // call/a of the goal in A[0], the extra arguments in A[1:a]
	opClause      // clause(A[0], A[1])
	opPredProp    // predicate_property(A[0], A[1]), bi the engine's
	opEngineRedo  // the next solution of the open engine query A[0]
	opMetaVariant // run the variant of meta-called goal a (Machine.metaGoals) for which of its variables are bound (see metagoal.go)
	opFacts       // call bi, a dynamic predicate of facts, on A[:a], or retract one of its facts if b is factsRetract (see facts.go)

	// findall's bags (see bag.go).
	opMemberEnd      // a ghost choicepoint when X[a] is [], then unify X[b] and X[c's value] (see member2001.go)
	opGhostRedo      // the redo of a ghost: its inferences, then failure
	opBagOpen        // X[a] = the name of a new bag
	opBagAdd         // add a copy of X[b] to bag X[a], and backtrack
	opBagCollect     // close bag X[a]; unify X[b] with its list ending in c
	opBagCollectTail // the same, the list ending in X[c's value]

	// The tracer's (see trace.go).
	opTracePort // the Call port of p, before the opExecute of p that follows it; b = 1: not a last call, whose continuation is after that opExecute; b = innerLast: a last call that the tracer does not see as one (see emitCall)
	opTraceExit // the Exit port of the call whose frame is the environment
	opTraceFail // the Fail port of the call whose goal and depth are in A[0] and A[1], then backtrack
	opTraceRedo // the Redo port of the call whose alternative backtracking resumed, then go on there
	opTraceNeck // the clause got past its head: its call's choicepoint has an alternative to redo
	opTraceBack // back to the depth of the untraced call whose frame is the environment
)

// Type tests of opType.
const (
	testVar = iota
	testNonvar
	testAtom
	testInteger
	testNumber
	testAtomic
	testCompound
	testCallable
)

// varKey is the key of a clause whose first argument is a variable, and
// listKey that of one whose first argument is a list cell.
const (
	varKey  cell = 1<<64 - 1
	listKey cell = tagList
)

// sigKey names a candidate list filtered by a signature field: the list
// (a first-argument bucket, known by its first element's address and its
// length: buckets are not written in place) and the field.
type sigKey struct {
	from *int32
	n    int
	f    uint64
}

// sigEntry is a filtered candidate list and its key.
type sigEntry struct {
	key sigKey
	out []int32
}

// filtered holds candidate lists filtered once and kept by key, in a
// hash table with open addressing: a power-of-two number of entries, at
// most half of them used, a free one's key.from nil (a bucket is never
// empty). A lookup hashes the key and compares it with one or two
// entries, where a scan of a predicate's lists compared it with each.
type filtered struct {
	tab []sigEntry
	n   int // the entries used
}

// slot is where k's probe starts in a table of mask+1 entries.
func (k sigKey) slot(mask int) int {
	x := uint64(uintptr(unsafe.Pointer(k.from)))>>3 ^ uint64(k.n)<<48 ^ k.f
	x *= 0x9E3779B97F4A7C15
	return int(x^x>>32) & mask
}

// get returns the list of key k, made by keep (a filter of cands) the
// first time.
func (f *filtered) get(k sigKey, cands []int32, keep func(j int, c int32) bool) []int32 {
	if out, ok := f.find(k); ok {
		return out
	}
	return f.make(k, cands, keep)
}

// find returns the list of key k, if it was made.
func (f *filtered) find(k sigKey) ([]int32, bool) {
	if mask := len(f.tab) - 1; mask > 0 {
		for i := k.slot(mask); f.tab[i].key.from != nil; i = (i + 1) & mask {
			if f.tab[i].key == k {
				return f.tab[i].out, true
			}
		}
	}
	return nil, false
}

// make makes and keeps the list of key k, which f does not hold: the
// candidates among cands that keep keeps.
func (f *filtered) make(k sigKey, cands []int32, keep func(j int, c int32) bool) []int32 {
	out := make([]int32, 0, len(cands))
	for j, c := range cands {
		if keep(j, c) {
			out = append(out, c)
		}
	}
	f.put(sigEntry{k, out})
	return out
}

// put adds e, whose key f does not hold, growing the table when it would
// be more than half full.
func (f *filtered) put(e sigEntry) {
	if 2*(f.n+1) > len(f.tab) {
		old := f.tab
		f.tab = make([]sigEntry, max(8, 2*len(old)))
		f.n = 0
		for _, o := range old {
			if o.key.from != nil {
				f.put(o)
			}
		}
	}
	mask := len(f.tab) - 1
	i := e.key.slot(mask)
	for f.tab[i].key.from != nil {
		i = (i + 1) & mask
	}
	f.tab[i] = e
	f.n++
}

// bySig returns the candidates among cands whose clause's field at
// p.sigArg is f or a variable's: the clauses that a call whose argument
// there has field f can match.
//
// A field that no clause has selects the same list as any other such
// field, those of the clauses with a variable there, which is kept once
// under field 0, and its key stands for it only while the keys kept are
// few for the clauses (aliasRoom): the lists kept grow with the
// clauses, not with the values calls pass (a counter there passes a new
// one at each call).
func (p *pred) bySig(cands []int32, f uint64) []int32 {
	k := sigKey{&cands[0], len(cands), f}
	if out, ok := p.sigLists.find(k); ok {
		return out
	}
	if p.sigFields == nil {
		p.sigFields = make(map[uint64]struct{}, len(p.sigs))
		for _, g := range p.sigs {
			p.sigFields[g] = struct{}{}
		}
	}
	keep := func(g uint64) func(int, int32) bool {
		return func(_ int, c int32) bool { h := p.sigs[c]; return h == 0 || h == g }
	}
	if _, ok := p.sigFields[f]; ok {
		return p.sigLists.make(k, cands, keep(f))
	}
	out := p.sigLists.get(sigKey{k.from, k.n, 0}, cands, keep(0))
	p.sigLists.alias(k, out, len(p.clauses))
	return out
}

// alias keeps out, a list kept under another key, under k too, while f
// holds fewer keys than aliasRoom allows for a predicate of n clauses.
func (f *filtered) alias(k sigKey, out []int32, n int) {
	if f.n < aliasRoom(n) {
		f.put(sigEntry{k, out})
	}
}

// aliasRoom is the most keys that a predicate of n clauses keeps in a
// filtered table for keys that no clause has (see bySig): a few per
// clause, so that the calls of a rule table whose arguments come from a
// bounded set find their list in one probe.
func aliasRoom(n int) int { return 256 + 4*n }

// byDeep returns the candidates among cands, a first-argument bucket of
// more than two clauses, that a call whose first argument holds the key
// k one level inside it (see clauseCode.key2) can match: those whose
// key2 is k or varKey, and the last of cands whatever its key2. This is
// SWI-Prolog's deep indexing, made when a call first needs it, for a
// table of rules on one functor (lemma(if(t, A, _), A) and
// lemma(if(f, _, B), B), or match([star|Ps], ...) and match([any|Ps],
// ...)): the clauses it leaves out are those whose prechecks a call and
// its retries pass over (see retrySkip), the failure of whose heads
// counts nothing; the last one stays, as retrySkip tries it, so that
// the failure that leaves the choicepoint is its own.
//
// As in bySig, a key that no clause has selects the list kept under
// varKey.
func (p *pred) byDeep(cands []int32, k cell) []int32 {
	last := len(cands) - 1
	sk := sigKey{&cands[0], len(cands), uint64(k)}
	if out, ok := p.deepLists.find(sk); ok {
		return out
	}
	if p.deepKeys == nil {
		p.deepKeys = make(map[cell]struct{})
		for i := range p.clauses {
			p.deepKeys[p.clauses[i].key2] = struct{}{}
		}
	}
	keep := func(k cell) func(int, int32) bool {
		return func(j int, c int32) bool { g := p.clauses[c].key2; return g == varKey || g == k || j == last }
	}
	if _, ok := p.deepKeys[k]; ok {
		return p.deepLists.make(sk, cands, keep(k))
	}
	out := p.deepLists.get(sigKey{sk.from, sk.n, uint64(varKey)}, cands, keep(varKey))
	p.deepLists.alias(sk, out, len(p.clauses))
	return out
}
