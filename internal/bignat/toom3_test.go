package bignat

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"testing"
)

// randNat returns a random magnitude of n words, sometimes with runs of
// all-ones or zero words, which exercise the corrections.
func randNat(r *rand.Rand, n int) []big.Word {
	z := make([]big.Word, n)
	for i := range z {
		switch r.IntN(8) {
		case 0:
			z[i] = ^big.Word(0)
		case 1:
			z[i] = 0
		default:
			z[i] = big.Word(r.Uint64())
		}
	}
	if n > 0 && z[n-1] == 0 {
		z[n-1] = 1
	}
	return z
}

func natInt(z []big.Word) *big.Int {
	return new(big.Int).SetBits(append([]big.Word(nil), z...))
}

// bytesWords packs b into words, 8 bytes a word.
func bytesWords(b []byte) []big.Word {
	z := make([]big.Word, (len(b)+7)/8)
	for i, c := range b {
		z[i/8] |= big.Word(c) << (8 * (i % 8) % wordBits)
	}
	return z
}

// randInt returns a random integer of n words with a random sign.
func randInt(r *rand.Rand, n int) *big.Int {
	z := natInt(randNat(r, n))
	if r.IntN(2) == 0 {
		z.Neg(z)
	}
	return z
}

func checkMul(t *testing.T, x, y *big.Int) {
	t.Helper()
	want := new(big.Int).Mul(x, y)
	if got := Mul(new(big.Int), x, y); got.Cmp(want) != 0 {
		t.Fatalf("Mul of %d and %d words: wrong product", len(x.Bits()), len(y.Bits()))
	}
	if got := Sqr(new(big.Int), x); got.Cmp(new(big.Int).Mul(x, x)) != 0 {
		t.Fatalf("Sqr of %d words: wrong square", len(x.Bits()))
	}
	// Results in place of an operand.
	xc, yc := new(big.Int).Set(x), new(big.Int).Set(y)
	if Mul(xc, xc, yc); xc.Cmp(want) != 0 {
		t.Fatalf("Mul into x: wrong product")
	}
}

func TestToom3(t *testing.T) {
	defer func(a, b int) { ToomThreshold, ToomSqrThreshold = a, b }(ToomThreshold, ToomSqrThreshold)
	r := rand.New(rand.NewPCG(5, 6))
	for _, th := range []int{3, 8, 150} {
		ToomThreshold, ToomSqrThreshold = th, th
		for _, m := range []int{1, 2, 3, 5, 9, 10, 11, 27, 50, 151, 200, 301, 460} {
			for _, n := range []int{1, 2, 4, m / 2, 2*m/3 + 1, m - 1, m, m + 3, 3 * m} {
				if n < 1 {
					continue
				}
				for range 3 {
					checkMul(t, randInt(r, m), randInt(r, n))
				}
			}
		}
	}
	// Extreme pieces: all ones, and powers of two minus one, whose
	// evaluations carry into a new word.
	ToomThreshold, ToomSqrThreshold = 4, 4
	for _, n := range []int{12, 13, 14, 40, 41} {
		x := new(big.Int).Lsh(big.NewInt(1), uint(n*wordBits))
		x.Sub(x, big.NewInt(1))
		checkMul(t, x, x)
		checkMul(t, x, new(big.Int).Neg(x))
		y := new(big.Int).Rsh(x, wordBits)
		checkMul(t, x, y)
	}
}

func FuzzMulToom3(f *testing.F) {
	f.Add([]byte("0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"), uint16(30), uint8(3), false, true)
	f.Fuzz(func(t *testing.T, data []byte, split uint16, th uint8, negX, negY bool) {
		defer func(a, b int) { ToomThreshold, ToomSqrThreshold = a, b }(ToomThreshold, ToomSqrThreshold)
		ToomThreshold = max(3, int(th%40))
		ToomSqrThreshold = ToomThreshold
		k := min(int(split), len(data))
		x := natInt(bytesWords(data[:k]))
		y := natInt(bytesWords(data[k:]))
		if negX {
			x.Neg(x)
		}
		if negY {
			y.Neg(y)
		}
		checkMul(t, x, y)
	})
}

func BenchmarkMul(b *testing.B) {
	for _, n := range []int{100, 150, 200, 300, 500, 1000, 1700} {
		r := rand.New(rand.NewPCG(7, 8))
		x, y := randInt(r, n), randInt(r, n)
		z := new(big.Int)
		b.Run(fmt.Sprintf("toom/%d", n), func(b *testing.B) {
			for range b.N {
				Mul(z, x, y)
			}
		})
		b.Run(fmt.Sprintf("mathbig/%d", n), func(b *testing.B) {
			for range b.N {
				z.Mul(x, y)
			}
		})
	}
}

func BenchmarkSqr(b *testing.B) {
	for _, n := range []int{100, 150, 200, 300, 500, 1000, 1700} {
		r := rand.New(rand.NewPCG(7, 8))
		x := randInt(r, n)
		z := new(big.Int)
		b.Run(fmt.Sprintf("toom/%d", n), func(b *testing.B) {
			for range b.N {
				Sqr(z, x)
			}
		})
		b.Run(fmt.Sprintf("mathbig/%d", n), func(b *testing.B) {
			for range b.N {
				z.Mul(x, x)
			}
		})
	}
}

// TestMulRoomToGrow checks that a product split by Toom-3 leaves room in
// its result for a slightly longer one: a loop whose products grow a
// little at each step reuses the result's storage instead of
// allocating at each.
func TestMulRoomToGrow(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 14))
	for _, tc := range []struct {
		name string
		sq   bool
	}{{"product", false}, {"square", true}} {
		t.Run(tc.name, func(t *testing.T) {
			n := max(ToomThreshold, ToomSqrThreshold) + 10
			x, y := randInt(r, n), randInt(r, n)
			x2, y2 := randInt(r, n+n/10), randInt(r, n+n/10)
			var s Scratch
			z := new(big.Int)
			mul := func(a, b *big.Int) {
				if tc.sq {
					s.Sqr(z, a)
				} else {
					s.Mul(z, a, b)
				}
			}
			mul(x, y)
			before := &z.Bits()[:1][0]
			mul(x2, y2)
			if &z.Bits()[:1][0] != before {
				t.Errorf("a product a tenth longer than the last took new storage")
			}
		})
	}
}

// TestDiv3 compares div3 with math/big's division on multiples of 3 of
// one to 40 words, of both signs, whose quotients are random, all ones
// (the running word wraps at every word), powers of the word base and
// (B-1)/3 repeated, the multiplier itself.
func TestDiv3(t *testing.T) {
	r := rand.New(rand.NewPCG(41, 42))
	patterns := []struct {
		name string
		word func(i int) big.Word
	}{
		{"random", func(int) big.Word { return big.Word(r.Uint64()) }},
		{"ones", func(int) big.Word { return ^big.Word(0) }},
		{"third", func(int) big.Word { return ^big.Word(0) / 3 }},
		{"power", func(i int) big.Word {
			if i == 0 {
				return 1
			}
			return 0
		}},
	}
	for _, p := range patterns {
		for _, neg := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s/neg=%v", p.name, neg), func(t *testing.T) {
				for n := 1; n <= 40; n++ {
					q := make([]big.Word, n)
					for i := range q {
						q[i] = p.word(i)
					}
					if p.name == "power" {
						q[0], q[n-1] = 0, 1
					}
					want := natInt(q)
					if neg {
						want.Neg(want)
					}
					z := new(big.Int).Mul(want, big.NewInt(3))
					div3(z)
					if z.Cmp(want) != 0 {
						t.Fatalf("%d words: 3·%x / 3 = %x", n, want, z)
					}
				}
			})
		}
	}
}
