package wam

import (
	"hash/maphash"

	"github.com/goprolog/goprolog/internal/engine"
)

// The variant set of distinct/1,2 on the heap ('$nb_set_new'/1 and
// '$nb_set_add'/2, the engine's in internal/builtins/libsupport.go): a
// term '$nb_set'(Count, '$buckets'(L1, ..., Ln)) whose buckets are lists
// of copies of the keys added, by the hash of their variant key. Adding a
// key changes the set in place, untrailed, as nb_setarg/3 does: the copy
// and its list cell are made on top of the heap, and the choicepoints
// made since the set have their heap top moved past them (freezeAbove),
// so that the set keeps its keys when the goal that gives them
// backtracks. The lists are linked, not copied: their cells were frozen
// when they were added. The set doubles its buckets when it holds twice
// as many keys.

var (
	atomNbSet     = functor{engine.Intern("$nb_set"), 2}
	atomNbBuckets = engine.Intern("$buckets")
)

// nbSetBuckets is the number of buckets of a new set.
const nbSetBuckets = 16

// nbSetHashKey bounds the variant key that a set hashes: keys that differ
// only further in share a bucket (variant tells them apart), and a cyclic
// key is hashed in bounded time.
const nbSetHashKey = 1 << 16

// nbSetSeed seeds the hashes of the keys.
var nbSetSeed = maphash.MakeSeed()

// nbSetNew is '$nb_set_new'(S): S is a new empty set.
func nbSetNew(a args) (bool, error) {
	m := a.m
	b := m.newBuckets(nbSetBuckets)
	m.grow(3)
	s := m.h
	m.heap[s], m.heap[s+1], m.heap[s+2] = mkFun(m.functorIndex(atomNbSet)), mkInt(0), b
	m.h += 3
	return a.unify(0, mkStr(s)), nil
}

// newBuckets makes '$buckets'([], ..., []) of n buckets on the heap, which
// has room for it.
func (m *Machine) newBuckets(n int) cell {
	m.grow(1 + n)
	b := m.h
	m.heap[b] = mkFun(m.functorIndex(functor{atomNbBuckets, n}))
	clear(m.heap[b+1 : b+1+n]) // [] is the zero cell
	m.h += 1 + n
	return mkStr(b)
}

// nbSetAdd is '$nb_set_add'(S, K): it adds a copy of K to the set S and
// succeeds when S holds no variant of K, and fails otherwise.
func nbSetAdd(a args) (bool, error) {
	m := a.m
	s := a.arg(0)
	if s.tag() != tagStr || m.functors[m.heap[s.val()].val()] != atomNbSet {
		return false, a.typeError("nb_set", s)
	}
	if err := a.changeable(s); err != nil {
		return false, err
	}
	key := a.arg(1)
	buckets := m.deref(m.heap[s.val()+2])
	f, first := m.compoundParts(buckets)
	slot := first + int(m.nbSetHash(key)%uint64(f.arity))
	for l := m.deref(m.heap[slot]); l.tag() == tagList; l = m.deref(m.heap[l.val()+1]) {
		if m.variant(m.heap[l.val()], key) {
			return false, nil
		}
	}
	// The heap may move while the new cells are made: they are stored
	// after.
	cons := m.frozenCons(slot, m.copyCells(key), m.heap[slot])
	m.heap[slot] = cons
	count := m.deref(m.heap[s.val()+1]).intVal() + 1
	m.heap[s.val()+1] = mkInt(count)
	if count > 2*int64(f.arity) {
		b := m.rehash(s.val()+2, buckets, 2*f.arity)
		m.heap[s.val()+2] = b
	}
	return true, nil
}

// frozenCons returns the list cell [head|tail], made on top of the heap
// to be stored into heap index i (after a copy made there just before),
// and freezes what was made since the heap top was at i's term.
func (m *Machine) frozenCons(i int, head, tail cell) cell {
	m.grow(2)
	c := mkList(m.h)
	m.heap[m.h], m.heap[m.h+1] = head, tail
	m.h += 2
	m.freezeAbove(i)
	return c
}

// freezeAbove moves the heap top of the choicepoints made since the
// term holding heap index i past the top of the heap: what was made
// since survives backtracking to them, as nb_setarg/3's copies do.
func (m *Machine) freezeAbove(i int) {
	for k := len(m.choices) - 1; k >= 0 && m.choices[k].h > i; k-- {
		m.choices[k].h = m.h
	}
}

// rehash returns new buckets, n of them, for the keys of the buckets
// term old, to be stored into heap index i.
func (m *Machine) rehash(i int, old cell, n int) cell {
	f, first := m.compoundParts(old)
	b := m.newBuckets(n)
	_, bFirst := m.compoundParts(b)
	for k := range f.arity {
		for l := m.deref(m.heap[first+k]); l.tag() == tagList; l = m.deref(m.heap[l.val()+1]) {
			key := m.heap[l.val()]
			slot := bFirst + int(m.nbSetHash(key)%uint64(n))
			m.grow(2)
			m.heap[m.h], m.heap[m.h+1] = key, m.heap[slot]
			m.heap[slot] = mkList(m.h)
			m.h += 2
		}
	}
	m.freezeAbove(i)
	return b
}

// nbSetHash hashes the term at c so that variants hash alike: the hash
// of its variant key, or of the key's first nbSetHashKey bytes.
func (m *Machine) nbSetHash(c cell) uint64 {
	m.writeVariantKeyUpTo(c, nbSetHashKey)
	return maphash.Bytes(nbSetSeed, m.keyBuf)
}
