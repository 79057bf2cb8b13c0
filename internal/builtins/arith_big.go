package builtins

// Big-integer arithmetic: products, powers and divisions of integers
// past 64 bits, with the memory and interrupt checks that keep a huge
// computation stoppable.

import (
	"math/big"
	"math/bits"
	"slices"

	"github.com/goprolog/goprolog/internal/bignat"
	"github.com/goprolog/goprolog/internal/engine"
)

// operand returns the integer n as a *big.Int to be read, not modified: a
// big value in place (values are immutable, so nothing is copied), an
// int64 in the reusable scratch tmp.
func operand(n num, tmp *big.Int) *big.Int {
	if n.k == kBig {
		return n.b
	}
	return tmp.SetInt64(n.i)
}

// bigAddSubMul computes x+y, x-y or x*y for integers whose result may not
// fit int64, into a result big.Int (see res). The operands are read in
// place: the result never aliases one, so math/big allocates nothing more.
func bigAddSubMul(m *engine.Machine, id fnID, x, y num) num {
	s := arithOf(m)
	a, b := operand(x, &s.a), operand(y, &s.b)
	z := s.res()
	switch id {
	case fnAdd:
		z.Add(a, b)
	case fnSub:
		z.Sub(a, b)
	default:
		z.Mul(a, b)
	}
	return mkBig(z)
}

// hugeGCDBits is the size of the smaller operand past which gcd/2 and
// lcm/2 run under engine.Polled: a tenth of a second of math/big's
// GCD, which grows with the square of the size.
const hugeGCDBits = 1 << 18

// bigMul is x*y for two big integers. A product past maxBits is a
// resource error, as a power or a shift of that size is; a product of
// two huge operands (seconds of work each) runs under engine.Polled on
// copies, so that the query's limits end it.
func bigMul(m *engine.Machine, x, y *big.Int) (num, error) {
	if int64(x.BitLen())+int64(y.BitLen()) > maxBits+1 {
		return num{}, memoryError()
	}
	if x != y && len(x.Bits()) == len(y.Bits()) && x.Sign() == y.Sign() && slices.Equal(x.Bits(), y.Bits()) {
		// Equal values that are not one big.Int: a square, which costs
		// about two thirds of a product.
		y = x
	}
	if min(x.BitLen(), y.BitLen()) < engine.HugeBits/2 {
		s := arithOf(m)
		return mkBig(s.mul.Mul(s.res(), x, y)), nil
	}
	// Karatsuba's scratch space holds about three times the product
	// beside it.
	if err := m.Reserve(int64(x.BitLen()+y.BitLen())/8, 4); err != nil {
		return num{}, err
	}
	a, b := new(big.Int).Set(x), new(big.Int).Set(y)
	if x == y {
		b = a
	}
	r, err := engine.Polled(m.Poll, func() *big.Int { return bignat.Mul(a, a, b) })
	if err != nil {
		return num{}, err
	}
	return mkBig(r), nil
}

// bigPow is x^y for an integer x and a positive y whose result takes
// about bits bits: past engine.HugeBits it runs under engine.Polled on
// a copy of x, after the memory it needs is reserved.
func bigPow(m *engine.Machine, x num, y int64, bits int64) (num, error) {
	s := arithOf(m)
	if bits < toomPowBits {
		return mkBig(s.res().Exp(operand(x, &s.a), s.b.SetInt64(y), nil)), nil
	}
	if bits < engine.HugeBits {
		// Squarings long enough for Toom-3, which math/big's Exp does
		// not use.
		return mkBig(powSteps(s.res(), s.res(), operand(x, &s.a), y, func() bool { return false })), nil
	}
	// The last squaring holds the result and Karatsuba's scratch space,
	// about three times the result, at once.
	if err := m.Reserve(bits/8, 4); err != nil {
		return num{}, err
	}
	base := new(big.Int).Set(operand(x, &s.a))
	r, err := engine.PolledStoppable(m.Poll, func(stopped func() bool) *big.Int { return powSteps(new(big.Int), new(big.Int), base, y, stopped) })
	if err != nil {
		return num{}, err
	}
	return mkBig(r), nil
}

// toomPowBits is the size of a power from which its last squarings
// take operands past bignat.MinSqrWords, where bignat's squares (its
// schoolbook, Karatsuba and Toom-3 ones) are faster than the ones of
// math/big's Exp.
var toomPowBits = int64(2 * bignat.MinSqrWords * bits.UintSize)

// powSteps is base^y (y > 0) by squaring, from the exponent's highest
// bit down, one multiplication a step, in z; t is a temporary, and
// neither may be base. It gives up, returning nil, at the first step
// after stopped says that the result is no longer wanted. The last
// steps take most of the time: each squares a number twice as long as
// the one before.
func powSteps(z, t, base *big.Int, y int64, stopped func() bool) *big.Int {
	// The steps alternate between z and t, each writing into the
	// storage that the step before the last left, starting so that the
	// last one writes into z.
	top := bits.Len64(uint64(y)) - 1
	steps := top + bits.OnesCount64(uint64(y)) - 1
	r, o := z, t
	if steps%2 == 1 {
		r, o = t, z
	}
	r.Set(base)
	for bit := top - 1; bit >= 0; bit-- {
		if stopped() {
			return nil
		}
		bignat.Sqr(o, r)
		r, o = o, r
		if y&(1<<bit) != 0 {
			bignat.Mul(o, r, base)
			r, o = o, r
		}
	}
	return r
}

// divSmall divides the big integer x by the nonzero int64 d, returning
// the truncated quotient and remainder. Both come from one pass over x
// and are remembered (see bignat.DivMemo) when x is a term's value rather than
// a scratch intermediate, so that a following N // D after N mod D (or
// the other way round) costs a copy of the quotient.
func (s *arithState) divSmall(x *big.Int, d int64) (num, int64) {
	qb, qi, r := s.div.Divide(s.res(), x, d, !s.isScratch(x))
	if qb != nil {
		return num{k: kBig, b: qb}, r
	}
	return num{k: kInt, i: qi}, r
}

// bigDivide computes a // b, a rem b, a mod b or a div b (id) when b
// has from 2 to bignat.DivMaxWords-1 words and a is not shorter, by
// schoolbook division with the divisor prepared once for all the
// divisions by it in a row (bignat.Divisor.QuoRemInts), as in a loop of
// modular products; it reports false for other operands.
func (s *arithState) bigDivide(id fnID, a, b *big.Int) (num, bool) {
	z := s.res()
	if id == fnIntDiv || id == fnFloorDiv {
		if !s.divisor.QuoRemInts(z, &s.r, a, b, true) {
			return num{}, false
		}
		if id == fnFloorDiv && s.r.Sign() != 0 && (a.Sign() < 0) != (b.Sign() < 0) {
			z.Sub(z, bigOne)
		}
		return mkBig(z), true
	}
	if !s.divisor.QuoRemInts(nil, z, a, b, false) {
		return num{}, false
	}
	if id == fnMod && z.Sign() != 0 && z.Sign() != b.Sign() {
		z.Add(z, b)
	}
	return mkBig(z), true
}

// powModStepBits bounds the work between two polls of powMod: about
// this many bits of modulus times exponent bits, a fraction of a second.
const powModStepBits = 1 << 20

// powMod is x^y mod mod (x, y >= 0, mod > 0) as big.Int.Exp computes it,
// a chunk of the exponent's bits at a time, polling the machine between
// chunks: with an exponent and a modulus of millions of bits the whole
// computation takes days, and the query's interrupt, deadline and time
// limit must still end it.
func powMod(m *engine.Machine, x, y, mod *big.Int) (*big.Int, error) {
	step := max(1, powModStepBits/mod.BitLen())
	if y.BitLen() <= step {
		return new(big.Int).Exp(x, y, mod), nil
	}
	xm := new(big.Int).Mod(x, mod)
	r := big.NewInt(1)
	chunk, e := new(big.Int), new(big.Int)
	for top := y.BitLen(); top > 0; top -= step {
		n := min(step, top)
		// r = r^(2^n) * xm^(bits top-n .. top-1 of y), all mod mod.
		e.Lsh(big.NewInt(1), uint(n))
		r.Exp(r, e, mod)
		chunk.Rsh(y, uint(top-n))
		chunk.Mod(chunk, e)
		r.Mul(r, new(big.Int).Exp(xm, chunk, mod))
		r.Mod(r, mod)
		if err := m.Poll(); err != nil {
			return nil, err
		}
	}
	return r.Mod(r, mod), nil
}
