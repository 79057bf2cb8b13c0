package main

import (
	"slices"
	"testing"
)

// TestNrev checks the hand-compiled program: the reverse of 1..30, and
// 496 inferences per call, the count of the LIPS benchmark.
func TestNrev(t *testing.T) {
	var want []uint64
	for i := uint64(30); i >= 1; i-- {
		want = append(want, i)
	}
	for _, calls := range []int{1, 3} {
		r, inf, _ := bench(calls)
		if !slices.Equal(r, want) {
			t.Errorf("%d calls: result %v, want %v", calls, r, want)
		}
		if inf != 496*calls {
			t.Errorf("%d calls: %d inferences, want %d", calls, inf, 496*calls)
		}
	}
}
