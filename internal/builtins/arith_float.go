package builtins

// Floating-point functions whose results SWI-Prolog gets right to the
// last bit: ** and ^ on floats, and logarithms in double-double
// precision.

import "math"

// floatPow is math.Pow, made correctly rounded for integral exponents:
// Go's Pow can be several ulps off (1.1**10), while SWI-Prolog uses the C
// library's pow, whose results are correctly rounded. The integral case is
// computed by repeated squaring in double-double arithmetic.
func floatPow(x, y float64) float64 {
	if y != math.Trunc(y) {
		return crPow(x, y)
	}
	if math.Abs(y) > 1<<30 || x == 0 || math.IsInf(x, 0) || math.IsNaN(x) {
		return math.Pow(x, y)
	}
	n := int64(math.Abs(y))
	rh, rl := 1.0, 0.0
	bh, bl := x, 0.0
	for n > 0 {
		if n&1 == 1 {
			rh, rl = ddMul(rh, rl, bh, bl)
		}
		n >>= 1
		if n > 0 {
			bh, bl = ddMul(bh, bl, bh, bl)
		}
	}
	if math.IsInf(rh, 0) || math.IsNaN(rh) || rh == 0 || math.Abs(rh) < 0x1p-960 {
		return math.Pow(x, y)
	}
	if y < 0 {
		// 1/(rh+rl) to double precision, with one correction step.
		q := 1 / rh
		r := math.FMA(-q, rh, 1) - q*rl
		return q + r*q
	}
	return rh + rl
}

// dd is a double-double number hi+lo, about 106 bits of precision: enough
// to round logarithms correctly where Go's math.Log is an ulp off the C
// library that SWI-Prolog uses.
type dd struct{ hi, lo float64 }

var (
	ddLn2  = dd{0x1.62e42fefa39efp-1, 0x1.abc9e3b39803fp-56}
	ddLn10 = ddLogRaw(10)
)

func twoSum(a, b float64) dd {
	s := a + b
	bb := s - a
	return dd{s, (a - (s - bb)) + (b - bb)}
}

func quickTwoSum(a, b float64) dd {
	s := a + b
	return dd{s, b - (s - a)}
}

func (a dd) add(b dd) dd {
	s := twoSum(a.hi, b.hi)
	return quickTwoSum(s.hi, s.lo+a.lo+b.lo)
}

func (a dd) mul(b dd) dd {
	h, l := ddMul(a.hi, a.lo, b.hi, b.lo)
	return dd{h, l}
}

func (a dd) div(b dd) dd {
	q1 := a.hi / b.hi
	r := a.add(b.mul(dd{-q1, 0}))
	q2 := r.hi / b.hi
	r = r.add(b.mul(dd{-q2, 0}))
	q3 := r.hi / b.hi
	q := quickTwoSum(q1, q2)
	return q.add(dd{q3, 0})
}

// ddLogRaw is the natural logarithm of a positive finite x in
// double-double: x = m·2^k with m near 1, log m by the atanh series.
func ddLogRaw(x float64) dd {
	m, k := math.Frexp(x)
	if m < math.Sqrt2/2 {
		m *= 2
		k--
	}
	s := dd{m - 1, 0}.div(twoSum(m, 1))
	s2 := s.mul(s)
	sum, t := s, s
	for i := 3; i < 200; i += 2 {
		t = t.mul(s2)
		term := t.div(dd{float64(i), 0})
		sum = sum.add(term)
		if math.Abs(term.hi) < math.Abs(sum.hi)*0x1p-110 {
			break
		}
	}
	sum = sum.add(sum)
	return sum.add(ddLn2.mul(dd{float64(k), 0}))
}

// accurateLog is log(x)/base for base ln(b), rounded from double-double.
func accurateLog(x float64, base dd) float64 {
	if !(x > 0) || math.IsInf(x, 0) {
		return math.Log(x)
	}
	r := ddLogRaw(x).div(base)
	return r.hi + r.lo
}

// ddMul multiplies two double-double numbers.
func ddMul(ah, al, bh, bl float64) (float64, float64) {
	p := ah * bh
	e := math.FMA(ah, bh, -p)
	e += ah*bl + al*bh
	h := p + e
	return h, e - (h - p)
}
