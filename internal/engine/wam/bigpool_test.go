package wam

import "testing"

// TestBigClass checks the pool's size classes: each is the smallest of
// 4, 6, 8, 12, 16, 24, ... words that holds the value, numbered in order,
// and values past bigMaxWords have none.
func TestBigClass(t *testing.T) {
	for _, tc := range []struct {
		words, class, size int
	}{
		{0, 0, 4}, {1, 0, 4}, {4, 0, 4},
		{5, 1, 6}, {6, 1, 6},
		{7, 2, 8}, {8, 2, 8},
		{9, 3, 12}, {12, 3, 12},
		{13, 4, 16}, {17, 5, 24}, {25, 6, 32},
		{49152, bigClasses - 2, 49152},
		{49153, bigClasses - 1, bigMaxWords}, {bigMaxWords, bigClasses - 1, bigMaxWords},
		{bigMaxWords + 1, -1, 0},
	} {
		class, size := bigClass(tc.words)
		if class != tc.class || size != tc.size {
			t.Errorf("bigClass(%d) = %d, %d; want %d, %d", tc.words, class, size, tc.class, tc.size)
		}
	}
	// Every class's size is in its own class, so that a recycled array
	// goes back where it came from.
	for n := 1; n <= bigMaxWords; n++ {
		if class, size := bigClass(n); class >= 0 {
			if c2, s2 := bigClass(size); c2 != class || s2 != size {
				t.Fatalf("class %d of size %d: bigClass(%d) = %d, %d", class, size, size, c2, s2)
			}
		}
	}
}
