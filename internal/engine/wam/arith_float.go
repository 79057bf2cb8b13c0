package wam

import (
	"math"
	"math/bits"

	"github.com/goprolog/goprolog/internal/engine"
)

// Arithmetic on float64 values. When the evaluation on small integers
// stops at a float (arithSlow), a goal whose operands are floats and
// small integers evaluates here on a stack of fnum values, with no
// engine term, before evalNumbers and the engine's built-in are asked.

// fnum is a value of evalFloats: a float, or a small integer.
type fnum struct {
	f     float64
	i     int64
	float bool
}

// fexact is the largest magnitude of an integer that a float64 holds
// exactly: a comparison of a larger one with a float is left to the
// engine, which compares them exactly.
const fexact = 1 << 53

// asFloat is x as a float, rounded to nearest as SWI-Prolog converts.
func (x fnum) asFloat() float64 {
	if x.float {
		return x.f
	}
	return float64(x.i)
}

// evalFloats runs the arithmetic goal ar on float64 values, when its
// operands are floats and small integers and each of its steps is +, -,
// *, /, unary minus, abs, sqrt, float, pi, a rounding to an integer, a
// function that the evaluator computes as a function of a float (exp,
// sin, log, ...: floatFunctionOf) or a comparison, with a float
// among the operands of each step but those of +, - and * whose value
// is a small integer: a float program (Mandelbrot, n-body, a physics step) then
// evaluates with no engine term and no allocation but the box of is/2's
// value. done is false for anything else, left to evalNumbers: a step
// of two integers past the small ones, or by / when they divide, another
// function, a big integer, an operand that is
// not a number, and a value that is not finite, whose error or special
// float the engine's evaluator makes.
func (m *Machine) evalFloats(ar *arith) (ok, done bool) {
	var buf [16]fnum
	eval := func(code []aop) (fnum, bool) {
		st := buf[:0]
		for _, op := range code {
			switch op.k {
			case aPushInt:
				if len(st) == len(buf) {
					return fnum{}, false
				}
				st = append(st, fnum{i: op.v})
				continue
			case aPush:
				if len(st) == len(buf) {
					return fnum{}, false
				}
				c := m.deref(m.regs[op.r])
				switch c.tag() {
				case tagInt:
					st = append(st, fnum{i: c.intVal()})
				case tagBox:
					f, isFloat := m.boxes[c.val()].(engine.Float)
					if !isFloat {
						return fnum{}, false
					}
					st = append(st, fnum{f: float64(f), float: true})
				default:
					return fnum{}, false
				}
				continue
			case aNeg, aAbs:
				x := &st[len(st)-1]
				if !x.float {
					return fnum{}, false
				}
				if op.k == aNeg {
					x.f = -x.f
				} else {
					x.f = math.Abs(x.f)
				}
				continue
			case aEval:
				var applied bool
				if st, applied = floatFunction(op, st, len(buf)); applied {
					continue
				}
				f := m.floatFunctionOf(op)
				if f == nil || len(st) == 0 {
					return fnum{}, false
				}
				x := &st[len(st)-1]
				v := x.asFloat()
				r := f(v)
				if !finite(v) || !finite(r) {
					// The evaluator's error or special float.
					return fnum{}, false
				}
				*x = fnum{f: r, float: true}
				continue
			case aAdd, aSub, aMul, aDiv:
			default:
				return fnum{}, false
			}
			x, y := st[len(st)-2], st[len(st)-1]
			if !x.float && !y.float {
				// Two small integers: their sum, difference or product
				// while it is one too (the operands are below 2^60).
				var r int64
				switch op.k {
				case aAdd:
					r = x.i + y.i
				case aSub:
					r = x.i - y.i
				case aMul:
					hi, lo := bits.Mul64(uint64(abs64(x.i)), uint64(abs64(y.i)))
					if hi != 0 || lo > maxSmall {
						return fnum{}, false
					}
					r = x.i * y.i
				default:
					// X / Y of integers that do not divide is the float
					// quotient, unless the flags iso or prefer_rationals
					// say otherwise (or Y is 0): the engine decides those.
					if y.i == 0 || x.i%y.i == 0 || !m.floatQuotients() {
						return fnum{}, false
					}
					st = append(st[:len(st)-2], fnum{f: float64(x.i) / float64(y.i), float: true})
					continue
				}
				if r > maxSmall || r < minSmall {
					return fnum{}, false
				}
				st = append(st[:len(st)-2], fnum{i: r})
				continue
			}
			a, b := x.asFloat(), y.asFloat()
			var r float64
			switch op.k {
			case aAdd:
				r = a + b
			case aSub:
				r = a - b
			case aMul:
				r = a * b
			default:
				if b == 0 {
					return fnum{}, false
				}
				r = a / b
			}
			if math.IsInf(r, 0) || math.IsNaN(r) {
				return fnum{}, false
			}
			st = append(st[:len(st)-2], fnum{f: r, float: true})
		}
		if len(st) != 1 {
			return fnum{}, false
		}
		return st[0], true
	}
	if ar.rel != relIs {
		x, ok := eval(ar.code[:ar.split])
		if !ok {
			return false, false
		}
		y, ok := eval(ar.code[ar.split:])
		if !ok {
			return false, false
		}
		if !x.float && !y.float {
			return compareHolds(ar.rel, cmpInt64(x.i, y.i)), true
		}
		for _, v := range [2]fnum{x, y} {
			if !v.float && (v.i > fexact || v.i < -fexact) || v.float && math.IsNaN(v.f) {
				return false, false
			}
		}
		a, b := x.asFloat(), y.asFloat()
		c := 0
		if a < b {
			c = -1
		} else if a > b {
			c = 1
		}
		return compareHolds(ar.rel, c), true
	}
	v, ok := eval(ar.code)
	if !ok {
		return false, false
	}
	c := mkInt(v.i)
	if v.float {
		c = m.addBox(engine.Float(v.f))
	}
	return m.isValue(ar, c), true
}

// floatQuotients reports whether / of two integers that do not divide is
// their float quotient: neither the flag iso (under which / of integers
// is always a float, 4/2 too, which the engine makes) nor the flag
// prefer_rationals (a rational) is set.
func (m *Machine) floatQuotients() bool {
	return m.Flags != nil && !m.Flags.ISO && m.ArithEngine != nil &&
		m.ArithEngine.FlagTable[atomPreferRationals] != engine.AtomTrue
}

var atomPreferRationals = engine.Intern("prefer_rationals")

// Functions of evalFloats beside its own steps.
var (
	atomSqrt  = engine.Intern("sqrt")
	atomFloat = engine.Intern("float")
	atomPi    = engine.Intern("pi")
	// The functions from a float to the integer near it.
	roundings = map[*engine.Atom]func(float64) float64{
		engine.Intern("floor"):    math.Floor,
		engine.Intern("ceiling"):  math.Ceil,
		engine.Intern("truncate"): math.Trunc,
		engine.Intern("round"):    math.Round,
		engine.Intern("integer"):  math.Round,
	}
)

// floatFunction applies the aEval step op to the values on top of st
// (of room at most max), when it is sqrt/1, float/1, pi/0 or a rounding
// of a float to a small integer (floor, ceiling, truncate, round,
// integer), and reports whether it did.
func floatFunction(op aop, st []fnum, max int) ([]fnum, bool) {
	switch {
	case op.v == 0 && op.name == atomPi:
		if len(st) == max {
			return st, false
		}
		return append(st, fnum{f: math.Pi, float: true}), true
	case op.v != 1 || len(st) == 0:
		return st, false
	}
	x := &st[len(st)-1]
	switch op.name {
	case atomSqrt:
		f := x.asFloat()
		if !(f >= 0) {
			return st, false
		}
		*x = fnum{f: math.Sqrt(f), float: true}
	case atomFloat:
		*x = fnum{f: x.asFloat(), float: true}
	default:
		round, ok := roundings[op.name]
		if !ok {
			return st, false
		}
		if x.float {
			// An integer past the small ones is a big integer, the
			// evaluator's.
			r := round(x.f)
			if !(r >= minSmall && r <= maxSmall) {
				return st, false
			}
			*x = fnum{i: int64(r)}
		}
	}
	return st, true
}

// floatFunctionOf returns the float function of the aEval step op, a
// function of one argument that the evaluator computes as a float
// function of its argument's value (engine.Arithmetic's FloatFunction),
// or nil.
func (m *Machine) floatFunctionOf(op aop) func(float64) float64 {
	if op.v != 1 || m.Arith == nil || op.r < 0 {
		return nil
	}
	if op.r >= len(m.floatFns) {
		m.floatFns = append(m.floatFns, make([]floatFn, op.r+1-len(m.floatFns))...)
	}
	if fn := &m.floatFns[op.r]; !fn.known {
		fn.f, fn.known = m.Arith.FloatFunction(op.r), true
	}
	return m.floatFns[op.r].f
}

// floatFn is a function id's float function, once looked up.
type floatFn struct {
	f     func(float64) float64
	known bool
}

// finite reports whether f is neither infinite nor NaN.
func finite(f float64) bool { return !math.IsInf(f, 0) && !math.IsNaN(f) }

// abs64 is |x| for x above math.MinInt64.
func abs64(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}
