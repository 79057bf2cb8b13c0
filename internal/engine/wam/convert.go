package wam

import (
	"math/big"
	"slices"
	"unicode/utf8"
	"unsafe"

	"github.com/goprolog/goprolog/internal/engine"
)

// atomIndex returns a's index in the machine's atom table, adding it.
//
// A small table of the atoms looked up last (atomCache, direct-mapped on
// the atom's address) answers most lookups without hashing: a built-in
// that makes text (sub_atom/5's answers, atom_codes/2) looks up an atom
// for each. An entry holds while the atom keeps its number: one that
// atom collection freed is nil in atoms, and its number may go to
// another atom.
func (m *Machine) atomIndex(a *engine.Atom) int {
	slot := &m.atomCache[(uintptr(unsafe.Pointer(a))>>4)%atomCacheSize]
	if slot.a == a {
		if i := int(slot.i); i < len(m.atoms) && m.atoms[i] == a {
			return i
		}
	}
	i, ok := m.atomIdx[a]
	if !ok {
		i = m.newAtomIndex(a)
	}
	slot.a, slot.i = a, int32(i)
	return i
}

// atomCacheSize is the number of entries of Machine.atomCache.
const atomCacheSize = 256

// atomCacheEntry is an entry of Machine.atomCache: atom a has number i.
type atomCacheEntry struct {
	a *engine.Atom
	i int32
}

// asciiChars are the one-character atoms of the ASCII characters.
var asciiChars = func() (t [128]*engine.Atom) {
	for r := range t {
		t[r] = engine.Intern(string(rune(r)))
	}
	return t
}()

// charCell is the cell of the one-character atom of r, an element of a
// char list: an ASCII one costs a table lookup, checked as atomIndex
// checks its cache.
func (m *Machine) charCell(r rune) cell {
	if r >= 0 && r < 128 {
		a := asciiChars[r]
		if i := int(m.charIdx[r]); i < len(m.atoms) && m.atoms[i] == a {
			return mkAtom(i)
		}
		i := m.atomIndex(a)
		m.charIdx[r] = int32(i)
		return mkAtom(i)
	}
	var b [utf8.UTFMax]byte
	return mkAtom(m.atomIndex(engine.InternBytes(utf8.AppendRune(b[:0], r))))
}

// functorIndex returns f's index in the machine's functor table, adding
// it.
//
// A functor's number never changes, so a small table of the functors
// looked up last (funCache, direct-mapped on the name's address and the
// arity) answers most lookups without hashing the map's key: functor/3
// and =../2 building a structure look one up each time.
func (m *Machine) functorIndex(f functor) int {
	slot := &m.funCache[(uintptr(unsafe.Pointer(f.name))>>4+uintptr(f.arity)*7)%funCacheSize]
	if slot.f == f {
		return slot.i
	}
	i, ok := m.funIdx[f]
	if !ok {
		i = len(m.functors)
		m.funIdx[f] = i
		m.functors = append(m.functors, f)
		m.funNames = append(m.funNames, mkAtom(m.atomIndex(f.name)))
	}
	*slot = funCacheEntry{f, i}
	return i
}

// funCacheSize is the number of entries of Machine.funCache.
const funCacheSize = 64

// funCacheEntry is a functor and its number (see functorIndex).
type funCacheEntry struct {
	f functor
	i int
}

// nameOf returns the atom cell of compound c's name.
func (m *Machine) nameOf(c cell) cell {
	if c.tag() == tagList {
		return m.dotName
	}
	return m.funNames[m.heap[c.val()].val()]
}

// constCell returns the cell of an atomic engine term.
func (m *Machine) constCell(t engine.Term) cell {
	switch x := t.(type) {
	case *engine.Atom:
		return mkAtom(m.atomIndex(x))
	case engine.Int:
		if int64(x) <= maxSmall && int64(x) >= minSmall {
			return mkInt(int64(x))
		}
	}
	return m.addBox(t)
}

// addBox adds t to the boxes and returns its cell. When the boxes made
// since the last collection pass boxBytesGCAt bytes, it makes a
// collection due at the next call (see needCollect).
func (m *Machine) addBox(t engine.Term) cell {
	m.boxes = append(m.boxes, t)
	m.boxBytes += boxSize(t)
	if m.boxBytes > max(m.boxBytesGCAt, gcMinBoxBytes) {
		m.gcAt = -1
	}
	return mkBox(len(m.boxes) - 1)
}

// boxSize estimates the bytes that the boxed constant t holds in Go's
// heap, for the collector's schedule (see Machine.boxBytes).
func boxSize(t engine.Term) int {
	switch x := t.(type) {
	case *engine.BigInt:
		return 48 + (*big.Int)(x).BitLen()/8
	case *engine.Rat:
		return 96 + (x.Rat().Num().BitLen()+x.Rat().Denom().BitLen())/8
	case engine.String:
		return 16 + len(x)
	}
	return 16
}

// boxEqual compares two boxed constants as the engine compares atomic
// terms.
func (m *Machine) boxEqual(a, b cell) bool {
	return engine.AtomicEqual(m.boxes[a.val()], m.boxes[b.val()])
}

// grow makes room for n more heap cells. Storage that grows past twice
// its size for a large term (a findall's solutions) keeps gcSlack cells
// free above it, so that the clause that goes on does not double it at
// once for its few cells.
func (m *Machine) grow(n int) {
	if m.h+n <= len(m.heap) {
		return
	}
	size := max(2*len(m.heap), m.h+n+gcSlack, initialHeap)
	switch {
	case m.h <= m.gcAt:
		// A collection is due at gcAt: the heap grows only to a little
		// past it, so that it is collected before it doubles.
		size = max(min(size, m.gcAt+gcSlack), m.h+n)
		if m.h+n > m.gcAt+gcSlack {
			size = m.h + n + gcSlack
		}
	case len(m.heap) > 0 && m.h-m.gcAt > len(m.heap)/4:
		// A collection has been due for more than a quarter of the
		// storage, and no call has come to run it: a non-tail recursion
		// returning through a million frames, each adding a list cell,
		// makes no call. The heap doubles, as it does before gcAt, so
		// that its copying stays linear in what it holds.
	case len(m.heap) > 0:
		// A collection is due at the next call: the heap grows by a
		// quarter, not double, for what the collection may reclaim at
		// once. A quarter keeps the copying of a clause that makes
		// several large terms before its next call linear.
		size = max(m.h+n+max(gcSlack, len(m.heap)/4), initialHeap)
	}
	heap := make([]cell, size)
	copyChunked(heap, m.heap[:m.h])
	m.heap = heap
	m.maxHeapLen = max(m.maxHeapLen, size)
}

// copyChunk is the elements that copyChunked copies with one call of
// copy.
const copyChunk = 1 << 15

// copyChunked copies src to the front of dst in chunks of copyChunk
// elements, each by a call of copyPart. Go's collector begins a cycle by
// stopping this goroutine to scan its stack, and cannot stop it inside
// the runtime's memmove, which has no safe point: while one copy of tens
// of megabytes runs (slowly, as its pages are new to the process, and a
// growth's allocation is what starts the cycle), the collector's worker
// spins on the other core and signals this thread over and over, which
// costs both cores system time. copyPart's entry checks for a pending
// stop, so the goroutine stops within a chunk.
func copyChunked[T any](dst, src []T) {
	for len(src) > copyChunk {
		copyPart(dst[:copyChunk], src[:copyChunk])
		dst, src = dst[copyChunk:], src[copyChunk:]
	}
	copy(dst, src)
}

// copyPart is copy, kept out of line so that its entry's stack check,
// where a goroutine that the collector asked to stop stops, runs for
// each chunk.
//
//go:noinline
func copyPart[T any](dst, src []T) {
	copy(dst, src)
}

// grown returns s with room for as many elements again (256 at least),
// copied by copyChunked: the collector's work stack and list of frames
// and the elements of a list being sorted double when full, where
// append's growth by a quarter for a long slice would copy one of
// millions of entries four times as often, in one memmove.
func grown[T any](s []T) []T {
	t := make([]T, len(s), len(s)+max(len(s), 256))
	copyChunked(t, s)
	return t
}

// convertBudget is the number of cells (heap cells for putTerm, argument
// slots for termOfVars) a conversion makes by walking its term as a tree.
// Past it the term may be cyclic or a DAG with much sharing, which a tree
// walk does not finish or expands exponentially: the conversion restarts
// with a memo of the compounds already converted, which keeps sharing and
// cycles. Terms below the budgets make no map: a list of a million
// elements is an ordinary argument. The budgets differ because a heap
// cell takes 8 bytes, an engine argument slot with its share of a
// compound several times that. A tree walk also gives up when its stack
// of subterms to visit passes walkStackBudget: a cycle through an
// argument other than the last (X = f(X, a)) grows it by the other
// arguments at each turn, to hundreds of megabytes before the cell
// budget ends the walk; an acyclic term that needs such a stack (nested
// a million deep in a first argument) is converted with the memo.
const (
	putBudget       = 1 << 23
	termOfBudget    = 1 << 21
	walkStackBudget = 1 << 18
)

// errAttrVar is putTerm's error on an attributed variable of the engine
// that no heap variable stands for: the caller runs the goal in package
// engine instead.
var errAttrVar = errUnsupported{"attributed variables"}

// putTerm copies an engine term onto the heap and returns its cell. vars
// maps the engine's variables to the heap cells made for them; putTerm
// adds the variables it meets. It fails with errAttrVar (an
// errUnsupported) when t holds a variable with attributes not in vars, and then
// leaves the heap, the boxes and vars as they were.
//
// A shared subterm is copied again each time it is met, until the copy
// passes putBudget cells; then the copy starts again from scratch,
// remembering the heap cell made for each *engine.Compound, so that a
// subterm shared in t is shared on the heap and a cyclic t (its cycles
// go through compounds, whether or not through a bound variable: the
// engine shunts bindings into argument slots) becomes a cyclic heap term.
func (m *Machine) putTerm(t engine.Term, vars map[*engine.Var]cell) (cell, error) {
	return m.putTermWith(t, vars, false)
}

// putTermAttrs is putTerm for a term that the engine made for the core
// (a built-in's answer, an engine query's solution, a ball): an
// attributed variable of the engine that none of vars stands for becomes
// an attributed variable on the heap, with a copy of its attributes,
// unless it has CLP(FD)'s, a handle to the engine's constraint store that
// a copy would share (errAttrVar).
func (m *Machine) putTermAttrs(t engine.Term, vars map[*engine.Var]cell) (cell, error) {
	return m.putTermWith(t, vars, true)
}

// atomClpfd is the name of CLP(FD)'s attribute.
var atomClpfd = engine.Intern("clpfd")

// copiesAttrs says whether putTermAttrs copies the attributes attrs, an
// att/3 chain: all but CLP(FD)'s.
func copiesAttrs(attrs *engine.Compound) bool {
	for a := attrs; a != nil; {
		if len(a.Args) != 3 || engine.Deref(a.Args[0]) == engine.Term(atomClpfd) {
			return false
		}
		next, ok := engine.Deref(a.Args[2]).(*engine.Compound)
		if !ok {
			break
		}
		a = next
	}
	return true
}

// putTermWith is putTerm, or putTermAttrs when attrs is true.
func (m *Machine) putTermWith(t engine.Term, vars map[*engine.Var]cell, attrs bool) (cell, error) {
	h0, b0 := m.h, len(m.boxes)
	c, ok, err := m.putTermWalk(t, vars, h0, false, attrs)
	if !ok && err == nil {
		m.putTermUndo(vars, h0, b0)
		c, _, err = m.putTermWalk(t, vars, h0, true, attrs)
	}
	if err != nil {
		m.putTermUndo(vars, h0, b0)
		return 0, err
	}
	return c, nil
}

// putTermUndo drops what a putTerm that began at heap top h0 and with b0
// boxes made: its heap cells, its boxes and the variables it added to
// vars, which are those whose cells are at h0 or above.
func (m *Machine) putTermUndo(vars map[*engine.Var]cell, h0, b0 int) {
	m.h = h0
	clear(m.boxes[b0:])
	m.boxes = m.boxes[:b0]
	for v, c := range vars {
		if c.val() >= h0 {
			delete(vars, v)
		}
	}
}

// putTermWalk is one attempt of putTerm, its heap top at h0 when it
// began: with memo false, false when it passes putBudget cells; with
// memo true, each compound is converted once.
func (m *Machine) putTermWalk(t engine.Term, vars map[*engine.Var]cell, h0 int, memo, attrs bool) (out cell, ok bool, err error) {
	type job struct {
		t   engine.Term
		dst int // heap index to fill, or -1 for the result
	}
	var made map[*engine.Compound]cell
	if memo {
		made = map[*engine.Compound]cell{}
	}
	// Most terms a built-in gives back are small: their walk needs no
	// allocation.
	var buf [32]job
	jobs := append(buf[:0], job{t, -1})
	probed := false // whether t was looked at for cycles
	// room makes room for the n cells of cur, the term being copied.
	// The first time the storage must grow, it grows to hold all that
	// is left to copy, cur and the jobs: a list of a million elements
	// then takes one allocation of its size, not a doubling series that
	// leaves as much again as garbage.
	sized := false
	room := func(n int, cur engine.Term) {
		if m.h+n <= len(m.heap) {
			return
		}
		if !sized {
			sized = true
			rest := make([]engine.Term, len(jobs)+1)
			for k, j := range jobs {
				rest[k] = j.t
			}
			rest[len(jobs)] = cur
			if probed || !engine.CyclicNear(t, cyclicNearCompounds) {
				n = max(n, heapCells(rest, putBudget-(m.h-h0)))
			}
			probed = true
		}
		m.grow(n)
	}
	for len(jobs) > 0 {
		j := jobs[len(jobs)-1]
		jobs = jobs[:len(jobs)-1]
		var c cell
		switch x := engine.Deref(j.t).(type) {
		case *engine.Var:
			v, ok := vars[x]
			switch {
			case ok:
			case x.Attrs() != nil:
				if !attrs || !copiesAttrs(x.Attrs()) {
					return 0, false, errAttrVar
				}
				room(2, x)
				v = mkAttv(m.h)
				m.heap[m.h] = v
				m.h += 2
				vars[x] = v
				jobs = append(jobs, job{x.Attrs(), v.val() + 1})
			default:
				room(1, x)
				v = mkRef(m.h)
				m.heap[m.h] = v
				m.h++
				vars[x] = v
			}
			c = v
		case *engine.Compound:
			if memo {
				if v, ok := made[x]; ok {
					c = v
					break
				}
			} else if m.h-h0 > putBudget || len(jobs) > walkStackBudget {
				return 0, false, nil
			} else if !probed && m.h-h0 > termOfProbe {
				// A term this large may be cyclic: a walk as a tree would
				// go on to the budget.
				probed = true
				if engine.CyclicNear(t, cyclicNearCompounds) {
					return 0, false, nil
				}
			}
			// The compound's cell is made, and remembered, before its
			// arguments are filled in, so that a cycle back to it finds
			// it.
			n := len(x.Args)
			if x.Name == engine.AtomDot && n == 2 {
				room(2, x)
				c = mkList(m.h)
				m.h += 2
				jobs = append(jobs, job{x.Args[1], c.val() + 1}, job{x.Args[0], c.val()})
			} else {
				room(n+1, x)
				c = mkStr(m.h)
				m.heap[m.h] = mkFun(m.functorIndex(functor{x.Name, n}))
				m.h += n + 1
				for k := n - 1; k >= 0; k-- {
					jobs = append(jobs, job{x.Args[k], c.val() + 1 + k})
				}
			}
			if memo {
				made[x] = c
			}
		case *engine.BigInt:
			c = m.constCell(engine.MakeBig(x.Big()))
		default:
			c = m.constCell(x)
		}
		if j.dst < 0 {
			out = c
		} else {
			m.heap[j.dst] = c
		}
	}
	return out, true, nil
}

// heapCells returns the heap cells that putTerm makes for ts, counting a
// subterm met twice twice, or 0 when they pass budget (a large DAG, a
// cyclic term): then the heap grows as putTerm goes.
func heapCells(ts []engine.Term, budget int) int {
	n := 0
	for len(ts) > 0 {
		t := engine.Deref(ts[len(ts)-1])
		ts = ts[:len(ts)-1]
		switch x := t.(type) {
		case *engine.Var:
			n++
		case *engine.Compound:
			if x.Name == engine.AtomDot && len(x.Args) == 2 {
				n += 2
			} else {
				n += len(x.Args) + 1
			}
			if n > budget || len(ts) > walkStackBudget {
				return 0
			}
			// The last argument goes first and is taken last, so that the
			// stack of a long list stays short.
			for k := len(x.Args) - 1; k >= 0; k-- {
				ts = append(ts, x.Args[k])
			}
		}
	}
	return n
}

// termOf copies the term at c out of the heap as an engine term. Unbound
// variables become engine variables, the same one for the same cell, and
// attributed ones attributed variables.
func (m *Machine) termOf(c cell) engine.Term {
	return m.termOfVars(c, map[int]*engine.Var{})
}

// termOfVars is termOf with the engine variables made so far for heap
// variables, by heap index, in vars; it adds those it makes.
//
// A shared subterm is copied again each time it is met, until the copy
// passes termOfBudget argument slots; then the copy starts again,
// remembering by its heap index the engine compound made for each list
// and structure that the term reaches more than once (sharedCompounds),
// so that sharing on the heap is sharing in the result and a cyclic heap
// term becomes a cyclic engine term. (The variables
// made by the first attempt stay in vars and serve the second.)
func (m *Machine) termOfVars(c cell, vars map[int]*engine.Var) engine.Term {
	var out [1]engine.Term
	var made map[*engine.Var]bool
	if ok, _ := m.termOfWalk(out[:], []cell{c}, vars, &made, false, false); !ok {
		m.termOfWalk(out[:], []cell{c}, vars, &made, true, false)
	}
	return out[0]
}

// termsOf is termOfVars for several cells read out together (the values
// of a solution), in one walk: when it remembers the compounds it makes
// (a cyclic or very large term), a subterm the values share is one
// engine term, as it is one on the heap, so that a cycle through two of
// them reads as the engine would show it. Unlike termOf, which reads the
// small terms of errors and messages, it is held to the memory limit and
// the engine's checks (time, interrupts) as it goes, since a solution can
// be a list of millions of elements that takes far more room as engine
// terms than as cells: it returns their error, out then incomplete.
func (m *Machine) termsOf(out []engine.Term, cs []cell, vars map[int]*engine.Var) error {
	var made map[*engine.Var]bool // the variables the walks made, when they met attributed ones
	ok, err := m.termOfWalk(out, cs, vars, &made, false, true)
	if !ok && err == nil {
		_, err = m.termOfWalk(out, cs, vars, &made, true, true)
	}
	return err
}

// termOfProbe is the number of argument slots (for putTerm, heap cells)
// past which a conversion made as a tree looks at its terms for cycles,
// once (see cyclic and engine.CyclicNear): a cyclic term is then
// converted with the memo at once, not after a tree walk that cannot end
// has run to its budget. Sizing the heap for an engine term (heapCells)
// walks it as a tree too: it is looked at first.
const termOfProbe = 1 << 15

// termOfRun bounds the list cells termOfWalk makes in one allocation.
const termOfRun = 256

// cyclic reports whether a term at cs is cyclic: a depth-first walk
// meets a compound that is still on its path. Each compound is walked
// once (a DAG's shared subterms too), marked in bitmaps of the heap.
func (m *Machine) cyclic(cs []cell) bool {
	onPath, done := newBitSet(m.h), newBitSet(m.h)
	// A job is a cell to walk, or, exit >= 0, the end of compound exit's
	// walk.
	type job struct {
		c    cell
		exit int
	}
	jobs := make([]job, 0, 64)
	for _, c := range cs {
		jobs = append(jobs, job{c, -1})
	}
	for len(jobs) > 0 {
		j := jobs[len(jobs)-1]
		jobs = jobs[:len(jobs)-1]
		if j.exit >= 0 {
			onPath.remove(j.exit)
			done.add(j.exit)
			continue
		}
		c := m.deref(j.c)
		if c.tag() == tagAttv {
			// Its attributes are walked once: a conversion makes the
			// variable once, and a cycle through them is no cycle of
			// the walk's.
			if i := c.val(); !done.has(i) {
				done.add(i)
				jobs = append(jobs, job{m.heap[i+1], -1})
			}
			continue
		}
		if !isCompound(c) {
			continue
		}
		f, from := m.compoundParts(c)
		i := c.val()
		switch {
		case done.has(i):
			continue
		case onPath.has(i):
			return true
		}
		onPath.add(i)
		jobs = append(jobs, job{exit: i})
		for k := f.arity - 1; k >= 0; k-- {
			jobs = append(jobs, job{m.heap[from+k], -1})
		}
	}
	return false
}

// sharedCompounds returns the heap indices of the compounds that a term
// at cs reaches more than once (a DAG's shared subterms, the targets of
// a cycle's back edges): the only ones a conversion must remember to
// make once. A list that findall/3 made, however long, has none. Each
// compound is walked once, marked in a bitmap of the heap.
func (m *Machine) sharedCompounds(cs []cell) bitSet {
	done, shared := newBitSet(m.h), newBitSet(m.h)
	jobs := make([]cell, 0, 64)
	for k := len(cs) - 1; k >= 0; k-- {
		jobs = append(jobs, cs[k])
	}
	for len(jobs) > 0 {
		c := m.deref(jobs[len(jobs)-1])
		jobs = jobs[:len(jobs)-1]
		if c.tag() == tagAttv {
			// Its attributes are walked once, as the conversion
			// makes the variable once.
			if i := c.val(); !done.has(i) {
				done.add(i)
				jobs = append(jobs, m.heap[i+1])
			}
			continue
		}
		if !isCompound(c) {
			continue
		}
		i := c.val()
		if done.has(i) {
			shared.add(i)
			continue
		}
		done.add(i)
		f, from := m.compoundParts(c)
		for k := f.arity - 1; k >= 0; k-- {
			jobs = append(jobs, m.heap[from+k])
		}
	}
	return shared
}

// cyclicNearCompounds bounds the compounds of an engine term looked at
// for a cycle (see engine.CyclicNear).
const cyclicNearCompounds = 1 << 12

// termOfCheckEvery is the number of argument slots termsOf makes between
// two checks of the limits, and termOfSlotBytes the bytes it reserves
// for each slot (with its share of the compound).
const (
	termOfCheckEvery = 1 << 16
	termOfSlotBytes  = 48
)

// termOfCheck reserves the memory of the next termOfCheckEvery slots and
// runs the engine's checks.
func (m *Machine) termOfCheck() error {
	if m.ArithEngine == nil {
		return nil
	}
	if err := m.ArithEngine.Reserve(termOfCheckEvery, termOfSlotBytes); err != nil {
		return err
	}
	return m.ArithEngine.Poll()
}

// termOfWalk is one attempt of termsOf: with memo false, false when it
// passes termOfBudget argument slots; with memo true, each list and
// structure is converted once. An attributed variable gets its
// attributes when the walk ends, since they may refer to it: undoably
// when it is one of vars given by the caller (a variable of the engine
// that the heap's stands for), else as a new variable's. With checked,
// it runs termOfCheck every termOfCheckEvery slots and returns its error.
// newVarFor makes the engine variable that stands for the unbound heap
// variable at index i: for an output built-in's arguments (heapNamed),
// one written by its heap index, as each call writes it (see
// engine.HeapVar); otherwise a new variable of the engine's.
func (m *Machine) newVarFor(i int) *engine.Var {
	if m.heapNamed {
		return engine.HeapVar(i)
	}
	return m.NewVar()
}

func (m *Machine) termOfWalk(out []engine.Term, cs []cell, vars map[int]*engine.Var, made *map[*engine.Var]bool, memo, checked bool) (bool, error) {
	type job struct {
		c   cell
		dst *engine.Term
	}
	// With memo, the compounds reached more than once are remembered
	// when made, so that each is made once and a cycle closes.
	var compounds map[int]*engine.Compound
	var shared bitSet
	if memo {
		compounds = map[int]*engine.Compound{}
		shared = m.sharedCompounds(cs)
	}
	slots, nextCheck := 0, termOfCheckEvery
	probed := false // whether the terms were looked at for cycles
	// A small term (a fact asserted, a goal called) walks in this
	// buffer, on the goroutine's stack rather than Go's heap.
	var buf [16]job
	jobs := buf[:0]
	for k := len(cs) - 1; k >= 0; k-- {
		jobs = append(jobs, job{cs[k], &out[k]})
	}
	// attributed holds the attributed variables met, each with the slot
	// its attributes are read into; given to the variables at the end,
	// as the attributes may refer to them.
	// at is the variable's heap index, made says this walk made its
	// engine variable: the walk tells *made only when it gives up, for
	// the walk after it (a small conversion, the arguments of a built-in,
	// then makes no map).
	// attrs is the attribute list when known at once (sharedAttrs),
	// else dst, the slot the walk reads it into.
	type attributed struct {
		v     *engine.Var
		attrs engine.Term
		dst   *engine.Term
		at    int
		made  bool
	}
	var abuf [4]attributed
	attvs := abuf[:0]
	var met map[int]bool // the heap indices of attvs, once they are many
	seen := func(i int) bool {
		if met != nil {
			return met[i]
		}
		for _, a := range attvs {
			if a.at == i {
				return true
			}
		}
		return false
	}
	giveUp := func() {
		for _, a := range attvs {
			if a.made {
				if *made == nil {
					*made = map[*engine.Var]bool{}
				}
				(*made)[a.v] = true
			}
		}
	}
	for len(jobs) > 0 {
		j := jobs[len(jobs)-1]
		jobs = jobs[:len(jobs)-1]
		c := m.deref(j.c)
		switch c.tag() {
		case tagRef:
			v, ok := vars[c.val()]
			if !ok {
				v = m.newVarFor(c.val())
				vars[c.val()] = v
				m.noteCopy(c.val(), v)
			}
			*j.dst = v
		case tagAttv:
			v, ok := vars[c.val()]
			if !ok {
				v = m.newVarFor(c.val())
				vars[c.val()] = v
				m.noteCopy(c.val(), v)
			}
			if !seen(c.val()) {
				a := attributed{v: v, at: c.val(), made: !ok}
				if x := m.sharedAttrs(m.heap[c.val()+1]); x != nil {
					a.attrs = x
					slots += len(x.Args) + 1
				} else {
					a.dst = new(engine.Term)
					jobs = append(jobs, job{m.heap[c.val()+1], a.dst})
				}
				attvs = append(attvs, a)
				if met != nil {
					met[c.val()] = true
				} else if len(attvs) > 16 {
					met = make(map[int]bool, 2*len(attvs))
					for _, b := range attvs {
						met[b.at] = true
					}
				}
			}
			*j.dst = v
		case tagAtom:
			*j.dst = m.atoms[c.val()]
		case tagInt:
			*j.dst = engine.MakeInt(c.intVal())
		case tagBox:
			// Numbers and strings are immutable values, the engine's
			// from now on (see escape).
			*j.dst = m.boxes[c.val()]
			m.escape(c)
		case tagList, tagStr:
			remember := memo && shared.has(c.val())
			if remember {
				if x, ok := compounds[c.val()]; ok {
					*j.dst = x
					break
				}
			}
			// The compound is made, and remembered, before its
			// arguments are filled in, so that a cycle back to it finds
			// it.
			var x *engine.Compound
			if c.tag() == tagList {
				// The list cells that follow, up to termOfRun of them
				// that no other path reaches, are made with it in one
				// allocation; the tail after them and the heads are
				// jobs, the heads taken first, in order.
				n, end := 1, m.deref(m.heap[c.val()+1])
				for n < termOfRun && end.tag() == tagList && (!memo || !shared.has(end.val())) {
					n++
					end = m.deref(m.heap[end.val()+1])
				}
				x = engine.ListCells(n, nil)
				// jobs[base] is the tail's, jobs[base+n-k] head k's.
				base := len(jobs)
				jobs = slices.Grow(jobs, n+1)[:base+n+1]
				cur, y := c, x
				for k := range n {
					jobs[base+n-k] = job{mkRef(cur.val()), &y.Args[0]}
					if k < n-1 {
						cur = m.deref(m.heap[cur.val()+1])
						y = y.Args[1].(*engine.Compound)
					}
				}
				jobs[base] = job{mkRef(cur.val() + 1), &y.Args[1]}
				slots += 3 * (n - 1)
			} else {
				f := m.functors[m.heap[c.val()].val()]
				x = engine.NewCompoundN(f.name, f.arity)
				for k := f.arity - 1; k >= 0; k-- {
					jobs = append(jobs, job{mkRef(c.val() + 1 + k), &x.Args[k]})
				}
			}
			*j.dst = x
			slots += len(x.Args) + 1
			switch {
			case remember:
				compounds[c.val()] = x
			case memo:
				// Reached once: nothing comes back to it.
			case slots > termOfBudget || len(jobs) > walkStackBudget:
				m.converted += int64(slots) // work done, if for nothing
				giveUp()
				return false, nil
			case !probed && slots > termOfProbe:
				// A term this large may be cyclic: a walk as a tree would
				// go on to the budget.
				probed = true
				if m.cyclic(cs) {
					m.converted += int64(slots)
					giveUp()
					return false, nil
				}
			}
			if checked && slots >= nextCheck {
				nextCheck += termOfCheckEvery
				if err := m.termOfCheck(); err != nil {
					m.converted += int64(slots)
					giveUp()
					return false, err
				}
			}
		}
	}
	m.converted += int64(slots)
	for _, a := range attvs {
		if a.dst != nil {
			a.attrs = *a.dst
		}
		attrs, _ := a.attrs.(*engine.Compound)
		made := a.made || (*made)[a.v]
		if !made && m.showing {
			// A port shows the engine's variable: its attributes stay
			// its own (see traceTerm).
			continue
		}
		if !made && m.ArithEngine != nil {
			m.ArithEngine.SetAttrs(a.v, attrs)
		} else {
			a.v.InitAttrs(attrs)
		}
	}
	return true, nil
}
