// This file implements the schoolbook product and square, the leaves
// of the Karatsuba and Toom-3 recursions, on addMulRows: on amd64 with
// ADX, one assembly call runs all the rows, each with two carry chains
// and no per-row call; elsewhere each row is math/big's multiply-add
// kernel.

package bignat

import (
	"math/big"
	"math/bits"
	_ "unsafe" // for go:linkname
)

// addVV sets z = x + y (equal lengths) and returns the carry: math/big's
// assembly kernel, reachable by name as addMulVVW is.
//
//go:linkname addVV math/big.addVV
//go:noescape
func addVV(z, x, y []big.Word) (c big.Word)

// addMulRowsGo is addMulRows with one call of math/big's kernel a row.
func addMulRowsGo(z, x, y []big.Word, l, rows, step int) {
	for r := 0; r < rows; r++ {
		n := l + r*step
		z[r+n] = addMulVVW(z[r:r+n], x[:n], y[r])
	}
}

// mulBasic sets z[:len(x)+len(y)] to x·y, len(x) >= len(y) >= 1.
func mulBasic(z, x, y []big.Word) {
	m := len(x)
	clear(z[:m])
	addMulRows(z, x, y, m, len(y), 0)
}

// sqrBasic sets z[:2·len(x)] to x², len(x) >= 1, with t (2·len(x)
// words) as a temporary: the products x[i]·x[j] for i < j, each once,
// go to t by rows, are doubled, and the squares of the words are added.
func sqrBasic(z, t, x []big.Word) {
	n := len(x)
	if n == 1 {
		hi, lo := bits.Mul(uint(x[0]), uint(x[0]))
		z[0], z[1] = big.Word(lo), big.Word(hi)
		return
	}
	t = t[:2*n]
	clear(t)
	addMulRows(t[1:], x, x[1:], 1, n-1, 1)
	sqrDiag(z, t, x)
}

// sqrDiagGo is sqrDiag with math/big's kernels: t is doubled in place
// (its top word, zero, receives the bit shifted out of the others), the
// squares of x's words go to z, and t is added.
func sqrDiagGo(z, t, x []big.Word) {
	n := len(x)
	t[2*n-1] = shlVU(t[1:2*n-1], t[1:2*n-1], 1)
	for i, d := range x {
		hi, lo := bits.Mul(uint(d), uint(d))
		z[2*i], z[2*i+1] = big.Word(lo), big.Word(hi)
	}
	addVV(z[:2*n], z[:2*n], t[:2*n])
}
