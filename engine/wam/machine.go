package wam

import "github.com/goprolog/goprolog/engine"

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
}

// Machine is a WAM instance: heap, stack, trail, choicepoints, registers
// and the code of its predicates.
type Machine struct {
	heap    []cell // heap[:h] is in use
	h       int
	stack   []cell // environment frames
	e       int    // the current environment
	trail   []int  // heap indices of bound variables older than the newest choicepoint
	choices []choicepoint
	saved   []cell // argument registers saved by choicepoints
	regs    [maxRegs]cell
	ustack  []cell // unification work stack

	// roots are heap references that Go code holds across calls (a
	// query's variables): the collector keeps what they reach and
	// updates them.
	roots []cell

	atoms    []*engine.Atom
	atomIdx  map[*engine.Atom]int
	functors []functor
	funIdx   map[functor]int
	boxes    []engine.Term

	preds map[functor]*pred
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
	// counts collections.
	gcAt   int
	gcRuns int

	// NewVar makes the engine variables that stand for unbound heap
	// variables in the terms read out of the machine.
	NewVar func() *engine.Var

	// Inferences counts predicate calls, as engine.Machine does.
	Inferences int64
}

// maxRegs is the number of argument and temporary registers.
const maxRegs = 256

// functor is a name and an arity.
type functor struct {
	name  *engine.Atom
	arity int
}
