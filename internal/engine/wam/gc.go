package wam

import (
	"fmt"
	"math/bits"
)

// gcMinCells bounds how soon a collection follows another: the next one
// runs when the heap has grown by as much as survived, and by at least
// this many cells, so that a small live heap is not collected over and
// over.
const gcMinCells = 1 << 17

// gcSlack is the room, in cells, that the heap keeps above gcAt: what a
// clause body builds between two calls, where the collector can run,
// fits in it without the heap having to grow.
const gcSlack = 1 << 14

// nextCollection is the heap top at which the collection after this one
// runs: when the heap has grown by as much as survived, with the stack
// cells of the frames the collection walked (stack), and by at least
// gcMinCells. A collection's work is the live heap and the frames, which
// a deep recursion's are most of: its collections then come no more often
// than it makes garbage as large as both. When the heap's storage, less its slack, holds at least
// half that growth, the collection runs when the storage is full instead,
// so that the storage grows only for a live heap that needs it rather
// than by a few cells after every collection.
func (m *Machine) nextCollection(stack int) int {
	if m.gcStress {
		return m.h + max(m.h/4, 8)
	}
	grow := max(m.h+stack, gcMinCells)
	room := len(m.heap) - gcSlack
	if room >= m.h+grow/2 {
		return min(m.h+grow, room)
	}
	return m.h + grow
}

// gcMinBoxes is gcMinCells for the boxes made at run time: a collection
// runs when they have grown by as many as survived the last one, and by
// at least this many.
const gcMinBoxes = 1 << 12

// gcMinBoxBytes is gcMinBoxes in bytes (see Machine.boxBytes): a
// collection runs when the boxes made since the last one hold as many
// bytes as the live heap and boxes it left, and at least this many, so
// that the garbage big integers and strings wait for Go's collector is
// bounded by what is live, while a machine holding a large heap does not
// collect it for every few big integers.
const gcMinBoxBytes = 1 << 19

// stressPoison fills the cells a collection freed under Machine.gcStress:
// an atom that is in no atom table.
const stressPoison = cell(1<<40<<tagBits | tagAtom)

// cellBytes is the size of a heap cell.
const cellBytes = 8

// gcMinTrail is gcMinBoxes for the trail: a collection runs when it has
// grown by as many entries as the last one kept, and by at least this
// many. A deterministic recursion that binds through a clause it then
// commits to with a cut (fib(1, 1) :- !.) leaves an entry per call that
// no choicepoint needs; the collection drops them.
const gcMinTrail = 1 << 16

// needCollect reports whether a collection is due, at a call: the heap has
// passed gcAt, the boxes have passed boxGCAt, or the trail trailGCAt (a
// box that takes the boxes' bytes past boxBytesGCAt sets gcAt below the
// heap top, see addBox, which keeps this test, made at every call, as
// short as it is). boxGCAt is always at least gcMinBoxes past keepBoxes
// (see setKeepBoxes) and trailGCAt at least gcMinTrail, so that a
// machine that has not collected yet collects when gcMinBoxes boxes have
// been made at run time or the trail holds gcMinTrail entries, with no
// max taken at each call.
func (m *Machine) needCollect() bool {
	return m.h > m.gcAt || len(m.boxes) > m.boxGCAt || len(m.trail) > m.trailGCAt
}

// setKeepBoxes sets keepBoxes to n, and raises boxGCAt to gcMinBoxes
// past it (see needCollect).
func (m *Machine) setKeepBoxes(n int) {
	m.keepBoxes = n
	m.boxGCAt = max(m.boxGCAt, n+gcMinBoxes)
}

// collect compacts the heap, keeping what the roots reach: the first
// nregs argument registers, the permanent variables of every frame that
// the current environment or a choicepoint can return to, the registers
// the choicepoints saved, and m.roots. Everything that refers into the
// heap is rewritten in place to the cells' new indices.
//
// The collector slides the live cells down rather than copying them
// elsewhere, because the WAM's invariants are about heap order: a
// variable is bound to an older one, never the other way, and a binding
// needs a trail entry exactly when the variable is older than the newest
// choicepoint's h. Sliding keeps the order of the live cells, so both
// hold afterwards once each choicepoint's h becomes the count of live
// cells below it, and backtracking still reclaims the heap by resetting
// its top.
//
// Marking is by cell, not by term: a reference into the middle of a
// structure keeps that argument alone, since nothing can reach the rest
// of it through the reference. The new index of a cell is its rank among
// the marked cells, which a bitmap with a count per word gives in
// constant time, so that one upward pass moves every cell and rewrites
// its pointer, where Morris's algorithm, the classic WAM compactor,
// threads pointers through the heap and needs a pass each way. Marking
// keeps its own work stack rather than Go's: a list of millions of
// elements is an ordinary term.
//
// The trail is weak: an entry for a variable that nothing reaches would
// only restore a cell no one reads, so it goes, and each choicepoint's
// trail top becomes the count of entries kept below it.
//
// The boxes made at run time, those from m.keepBoxes up, are collected
// with the heap: marking a live cell marks the box it holds, and
// relocating it gives the box its new index (see collectBoxes).
func (m *Machine) collect(nregs int) {
	if m.keepBoxes > len(m.boxes) {
		panic(fmt.Sprintf("wam: collect: keepBoxes %d above the %d boxes", m.keepBoxes, len(m.boxes)))
	}
	// The marks are the previous collection's storage, cleared: a
	// program that collects often makes no garbage of its own for Go's
	// collector to find.
	g := &m.gc
	g.m = m
	g.heap.reset(m.h)
	g.keep = m.keepBoxes
	g.boxes.reset(len(m.boxes) - m.keepBoxes)
	g.work = g.work[:0]
	if cap(g.work) > 1<<16 {
		g.work = nil
	}
	frames := m.gcFrames()
	stackCells := 0 // the cells of the frames walked
	for k, e := range frames {
		ys := m.gcPermVars(e)
		stackCells += frameY + len(ys)
		m.clearUnset(ys)
		if mask := g.live[k]; mask != allLive && !g.shared.has(e) {
			clearDead(ys, mask)
		}
	}

	for _, c := range m.regs[:nregs] {
		g.markFrom(c)
	}
	for _, e := range frames {
		for _, c := range m.gcPermVars(e) {
			g.markFrom(c)
		}
	}
	for _, c := range m.saved {
		g.markFrom(c)
	}
	for _, c := range m.roots {
		g.markFrom(c)
	}
	for _, b := range m.bvals {
		g.markFrom(b.v)
	}
	for _, i := range m.wakeups {
		if i < 0 {
			g.markFrom(mkRef(^i)) // an occurs check's (see occurs.go)
			continue
		}
		g.markFrom(mkAttv(i))
	}
	// What backtracking may restore is a root (see below for the
	// entries kept): an attributed variable whose binding it undoes
	// keeps its attributes, an argument setarg/3 replaced its old value.
	cp := -1
	for k, e := range m.trail {
		for cp+1 < len(m.choices) && m.choices[cp+1].tr <= k {
			cp++
		}
		if !e.bound() && !e.isUndo() && cp >= 0 && e.i < m.choices[cp].h {
			g.markFrom(e.old)
		}
	}
	g.trace()
	g.heap.count()
	g.boxes.count()

	// The trail, before the heap moves: its entries are read against the
	// marks, by their old indices. An entry is kept when backtracking
	// may need it: its cell is live and older than a choicepoint made
	// before the binding. Those choicepoints are the ones whose trail top
	// is at most the entry's index, and the newest of them has the
	// highest heap top.
	// An undo entry (see TrailUndo) is kept when a choicepoint was made
	// before it, or a query whose caller may backtrack past it was open
	// (undoFloor), and its Go code moves down in Machine.undos with it;
	// newUndo maps an old index there to the count of those kept below.
	newTr := reuse(&g.trailTop, len(m.trail)+1)
	newUndo := reuse(&g.undoTop, len(m.undos)+1)
	floor := m.undoFloor()
	kept, keptUndos, filled := 0, 0, 0
	cp = -1 // the newest choicepoint made before entry k
	for k, e := range m.trail {
		newTr[k] = kept
		for cp+1 < len(m.choices) && m.choices[cp+1].tr <= k {
			cp++
		}
		if e.isUndo() {
			u := int(e.old.intVal())
			for ; filled <= u; filled++ {
				newUndo[filled] = keptUndos
			}
			if cp >= 0 || u >= floor {
				m.undos[keptUndos] = m.undos[u]
				m.trail[kept] = trailEntry{undoEntry, mkInt(int64(keptUndos))}
				kept++
				keptUndos++
			}
			continue
		}
		i := e.i
		if i >= m.h {
			panic(fmt.Sprintf("wam: collect: trail entry %d outside the heap [0,%d)", i, m.h))
		}
		if cp >= 0 && i < m.choices[cp].h && g.heap.has(i) {
			m.trail[kept] = trailEntry{g.heap.rank(i), g.relocate(e.old)}
			kept++
		}
	}
	newTr[len(m.trail)] = kept
	m.trail = m.trail[:kept]
	for ; filled < len(newUndo); filled++ {
		newUndo[filled] = keptUndos
	}
	clear(m.undos[keptUndos:])
	m.undos = m.undos[:keptUndos]
	passed := m.passed[:0]
	for _, u := range m.passed {
		if newUndo[u+1] > newUndo[u] { // kept
			passed = append(passed, newUndo[u])
		}
	}
	m.passed = passed
	for k := range m.choices {
		cp := &m.choices[k]
		cp.tr = newTr[cp.tr]
		cp.h = g.heap.rank(min(cp.h, m.h))
	}
	// A query's heap base moves as a choicepoint's h does.
	for _, q := range m.open {
		q.hbase = g.heap.rank(min(q.hbase, m.h))
		q.argTop = g.heap.rank(min(q.argTop, m.h))
		q.undoBase = newUndo[min(q.undoBase, len(newUndo)-1)]
	}

	// Slide the marked cells down. A cell moves to rank(i) <= i, and
	// every cell between the two has been moved already, so nothing is
	// overwritten before it is read.
	// The marked cells are visited in order: the rank of each is the
	// count of those moved before it.
	dst := 0
	for w, word := range g.heap.bits {
		for word != 0 {
			i := w*64 + bits.TrailingZeros64(word)
			word &= word - 1
			m.heap[dst] = g.relocate(m.heap[i])
			dst++
		}
	}

	g.relocateAll(m.regs[:nregs])
	for _, e := range frames {
		g.relocateAll(m.gcPermVars(e))
	}
	g.relocateAll(m.saved)
	g.relocateAll(m.roots)
	for k := range m.bvals {
		m.bvals[k].v = g.relocate(m.bvals[k].v)
	}
	for k, i := range m.wakeups {
		if i < 0 {
			m.wakeups[k] = ^g.heap.rank(^i)
			continue
		}
		m.wakeups[k] = g.heap.rank(i)
	}
	g.collectBoxes()

	if h := g.heap.rank(m.h); m.gcStress {
		// What the collection freed is made unreadable: a root it
		// missed then fails loudly rather than reading old contents.
		for i := h; i < m.h; i++ {
			m.heap[i] = stressPoison
		}
	}
	m.h = g.heap.rank(m.h)
	m.collectAtoms(nregs, frames)
	m.gcAt = m.nextCollection(stackCells)
	// Boxes made between collections are at least a quarter of the live
	// heap's cells as well, so that a program holding a large heap does
	// not mark it again for every few thousand big integers: the boxes'
	// bytes, which boxBytesGCAt bounds by what is live, keep their memory
	// in proportion.
	m.boxGCAt = len(m.boxes) + max(len(m.boxes)-m.keepBoxes, gcMinBoxes, m.h/4)
	// The frames count with the live heap and boxes, as in
	// nextCollection.
	live := cellBytes * (m.h + stackCells)
	for _, t := range m.boxes[m.keepBoxes:] {
		live += boxSize(t)
	}
	m.boxBytes, m.boxBytesGCAt = 0, live
	m.trailGCAt = len(m.trail) + max(len(m.trail), gcMinTrail)
	m.gcRuns++
}

// collectBoxes slides the marked boxes above keepBoxes down, in order, to
// the indices relocate gave their cells, and drops the rest: a box made at
// run time is referred to only by cells, so one that no live cell holds
// is garbage. The boxes below keepBoxes are constants of the compiled
// code, whose instructions hold their indices: they stay where they are.
func (g *gcState) collectBoxes() {
	m := g.m
	n := g.keep
	if m.bigs.any {
		// Some boxes hold arrays of the core's pool: the dropped ones go
		// back to it, and the kept ones' ownership moves with them. A
		// box is read before any kept one moves into its slot, which is
		// at or below it.
		own := m.bigs.own
		for j, t := range m.boxes[g.keep:] {
			i := g.keep + j
			if g.boxes.bits[j/64]&(1<<(j%64)) != 0 {
				m.boxes[n] = t
				if n < len(own) {
					own[n] = nil
					if i < len(own) {
						own[n] = own[i]
					}
				}
				n++
			} else {
				m.recycle(i, t)
			}
		}
		clear(m.boxes[n:])
		m.boxes = m.boxes[:n]
		if n < len(own) {
			clear(own[n:])
			m.bigs.own = own[:n]
		}
		return
	}
	for w, word := range g.boxes.bits {
		for word != 0 {
			j := w*64 + bits.TrailingZeros64(word)
			word &= word - 1
			m.boxes[n] = m.boxes[g.keep+j]
			n++
		}
	}
	// The dropped boxes' slots are cleared, so that Go can free their
	// big integers and strings.
	clear(m.boxes[n:])
	m.boxes = m.boxes[:n]
}

// gcFrames returns the frames on the continuation chains of the
// current environment and of every choicepoint, each once: the chains
// merge, and a frame visited twice would have its slots relocated twice.
func (m *Machine) gcFrames() []int {
	if len(m.stack) == 0 {
		return nil
	}
	// The storage of the last collection's walk is reused: a deep
	// recursion is collected many times over a stack of millions of
	// cells.
	g := &m.gc
	seen := reuseBits(&g.seen, len(m.stack))
	shared := reuseBits(&g.shared, len(m.stack))
	frames, live := g.frames[:0], g.live[:0]
	// walk goes up the chain of frames from e, which is returned to at
	// code index pc; sure says that pc is where e's clause goes on (see
	// gclive.go).
	// A recursion's frames share a return point: the last one's set is
	// kept at hand.
	lastPC, lastMask, lastPlain := -1, allLive, false
	walk := func(e, pc int, sure bool) {
		for {
			mask, plain := allLive, false
			if pc == lastPC {
				mask, plain = lastMask, lastPlain
			} else if !m.traceCode {
				mask, plain = g.liveAt(m.code, pc)
				lastPC, lastMask, lastPlain = pc, mask, plain
			}
			if !sure {
				mask = allLive
			}
			if seen[e/64]&(1<<(e%64)) != 0 {
				shared.add(e)
				return
			}
			seen[e/64] |= 1 << (e % 64)
			if len(frames) == cap(frames) {
				frames = grown(frames)
			}
			frames = append(frames, e)
			if len(live) == cap(live) {
				live = grown(live)
			}
			live = append(live, mask)
			// A frame reached at plain clause code is a clause's, whose
			// continuation is where its caller goes on.
			e, pc, sure = int(m.stack[e+frameCE].intVal()), int(m.stack[e+frameCP].intVal()), plain
		}
	}
	walk(m.e, m.cp, true)
	for k := range m.choices {
		b := &m.choices[k]
		walk(b.e, b.cp, b.resumesAtContinuation(m))
	}
	g.frames, g.live = frames, live
	return frames
}

// resumesAtContinuation reports whether backtracking into b goes on, once
// its alternative succeeds, at its continuation in its environment: the
// choicepoint of a predicate's remaining clauses, between/3's and
// repeat/0's. A built-in's redo, an engine query's next answer, a ghost
// and a spent choicepoint do not, or go on elsewhere.
func (b *choicepoint) resumesAtContinuation(m *Machine) bool {
	if b.pred == nil || b.next >= len(b.cands) {
		return false
	}
	switch m.code[b.pred.clauses[b.cands[b.next]].start].op {
	case opNativeRedo, opEngineRedo, opGhostRedo:
		return false
	}
	return true
}

// gcPermVars returns the permanent variables of the frame at e.
// clearUnset gives the permanent variables ys of a frame that refer past
// the heap's top, or past the boxes, a harmless constant. Such a variable
// belongs to a frame older than a choicepoint, and was set after it: when
// backtracking reset the heap, it was left referring to what the heap no
// longer holds. The code that goes on sets it again before it reads it,
// as it did the first time, so nothing reads the value the collector
// drops.
func (m *Machine) clearUnset(ys []cell) {
	for k, c := range ys {
		switch c.tag() {
		case tagRef, tagStr, tagList, tagAttv:
			if c.val() >= m.h {
				ys[k] = nilCell
			}
		case tagBox:
			if c.val() >= len(m.boxes) {
				ys[k] = nilCell
			}
		}
	}
}

func (m *Machine) gcPermVars(e int) []cell {
	n := int(m.stack[e+frameN].intVal())
	return m.stack[e+frameY : e+frameY+n]
}

// rankSet is a set of the integers below n, as a bitmap, with the number
// of members below each of its words once count has run: the rank of a
// member, its new index when the members slide down, then takes constant
// time.
type rankSet struct {
	bits   bitSet
	prefix []int
}

// bitSet is a set of the integers below a bound, as a bitmap.
type bitSet []uint64

// newBitSet is the empty bitSet of the integers below n.
func newBitSet(n int) bitSet { return make(bitSet, n/64+1) }

func (b bitSet) has(i int) bool { return b[i/64]&(1<<(i%64)) != 0 }

func (b bitSet) add(i int) { b[i/64] |= 1 << (i % 64) }

func (b bitSet) remove(i int) { b[i/64] &^= 1 << (i % 64) }

// reset makes s the empty set of the integers below n, keeping its
// storage when that is large enough and not more than four times what n
// needs (a collection of a once-huge heap does not pin its marks).
func (s *rankSet) reset(n int) {
	s.bits = reuseBits(&s.bits, n)
	s.prefix = reuse(&s.prefix, len(s.bits))
}

// reuse returns (*buf)[:n], reallocating *buf when it is too small or
// more than four times too large: a collection of a once-huge heap does
// not pin its storage.
func reuse[T any](buf *[]T, n int) []T {
	if cap(*buf) < n || cap(*buf) > 4*n+1024 {
		*buf = make([]T, n)
	}
	*buf = (*buf)[:n]
	return *buf
}

// reuseBits returns the empty bitSet of the integers below n in the
// storage of *b (see reuse).
func reuseBits(b *bitSet, n int) bitSet {
	s := bitSet(reuse((*[]uint64)(b), n/64+1))
	clear(s)
	return s
}

func (s *rankSet) has(i int) bool { return s.bits.has(i) }

func (s *rankSet) add(i int) { s.bits.add(i) }

// count fills prefix from the bits.
func (s *rankSet) count() {
	n := 0
	for w, word := range s.bits {
		s.prefix[w] = n
		n += bits.OnesCount64(word)
	}
}

// rank is the number of members below i, for i <= n.
func (s *rankSet) rank(i int) int {
	u := uint(i) // unsigned: i/64 and i%64 without the fix-ups for negatives
	return s.prefix[u/64] + bits.OnesCount64(s.bits[u/64]&(1<<(u%64)-1))
}

// gcState is one collection's marks: of the cells of heap[:h], and of the
// boxes made at run time, box keep+j being member j of boxes; and the
// work stack of marked cells whose contents are still to be traced. The
// new index of a marked cell i is heap.rank(i), that of a marked box
// keep+j is keep+boxes.rank(j).
type gcState struct {
	m     *Machine
	heap  rankSet
	keep  int
	boxes rankSet
	work  []int
	// trailTop maps an old trail top to the count of entries kept below
	// it.
	trailTop []int
	// undoTop maps an old index in Machine.undos to the count of undo
	// entries kept below it.
	undoTop []int
	// atoms marks the atoms numbered from keepAtoms up that live cells
	// hold (see collectAtoms).
	atoms bitSet
	// seen, shared, frames and live are gcFrames' walk of the frames:
	// the frames, each frame's live set (see gclive.go), and those met
	// on more than one chain, which keep all their variables.
	seen, shared bitSet
	frames       []int
	live         []uint64
	// liveCache holds the live sets of return points (see liveAt).
	liveCache []liveEntry
}

// mark marks cell i, unless it is marked already, and queues it for its
// contents to be marked when it refers to more. Every live cell passes
// here once and most of them more than once: its test and set read the
// bitmap's word once.
func (g *gcState) mark(i int) {
	if uint(i) >= uint(g.m.h) {
		g.outside(i)
	}
	w, bit := &g.heap.bits[uint(i)/64], uint64(1)<<(uint(i)%64)
	if *w&bit != 0 {
		return
	}
	*w |= bit
	// Not queueing a constant keeps the work stack of a list of a
	// million numbers short: its tail alone is queued at each cell.
	switch c := g.m.heap[i]; c.tag() {
	case tagAtom, tagInt, tagFun:
	case tagBox:
		g.markFrom(c)
	default:
		if len(g.work) == cap(g.work) {
			g.work = grown(g.work)
		}
		g.work = append(g.work, i)
	}
}

// outside reports a reference to cell i, which is not on the heap: a
// root or a cell the collector was not told of.
func (g *gcState) outside(i int) {
	panic(fmt.Sprintf("wam: collect: reference to %d outside the heap [0,%d)", i, g.m.h))
}

// markFrom marks the cells that c refers to, or the box it holds. Every
// cell that the collection keeps or relocates passes here once: the
// roots, and each marked heap cell when it is traced.
func (g *gcState) markFrom(c cell) {
	switch c.tag() {
	case tagBox:
		if b := c.val(); b >= g.keep {
			if b >= len(g.m.boxes) {
				panic(fmt.Sprintf("wam: collect: box %d outside the %d boxes", b, len(g.m.boxes)))
			}
			g.boxes.add(b - g.keep)
		}
	case tagRef:
		g.mark(c.val())
	case tagAttv:
		// The variable's cell and its attributes.
		g.mark(c.val())
		g.mark(c.val() + 1)
	case tagList:
		// The tail is queued first, so that the head is traced first:
		// the work stack of a list of pairs stays short, as its spine
		// is traced one cell at a time.
		g.mark(c.val() + 1)
		g.mark(c.val())
	case tagStr:
		// Only a structure cell marks a functor cell, and it marks the
		// arguments with it: a marked functor cell's are marked
		// already.
		f := c.val()
		if uint(f) >= uint(g.m.h) {
			g.outside(f)
		}
		w, bit := &g.heap.bits[uint(f)/64], uint64(1)<<(uint(f)%64)
		if *w&bit != 0 {
			return
		}
		*w |= bit
		fc := g.m.heap[f]
		if fc.tag() != tagFun {
			panic(fmt.Sprintf("wam: collect: structure at %d has no functor cell", f))
		}
		// The last argument is queued first and traced last, for the
		// same reason as a list's tail.
		for k := g.m.functors[fc.val()].arity; k >= 1; k-- {
			g.mark(f + k)
		}
	}
}

// trace marks everything the queued cells reach.
func (g *gcState) trace() {
	for len(g.work) > 0 {
		i := g.work[len(g.work)-1]
		g.work = g.work[:len(g.work)-1]
		g.markFrom(g.m.heap[i])
	}
}

// relocate returns c with its heap index or its box index, if it has
// one that moves, made new.
func (g *gcState) relocate(c cell) cell {
	switch t := c.tag(); t {
	case tagRef, tagStr, tagList, tagAttv:
		return mkCell(t, uint64(g.heap.rank(c.val())))
	case tagBox:
		if b := c.val(); b >= g.keep {
			return mkBox(g.keep + g.boxes.rank(b-g.keep))
		}
	}
	return c
}

func (g *gcState) relocateAll(cs []cell) {
	for k, c := range cs {
		cs[k] = g.relocate(c)
	}
}
