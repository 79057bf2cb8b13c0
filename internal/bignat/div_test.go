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
