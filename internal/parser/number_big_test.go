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

// TestBigFromDigitsTime checks that converting 1,000,000 decimal digits
// takes less than half the time big.Int.SetString takes, whose
// conversion is quadratic (15 s for 3,000,000 digits on a 2-core
// machine, against well under a second). Both are timed in one run, so
// that a loaded machine slows them alike.
func TestBigFromDigitsTime(t *testing.T) {
	digits := make([]byte, 1000000)
	for i := range digits {
		digits[i] = '1' + byte(i%9)
	}
	text := string(digits)
	start := time.Now()
	bigFromDigits(text, 10)
	ours := time.Since(start)
	start = time.Now()
	if _, ok := new(big.Int).SetString(text, 10); !ok {
		t.Fatal("SetString failed")
	}
	theirs := time.Since(start)
	if 2*ours > theirs {
		t.Errorf("bigFromDigits took %v, big.Int.SetString %v", ours, theirs)
	}
}
