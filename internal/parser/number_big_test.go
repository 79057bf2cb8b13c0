package parser

import (
	"math/big"
	"math/rand"
	"strconv"
	"testing"
	"time"
)

// TestBigFromDigits compares the split conversion of long digit strings
// with big.Int.SetString at and around the lengths where it splits.
func TestBigFromDigits(t *testing.T) {
	rng := rand.New(rand.NewSource(26))
	for _, radix := range []int{10, 3, 7, 36, 16} {
		for _, n := range []int{1, 2047, 2048, 2049, 4095, 4096, 4097, 8193, 20000} {
			t.Run(strconv.Itoa(radix)+"/"+strconv.Itoa(n), func(t *testing.T) {
				digits := make([]byte, n)
				for i := range digits {
					digits[i] = strconv.FormatInt(int64(rng.Intn(radix)), radix)[0]
				}
				// Leading zeros and a run of the largest digit too.
				digits[0] = '0'
				for i := n / 2; i < n/2+n/8; i++ {
					digits[i] = strconv.FormatInt(int64(radix-1), radix)[0]
				}
				want, _ := new(big.Int).SetString(string(digits), radix)
				if got := bigFromDigits(string(digits), radix); got.Cmp(want) != 0 {
					t.Errorf("bigFromDigits differs from SetString")
				}
			})
		}
	}
}

// TestBigFromDigitsTime converts 3,000,000 decimal digits, which
// big.Int.SetString took 15 s to do on a 2-core machine (and four times
// as long for twice the digits); the split conversion takes well under a
// second.
func TestBigFromDigitsTime(t *testing.T) {
	digits := make([]byte, 3000000)
	for i := range digits {
		digits[i] = '1' + byte(i%9)
	}
	start := time.Now()
	bigFromDigits(string(digits), 10)
	if took := time.Since(start); took > 5*time.Second {
		t.Errorf("took %v", took)
	}
}
