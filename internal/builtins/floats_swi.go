package builtins

import (
	"math"
	"math/big"

	"github.com/goprolog/goprolog/internal/engine"
)

// SWI-Prolog's number inspection predicates that its system module
// defines in C: float_class/2, float_parts/4,
// nth_integer_root_and_remainder/4 and bounded_number/3.

var (
	atomFloatNaN       = engine.Intern("nan")
	atomFloatInfinite  = engine.Intern("infinite")
	atomFloatZero      = engine.Intern("zero")
	atomFloatSubnormal = engine.Intern("subnormal")
	atomFloatNormal    = engine.Intern("normal")
)

// floatClass implements float_class(Float, Class): nan, infinite, zero,
// subnormal or normal. Float must be a float (type_error(float, F) for
// an integer too, as in SWI-Prolog).
func floatClass(m *engine.Machine, args []engine.Term) (bool, error) {
	var f float64
	switch x := engine.Deref(args[0]).(type) {
	case *engine.Var:
		return false, engine.InstantiationError()
	case engine.Float:
		f = float64(x)
	default:
		return false, engine.TypeError("float", x)
	}
	var class *engine.Atom
	switch {
	case math.IsNaN(f):
		class = atomFloatNaN
	case math.IsInf(f, 0):
		class = atomFloatInfinite
	case f == 0:
		class = atomFloatZero
	case math.Abs(f) < 0x1p-1022:
		class = atomFloatSubnormal
	default:
		class = atomFloatNormal
	}
	return m.Unify(args[1], class), nil
}

// floatParts implements float_parts(Float, Mantissa, Base, Exponent):
// Float = Mantissa × 2^Exponent, Mantissa a float whose magnitude is in
// [0.5, 1) (0.0, an infinity or NaN give themselves and exponent 0). An
// integer or rational is converted first; anything else, or a number
// too large for a float, is a type_error(float, X), as in SWI-Prolog.
func floatParts(m *engine.Machine, args []engine.Term) (bool, error) {
	x := engine.Deref(args[0])
	var f float64
	switch x.(type) {
	case *engine.Var:
		return false, engine.InstantiationError()
	case engine.Int, engine.Float, *engine.BigInt, *engine.Rat:
		var err error
		if f, err = termNum(x).toFloat(); err != nil {
			return false, engine.TypeError("float", x)
		}
	default:
		return false, engine.TypeError("float", x)
	}
	frac, exp := math.Frexp(f)
	return m.Unify(args[1], engine.Float(frac)) && m.Unify(args[2], engine.MakeInt(2)) &&
		m.Unify(args[3], engine.MakeInt(int64(exp))), nil
}

// nthIntegerRootAndRemainder implements
// nth_integer_root_and_remainder(N, I, Root, Remainder): Root^N +
// Remainder = I, Root the N-th root of I truncated toward zero, so that
// Remainder has the sign of I. N is at least 1 (domain_error
// not_less_than_one) and fits in 64 bits (representation_error(long)); a
// negative I with an even N is an evaluation_error(undefined).
func nthIntegerRootAndRemainder(m *engine.Machine, args []engine.Term) (bool, error) {
	nt := engine.Deref(args[0])
	if _, big := nt.(*engine.BigInt); big {
		return false, engine.RepresentationError("long")
	}
	n, err := intArg(nt)
	if err != nil {
		return false, err
	}
	i, err := bigIntArg(args[1])
	if err != nil {
		return false, err
	}
	if n < 1 {
		return false, engine.DomainError("not_less_than_one", nt)
	}
	neg := i.Sign() < 0
	if neg && n%2 == 0 {
		return false, engine.EvaluationError("undefined")
	}
	a := new(big.Int).Abs(i)
	var root *big.Int
	switch {
	case n == 1:
		root = a
	default:
		if root, _ = intRoot(a, n); root == nil {
			root = big.NewInt(1)
		}
	}
	if neg {
		root = new(big.Int).Neg(root)
	}
	rem := new(big.Int).Sub(i, new(big.Int).Exp(root, big.NewInt(n), nil))
	return m.Unify(args[2], engine.MakeBig(root)) && m.Unify(args[3], engine.MakeBig(rem)), nil
}

// boundedNumber implements bounded_number(Low, High, Num): Low < Num <
// High. An unbound Low or High becomes the number next to Num: Num ∓ 1
// for an integer, the next float down or up for a float or a rational
// (as a float). Bounds that are not numbers make it fail. As swipl
// 9.0.4 does, a Num that is not a number raises the error of Low: an
// instantiation_error if Low is unbound, else type_error(number, Low).
func boundedNumber(m *engine.Machine, args []engine.Term) (bool, error) {
	low, high, num := engine.Deref(args[0]), engine.Deref(args[1]), engine.Deref(args[2])
	if !isNumberTerm(num) {
		if isUnbound(low) {
			return false, engine.InstantiationError()
		}
		return false, engine.TypeError("number", low)
	}
	bound := func(b engine.Term, dir int) (bool, error) {
		if isUnbound(b) {
			next, err := nextNumber(num, dir)
			if err != nil {
				return false, err
			}
			return m.Unify(b, next), nil
		}
		if !isNumberTerm(b) {
			return false, nil
		}
		return CompareNumbers(b, num) == dir, nil
	}
	if ok, err := bound(low, -1); !ok || err != nil {
		return false, err
	}
	return bound(high, 1)
}

// isNumberTerm reports whether the dereferenced t is a number.
func isNumberTerm(t engine.Term) bool {
	switch t.(type) {
	case engine.Int, engine.Float, *engine.BigInt, *engine.Rat:
		return true
	}
	return false
}

// nextNumber returns the number next to num, below it (dir -1) or above
// it (dir 1): num ± 1 for an integer, the adjacent float for a float or
// a rational.
func nextNumber(num engine.Term, dir int) (engine.Term, error) {
	switch x := num.(type) {
	case engine.Int, *engine.BigInt:
		b, _ := bigIntArg(x)
		return engine.MakeBig(new(big.Int).Add(b, big.NewInt(int64(dir)))), nil
	}
	f, err := termNum(num).toFloat()
	if err != nil {
		return nil, err
	}
	return engine.Float(math.Nextafter(f, math.Inf(dir))), nil
}

var floatSWIBuiltins = []engine.BuiltinSpec{
	{Name: "float_class", Arity: 2, Fn: floatClass},
	{Name: "float_parts", Arity: 4, Fn: floatParts},
	{Name: "nth_integer_root_and_remainder", Arity: 4, Fn: nthIntegerRootAndRemainder},
	{Name: "bounded_number", Arity: 3, Fn: boundedNumber},
}
