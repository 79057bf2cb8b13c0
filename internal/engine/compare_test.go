package engine

import "testing"

// cyclicTerm returns X where X = Name(X, arg).
func cyclicTerm(name string, arg Term) Term {
	v := &Var{}
	c := NewCompound(Intern(name), v, arg)
	v.ref = c
	return c
}

// TestCompareCyclic checks that the standard order terminates on cyclic
// terms and orders them as swipl does.
func TestCompareCyclic(t *testing.T) {
	tests := []struct {
		name string
		a, b Term
		want int
	}{
		{"differ below the cycle", cyclicTerm("f", Intern("a")), cyclicTerm("f", Intern("b")), -1},
		{"same shape", cyclicTerm("f", Intern("a")), cyclicTerm("f", Intern("a")), 0},
		{"different names", cyclicTerm("g", Intern("a")), cyclicTerm("f", Intern("a")), 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := Compare(tc.a, tc.b); got != tc.want {
				t.Errorf("Compare = %d, want %d", got, tc.want)
			}
		})
	}
}

// TestCompareAllocatesNothing guards the common case: comparing small
// compounds (sort/2 keys, the course's domain records) allocates nothing.
func TestCompareAllocatesNothing(t *testing.T) {
	a := NewCompound(Intern("d"), MakeInt(3), List(MakeInt(1), MakeInt(2), MakeInt(5)))
	b := NewCompound(Intern("d"), MakeInt(3), List(MakeInt(1), MakeInt(2), MakeInt(7)))
	if got := Compare(a, b); got != -1 {
		t.Fatalf("Compare = %d, want -1", got)
	}
	if n := testing.AllocsPerRun(100, func() { Compare(a, b) }); n != 0 {
		t.Errorf("Compare made %v allocations, want none", n)
	}
}
