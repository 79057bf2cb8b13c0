package bignat

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"os"
	"testing"
	"time"
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

// TestThresholdTimes prints, for operands around KaraThreshold,
// KaraSqrThreshold and MinSqrWords, the best of 60 rounds of each
// setting of the threshold, the settings interleaved within each round
// so that a machine shared with other work slows them alike: the
// measurements behind those thresholds. It runs only when
// BIGNAT_TIMES is set.
//
//	BIGNAT_TIMES=1 go test -run ThresholdTimes -v ./internal/bignat
func TestThresholdTimes(t *testing.T) {
	if os.Getenv("BIGNAT_TIMES") == "" {
		t.Skip("BIGNAT_TIMES is not set")
	}
	defer func(a, b, c int) { KaraThreshold, KaraSqrThreshold, MinSqrWords = a, b, c }(KaraThreshold, KaraSqrThreshold, MinSqrWords)
	r := rand.New(rand.NewPCG(7, 8))
	cases := []struct {
		name   string
		sizes  []int
		values []int
		set    func(int)
		sq     bool
	}{
		{"mul/KaraThreshold", []int{28, 32, 36, 40, 48, 64, 100, 200}, []int{24, 32, 40, 48}, func(v int) { KaraThreshold = v }, false},
		{"sqr/KaraSqrThreshold", []int{48, 56, 64, 72, 80, 96, 128}, []int{48, 56, 64, 80, 96}, func(v int) { KaraSqrThreshold = v }, true},
		{"sqr/MinSqrWords", []int{4, 5, 6, 8, 10, 12}, []int{1, 1 << 30}, func(v int) { MinSqrWords = v }, true},
	}
	for _, c := range cases {
		for _, n := range c.sizes {
			x, y := natInt(randNat(r, n)), natInt(randNat(r, n))
			z := new(big.Int)
			var s Scratch
			reps := 1000000/(n*n) + 5
			best := make([]time.Duration, len(c.values))
			for round := range 60 {
				for i, v := range c.values {
					c.set(v)
					t0 := time.Now()
					for range reps {
						if c.sq {
							s.Sqr(z, x)
						} else {
							s.Mul(z, x, y)
						}
					}
					if d := time.Since(t0) / time.Duration(reps); round == 0 || d < best[i] {
						best[i] = d
					}
				}
			}
			line := fmt.Sprintf("%s n=%d:", c.name, n)
			for i, v := range c.values {
				line += fmt.Sprintf(" [%d] %v", v, best[i])
			}
			t.Log(line)
		}
	}
}
