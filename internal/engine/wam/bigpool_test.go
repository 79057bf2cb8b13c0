package wam

import (
	"math/big"
	"testing"

	"github.com/goprolog/goprolog/internal/engine"
)

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

// TestBigOwnership checks the bookkeeping of the boxes whose arrays are
// the pool's (bigPool.own): a kept box stays the core's own when a
// collection moves it down, an escaped value and a value that a
// dropped box's stale entry meets at its index are never recycled, and
// the core's own boxes that a collection drops give their arrays back.
func TestBigOwnership(t *testing.T) {
	val := func(k int64) *engine.BigInt {
		b := new(big.Int).Lsh(big.NewInt(k), 200)
		return (*engine.BigInt)(b)
	}
	// pooled reports whether x's array is in the pool.
	pooled := func(m *Machine, x *big.Int) bool {
		for _, class := range m.bigs.free {
			for _, z := range class {
				if z == x {
					return true
				}
			}
		}
		return false
	}
	tests := []struct {
		name string
		run  func(t *testing.T, m *Machine)
	}{
		{"moved box stays owned", func(t *testing.T, m *Machine) {
			c0, c1, c2 := m.ownBig(val(1)), m.ownBig(val(2)), m.ownBig(val(3))
			x0, x1, x2 := m.boxes[c0.val()].(*engine.BigInt).Big(), m.boxes[c1.val()].(*engine.BigInt).Big(), m.boxes[c2.val()].(*engine.BigInt).Big()
			m.regs[0] = c2
			gcCollect(t, m, 1)
			if !pooled(m, x0) || !pooled(m, x1) {
				t.Fatalf("dropped boxes' arrays not in the pool")
			}
			if m.regs[0] != mkBox(0) || m.boxes[0].(*engine.BigInt).Big() != x2 {
				t.Fatalf("kept box at %x, want box 0 holding its value", m.regs[0])
			}
			if pooled(m, x2) {
				t.Fatalf("a kept box's array is in the pool")
			}
			gcCollect(t, m, 0)
			if !pooled(m, x2) {
				t.Fatalf("the moved box's array did not go back to the pool")
			}
		}},
		{"escaped value not recycled", func(t *testing.T, m *Machine) {
			c := m.ownBig(val(1))
			x := m.boxes[c.val()].(*engine.BigInt).Big()
			m.escape(c)
			gcCollect(t, m, 0)
			if pooled(m, x) {
				t.Fatalf("an escaped value's array is in the pool")
			}
		}},
		{"stale entry of a dropped box", func(t *testing.T, m *Machine) {
			m.ownBig(val(1))
			// Boxes dropped without a collection, as putTermUndo does.
			clear(m.boxes)
			m.boxes = m.boxes[:0]
			x := val(2).Big()
			c := m.addBox((*engine.BigInt)(x))
			if c != mkBox(0) {
				t.Fatalf("box %x, want box 0", c)
			}
			gcCollect(t, m, 0)
			if pooled(m, x) {
				t.Fatalf("a Go value at a stale entry's index went to the pool")
			}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, _ := newGCMachine(100)
			tt.run(t, m)
		})
	}
}
