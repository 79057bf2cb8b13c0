package wam

import (
	"fmt"
	"math/bits"
)

// gcMinCells bounds how soon a collection follows another: the next one
// runs when the heap has grown by as much as survived, and by at least
// this many cells, so that a small live heap is not collected over and
// over.
const gcMinCells = 1 << 20

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
func (m *Machine) collect(nregs int) {
	g := &gcState{m: m, bits: make([]uint64, m.h/64+1)}
	frames := m.gcFrames()

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
	g.trace()
	g.count()

	// The trail, before the heap moves: its entries are read against the
	// marks, by their old indices.
	newTr := make([]int, len(m.trail)+1)
	kept := 0
	for k, i := range m.trail {
		newTr[k] = kept
		if i < 0 || i >= m.h {
			panic(fmt.Sprintf("wam: collect: trail entry %d outside the heap [0,%d)", i, m.h))
		}
		if g.marked(i) {
			m.trail[kept] = g.rank(i)
			kept++
		}
	}
	newTr[len(m.trail)] = kept
	m.trail = m.trail[:kept]
	for k := range m.choices {
		cp := &m.choices[k]
		cp.tr = newTr[cp.tr]
		cp.h = g.rank(min(cp.h, m.h))
	}

	// Slide the marked cells down. A cell moves to rank(i) <= i, and
	// every cell between the two has been moved already, so nothing is
	// overwritten before it is read.
	for w, word := range g.bits {
		for word != 0 {
			i := w*64 + bits.TrailingZeros64(word)
			word &= word - 1
			m.heap[g.rank(i)] = g.relocate(m.heap[i])
		}
	}

	g.relocateAll(m.regs[:nregs])
	for _, e := range frames {
		g.relocateAll(m.gcPermVars(e))
	}
	g.relocateAll(m.saved)
	g.relocateAll(m.roots)

	m.h = g.rank(m.h)
	m.gcAt = m.h + max(m.h, gcMinCells)
	m.gcRuns++
}

// gcFrames returns the frames on the continuation chains of the
// current environment and of every choicepoint, each once: the chains
// merge, and a frame visited twice would have its slots relocated twice.
func (m *Machine) gcFrames() []int {
	if len(m.stack) == 0 {
		return nil
	}
	seen := make([]uint64, len(m.stack)/64+1)
	var frames []int
	walk := func(e int) {
		for seen[e/64]&(1<<(e%64)) == 0 {
			seen[e/64] |= 1 << (e % 64)
			frames = append(frames, e)
			e = int(m.stack[e+frameCE].intVal())
		}
	}
	walk(m.e)
	for k := range m.choices {
		walk(m.choices[k].e)
	}
	return frames
}

// gcPermVars returns the permanent variables of the frame at e.
func (m *Machine) gcPermVars(e int) []cell {
	n := int(m.stack[e+frameN].intVal())
	return m.stack[e+frameY : e+frameY+n]
}

// gcState is one collection's mark bitmap over heap[:h], the number of
// marked cells below each of its words, and the work stack of marked
// cells whose contents are still to be traced.
type gcState struct {
	m      *Machine
	bits   []uint64
	prefix []int
	work   []int
}

func (g *gcState) marked(i int) bool { return g.bits[i/64]&(1<<(i%64)) != 0 }

// mark marks cell i and queues its contents, unless it is marked already.
func (g *gcState) mark(i int) {
	if i < 0 || i >= g.m.h {
		panic(fmt.Sprintf("wam: collect: reference to %d outside the heap [0,%d)", i, g.m.h))
	}
	if !g.marked(i) {
		g.bits[i/64] |= 1 << (i % 64)
		g.work = append(g.work, i)
	}
}

// markFrom marks the cells that c refers to.
func (g *gcState) markFrom(c cell) {
	switch c.tag() {
	case tagRef:
		g.mark(c.val())
	case tagList:
		g.mark(c.val())
		g.mark(c.val() + 1)
	case tagStr:
		f := c.val()
		if f < g.m.h && g.marked(f) {
			// Only a structure cell marks a functor cell, and it marks
			// the arguments with it: they are marked already.
			return
		}
		g.mark(f)
		if g.m.heap[f].tag() != tagFun {
			panic(fmt.Sprintf("wam: collect: structure at %d has no functor cell", f))
		}
		n := g.m.functors[g.m.heap[f].val()].arity
		for k := 1; k <= n; k++ {
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

// count fills prefix from the marks.
func (g *gcState) count() {
	g.prefix = make([]int, len(g.bits))
	n := 0
	for w, word := range g.bits {
		g.prefix[w] = n
		n += bits.OnesCount64(word)
	}
}

// rank is the number of marked cells below i, for i <= h: the new index
// of cell i when it is marked.
func (g *gcState) rank(i int) int {
	return g.prefix[i/64] + bits.OnesCount64(g.bits[i/64]&(1<<(i%64)-1))
}

// relocate returns c with its heap index, if it has one, made new.
func (g *gcState) relocate(c cell) cell {
	if !isPointer(c) {
		return c
	}
	return mkCell(c.tag(), uint64(g.rank(c.val())))
}

func (g *gcState) relocateAll(cs []cell) {
	for k, c := range cs {
		cs[k] = g.relocate(c)
	}
}
