package bignat

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"testing"
)

// TestSqrKara compares Sqr with math/big's square on operands of every
// length around KaraSqrThreshold and its multiples (one, two and three
// Karatsuba levels) and around ToomSqrThreshold, where Toom-3's pieces
// are squared by Karatsuba, with a Scratch kept from one to the next.
func TestSqrKara(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 22))
	var lens []int
	for _, c := range []int{KaraSqrThreshold, 2 * KaraSqrThreshold, 4 * KaraSqrThreshold, ToomSqrThreshold, 3 * ToomSqrThreshold} {
		for n := c - 3; n <= c+3; n++ {
			lens = append(lens, n)
		}
	}
	var s Scratch
	for _, n := range lens {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			for range 4 {
				x := randInt(r, n)
				want := new(big.Int).Mul(x, x)
				if got := s.Sqr(new(big.Int), x); got.Cmp(want) != 0 {
					t.Fatalf("Sqr of %d words: wrong square", n)
				}
				if got := s.Mul(new(big.Int), x, new(big.Int).Set(x)); got.Cmp(want) != 0 {
					t.Fatalf("Mul of %d words by itself: wrong square", n)
				}
				xc := new(big.Int).Set(x)
				if s.Sqr(xc, xc); xc.Cmp(want) != 0 {
					t.Fatalf("Sqr into x of %d words: wrong square", n)
				}
			}
		})
	}
}

// TestKaraThresholds multiplies and squares with small thresholds, so
// that every mix of Toom-3, Karatsuba and schoolbook levels, down to
// operands of two words, and the halving of unequal operands, is
// checked against math/big.
func TestKaraThresholds(t *testing.T) {
	defer func(a, b, c, d, e, f int) {
		KaraThreshold, KaraSqrThreshold, ToomThreshold, ToomSqrThreshold, MinWords, MinSqrWords = a, b, c, d, e, f
	}(KaraThreshold, KaraSqrThreshold, ToomThreshold, ToomSqrThreshold, MinWords, MinSqrWords)
	r := rand.New(rand.NewPCG(23, 24))
	for _, th := range [][5]int{{2, 2, 9, 9, 1}, {3, 2, 12, 20, 2}, {5, 7, 30, 12, 1}, {8, 8, 40, 40, 3}, {48, 80, 300, 450, 4}} {
		KaraThreshold, KaraSqrThreshold, ToomThreshold, ToomSqrThreshold, MinWords, MinSqrWords = th[0], th[1], th[2], th[3], th[4], th[4]
		t.Run(fmt.Sprint(th), func(t *testing.T) {
			var s Scratch
			for n := 1; n <= 200; n++ {
				x := randInt(r, n)
				if got, want := s.Sqr(new(big.Int), x), new(big.Int).Mul(x, x); got.Cmp(want) != 0 {
					t.Fatalf("Sqr of %d words: wrong square", n)
				}
				for _, m := range []int{1, n/3 + 1, n/2 + 1, n - 1, n, n + 1, 2 * n, 3*n + 5} {
					if m < 1 {
						continue
					}
					y := randInt(r, m)
					if got, want := s.Mul(new(big.Int), x, y), new(big.Int).Mul(x, y); got.Cmp(want) != 0 {
						t.Fatalf("Mul of %d and %d words: wrong product", n, m)
					}
				}
			}
		})
	}
}
