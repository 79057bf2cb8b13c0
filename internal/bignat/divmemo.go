package bignat

import (
	"math/big"
	"slices"
)

// DivMemo remembers the last division of a big integer by an int64, so
// that a loop that takes both N mod D and N // D of the same N (digit
// sums, base conversion) divides once, not twice. The dividend and the
// quotient are kept as copies of their digits and compared by value: a
// big.Int's identity does not name its value, as its digit arrays may be
// given to new values once it is dead.
type DivMemo struct {
	valid bool
	d     int64
	// x and q are the magnitudes of the dividend and the quotient, with
	// their signs; a quotient that fits in an int64 is qInt, with small
	// set.
	x, q       []big.Word
	xNeg, qNeg bool
	small      bool
	qInt       int64
	// R is the remembered remainder.
	R int64
}

// memoKeepWords bounds the dividend a DivMemo copies: a huge one's copy
// is not worth keeping.
const memoKeepWords = 1 << 13

// Holds reports whether the memo is of x divided by d.
func (dm *DivMemo) Holds(x *big.Int, d int64) bool {
	return dm.valid && dm.d == d && (x.Sign() < 0) == dm.xNeg && slices.Equal(x.Bits(), dm.x)
}

// Remember records x / d = q rem r, where q is the quotient when it is
// big and nil when it is qInt.
func (dm *DivMemo) Remember(x *big.Int, d int64, q *big.Int, qInt, r int64) {
	if len(x.Bits()) > memoKeepWords {
		dm.valid = false
		return
	}
	dm.valid, dm.d, dm.R = true, d, r
	dm.x, dm.xNeg = append(dm.x[:0], x.Bits()...), x.Sign() < 0
	dm.small, dm.qInt = q == nil, qInt
	if dm.small {
		return
	}
	dm.q, dm.qNeg = append(dm.q[:0], q.Bits()...), q.Sign() < 0
}

// Quotient returns the remembered quotient: in z, returned, when it is
// big, and as an int64 with a nil *big.Int otherwise.
func (dm *DivMemo) Quotient(z *big.Int) (*big.Int, int64) {
	if dm.small {
		return nil, dm.qInt
	}
	z.SetBits(append(z.Bits()[:0], dm.q...))
	if dm.qNeg {
		z.Neg(z)
	}
	return z, 0
}

// Divide divides x by the nonzero d, in one pass over x: the truncated
// quotient, in z (returned) or, when it fits an int64, as qInt with a nil
// *big.Int, and the remainder. When remember is set (x is a value that
// lives on, not a scratch intermediate) the division is remembered and a
// remembered one is taken, so that N // D after N mod D of the same N
// costs a copy of the quotient.
func (dm *DivMemo) Divide(z, x *big.Int, d int64, remember bool) (q *big.Int, qInt, r int64) {
	if remember && dm.Holds(x, d) {
		q, qInt = dm.Quotient(z)
		return q, qInt, dm.R
	}
	ad := uint64(d)
	if d < 0 {
		ad = -ad
	}
	if ad <= uint64(^big.Word(0)) {
		xs := x.Bits()
		qs := z.Bits()
		if cap(qs) < len(xs) {
			qs = make([]big.Word, len(xs))
		}
		qs = qs[:len(xs)]
		ur := DivWord(qs, xs, big.Word(ad))
		z.SetBits(qs)
		if (x.Sign() < 0) != (d < 0) {
			z.Neg(z)
		}
		r = int64(ur)
		if x.Sign() < 0 {
			r = -r
		}
	} else {
		// A divisor wider than a Word (32-bit platforms).
		var rb big.Int
		z.QuoRem(x, new(big.Int).SetInt64(d), &rb)
		r = rb.Int64()
	}
	q = z
	if z.IsInt64() {
		q, qInt = nil, z.Int64()
	}
	if remember {
		dm.Remember(x, d, q, qInt, r)
	}
	return q, qInt, r
}
