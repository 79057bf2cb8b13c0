package builtins

// The evaluable functions: their table (name and arity to fnID), the
// errors they raise, and those of one and three arguments.

import (
	"math"
	"math/big"
	"math/bits"
	"time"

	"github.com/goprolog/goprolog/internal/engine"
)

// Functions known to the evaluator. The name/arity pair is looked up once
// per compound in a map; the common integer operators never get there
// (see engine.SmallIntOp).
type fnID uint8

const (
	fnNone fnID = iota
	// Constants.
	fnPi
	fnE
	fnInf
	fnNan
	fnEpsilon
	fnMaxTagged
	fnRandomFloat
	fnCputime
	fnRealtime
	// Unary.
	fnNeg
	fnPos
	fnAbs
	fnSign
	fnSqrt
	fnSin
	fnCos
	fnTan
	fnAsin
	fnAcos
	fnAtan
	fnExp
	fnLog
	fnLog2
	fnLog10
	fnSinh
	fnCosh
	fnTanh
	fnAsinh
	fnAcosh
	fnAtanh
	fnCot
	fnAcot
	fnErf
	fnErfc
	fnLgamma
	fnFloat
	fnInteger
	fnFIntPart
	fnFFracPart
	fnTruncate
	fnRound
	fnCeiling
	fnFloor
	fnBitNot
	fnMsb
	fnLsb
	fnPopcount
	fnRandom
	fnEval
	fnNumerator
	fnDenominator
	fnRational
	fnRationalize
	// Binary.
	fnAdd
	fnSub
	fnMul
	fnDiv
	fnIntDiv
	fnMod
	fnRem
	fnFloorDiv
	fnMin
	fnMax
	fnGcd
	fnLcm
	fnPow
	fnCaret
	fnAtan2
	fnLogB
	fnShr
	fnShl
	fnAnd
	fnOr
	fnXor
	fnCopysign
	fnNextToward
	fnGetbit
	fnRdiv
	// Ternary.
	fnPowm

	// fnCount is the number of function ids.
	fnCount
)

type fnKey struct {
	name  *engine.Atom
	arity int
}

// fnNames gives each function's name and arity; it also feeds error
// contexts such as context((mod)/2, _).
var fnNames = map[fnID]fnKey{}

// fnTable maps a function's name to its fnID, by arity: a map keyed by a
// pointer is looked up several times faster than one keyed by a struct,
// and every evaluation outside the compiled fast path looks up each of
// its functions.
var fnTable = func() [4]map[*engine.Atom]fnID {
	defs := []struct {
		name  string
		arity int
		id    fnID
	}{
		{"pi", 0, fnPi}, {"e", 0, fnE}, {"inf", 0, fnInf}, {"infinite", 0, fnInf},
		{"nan", 0, fnNan}, {"epsilon", 0, fnEpsilon}, {"max_tagged_integer", 0, fnMaxTagged},
		{"random_float", 0, fnRandomFloat}, {"cputime", 0, fnCputime}, {"realtime", 0, fnRealtime},
		{"-", 1, fnNeg}, {"+", 1, fnPos}, {"abs", 1, fnAbs}, {"sign", 1, fnSign},
		{"sqrt", 1, fnSqrt}, {"sin", 1, fnSin}, {"cos", 1, fnCos}, {"tan", 1, fnTan},
		{"asin", 1, fnAsin}, {"acos", 1, fnAcos}, {"atan", 1, fnAtan}, {"exp", 1, fnExp},
		{"log", 1, fnLog}, {"log2", 1, fnLog2}, {"log10", 1, fnLog10},
		{"sinh", 1, fnSinh}, {"cosh", 1, fnCosh}, {"tanh", 1, fnTanh},
		{"asinh", 1, fnAsinh}, {"acosh", 1, fnAcosh}, {"atanh", 1, fnAtanh},
		{"cot", 1, fnCot}, {"acot", 1, fnAcot}, {"erf", 1, fnErf}, {"erfc", 1, fnErfc},
		{"lgamma", 1, fnLgamma}, {"float", 1, fnFloat}, {"integer", 1, fnInteger},
		{"float_integer_part", 1, fnFIntPart}, {"float_fractional_part", 1, fnFFracPart},
		{"truncate", 1, fnTruncate}, {"round", 1, fnRound}, {"ceiling", 1, fnCeiling},
		{"ceil", 1, fnCeiling}, {"floor", 1, fnFloor}, {`\`, 1, fnBitNot}, {"msb", 1, fnMsb},
		{"lsb", 1, fnLsb}, {"popcount", 1, fnPopcount}, {"random", 1, fnRandom},
		{"eval", 1, fnEval}, {"numerator", 1, fnNumerator}, {"denominator", 1, fnDenominator},
		{"rational", 1, fnRational}, {"rationalize", 1, fnRationalize},
		{"+", 2, fnAdd}, {"-", 2, fnSub}, {"*", 2, fnMul}, {"/", 2, fnDiv},
		{"//", 2, fnIntDiv}, {"mod", 2, fnMod}, {"rem", 2, fnRem}, {"div", 2, fnFloorDiv},
		{"min", 2, fnMin}, {"max", 2, fnMax}, {"gcd", 2, fnGcd}, {"lcm", 2, fnLcm},
		{"**", 2, fnPow}, {"^", 2, fnCaret}, {"atan", 2, fnAtan2}, {"atan2", 2, fnAtan2},
		{"log", 2, fnLogB}, {">>", 2, fnShr}, {"<<", 2, fnShl}, {`/\`, 2, fnAnd},
		{`\/`, 2, fnOr}, {"xor", 2, fnXor}, {"copysign", 2, fnCopysign},
		{"nexttoward", 2, fnNextToward}, {"getbit", 2, fnGetbit}, {"rdiv", 2, fnRdiv},
		{"powm", 3, fnPowm},
	}
	var t [4]map[*engine.Atom]fnID
	for k := range t {
		t[k] = map[*engine.Atom]fnID{}
	}
	for _, d := range defs {
		k := fnKey{engine.Intern(d.name), d.arity}
		t[d.arity][k.name] = d.id
		if _, ok := fnNames[d.id]; !ok {
			fnNames[d.id] = k
		}
	}
	return t
}()

// lookupFn returns the evaluable function name/arity.
func lookupFn(name *engine.Atom, arity int) (fnID, bool) {
	if arity >= len(fnTable) {
		return 0, false
	}
	id, ok := fnTable[arity][name]
	return id, ok
}

var (
	atomStar        = engine.Intern("*")
	atomContext     = engine.Intern("context")
	atomEvaluable   = engine.Intern("evaluable")
	atomTypeErrorA  = engine.Intern("type_error")
	atomCharacter   = engine.Intern("character")
	atomNotLessOne  = engine.Intern("not_less_than_one")
	atomNotLessZero = engine.Intern("not_less_than_zero")
	atomInf         = engine.Intern("inf")
	atomInfinite    = engine.Intern("infinite")
)

// fnError builds error(Formal, context(Name/Arity, _)): SWI-Prolog names
// the arithmetic function, not the predicate, for these errors.
func fnError(m *engine.Machine, formal engine.Term, id fnID) error {
	k := fnNames[id]
	return engine.Throw(engine.NewCompound(engine.AtomError, formal,
		engine.NewCompound(atomContext, engine.PI(k.name, k.arity), m.NewVar())))
}

// fnDomainError is domain_error(Domain, Culprit) in the context of
// function id, as SWI-Prolog reports powm/3's arguments.
func fnDomainError(m *engine.Machine, domain *engine.Atom, culprit num, id fnID) error {
	return fnError(m, engine.NewCompound(engine.Intern("domain_error"), domain, culprit.term()), id)
}

func zeroDiv(m *engine.Machine, id fnID) error {
	return fnError(m, engine.NewCompound(engine.Intern("evaluation_error"), engine.Intern("zero_divisor")), id)
}

func intTypeError(m *engine.Machine, culprit num, id fnID) error {
	// SWI-Prolog reports an infinite or NaN float where an integer is
	// needed by the float checks, not as a type error.
	if culprit.k == kFloat {
		if math.IsInf(culprit.f, 0) {
			return errOverflow()
		}
		if math.IsNaN(culprit.f) {
			return errUndefined()
		}
	}
	return fnError(m, engine.NewCompound(atomTypeErrorA, engine.Intern("integer"), culprit.term()), id)
}

func errUndefined() error { return engine.EvaluationError("undefined") }

func errOverflow() error { return engine.EvaluationError("float_overflow") }

// checkFloatArgs applies SWI-Prolog's float checks to the arguments of a
// float function (sqrt, sin, exp, atan2, **, ...): an infinite argument is
// float_overflow and a NaN undefined, even where the C function has a
// finite result (atan(inf), exp(-inf), 0.5**inf).
func checkFloatArgs(xs ...num) error {
	for _, x := range xs {
		if x.k == kFloat {
			if _, err := checkFloat(x.f); err != nil {
				return err
			}
		}
	}
	return nil
}

// checkFloat applies SWI-Prolog's float checks (float_overflow=error,
// float_undefined=error) to the result of a float operation.
func checkFloat(f float64) (num, error) {
	if math.IsInf(f, 0) {
		return num{}, errOverflow()
	}
	if math.IsNaN(f) {
		return num{}, errUndefined()
	}
	return mkFloat(f), nil
}

// maxBits bounds integer results (shifts, powers) so that a runaway
// computation raises a resource error instead of exhausting memory.
const maxBits = 1 << 26

func memoryError() error { return engine.ResourceError("memory") }

// apply applies function id to evaluated arguments.
func apply(m *engine.Machine, id fnID, a []num) (num, error) {
	switch id {
	case fnPi:
		return mkFloat(math.Pi), nil
	case fnE:
		return mkFloat(math.E), nil
	case fnInf:
		return mkFloat(math.Inf(1)), nil
	case fnNan:
		return mkFloat(math.NaN()), nil
	case fnEpsilon:
		return mkFloat(math.Nextafter(1, 2) - 1), nil
	case fnMaxTagged:
		return mkInt(1<<56 - 1), nil // the max_tagged_integer flag
	case fnRandomFloat:
		return mkFloat(randomOf(m).float()), nil
	case fnCputime:
		return mkFloat(cpuTime()), nil
	case fnRealtime:
		return mkInt(time.Now().Unix()), nil
	}
	if len(a) == 1 {
		return apply1(m, id, a[0])
	}
	if len(a) == 2 {
		return apply2(m, id, a[0], a[1])
	}
	return apply3(m, id, a)
}

// requireInt raises type_error(integer, X) in the function's context.
func requireInt(m *engine.Machine, id fnID, xs ...num) error {
	for _, x := range xs {
		if !x.isInt() {
			return intTypeError(m, x, id)
		}
	}
	return nil
}

// floatFn applies a float function with SWI-Prolog's result checks.
// floatFunctions are, by id, the evaluable functions of one argument computed
// as a float function of its value as a float (floatFn), the same for
// is/2 here and on the WAM core (engine.Arithmetic's FloatFunction).
var floatFunctions = [fnCount]func(float64) float64{
	fnSqrt:   math.Sqrt,
	fnSin:    crSin,
	fnCos:    crCos,
	fnTan:    crTan,
	fnAsin:   crAsin,
	fnAcos:   crAcos,
	fnAtan:   crAtan,
	fnExp:    crExp,
	fnSinh:   fdSinh,
	fnCosh:   fdCosh,
	fnTanh:   fdTanh,
	fnAsinh:  fdAsinh,
	fnAcosh:  fdAcosh,
	fnAtanh:  math.Atanh,
	fnAcot:   func(v float64) float64 { return math.Atan(1 / v) },
	fnErf:    math.Erf,
	fnErfc:   swiErfc,
	fnLgamma: swiLgamma,
}

// swiErfc is erfc/1 as swipl 9.0.4 computes it, 1 - erf(X): its values
// of large arguments are 0.0 where the function's are tiny (erfc(3) is
// 2.2090496998639075e-5 there, 2.2090496998585438e-5 exactly).
func swiErfc(v float64) float64 { return 1 - math.Erf(v) }

// swiLgamma is lgamma/1 as swipl 9.0.4 evaluates it: a float overflow
// for an argument at or below 0 (an infinity here, which is/2 reports so).
func swiLgamma(v float64) float64 {
	if v <= 0 {
		return math.Inf(1)
	}
	r, _ := math.Lgamma(v)
	return r
}

// logFunctions are, by id, the logarithms of a float: log/1, log2/1 and log10/1
// of an argument that is not a big integer.
var logFunctions = [fnCount]func(float64) float64{
	fnLog:   func(v float64) float64 { return accurateLog(v, dd{1, 0}) },
	fnLog2:  func(v float64) float64 { return accurateLog(v, ddLn2) },
	fnLog10: fdLog10,
}

func floatFn(x num, f func(float64) float64) (num, error) {
	if err := checkFloatArgs(x); err != nil {
		return num{}, err
	}
	v, err := x.toFloat()
	if err != nil {
		return num{}, err
	}
	return checkFloat(f(v))
}

// floatToInt converts a rounded float to an integer; non-finite floats
// pass through unchanged as in SWI-Prolog 9.0.
func floatToInt(f float64) num {
	if math.IsInf(f, 0) || math.IsNaN(f) {
		return mkFloat(f)
	}
	if f >= -9.223372036854775808e18 && f < 9.223372036854775808e18 {
		return mkInt(int64(f))
	}
	b, _ := big.NewFloat(f).Int(nil)
	return mkBig(b)
}

func apply1(m *engine.Machine, id fnID, x num) (num, error) {
	if x.k == kRat {
		if r, ok, err := ratApply1(id, x); ok {
			return r, err
		}
	}
	switch id {
	case fnRational, fnRationalize:
		return toRational(id, x)
	case fnNeg:
		switch x.k {
		case kInt:
			if x.i == math.MinInt64 {
				return mkBig(new(big.Int).Neg(big.NewInt(x.i))), nil
			}
			return mkInt(-x.i), nil
		case kBig:
			return mkBig(arithOf(m).res().Neg(x.b)), nil
		}
		return mkFloat(-x.f), nil
	case fnPos, fnEval:
		return x, nil
	case fnAbs:
		switch x.k {
		case kInt:
			if x.i < 0 {
				return apply1(m, fnNeg, x)
			}
			return x, nil
		case kBig:
			return mkBig(arithOf(m).res().Abs(x.b)), nil
		}
		return mkFloat(math.Abs(x.f)), nil
	case fnSign:
		if x.k == kFloat {
			switch {
			case x.f > 0:
				return mkFloat(1), nil
			case x.f < 0:
				return mkFloat(-1), nil
			case x.f == 0:
				return mkFloat(0), nil
			}
			return x, nil
		}
		return mkInt(int64(x.sign())), nil
	case fnSqrt, fnSin, fnCos, fnTan, fnAsin, fnAcos, fnAtan, fnExp,
		fnSinh, fnCosh, fnTanh, fnAsinh, fnAcosh, fnAtanh, fnAcot,
		fnErf, fnErfc, fnLgamma:
		return floatFn(x, floatFunctions[id])
	case fnLog, fnLog2, fnLog10:
		if x.k == kBig && x.b.Sign() > 0 {
			// Logarithms of integers beyond the float range.
			mant := new(big.Float)
			exp := new(big.Float).SetInt(x.b).MantExp(mant)
			ff, _ := mant.Float64()
			r := math.Log(ff) + float64(exp)*math.Ln2
			switch id {
			case fnLog2:
				r /= math.Ln2
			case fnLog10:
				r /= math.Ln10
			}
			return checkFloat(r)
		}
		v, err := x.toFloat()
		if err != nil {
			return num{}, err
		}
		// log(0) is -inf (float_overflow), log(-1) NaN (undefined).
		return checkFloat(logFunctions[id](v))
	case fnCot:
		v, err := x.toFloat()
		if err != nil {
			return num{}, err
		}
		if v == 0 {
			return num{}, errUndefined()
		}
		return checkFloat(1 / math.Tan(v))
	case fnFloat:
		if x.k == kFloat {
			return checkFloat(x.f)
		}
		v, err := x.toFloat()
		if err != nil {
			return num{}, err
		}
		return mkFloat(v), nil
	case fnInteger:
		if x.k != kFloat {
			return x, nil
		}
		return floatToInt(math.Round(x.f)), nil
	case fnFIntPart:
		if x.k != kFloat {
			return x, nil
		}
		return checkFloat(math.Trunc(x.f))
	case fnFFracPart:
		if x.k != kFloat {
			return mkInt(0), nil
		}
		if math.IsInf(x.f, 0) {
			// C's modf, which SWI-Prolog uses: an infinity is all
			// integer part.
			return mkFloat(math.Copysign(0, x.f)), nil
		}
		_, frac := math.Modf(x.f)
		return checkFloat(frac)
	case fnTruncate, fnRound, fnCeiling, fnFloor:
		if x.k != kFloat {
			return x, nil
		}
		switch id {
		case fnTruncate:
			return floatToInt(math.Trunc(x.f)), nil
		case fnRound:
			return floatToInt(math.Round(x.f)), nil
		case fnCeiling:
			return floatToInt(math.Ceil(x.f)), nil
		}
		return floatToInt(math.Floor(x.f)), nil
	case fnBitNot:
		if err := requireInt(m, id, x); err != nil {
			return num{}, err
		}
		if x.k == kInt {
			return mkInt(^x.i), nil
		}
		return mkBig(arithOf(m).res().Not(x.b)), nil
	case fnMsb, fnLsb, fnPopcount:
		if err := requireInt(m, id, x); err != nil {
			return num{}, err
		}
		if id == fnPopcount {
			if x.sign() < 0 {
				return num{}, fnError(m, engine.NewCompound(engine.Intern("domain_error"), atomNotLessZero, x.term()), id)
			}
			if x.k == kInt {
				return mkInt(int64(bits.OnesCount64(uint64(x.i)))), nil
			}
			c := 0
			for _, w := range x.b.Bits() {
				c += bits.OnesCount(uint(w))
			}
			return mkInt(int64(c)), nil
		}
		if x.sign() <= 0 {
			return num{}, fnError(m, engine.NewCompound(engine.Intern("domain_error"), atomNotLessOne, x.term()), id)
		}
		if id == fnMsb {
			if x.k == kInt {
				return mkInt(int64(63 - bits.LeadingZeros64(uint64(x.i)))), nil
			}
			return mkInt(int64(x.b.BitLen() - 1)), nil
		}
		if x.k == kInt {
			return mkInt(int64(bits.TrailingZeros64(uint64(x.i)))), nil
		}
		return mkInt(int64(x.b.TrailingZeroBits())), nil
	case fnRandom:
		return randomBelow(m, x)
	case fnNumerator:
		if err := requireRational(m, id, x); err != nil {
			return num{}, err
		}
		return x, nil
	case fnDenominator:
		if err := requireRational(m, id, x); err != nil {
			return num{}, err
		}
		return mkInt(1), nil
	}
	return num{}, engine.SystemError("arith: bad unary function %d", id)
}

// requireRational raises type_error(rational, X) in the function's
// context for a float: integers and rationals are rationals.
func requireRational(m *engine.Machine, id fnID, x num) error {
	if x.k == kFloat {
		return fnError(m, engine.NewCompound(atomTypeErrorA, atomRational, x.term()), id)
	}
	return nil
}

func apply3(m *engine.Machine, id fnID, a []num) (num, error) {
	if id == fnPowm {
		if err := requireInt(m, id, a...); err != nil {
			return num{}, err
		}
		// SWI-Prolog's domain: a base and an exponent not below zero, a
		// modulus not below one (big.Int.Exp would invert the base for
		// a negative exponent, and return nil when it cannot).
		if a[0].sign() < 0 {
			return num{}, fnDomainError(m, atomNotLessZero, a[0], id)
		}
		if a[1].sign() < 0 {
			return num{}, fnDomainError(m, atomNotLessZero, a[1], id)
		}
		if a[2].sign() <= 0 {
			return num{}, fnDomainError(m, atomNotLessOne, a[2], id)
		}
		r, err := powMod(m, bigOfShared(a[0]), bigOfShared(a[1]), bigOfShared(a[2]))
		if err != nil {
			return num{}, err
		}
		return mkBig(r), nil
	}
	return num{}, engine.SystemError("arith: bad function %d", id)
}
