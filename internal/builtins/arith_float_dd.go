package builtins

// Transcendental functions rounded from double-double results. SWI-Prolog
// calls the C library (glibc), whose exp, sin, cos, tan, atan, asin, acos,
// sinh, cosh, tanh, asinh, atan2 and pow are correctly rounded in nearly
// all cases; Go's math package is up to an ulp off in about a quarter of
// its results, which then print differently (sin(1/97.0)). Each function
// here computes about 100 bits and rounds once; an argument it does not
// handle (non-finite, a result near the float range's ends) keeps Go's
// result. glibc's sinh, cosh, tanh, asinh and log10 are fdlibm's
// formulas over those, followed here.

import (
	"math"
	"math/big"
	"sync"
)

// ddPi is π in double-double.
var (
	ddPi     = dd{0x1.921fb54442d18p+1, 0x1.1a62633145c07p-53}
	ddHalfPi = dd{0x1.921fb54442d18p+0, 0x1.1a62633145c07p-54}
)

// bigHalfPi is π/2 to 1300 bits, for reducing the argument of sin, cos
// and tan: enough for any finite float.
var bigHalfPi = sync.OnceValue(func() *big.Float {
	const prec = 1300
	// Machin: π/4 = 4·atan(1/5) − atan(1/239).
	atanInv := func(n int64) *big.Float {
		x := new(big.Float).SetPrec(prec).Quo(big.NewFloat(1).SetPrec(prec), new(big.Float).SetPrec(prec).SetInt64(n))
		x2 := new(big.Float).SetPrec(prec).Mul(x, x)
		sum := new(big.Float).SetPrec(prec).Set(x)
		term := new(big.Float).SetPrec(prec).Set(x)
		for k := int64(3); ; k += 2 {
			term.Mul(term, x2)
			t := new(big.Float).SetPrec(prec).Quo(term, new(big.Float).SetPrec(prec).SetInt64(k))
			if t.MantExp(nil) < -prec-10 {
				break
			}
			if (k/2)%2 == 1 {
				sum.Sub(sum, t)
			} else {
				sum.Add(sum, t)
			}
		}
		return sum
	}
	a := atanInv(5)
	a.Mul(a, big.NewFloat(4).SetPrec(prec))
	a.Sub(a, atanInv(239))
	return a.Mul(a, big.NewFloat(2).SetPrec(prec)) // 4·(π/4)/2
})

// invFactorials holds 1/n! in double-double for n up to 40, the
// coefficients of the series of exp, sin and cos.
var invFactorials = sync.OnceValue(func() []dd {
	const prec = 200
	inv := make([]dd, 41)
	f := new(big.Float).SetPrec(prec).SetInt64(1)
	for n := range inv {
		if n > 0 {
			f.Mul(f, new(big.Float).SetPrec(prec).SetInt64(int64(n)))
		}
		q := new(big.Float).SetPrec(prec).Quo(big.NewFloat(1).SetPrec(prec), f)
		hi, _ := q.Float64()
		lo, _ := q.Sub(q, big.NewFloat(hi)).Float64()
		inv[n] = dd{hi, lo}
	}
	return inv
})

// halfPiTail is π/2 − ddHalfPi, the bits of π/2 past double-double.
var halfPiTail = sync.OnceValue(func() float64 {
	hp := bigHalfPi()
	t := new(big.Float).SetPrec(hp.Prec()).Sub(hp, big.NewFloat(ddHalfPi.hi))
	t.Sub(t, big.NewFloat(ddHalfPi.lo))
	f, _ := t.Float64()
	return f
})

func (a dd) neg() dd        { return dd{-a.hi, -a.lo} }
func (a dd) sub(b dd) dd    { return a.add(b.neg()) }
func (a dd) float() float64 { return a.hi + a.lo }
func (a dd) scale(k int) dd { return dd{math.Ldexp(a.hi, k), math.Ldexp(a.lo, k)} }

// sqrt is the square root of a non-negative a, by one Newton step from
// the float square root.
func (a dd) sqrt() dd {
	if a.hi <= 0 {
		return dd{}
	}
	s := math.Sqrt(a.hi)
	r := a.sub(dd{s, 0}.mul(dd{s, 0}))
	return quickTwoSum(s, r.hi/(2*s))
}

// ddExp is e^x for a double-double x whose result is a normal float.
func ddExp(x dd) dd {
	m, k := ddExpParts(x)
	return m.scale(k)
}

// roundedExp is e^x rounded to a float, for e^x within the normal
// floats or past the largest (+Inf): the mantissa is rounded before it
// is scaled, which is then exact.
func roundedExp(x dd) float64 {
	m, k := ddExpParts(x)
	return math.Ldexp(m.float(), k)
}

// ddExpParts returns m and k with e^x = m·2^k: x = k·ln2 + r, m =
// e^(r/256) by its series, squared 8 times.
func ddExpParts(x dd) (dd, int) {
	k := math.Round(x.hi / math.Ln2)
	r := x.sub(ddLn2.mul(dd{k, 0})).scale(-8)
	inv := invFactorials()
	// |r| < 2^-9: 13 terms reach 2^-130.
	sum := inv[13]
	for i := 12; i >= 0; i-- {
		sum = sum.mul(r).add(inv[i])
	}
	for i := 0; i < 8; i++ {
		sum = sum.mul(sum)
	}
	return sum, int(k)
}

// ddLog is the natural logarithm of a positive double-double a.
func ddLog(a dd) dd {
	return ddLogRaw(a.hi).add(dd{a.lo / a.hi, 0})
}

// ddSinCos is sin r and cos r for |r| <= π/4, by their series.
func ddSinCos(r dd) (sin, cos dd) {
	// |r| <= π/4: the terms up to r^27/27! and r^26/26! reach 2^-110.
	inv := invFactorials()
	r2 := r.mul(r)
	s, c := inv[27], inv[26]
	for i := 25; i >= 1; i -= 2 {
		// Horner's rule on the alternating series: 1/i! − r²·(...).
		s, c = inv[i].sub(s.mul(r2)), inv[i-1].sub(c.mul(r2))
	}
	return s.mul(r), c
}

// reduceHalfPi returns r and k mod 4 with x = k·π/2 + r, |r| <= π/4.
func reduceHalfPi(x float64) (dd, int) {
	if math.Abs(x) <= math.Pi/4 {
		return dd{x, 0}, 0
	}
	hp := bigHalfPi()
	if math.Abs(x) < 0x1p20 {
		k := math.Round(x / (math.Pi / 2))
		// x − k·π/2 with π/2 in three parts; a remainder that lost too
		// many bits to cancellation is taken again in big precision.
		r := dd{x, 0}.sub(ddHalfPi.mul(dd{k, 0})).sub(dd{k * halfPiTail(), 0})
		if math.Abs(r.hi) > math.Abs(x)*0x1p-20 {
			return r, int(int64(k) & 3)
		}
	}
	prec := hp.Prec()
	bx := new(big.Float).SetPrec(prec).SetFloat64(x)
	q := new(big.Float).SetPrec(prec).Quo(bx, hp)
	ki, _ := q.Int(nil)
	// Round to nearest: the integer part, then one more if the rest is
	// past a half.
	kf := new(big.Float).SetPrec(prec).SetInt(ki)
	rest := new(big.Float).SetPrec(prec).Sub(q, kf)
	half := big.NewFloat(0.5)
	if rest.Cmp(half) > 0 {
		ki.Add(ki, big.NewInt(1))
	} else if rest.Cmp(new(big.Float).Neg(half)) < 0 {
		ki.Sub(ki, big.NewInt(1))
	}
	kf.SetInt(ki)
	r := new(big.Float).SetPrec(prec).Sub(bx, kf.Mul(kf, hp))
	hi, _ := r.Float64()
	lo, _ := r.Sub(r, new(big.Float).SetPrec(prec).SetFloat64(hi)).Float64()
	return dd{hi, lo}, int(new(big.Int).And(ki, big.NewInt(3)).Int64())
}

// crSin, crCos and crTan are sin, cos and tan rounded from double-double.
func crSin(x float64) float64 {
	if math.IsInf(x, 0) || math.IsNaN(x) || math.Abs(x) < 0x1p-26 {
		return math.Sin(x)
	}
	r, k := reduceHalfPi(x)
	s, c := ddSinCos(r)
	switch k {
	case 1:
		return c.float()
	case 2:
		return -s.float()
	case 3:
		return -c.float()
	}
	return s.float()
}

func crCos(x float64) float64 {
	if math.IsInf(x, 0) || math.IsNaN(x) {
		return math.Cos(x)
	}
	r, k := reduceHalfPi(x)
	s, c := ddSinCos(r)
	switch k {
	case 1:
		return -s.float()
	case 2:
		return -c.float()
	case 3:
		return s.float()
	}
	return c.float()
}

func crTan(x float64) float64 {
	if math.IsInf(x, 0) || math.IsNaN(x) || math.Abs(x) < 0x1p-26 {
		return math.Tan(x)
	}
	r, k := reduceHalfPi(x)
	s, c := ddSinCos(r)
	if k&1 == 1 {
		return c.div(s).neg().float()
	}
	return s.div(c).float()
}

// ddAtan is atan of a double-double a, by a Newton step on tan from Go's
// atan: y − (sin y − a·cos y)·cos y, for |a| <= 1; past 1 it is
// ±π/2 − atan(1/a), away from tan's pole.
func ddAtan(a dd) dd {
	if math.Abs(a.hi) > 1 {
		r := ddAtan(dd{1, 0}.div(a))
		if a.hi > 0 {
			return ddHalfPi.sub(r)
		}
		return ddHalfPi.neg().sub(r)
	}
	y := dd{math.Atan(a.hi), 0}
	r, k := reduceHalfPi(y.hi)
	s, c := ddSinCos(r)
	switch k { // y is within ±π/2: k is 0, 1 or 3
	case 1:
		s, c = c, s.neg()
	case 3:
		s, c = c.neg(), s
	}
	return y.sub(s.sub(a.mul(c)).mul(c))
}

// crAtan is atan rounded from double-double.
func crAtan(x float64) float64 {
	if math.IsInf(x, 0) || math.IsNaN(x) || math.Abs(x) < 0x1p-26 || math.Abs(x) > 0x1p900 {
		return math.Atan(x)
	}
	return ddAtan(dd{x, 0}).float()
}

// crAtan2 is atan2 rounded from double-double.
func crAtan2(y, x float64) float64 {
	if y == 0 || x == 0 || math.IsInf(x, 0) || math.IsInf(y, 0) || math.IsNaN(x) || math.IsNaN(y) {
		return math.Atan2(y, x)
	}
	q := dd{y, 0}.div(dd{x, 0})
	if aq := math.Abs(q.hi); aq < 0x1p-900 || aq > 0x1p900 {
		return math.Atan2(y, x)
	}
	a := ddAtan(q)
	if x < 0 {
		if y > 0 {
			a = a.add(ddPi)
		} else {
			a = a.sub(ddPi)
		}
	}
	return a.float()
}

// crAsin and crAcos are asin and acos rounded from double-double, as
// atan(x/√(1−x²)) and 2·atan(√((1−x)/(1+x))).
func crAsin(x float64) float64 {
	if !(math.Abs(x) < 1) || math.Abs(x) < 0x1p-26 {
		return math.Asin(x)
	}
	one := dd{1, 0}
	d := one.sub(dd{x, 0}).mul(one.add(dd{x, 0})).sqrt()
	return ddAtan(dd{x, 0}.div(d)).float()
}

func crAcos(x float64) float64 {
	if !(math.Abs(x) < 1) {
		return math.Acos(x)
	}
	one := dd{1, 0}
	t := one.sub(dd{x, 0}).div(one.add(dd{x, 0})).sqrt()
	return ddAtan(t).scale(1).float()
}

// crExp is exp rounded from double-double.
func crExp(x float64) float64 {
	if !(x > -708 && x < 710) || math.Abs(x) < 0x1p-30 {
		return math.Exp(x) // a subnormal result, an overflow, or 1
	}
	return roundedExp(dd{x, 0})
}

// fdSinh, fdCosh, fdTanh, fdAsinh and fdLog10 are glibc's sinh, cosh,
// tanh, asinh and log10, which are fdlibm's: built on expm1 and log1p
// (Go's are ports of the same code) and on exp and log, correctly
// rounded here as glibc's are. Their results are not always correctly
// rounded, and SWI-Prolog prints the ones glibc gives.
func fdSinh(x float64) float64 {
	ax := math.Abs(x)
	if ax < 0x1p-28 {
		return x
	}
	if !(ax <= 710.4758600739439) {
		return math.Sinh(x) // ±Inf or NaN
	}
	h := 0.5
	if x < 0 {
		h = -h
	}
	if ax < 22 {
		t := math.Expm1(ax)
		if ax < 1 {
			return h * (2.0*t - t*t/(t+1))
		}
		return h * (t + t/(t+1))
	}
	if ax < 709.782712893384 {
		return h * crExp(ax)
	}
	w := crExp(0.5 * ax) // e^|x| overflows, its half does not
	return h * w * w
}

func fdCosh(x float64) float64 {
	ax := math.Abs(x)
	if !(ax <= 710.4758600739439) {
		return math.Cosh(x) // +Inf or NaN
	}
	switch {
	case ax < 0.5*math.Ln2:
		t := math.Expm1(ax)
		w := 1 + t
		if ax < 0x1p-55 {
			return w
		}
		return 1 + (t*t)/(w+w)
	case ax < 22:
		t := crExp(ax)
		return 0.5*t + 0.5/t
	case ax < 709.782712893384:
		return 0.5 * crExp(ax)
	}
	w := crExp(0.5 * ax)
	return 0.5 * w * w
}

func fdTanh(x float64) float64 {
	ax := math.Abs(x)
	if math.IsNaN(x) || ax < 0x1p-55 {
		return math.Tanh(x)
	}
	var z float64
	switch {
	case ax >= 22:
		z = 1
	case ax >= 1:
		t := math.Expm1(2 * ax)
		z = 1 - 2/(t+2)
	default:
		t := math.Expm1(-2 * ax)
		z = -t / (t + 2)
	}
	if x < 0 {
		return -z
	}
	return z
}

func fdAsinh(x float64) float64 {
	ax := math.Abs(x)
	if math.IsInf(x, 0) || math.IsNaN(x) || ax < 0x1p-28 {
		return math.Asinh(x)
	}
	var w float64
	switch {
	case ax > 0x1p28:
		w = accurateLog(ax, dd{1, 0}) + math.Ln2
	case ax > 2:
		w = accurateLog(2*ax+1/(math.Sqrt(x*x+1)+ax), dd{1, 0})
	default:
		t := x * x
		w = math.Log1p(ax + t/(1+math.Sqrt(1+t)))
	}
	if x < 0 {
		return -w
	}
	return w
}

// fdAcosh is glibc's acosh (fdlibm's e_acosh.c), whose logarithms are
// glibc's log, correctly rounded (accurateLog): Go's math.Acosh, the
// same formulas over Go's log, is an ulp away at acosh(3).
func fdAcosh(x float64) float64 {
	switch {
	case math.IsNaN(x) || x < 1:
		return math.NaN()
	case x == 1:
		return 0
	case math.IsInf(x, 1):
		return x
	case x >= 0x1p28:
		return accurateLog(x, dd{1, 0}) + math.Ln2
	case x > 2:
		return accurateLog(2*x-1/(x+math.Sqrt(x*x-1)), dd{1, 0})
	}
	t := x - 1
	return math.Log1p(t + math.Sqrt(2*t+t*t))
}

func fdLog10(x float64) float64 {
	if !(x > 0) || math.IsInf(x, 0) {
		return math.Log10(x)
	}
	const (
		ivln10    = 4.34294481903251816668e-01
		log10_2hi = 3.01029995663611771306e-01
		log10_2lo = 3.69423907715893078616e-13
	)
	k := 0
	if x < 0x1p-1022 {
		k -= 54
		x *= 0x1p54
	}
	bits := math.Float64bits(x)
	hx := int32(bits >> 32)
	k += int(hx>>20) - 1023
	i := 0
	if k < 0 {
		i = 1
	}
	hx = (hx & 0x000fffff) | int32((0x3ff-i)<<20)
	y := float64(k + i)
	x = math.Float64frombits(uint64(uint32(hx))<<32 | bits&0xffffffff)
	z := y*log10_2lo + ivln10*accurateLog(x, dd{1, 0})
	return z + y*log10_2hi
}

// crPow is x**y for a positive finite x and a finite y that is no
// integer, rounded from double-double: exp(y·log x).
func crPow(x, y float64) float64 {
	if !(x > 0) || math.IsInf(x, 0) || math.IsInf(y, 0) || math.IsNaN(y) || x == 1 {
		return math.Pow(x, y)
	}
	e := ddLogRaw(x).mul(dd{y, 0})
	if !(e.hi > -708 && e.hi < 710) {
		return math.Pow(x, y)
	}
	return roundedExp(e)
}
