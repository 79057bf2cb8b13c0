// This file implements Karatsuba multiplication and squaring on
// magnitudes, between the schoolbook leaves (basic.go) and Toom-3. A
// product splits each operand in two halves, x1·B^h + x0, and takes
// three half-size products: x0·y0, x1·y1 and (x0-x1)·(y1-y0), the middle
// coefficient being their sum; a square takes x0², x1² and (x0-x1)²,
// the middle coefficient being x0² + x1² - (x0-x1)². The temporaries
// come from Toom-3's arena.

package bignat

import (
	"math/big"
	_ "unsafe" // for go:linkname
)

// KaraThreshold and KaraSqrThreshold are the lengths in words of the
// shorter operand from which a product and a square below Toom-3 split
// in two; below them the schoolbook leaves are as fast. Measured on
// amd64 with ADX with TestThresholdTimes: a product of 32 words takes
// 0.96x the schoolbook's time with one level of Karatsuba (36 words
// 1.02x), of 40 to 56 words 0.87x to 0.94x, and a square of 72 and 80
// words 0.95x and 0.92x (the square's schoolbook computes each cross
// product once, so that its Karatsuba pays later).
var (
	KaraThreshold    = 32
	KaraSqrThreshold = 64
)

// subVV sets z = x - y (equal lengths) and returns the borrow:
// math/big's assembly kernel, reachable by name as addMulVVW is.
//
//go:linkname subVV math/big.subVV
//go:noescape
func subVV(z, x, y []big.Word) (c big.Word)

// addVW sets z = x + y and returns the carry: math/big's, reachable by
// name.
//
//go:linkname addVW math/big.addVW
//go:noescape
func addVW(z, x []big.Word, y big.Word) (c big.Word)

// subVW sets z = x - y and returns the borrow: math/big's, reachable by
// name.
//
//go:linkname subVW math/big.subVW
//go:noescape
func subVW(z, x []big.Word, y big.Word) (c big.Word)

// words returns n words of the arena, or of the heap when the arena has
// no room left (its size is a bound measured for the usual shapes of
// operands, not for every one).
func (a *arena) words(n int) []big.Word {
	if a.used+n > len(a.buf) {
		return make([]big.Word, n)
	}
	w := a.buf[a.used : a.used+n : a.used+n]
	a.used += n
	return w
}

// karaWords bounds the words of the arena that the Karatsuba levels
// take for operands of at most n words.
func karaWords(n int) int {
	w := 0
	for n >= min(KaraThreshold, KaraSqrThreshold) && n >= 2 {
		h := (n + 1) / 2
		w += 6*h + 8
		n = h
	}
	return w
}

// subNat sets z[:len(x)] = x - y, len(x) >= len(y), x >= y.
func subNat(z, x, y []big.Word) {
	c := subVV(z[:len(y)], x[:len(y)], y)
	if len(x) > len(y) {
		subVW(z[len(y):len(x)], x[len(y):], c)
	}
}

// addNat sets z[:len(x)] = x + y, len(x) >= len(y), and returns the
// carry.
func addNat(z, x, y []big.Word) big.Word {
	c := addVV(z[:len(y)], x[:len(y)], y)
	if len(x) > len(y) {
		c = addVW(z[len(y):len(x)], x[len(y):], c)
	}
	return c
}

// addInto adds x to z (len(z) >= len(x)), propagating the carry through
// z, and returns the carry out of z.
func addInto(z, x []big.Word) big.Word {
	return addNat(z, z, x)
}

// cmpNat compares x and y, which may have leading zero words.
func cmpNat(x, y []big.Word) int {
	for len(x) > len(y) {
		if x[len(x)-1] != 0 {
			return 1
		}
		x = x[:len(x)-1]
	}
	for len(y) > len(x) {
		if y[len(y)-1] != 0 {
			return -1
		}
		y = y[:len(y)-1]
	}
	for i := len(x) - 1; i >= 0; i-- {
		switch {
		case x[i] > y[i]:
			return 1
		case x[i] < y[i]:
			return -1
		}
	}
	return 0
}

// absDiff sets z[:max(len(x), len(y))] to |x - y| and reports whether
// x < y.
func absDiff(z, x, y []big.Word) bool {
	lt := cmpNat(x, y) < 0
	if lt {
		x, y = y, x
	}
	if len(x) < len(y) {
		// y's extra words are zeros: x is the larger value.
		y = y[:len(x)]
	}
	subNat(z, x, y)
	clear(z[len(x):])
	return lt
}

// natInto sets z to x·y (x² when sq, y being x), len(x) >= len(y):
// z's storage must hold len(x)+len(y) words and share none with x or
// y. The sign is left to the caller.
func natInto(ar *arena, z *big.Int, x, y []big.Word, sq bool) {
	if len(y) == 0 {
		z.SetBits(z.Bits()[:0])
		return
	}
	zs := z.Bits()[:len(x)+len(y)]
	if sq {
		sqrNat(ar, zs, x)
	} else {
		mulNat(ar, zs, x, y)
	}
	z.SetBits(norm(zs))
}

// mulNat sets z[:len(x)+len(y)] = x·y, len(x) >= len(y) >= 1: the
// schoolbook product below KaraThreshold, Karatsuba on operands of
// about equal lengths, and halves of x by y on unequal ones.
func mulNat(ar *arena, z, x, y []big.Word) {
	m, n := len(x), len(y)
	h := (m + 1) / 2
	switch {
	case n < KaraThreshold || n < 2:
		mulBasic(z, x, y)
	case n > h:
		mulKara(ar, z, x, y)
	default:
		// x0·y in place, x1·y beside and added at h.
		mark := ar.used
		x0, x1 := x[:h], x[h:]
		mulNat(ar, z, x0, y)
		clear(z[h+n : m+n])
		t := ar.words(len(x1) + n)
		mulLong(ar, t, x1, y)
		addInto(z[h:m+n], t)
		ar.used = mark
	}
}

// mulLong is mulNat for operands in either order.
func mulLong(ar *arena, z, x, y []big.Word) {
	if len(x) < len(y) {
		x, y = y, x
	}
	mulNat(ar, z, x, y)
}

// mulKara sets z[:m+n] = x·y by Karatsuba, m = len(x) >= n = len(y) >
// (m+1)/2.
func mulKara(ar *arena, z, x, y []big.Word) {
	mark := ar.used
	m, n := len(x), len(y)
	h := (m + 1) / 2
	x0, x1, y0, y1 := x[:h], x[h:], y[:h], y[h:]
	dx, dy := ar.words(h), ar.words(h)
	neg := absDiff(dx, x0, x1) != absDiff(dy, y1, y0)
	p := ar.words(2 * h)
	mulNat(ar, p, dx, dy)
	mulNat(ar, z[:2*h], x0, y0)
	mulLong(ar, z[2*h:m+n], x1, y1)
	// The middle coefficient z0 + z2 ± p, at most 2h+1 words, is
	// non-negative.
	s := ar.words(2*h + 1)
	s[2*h] = addNat(s[:2*h], z[:2*h], z[2*h:m+n])
	if neg {
		subNat(s, s, p)
	} else {
		s[2*h] += addInto(s[:2*h], p)
	}
	addInto(z[h:m+n], norm(s))
	ar.used = mark
}

// sqrNat sets z[:2·len(x)] = x², len(x) >= 1.
func sqrNat(ar *arena, z, x []big.Word) {
	n := len(x)
	if n < KaraSqrThreshold || n < 2 {
		mark := ar.used
		sqrBasic(z, ar.words(2*n), x)
		ar.used = mark
		return
	}
	mark := ar.used
	h := (n + 1) / 2
	x0, x1 := x[:h], x[h:]
	d := ar.words(h)
	absDiff(d, x0, x1)
	t := ar.words(2 * h)
	sqrNat(ar, t, d)
	sqrNat(ar, z[:2*h], x0)
	sqrNat(ar, z[2*h:2*n], x1)
	s := ar.words(2*h + 1)
	s[2*h] = addNat(s[:2*h], z[:2*h], z[2*h:2*n])
	subNat(s, s, t)
	addInto(z[h:2*n], norm(s))
	ar.used = mark
}
