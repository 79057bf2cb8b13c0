package builtins

import (
	"math/big"
	"testing"

	"github.com/goprolog/goprolog/internal/engine"
)

// scratchOperands are a 1,300-bit X and a 1,279-bit Mersenne number M, the
// sizes of the Lucas-Lehmer loop of bench/programs/perfect.pl.
func scratchOperands() (x, mod engine.Term) {
	m := new(big.Int).Lsh(big.NewInt(1), 1279)
	m.Sub(m, big.NewInt(1))
	xb := new(big.Int).Lsh(big.NewInt(3), 1298)
	xb.Add(xb, big.NewInt(12345))
	return arBigTerm(xb), arBigTerm(m)
}

// TestScratchAllocs bounds the allocations of an evaluation whose
// intermediate results are big integers: they live in the scratch pool,
// and only the value returned is allocated (a big.Int and its digits).
func TestScratchAllocs(t *testing.T) {
	x, mod := scratchOperands()
	star, minus := atomStar, engine.AtomMinus
	c := engine.NewCompound
	tests := []struct {
		name string
		expr engine.Term
		max  float64
	}{
		{"lucas-lehmer step", c(engine.Intern("mod"), c(minus, c(star, x, x), engine.MakeInt(2)), mod), 2},
		{"sum of products", c(engine.AtomPlus, c(star, x, mod), c(star, mod, x)), 2},
		{"floor division", c(engine.Intern("div"), c(star, x, x), mod), 2},
		// math/big's Lehmer GCD allocates four temporaries of its own.
		{"gcd of products", c(engine.Intern("gcd"), c(star, x, mod), c(star, x, x)), 6},
		{"shifts", c(engine.Intern(">>"), c(engine.Intern("<<"), x, engine.MakeInt(100)), engine.MakeInt(3)), 2},
		{"comparison operand", c(engine.Intern("max"), c(star, x, x), engine.MakeInt(1)), 2},
	}
	m := arMachine()
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := Eval(m, tc.expr); err != nil {
				t.Fatal(err)
			}
			got := testing.AllocsPerRun(20, func() {
				if _, err := Eval(m, tc.expr); err != nil {
					t.Fatal(err)
				}
			})
			if got > tc.max {
				t.Errorf("%.1f allocations per evaluation, want at most %.0f", got, tc.max)
			}
		})
	}
}

// TestScratchKeep checks that a value that leaves an evaluation is never
// a scratch big.Int: later evaluations reuse the pool and must not change
// it, whether it is the last result or an intermediate one that max, min
// or abs passes through.
func TestScratchKeep(t *testing.T) {
	x, mod := scratchOperands()
	c := engine.NewCompound
	sq := func() engine.Term { return c(atomStar, x, x) }
	tests := []struct {
		name string
		expr engine.Term
	}{
		{"product", sq()},
		{"max passes the product", c(engine.Intern("max"), sq(), engine.MakeInt(1))},
		{"min passes the product", c(engine.Intern("min"), c(engine.AtomMinus, sq()), engine.MakeInt(1))},
		{"abs of a negation", c(engine.Intern("abs"), c(engine.AtomMinus, sq()))},
		{"+ passes the product", c(engine.AtomPlus, sq())},
		{"quotient by a small integer", c(engine.Intern("//"), sq(), engine.MakeInt(7))},
		{"quotient of a quotient", c(engine.Intern("//"), c(engine.Intern("//"), sq(), engine.MakeInt(7)), engine.MakeInt(3))},
	}
	m := arMachine()
	want := new(big.Int).Abs(new(big.Int).Mul(x.(*engine.BigInt).Big(), x.(*engine.BigInt).Big()))
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			v, err := Eval(m, tc.expr)
			if err != nil {
				t.Fatal(err)
			}
			before := new(big.Int).Set(v.(*engine.BigInt).Big())
			// Fill the pool with other values.
			for range 3 {
				if _, err := Eval(m, c(engine.Intern("mod"), c(atomStar, mod, c(atomStar, mod, mod)), x)); err != nil {
					t.Fatal(err)
				}
			}
			after := v.(*engine.BigInt).Big()
			if after.Cmp(before) != 0 {
				t.Fatalf("the value changed after later evaluations: %v, was %v", after, before)
			}
			if tc.name == "product" && after.Cmp(want) != 0 {
				t.Fatalf("x*x = %v, want %v", after, want)
			}
		})
	}
}

// TestScratchRelease checks that the pool does not keep the digits of a
// huge intermediate result once the evaluation is over.
func TestScratchRelease(t *testing.T) {
	m := arMachine()
	huge := c2(engine.Intern("<<"), engine.MakeInt(1), engine.MakeInt(64*scratchKeepWords*4))
	if _, err := Eval(m, c2(engine.Intern("mod"), c2(atomStar, huge, huge), engine.MakeInt(1000003))); err != nil {
		t.Fatal(err)
	}
	s := arithOf(m)
	for i := range s.ints {
		if n := cap(s.ints[i].Bits()); n > scratchKeepWords {
			t.Errorf("pool entry %d keeps %d words", i, n)
		}
	}
	if s.on || s.used != 0 {
		t.Errorf("the pool is left in use: on %v, used %d", s.on, s.used)
	}
}

func c2(name *engine.Atom, a, b engine.Term) engine.Term { return engine.NewCompound(name, a, b) }
