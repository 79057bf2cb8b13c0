package wam

import (
	"math/big"
	"os"
	"testing"

	"github.com/goprolog/goprolog/internal/engine"
)

// bigCasesProgram holds the goals of TestBigIntegersOnTheCore.
const bigCasesProgram = `
add(X, Y, Z) :- Z is X + Y.
fma(X, Y, M, Z) :- Z is (X * Y - 2) mod M.
sh(X, Z) :- Z is ((X << 70) >> 3) /\ ((1 << 80) - 1) \/ 5.
neg(X, Z) :- Z is abs(-X) + sign(X) + \X.
dv(X, Y, Q-R) :- Q is X // Y, R is X rem Y.
md(X, Y, Z) :- Z is X mod Y.
mm(X, Y, Z) :- Z is max(X, Y) - min(X, Y).
lt(X, Y) :- X * X < Y + 1.
cp(X, Z) :- Z is X.
f(X, Z) :- Z is X / 3.
p(X, Z) :- Z is X ^ 2.
ms(X, Z) :- Z is msb(X).
sqs(X, Y, Z, W) :- Y is X * X, Z is Y, W is Z * X - Y.
pows(0, _, L, L) :- !.
pows(K, X, L0, L) :- Y is X * 3 + 0, K1 is K - 1, pows(K1, Y, [Y|L0], L).
`

// TestBigIntegersOnTheCore: goals on big integers with the core's own
// steps (+, -, *, //, mod, rem, min, max, shifts, bitwise operations,
// comparisons) are evaluated by the core's evalInts, with no function
// applied by the engine's evaluator, and give SWI-Prolog's answers
// (checked against swipl 9.0.4); /, ^, msb, a float operand and an
// error stay with the engine's evaluator.
func TestBigIntegersOnTheCore(t *testing.T) {
	const two100 = "1267650600228229401496703205377" // 2^100+1
	checkEvaluatorUse(t, bigCasesProgram, []evaluatorCase{
		{"add(1180591620717411303424, 1, Z)", "Z", "1180591620717411303425", false},
		{"add(9223372036854775807, 1, Z)", "Z", "9223372036854775808", false},
		{"add(-1180591620717411303424, 1180591620717411303425, Z)", "Z", "1", false},
		{"fma(" + two100 + ", 1267650600228229401496703205379, 1000000007, Z)", "Z", "404930185", false},
		{"fma(" + two100 + ", 1267650600228229401496703205379, 68647976601306097149819007990813932172694353001433054093944634591855431833976560521225596406614545549772963113914808580371219879997166438125740282911150571151, Z)", "Z", "1606938044258990275541962092346233204923115911388779648122881", false},
		{"fma(-" + two100 + ", 1267650600228229401496703205379, -680564733841876926926749214863536422887, Z)", "Z", "-5070602459942498641857377992709", false},
		{"sh(" + two100 + ", Z)", "Z", "147573952589676412933", false},
		{"sh(-3, Z)", "Z", "1208483097756860145467397", false},
		{"neg(-" + two100 + ", Z)", "Z", "2535301200456458802993406410752", false},
		{"neg(-9223372036854775808, Z)", "Z", "18446744073709551614", false},
		{"dv(" + two100 + ", 10, Z)", "Z", "126765060022822940149670320537-7", false},
		{"dv(-" + two100 + ", 7, Z)", "Z", "-181092942889747057356671886482- -3", false},
		{"dv(1606938044258990275541962092341162602522202993782792835301381, 1180591620717411303427, Z)", "Z", "1361129467683753853850039665213252304896-10376293541461622789", false},
		{"md(-1606938044258990275541962092341162602522202993782792835301381, 1180591620717411303427, Z)", "Z", "1170215327175949680638", false},
		{"mm(" + two100 + ", -" + two100 + ", Z)", "Z", "2535301200456458802993406410754", false},
		{"(lt(1099511627776, 1208925819614629174706176) -> Z = yes ; Z = no)", "Z", "yes", false},
		{"(lt(1099511627777, 1208925819614629174706176) -> Z = yes ; Z = no)", "Z", "no", false},
		{"cp(" + two100 + ", Z)", "Z", two100, false},
		{"sqs(" + two100 + ", Y, Z, W), L = [Y, Z, W]", "L", "[1606938044258990275541962092343697903722659452585786241712129,1606938044258990275541962092343697903722659452585786241712129,2037035976334486086268445688412592037139986374217020174820824042210025933980303788557205504]", false},
		{"f(" + two100 + ", Z)", "Z", "4.2255020007607644e+29", true},
		{"p(" + two100 + ", Z)", "Z", "1606938044258990275541962092343697903722659452585786241712129", true},
		{"ms(" + two100 + ", Z)", "Z", "100", true},
		{"catch(dv(" + two100 + ", 0, _), error(Z, _), true)", "Z", "evaluation_error(zero_divisor)", true},
		{"add(" + two100 + ", 0.5, Z)", "Z", "1.2676506002282294e+30", true},
	})
}

// TestBigResultsStayImmutable: the values is/2 makes from the core's
// scratch big integers are copies, and the operands it reads are never
// written: a list of successive values, each computed from the last,
// holds each value as it was made, and so does the operand of X is Y.
func TestBigResultsStayImmutable(t *testing.T) {
	em, _ := bridged(t, bigCasesProgram)
	for _, tc := range []struct{ goal, want string }{
		{"X is 2^100 + 1, pows(40, X, [], L), length(L, 40), " +
			"findall(I, (nth1(I, L, V), V =\\= X * 3^(41 - I)), Bad)", "[]"},
		{"X is 2^100 + 1, cp(X, Y), Z is Y * 2, W is X + 0, Bad = [X, Y, Z, W]",
			"[1267650600228229401496703205377,1267650600228229401496703205377,2535301200456458802993406410754,1267650600228229401496703205377]"},
	} {
		t.Run(tc.goal, func(t *testing.T) {
			if got := once(t, em, tc.goal, "Bad"); got != tc.want {
				t.Errorf("Bad = %s, want %s", got, tc.want)
			}
		})
	}
}

// TestBigIntegersDifferential compares the core's evaluation of each
// of its integer steps (evalInts) with the engine's evaluator, which
// evaluates the same expression when it is bound at run time, on
// integers around every boundary (the small integers, int64, a word,
// two words) and on big ones of up to 13,000 bits: the same value, or
// the same error, for 17,787 goals of two operands and 132 of one.
func TestBigIntegersDifferential(t *testing.T) {
	src, err := os.ReadFile("testdata/bigdiff.pl")
	if err != nil {
		t.Fatal(err)
	}
	em, _ := bridged(t, string(src))
	for _, tc := range []struct{ goal, show, want string }{
		{"aggregate_all(count, case(_), N)", "N", "17919"},
		{"findall(M, mismatch(M), Ms)", "Ms", "[]"},
	} {
		t.Run(tc.goal, func(t *testing.T) {
			if got := once(t, em, tc.goal, tc.show); got != tc.want {
				t.Errorf("%s = %s, want %s", tc.show, got, tc.want)
			}
		})
	}
}

// TestEvalIntsSteps: evalInts runs a goal whose steps are all its own,
// and gives up on one with a step it has no code for (/, ^, an aEval
// function) before computing anything, so that the big product of
// X is A*B/C is not made twice (once here, once by evalNumbers); either
// way it leaves its value stack empty.
func TestEvalIntsSteps(t *testing.T) {
	big1 := new(big.Int).Lsh(big.NewInt(3), 200)
	push := []aop{{k: aPush, r: 0}, {k: aPush, r: 1}, {k: aMul}}
	for _, tc := range []struct {
		name     string
		last     aop
		done     bool
		computed bool
	}{
		{"A*B+C", aop{k: aAdd}, true, true},
		{"A*B mod C", aop{k: aMod}, true, true},
		{"A*B/C", aop{k: aDiv}, false, false},
		{"A*B^C", aop{k: aPow}, false, false},
		{"gcd(A*B, C)", aop{k: aEval, v: 2}, false, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m, _ := newGCMachine(10)
			m.regs[0] = m.addBox((*engine.BigInt)(big1))
			m.regs[1] = m.addBox((*engine.BigInt)(big1))
			code := append(append([]aop{}, push...), aop{k: aPushInt, v: 7}, tc.last)
			ar := &arith{rel: relIs, lhs: 2, into: intoReg, code: code}
			_, done := m.evalInts(ar)
			if done != tc.done {
				t.Errorf("evalInts done = %v, want %v", done, tc.done)
			}
			if computed := m.ints != nil && m.ints.used > 0; computed != tc.computed {
				t.Errorf("evalInts computed a value: %v, want %v", computed, tc.computed)
			}
			// The value stack, kept for the next goal, holds no value
			// of this one, which would keep its big integer from Go's
			// collector.
			if m.ints != nil {
				for i, v := range m.ints.st[:cap(m.ints.st)] {
					if v != (ival{}) {
						t.Errorf("value stack entry %d left holding %v", i, v)
					}
				}
			}
		})
	}
}

// TestEvalIntsAllocs: a comparison on big integers (the test of a loop
// on them: Z =:= X, S*S mod M < N) allocates nothing once its scratch
// values have grown to their sizes: products, squares, remainders by a
// prepared divisor and by a word, sums and shifts go to the machine's
// scratch big.Ints.
func TestEvalIntsAllocs(t *testing.T) {
	m, _ := newGCMachine(10)
	x := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 1000), big.NewInt(12345))
	mod := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 521), big.NewInt(1))
	m.regs[0] = m.addBox((*engine.BigInt)(x))
	m.regs[1] = m.addBox((*engine.BigInt)(mod))
	a, b := aop{k: aPush, r: 0}, aop{k: aPush, r: 1}
	for _, tc := range []struct {
		name string
		code []aop // the left side; the right side is b
	}{
		{"X*X mod M < M", []aop{a, a, {k: aMul}, b, {k: aMod}}},
		{"(X*M - 2) rem M < M", []aop{a, b, {k: aMul}, {k: aPushInt, v: 2}, {k: aSub}, b, {k: aRem}}},
		{"X mod 1000000007 < M", []aop{a, {k: aPushInt, v: 1000000007}, {k: aMod}}},
		{"(X >> 3) /\\ (X << 5) + X // M < M", []aop{a, {k: aPushInt, v: 3}, {k: aShr}, a, {k: aPushInt, v: 5}, {k: aShl}, {k: aAnd}, a, b, {k: aIntDiv}, {k: aAdd}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code := append(append([]aop{}, tc.code...), b)
			ar := &arith{rel: relLt, code: code, split: len(tc.code)}
			if _, done := m.evalInts(ar); !done {
				t.Fatalf("evalInts left %s to the evaluator", tc.name)
			}
			if n := testing.AllocsPerRun(100, func() { m.evalInts(ar) }); n != 0 {
				t.Errorf("evalInts(%s) allocates %v times", tc.name, n)
			}
		})
	}
}
