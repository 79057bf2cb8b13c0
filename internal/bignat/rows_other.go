//go:build !amd64

package bignat

import "math/big"

// addMulRows adds rows of products of x by a word of y into z: for r in
// [0, rows), z[r : r+L) += x[:L]·y[r] and z[r+L] is set to the carry
// out, where L = l + r·step and l >= 1.
func addMulRows(z, x, y []big.Word, l, rows, step int) {
	addMulRowsGo(z, x, y, l, rows, step)
}

// hasADX is false off amd64: there is no assembly kernel.
var hasADX = false
