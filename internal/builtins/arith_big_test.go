package builtins

import (
	"math"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/goprolog/goprolog/internal/engine"
)

// refIntOp is an independent statement of SWI-Prolog's integer
// operators: // truncates, div floors, rem takes the dividend's sign and
// mod the divisor's.
func refIntOp(op string, x, y *big.Int) *big.Int {
	z := new(big.Int)
	switch op {
	case "+":
		return z.Add(x, y)
	case "-":
		return z.Sub(x, y)
	case "*":
		return z.Mul(x, y)
	case "//":
		return z.Quo(x, y)
	case "rem":
		return z.Rem(x, y)
	case "div":
		q, r := z.QuoRem(x, y, new(big.Int))
		if r.Sign() != 0 && r.Sign() != y.Sign() {
			q.Sub(q, big.NewInt(1))
		}
		return q
	case "mod":
		r := z.Rem(x, y)
		if r.Sign() != 0 && r.Sign() != y.Sign() {
			r.Add(r, y)
		}
		return r
	}
	panic(op)
}

func arBigStr(s string) *big.Int {
	b, ok := new(big.Int).SetString(s, 0)
	if !ok {
		panic(s)
	}
	return b
}

// arBigTerm makes a fresh term for b, normalised as the reader would.
func arBigTerm(b *big.Int) engine.Term {
	return engine.MakeBig(new(big.Int).Set(b))
}

// TestBigSmallArith runs big op small (and small op big) through is/2
// for every sign combination and compares with refIntOp, including results
// that fall back into the int64 range, which must come back as Int.
func TestBigSmallArith(t *testing.T) {
	fact := big.NewInt(1)
	for i := int64(2); i <= 300; i++ {
		fact.Mul(fact, big.NewInt(i))
	}
	bigs := []*big.Int{
		arBigStr("9223372036854775808"),  // 2^63: the smallest positive big
		arBigStr("-9223372036854775809"), // -2^63-1: the largest negative big
		arBigStr("18446744073709551616"), // 2^64
		arBigStr("18446744073709551615"),
		arBigStr("-18446744073709551616"),
		arBigStr("0x7fffffffffffffffffffffffffffffff"),
		arBigStr("-170141183460469231731687303715884105727"),
		new(big.Int).Mul(big.NewInt(10), new(big.Int).Lsh(big.NewInt(1), 100)), // divisible by 10
		new(big.Int).Neg(new(big.Int).Lsh(big.NewInt(5), 90)),
		fact,
		new(big.Int).Neg(fact),
		new(big.Int).Add(fact, big.NewInt(1)),
	}
	smalls := []int64{1, -1, 2, -2, 3, -3, 7, -7, 10, -10, 1000000007, -1000000007,
		1 << 32, -(1 << 32), math.MaxInt64, -math.MaxInt64, math.MinInt64}
	ops := []string{"+", "-", "*", "//", "mod", "rem", "div"}
	m := arMachine()
	check := func(op string, xt, yt engine.Term, want *big.Int) {
		t.Helper()
		expr := engine.NewCompound(engine.Intern(op), xt, yt)
		got, err := Eval(m, expr)
		if err != nil {
			t.Fatalf("%s: %v", arShow(expr), err)
		}
		var gb *big.Int
		switch g := got.(type) {
		case engine.Int:
			gb = big.NewInt(int64(g))
		case *engine.BigInt:
			gb = g.Big()
			if gb.IsInt64() {
				t.Errorf("%s = %v: a BigInt that fits int64", arShow(expr), gb)
			}
		default:
			t.Fatalf("%s = %s: not an integer", arShow(expr), arShow(got))
		}
		if gb.Cmp(want) != 0 {
			t.Errorf("%s = %v, want %v", arShow(expr), gb, want)
		}
	}
	for _, x := range bigs {
		// One term per value, shared by all the operations on it, as in
		// a loop taking N mod D and N // D: this exercises the memo of
		// the last division.
		xt := arBigTerm(x)
		for _, op := range ops {
			for _, y := range smalls {
				yb := big.NewInt(y)
				yt := engine.MakeInt(y)
				check(op, xt, yt, refIntOp(op, x, yb))
				if op == "+" || op == "-" || op == "*" {
					check(op, yt, xt, refIntOp(op, yb, x))
				}
			}
			for _, y := range bigs {
				check(op, xt, arBigTerm(y), refIntOp(op, x, y))
			}
		}
		// The memo in both orders and with alternating divisors.
		for _, y := range []int64{10, 10, -10, 10, 3, 10} {
			yb := big.NewInt(y)
			for _, op := range []string{"mod", "//", "rem", "div", "//", "mod"} {
				check(op, xt, engine.MakeInt(y), refIntOp(op, x, yb))
			}
		}
	}
}

// TestBigDivExact covers / on a big dividend and an int64 divisor: an
// integer when exact, else a float.
func TestBigDivExact(t *testing.T) {
	m := arMachine()
	two100 := arBigTerm(new(big.Int).Lsh(big.NewInt(1), 100))
	tests := []struct {
		expr engine.Term
		want string
	}{
		{arC("/", two100, 4), "316912650057057350374175801344"},
		{arC("/", two100, -4), "-316912650057057350374175801344"},
		{arC("/", two100, 3), "4.2255020007607644e+29"},
		{arC("/", arC("*", two100, 3), 3), "1267650600228229401496703205376"},
		{arC("/", arBigTerm(arBigStr("18446744073709551616")), 4), "4611686018427387904"},
		{arC("/", arBigTerm(arBigStr("9223372036854775808")), -1), "-9223372036854775808"},
	}
	for _, tt := range tests {
		if got := arEval(m, tt.expr); got != tt.want {
			t.Errorf("%s = %s, want %s", arShow(tt.expr), got, tt.want)
		}
	}
}

// TestBigCompareInt covers comparisons of a big integer with an int64,
// decided by the big one's sign.
func TestBigCompareInt(t *testing.T) {
	m := arMachine()
	pos := arBigTerm(arBigStr("9223372036854775808"))
	neg := arBigTerm(arBigStr("-9223372036854775809"))
	tests := []struct {
		goal engine.Term
		want string
	}{
		{arC(">", pos, math.MaxInt64), "true"},
		{arC("<", neg, math.MinInt64), "true"},
		{arC(">", pos, neg), "true"},
		{arC("=:=", pos, arBigTerm(arBigStr("9223372036854775808"))), "true"},
		{arC("<", 0, pos), "true"},
		{arC(">", -5, neg), "true"},
		{arC("=:=", pos, math.MaxInt64), "fail"},
		{arC(`=\=`, neg, 0), "true"},
		{arC(">=", neg, -1), "fail"},
		{arC("=<", pos, 1), "fail"},
	}
	for _, tt := range tests {
		if got := arRun(m, tt.goal, nil); got != tt.want {
			t.Errorf("%s: %s, want %s", arShow(tt.goal), got, tt.want)
		}
	}
}

// BenchmarkBigDigitLoop is the digit loop of bench/programs/bigint.pl: N
// mod 10 and N // 10 of the same big N.
func BenchmarkBigDigitLoop(b *testing.B) {
	f := big.NewInt(1)
	for i := int64(2); i <= 1000; i++ {
		f.Mul(f, big.NewInt(i))
	}
	m := arMachine()
	ten := engine.MakeInt(10)
	for b.Loop() {
		n := arBigTerm(f)
		for {
			if _, ok := n.(engine.Int); ok {
				break
			}
			if _, err := Eval(m, engine.NewCompound(engine.Intern("mod"), n, ten)); err != nil {
				b.Fatal(err)
			}
			q, err := Eval(m, engine.NewCompound(engine.Intern("//"), n, ten))
			if err != nil {
				b.Fatal(err)
			}
			n = q
		}
	}
}

// BenchmarkBigMulSmall is the factorial loop's F*N.
func BenchmarkBigMulSmall(b *testing.B) {
	m := arMachine()
	for b.Loop() {
		f := engine.Term(engine.MakeInt(1))
		for i := int64(1); i <= 1000; i++ {
			r, err := Eval(m, engine.NewCompound(atomStar, f, engine.MakeInt(i)))
			if err != nil {
				b.Fatal(err)
			}
			f = r
		}
	}
}

// TestPowSteps: the power by squaring that a huge power runs under
// engine.PolledStoppable equals math/big's, and gives up at the first
// step once its result is no longer wanted.
func TestPowSteps(t *testing.T) {
	never := func() bool { return false }
	for _, tc := range []struct {
		base int64
		y    int64
	}{{7, 1}, {7, 2}, {7, 3}, {-3, 5}, {-3, 6}, {2, 64}, {12345, 1000}, {-1, 99999}, {3, 1<<17 - 1}, {-12345, 1<<16 + 5}} {
		want := new(big.Int).Exp(big.NewInt(tc.base), big.NewInt(tc.y), nil)
		z := new(big.Int)
		got := powSteps(z, new(big.Int), big.NewInt(tc.base), tc.y, never)
		if got.Cmp(want) != 0 {
			t.Errorf("powSteps(%d, %d) = %v, want %v", tc.base, tc.y, got, want)
		}
		if got != z {
			t.Errorf("powSteps(%d, %d): the result is not in z", tc.base, tc.y)
		}
	}
	// Through is/2, past toomPowBits.
	m := arMachine()
	x := arBigTerm(arBigStr("123456789123456789123456789"))
	want := new(big.Int).Exp(arBigStr("123456789123456789123456789"), big.NewInt(3000), nil)
	if got, err := Eval(m, arC("^", x, 3000)); err != nil || CompareNumbers(got, arBigTerm(want)) != 0 {
		t.Errorf("123456789123456789123456789^3000: wrong power (%v)", err)
	}
	steps := 0
	stopAfterTwo := func() bool { steps++; return steps > 2 }
	if got := powSteps(new(big.Int), new(big.Int), big.NewInt(7), 1<<40, stopAfterTwo); got != nil || steps != 3 {
		t.Errorf("stopped power: %v after %d questions, want nil after 3", got, steps)
	}
}

// TestBigBigDivision runs //, mod, rem and div on big operands of 2 to
// 210 words in every sign combination through is/2 and compares with
// refIntOp: divisors below bignat.DivMaxWords take the prepared
// schoolbook division (bigDivide), the same divisor again and again as
// in a modular loop, and then a new one.
func TestBigBigDivision(t *testing.T) {
	rnd := rand.New(rand.NewPCG(9, 10))
	randBig := func(n int) *big.Int {
		ws := make([]big.Word, n)
		for i := range ws {
			switch rnd.IntN(6) {
			case 0:
				ws[i] = ^big.Word(0)
			case 1:
				ws[i] = 0
			default:
				ws[i] = big.Word(rnd.Uint64())
			}
		}
		ws[n-1] |= 1
		return new(big.Int).SetBits(ws)
	}
	m := arMachine()
	for _, n := range []int{2, 3, 5, 14, 20, 39, 40, 45, 150, 199, 200, 210} {
		for range 4 {
			y := randBig(n)
			for _, extra := range []int{0, 0, 1, 3, 30} {
				x := randBig(n + extra)
				if extra == 0 && rnd.IntN(2) == 0 {
					// A dividend just above the divisor: a quotient of
					// one, a remainder that fits int64.
					x.Add(y, big.NewInt(rnd.Int64N(1000)))
				}
				for _, sx := range []int{1, -1} {
					for _, sy := range []int{1, -1} {
						xs, ys := new(big.Int).Mul(x, big.NewInt(int64(sx))), new(big.Int).Mul(y, big.NewInt(int64(sy)))
						for _, op := range []string{"//", "mod", "rem", "div"} {
							expr := engine.NewCompound(engine.Intern(op), arBigTerm(xs), arBigTerm(ys))
							got, err := Eval(m, expr)
							if err != nil {
								t.Fatalf("%s: %v", arShow(expr), err)
							}
							want := refIntOp(op, xs, ys)
							if CompareNumbers(got, arBigTerm(want)) != 0 {
								t.Fatalf("%s = %s, want %v", arShow(expr), arShow(got), want)
							}
						}
					}
				}
			}
		}
	}
}
