package builtins

import (
	"math"
	"math/big"
	"math/bits"
)

// bigFloat is b rounded to the nearest float64 (ties to even), ±Inf
// beyond the float range: big.Float's conversion without its
// allocation, for comparisons and mixed arithmetic. The top 64 bits
// carry the value and the lowest of them also records whether any bit
// below is set, which is all that rounding to 53 bits needs.
func bigFloat(b *big.Int) float64 {
	n := b.BitLen()
	if bits.UintSize != 64 {
		f, _ := new(big.Float).SetInt(b).Float64()
		return f
	}
	ws := b.Bits()
	var top uint64
	shift := 0
	if n <= 64 {
		if len(ws) > 0 {
			top = uint64(ws[0])
		}
	} else {
		shift = n - 64
		i, off := shift/64, uint(shift%64)
		top = uint64(ws[i]) >> off
		if off != 0 {
			top |= uint64(ws[i+1]) << (64 - off)
		}
		sticky := uint64(ws[i])&(1<<off-1) != 0
		for _, w := range ws[:i] {
			sticky = sticky || w != 0
		}
		if sticky {
			top |= 1
		}
	}
	f := math.Ldexp(float64(top), shift)
	if b.Sign() < 0 {
		return -f
	}
	return f
}
