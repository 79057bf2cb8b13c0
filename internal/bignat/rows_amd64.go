package bignat

import "math/big"

// hasADX says whether addMulRows runs its kernel with MULX, ADCX and
// ADOX rather than the one with MULQ.
var hasADX = cpuHasADX()

// addMulRowsMULQ is addMulRows in assembly, with MULQ.
//
//go:noescape
func addMulRowsMULQ(z, x, y *big.Word, l, rows, step int)

// addMulRowsADX is addMulRows in assembly, with MULX, ADCX and ADOX.
//
//go:noescape
func addMulRowsADX(z, x, y *big.Word, l, rows, step int)

// sqrDiagADX is sqrDiag in assembly, with MULX, ADCX and ADOX.
//
//go:noescape
func sqrDiagADX(z, t, x *big.Word, n int)

// sqrDiag sets z[:2n] = 2·t[:2n] + the squares of the n words of x,
// x[i]² at word 2i, where the sum fits in 2n words: the last pass of
// sqrBasic. On processors with ADX it is one assembly pass; elsewhere
// sqrDiagGo's shift, squares and addition.
func sqrDiag(z, t, x []big.Word) {
	n := len(x)
	if !hasADX || n == 0 {
		sqrDiagGo(z, t, x)
		return
	}
	// Bounds checks for the assembly's accesses.
	_, _ = z[2*n-1], t[2*n-1]
	sqrDiagADX(&z[0], &t[0], &x[0], n)
}

// cpuHasADX reports whether the processor has BMI2 and ADX.
func cpuHasADX() bool

// addMulRows adds rows of products of x by a word of y into z: for r in
// [0, rows), z[r : r+L) += x[:L]·y[r] and z[r+L] is set to the carry
// out, where L = l + r·step and l >= 1.
func addMulRows(z, x, y []big.Word, l, rows, step int) {
	if rows <= 0 {
		return
	}
	last := l + (rows-1)*step
	// Bounds checks for the assembly's accesses.
	_, _, _ = z[rows-1+last], x[last-1], y[rows-1]
	if hasADX {
		addMulRowsADX(&z[0], &x[0], &y[0], l, rows, step)
	} else {
		addMulRowsMULQ(&z[0], &x[0], &y[0], l, rows, step)
	}
}
