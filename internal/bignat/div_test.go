package bignat

import (
	"fmt"
	"math"
	"math/big"
	"math/bits"
	"math/rand/v2"
	"testing"
)

func checkDiv(t *testing.T, d *Divisor, x, y []big.Word) {
	t.Helper()
	if !d.Is(y) {
		d.Set(y)
	}
	q, r := d.QuoRem(nil, nil, x, true)
	wq, wr := new(big.Int).QuoRem(natInt(x), natInt(y), new(big.Int))
	if natInt(q).Cmp(wq) != 0 || natInt(r).Cmp(wr) != 0 {
		t.Fatalf("%v / %v: got %v rem %v, want %v rem %v", natInt(x), natInt(y), natInt(q), natInt(r), wq, wr)
	}
	_, r2 := d.QuoRem(nil, nil, x, false)
	if natInt(r2).Cmp(wr) != 0 {
		t.Fatalf("remainder only: got %v, want %v", natInt(r2), wr)
	}
}

func TestDivisorQuoRem(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	var d Divisor
	for _, n := range []int{2, 3, 4, 5, 8, 13, 20, 31, 39, 64, 120, 199} {
		for _, extra := range []int{0, 1, 2, 5, 17, 60} {
			for range 40 {
				y := randNat(r, n)
				switch r.IntN(4) {
				case 0:
					y[n-1] = big.Word(1) << r.IntN(wordBits)
				case 1:
					// A divisor whose top words are all ones: the
					// guess is often the largest word.
					for i := range y {
						y[i] = ^big.Word(0)
					}
				}
				x := randNat(r, n+extra)
				checkDiv(t, &d, x, y)
			}
		}
	}
	// The same divisor again and again, as in a modular loop.
	y := randNat(r, 7)
	for range 200 {
		checkDiv(t, &d, randNat(r, 14), y)
	}
}

func FuzzDivisorQuoRem(f *testing.F) {
	f.Add([]byte("0123456789abcdef0123456789abcdef0123456789abcdef"), uint8(2))
	f.Fuzz(func(t *testing.T, data []byte, split uint8) {
		words := bytesWords(data)
		k := int(split)
		if k > len(words) {
			return
		}
		y, x := norm(words[:k]), norm(words[k:])
		if len(y) < 2 || len(y) >= DivMaxWords || len(x) < len(y) {
			return
		}
		var d Divisor
		checkDiv(t, &d, x, y)
	})
}

func BenchmarkDivisorRem(b *testing.B) {
	for _, n := range []int{4, 8, 14, 20, 39, 60, 100, 199} {
		r := rand.New(rand.NewPCG(3, 4))
		x, y := randNat(r, 2*n), randNat(r, n)
		b.Run(fmt.Sprintf("bignat/%d", n), func(b *testing.B) {
			var d Divisor
			var rem []big.Word
			for range b.N {
				if !d.Is(y) {
					d.Set(y)
				}
				_, rem = d.QuoRem(nil, rem, x, false)
			}
		})
		b.Run(fmt.Sprintf("mathbig/%d", n), func(b *testing.B) {
			xi, yi := natInt(x), natInt(y)
			q, rm := new(big.Int), new(big.Int)
			for range b.N {
				q.QuoRem(xi, yi, rm)
			}
		})
	}
}

// TestDivWord checks DivWord against math/big on random
// magnitudes, with divisors that need every normalising shift.
func TestDivWord(t *testing.T) {
	rnd := rand.New(rand.NewPCG(1, 2))
	divisors := []big.Word{1, 2, 3, 7, 10, 1000000007, 1<<32 - 1, 1 << 32, 1<<32 + 1}
	if bits.UintSize == 64 {
		divisors = append(divisors, 1<<63, 1<<63+1, math.MaxUint64, math.MaxUint64-1, 0x123456789abcdef)
	}
	for range 20 {
		divisors = append(divisors, big.Word(rnd.Uint64()>>rnd.UintN(bits.UintSize))|1)
	}
	for n := 1; n <= 40; n++ {
		for range 5 {
			xs := make([]big.Word, n)
			for i := range xs {
				switch rnd.IntN(4) {
				case 0:
					xs[i] = 0
				case 1:
					xs[i] = ^big.Word(0)
				default:
					xs[i] = big.Word(rnd.Uint64())
				}
			}
			if xs[n-1] == 0 {
				xs[n-1] = 1
			}
			x := new(big.Int).SetBits(append([]big.Word(nil), xs...))
			for _, d := range divisors {
				q := make([]big.Word, n)
				r := DivWord(q, xs, d)
				wq, wr := new(big.Int).QuoRem(x, new(big.Int).SetBits([]big.Word{d}), new(big.Int))
				if new(big.Int).SetBits(q).Cmp(wq) != 0 || wr.Cmp(new(big.Int).SetBits([]big.Word{r})) != 0 {
					t.Fatalf("%v / %d: got %v rem %d, want %v rem %v", x, d, new(big.Int).SetBits(q), r, wq, wr)
				}
			}
		}
	}
}

// TestQuoRemInts checks QuoRemInts against big.Int's QuoRem for every
// sign of dividend and divisor, divisors of 2 to DivMaxWords-1 words, one
// divisor prepared for several dividends in a row, and the operands it
// leaves to math/big.
func TestQuoRemInts(t *testing.T) {
	var d Divisor
	rnd := rand.New(rand.NewPCG(5, 8))
	word := func() big.Word { return big.Word(rnd.Uint64()) }
	mag := func(n int) *big.Int {
		ws := make([]big.Word, n)
		for i := range ws {
			ws[i] = word()
		}
		ws[n-1] |= 1
		return new(big.Int).SetBits(ws)
	}
	for _, bw := range []int{2, 3, 7, DivMaxWords - 1} {
		b0 := mag(bw)
		for _, aw := range []int{bw, bw + 1, 3 * bw} {
			a0 := mag(aw)
			for _, sa := range []int{1, -1} {
				for _, sb := range []int{1, -1} {
					a, b := new(big.Int).Set(a0), new(big.Int).Set(b0)
					if sa < 0 {
						a.Neg(a)
					}
					if sb < 0 {
						b.Neg(b)
					}
					wantQ, wantR := new(big.Int).QuoRem(a, b, new(big.Int))
					q, r := new(big.Int), new(big.Int)
					if !d.QuoRemInts(q, r, a, b, true) {
						t.Fatalf("%d-word by %d-word: not divided", aw, bw)
					}
					if q.Cmp(wantQ) != 0 || r.Cmp(wantR) != 0 {
						t.Errorf("%d-word by %d-word, signs %d %d: %v %v, want %v %v", aw, bw, sa, sb, q, r, wantQ, wantR)
					}
					r2 := new(big.Int)
					if !d.QuoRemInts(nil, r2, a, b, false) || r2.Cmp(wantR) != 0 {
						t.Errorf("%d-word by %d-word, signs %d %d, remainder only: %v, want %v", aw, bw, sa, sb, r2, wantR)
					}
				}
			}
		}
	}
	for _, tc := range []struct{ a, b *big.Int }{
		{mag(4), mag(1)},            // a one-word divisor
		{mag(2), mag(3)},            // a dividend shorter than the divisor
		{mag(90), mag(DivMaxWords)}, // a divisor too long
	} {
		if d.QuoRemInts(new(big.Int), new(big.Int), tc.a, tc.b, true) {
			t.Errorf("%d-word by %d-word divided, want false", len(tc.a.Bits()), len(tc.b.Bits()))
		}
	}
}
