package wam

import (
	"math"
	"math/big"
	"math/bits"
	"slices"

	"github.com/goprolog/goprolog/internal/bignat"
	"github.com/goprolog/goprolog/internal/engine"
)

// Integer arithmetic past the small integers, in the core.
//
// A loop on big integers (S1 is (S0*S0 - 2) mod M, C is A + B) runs an
// arithmetic goal whose operands are integers and whose steps are the
// core's own (+, *, mod, >>, /\, ...) at every iteration. evalInts runs
// such a goal on a stack of ival values, calling math/big and bignat
// directly: no engine term per operand, no dispatch through
// engine.Arithmetic by function id, no conversion to the evaluator's
// numbers and back. Its intermediate results live in big.Ints of the
// machine (intScratch), whose digit arrays serve from one goal to the
// next; only the value of is/2 reaches the heap, copied into an array of
// the core's pool (ownBig). Anything else is left to evalNumbers, which
// evaluates the goal again from its operands: a goal with a step
// evalInts has no code for (/, ^, msb, ...), known from its first run
// and then not tried; an operand that is not an integer (a float, a
// rational, an expression bound at run time), met at its push; a step
// that raises an error or needs the evaluator's care (a division by
// zero, a product of huge operands). The steps have no side effects:
// the work done before evalInts gives up is the only cost.

// ival is a value of evalInts: the integer i when b is nil, else the big
// integer b, which never fits an int64 (as the engine's BigInt). c is the
// box cell that holds b when b is an operand's value, read in place (and
// never modified); 0 for a result of the evaluation.
type ival struct {
	b *big.Int
	i int64
	c cell
}

// intScratchInts is the number of scratch big.Ints of one evaluation;
// an evaluation that needs more allocates the rest.
const intScratchInts = 16

// intScratchKeepWords bounds the digit array a scratch big.Int keeps
// from one evaluation to the next (64 KiB), so that one huge value does
// not pin its memory for the machine's life.
const intScratchKeepWords = 1 << 13

// intScratch is the machine's state of evalInts.
type intScratch struct {
	ints [intScratchInts]big.Int
	// used is the number of ints handed out in the current evaluation.
	used int
	// a and b hold int64 operands of a big operation; r receives the
	// remainder that a quotient leaves, q the quotient a remainder does.
	a, b, q, r big.Int
	// toom keeps Toom-3's temporaries; div is the last big divisor, kept
	// prepared for the next division by it (a loop of modular products
	// divides by one modulus).
	toom bignat.Scratch
	div  bignat.Divisor
	// memo is the last division of a big operand by an int64 (see
	// divMemo).
	memo bignat.DivMemo
	st   []ival
}

// res returns a big.Int to receive a result.
func (s *intScratch) res() *big.Int {
	if s.used < len(s.ints) {
		z := &s.ints[s.used]
		s.used++
		return z
	}
	return new(big.Int)
}

// begin frees the results of the previous evaluation, dropping the
// digit arrays that grew past intScratchKeepWords.
func (s *intScratch) begin() {
	for i := range s.used {
		if cap(s.ints[i].Bits()) > intScratchKeepWords {
			s.ints[i] = big.Int{}
		}
	}
	for _, z := range []*big.Int{&s.q, &s.r} {
		if cap(z.Bits()) > intScratchKeepWords {
			*z = big.Int{}
		}
	}
	s.used = 0
}

// big returns x as a big.Int to be read: b itself, or the int64 in tmp.
func (x ival) big(tmp *big.Int) *big.Int {
	if x.b != nil {
		return x.b
	}
	return tmp.SetInt64(x.i)
}

// sign is x's sign.
func (x ival) sign() int {
	if x.b != nil {
		return x.b.Sign()
	}
	switch {
	case x.i > 0:
		return 1
	case x.i < 0:
		return -1
	}
	return 0
}

// intOf returns the result z as an ival: an int64 when it fits one.
func intOf(z *big.Int) ival {
	if z.IsInt64() {
		return ival{i: z.Int64()}
	}
	return ival{b: z}
}

// cmpIvals compares x and y: -1, 0 or 1.
func cmpIvals(x, y ival) int {
	switch {
	case x.b == nil && y.b == nil:
		switch {
		case x.i < y.i:
			return -1
		case x.i > y.i:
			return 1
		}
		return 0
	case x.b != nil && y.b != nil:
		return x.b.Cmp(y.b)
	case x.b != nil:
		// A big integer is past every int64.
		return x.b.Sign()
	}
	return -y.b.Sign()
}

// intMaxBits bounds the integer results of evalInts, as the engine's
// evaluator bounds them: a product or a left shift past it is the
// evaluator's resource error.
const intMaxBits = 1 << 26

// intOperand is the value of the push step op as an ival; false when it is
// not an integer (a float, a rational, an expression bound at run time,
// an unbound variable, ...).
func (m *Machine) intOperand(op *aop) (ival, bool) {
	if op.k == aPushInt {
		return ival{i: op.v}, true
	}
	c := m.deref(m.regs[op.r])
	switch c.tag() {
	case tagInt:
		return ival{i: c.intVal()}, true
	case tagBox:
		switch x := m.boxes[c.val()].(type) {
		case *engine.BigInt:
			return ival{b: x.Big(), c: c}, true
		case engine.Int:
			return ival{i: int64(x)}, true
		}
	}
	return ival{}, false
}

// evalInts runs the arithmetic goal ar on integers (see ival): done is
// false when an operand is not an integer, a step is not one the core
// has (/, ^, the functions of aEval), or a step would raise an error or
// needs the evaluator's care (a product of huge operands, which it
// polls), all left to evalNumbers.
func (m *Machine) evalInts(ar *arith) (ok, done bool) {
	if ar.intSteps == 0 {
		ar.intSteps = intStepsYes
		for _, op := range ar.code {
			if op.k == aDiv || op.k == aPow || op.k == aEval {
				ar.intSteps = intStepsNo
			}
		}
	}
	if ar.intSteps == intStepsNo {
		return false, false
	}
	s := m.ints
	if s == nil {
		s = new(intScratch)
		m.ints = s
	}
	s.begin()
	if ar.rel != relIs {
		a, ok := m.evalIntProg(s, ar.code[:ar.split])
		if !ok {
			return false, false
		}
		// The left side's value is read after the right side's
		// evaluation: it may be a scratch value, and the right side
		// takes other entries.
		b, ok := m.evalIntProg(s, ar.code[ar.split:])
		if !ok {
			return false, false
		}
		return compareHolds(ar.rel, cmpIvals(a, b)), true
	}
	v, ok := m.evalIntProg(s, ar.code)
	if !ok {
		return false, false
	}
	var c cell
	switch {
	case v.c != 0:
		// An operand's value itself (X is Y, max(X, Y)): its box,
		// which no one modifies.
		c = v.c
	case v.b != nil:
		c = m.ownBig((*engine.BigInt)(v.b))
	case v.i <= maxSmall && v.i >= minSmall:
		c = mkInt(v.i)
	default:
		c = m.constCell(engine.Int(v.i))
	}
	return m.isValue(ar, c), true
}

// evalIntProg runs the postfix program code of evalInts.
func (m *Machine) evalIntProg(s *intScratch, code []aop) (ival, bool) {
	st := s.st[:0]
	defer func() {
		// The whole array: values popped off the stack stay behind
		// its end, and would keep Go from collecting what they name.
		clear(st[:cap(st)])
		s.st = st[:0]
	}()
	for i := range code {
		op := &code[i]
		switch op.k {
		case aPush, aPushInt:
			v, ok := m.intOperand(op)
			if !ok {
				return ival{}, false
			}
			st = append(st, v)
		case aNeg, aAbs, aSign, aNot:
			r, ok := s.apply1(op.k, st[len(st)-1])
			if !ok {
				return ival{}, false
			}
			st[len(st)-1] = r
		case aDiv, aPow, aEval:
			return ival{}, false // not run: see arith.intSteps
		default:
			n := len(st)
			r, ok := s.apply2(op.k, st[n-2], st[n-1])
			if !ok {
				return ival{}, false
			}
			st[n-2] = r
			st = st[:n-1]
		}
	}
	return st[0], true
}

// apply1 applies the step k of one operand to x.
func (s *intScratch) apply1(k int, x ival) (ival, bool) {
	switch k {
	case aNeg:
		if x.b == nil {
			if x.i != math.MinInt64 {
				return ival{i: -x.i}, true
			}
			return intOf(s.res().Neg(s.a.SetInt64(x.i))), true
		}
		return intOf(s.res().Neg(x.b)), true
	case aAbs:
		if x.sign() >= 0 {
			return x, true
		}
		return s.apply1(aNeg, x)
	case aSign:
		return ival{i: int64(x.sign())}, true
	}
	if x.b == nil {
		return ival{i: ^x.i}, true
	}
	return intOf(s.res().Not(x.b)), true
}

// apply2 applies the step k of two operands to x and y, as the engine's
// evaluator does on integers; false for what it leaves to the evaluator.
func (s *intScratch) apply2(k int, x, y ival) (ival, bool) {
	small := x.b == nil && y.b == nil
	switch k {
	case aAdd, aSub:
		if small {
			if k == aAdd {
				if r := x.i + y.i; (x.i^r)&(y.i^r) >= 0 {
					return ival{i: r}, true
				}
			} else if r := x.i - y.i; (x.i^y.i)&(x.i^r) >= 0 {
				return ival{i: r}, true
			}
		}
		z := s.res()
		if k == aAdd {
			z.Add(x.big(&s.a), y.big(&s.b))
		} else {
			z.Sub(x.big(&s.a), y.big(&s.b))
		}
		return intOf(z), true
	case aMul:
		if small {
			hi, lo := bits.Mul64(uint64(abs(x.i)), uint64(abs(y.i)))
			if hi == 0 && lo <= math.MaxInt64 && x.i != math.MinInt64 && y.i != math.MinInt64 {
				return ival{i: x.i * y.i}, true
			}
		}
		return s.mul(x, y)
	case aIntDiv, aMod, aRem:
		return s.divide(k, x, y)
	case aMin, aMax:
		if c := cmpIvals(x, y); (c < 0) == (k == aMin) && c != 0 {
			return x, true
		}
		return y, true
	case aShl, aShr:
		if y.b != nil {
			return ival{}, false
		}
		n := y.i
		if k == aShr {
			if n == math.MinInt64 {
				return ival{}, false
			}
			n = -n
		}
		return s.shift(x, n)
	}
	// aAnd, aOr, aXor.
	if small {
		switch k {
		case aAnd:
			return ival{i: x.i & y.i}, true
		case aOr:
			return ival{i: x.i | y.i}, true
		}
		return ival{i: x.i ^ y.i}, true
	}
	a, b, z := x.big(&s.a), y.big(&s.b), s.res()
	switch k {
	case aAnd:
		z.And(a, b)
	case aOr:
		z.Or(a, b)
	default:
		z.Xor(a, b)
	}
	return intOf(z), true
}

// mul is x*y past int64. A product of two big integers goes to bignat
// (its schoolbook, Karatsuba and Toom-3 products, and its squares when
// the operands are equal); one past intMaxBits, or of two operands past
// half engine.HugeBits (which the evaluator runs under a poll), is left
// to the evaluator.
func (s *intScratch) mul(x, y ival) (ival, bool) {
	if x.b == nil || y.b == nil {
		return intOf(s.res().Mul(x.big(&s.a), y.big(&s.b))), true
	}
	a, b := x.b, y.b
	// The lengths in words bound the lengths in bits: the exact test
	// is only needed near the bounds.
	const w = bits.UintSize
	if la, lb := len(a.Bits()), len(b.Bits()); (la+lb)*w > intMaxBits || min(la, lb)*w >= engine.HugeBits/2 {
		if int64(a.BitLen())+int64(b.BitLen()) > intMaxBits+1 || min(a.BitLen(), b.BitLen()) >= engine.HugeBits/2 {
			return ival{}, false
		}
	}
	if a != b && len(a.Bits()) == len(b.Bits()) && a.Sign() == b.Sign() && slices.Equal(a.Bits(), b.Bits()) {
		// Equal values that are not one big.Int: a square, which costs
		// about two thirds of a product.
		b = a
	}
	return intOf(s.toom.Mul(s.res(), a, b)), true
}

// shift is x shifted left by n bits, right when n < 0 (arithmetically:
// toward minus infinity).
func (s *intScratch) shift(x ival, n int64) (ival, bool) {
	if n <= 0 {
		// -n overflows for the smallest int64: any count past the
		// integer's width shifts every bit out.
		n = -max(n, -math.MaxInt64)
		if x.b == nil {
			if n >= 63 {
				if x.i < 0 {
					return ival{i: -1}, true
				}
				return ival{i: 0}, true
			}
			return ival{i: x.i >> uint(n)}, true
		}
		if n > int64(x.b.BitLen()) {
			n = int64(x.b.BitLen()) + 1
		}
		return intOf(s.res().Rsh(x.b, uint(n))), true
	}
	if x.sign() == 0 {
		return ival{i: 0}, true
	}
	if x.b == nil && n < 63 {
		if r := x.i << uint(n); r>>uint(n) == x.i {
			return ival{i: r}, true
		}
	}
	a := x.big(&s.a)
	if n > intMaxBits-int64(a.BitLen()) {
		return ival{}, false // the evaluator's resource error
	}
	return intOf(s.res().Lsh(a, uint(n))), true
}

// divide is x // y, x mod y or x rem y (k) on integers: truncating
// division, the remainder with x's sign, the modulo with y's. Division
// by zero is left to the evaluator, which raises its error.
func (s *intScratch) divide(k int, x, y ival) (ival, bool) {
	if y.sign() == 0 {
		return ival{}, false
	}
	if x.b == nil && y.b == nil && !(x.i == math.MinInt64 && y.i == -1) {
		switch k {
		case aIntDiv:
			return ival{i: x.i / y.i}, true
		case aRem:
			return ival{i: x.i % y.i}, true
		}
		r := x.i % y.i
		if r != 0 && (r < 0) != (y.i < 0) {
			r += y.i
		}
		return ival{i: r}, true
	}
	if x.b != nil && y.b == nil {
		q, r := s.divSmall(x, y.i)
		switch k {
		case aIntDiv:
			return q, true
		case aRem:
			return ival{i: r}, true
		}
		if r != 0 && (r < 0) != (y.i < 0) {
			r += y.i
		}
		return ival{i: r}, true
	}
	a, b := x.big(&s.a), y.big(&s.b)
	if r, ok := s.divideBig(k, a, b); ok {
		return r, true
	}
	// Both halves of the division go to big.Ints of their own:
	// math/big's Quo and Rem would allocate the other half.
	if k == aIntDiv {
		q := s.res()
		q.QuoRem(a, b, &s.r)
		return intOf(q), true
	}
	r := s.res()
	s.q.QuoRem(a, b, r)
	if k == aMod && r.Sign() != 0 && r.Sign() != b.Sign() {
		r.Add(r, b)
	}
	return intOf(r), true
}

// divideBig is divide for a divisor b of 2 to bignat.DivMaxWords-1
// words and a dividend a no shorter, by bignat's schoolbook division
// with the divisor prepared once for the divisions by it in a row
// (bignat.Divisor.QuoRemInts); false for other operands, which math/big
// divides.
func (s *intScratch) divideBig(k int, a, b *big.Int) (ival, bool) {
	z := s.res()
	if k == aIntDiv {
		if !s.div.QuoRemInts(z, &s.r, a, b, true) {
			return ival{}, false
		}
		return intOf(z), true
	}
	if !s.div.QuoRemInts(nil, z, a, b, false) {
		return ival{}, false
	}
	if k == aMod && z.Sign() != 0 && z.Sign() != b.Sign() {
		z.Add(z, b)
	}
	return intOf(z), true
}

// divSmall divides the big integer x by the nonzero int64 d: the
// truncated quotient and the remainder, from one pass over x. When x is
// an operand's value (a term's, not a scratch result) the division is
// remembered, so that N // D after N mod D (a loop on decimal digits)
// costs a copy of the quotient.
func (s *intScratch) divSmall(x ival, d int64) (ival, int64) {
	qb, qi, r := s.memo.Divide(s.res(), x.b, d, x.c != 0)
	return ival{b: qb, i: qi}, r
}
