package engine

import (
	"math"
	"runtime"
	"testing"
)

// TestBoxInt checks that an integer boxed in a slab is an ordinary Int to
// everything that reads a Term, and survives collections.
func TestBoxInt(t *testing.T) {
	m := NewMachine()
	values := []int64{0, -1, smallIntMin, smallIntMax, smallIntMin - 1, smallIntMax + 1,
		1 << 40, -(1 << 40), math.MaxInt64, math.MinInt64}
	for k := range 3 * intSlabSize {
		values = append(values, int64(k)*1_000_003+smallIntMax)
	}
	boxed := make([]Term, len(values))
	for k, v := range values {
		boxed[k] = m.boxInt(v)
	}
	runtime.GC()
	for k, v := range values {
		b := boxed[k]
		switch x := b.(type) {
		case Int:
			if int64(x) != v {
				t.Errorf("%d: type switch reads %d", v, x)
			}
		default:
			t.Errorf("%d: boxed as %T", v, b)
		}
		if b != MakeInt(v) {
			t.Errorf("%d: != MakeInt", v)
		}
		if Compare(b, MakeInt(v)) != 0 || !m.Unify(b, MakeInt(v)) {
			t.Errorf("%d: compares or unifies unequal to MakeInt", v)
		}
		if got := Format(b, WriteOptions{}); got != Format(MakeInt(v), WriteOptions{}) {
			t.Errorf("%d: written as %s", v, got)
		}
	}
}
