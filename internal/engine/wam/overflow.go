package wam

import (
	"slices"
	"sort"
	"strings"
	"unsafe"

	"github.com/goprolog/goprolog/internal/engine"
)

// A program that outgrows the stack limit ends in SWI-Prolog's
// error(resource_error(stack), Context) (see engine.StackOverflow),
// whose message shows where the recursion was: the stack sizes, the
// depth, and the frames at the top of the stack, which tell a student
// which predicate does not terminate. The core knows them from its
// environment chain: each frame's continuation lies in the code of the
// predicate that made the frame.

var (
	atomFrame      = engine.Intern("frame")
	atomUser       = engine.Intern("user")
	atomCyclicTerm = engine.Intern("cyclic_term")
	atomMemory     = engine.Intern("memory")
)

// overflowFrames is the number of frames of the stack key: those of
// the top of the stack, as SWI-Prolog shows them.
const overflowFrames = 5

// stackOverflow returns err, an error of the checks or of the
// environment stack's growth, as a stack overflow with the core's
// account of the stack when it is one, or when it is the memory limit's
// resource_error(memory) and the core's stacks take most of the memory,
// as SWI-Prolog's stacks would then overflow (a built-in's own buffers
// filling it stay resource_error(memory)). p is the predicate being
// called with the argument registers regs[:n] (nil when there is none),
// the top frame.
func (m *Machine) stackOverflow(err error, p *pred, n int) error {
	if !engine.IsStackOverflow(err) && !(isMemoryError(err) && m.stacksFillMemory()) {
		return err
	}
	owners := m.codeOwners()
	var frames []engine.Term
	var preds []*pred
	environments := 0
	if p != nil && shownFrame(p) {
		preds = append(preds, p)
		frames = append(frames, m.overflowGoal(p, n))
	}
	for e, cp := m.e, m.cp; ; {
		if q := owners.at(cp); q != nil && shownFrame(q) && len(frames) < overflowFrames {
			preds = append(preds, q)
			frames = append(frames, m.overflowGoal(q, -1))
		}
		if e <= 0 || e >= len(m.stack) {
			break
		}
		environments++
		next := int(m.stack[e+frameCE].intVal())
		cp = int(m.stack[e+frameCP].intVal())
		if next >= e {
			break
		}
		e = next
	}
	depth := environments + 1
	list := make([]engine.Term, len(frames))
	for i, g := range frames {
		level := engine.Int(depth - i)
		list[i] = engine.NewCompound(atomFrame, level, engine.NewCompound(engine.AtomColon, atomUser, g), engine.AtomNil)
	}
	fields := map[string]engine.Term{
		engine.OverflowChoicepoints: engine.Int(len(m.choices)),
		engine.OverflowDepth:        engine.Int(depth),
		engine.OverflowEnvironments: engine.Int(depth),
		engine.OverflowGlobalUsed:   kilobytes(m.h, unsafe.Sizeof(cell(0))),
		engine.OverflowLocalUsed:    engine.Int(m.localBytes() / 1024),
		engine.OverflowTrailUsed:    kilobytes(len(m.trail), unsafe.Sizeof(trailEntry{})),
	}
	if m.StackLimit != nil {
		fields[engine.OverflowStackLimit] = engine.Int(m.StackLimit() / 1024)
	}
	recurs := -1
	if len(preds) > 0 {
		recurs = slices.Index(preds[1:], preds[0])
	}
	switch {
	case recurs >= 0:
		// The top frame's predicate is called again below it: the frames
		// down to that call are a recursion that may not end, as
		// SWI-Prolog calls it.
		fields[engine.OverflowNonTerminating] = engine.List(list[:recurs+2]...)
	case len(list) > 0:
		fields[engine.OverflowStack] = engine.List(list...)
	}
	return engine.StackOverflow(fields)
}

// localBytes is what SWI-Prolog would count as its local stack: the
// environments up to the current one, and the choicepoints with the
// argument registers they save.
func (m *Machine) localBytes() int64 {
	cells := int64(m.e + frameY + len(m.saved))
	return cells*int64(unsafe.Sizeof(cell(0))) + int64(len(m.choices))*int64(unsafe.Sizeof(choicepoint{}))
}

// isMemoryError says whether err is error(resource_error(memory), _).
func isMemoryError(err error) bool {
	args, ok := engine.IsISOError(err, "resource_error", 1)
	return ok && engine.Deref(args[0]) == engine.Term(atomMemory)
}

// stacksFillMemory says whether the core's heap, environment stack,
// choicepoints (with the argument registers they save) and trail take
// half the memory limit or more: SWI-Prolog keeps choicepoints on its
// local stack, so that a recursion that leaves one per call overflows
// it too.
func (m *Machine) stacksFillMemory() bool {
	if m.StackLimit == nil {
		return false
	}
	cells := uint64(cap(m.heap) + cap(m.stack) + cap(m.saved))
	bytes := cells*uint64(unsafe.Sizeof(cell(0))) +
		uint64(cap(m.trail))*uint64(unsafe.Sizeof(trailEntry{})) +
		uint64(cap(m.choices))*uint64(unsafe.Sizeof(choicepoint{}))
	return 2*bytes >= m.StackLimit()
}

// shownFrame says whether a frame of p's is shown in a stack overflow's
// account: not those of the predicates that the compiler or the system
// made ('$'-names), which SWI-Prolog does not have or calls otherwise.
func shownFrame(p *pred) bool {
	return !p.aux && !strings.HasPrefix(p.fn.name.Name, "$")
}

// kilobytes is the size of n items of size bytes, in kilobytes.
func kilobytes(n int, size uintptr) engine.Term {
	return engine.Int(int64(n) * int64(size) / 1024)
}

// overflowGoal is a frame's goal as SWI-Prolog's stack overflow context
// holds it: a list argument as [Length|Tail], a compound one as
// Name/Arity, an atomic one as it is. Of a call, regs[:n] are its
// arguments; the goal of a frame below the top (n < 0) has variables
// for them, as the frame keeps only what its clause needs further on.
func (m *Machine) overflowGoal(p *pred, n int) engine.Term {
	name := p.fn.name
	if p.fn.arity == 0 {
		return name
	}
	args := make([]engine.Term, p.fn.arity)
	for i := range args {
		if n < 0 {
			args[i] = new(engine.Var)
			continue
		}
		args[i] = m.overflowArg(m.regs[i])
	}
	return engine.NewCompound(name, args...)
}

// overflowArg is an argument of a frame's goal (see overflowGoal).
func (m *Machine) overflowArg(c cell) engine.Term {
	c = m.deref(c)
	switch c.tag() {
	case tagList:
		length, tail, cyclic := m.listLength(c)
		if cyclic {
			return engine.Cons(atomCyclicTerm, engine.AtomNil)
		}
		var t engine.Term = engine.AtomNil
		if tail != mkAtom(0) { // the zero cell is []
			t = m.overflowArg(tail)
		}
		return engine.Cons(engine.Int(length), t)
	case tagStr:
		f := m.functors[m.heap[c.val()].val()]
		return engine.NewCompound(engine.AtomSlash, f.name, engine.Int(f.arity))
	case tagRef, tagAttv:
		return new(engine.Var)
	}
	return m.termOf(c)
}

// listLength returns the number of list cells from c, a list cell, and
// what ends them; cyclic says that they never end (Brent's cycle
// detection, as length/2's).
func (m *Machine) listLength(c cell) (n int, tail cell, cyclic bool) {
	slow, power, lam := c, 1, 0
	for c.tag() == tagList {
		c = m.deref(m.heap[c.val()+1])
		n++
		lam++
		if c == slow {
			return n, c, true
		}
		if lam == power {
			slow, power, lam = c, power*2, 0
		}
	}
	return n, c, false
}

// codeSpan is where a clause's code starts and its predicate.
type codeSpan struct {
	start int
	p     *pred
}

// codeOwnersOf finds the predicate whose clause holds a code index: the
// clauses' spans in the order of their code.
type codeOwnersOf []codeSpan

// codeOwners maps the core's code to its predicates, for a stack
// overflow's account of the frames: made when one happens, as nothing
// else needs it.
func (m *Machine) codeOwners() codeOwnersOf {
	var o codeOwnersOf
	for _, p := range m.preds {
		for _, cl := range p.clauses {
			o = append(o, codeSpan{cl.start, p})
		}
	}
	slices.SortFunc(o, func(a, b codeSpan) int { return a.start - b.start })
	return o
}

// at returns the predicate whose clause holds code index pc: that of
// the nearest clause starting at or before it, or nil.
func (o codeOwnersOf) at(pc int) *pred {
	i := sort.Search(len(o), func(i int) bool { return o[i].start > pc }) - 1
	if pc <= 0 || i < 0 {
		return nil
	}
	return o[i].p
}
