package wam

import (
	"math/big"
	"testing"

	"github.com/goprolog/goprolog/internal/engine"
)

// TestEvalCellBoxes checks evalCell's answer for boxed numbers: a big
// integer is errBigOperand, which tells arithSlow to skip evalFloats,
// a float is not, and neither allocates (a loop on big integers meets
// one at every step).
func TestEvalCellBoxes(t *testing.T) {
	m, _ := newGCMachine(10)
	b := new(big.Int).Lsh(big.NewInt(1), 100)
	bigCell := m.addBox((*engine.BigInt)(b))
	floatCell := m.addBox(engine.Float(1.5))
	for _, tc := range []struct {
		name    string
		c       cell
		wantBig bool
	}{
		{"big integer", bigCell, true},
		{"float", floatCell, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := m.evalCell(tc.c)
			if err == nil {
				t.Fatalf("evalCell(%s) succeeded", tc.name)
			}
			if got := err == errBigOperand; got != tc.wantBig {
				t.Errorf("evalCell(%s) = %v; errBigOperand %v, want %v", tc.name, err, got, tc.wantBig)
			}
			if n := testing.AllocsPerRun(100, func() { m.evalCell(tc.c) }); n != 0 {
				t.Errorf("evalCell(%s) allocates %v times", tc.name, n)
			}
		})
	}
}

// countingArith counts the functions the core had the engine's evaluator
// apply.
type countingArith struct {
	engine.Arithmetic
	applied int
}

func (c *countingArith) Apply(m *engine.Machine, id int, args []engine.Term) (engine.Term, error) {
	c.applied++
	return c.Arithmetic.Apply(m, id, args)
}

func (c *countingArith) ApplyScratch(m *engine.Machine, id int, args []engine.Term) (engine.Term, error) {
	c.applied++
	return c.Arithmetic.ApplyScratch(m, id, args)
}

// evaluatorCase is a goal, the variable whose value it shows, that value,
// and whether the engine's evaluator applies a function on the way.
type evaluatorCase struct {
	goal, show, want string
	engine           bool
}

// checkEvaluatorUse runs each case's goal on a bridge that consulted
// program and checks its answer and its use of the engine's evaluator.
func checkEvaluatorUse(t *testing.T, program string, cases []evaluatorCase) {
	t.Helper()
	em, _ := bridged(t, program)
	counting := &countingArith{Arithmetic: em.Hooks.Arithmetic}
	em.Hooks.Arithmetic = counting
	for _, tc := range cases {
		t.Run(tc.goal, func(t *testing.T) {
			before := counting.applied
			if got := once(t, em, tc.goal, tc.show); got != tc.want {
				t.Errorf("%s = %s, want %s", tc.show, got, tc.want)
			}
			if used := counting.applied > before; used != tc.engine {
				t.Errorf("the engine's evaluator applied %d functions, want it used: %v", counting.applied-before, tc.engine)
			}
		})
	}
}

// TestIntegerQuotientsOnTheCore: X / Y of small integers that do not
// divide is their float quotient, made on the core without the engine's
// evaluator; under the flags iso and prefer_rationals, and for Y = 0,
// the engine decides.
func TestIntegerQuotientsOnTheCore(t *testing.T) {
	checkEvaluatorUse(t, "q(X, Y, Z) :- Z is X / Y.\nlt(X, Y) :- X / Y < 0.5.\n", []evaluatorCase{
		{"q(10, 4, Z)", "Z", "2.5", false},
		{"q(-7, 2, Z)", "Z", "-3.5", false},
		{"q(1, 3, Z)", "Z", "0.3333333333333333", false},
		{"q(10, 5, Z)", "Z", "2", false},
		{"lt(1, 3), Z = yes", "Z", "yes", false},
		{"set_prolog_flag(prefer_rationals, true), q(10, 4, Z), set_prolog_flag(prefer_rationals, false)", "Z", "5r2", true},
		{"set_prolog_flag(iso, true), q(10, 4, Z), set_prolog_flag(iso, false)", "Z", "2.5", true},
		{"catch(q(1, 0, _), error(E, _), true), Z = E", "Z", "evaluation_error(zero_divisor)", true},
	})
}

// TestInt64IntermediatesOnTheCore: the values between an expression's
// steps may be any int64, as SWI-Prolog's integers, so that a linear
// congruential step needs no big integer; a step past int64, or a value
// of is/2 past the small integers, is evaluated on big integers by the
// core's evalInts, and a power past int64 by the engine's evaluator.
func TestInt64IntermediatesOnTheCore(t *testing.T) {
	checkEvaluatorUse(t, "r(S0, S) :- S is (S0 * 1103515245 + 12345) mod 2147483648.\n"+
		"m(X, Y, Z) :- Z is X * Y.\nb(X, Y, Z) :- Z is X * Y - X * Y + 1.\ngt(X, Y) :- X * X > Y.\n"+
		"p(X, Y, Z) :- Z is X ^ Y mod 1000.\n", []evaluatorCase{
		{"r(2147483647, S)", "S", "1043980748", false},
		{"b(3037000499, 3037000499, Z)", "Z", "1", false},
		{"gt(3037000499, 1152921504606846975), Z = yes", "Z", "yes", false},
		{"gt(3037000499, 1152921504606846976), Z = yes", "Z", "yes", false}, // a big integer
		{"m(1152921504606846975, 2, Z)", "Z", "2305843009213693950", false},
		{"b(3037000500, 3037000500, Z)", "Z", "1", false},
		{"m(-4611686018427387904, 2, Z)", "Z", "-9223372036854775808", false},
		{"p(3, 39, Z)", "Z", "267", false},
		{"p(3, 40, Z)", "Z", "801", true},
		{"catch(p(2, -1, _), error(E, _), true), Z = E", "Z", "type_error(integer,0.5)", true},
	})
}

// TestFloatFunctionsOnTheCore: the evaluable functions that map a float
// to a float (exp, sin, log, atan, lgamma, ...) run on the core with the
// evaluator's own Go functions (engine.Arithmetic's FloatFunction), with
// no call of the evaluator; an argument or a value that is not a finite
// float is left to the evaluator, whose error it is. The values are
// swipl 9.0.4's.
func TestFloatFunctionsOnTheCore(t *testing.T) {
	checkEvaluatorUse(t, "f(exp, X, Y) :- Y is exp(X).\nf(sin, X, Y) :- Y is sin(X).\n"+
		"f(log, X, Y) :- Y is log(X).\nf(atan, X, Y) :- Y is atan(X).\nf(lgamma, X, Y) :- Y is lgamma(X).\n"+
		"g(X, Y) :- Y is exp(-X*X) * 2.0 + sin(X) / cos(X).\n"+
		"e(F, X, Y) :- catch(f(F, X, _), error(Y, _), true).\n", []evaluatorCase{
		{"f(exp, 1.0, Y)", "Y", "2.718281828459045", false},
		{"f(exp, 1, Y)", "Y", "2.718281828459045", false},
		{"f(sin, 0.5, Y)", "Y", "0.479425538604203", false},
		{"f(log, 10, Y)", "Y", "2.302585092994046", false},
		{"f(atan, 1.0e300, Y)", "Y", "1.5707963267948966", false},
		{"f(lgamma, 0.5, Y)", "Y", "0.5723649429247001", false},
		{"g(0.3, Y)", "Y", "2.1371986201520796", false},
		{"e(log, 0, Y)", "Y", "evaluation_error(float_overflow)", true},
		{"e(log, -1.0, Y)", "Y", "evaluation_error(undefined)", true},
		{"e(exp, 1000.0, Y)", "Y", "evaluation_error(float_overflow)", true},
		{"e(lgamma, 0, Y)", "Y", "evaluation_error(float_overflow)", true},
	})
}
