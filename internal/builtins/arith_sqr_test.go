package builtins

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"testing"
)

// TestBigSquares evaluates X*X (one term and two equal ones), X^2,
// X**2 and X^3 for integers of 1 to 40 words, on both sides of
// toomPowBits and bignat's thresholds, and compares them with math/big.
func TestBigSquares(t *testing.T) {
	r := rand.New(rand.NewPCG(41, 42))
	m := arMachine()
	for n := 1; n <= 40; n++ {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			w := make([]big.Word, n)
			for i := range w {
				w[i] = big.Word(r.Uint64())
			}
			w[n-1] |= 1
			x := new(big.Int).SetBits(w)
			if n%2 == 0 {
				x.Neg(x)
			}
			sq := new(big.Int).Mul(x, x)
			cube := new(big.Int).Mul(sq, x)
			xt, xt2 := arBigTerm(x), arBigTerm(new(big.Int).Set(x))
			for _, tc := range []struct {
				name string
				expr any
				want *big.Int
			}{
				{"X*X", arC("*", xt, xt), sq},
				{"X*Y equal", arC("*", xt, xt2), sq},
				{"X^2", arC("^", xt, 2), sq},
				{"X**2", arC("**", xt, 2), sq},
				{"X^3", arC("^", xt, 3), cube},
			} {
				got, err := Eval(m, arT(tc.expr))
				if err != nil || CompareNumbers(got, arBigTerm(tc.want)) != 0 {
					t.Errorf("%s of %d words: wrong value (%v)", tc.name, n, err)
				}
			}
		})
	}
}
