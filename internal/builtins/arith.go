package builtins

import (
	"math"
	"math/big"
	"math/bits"
	"slices"
	"time"
	"unicode/utf8"

	"github.com/goprolog/goprolog/internal/bignat"
	"github.com/goprolog/goprolog/internal/engine"
)

// Arithmetic evaluation works on num values rather than engine.Terms so
// that intermediate results never box: only the final result becomes a
// Term (and engine.MakeInt caches the small ones).

type numKind uint8

const (
	kInt numKind = iota
	kFloat
	kBig
)

// num is an evaluated number. A kBig never holds a value that fits in
// int64 (mkBig normalises), mirroring engine.BigInt.
type num struct {
	k numKind
	i int64
	f float64
	b *big.Int
}

func mkInt(i int64) num     { return num{k: kInt, i: i} }
func mkFloat(f float64) num { return num{k: kFloat, f: f} }

func mkBig(b *big.Int) num {
	if b.IsInt64() {
		return num{k: kInt, i: b.Int64()}
	}
	return num{k: kBig, b: b}
}

// arithState is per-interpreter scratch for big-integer arithmetic. A
// Machine runs on one goroutine at a time, so this needs no locking; it is
// never shared between Machines.
type arithState struct {
	// a and b hold int64 operands as big.Ints. They are reused, so that
	// mixing a small integer into a big operation does not allocate.
	a, b big.Int
	// r receives the remainder of a division by a small integer.
	r big.Int
	// div is the last division of a big integer by an int64 (see
	// divSmall).
	div divMemo
	// mul keeps the temporaries of Toom-Cook products.
	mul bignat.Scratch
	// divisor is the last big divisor of moderate size, prepared for
	// division (see bigDivide).
	divisor bignat.Divisor
	scratchPool
}

// arithOf returns m's big-integer scratch state, creating it on first use.
func arithOf(m *engine.Machine) *arithState {
	if m == nil {
		return &arithState{}
	}
	if s, ok := m.Hooks.Slots[slotArith].(*arithState); ok {
		return s
	}
	s := &arithState{}
	m.Hooks.Slots[slotArith] = s
	return s
}

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
// take operands past bignat.ToomSqrThreshold.
var toomPowBits = int64(2 * bignat.ToomSqrThreshold * bits.UintSize)

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

// divMemo remembers the last division of a big integer by an int64,
// so that a loop that takes both N mod D and N // D of the same N (digit
// sums, base conversion) divides once, not twice. The dividend and the
// quotient are kept as copies of their digits and compared by value: a
// big.Int's identity does not name its value, as the WAM core gives the
// digit arrays of dead values to new ones.
type divMemo struct {
	valid bool
	d     int64
	// x and q are the magnitudes of the dividend and the quotient, with
	// their signs; a quotient that fits in an int64 is qInt, with small
	// set.
	x, q       []big.Word
	xNeg, qNeg bool
	small      bool
	qInt, r    int64
}

// holds reports whether the memo is of x divided by d.
func (dm *divMemo) holds(x *big.Int, d int64) bool {
	return dm.valid && dm.d == d && (x.Sign() < 0) == dm.xNeg && slices.Equal(x.Bits(), dm.x)
}

// remember records x / d = q rem r.
func (dm *divMemo) remember(x *big.Int, d int64, q num, r int64) {
	dm.valid, dm.d, dm.r = true, d, r
	dm.x, dm.xNeg = append(dm.x[:0], x.Bits()...), x.Sign() < 0
	dm.small, dm.qInt = q.k == kInt, q.i
	if dm.small {
		return
	}
	dm.q, dm.qNeg = append(dm.q[:0], q.b.Bits()...), q.b.Sign() < 0
}

// quotient returns the remembered quotient in z.
func (dm *divMemo) quotient(z *big.Int) num {
	if dm.small {
		return num{k: kInt, i: dm.qInt}
	}
	z.SetBits(append(z.Bits()[:0], dm.q...))
	if dm.qNeg {
		z.Neg(z)
	}
	return num{k: kBig, b: z}
}

// divSmall divides the big integer x by the nonzero int64 d, returning
// the truncated quotient and remainder. Both come from one pass over x
// and are remembered (see divMemo) when x is a term's value rather than
// a scratch intermediate, so that a following N // D after N mod D (or
// the other way round) costs a copy of the quotient.
func (s *arithState) divSmall(x *big.Int, d int64) (num, int64) {
	memo := !s.isScratch(x)
	if memo && s.div.holds(x, d) {
		return s.div.quotient(s.res()), s.div.r
	}
	qb := s.res()
	ad := uint64(d)
	if d < 0 {
		ad = -ad
	}
	var q num
	var r int64
	if ad <= uint64(^big.Word(0)) {
		xs := x.Bits()
		qs := qb.Bits()
		if cap(qs) < len(xs) {
			qs = make([]big.Word, len(xs))
		}
		qs = qs[:len(xs)]
		ur := bignat.DivWord(qs, xs, big.Word(ad))
		qb.SetBits(qs)
		if (x.Sign() < 0) != (d < 0) {
			qb.Neg(qb)
		}
		q, r = mkBig(qb), int64(ur)
		if x.Sign() < 0 {
			r = -r
		}
	} else {
		// A divisor wider than a Word (32-bit platforms).
		qb.QuoRem(x, s.b.SetInt64(d), &s.r)
		q, r = mkBig(qb), s.r.Int64()
	}
	if memo {
		s.div.remember(x, d, q, r)
	}
	return q, r
}

// bigDivide computes a // b, a rem b, a mod b or a div b (id) when b
// has from 2 to bignat.DivMaxWords-1 words and a is not shorter, by
// schoolbook division with the divisor prepared once for all the
// divisions by it in a row (s.divisor), as in a loop of modular
// products; it reports false for other operands.
func (s *arithState) bigDivide(id fnID, a, b *big.Int) (num, bool) {
	as, bs := a.Bits(), b.Bits()
	if len(bs) < 2 || len(bs) >= bignat.DivMaxWords || len(as) < len(bs) {
		return num{}, false
	}
	if !s.divisor.Is(bs) {
		s.divisor.Set(bs)
	}
	z := s.res()
	wantQ := id == fnIntDiv || id == fnFloorDiv
	if wantQ {
		qs, rs := s.divisor.QuoRem(z.Bits(), s.r.Bits(), as, true)
		z.SetBits(qs)
		s.r.SetBits(rs)
	} else {
		_, rs := s.divisor.QuoRem(nil, z.Bits(), as, false)
		z.SetBits(rs)
	}
	// Truncated division: the remainder has a's sign, the quotient
	// the product of the signs.
	neg := a.Sign() < 0
	if !wantQ {
		if neg {
			z.Neg(z)
		}
		if id == fnMod && z.Sign() != 0 && z.Sign() != b.Sign() {
			z.Add(z, b)
		}
		return mkBig(z), true
	}
	if neg != (b.Sign() < 0) {
		z.Neg(z)
		if id == fnFloorDiv && s.r.Sign() != 0 {
			z.Sub(z, bigOne)
		}
	}
	return mkBig(z), true
}

func (n num) isInt() bool { return n.k != kFloat }

func (n num) term() engine.Term {
	switch n.k {
	case kInt:
		return engine.MakeInt(n.i)
	case kFloat:
		return engine.Float(n.f)
	}
	return (*engine.BigInt)(n.b)
}

func (n num) sign() int {
	switch n.k {
	case kInt:
		switch {
		case n.i > 0:
			return 1
		case n.i < 0:
			return -1
		}
		return 0
	case kBig:
		return n.b.Sign()
	}
	switch {
	case n.f > 0:
		return 1
	case n.f < 0:
		return -1
	}
	return 0
}

// toFloat converts n to a float, raising float_overflow for integers
// beyond the float range as SWI-Prolog does.
func (n num) toFloat() (float64, error) {
	switch n.k {
	case kInt:
		return float64(n.i), nil
	case kFloat:
		return n.f, nil
	}
	f := bigFloat(n.b)
	if math.IsInf(f, 0) {
		return 0, engine.EvaluationError("float_overflow")
	}
	return f, nil
}

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
	// Ternary.
	fnPowm
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
		{"+", 2, fnAdd}, {"-", 2, fnSub}, {"*", 2, fnMul}, {"/", 2, fnDiv},
		{"//", 2, fnIntDiv}, {"mod", 2, fnMod}, {"rem", 2, fnRem}, {"div", 2, fnFloorDiv},
		{"min", 2, fnMin}, {"max", 2, fnMax}, {"gcd", 2, fnGcd}, {"lcm", 2, fnLcm},
		{"**", 2, fnPow}, {"^", 2, fnCaret}, {"atan", 2, fnAtan2}, {"atan2", 2, fnAtan2},
		{"log", 2, fnLogB}, {">>", 2, fnShr}, {"<<", 2, fnShl}, {`/\`, 2, fnAnd},
		{`\/`, 2, fnOr}, {"xor", 2, fnXor}, {"copysign", 2, fnCopysign},
		{"nexttoward", 2, fnNextToward}, {"getbit", 2, fnGetbit},
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
func errOverflow() error  { return engine.EvaluationError("float_overflow") }

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

// Eval evaluates the arithmetic expression t as is/2 does, returning an
// Int, *BigInt or Float. It uses an explicit stack, so expressions of any
// depth evaluate.
func Eval(m *engine.Machine, t engine.Term) (engine.Term, error) {
	t = engine.Deref(t)
	switch x := t.(type) {
	case engine.Int, engine.Float, *engine.BigInt:
		return x, nil
	}
	n, err := evalNum(m, t)
	if err != nil {
		return nil, err
	}
	return n.term(), nil
}

// evalNum is Eval without boxing the result.
func evalNum(m *engine.Machine, t engine.Term) (num, error) {
	switch x := engine.Deref(t).(type) {
	case engine.Int:
		return mkInt(int64(x)), nil
	case engine.Float:
		return mkFloat(float64(x)), nil
	case *engine.BigInt:
		return num{k: kBig, b: x.Big()}, nil
	case *engine.Compound:
		if r, ok := engine.EvalSmallInt(x); ok {
			return mkInt(r), nil
		}
		return evalSlow(m, x)
	default:
		return evalSlow(m, x)
	}
}

func abs64(a int64) int64 {
	if a < 0 {
		return -a
	}
	return a
}

// evalItem is a pending step of the evaluator: evaluate t, or (when c is
// set) apply function id to the values of c's arguments.
type evalItem struct {
	t  engine.Term
	c  *engine.Compound
	id fnID
}

// evalSlow is the general evaluator. Like SWI-Prolog it evaluates the
// arguments of a function right to left, and looks up the function only
// after its arguments have been evaluated; this fixes which error is raised
// for expressions with several faults. Intermediate big integers live in
// the interpreter's scratch pool; the value returned is not one of them.
func evalSlow(m *engine.Machine, root engine.Term) (num, error) {
	s := arithOf(m)
	mark, was := s.open()
	// Deferred, so that a panic that the engine recovers from does not
	// leave the pool handing out scratch to callers that keep results.
	defer s.close(mark, was)
	n, err := evalWalk(m, root)
	if err == nil {
		n = s.keep(n)
	}
	return n, err
}

// evalWalk is evalSlow's walk over the expression.
func evalWalk(m *engine.Machine, root engine.Term) (num, error) {
	// Room for most expressions without allocating; zeroing more than
	// this showed in the profile of big-integer loops.
	var workBuf [8]evalItem
	var valBuf [8]num
	work := append(workBuf[:0], evalItem{t: root})
	vals := valBuf[:0]
	for steps := 0; len(work) > 0; steps++ {
		// A cyclic expression (X = X+1, Y is X) has no end: as in
		// SWI-Prolog, it is a type error, checked once the walk is long.
		if steps == cyclicEvalSteps && isCyclic(root) {
			return num{}, engine.TypeError("expression", root)
		}
		it := work[len(work)-1]
		work = work[:len(work)-1]
		if it.c != nil {
			n := len(it.c.Args)
			if it.id == fnNone {
				return num{}, engine.TypeError("evaluable", engine.PI(it.c.Name, n))
			}
			// Arguments were evaluated right to left, so the first
			// argument's value is on top.
			args := vals[len(vals)-n:]
			for i, j := 0, n-1; i < j; i, j = i+1, j-1 {
				args[i], args[j] = args[j], args[i]
			}
			var r num
			var err error
			if len(work) == 0 {
				// The last step makes the value returned: allocated
				// as it is computed, not copied out of scratch.
				r, err = applyDurable(m, it.id, args)
			} else {
				r, err = apply(m, it.id, args)
			}
			if err != nil {
				return num{}, err
			}
			vals = append(vals[:len(vals)-n], r)
			continue
		}
		switch x := engine.Deref(it.t).(type) {
		case engine.Int:
			vals = append(vals, mkInt(int64(x)))
		case engine.Float:
			vals = append(vals, mkFloat(float64(x)))
		case *engine.BigInt:
			vals = append(vals, num{k: kBig, b: x.Big()})
		case *engine.Var:
			return num{}, engine.InstantiationError()
		case *engine.Atom:
			id, ok := lookupFn(x, 0)
			if !ok {
				return num{}, engine.TypeError("evaluable", engine.PI(x, 0))
			}
			r, err := apply(m, id, nil)
			if err != nil {
				return num{}, err
			}
			vals = append(vals, r)
		case engine.String:
			r, size := utf8.DecodeRuneInString(string(x))
			if size == 0 || size != len(x) {
				return num{}, oneCharError(x)
			}
			vals = append(vals, mkInt(int64(r)))
		case *engine.Compound:
			if x.Name == engine.AtomDot && len(x.Args) == 2 {
				r, err := evalCharList(x)
				if err != nil {
					return num{}, err
				}
				vals = append(vals, r)
				continue
			}
			id, _ := lookupFn(x.Name, len(x.Args))
			work = append(work, evalItem{c: x, id: id})
			for _, a := range x.Args {
				work = append(work, evalItem{t: a})
			}
		default:
			return num{}, engine.TypeError("evaluable", x)
		}
	}
	return vals[0], nil
}

// cyclicEvalSteps is the length of an evaluation after which evalSlow
// checks that the expression is not cyclic.
const cyclicEvalSteps = 1 << 16

// oneCharError is SWI-Prolog's error for "text" that is not one character:
// type_error([], Culprit) (sic).
func oneCharError(culprit engine.Term) error {
	return engine.Throw(engine.NewCompound(engine.AtomError,
		engine.NewCompound(atomTypeErrorA, engine.AtomNil, culprit),
		engine.NewCompound(atomContext,
			engine.NewCompound(engine.AtomColon, engine.Intern("system"), engine.NewCompound(engine.AtomSlash, engine.Intern("is"), engine.MakeInt(2))),
			engine.Intern(`"x" must hold one character`))))
}

// evalCharList evaluates "[X]": a one-element list of a code or a
// one-character atom evaluates to the code.
func evalCharList(c *engine.Compound) (num, error) {
	if engine.Deref(c.Args[1]) != engine.AtomNil {
		return num{}, oneCharError(c)
	}
	switch h := engine.Deref(c.Args[0]).(type) {
	case *engine.Var:
		return num{}, engine.InstantiationError()
	case engine.Int:
		return mkInt(int64(h)), nil
	case *engine.Atom:
		r, size := utf8.DecodeRuneInString(h.Name)
		if size > 0 && size == len(h.Name) {
			return mkInt(int64(r)), nil
		}
		return num{}, engine.TypeError("character", h)
	default:
		return num{}, engine.TypeError("character", h)
	}
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
		if x.k == kFloat {
			return intTypeError(m, x, id)
		}
	}
	return nil
}

// floatFn applies a float function with SWI-Prolog's result checks.
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
	switch id {
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
	case fnSqrt:
		return floatFn(x, math.Sqrt)
	case fnSin:
		return floatFn(x, math.Sin)
	case fnCos:
		return floatFn(x, math.Cos)
	case fnTan:
		return floatFn(x, math.Tan)
	case fnAsin:
		return floatFn(x, math.Asin)
	case fnAcos:
		return floatFn(x, math.Acos)
	case fnAtan:
		return floatFn(x, math.Atan)
	case fnExp:
		return floatFn(x, math.Exp)
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
		switch id {
		case fnLog2:
			return checkFloat(accurateLog(v, ddLn2))
		case fnLog10:
			return checkFloat(accurateLog(v, ddLn10))
		}
		return checkFloat(accurateLog(v, dd{1, 0}))
	case fnSinh:
		return floatFn(x, math.Sinh)
	case fnCosh:
		return floatFn(x, math.Cosh)
	case fnTanh:
		return floatFn(x, math.Tanh)
	case fnAsinh:
		return floatFn(x, math.Asinh)
	case fnAcosh:
		return floatFn(x, math.Acosh)
	case fnAtanh:
		return floatFn(x, math.Atanh)
	case fnCot:
		v, err := x.toFloat()
		if err != nil {
			return num{}, err
		}
		if v == 0 {
			return num{}, errUndefined()
		}
		return checkFloat(1 / math.Tan(v))
	case fnAcot:
		return floatFn(x, func(v float64) float64 { return math.Atan(1 / v) })
	case fnErf:
		return floatFn(x, math.Erf)
	case fnErfc:
		return floatFn(x, math.Erfc)
	case fnLgamma:
		return floatFn(x, func(v float64) float64 { r, _ := math.Lgamma(v); return r })
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
		if err := requireRational(x); err != nil {
			return num{}, err
		}
		return x, nil
	case fnDenominator:
		if err := requireRational(x); err != nil {
			return num{}, err
		}
		return mkInt(1), nil
	}
	return num{}, engine.SystemError("arith: bad unary function %d", id)
}

func requireRational(x num) error {
	if x.k == kFloat {
		return engine.TypeError("rational", x.term())
	}
	return nil
}

// cmpNum compares two numbers as the comparison predicates do: an integer
// against a float is compared as floats (as SWI-Prolog 9.0 does). It
// returns -1, 0, 1, or 2 when unordered (NaN).
func cmpNum(a, b num) int {
	if a.k == kInt && b.k == kInt {
		switch {
		case a.i < b.i:
			return -1
		case a.i > b.i:
			return 1
		}
		return 0
	}
	if a.k != kFloat && b.k != kFloat {
		// A big integer lies outside the int64 range, so against an int64
		// its sign decides, without converting the int64 to a big.Int.
		switch {
		case b.k == kInt:
			return a.b.Sign()
		case a.k == kInt:
			return -b.b.Sign()
		}
		return a.b.Cmp(b.b)
	}
	x, y := floatLoose(a), floatLoose(b)
	switch {
	case x < y:
		return -1
	case x > y:
		return 1
	case x == y:
		return 0
	}
	return 2
}

// bigOfShared returns an integer as a *big.Int that must not be modified.
func bigOfShared(n num) *big.Int {
	if n.k == kBig {
		return n.b
	}
	return big.NewInt(n.i)
}

// floatLoose converts to float, giving ±Inf for huge integers.
func floatLoose(n num) float64 {
	switch n.k {
	case kInt:
		return float64(n.i)
	case kFloat:
		return n.f
	}
	f := bigFloat(n.b)
	return f
}

// CompareNumbers compares two numeric terms by value as =:=/2 and </2 do:
// -1, 0 or 1, and 2 when they are unordered (a NaN is involved).
func CompareNumbers(a, b engine.Term) int {
	return cmpNum(termNum(a), termNum(b))
}

// termNum converts a dereferenced number term to a num (0 for non-numbers).
func termNum(t engine.Term) num {
	switch x := engine.Deref(t).(type) {
	case engine.Int:
		return mkInt(int64(x))
	case engine.Float:
		return mkFloat(float64(x))
	case *engine.BigInt:
		return num{k: kBig, b: x.Big()}
	}
	return mkInt(0)
}

// floatArgs converts both operands of a mixed operation to floats.
func floatArgs(x, y num) (float64, float64, error) {
	a, err := x.toFloat()
	if err != nil {
		return 0, 0, err
	}
	b, err := y.toFloat()
	if err != nil {
		return 0, 0, err
	}
	return a, b, nil
}

func apply2(m *engine.Machine, id fnID, x, y num) (num, error) {
	switch id {
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
		if x.isInt() && y.isInt() {
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
		return checkFloat(math.Atan2(a, b))
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

// power implements **/2 and ^/2, which behave alike in SWI-Prolog 9.0
// with prefer_rationals=false.
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

// floatPow is math.Pow, made correctly rounded for integral exponents:
// Go's Pow can be several ulps off (1.1**10), while SWI-Prolog uses the C
// library's pow, whose results are correctly rounded. The integral case is
// computed by repeated squaring in double-double arithmetic.
func floatPow(x, y float64) float64 {
	if y != math.Trunc(y) || math.Abs(y) > 1<<30 || x == 0 || math.IsInf(x, 0) || math.IsNaN(x) {
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

// is/2.
func biIs(m *engine.Machine, args []engine.Term) (bool, error) {
	v, err := Eval(m, args[1])
	if err != nil {
		return false, err
	}
	return m.Unify(args[0], v), nil
}

// compareArgs evaluates both sides (left first, as SWI-Prolog does) and
// compares them; the Int-Int case never leaves the caller's stack frame.
func compareArgs(m *engine.Machine, args []engine.Term) (int, error) {
	l, r := engine.Deref(args[0]), engine.Deref(args[1])
	if a, ok := l.(engine.Int); ok {
		if b, ok := r.(engine.Int); ok {
			switch {
			case a < b:
				return -1, nil
			case a > b:
				return 1, nil
			}
			return 0, nil
		}
	}
	x, err := evalNum(m, l)
	if err != nil {
		return 0, err
	}
	y, err := evalNum(m, r)
	if err != nil {
		return 0, err
	}
	return cmpNum(x, y), nil
}

// arithCompare makes a comparison predicate from a test on cmpNum's
// result (2 means unordered: only =\= holds then).
func arithCompare(test func(c int) bool) engine.Builtin {
	return func(m *engine.Machine, args []engine.Term) (bool, error) {
		c, err := compareArgs(m, args)
		if err != nil {
			return false, err
		}
		return test(c), nil
	}
}

// intOrVar classifies an argument of succ/2, plus/3 and between/3: an
// integer (as a num), an unbound variable, or a type error.
func intOrVar(t engine.Term) (num, bool, error) {
	switch x := engine.Deref(t).(type) {
	case engine.Int:
		return mkInt(int64(x)), true, nil
	case *engine.BigInt:
		return num{k: kBig, b: x.Big()}, true, nil
	case *engine.Var:
		return num{}, false, nil
	default:
		return num{}, false, engine.TypeError("integer", x)
	}
}

// succ/2.
func biSucc(m *engine.Machine, args []engine.Term) (bool, error) {
	x, xok, err := intOrVar(args[0])
	if err != nil {
		return false, err
	}
	y, yok, err := intOrVar(args[1])
	if err != nil {
		return false, err
	}
	switch {
	case xok:
		if x.sign() < 0 {
			return false, engine.DomainError("not_less_than_zero", x.term())
		}
		r, _ := apply2(m, fnAdd, x, mkInt(1))
		return m.Unify(args[1], r.term()), nil
	case yok:
		if y.sign() < 0 {
			return false, engine.DomainError("not_less_than_zero", y.term())
		}
		if y.sign() == 0 {
			return false, nil
		}
		r, _ := apply2(m, fnSub, y, mkInt(1))
		return m.Unify(args[0], r.term()), nil
	}
	return false, engine.InstantiationError()
}

// plus/3.
func biPlus(m *engine.Machine, args []engine.Term) (bool, error) {
	var v [3]num
	var ok [3]bool
	for i := range v {
		n, isInt, err := intOrVar(args[i])
		if err != nil {
			return false, err
		}
		v[i], ok[i] = n, isInt
	}
	switch {
	case ok[0] && ok[1]:
		r, _ := apply2(m, fnAdd, v[0], v[1])
		return m.Unify(args[2], r.term()), nil
	case ok[0] && ok[2]:
		r, _ := apply2(m, fnSub, v[2], v[0])
		return m.Unify(args[1], r.term()), nil
	case ok[1] && ok[2]:
		r, _ := apply2(m, fnSub, v[2], v[1])
		return m.Unify(args[0], r.term()), nil
	}
	return false, engine.InstantiationError()
}

var atomDivmod = engine.Intern("divmod")

// divmod(+Dividend, +Divisor, -Quotient, -Remainder): Quotient is
// Dividend div Divisor and Remainder Dividend mod Divisor, integers only.
// Its zero_divisor error names divmod/2, as SWI-Prolog's does.
func biDivmod(m *engine.Machine, args []engine.Term) (bool, error) {
	var v [2]num
	for i := range v {
		n, ok, err := intOrVar(args[i])
		if err != nil {
			return false, err
		}
		if !ok {
			return false, engine.InstantiationError()
		}
		v[i] = n
	}
	if v[1].sign() == 0 {
		return false, engine.Throw(engine.NewCompound(engine.AtomError,
			engine.NewCompound(engine.Intern("evaluation_error"), engine.Intern("zero_divisor")),
			engine.NewCompound(atomContext, engine.PI(atomDivmod, 2), m.NewVar())))
	}
	q, err := apply2(m, fnFloorDiv, v[0], v[1])
	if err != nil {
		return false, err
	}
	r, err := apply2(m, fnMod, v[0], v[1])
	if err != nil {
		return false, err
	}
	return m.Unify(args[2], q.term()) && m.Unify(args[3], r.term()), nil
}

// between/3.
func biBetween(m *engine.Machine, args []engine.Term) (bool, error) {
	lo, ok, err := intOrVar(args[0])
	if err != nil {
		return false, err
	}
	if !ok {
		return false, engine.InstantiationError()
	}
	var hi num
	inf := false
	switch h := engine.Deref(args[1]).(type) {
	case *engine.Atom:
		if h != atomInf && h != atomInfinite {
			return false, engine.TypeError("integer", h)
		}
		inf = true
	default:
		hi, ok, err = intOrVar(h)
		if err != nil {
			return false, err
		}
		if !ok {
			return false, engine.InstantiationError()
		}
	}
	x, ok, err := intOrVar(args[2])
	if err != nil {
		return false, err
	}
	if ok {
		return cmpNum(lo, x) <= 0 && (inf || cmpNum(x, hi) <= 0), nil
	}
	if !inf && cmpNum(lo, hi) > 0 {
		return false, nil
	}
	return betweenFrom(m, args[2], lo, hi, inf)
}

// betweenFrom binds x to lo, leaving a choicepoint for lo+1 unless lo is
// the last value.
func betweenFrom(m *engine.Machine, x engine.Term, lo, hi num, inf bool) (bool, error) {
	if lo.k == kInt {
		b := &betweenInts{x: x, next: lo.i, last: math.MaxInt64, hi: hi, inf: inf, more: true}
		if !inf && hi.k == kInt {
			b.last, b.more = hi.i, false
		}
		b.redo = b.step
		return b.step(m)
	}
	if inf || cmpNum(lo, hi) < 0 {
		m.PushRedo(func(m *engine.Machine) (bool, error) {
			next, _ := apply2(m, fnAdd, lo, mkInt(1))
			return betweenFrom(m, x, next, hi, inf)
		})
	}
	return m.Unify(x, lo.term()), nil
}

// betweenInts enumerates between/3's solutions while they fit in an
// int64: x is bound to next, then to each integer up to last. If more,
// last is math.MaxInt64 and the enumeration goes on with big integers up
// to hi (or without end if inf), as between(1, inf, X) does.
//
// The state is updated in place and the same redo is pushed again for the
// next solution: backtracking pops a choicepoint before running its redo,
// so no other choicepoint refers to it. The enumeration thus allocates
// once, not a closure per solution.
type betweenInts struct {
	x          engine.Term
	next, last int64
	more       bool
	hi         num
	inf        bool
	redo       func(*engine.Machine) (bool, error)
}

func (b *betweenInts) step(m *engine.Machine) (bool, error) {
	v := b.next
	switch {
	case v < b.last:
		b.next = v + 1
		m.PushRedo(b.redo)
	case b.more:
		m.PushRedo(func(m *engine.Machine) (bool, error) {
			next, _ := apply2(m, fnAdd, mkInt(v), mkInt(1))
			return betweenFrom(m, b.x, next, b.hi, b.inf)
		})
	}
	return m.Unify(b.x, m.NewInt(v)), nil
}

var arithBuiltins = []engine.BuiltinSpec{
	{Name: "is", Arity: 2, Fn: biIs},
	{Name: "=:=", Arity: 2, Fn: arithCompare(func(c int) bool { return c == 0 })},
	{Name: `=\=`, Arity: 2, Fn: arithCompare(func(c int) bool { return c != 0 })},
	{Name: "<", Arity: 2, Fn: arithCompare(func(c int) bool { return c == -1 })},
	{Name: ">", Arity: 2, Fn: arithCompare(func(c int) bool { return c == 1 })},
	{Name: "=<", Arity: 2, Fn: arithCompare(func(c int) bool { return c == -1 || c == 0 })},
	{Name: ">=", Arity: 2, Fn: arithCompare(func(c int) bool { return c == 1 || c == 0 })},
	{Name: "succ", Arity: 2, Fn: biSucc},
	{Name: "plus", Arity: 3, Fn: biPlus},
	{Name: "between", Arity: 3, Fn: biBetween},
	{Name: "divmod", Arity: 4, Fn: biDivmod},
}
