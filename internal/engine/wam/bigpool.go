package wam

import (
	"math/big"
	"math/bits"
	"slices"

	"github.com/goprolog/goprolog/internal/engine"
)

// Big integers that the core's arithmetic makes, and gives back.
//
// A loop on big integers (N1 is N*K, S1 is S*S mod M) makes a value per
// step that the next step or two no longer need. Each value is a box (see
// tagBox) whose digits Go would allocate and later collect: hundreds of
// megabytes go through Go's collector in a factorial loop, and its heap
// grows to several times what is live between its collections. The core
// keeps the values that is/2 makes in digit arrays of its own instead:
// the collector of the heap (gc.go) finds the boxes no cell refers to any
// more, and their arrays go back to a pool, by size, for the next values.
//
// An array goes back to the pool only when nothing outside the box can
// hold it: the box is the core's own (made by ownBig), and its value
// never left the core. Every path that hands a box's value to Go terms
// (a conversion to the engine's terms, a findall bag, a global variable)
// calls escape first, which makes the value Go's.
//
// Ownership is kept by box index (bigPool.own), not in a map keyed by
// the value: a loop on big integers makes a value per step, and a
// map's insertion, lookup and deletion per value would cost a third of
// the time of a loop of additions of a few hundred bits.

// bigMaxWords is the largest array the pool keeps, in words: a larger
// value gets an array of its own size, left to Go.
const bigMaxWords = 1 << 16

// bigClasses is the number of the pool's size classes: arrays of 4, 6, 8,
// 12, 16, 24, ... words up to bigMaxWords, a power of two and one and a
// half times it, so that rounding a value up to its class wastes at most
// a third of the array.
const bigClasses = 29

// bigPoolBytes bounds the bytes of digit arrays that the pool holds
// unused: several times what the boxes made between two collections
// hold (see gcMinBoxBytes, measured by length where the arrays are
// counted by capacity), so that a loop finds the arrays of the values
// that died since the last collections, and a program that stops making
// big integers does not keep more than this. A loop whose values grow
// (a factorial) finds few arrays in a pool that keeps only the last
// collection's, which are a class below what it needs: the bigint row
// made 38 MB of arrays with four times gcMinBoxBytes, and peaked at
// 24 MB against 17 MB with eight.
const bigPoolBytes = 8 * gcMinBoxBytes

// bigPool is the machine's pool of digit arrays and the set of the big
// integers it owns.
type bigPool struct {
	// free holds unused big.Ints by size class: cap(Bits()) is the
	// class's size.
	free [bigClasses][]*big.Int
	// freeBytes is the bytes of the arrays in free.
	freeBytes int
	// own[i] is the big integer of box i when the core made that box
	// and its value has not left it. An entry is trusted only when box
	// i still holds that very big integer: a box dropped without a
	// collection (backtracking past a catch, an undone putTerm) leaves
	// its entry behind, and the value it names is dead, so that no other
	// box can hold it.
	own []*big.Int
	// any says that an entry of own was set since dropOwned.
	any bool
}

// bigClass is the size class of an array of n words and the class's
// size, or -1 when the pool does not keep arrays that large.
func bigClass(n int) (class, size int) {
	if n <= 4 {
		return 0, 4
	}
	if n > bigMaxWords {
		return -1, 0
	}
	k := bits.Len(uint(n - 1)) // 1<<(k-1) < n <= 1<<k, k >= 3
	if h := 3 << (k - 2); n <= h {
		return 2*(k-3) + 1, h
	}
	return 2 * (k - 2), 1 << k
}

// ownBig returns a box of the core's own holding the value of b, which
// may be a scratch value of the evaluator: its digits are copied into an
// array of the pool, or a new one of its size class.
func (m *Machine) ownBig(b *engine.BigInt) cell {
	x := b.Big()
	p := &m.bigs
	k, size := bigClass(len(x.Bits()))
	if k < 0 {
		return m.addBox(engine.MakeBig(new(big.Int).Set(x)))
	}
	var z *big.Int
	// A value that grows from step to step (a factorial) finds the
	// arrays of the last values a class or two up.
	for j := k; j <= min(k+2, bigClasses-1) && z == nil; j++ {
		if n := len(p.free[j]); n > 0 {
			z = p.free[j][n-1]
			p.free[j][n-1] = nil
			p.free[j] = p.free[j][:n-1]
			p.freeBytes -= 8 * cap(z.Bits())
		}
	}
	if z == nil {
		z = new(big.Int).SetBits(make([]big.Word, 0, size))
	}
	z.Set(x)
	c := m.addBox((*engine.BigInt)(z))
	i := c.val()
	if i >= len(p.own) {
		// The entries past len(own) are nil: whatever shortens own
		// clears what it drops.
		if i >= cap(p.own) {
			p.own = slices.Grow(p.own, i+1-len(p.own))
		}
		p.own = p.own[:i+1]
	}
	p.own[i] = z
	p.any = true
	return c
}

// owner returns the entry of own that says that box i is the core's
// own, or nil.
func (p *bigPool) owner(i int, t engine.Term) **big.Int {
	if i >= len(p.own) || p.own[i] == nil {
		return nil
	}
	if b, ok := t.(*engine.BigInt); !ok || b.Big() != p.own[i] {
		return nil
	}
	return &p.own[i]
}

// escape records that the value of the box cell c is handed to Go
// terms: its array is no longer the core's to reuse.
func (m *Machine) escape(c cell) {
	if !m.bigs.any || c.tag() != tagBox {
		return
	}
	if o := m.bigs.owner(c.val(), m.boxes[c.val()]); o != nil {
		*o = nil
	}
}

// recycle gives the array of the dropped box i, which holds t, back to
// the pool, when the box was the core's own.
func (m *Machine) recycle(i int, t engine.Term) {
	p := &m.bigs
	o := p.owner(i, t)
	if o == nil {
		return
	}
	x := *o
	*o = nil
	c := cap(x.Bits())
	k, size := bigClass(c)
	if k < 0 || size != c || p.freeBytes+8*c > bigPoolBytes {
		return
	}
	p.free[k] = append(p.free[k], x)
	p.freeBytes += 8 * c
}

// dropOwned forgets the owned big integers and empties the pool: the
// boxes are gone without a collection (the last query's end), and an
// idle machine holds no arrays.
func (m *Machine) dropOwned() {
	p := &m.bigs
	clear(p.own)
	p.own, p.any = p.own[:0], false
	for k := range p.free {
		clear(p.free[k])
		p.free[k] = p.free[k][:0]
	}
	p.freeBytes = 0
}
