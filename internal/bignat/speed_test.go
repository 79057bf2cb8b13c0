package bignat

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"testing"
)

// BenchmarkProducts times bignat's products and squares against
// math/big's at sizes in words around each threshold, the schoolbook
// rows alone below Karatsuba's, and Karatsuba alone against one level of
// Toom-3 above it: the measurements behind KaraThreshold,
// KaraSqrThreshold, ToomThreshold and ToomSqrThreshold.
//
//	go test -run '^$' -bench Products ./internal/bignat
func BenchmarkProducts(b *testing.B) {
	defer func(a, s int) { ToomThreshold, ToomSqrThreshold = a, s }(ToomThreshold, ToomSqrThreshold)
	toom, toomSqr := ToomThreshold, ToomSqrThreshold
	r := rand.New(rand.NewPCG(7, 8))
	for _, n := range []int{8, 16, 24, 32, 48, 64, 80, 100, 150, 200, 300, 450, 600, 1000, 1700, 2500} {
		xa, ya := randNat(r, n), randNat(r, n)
		x, y := natInt(xa), natInt(ya)
		z := new(big.Int)
		zs, ts := make([]big.Word, 2*n), make([]big.Word, 2*n)
		var s Scratch
		type run struct {
			name         string
			toom, toomSq int // the Toom-3 thresholds while it runs
			f            func()
		}
		runs := []run{
			{"mul/big", toom, toomSqr, func() { z.Mul(x, y) }},
			{"mul/bignat", toom, toomSqr, func() { s.Mul(z, x, y) }},
			{"sqr/big", toom, toomSqr, func() { z.Mul(x, x) }},
			{"sqr/bignat", toom, toomSqr, func() { s.Sqr(z, x) }},
		}
		if n <= 100 {
			runs = append(runs,
				run{"mul/rows", toom, toomSqr, func() { mulBasic(zs, xa, ya) }},
				run{"sqr/rows", toom, toomSqr, func() { sqrBasic(zs, ts, xa) }})
		}
		if n >= 100 && n <= 800 {
			runs = append(runs,
				run{"mul/kara", 1 << 30, 1 << 30, func() { s.Mul(z, x, y) }},
				run{"mul/toom", n, n, func() { s.Mul(z, x, y) }},
				run{"sqr/kara", 1 << 30, 1 << 30, func() { s.Sqr(z, x) }},
				run{"sqr/toom", n, n, func() { s.Sqr(z, x) }})
		}
		for _, c := range runs {
			b.Run(fmt.Sprintf("%s/n=%d", c.name, n), func(b *testing.B) {
				ToomThreshold, ToomSqrThreshold = c.toom, c.toomSq
				for b.Loop() {
					c.f()
				}
			})
		}
	}
}
