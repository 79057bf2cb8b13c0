package wam

import (
	"fmt"

	"github.com/goprolog/goprolog/internal/engine"
)

// Meta-calls whose goal the clause spells out: call(G), call(G, A...),
// and the library's meta-predicates (findall/3, forall/2, once/1, ...)
// called with a goal written in the clause.
//
// call/N of a known goal compiles to a call of a predicate of its own,
// whose one clause runs the goal: calling it counts the inference of
// call/N, and a cut in the goal cuts to that predicate's barrier, which
// is what makes call/N opaque to cut. A library meta-predicate is
// specialized for the goal (see Machine.Specialize): its clause, with the
// call's arguments in place of its head's variables, becomes a predicate
// of its own, whose calls count as the library predicate's. The answers,
// their order and the inference counts are those of package engine,
// which runs the same library clause and meta-calls the same goal.
//
// findall/3 and findall/4 collect their solutions in bags (see
// Machine.bags): the library's '$findall_bag'/1, '$findall_add'/2 and
// '$findall_collect'/2,3 run in line, on a bag named by an integer.

// Names of the library's findall helpers, which the core runs in line.
var (
	atomFindallBag     = engine.Intern("$findall_bag")
	atomFindallAdd     = engine.Intern("$findall_add")
	atomFindallCollect = engine.Intern("$findall_collect")
)

// metaGoal returns the goal that a call/N goal x calls (its first
// argument with the others appended), or false when x is not one. The
// goal must be known: call/N of a variable, or of a number, is left to
// the engine, which raises its errors as it runs.
func metaGoal(x *engine.Compound) (engine.Term, bool, error) {
	if x.Name != engine.AtomCall || len(x.Args) == 0 {
		return nil, false, nil
	}
	goal, err := engine.AddArgs(x.Args[0], x.Args[1:])
	if err != nil {
		return nil, false, errUnsupported{fmt.Sprintf("call/%d of a goal not known when compiling", len(x.Args))}
	}
	return goal, true, nil
}

// ownPredicate makes a predicate whose one clause is Head :- body, Head
// holding the variables of call, and returns the goal that calls it. The
// predicate is not aux: calling it is an inference, the one of the call
// it stands for.
func (m *Machine) ownPredicate(call engine.Term, body engine.Term, aux *[]auxJob) engine.Term {
	p, head := m.newPred("$wam_meta", termVars(call))
	*aux = append(*aux, auxJob{fn: p.fn, clauses: []engine.Term{engine.NewCompound(atomNeck, head, body)}})
	return head
}

// bag is the solutions a findall has collected so far, copied off the
// heap, so that backtracking into the goal does not take them away and
// the collector need not know of them. cells holds the copies' compound
// cells, whose references are indices into cells; boxes the numbers and
// strings they hold, as engine terms, whose indices the copies' box
// cells hold; roots the solutions, in order.
type bag struct {
	cells []cell
	boxes []engine.Term
	roots []cell
}

// reset empties b, keeping its storage unless it is large: a findall of
// many solutions would otherwise hold their room for as long as the
// machine lives.
func (b *bag) reset() {
	if cap(b.cells) > keepBagCells {
		b.cells, b.boxes, b.roots = nil, nil, nil
		return
	}
	clear(b.boxes)
	b.cells, b.boxes, b.roots = b.cells[:0], b.boxes[:0], b.roots[:0]
}

// keepBagCells is the most cells a bag keeps room for once emptied.
const keepBagCells = 1 << 16

// bagOpen opens a bag and returns its name.
func (m *Machine) bagOpen() cell {
	if n := len(m.bags); n < cap(m.bags) {
		m.bags = m.bags[:n+1]
		m.bags[n].reset()
	} else {
		m.bags = append(m.bags, bag{})
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
	b.roots = append(b.roots, m.copyOut(b, t))
	return nil
}

// copyOut copies the term at t into b and returns the copy's cell, or,
// b nil, onto the top of the heap. Each variable and each compound is
// copied once, so that the copy keeps the term's sharing and cycles, as
// the engine's findall/3 copies do: a term such as X = f(Y, Y), Y = f(Z,
// Z), ... is as large as a tree as two to the power of its depth, and a
// bag holds many copies. A bag takes its own copies of the boxes.
func (m *Machine) copyOut(b *bag, t cell) cell {
	vars, made := &m.bagVars, &m.bagMade
	vars.reset()
	made.reset()
	// cells is where the copy is: the bag's or the heap.
	cells := func() []cell {
		if b != nil {
			return b.cells
		}
		return m.heap
	}
	// alloc makes room for n cells of the copy and returns the first's
	// index.
	alloc := func(n int) int {
		if b != nil {
			at := len(b.cells)
			b.cells = append(b.cells, make([]cell, n)...)
			return at
		}
		m.grow(n)
		at := m.h
		m.h += n
		return at
	}
	var out cell
	jobs := append(m.bagJobs[:0], bagJob{t, -1})
	for len(jobs) > 0 {
		j := jobs[len(jobs)-1]
		jobs = jobs[:len(jobs)-1]
		c := m.deref(j.c)
		switch c.tag() {
		case tagRef, tagAttv:
			if v, ok := vars.get(c.val()); ok {
				c = v
				break
			}
			// An attributed variable's copy has a copy of its
			// attributes, as SWI-Prolog's copy_term/2 and findall/3
			// make it (the heap holds no CLP(FD) attribute, which the
			// engine's findall/3 leaves out).
			from := c.val()
			if c.tag() == tagAttv {
				at := alloc(2)
				c = mkAttv(at)
				jobs = append(jobs, bagJob{m.heap[from+1], at + 1})
			} else {
				c = mkRef(alloc(1))
			}
			cells()[c.val()] = c
			vars.put(from, c)
		case tagBox:
			if b != nil {
				b.boxes = append(b.boxes, m.boxes[c.val()])
				c = mkBox(len(b.boxes) - 1)
			}
		case tagList, tagStr:
			from := c.val()
			if x, ok := made.get(from); ok {
				c = x
				break
			}
			n, first := 2, 0
			if c.tag() == tagStr {
				// The functor cell is copied as it is.
				n, first = m.functors[m.heap[from].val()].arity+1, 1
			}
			at := alloc(n)
			copy(cells()[at:at+n], m.heap[from:from+n])
			for k := n - 1; k >= first; k-- {
				jobs = append(jobs, bagJob{m.heap[from+k], at + k})
			}
			if c.tag() == tagList {
				c = mkList(at)
			} else {
				c = mkStr(at)
			}
			made.put(from, c)
		}
		if j.dst < 0 {
			out = c
		} else {
			cells()[j.dst] = c
		}
	}
	m.bagJobs = jobs[:0]
	return out
}

// bagJob is a cell that copyOut copies, and the index in the bag's cells
// where its copy goes (-1 for the result).
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
	m.Inferences += m.Costs.Solution * int64(len(b.roots)) // a record per solution
	m.grow(len(b.cells) + 2*len(b.roots))
	base := m.h
	boxes := len(m.boxes)
	m.boxes = append(m.boxes, b.boxes...)
	for _, t := range b.boxes {
		m.boxBytes += boxSize(t)
	}
	if m.boxBytes > max(m.boxBytesGCAt, gcMinBoxBytes) {
		m.gcAt = -1
	}
	// move gives a copy's cell its place on the heap.
	move := func(c cell) cell {
		switch c.tag() {
		case tagRef, tagStr, tagList, tagAttv:
			return mkCell(c.tag(), uint64(c.val()+base))
		case tagBox:
			return mkBox(c.val() + boxes)
		}
		return c
	}
	for _, c := range b.cells {
		m.heap[m.h] = move(c)
		m.h++
	}
	list := tail
	for i := len(b.roots) - 1; i >= 0; i-- {
		m.heap[m.h] = move(b.roots[i])
		m.heap[m.h+1] = list
		list = mkList(m.h)
		m.h += 2
	}
	m.dropBags(k)
	return list, nil
}

// dropBags closes the bags from the k-th up, dropping what they hold.
func (m *Machine) dropBags(k int) {
	for i := k; i < len(m.bags); i++ {
		m.bags[i].reset()
	}
	m.bags = m.bags[:k]
}
