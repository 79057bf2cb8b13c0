package builtins

import (
	"math/big"
	"testing"
)

// TestBigFloat checks the conversion of big integers to floats against
// big.Float's, on values around the rounding boundaries: halfway cases
// with and without bits below, carries into the next power of two, and
// the edge of the float range.
func TestBigFloat(t *testing.T) {
	pow := func(e uint) *big.Int { return new(big.Int).Lsh(big.NewInt(1), e) }
	var cases []*big.Int
	for _, e := range []uint{0, 1, 52, 53, 54, 63, 64, 65, 100, 127, 128, 129, 200, 1023, 1024, 1025} {
		for _, d := range []int64{-3, -1, 0, 1, 3} {
			cases = append(cases, new(big.Int).Add(pow(e), big.NewInt(d)))
		}
		if e > 60 {
			// Halfway between two floats: 2^e + 2^(e-53), and just above.
			half := new(big.Int).Add(pow(e), pow(e-53))
			cases = append(cases, half, new(big.Int).Add(half, big.NewInt(1)),
				new(big.Int).Add(half, pow(e-52)), new(big.Int).Sub(pow(e+1), big.NewInt(1)))
		}
	}
	// Just below 2^1024, which rounds to +Inf or to the largest float.
	maxf := new(big.Int).Sub(pow(1024), pow(1024-53))
	cases = append(cases, maxf, new(big.Int).Sub(maxf, big.NewInt(1)), new(big.Int).Add(maxf, big.NewInt(1)))
	for _, c := range cases {
		for _, x := range []*big.Int{c, new(big.Int).Neg(c)} {
			t.Run(x.String(), func(t *testing.T) {
				want, _ := new(big.Float).SetInt(x).Float64()
				if got := bigFloat(x); got != want {
					t.Errorf("bigFloat = %v, want %v", got, want)
				}
			})
		}
	}
}
