package wam

import (
	"testing"

	"github.com/goprolog/goprolog/internal/engine"
)

// TestOrderAllocations guards the standard order's work stack: comparing
// compounds, which sorting does millions of times, reuses the machine's
// stack instead of growing a new one each time.
func TestOrderAllocations(t *testing.T) {
	d := func(i int64, x int64) engine.Term {
		return engine.NewCompound(engine.Intern("d"), engine.MakeInt(1), engine.MakeInt(i), engine.List(engine.MakeInt(x)))
	}
	for _, tc := range []struct {
		name string
		a, b engine.Term
	}{
		{"flat", engine.NewCompound(engine.Intern("f"), engine.MakeInt(1), engine.MakeInt(2)), engine.NewCompound(engine.Intern("f"), engine.MakeInt(1), engine.MakeInt(3))},
		{"lists of compounds", engine.List(d(0, 3), d(1, 5), d(2, 7), d(3, 1)), engine.List(d(0, 3), d(1, 5), d(2, 7), d(3, 2))},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := New()
			vars := map[*engine.Var]cell{}
			a, err := m.putTerm(tc.a, vars)
			if err != nil {
				t.Fatal(err)
			}
			b, err := m.putTerm(tc.b, vars)
			if err != nil {
				t.Fatal(err)
			}
			if c := m.order(a, b); c >= 0 {
				t.Fatalf("order = %d, want negative", c)
			}
			if n := testing.AllocsPerRun(100, func() { m.order(a, b) }); n != 0 {
				t.Errorf("order allocates %v times per comparison, want 0", n)
			}
		})
	}
}
