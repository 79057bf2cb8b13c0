package wam

import (
	"fmt"

	"github.com/goprolog/goprolog/internal/engine"
)

// Findall bags: the solutions a findall has collected, copied off the
// heap so that backtracking into its goal does not take them away, and
// copied back onto the heap, as one list, when the goal has no more.
//
// A bag keeps its copies in chunks rather than in one growing array: a
// findall of many solutions then allocates each cell about once, not
// again at every doubling (each a copy of megabytes that faults in fresh
// pages, during which Go's collector cannot stop the goroutine), and its
// room goes back chunk by chunk as it moves to the heap, so that at its
// peak a findall holds its solutions about twice, as SWI-Prolog's
// findall/3 does. The bag holds the list of its solutions itself, each
// added one a list cell whose tail the next one fills in, so that moving
// the bag to the heap makes the list.

// A bag's first chunk starts at bagFirstChunk cells and doubles up to
// bagChunk, so that a findall of a few solutions allocates little; its
// other chunks have bagChunk cells (256 KiB).
const (
	bagChunkBits  = 15
	bagChunk      = 1 << bagChunkBits
	bagFirstChunk = 256
)

// bag is the solutions a findall has collected so far. Its cells are
// numbered from 0 across its chunks, cell i being chunks[i>>bagChunkBits]
// [i%bagChunk]; the copies' references are such numbers. A compound never
// straddles two chunks: alloc leaves the rest of the current chunk unused
// and starts the next, and gives a compound wider than a chunk chunks of
// its own, made of one array. boxes holds the numbers and strings the
// copies hold, as engine terms, whose indices the copies' box cells
// hold. The list of the solutions starts at first; open is the number
// of the last list cell's tail, which the next solution or the list's
// tail fills in; n counts the solutions.
type bag struct {
	chunks [][]cell
	used   int // the number of the next free cell
	boxes  []engine.Term
	first  cell
	open   int
	n      int
	// spare is where reset leaves the bag's full-size chunks for the
	// next bags to reuse (nil: they go back to Go).
	spare *bagSpare
}

// bagSpareChunks bounds the chunks a machine keeps for its bags (1 MiB):
// a program that runs findall over tens of thousands of solutions again
// and again reuses them instead of allocating as many each time for Go's
// collector to free. More would count in the live heap that Go's
// collector sets its next goal from (see prolog.TuneGC), raising peak
// memory by more than they save. The last query's end lets them go, as
// it does a heap grown past its initial size.
const bagSpareChunks = 4

// bagSpare is the full-size chunks kept for reuse (see bag.spare).
type bagSpare struct {
	chunks [][]cell
}

// newChunk returns a chunk of bagChunk cells: a spare one, emptied, or
// a new one.
func (b *bag) newChunk() []cell {
	if sp := b.spare; sp != nil && len(sp.chunks) > 0 {
		c := sp.chunks[len(sp.chunks)-1]
		sp.chunks[len(sp.chunks)-1] = nil
		sp.chunks = sp.chunks[:len(sp.chunks)-1]
		clear(c)
		return c
	}
	return make([]cell, bagChunk)
}

// set writes c into cell number i.
func (b *bag) set(i int, c cell) {
	b.chunks[i>>bagChunkBits][i&(bagChunk-1)] = c
}

// alloc makes room for n cells and returns the number of the first.
func (b *bag) alloc(n int) int {
	last := len(b.chunks) - 1
	off := b.used - last<<bagChunkBits
	switch {
	case last < 0 || off+n > bagChunk:
		if last >= 0 && off < len(b.chunks[last]) {
			clear(b.chunks[last][off:])
		}
		b.used = (last + 1) << bagChunkBits
		switch {
		case n > bagChunk:
			// One array, seen as k chunks whose slices reach its end,
			// so that the compound's cells are one slice from its first.
			k := (n + bagChunk - 1) >> bagChunkBits
			// One cell more than the chunks take tells their slices
			// from full-size chunks by capacity (see reset).
			wide := make([]cell, k<<bagChunkBits+1)
			for i := range k {
				b.chunks = append(b.chunks, wide[i<<bagChunkBits:(i+1)<<bagChunkBits])
			}
		case last < 0:
			b.chunks = append(b.chunks, make([]cell, max(bagFirstChunk, n)))
		default:
			b.chunks = append(b.chunks, b.newChunk())
		}
	case off+n > len(b.chunks[last]):
		grown := make([]cell, min(bagChunk, max(2*len(b.chunks[last]), off+n)))
		copy(grown, b.chunks[last][:off])
		b.chunks[last] = grown
	}
	at := b.used
	b.used += n
	return at
}

// span returns the n cells from number i, which alloc made together.
func (b *bag) span(i, n int) []cell {
	c := b.chunks[i>>bagChunkBits]
	off := i & (bagChunk - 1)
	return c[off : off+n : off+n]
}

// reset empties b. It keeps its first chunk, which is at most bagChunk
// cells, and gives its other full-size chunks to its spare, up to
// bagSpareChunks there: a findall of many solutions would otherwise hold
// their room for as long as the machine lives.
func (b *bag) reset() {
	var keep []cell
	if len(b.chunks) > 0 && cap(b.chunks[0]) <= bagChunk {
		keep = b.chunks[0]
	}
	if sp := b.spare; sp != nil && len(b.chunks) > 1 {
		for _, c := range b.chunks[1:] {
			if cap(c) == bagChunk && len(sp.chunks) < bagSpareChunks {
				sp.chunks = append(sp.chunks, c[:bagChunk])
			}
		}
	}
	clear(b.chunks)
	b.chunks = b.chunks[:0]
	if keep != nil {
		b.chunks = append(b.chunks, keep)
	}
	b.used, b.n = 0, 0
	if cap(b.boxes) > bagChunk {
		b.boxes = nil
		return
	}
	clear(b.boxes)
	b.boxes = b.boxes[:0]
}

// bagOpen opens a bag and returns its name.
func (m *Machine) bagOpen() cell {
	if n := len(m.bags); n < cap(m.bags) {
		m.bags = m.bags[:n+1]
		m.bags[n].reset()
	} else {
		m.bags = append(m.bags, bag{spare: &m.bagSpare})
	}
	return mkInt(int64(len(m.bags) - 1))
}

// bagOf returns the open bag that c names.
func (m *Machine) bagOf(c cell) (*bag, int, error) {
	c = m.deref(c)
	if c.tag() == tagInt {
		if k := int(c.intVal()); k >= 0 && k < len(m.bags) {
			return &m.bags[k], k, nil
		}
	}
	return nil, 0, fmt.Errorf("wam: %v names no open findall bag", c)
}

// bagAdd adds a copy of t to the bag that c names.
func (m *Machine) bagAdd(c, t cell) error {
	b, _, err := m.bagOf(c)
	if err != nil {
		return err
	}
	used := b.used
	c = m.copyOut(b, t)
	m.chargeCopy(int64(b.used - used))
	at := b.alloc(2)
	pair := b.span(at, 2)
	pair[0], pair[1] = c, nilCell
	if b.n == 0 {
		b.first = mkList(at)
	} else {
		b.set(b.open, mkList(at))
	}
	b.open = at + 1
	b.n++
	return nil
}

// copyOut copies the term at t into b and returns the copy's cell, or,
// b nil, onto the top of the heap. Each variable and each compound is
// copied once, so that the copy keeps the term's sharing and cycles, as
// the engine's findall/3 copies do: a term such as X = f(Y, Y), Y = f(Z,
// Z), ... is as large as a tree as two to the power of its depth, and a
// bag holds many copies. A bag takes its own copies of the boxes.
//
// A copy onto the heap binds each variable of t, in place, to its copy
// while it runs (above the heap top it began at, so told from t's own),
// and unbinds them at the end: no table of the variables. A copy into a
// bag remembers them in a table. A small term's compounds are remembered
// in a table too; past copyMemoCompounds of them, the copy starts again,
// remembering only those the term reaches more than once
// (sharedCompounds): a list of a million elements has none.
func (m *Machine) copyOut(b *bag, t cell) cell {
	if c, ok := m.copyOutWalk(b, t, false); ok {
		return c
	}
	c, _ := m.copyOutWalk(b, t, true)
	return c
}

// copyMemoCompounds is the number of compounds copyOut remembers each of
// before it starts again remembering only the shared ones.
const copyMemoCompounds = 1 << 14

// copyOutWalk is one attempt of copyOut: with shared false, false when
// it passes copyMemoCompounds compounds, having taken back what it made;
// with shared true, it remembers only the compounds that t reaches more
// than once.
func (m *Machine) copyOutWalk(b *bag, t cell, shared bool) (cell, bool) {
	vars, made := &m.bagVars, &m.bagMade
	vars.reset()
	made.reset()
	var sharedSet bitSet
	if shared {
		sharedSet = m.sharedCompounds([]cell{t})
	}
	// Where the copy begins, to take it back: the heap top, or the bag's
	// next cell, chunks and boxes.
	h0 := m.h
	var used0, chunks0, boxes0 int
	if b != nil {
		used0, chunks0, boxes0 = b.used, len(b.chunks), len(b.boxes)
	}
	bound := m.copyBound[:0] // the variables bound in place to their copies
	compounds := 0
	// cells returns the n cells of the copy from number i: the bag's or
	// the heap's.
	cells := func(i, n int) []cell {
		if b != nil {
			return b.span(i, n)
		}
		return m.heap[i : i+n]
	}
	// alloc makes room for n cells of the copy and returns the first's
	// number.
	alloc := func(n int) int {
		if b != nil {
			return b.alloc(n)
		}
		m.grow(n)
		at := m.h
		m.h += n
		return at
	}
	var out cell
	ok := true
	jobs := append(m.bagJobs[:0], bagJob{t, -1})
	for len(jobs) > 0 {
		j := jobs[len(jobs)-1]
		jobs = jobs[:len(jobs)-1]
		c := m.deref(j.c)
		switch c.tag() {
		case tagRef, tagAttv:
			from := c.val()
			if b == nil {
				if from >= h0 {
					break // a variable of t, bound to its copy
				}
			} else if v, ok := vars.get(from); ok {
				c = v
				break
			}
			// An attributed variable's copy has a copy of its
			// attributes, as SWI-Prolog's copy_term/2 and findall/3
			// make it (the heap holds no CLP(FD) attribute, which the
			// engine's findall/3 leaves out).
			switch {
			case c.tag() == tagAttv:
				at := alloc(2)
				c = mkAttv(at)
				jobs = append(jobs, bagJob{m.heap[from+1], at + 1})
				cells(at, 1)[0] = c
			case j.dst >= 0:
				// The copy lives in the argument it is met in first.
				c = mkRef(j.dst)
			default:
				c = mkRef(alloc(1))
				cells(c.val(), 1)[0] = c
			}
			if b == nil {
				m.heap[from] = c
				bound = append(bound, from)
			} else {
				vars.put(from, c)
			}
		case tagBox:
			if b != nil {
				// The bag shares the value (see escape).
				m.escape(c)
				b.boxes = append(b.boxes, m.boxes[c.val()])
				c = mkBox(len(b.boxes) - 1)
			}
		case tagList, tagStr:
			from := c.val()
			remember := !shared || sharedSet.has(from)
			if remember {
				if x, ok := made.get(from); ok {
					c = x
					break
				}
			}
			if !shared {
				if compounds++; compounds > copyMemoCompounds {
					ok = false
					jobs = jobs[:0]
					continue
				}
			}
			n, first := 2, 0
			if c.tag() == tagStr {
				// The functor cell is copied as it is.
				n, first = m.functors[m.heap[from].val()].arity+1, 1
			}
			at := alloc(n)
			copy(cells(at, n), m.heap[from:from+n])
			for k := n - 1; k >= first; k-- {
				jobs = append(jobs, bagJob{m.heap[from+k], at + k})
			}
			if c.tag() == tagList {
				c = mkList(at)
			} else {
				c = mkStr(at)
			}
			if remember {
				made.put(from, c)
			}
		}
		if j.dst < 0 {
			out = c
		} else {
			cells(j.dst, 1)[0] = c
		}
	}
	// t's variables are unbound again.
	for _, i := range bound {
		m.heap[i] = mkCell(m.heap[i].tag(), uint64(i))
	}
	clear(bound)
	m.copyBound = bound[:0]
	m.bagJobs = jobs[:0]
	if !ok {
		if b != nil {
			clear(b.chunks[chunks0:])
			b.chunks = b.chunks[:chunks0]
			b.used = used0
			clear(b.boxes[boxes0:])
			b.boxes = b.boxes[:boxes0]
		} else {
			m.h = h0
		}
	}
	return out, ok
}

// bagJob is a cell that copyOut copies, and the number of the cell where
// its copy goes (-1 for the result).
type bagJob struct {
	c   cell
	dst int
}

// bagCollect closes the bag that c names, and every bag opened after
// it, and returns the list of its solutions ending in tail.
func (m *Machine) bagCollect(c, tail cell) (cell, error) {
	b, k, err := m.bagOf(c)
	if err != nil {
		return 0, err
	}
	m.Inferences += m.Costs.Solution * int64(b.n) // a record per solution
	if b.n == 0 {
		m.Inferences += m.Costs.FindallNone
	}
	list := tail
	if b.n > 0 {
		base := m.h
		list = m.bagToHeap(b, b.first, 0, true)
		m.heap[base+b.open] = tail
	}
	m.dropBags(k)
	return list, nil
}

// bagToHeap copies b's cells onto the top of the heap, with room for
// more cells after them, and returns root, a cell of a copy in b, as it
// is on the heap. The cells keep their numbers, offset by where they
// land. With release, each chunk but the first (which the bag keeps for
// its next use) is let go once copied, to the bag's spare while it has
// room.
func (m *Machine) bagToHeap(b *bag, root cell, more int, release bool) cell {
	m.grow(b.used + more)
	mv := bagMove{base: m.h, boxes: len(m.boxes)}
	m.boxes = append(m.boxes, b.boxes...)
	for _, t := range b.boxes {
		m.boxBytes += boxSize(t)
	}
	if m.boxBytes > max(m.boxBytesGCAt, gcMinBoxBytes) {
		m.gcAt = -1
	}
	for i, chunk := range b.chunks {
		n := min(b.used-i<<bagChunkBits, bagChunk)
		if n <= 0 {
			break
		}
		// A first chunk that stopped growing short of bagChunk leaves
		// numbers no array holds: they land as [] cells.
		for _, c := range chunk[:min(n, len(chunk))] {
			m.heap[m.h] = mv.move(c)
			m.h++
		}
		for ; n > len(chunk); n-- {
			m.heap[m.h] = nilCell
			m.h++
		}
		if release && i > 0 {
			if sp := b.spare; sp != nil && cap(chunk) == bagChunk && len(sp.chunks) < bagSpareChunks {
				sp.chunks = append(sp.chunks, chunk)
			}
			b.chunks[i] = nil
		}
	}
	return mv.move(root)
}

// bagMove is where a bag's copy lands: its cell number 0 at heap index
// base, its box 0 at boxes.
type bagMove struct{ base, boxes int }

// move gives a copy's cell its place on the heap.
func (mv bagMove) move(c cell) cell {
	switch c.tag() {
	case tagRef, tagStr, tagList, tagAttv:
		return mkCell(c.tag(), uint64(c.val()+mv.base))
	case tagBox:
		return mkBox(c.val() + mv.boxes)
	}
	return c
}

// dropBags closes the bags from the k-th up, dropping what they hold.
func (m *Machine) dropBags(k int) {
	for i := k; i < len(m.bags); i++ {
		m.bags[i].reset()
	}
	m.bags = m.bags[:k]
}
