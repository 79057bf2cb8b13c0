package builtins

import (
	"math/big"

	"github.com/goprolog/goprolog/internal/engine"
)

// Scratch big integers for intermediate results.
//
// In S is (X*X - 2) mod M only the value of mod outlives the evaluation:
// the product and the difference are read once and dropped. While an
// evaluation runs in scratch mode (evalSlow, or the WAM core through
// ApplyScratch), results go to big.Ints of the interpreter's pool, whose
// digit arrays are reused from one evaluation to the next, and the value
// the evaluation returns is copied out of the pool (keep) to an array of
// its exact size. A loop on big integers then allocates one result per
// evaluation instead of one per operation, plus math/big's own
// temporaries (the quotient of a remainder, the remainder of a quotient)
// that the pool's dedicated q and r absorb.

// scratchInts is the size of the pool: the intermediate results one
// evaluation can hold in scratch. Beyond it, results are allocated.
const scratchInts = 16

// scratchKeepWords bounds the digit array a pool entry keeps between
// evaluations (64 KiB), so that one huge computation does not pin its
// memory for the life of the interpreter.
const scratchKeepWords = 1 << 13

// scratchPool is the pool of an arithState.
type scratchPool struct {
	// on makes res hand out pool entries.
	on bool
	// used is the number of entries handed out since the last reset.
	used int
	ints [scratchInts]big.Int
	// q and r receive the discarded half of a division.
	q, r big.Int
}

// bigOne is the constant 1, never modified.
var bigOne = big.NewInt(1)

// res returns a big.Int to receive a result: a pool entry in scratch
// mode while the pool lasts, else a new one.
func (p *scratchPool) res() *big.Int {
	if p.on && p.used < len(p.ints) {
		z := &p.ints[p.used]
		p.used++
		return z
	}
	return new(big.Int)
}

// isScratch reports whether b is an entry of the pool.
func (p *scratchPool) isScratch(b *big.Int) bool {
	for i := range p.used {
		if b == &p.ints[i] {
			return true
		}
	}
	return false
}

// open starts a scratch evaluation nested in whatever runs, returning
// what close needs to end it.
func (p *scratchPool) open() (mark int, was bool) {
	mark, was = p.used, p.on
	p.on = true
	return mark, was
}

// close ends the scratch evaluation that open started: its entries are
// free again.
func (p *scratchPool) close(mark int, was bool) {
	p.release(mark)
	p.on = was
}

// release frees the entries from mark on, dropping the digit arrays
// that grew too large to keep.
func (p *scratchPool) release(mark int) {
	for i := mark; i < p.used; i++ {
		if cap(p.ints[i].Bits()) > scratchKeepWords {
			p.ints[i] = big.Int{}
		}
	}
	for _, z := range []*big.Int{&p.q, &p.r} {
		if cap(z.Bits()) > scratchKeepWords {
			*z = big.Int{}
		}
	}
	p.used = mark
}

// keep returns n as a value that outlives the evaluation: n itself
// unless it is a pool entry, which is copied.
func (p *scratchPool) keep(n num) num {
	if n.k == kBig && p.isScratch(n.b) {
		return num{k: kBig, b: exactCopy(n.b)}
	}
	return n
}

// applyDurable is apply with a result that is not scratch, for the
// last step of an evaluation, whose value is returned. A sum, difference
// or product is allocated as it is computed: math/big sizes it to the
// result. Other results go through scratch and are copied out: a
// remainder computed in place would keep a digit array as long as the
// dividend, and the functions that pass an operand through (max, min,
// +) may return a scratch value.
func applyDurable(m *engine.Machine, id fnID, a []num) (num, error) {
	s := arithOf(m)
	defer func(on bool) { s.on = on }(s.on)
	s.on = true
	if id == fnAdd || id == fnSub || id == fnMul {
		s.on = false
	}
	r, err := apply(m, id, a)
	if err == nil {
		r = s.keep(r)
	}
	return r, err
}

// exactCopy returns a new big.Int equal to b whose digit array has no
// spare room.
func exactCopy(b *big.Int) *big.Int {
	ws := b.Bits()
	c := make([]big.Word, len(ws))
	copy(c, ws)
	z := new(big.Int).SetBits(c)
	if b.Sign() < 0 {
		z.Neg(z)
	}
	return z
}
