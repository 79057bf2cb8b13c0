// This file implements schoolbook division (Knuth's algorithm D) by a
// divisor prepared once (Divisor): normalised, with the reciprocal of its
// top word (Möller and Granlund, "Improved division by invariant
// integers", 2011) and its two's complement B^n - v, so that each
// quotient digit costs one pass of math/big's multiply-and-add kernel,
// u + q·(B^n - v) = u - q·v + q·B^n, where math/big's own division makes
// two (a multiplication, then a subtraction) and renormalises the
// divisor at each call. A loop that reduces by one modulus (modular
// powers, Lucas-Lehmer) prepares it once.

package bignat

import (
	"math/big"
	"math/bits"
	"slices"
	_ "unsafe" // for go:linkname
)

// addMulVVW sets z = z + x·y (len(z) == len(x)) and returns the carry
// word. It is math/big's assembly kernel, which math/big keeps
// reachable by name (go.dev/issue/67401).
//
//go:linkname addMulVVW math/big.addMulVVW
//go:noescape
func addMulVVW(z, x []big.Word, y big.Word) (c big.Word)

// shlVU sets z = x << s (len(z) == len(x), s < wordBits) and returns
// the bits shifted out: math/big's assembly shift, reachable by name as
// addMulVVW is.
//
//go:linkname shlVU math/big.shlVU
func shlVU(z, x []big.Word, s uint) (c big.Word)

// DivMaxWords is the divisor length from which division is better left
// to math/big, whose recursive division is subquadratic: QuoRem takes
// 0.58x math/big's time at 20 words, 0.74x at 100 and 0.89x at 200
// (best of 60 rounds, 2n-word dividends).
const DivMaxWords = 200

// Divisor is a divisor of 2 to DivMaxWords-1 words prepared for
// repeated division. Its zero value is prepared from nothing.
type Divisor struct {
	// orig is the magnitude the divisor was prepared from.
	orig []big.Word
	// v is orig shifted left by shift bits, so that its top bit is
	// set; neg is B^n - v.
	v, neg []big.Word
	shift  uint
	// inv is the reciprocal of v's top word.
	inv uint
	// u is the dividend's scratch copy.
	u []big.Word
}

// Is reports whether d is prepared from the magnitude y.
func (d *Divisor) Is(y []big.Word) bool {
	return len(d.orig) != 0 && slices.Equal(d.orig, y)
}

// Set prepares d from the magnitude y: at least two words, normalised.
func (d *Divisor) Set(y []big.Word) {
	n := len(y)
	d.orig = append(d.orig[:0], y...)
	d.v = slices.Grow(d.v[:0], n)[:n]
	d.shift = uint(bits.LeadingZeros(uint(y[n-1])))
	shlWords(d.v, y, d.shift)
	d.neg = slices.Grow(d.neg[:0], n)[:n]
	var b uint
	for i, w := range d.v {
		var s uint
		s, b = bits.Sub(0, uint(w), b)
		d.neg[i] = big.Word(s)
	}
	d.inv = reciprocal(uint(d.v[n-1]))
}

// reciprocal returns floor((B²-1)/d) - B for a normalised word d, B being
// 2^wordBits.
func reciprocal(d uint) uint {
	v, _ := bits.Div(^d, ^uint(0), d)
	return v
}

// div21 divides u1·B + u0 by the normalised d (u1 < d) with d's
// reciprocal v, returning quotient and remainder.
func div21(u1, u0, d, v uint) (uint, uint) {
	q1, q0 := bits.Mul(v, u1)
	var c uint
	q0, c = bits.Add(q0, u0, 0)
	q1, _ = bits.Add(q1, u1+1, c)
	r := u0 - q1*d
	if r > q0 {
		q1--
		r += d
	}
	if r >= d {
		q1++
		r -= d
	}
	return q1, r
}

// shlWords sets z (as long as x) to x shifted left by s < wordBits bits
// and returns the bits shifted out.
func shlWords(z, x []big.Word, s uint) big.Word {
	if s == 0 {
		copy(z, x)
		return 0
	}
	var c uint
	for i, w := range x {
		z[i] = big.Word(uint(w)<<s | c)
		c = uint(w) >> (wordBits - s)
	}
	return big.Word(c)
}

// QuoRem divides the magnitude x (len(x) >= d's length) by d. It
// returns the remainder's magnitude, normalised, in r's storage (grown
// as needed), and when wantQ the quotient's in q's. Neither r nor q may
// share storage with x.
func (d *Divisor) QuoRem(q, r, x []big.Word, wantQ bool) (quo, rem []big.Word) {
	v := d.v
	n := len(v)
	m := len(x) - n
	u := slices.Grow(d.u[:0], len(x)+1)[:len(x)+1]
	d.u = u
	u[len(x)] = shlVU(u[:len(x)], x, d.shift)
	if wantQ {
		q = slices.Grow(q[:0], m+1)[:m+1]
	}
	vn1, vn2 := uint(v[n-1]), uint(v[n-2])
	for j := m; j >= 0; j-- {
		ujn := uint(u[j+n])
		qhat := ^uint(0)
		if ujn != vn1 {
			var rhat uint
			qhat, rhat = div21(ujn, uint(u[j+n-1]), vn1, d.inv)
			// Knuth's test with the next word of each: the guess is
			// then at most one too large.
			x1, x0 := bits.Mul(qhat, vn2)
			ujn2 := uint(u[j+n-2])
			for x1 > rhat || (x1 == rhat && x0 > ujn2) {
				qhat--
				prev := rhat
				rhat += vn1
				if rhat < prev {
					break
				}
				x1, x0 = bits.Mul(qhat, vn2)
			}
		}
		// u + q·(B^n - v) = u - q·v + q·B^n: the top word of u - q·v
		// is ujn + c - q, all ones when the guess was one too large.
		c := uint(addMulVVW(u[j:j+n], d.neg, big.Word(qhat)))
		top := ujn + c - qhat
		if top != 0 {
			qhat--
			var cc uint
			for i, w := range v {
				var s uint
				s, cc = bits.Add(uint(u[j+i]), uint(w), cc)
				u[j+i] = big.Word(s)
			}
		}
		u[j+n] = 0
		if wantQ {
			q[j] = big.Word(qhat)
		}
	}
	// The remainder is u's low words shifted back, by math/big's
	// shift into r's storage.
	var ui, ri big.Int
	ui.SetBits(u[:n])
	ri.SetBits(slices.Grow(r[:0], n+1)[:0])
	ri.Rsh(&ui, d.shift)
	r = ri.Bits()
	if cap(u) > MaxKeptWords {
		// A huge dividend's copy is not kept for the next division.
		d.u = nil
	}
	if wantQ {
		q = norm(q)
	}
	return q, r
}

// DivWord sets q (as long as x) to the magnitude x divided by the nonzero
// word d and returns the remainder. It is schoolbook division by one word
// with the divisor's reciprocal (Möller and Granlund, 2011, algorithm 4),
// the dividend being shifted on the fly so that the divisor is
// normalised. math/big does the same through a call per word that
// renormalises each time; inlined, the loop is about a third faster, and
// digit loops spend their time here.
func DivWord(q, x []big.Word, d big.Word) big.Word {
	const w = bits.UintSize
	s := uint(bits.LeadingZeros(uint(d)))
	dn := uint(d) << s
	v := reciprocal(dn)
	n := len(x)
	var r uint
	if s != 0 {
		r = uint(x[n-1]) >> (w - s)
	}
	for i := n - 1; i >= 0; i-- {
		u0 := uint(x[i]) << s
		if s != 0 && i > 0 {
			u0 |= uint(x[i-1]) >> (w - s)
		}
		q1, r1 := div21(r, u0, dn, v) // r·B + u0, r < dn
		q[i], r = big.Word(q1), r1
	}
	return big.Word(r >> s)
}

// QuoRemInts sets r, and q when wantQ, to the truncated remainder and
// quotient of a by b, as big.Int's QuoRem gives them (the remainder has
// a's sign), preparing d from b's magnitude unless it is prepared from
// it already, as a loop of divisions by one modulus does. It reports
// false, touching nothing, when b has fewer than two or DivMaxWords or
// more words, or a fewer words than b: math/big divides those. q and r
// must be distinct and share no storage with a or b; q is not touched
// without wantQ.
func (d *Divisor) QuoRemInts(q, r, a, b *big.Int, wantQ bool) bool {
	as, bs := a.Bits(), b.Bits()
	if len(bs) < 2 || len(bs) >= DivMaxWords || len(as) < len(bs) {
		return false
	}
	if !d.Is(bs) {
		d.Set(bs)
	}
	if wantQ {
		qs, rs := d.QuoRem(q.Bits(), r.Bits(), as, true)
		q.SetBits(qs)
		r.SetBits(rs)
		if (a.Sign() < 0) != (b.Sign() < 0) {
			q.Neg(q)
		}
	} else {
		_, rs := d.QuoRem(nil, r.Bits(), as, false)
		r.SetBits(rs)
	}
	if a.Sign() < 0 {
		r.Neg(r)
	}
	return true
}
