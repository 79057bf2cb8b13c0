// This file implements Toom-Cook-3 multiplication and squaring (Toom-3):
// each operand is split into three pieces, the product polynomial is
// evaluated at 0, 1, -1, -2 and infinity with five multiplications of a
// third of the size, and interpolated with Bodrato's sequence. Five
// products of a third of the size instead of Karatsuba's three of half
// the size make it faster than Karatsuba above a few hundred words;
// below ToomThreshold the pieces are multiplied by Karatsuba and the
// schoolbook product (kara.go, basic.go).
//
// The temporaries of all levels of the recursion come from one arena
// (Scratch's, kept from one product to the next), used as a stack:
// math/big's operations write into a big.Int's storage when it is large
// enough, so that a product allocates nothing but its result. The
// products at 0 and infinity are computed in place in the result.

package bignat

import (
	"math/big"
	"math/bits"
	"sync"
)

// ToomThreshold is the length in words of the shorter operand from which
// Mul splits in three, and ToomSqrThreshold the length from which Sqr
// does. Squaring, whose Karatsuba is cheaper, gains later. Measured on
// amd64 with TestToomKaraSpeed: one level of Toom-3 above bignat's
// Karatsuba is within 4% of Karatsuba alone from 300 to 500 words (1.04x
// at 300, 0.99x at 400, 0.96x at 600), and fib_doubling's instructions
// change by less than 1% from 200/300 to 400/500.
var (
	ToomThreshold    = 300
	ToomSqrThreshold = 450
)

// Scratch keeps the arena of Toom-3's temporaries from one
// multiplication to the next. A Scratch is used by one goroutine at a
// time; its zero value is ready.
type Scratch struct {
	ar arena
}

// MinWords and MinSqrWords are the lengths in words of the shorter
// operand from which Mul and Sqr take their own schoolbook products
// rather than math/big's (below them the call costs more than the
// kernel saves; measured on amd64 with ADX, best of 40 interleaved
// runs: a square of 6 to 12 words takes 0.4x to 0.87x math/big's time).
var (
	MinWords    = 4
	MinSqrWords = 6
)

// MaxKeptWords bounds the arena a Scratch keeps after a multiplication
// (256 KiB), so that one huge product does not pin its memory.
const MaxKeptWords = 1 << 15

// Mul sets z to x*y and returns z. z may be x or y.
func (s *Scratch) Mul(z, x, y *big.Int) *big.Int {
	if x == y {
		return s.Sqr(z, x)
	}
	xa, ya := x.Bits(), y.Bits()
	if len(xa) < len(ya) {
		xa, ya = ya, xa
	}
	toom := toomFits(len(xa), len(ya), false)
	if !toom && (len(ya) < MinWords || len(ya) >= ToomThreshold) {
		// Small operands, and long ones too unequal for Toom-3: math/big
		// splits those in pieces of the shorter one's length.
		return z.Mul(x, y)
	}
	neg := (x.Sign() < 0) != (y.Sign() < 0)
	s.ar.reset(len(xa))
	zo := out(z, x, y, len(xa)+len(ya))
	if toom {
		mulToom(&s.ar, zo, xa, ya, false)
	} else {
		natInto(&s.ar, zo, xa, ya, false)
	}
	s.ar.trim()
	if neg {
		z.Neg(z)
	}
	return z
}

// Sqr sets z to x*x and returns z. z may be x.
func (s *Scratch) Sqr(z, x *big.Int) *big.Int {
	xa := x.Bits()
	if len(xa) < MinSqrWords {
		return z.Mul(x, x)
	}
	s.ar.reset(len(xa))
	zo := out(z, x, x, 2*len(xa))
	if toomFits(len(xa), len(xa), true) {
		mulToom(&s.ar, zo, xa, xa, true)
	} else {
		natInto(&s.ar, zo, xa, xa, true)
	}
	s.ar.trim()
	return z
}

var scratches = sync.Pool{New: func() any { return new(Scratch) }}

// Mul sets z to x*y and returns z, with a Scratch from a pool. z may be
// x or y.
func Mul(z, x, y *big.Int) *big.Int {
	s := scratches.Get().(*Scratch)
	s.Mul(z, x, y)
	scratches.Put(s)
	return z
}

// Sqr sets z to x*x and returns z, with a Scratch from a pool. z may be
// x.
func Sqr(z, x *big.Int) *big.Int {
	s := scratches.Get().(*Scratch)
	s.Sqr(z, x)
	scratches.Put(s)
	return z
}

// out returns z's storage for an n-word result, or new storage when it
// is too small or holds x's or y's digits, after setting z to it
// (mulToom writes the digits in place, normalised).
func out(z, x, y *big.Int, n int) *big.Int {
	zs := z.Bits()
	if cap(zs) < n || z == x || z == y || overlaps(zs, x.Bits()) || overlaps(zs, y.Bits()) {
		// A quarter more than this product takes: a loop whose products
		// grow a little at each step (the scratch values of is/2) finds
		// room for the next ones.
		zs = make([]big.Word, n, n+n/4)
	}
	return z.SetBits(zs[:0])
}

// overlaps reports whether a and b share their last word of capacity,
// which slices of one array do.
func overlaps(a, b []big.Word) bool {
	return cap(a) > 0 && cap(b) > 0 && &a[:cap(a)][cap(a)-1] == &b[:cap(b)][cap(b)-1]
}

// toomFits reports whether operands of m >= n words are split in three:
// n is past the threshold (of squares when sq) and the shorter operand
// has all three pieces (n > 2·ceil(m/3)), so that no product is wasted
// on a zero piece.
func toomFits(m, n int, sq bool) bool {
	return n >= threshold(sq) && n > 2*((m+2)/3)
}

// threshold is ToomSqrThreshold for squares, else ToomThreshold.
func threshold(sq bool) int {
	if sq {
		return ToomSqrThreshold
	}
	return ToomThreshold
}

// arena is the stack of words that the temporaries of a multiplication
// take.
type arena struct {
	buf  []big.Word
	used int
}

// arenaWords bounds the words that mulToom takes, at every level, for
// operands of at most n words.
func arenaWords(n int) int {
	w, n0 := 0, n
	for n >= min(ToomThreshold, ToomSqrThreshold) && n >= 3 {
		// The pieces have k words and their evaluations k+1.
		k := (n + 2) / 3
		w += levelWords(k)
		n = k + 1
	}
	// Below Toom-3, Karatsuba's levels (from below the larger Toom-3
	// threshold) and a schoolbook square's temporary, counted below all
	// the Toom-3 levels.
	k := min(n0, max(ToomThreshold, ToomSqrThreshold))
	return w + karaWords(k) + 2*min(k, max(KaraThreshold, KaraSqrThreshold)) + 2
}

// levelWords is what one level with pieces of k words takes: seven
// evaluations of k+3 words and three products of 2k+7.
func levelWords(k int) int { return 7*(k+3) + 3*(2*k+7) }

// reset empties a for operands of at most n words, growing it to the
// words they take.
func (a *arena) reset(n int) {
	if need := arenaWords(n); cap(a.buf) < need {
		// Geometric growth: operands that grow a little at a time
		// (a loop on ever larger numbers) reallocate it a few times,
		// not at each product.
		a.buf = make([]big.Word, max(need, 2*cap(a.buf)))
	}
	a.used = 0
}

// trim drops a's words when they are more than MaxKeptWords.
func (a *arena) trim() {
	if cap(a.buf) > MaxKeptWords {
		a.buf = nil
	}
}

// take returns a zero big.Int whose storage is n words of the arena.
func (a *arena) take(n int) *big.Int {
	w := a.buf[a.used : a.used : a.used+n]
	a.used += n
	return new(big.Int).SetBits(w)
}

// mulInt sets z = x*y (x == y when sq), splitting again while the
// operands are long enough, with temporaries from ar.
func mulInt(ar *arena, z, x, y *big.Int, sq bool) {
	xa, ya := x.Bits(), y.Bits()
	if len(xa) < len(ya) {
		xa, ya = ya, xa
	}
	if !toomFits(len(xa), len(ya), sq) {
		natInto(ar, z, xa, ya, sq)
		if !sq && (x.Sign() < 0) != (y.Sign() < 0) {
			z.Neg(z)
		}
		return
	}
	mulToom(ar, z, xa, ya, sq)
	if !sq && (x.Sign() < 0) != (y.Sign() < 0) {
		z.Neg(z)
	}
}

// piece returns the words [lo, hi) of x (clipped to x) as a read-only
// big.Int: its capacity ends at hi, so that nothing can write past it.
func piece(x []big.Word, lo, hi int) *big.Int {
	hi = min(hi, len(x))
	if lo >= hi {
		return new(big.Int)
	}
	return new(big.Int).SetBits(norm(x[lo:hi:hi]))
}

// mulToom sets z to x*y, len(x) >= len(y) and toomFits; sq says that y
// is x. z's storage must hold len(x)+len(y) words and share none with
// x or y.
func mulToom(ar *arena, z *big.Int, x, y []big.Word, sq bool) {
	mark := ar.used
	defer func() { ar.used = mark }()
	k := (len(x) + 2) / 3
	x0, x1, x2 := piece(x, 0, k), piece(x, k, 2*k), piece(x, 2*k, len(x))
	t := ar.take(k + 3)
	p1, pm1, pm2 := evalToom(ar, t, k, x0, x1, x2)
	var y0, y2, q1, qm1, qm2 *big.Int
	if sq {
		y0, y2, q1, qm1, qm2 = x0, x2, p1, pm1, pm2
	} else {
		y0, y2 = piece(y, 0, k), piece(y, 2*k, len(y))
		q1, qm1, qm2 = evalToom(ar, t, k, y0, piece(y, k, 2*k), y2)
	}

	// r0 and rinf are computed in place in z, whose words [0, 2k) and
	// [4k, n) they are; the other products go to the arena.
	n := len(x) + len(y)
	zs := z.Bits()[:n]
	r0 := new(big.Int).SetBits(zs[: 0 : 2*k])
	rinf := new(big.Int).SetBits(zs[4*k : 4*k : n])
	pw := 2*k + 7
	r1, rm1, rm2 := ar.take(pw), ar.take(pw), ar.take(pw)
	mulInt(ar, r0, x0, y0, sq)
	mulInt(ar, r1, p1, q1, sq)
	mulInt(ar, rm1, pm1, qm1, sq)
	mulInt(ar, rm2, pm2, qm2, sq)
	mulInt(ar, rinf, x2, y2, sq)

	// Bodrato's interpolation: r1, r2, r3 become the coefficients of
	// t, t² and t³ of the product polynomial.
	r3 := rm2.Sub(rm2, r1)
	div3(r3)
	r1.Sub(r1, rm1).Rsh(r1, 1)
	r2 := rm1.Sub(rm1, r0)
	r3.Sub(r2, r3).Rsh(r3, 1)
	r3.Add(r3, rinf).Add(r3, rinf)
	r2.Add(r2, r1).Sub(r2, rinf)
	r1.Sub(r1, r3)

	clear(zs[len(r0.Bits()):(4 * k)])
	clear(zs[4*k+len(rinf.Bits()):])
	addInto(zs[k:], r1.Bits())
	addInto(zs[2*k:], r2.Bits())
	addInto(zs[3*k:], r3.Bits())
	z.SetBits(norm(zs))
}

// evalToom returns the polynomial a0 + a1·t + a2·t² at 1, -1 and -2, in
// storage of k+3 words from ar; t is a temporary of that size.
func evalToom(ar *arena, t *big.Int, k int, a0, a1, a2 *big.Int) (v1, vm1, vm2 *big.Int) {
	t.Add(a0, a2)
	v1 = ar.take(k+3).Add(t, a1)
	vm1 = ar.take(k+3).Sub(t, a1)
	vm2 = ar.take(k+3).Add(vm1, a2)
	vm2.Lsh(vm2, 1).Sub(vm2, a0)
	return v1, vm1, vm2
}

// wordBits is the size of a big.Word in bits.
const wordBits = bits.UintSize

// div3 divides z, a multiple of 3, by 3 in place, as GMP's
// mpn_bdiv_dbm1c divides exactly by a divisor d of B-1 (B =
// 2^wordBits): each word is multiplied by (B-1)/d and the product
// subtracted from a running word h, which then is the quotient's word. The products do not wait for one another;
// the chain from one word to the next is two subtractions, where an
// exact division by the inverse of 3 waits for a product at each word.
func div3(z *big.Int) {
	const bd = ^uint(0) / 3
	neg := z.Sign() < 0
	zs := z.Bits()
	var h uint
	for i, w := range zs {
		p1, p0 := bits.Mul(uint(w), bd)
		var cy uint
		if h < p0 {
			cy = 1
		}
		h -= p0
		zs[i] = big.Word(h)
		h = h - p1 - cy
	}
	z.SetBits(norm(zs))
	if neg {
		z.Neg(z)
	}
}

// norm drops z's leading zero words.
func norm(z []big.Word) []big.Word {
	i := len(z)
	for i > 0 && z[i-1] == 0 {
		i--
	}
	return z[:i]
}
