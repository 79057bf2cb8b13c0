package bignat

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"testing"
)

// TestBasic compares mulBasic and sqrBasic with math/big on operands of
// every length up to 70 words (each remainder of the assembly's unrolled
// loop, one row and many), with each kernel of addMulRows (on amd64,
// the one with ADX when the processor has it and the one with MULQ).
func TestBasic(t *testing.T) {
	r := rand.New(rand.NewPCG(31, 32))
	for _, kernel := range []string{"default", "noadx"} {
		t.Run(kernel, func(t *testing.T) {
			if kernel == "noadx" {
				defer func(h bool) { hasADX = h }(hasADX)
				hasADX = false
			}
			for m := 1; m <= 70; m++ {
				for _, n := range []int{1, 2, 3, 4, 5, m / 2, m - 1, m} {
					if n < 1 || n > m {
						continue
					}
					x, y := randNat(r, m), randNat(r, n)
					z := make([]big.Word, m+n+1)
					z[m+n] = 12345
					for i := range m + n {
						z[i] = big.Word(r.Uint64())
					}
					mulBasic(z, x, y)
					want := new(big.Int).Mul(natInt(x), natInt(y))
					if got := natInt(norm(z[:m+n])); got.Cmp(want) != 0 || z[m+n] != 12345 {
						t.Fatalf("mulBasic of %d and %d words: wrong product", m, n)
					}
				}
				x := randNat(r, m)
				z, tmp := make([]big.Word, 2*m+1), make([]big.Word, 2*m+1)
				z[2*m], tmp[2*m] = 54321, 54321
				sqrBasic(z, tmp, x)
				want := new(big.Int).Mul(natInt(x), natInt(x))
				if got := natInt(norm(z[:2*m])); got.Cmp(want) != 0 || z[2*m] != 54321 || tmp[2*m] != 54321 {
					t.Fatalf("sqrBasic of %d words: wrong square", m)
				}
			}
		})
	}
}

// TestAddMulRows compares addMulRows with addMulRowsGo, one call of
// math/big's kernel a row, on rows of equal lengths and of growing ones.
func TestAddMulRows(t *testing.T) {
	r := rand.New(rand.NewPCG(33, 34))
	for _, step := range []int{0, 1} {
		for l := 1; l <= 20; l++ {
			for _, rows := range []int{1, 2, 3, 7, 16} {
				t.Run(fmt.Sprintf("step%d/l%d/rows%d", step, l, rows), func(t *testing.T) {
					last := l + (rows-1)*step
					x, y := randNat(r, last), randNat(r, rows)
					z := randNat(r, rows+last+1)
					want := append([]big.Word(nil), z...)
					addMulRows(z, x, y, l, rows, step)
					addMulRowsGo(want, x, y, l, rows, step)
					for i := range z {
						if z[i] != want[i] {
							t.Fatalf("word %d: %#x, want %#x", i, z[i], want[i])
						}
					}
				})
			}
		}
	}
}

// TestSqrBasicCarries compares sqrBasic with math/big on operands whose
// words make the last pass (sqrDiag) carry the most: all ones, whose
// doubled cross products and squares carry out of every word; a top
// word of one; alternating patterns; and a top bit alone. Each runs on
// every length up to 40 words with each kernel (on amd64 with ADX, the
// one-pass assembly and math/big's shift and addition).
func TestSqrBasicCarries(t *testing.T) {
	patterns := []struct {
		name string
		word func(i, n int) big.Word
	}{
		{"ones", func(i, n int) big.Word { return ^big.Word(0) }},
		{"top1", func(i, n int) big.Word {
			if i == n-1 {
				return 1
			}
			return ^big.Word(0)
		}},
		{"alternate", func(i, n int) big.Word {
			if i%2 == 0 {
				return ^big.Word(0)
			}
			return 0x5555555555555555 & ^big.Word(0)
		}},
		{"topbit", func(i, n int) big.Word {
			if i == n-1 {
				return 1 << (wordBits - 1)
			}
			return 0
		}},
		{"lowzero", func(i, n int) big.Word {
			if i == 0 {
				return 0
			}
			return ^big.Word(0) - big.Word(i)
		}},
	}
	for _, kernel := range []string{"default", "noadx"} {
		for _, p := range patterns {
			t.Run(kernel+"/"+p.name, func(t *testing.T) {
				if kernel == "noadx" {
					defer func(h bool) { hasADX = h }(hasADX)
					hasADX = false
				}
				for n := 1; n <= 40; n++ {
					x := make([]big.Word, n)
					for i := range x {
						x[i] = p.word(i, n)
					}
					z, tmp := make([]big.Word, 2*n), make([]big.Word, 2*n)
					for i := range z {
						z[i] = 0xdead
					}
					sqrBasic(z, tmp, x)
					want := new(big.Int).Mul(natInt(x), natInt(x))
					if got := natInt(norm(z)); got.Cmp(want) != 0 {
						t.Fatalf("%d words: got %x, want %x", n, got, want)
					}
				}
			})
		}
	}
}
