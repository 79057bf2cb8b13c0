package bignat

import (
	"math/big"
	"testing"
)

// TestDivMemoDivide: Divide gives big.Int's truncated quotient and
// remainder, from the memo when the same dividend (by value) and divisor
// come again, and not when the dividend's digits changed in place.
func TestDivMemoDivide(t *testing.T) {
	x, _ := new(big.Int).SetString("123456789012345678901234567890123456789", 10)
	neg := new(big.Int).Neg(x)
	fits := big.NewInt(1 << 40)
	for _, tc := range []struct {
		name string
		x    *big.Int
		d    int64
	}{
		{"positive by 10", x, 10},
		{"positive by -7", x, -7},
		{"negative by 10", neg, 10},
		{"negative by -1<<62", neg, -1 << 62},
		{"a quotient that fits an int64", fits, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var dm DivMemo
			wantQ, wantR := new(big.Int).QuoRem(tc.x, big.NewInt(tc.d), new(big.Int))
			for round := range 2 { // the second from the memo
				q, qi, r := dm.Divide(new(big.Int), tc.x, tc.d, true)
				if q == nil {
					q = big.NewInt(qi)
				}
				if q.Cmp(wantQ) != 0 || r != wantR.Int64() {
					t.Errorf("round %d: %v rem %d, want %v rem %v", round, q, r, wantQ, wantR)
				}
			}
		})
	}
	t.Run("a dividend changed in place", func(t *testing.T) {
		var dm DivMemo
		y := new(big.Int).Set(x)
		dm.Divide(new(big.Int), y, 10, true)
		y.Add(y, big.NewInt(5))
		q, _, r := dm.Divide(new(big.Int), y, 10, true)
		want, wantR := new(big.Int).QuoRem(y, big.NewInt(10), new(big.Int))
		if q.Cmp(want) != 0 || r != wantR.Int64() {
			t.Errorf("%v rem %d, want %v rem %v", q, r, want, wantR)
		}
	})
}
