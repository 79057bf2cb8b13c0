package builtins

// The evaluable functions of two arguments, and the shifts and powers of
// integers they rest on.

import (
	"math"
	"math/big"

	"github.com/goprolog/goprolog/internal/engine"
)

func apply2(m *engine.Machine, id fnID, x, y num) (num, error) {
	if x.k == kRat || y.k == kRat {
		if r, ok, err := ratApply2(m, id, x, y); ok {
			return r, err
		}
	}
	switch id {
	case fnRdiv:
		return rdiv(m, x, y)
	case fnAdd, fnSub, fnMul:
		if x.k == kInt && y.k == kInt {
			var op *engine.Atom
			switch id {
			case fnAdd:
				op = engine.AtomPlus
			case fnSub:
				op = engine.AtomMinus
			default:
				op = atomStar
			}
			if r, ok := engine.SmallIntOp(op, x.i, y.i); ok {
				return mkInt(r), nil
			}
		}
		if x.isInt() && y.isInt() {
			if id == fnMul && x.k == kBig && y.k == kBig {
				return bigMul(m, x.b, y.b)
			}
			return bigAddSubMul(m, id, x, y), nil
		}
		a, b, err := floatArgs(x, y)
		if err != nil {
			return num{}, err
		}
		switch id {
		case fnAdd:
			return checkFloat(a + b)
		case fnSub:
			return checkFloat(a - b)
		}
		return checkFloat(a * b)
	case fnDiv:
		if x.isInt() && y.isInt() && !isoFlag(m) {
			if y.sign() == 0 {
				return num{}, zeroDiv(m, id)
			}
			if x.k == kInt && y.k == kInt {
				if x.i%y.i == 0 {
					if x.i == math.MinInt64 && y.i == -1 {
						return mkBig(new(big.Int).Neg(big.NewInt(x.i))), nil
					}
					return mkInt(x.i / y.i), nil
				}
			} else if x.k == kBig && y.k == kInt {
				if q, r := arithOf(m).divSmall(x.b, y.i); r == 0 {
					return q, nil
				}
			} else {
				s := arithOf(m)
				q := s.res()
				q.QuoRem(operand(x, &s.a), operand(y, &s.b), &s.r)
				if s.r.Sign() == 0 {
					return mkBig(q), nil
				}
			}
			if preferRationals(m) {
				return mkRat(new(big.Rat).SetFrac(new(big.Int).Set(bigOfShared(x)), new(big.Int).Set(bigOfShared(y)))), nil
			}
		}
		a, b, err := floatArgs(x, y)
		if err != nil {
			return num{}, err
		}
		if b == 0 {
			if a == 0 || math.IsNaN(a) {
				return num{}, errUndefined()
			}
			if math.IsInf(a, 0) {
				// SWI-Prolog checks an infinite dividend first.
				return num{}, errOverflow()
			}
			return num{}, zeroDiv(m, id)
		}
		return checkFloat(a / b)
	case fnIntDiv, fnMod, fnRem, fnFloorDiv:
		if err := requireInt(m, id, x, y); err != nil {
			return num{}, err
		}
		if y.sign() == 0 {
			return num{}, zeroDiv(m, id)
		}
		if x.k == kInt && y.k == kInt {
			a, b := x.i, y.i
			switch id {
			case fnIntDiv:
				if a == math.MinInt64 && b == -1 {
					break
				}
				return mkInt(a / b), nil
			case fnRem:
				return mkInt(a % b), nil
			case fnMod:
				r := a % b
				if r != 0 && (r < 0) != (b < 0) {
					r += b
				}
				return mkInt(r), nil
			case fnFloorDiv:
				if a == math.MinInt64 && b == -1 {
					break
				}
				q := a / b
				if (a%b != 0) && ((a < 0) != (b < 0)) {
					q--
				}
				return mkInt(q), nil
			}
		}
		if x.k == kBig && y.k == kInt {
			q, r := arithOf(m).divSmall(x.b, y.i)
			adjust := r != 0 && (r < 0) != (y.i < 0)
			switch id {
			case fnIntDiv:
				return q, nil
			case fnRem:
				return mkInt(r), nil
			case fnMod:
				if adjust {
					r += y.i
				}
				return mkInt(r), nil
			}
			if adjust {
				return apply2(m, fnSub, q, mkInt(1))
			}
			return q, nil
		}
		// Both halves of the division go to big.Ints of their own:
		// math/big's Quo and Rem would allocate the other half.
		s := arithOf(m)
		a, b := operand(x, &s.a), operand(y, &s.b)
		if r, ok := s.bigDivide(id, a, b); ok {
			return r, nil
		}
		switch id {
		case fnIntDiv:
			q := s.res()
			q.QuoRem(a, b, &s.r)
			return mkBig(q), nil
		case fnRem:
			r := s.res()
			s.q.QuoRem(a, b, r)
			return mkBig(r), nil
		case fnMod:
			r := s.res()
			s.q.QuoRem(a, b, r)
			if r.Sign() != 0 && r.Sign() != b.Sign() {
				r.Add(r, b)
			}
			return mkBig(r), nil
		}
		q := s.res()
		q.QuoRem(a, b, &s.r)
		if s.r.Sign() != 0 && (a.Sign() < 0) != (b.Sign() < 0) {
			q.Sub(q, bigOne)
		}
		return mkBig(q), nil
	case fnMin, fnMax:
		if x.k == kFloat && math.IsNaN(x.f) {
			return y, nil
		}
		if y.k == kFloat && math.IsNaN(y.f) {
			return x, nil
		}
		c := cmpNum(x, y)
		if zx, zy := x.k == kFloat && x.f == 0 && math.Signbit(x.f), y.k == kFloat && y.f == 0 && math.Signbit(y.f); c == 0 && zx != zy {
			// -0.0 is below 0 and 0.0 here, as in SWI-Prolog.
			c = 1
			if zx {
				c = -1
			}
		}
		if c == 0 {
			if x.k == kFloat && y.k != kFloat {
				return x, nil
			}
			return y, nil
		}
		if (c < 0) == (id == fnMin) {
			return x, nil
		}
		return y, nil
	case fnGcd, fnLcm:
		if err := requireInt(m, id, x, y); err != nil {
			return num{}, err
		}
		if id == fnGcd && x.k == kInt && y.k == kInt && x.i != math.MinInt64 && y.i != math.MinInt64 {
			a, b := abs64(x.i), abs64(y.i)
			for b != 0 {
				a, b = b, a%b
			}
			return mkInt(a), nil
		}
		s := arithOf(m)
		a, b := s.res().Abs(operand(x, &s.a)), s.res().Abs(operand(y, &s.b))
		var g *big.Int
		if min(a.BitLen(), b.BitLen()) < hugeGCDBits {
			g = s.res().GCD(nil, nil, a, b)
		} else {
			// math/big's GCD is quadratic: minutes for two integers of
			// millions of bits, which the query's limits must end.
			ca, cb := new(big.Int).Set(a), new(big.Int).Set(b)
			var err error
			g, err = engine.Polled(m.Poll, func() *big.Int { return new(big.Int).GCD(nil, nil, ca, cb) })
			if err != nil {
				return num{}, err
			}
		}
		if id == fnGcd {
			return mkBig(g), nil
		}
		if g.Sign() == 0 {
			return mkInt(0), nil
		}
		l := s.res()
		l.QuoRem(a, g, &s.r)
		return mkBig(s.res().Mul(l, b)), nil
	case fnPow, fnCaret:
		return power(m, x, y)
	case fnAtan2:
		if err := checkFloatArgs(x, y); err != nil {
			return num{}, err
		}
		a, b, err := floatArgs(x, y)
		if err != nil {
			return num{}, err
		}
		return checkFloat(crAtan2(a, b))
	case fnLogB:
		a, b, err := floatArgs(x, y)
		if err != nil {
			return num{}, err
		}
		if a <= 0 || b <= 0 {
			return num{}, errUndefined()
		}
		// As SWI-Prolog: log(X)/log(B) in doubles.
		return checkFloat(accurateLog(b, dd{1, 0}) / accurateLog(a, dd{1, 0}))
	case fnShr, fnShl:
		if err := requireInt(m, id, x, y); err != nil {
			return num{}, err
		}
		if y.k == kBig {
			if (y.sign() > 0) == (id == fnShr) {
				if x.sign() < 0 {
					return mkInt(-1), nil
				}
				return mkInt(0), nil
			}
			return num{}, memoryError()
		}
		s := y.i
		if id == fnShr {
			if s == math.MinInt64 {
				return num{}, memoryError()
			}
			s = -s
		}
		return shiftLeft(m, x, s)
	case fnAnd, fnOr, fnXor:
		if err := requireInt(m, id, x, y); err != nil {
			return num{}, err
		}
		if x.k == kInt && y.k == kInt {
			switch id {
			case fnAnd:
				return mkInt(x.i & y.i), nil
			case fnOr:
				return mkInt(x.i | y.i), nil
			}
			return mkInt(x.i ^ y.i), nil
		}
		s := arithOf(m)
		a, b, z := operand(x, &s.a), operand(y, &s.b), s.res()
		switch id {
		case fnAnd:
			return mkBig(z.And(a, b)), nil
		case fnOr:
			return mkBig(z.Or(a, b)), nil
		}
		return mkBig(z.Xor(a, b)), nil
	case fnCopysign:
		a, b, err := floatArgs(x, y)
		if err != nil {
			return num{}, err
		}
		if x.k != kFloat {
			// swipl keeps an integer magnitude an integer:
			// copysign(2, -0.0) is -2.
			ax, err := apply1(m, fnAbs, x)
			if err != nil || !math.Signbit(b) {
				return ax, err
			}
			return apply1(m, fnNeg, ax)
		}
		return mkFloat(math.Copysign(a, b)), nil
	case fnNextToward:
		if err := checkFloatArgs(x, y); err != nil {
			return num{}, err
		}
		a, b, err := floatArgs(x, y)
		if err != nil {
			return num{}, err
		}
		return mkFloat(math.Nextafter(a, b)), nil
	case fnGetbit:
		if err := requireInt(m, id, x, y); err != nil {
			return num{}, err
		}
		if y.sign() < 0 || y.k == kBig {
			return num{}, engine.DomainErrorTerm(atomNotLessZero, y.term())
		}
		return mkInt(int64(bigOfShared(x).Bit(int(min(y.i, math.MaxInt32))))), nil
	}
	return num{}, engine.SystemError("arith: bad binary function %d", id)
}

// shiftLeft shifts an integer left by s bits (right when s < 0),
// arithmetically.
func shiftLeft(m *engine.Machine, x num, s int64) (num, error) {
	if s <= 0 {
		// -s overflows for the smallest int64: any count past the
		// integer's width shifts every bit out.
		s = -max(s, -math.MaxInt64)
		if x.k == kInt {
			if s >= 63 {
				if x.i < 0 {
					return mkInt(-1), nil
				}
				return mkInt(0), nil
			}
			return mkInt(x.i >> uint(s)), nil
		}
		if s > int64(x.b.BitLen()) {
			s = int64(x.b.BitLen()) + 1
		}
		return mkBig(arithOf(m).res().Rsh(x.b, uint(s))), nil
	}
	if x.sign() == 0 {
		return mkInt(0), nil
	}
	if x.k == kInt && s < 63 {
		r := x.i << uint(s)
		if r>>uint(s) == x.i {
			return mkInt(r), nil
		}
	}
	st := arithOf(m)
	a := operand(x, &st.a)
	// s > maxBits-BitLen rather than s+BitLen > maxBits: s may be near
	// the largest int64, and the sum would overflow.
	if s > maxBits-int64(a.BitLen()) {
		return num{}, memoryError()
	}
	return mkBig(st.res().Lsh(a, uint(s))), nil
}

// power implements **/2 and ^/2, which behave alike in SWI-Prolog 9.0:
// an integer to a negative power is a float, or a rational under
// prefer_rationals=true.
func power(m *engine.Machine, x, y num) (num, error) {
	// A zero exponent, or an integer base of 1, gives the integer 1 even
	// with float operands.
	if y.sign() == 0 && !(y.k == kFloat && math.IsNaN(y.f)) {
		return mkInt(1), nil
	}
	if x.k == kInt && x.i == 1 {
		return mkInt(1), nil
	}
	if x.isInt() && y.isInt() {
		if y.sign() < 0 {
			if x.sign() == 0 {
				return num{}, zeroDiv(m, fnPow)
			}
			if x.k == kInt && x.i == -1 {
				if bigOfShared(y).Bit(0) == 0 {
					return mkInt(1), nil
				}
				return mkInt(-1), nil
			}
			if preferRationals(m) {
				return ratIntPow(m, ratOperand(x), y)
			}
			a, b, err := floatArgs(x, y)
			if err != nil {
				return num{}, err
			}
			return checkFloat(floatPow(a, b))
		}
		if x.sign() == 0 {
			return mkInt(0), nil
		}
		if x.k == kInt && x.i == -1 {
			if bigOfShared(y).Bit(0) == 0 {
				return mkInt(1), nil
			}
			return mkInt(-1), nil
		}
		// The bound is checked by division: the product of the base's
		// bits and a huge exponent overflows int64.
		if bits := int64(bigOfShared(x).BitLen() - 1); y.k == kBig || bits > 0 && y.i > maxBits/bits {
			return num{}, memoryError()
		}
		if x.k == kInt {
			// Small powers by repeated squaring in int64 while it fits.
			if r, ok := powInt64(x.i, y.i); ok {
				return mkInt(r), nil
			}
		}
		return bigPow(m, x, y.i, int64(bigOfShared(x).BitLen())*y.i)
	}
	if err := checkFloatArgs(x, y); err != nil {
		return num{}, err
	}
	a, b, err := floatArgs(x, y)
	if err != nil {
		return num{}, err
	}
	if a == 0 && b < 0 {
		return num{}, zeroDiv(m, fnPow)
	}
	return checkFloat(floatPow(a, b))
}

func powInt64(base, exp int64) (int64, bool) {
	r := int64(1)
	for exp > 0 {
		if exp&1 == 1 {
			p, ok := engine.SmallIntOp(atomStar, r, base)
			if !ok {
				return 0, false
			}
			r = p
		}
		exp >>= 1
		if exp > 0 {
			b, ok := engine.SmallIntOp(atomStar, base, base)
			if !ok {
				return 0, false
			}
			base = b
		}
	}
	return r, true
}
