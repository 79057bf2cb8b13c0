//go:build !amd64

package bignat

import "math/big"

// addMulRows adds rows of products of x by a word of y into z: for r in
// [0, rows), z[r : r+L) += x[:L]·y[r] and z[r+L] is set to the carry
// out, where L = l + r·step and l >= 1.
func addMulRows(z, x, y []big.Word, l, rows, step int) {
	addMulRowsGo(z, x, y, l, rows, step)
}

// sqrDiag sets z[:2n] = 2·t[:2n] + the squares of the n words of x,
// x[i]² at word 2i, where the sum fits in 2n words: the last pass of
// sqrBasic.
func sqrDiag(z, t, x []big.Word) { sqrDiagGo(z, t, x) }

// hasADX is false off amd64: there is no assembly kernel.
var hasADX = false
