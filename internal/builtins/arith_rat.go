package builtins

// Rational arithmetic as SWI-Prolog 9 does it with GMP: the evaluable
// functions on rational numbers (1r3), rdiv/2, rational/1,
// rationalize/1, and the exact powers and roots that ** and ^ give on
// them. Mixed with a float, a rational is converted to a float, as an
// integer is; mixed with an integer, the result is exact.

import (
	"math"
	"math/big"

	"github.com/goprolog/goprolog/internal/engine"
)

var (
	atomPreferRationals = engine.Intern("prefer_rationals")
	atomRational        = engine.Intern("rational")
)

// mkRat returns q as a num: an integer when its value is one. q is kept,
// so it must be a value of its own.
func mkRat(q *big.Rat) num {
	if q.IsInt() {
		return mkBig(new(big.Int).Set(q.Num()))
	}
	return num{k: kRat, q: q}
}

// ratOperand returns the integer or rational n as a *big.Rat to be read,
// not modified.
func ratOperand(n num) *big.Rat {
	switch n.k {
	case kInt:
		return new(big.Rat).SetInt64(n.i)
	case kBig:
		return new(big.Rat).SetInt(n.b)
	case kRat:
		return n.q
	}
	return new(big.Rat)
}

// ratFloat is the float nearest to q, ±Inf beyond the float range.
func ratFloat(q *big.Rat) float64 {
	f, _ := q.Float64()
	return f
}

// preferRationals reports whether the flag prefer_rationals is true: the
// division of two integers and an integer to a negative integer power
// are then exact.
func preferRationals(m *engine.Machine) bool {
	return m != nil && m.FlagTable[atomPreferRationals] == engine.AtomTrue
}

// isoFlag reports whether the flag iso is true: / then divides as
// floats, whatever its operands, as in SWI-Prolog.
func isoFlag(m *engine.Machine) bool { return m != nil && m.Flags.ISO }

// ratApply1 applies the unary function id to the rational x where the
// result is not that of x as a float; ok is false for the functions
// whose general code applies (float functions convert x, integer
// functions raise type_error(integer, x)).
func ratApply1(id fnID, x num) (r num, ok bool, err error) {
	q := x.q
	switch id {
	case fnNeg:
		return num{k: kRat, q: new(big.Rat).Neg(q)}, true, nil
	case fnAbs:
		return num{k: kRat, q: new(big.Rat).Abs(q)}, true, nil
	case fnSign:
		return mkInt(int64(q.Sign())), true, nil
	case fnFloat:
		v, err := x.toFloat()
		if err != nil {
			return num{}, true, err
		}
		return mkFloat(v), true, nil
	case fnTruncate, fnFIntPart:
		return mkBig(new(big.Int).Quo(q.Num(), q.Denom())), true, nil
	case fnFloor:
		// Div is Euclidean: with a positive divisor, the floor.
		return mkBig(new(big.Int).Div(q.Num(), q.Denom())), true, nil
	case fnCeiling:
		z := new(big.Int).Neg(q.Num())
		z.Div(z, q.Denom())
		return mkBig(z.Neg(z)), true, nil
	case fnRound, fnInteger:
		// Half away from zero: sign(q) * floor(|q| + 1/2).
		a := new(big.Rat).Abs(q)
		a.Add(a, big.NewRat(1, 2))
		z := new(big.Int).Div(a.Num(), a.Denom())
		if q.Sign() < 0 {
			z.Neg(z)
		}
		return mkBig(z), true, nil
	case fnFFracPart:
		t := new(big.Int).Quo(q.Num(), q.Denom())
		return mkRat(new(big.Rat).Sub(q, new(big.Rat).SetInt(t))), true, nil
	case fnNumerator:
		return mkBig(new(big.Int).Set(q.Num())), true, nil
	case fnDenominator:
		return mkBig(new(big.Int).Set(q.Denom())), true, nil
	}
	return num{}, false, nil
}

// ratApply2 applies the binary function id where x or y is a rational
// and neither is a float; ok is false where the general code applies
// (comparisons, integer functions, float functions).
func ratApply2(m *engine.Machine, id fnID, x, y num) (r num, ok bool, err error) {
	if x.k == kFloat || y.k == kFloat {
		return num{}, false, nil
	}
	a, b := ratOperand(x), ratOperand(y)
	switch id {
	case fnAdd:
		return mkRat(new(big.Rat).Add(a, b)), true, nil
	case fnSub:
		return mkRat(new(big.Rat).Sub(a, b)), true, nil
	case fnMul:
		return mkRat(new(big.Rat).Mul(a, b)), true, nil
	case fnDiv:
		if isoFlag(m) {
			return num{}, false, nil
		}
		if b.Sign() == 0 {
			return num{}, true, zeroDiv(m, fnDiv)
		}
		return mkRat(new(big.Rat).Quo(a, b)), true, nil
	case fnPow, fnCaret:
		r, err := ratPow(m, x, y)
		return r, true, err
	}
	return num{}, false, nil
}

// rdiv is X rdiv Y: the exact quotient of two integers or rationals.
// SWI-Prolog names / in the error of a zero divisor.
func rdiv(m *engine.Machine, x, y num) (num, error) {
	for _, v := range []num{x, y} {
		if v.k == kFloat {
			return num{}, fnError(m, engine.NewCompound(atomTypeErrorA, atomRational, v.term()), fnRdiv)
		}
	}
	if y.sign() == 0 {
		return num{}, zeroDiv(m, fnDiv)
	}
	return mkRat(new(big.Rat).Quo(ratOperand(x), ratOperand(y))), nil
}

// toRational is rational/1 and rationalize/1: a float as the rational of
// its exact value, or as the first convergent of its continued fraction
// that converts back to it; an integer or a rational is itself.
func toRational(id fnID, x num) (num, error) {
	if x.k != kFloat {
		return x, nil
	}
	if math.IsNaN(x.f) {
		return num{}, errUndefined()
	}
	if math.IsInf(x.f, 0) {
		return num{}, engine.EvaluationError("rational_overflow")
	}
	if id == fnRational {
		return mkRat(new(big.Rat).SetFloat64(x.f)), nil
	}
	return mkRat(rationalize(x.f)), nil
}

// rationalize is SWI-Prolog's rationalize/1 of a finite float f: the
// first convergent of the continued fraction of f's exact value that
// converts back to f itself.
func rationalize(f float64) *big.Rat {
	exact := new(big.Rat).SetFloat64(f)
	v, w := new(big.Int).Set(exact.Num()), new(big.Int).Set(exact.Denom())
	m, n := big.NewInt(1), big.NewInt(0) // the convergent before last
	p, q := big.NewInt(0), big.NewInt(1) // the last convergent
	d, u := new(big.Int), new(big.Int)
	for {
		// Floor division: v may be negative, w is positive.
		d.DivMod(v, w, u)
		p.Add(p, new(big.Int).Mul(d, m))
		q.Add(q, new(big.Int).Mul(d, n))
		try := new(big.Rat).SetFrac(p, q)
		if g, _ := try.Float64(); g == f || u.Sign() == 0 {
			return try
		}
		v.Set(w)
		w.Set(u)
		m, p = p, m
		n, q = q, n
	}
}

// ratPow is x ** y and x ^ y where x or y is a rational and neither is a
// float. An integer exponent gives the exact power; a rational exponent
// P/Q gives the exact power when x has an exact Q-th root, else the
// float power, as in SWI-Prolog (4 ** 1r2 is 2, 2 ** 1r2 a float).
// The exponent's float stands for P/Q there.
func ratPow(m *engine.Machine, x, y num) (num, error) {
	if y.isInt() {
		if y.sign() == 0 {
			return mkInt(1), nil
		}
		return ratIntPow(m, ratOperand(x), y)
	}
	// y = p/q with q > 1.
	if x.sign() == 0 {
		if y.sign() < 0 {
			return num{}, zeroDiv(m, fnPow)
		}
		return mkInt(0), nil
	}
	a := ratOperand(x)
	p, q := y.q.Num(), y.q.Denom()
	if q.IsInt64() && q.Int64() <= maxBits {
		k := q.Int64()
		neg := a.Sign() < 0
		if !neg || k%2 == 1 {
			rn, okn := intRoot(new(big.Int).Abs(a.Num()), k)
			rd, okd := intRoot(a.Denom(), k)
			if okn && okd {
				if neg {
					rn.Neg(rn)
				}
				return ratIntPow(m, new(big.Rat).SetFrac(rn, rd), mkBig(new(big.Int).Set(p)))
			}
		}
	}
	u, v, err := floatArgs(x, y)
	if err != nil {
		return num{}, err
	}
	if u < 0 && q.Bit(0) == 1 {
		// An odd root of a negative base is real: (-9) ** 1r3 is
		// -(9 ** 1r3), as in SWI-Prolog.
		r := floatPow(-u, v)
		if p.Bit(0) == 1 {
			r = -r
		}
		return checkFloat(r)
	}
	return checkFloat(floatPow(u, v))
}

// ratIntPow is a to the integer power e (not 0): exact, the reciprocal
// for a negative e.
func ratIntPow(m *engine.Machine, a *big.Rat, e num) (num, error) {
	if a.Sign() == 0 {
		if e.sign() < 0 {
			return num{}, zeroDiv(m, fnPow)
		}
		return mkInt(0), nil
	}
	if a.IsInt() && a.Num().CmpAbs(bigOne) == 0 {
		if a.Sign() > 0 || bigOfShared(e).Bit(0) == 0 {
			return mkInt(1), nil
		}
		return mkInt(-1), nil
	}
	bits := int64(max(a.Num().BitLen(), a.Denom().BitLen()))
	if e.k == kBig || bits > 0 && abs64(e.i) > maxBits/bits {
		return num{}, memoryError()
	}
	k := big.NewInt(abs64(e.i))
	n := new(big.Int).Exp(a.Num(), k, nil)
	d := new(big.Int).Exp(a.Denom(), k, nil)
	if e.i < 0 {
		n, d = d, n
	}
	return mkRat(new(big.Rat).SetFrac(n, d)), nil
}

// intRoot returns the k-th root of a >= 0 (k >= 2) and whether it is
// exact.
func intRoot(a *big.Int, k int64) (*big.Int, bool) {
	if a.Sign() == 0 || a.Cmp(bigOne) == 0 {
		return new(big.Int).Set(a), true
	}
	if k > int64(a.BitLen()) {
		return nil, false
	}
	if k == 2 {
		r := new(big.Int).Sqrt(a)
		return r, new(big.Int).Mul(r, r).Cmp(a) == 0
	}
	// Newton's iteration from above: x' = ((k-1)x + a/x^(k-1)) / k,
	// decreasing to the floor of the root.
	kk := big.NewInt(k)
	km1 := big.NewInt(k - 1)
	x := new(big.Int).Lsh(bigOne, uint((int64(a.BitLen())+k-1)/k))
	for {
		t := new(big.Int).Exp(x, km1, nil)
		t.Quo(a, t)
		t.Add(t, new(big.Int).Mul(km1, x))
		t.Quo(t, kk)
		if t.Cmp(x) >= 0 {
			break
		}
		x = t
	}
	return x, new(big.Int).Exp(x, kk, nil).Cmp(a) == 0
}
