package builtins

import (
	"math/big"
	"regexp"
	"strings"
	"testing"

	"github.com/goprolog/goprolog/internal/engine"
)

// arT converts Go values to terms for compact test tables: int → Int,
// float64 → Float, string → atom ("$V" → a fresh variable is done by the
// caller), engine.Term as is.
func arT(x any) engine.Term {
	switch v := x.(type) {
	case int:
		return engine.MakeInt(int64(v))
	case float64:
		return engine.Float(v)
	case string:
		return engine.Intern(v)
	case engine.Term:
		return v
	}
	panic("tm: bad value")
}

// arC builds a compound term.
func arC(name string, args ...any) engine.Term {
	ts := make([]engine.Term, len(args))
	for i, a := range args {
		ts[i] = arT(a)
	}
	return engine.NewCompound(engine.Intern(name), ts...)
}

func arBig(s string) engine.Term {
	b, _ := new(big.Int).SetString(s, 10)
	return engine.MakeBig(b)
}

var arVarName = regexp.MustCompile(`\b_[A-Za-z0-9_]*`)

// arShow renders a term as writeq would, with variables shown as _.
func arShow(t engine.Term) string {
	return arVarName.ReplaceAllString(engine.Format(t, engine.WriteOptions{Quoted: true, NumberVars: true}), "_")
}

func arMachine() *engine.Machine {
	m := engine.NewMachine()
	m.RegisterAll(arithBuiltins)
	m.RegisterAll(randomBuiltins)
	m.RegisterAll(termBuiltins)
	return m
}

// arRun solves goal once and describes the outcome: the rendering of out
// on success, "fail", or the error ball.
func arRun(m *engine.Machine, goal engine.Term, out engine.Term) string {
	ok, err := m.Once(goal)
	if err != nil {
		if e, isExc := err.(*engine.Exception); isExc {
			return arShow(e.Ball)
		}
		return "go error: " + err.Error()
	}
	if !ok {
		return "fail"
	}
	if out == nil {
		return "true"
	}
	return arShow(engine.Deref(out))
}

func arEval(m *engine.Machine, expr engine.Term) string {
	x := m.NewVar()
	return arRun(m, arC("is", x, expr), x)
}

func TestArithEval(t *testing.T) {
	v := func() engine.Term { return &engine.Var{} }
	big100 := arC("**", 2, 100)
	minInt := arBig("-9223372036854775808")
	tests := []struct {
		name string
		expr engine.Term
		want string
	}{
		{"int div exact", arC("/", 6, 2), "3"},
		{"int div inexact", arC("/", 7, 2), "3.5"},
		{"neg div", arC("/", -10, 4), "-2.5"},
		{"intdiv", arC("//", -7, 2), "-3"},
		{"mod", arC("mod", -7, 2), "1"},
		{"rem", arC("rem", -7, 2), "-1"},
		{"div", arC("div", -7, 2), "-4"},
		{"mod neg divisor", arC("mod", 7, -2), "-1"},
		{"pow int", arC("**", 2, 3), "8"},
		{"pow neg exp", arC("**", 2, -1), "0.5"},
		{"caret neg exp", arC("^", 2, -1), "0.5"},
		{"one caret neg", arC("^", 1, -2), "1"},
		{"minus one caret", arC("^", -1, -3), "-1"},
		{"float pow", arC("**", 2.0, 3), "8.0"},
		{"zero exp float", arC("**", 2.5, 0.0), "1"},
		{"one base float exp", arC("**", 1, 2.5), "1"},
		{"pow zero neg", arC("**", 0, -1), "error(evaluation_error(zero_divisor),context((**)/2,_))"},
		{"caret zero neg", arC("^", 0, -1), "error(evaluation_error(zero_divisor),context((**)/2,_))"},
		{"div zero", arC("/", 1, 0), "error(evaluation_error(zero_divisor),context((/)/2,_))"},
		{"div zero float", arC("/", 1, 0.0), "error(evaluation_error(zero_divisor),context((/)/2,_))"},
		{"float zero by zero", arC("/", 0.0, 0), "error(evaluation_error(undefined),context(system:(is)/2,_))"},
		{"mod zero", arC("mod", 1, 0), "error(evaluation_error(zero_divisor),context((mod)/2,_))"},
		{"intdiv zero", arC("//", 1, 0), "error(evaluation_error(zero_divisor),context((//)/2,_))"},
		{"sqrt neg", arC("sqrt", -1), "error(evaluation_error(undefined),context(system:(is)/2,_))"},
		{"log zero", arC("log", 0), "error(evaluation_error(float_overflow),context(system:(is)/2,_))"},
		{"log neg", arC("log", -1), "error(evaluation_error(undefined),context(system:(is)/2,_))"},
		{"asin 2", arC("asin", 2), "error(evaluation_error(undefined),context(system:(is)/2,_))"},
		{"float overflow", arC("*", 1.0e308, 10), "error(evaluation_error(float_overflow),context(system:(is)/2,_))"},
		{"unknown atom", arT("foo"), "error(type_error(evaluable,foo/0),context(system:(is)/2,_))"},
		{"unknown fn", arC("foo", 1), "error(type_error(evaluable,foo/1),context(system:(is)/2,_))"},
		{"unbound", arC("+", v(), 1), "error(instantiation_error,context(system:(is)/2,_))"},
		{"right to left", arC("+", v(), "a"), "error(type_error(evaluable,a/0),context(system:(is)/2,_))"},
		{"args before lookup", arC("foo", "a"), "error(type_error(evaluable,a/0),context(system:(is)/2,_))"},
		{"right error first", arC("+", arC("/", 1, 0), arC("mod", 2, 0)), "error(evaluation_error(zero_divisor),context((mod)/2,_))"},
		{"string char", engine.String("a"), "97"},
		{"char list", engine.List(arT("a")), "97"},
		{"code list", engine.List(arT(97)), "97"},
		{"two char list", engine.List(arT("a"), arT("b")), `error(type_error([],[a,b]),context(system:(is)/2,'"x" must hold one character'))`},
		{"nil", engine.AtomNil, "error(type_error(evaluable,[]),context(system:(is)/2,_))"},
		{"bad char", engine.List(arT("foo")), "error(type_error(character,foo),context(system:(is)/2,_))"},
		{"mod float", arC("mod", 2.0, 1), "error(type_error(integer,2.0),context((mod)/2,_))"},
		{"shift float", arC(">>", 2.0, 1), "error(type_error(integer,2.0),context((>>)/2,_))"},
		{"msb zero", arC("msb", 0), "error(domain_error(not_less_than_one,0),context(msb/1,_))"},
		{"msb", arC("msb", 8), "3"},
		{"bitnot", arC(`\`, 5), "-6"},
		{"xor", arC("xor", 5, 3), "6"},
		{"shl big", arC("<<", 1, 70), "1180591620717411303424"},
		{"shr neg", arC(">>", -16, 2), "-4"},
		{"shl neg", arC("<<", 1, -1), "0"},
		{"shr neg amount", arC(">>", 1, -2), "4"},
		{"max mixed", arC("max", 1, 1.0), "1.0"},
		{"max mixed 2", arC("max", 1.0, 1), "1.0"},
		{"min mixed", arC("min", 1, 1.0), "1.0"},
		{"max", arC("max", 2, 3.0), "3.0"},
		{"abs", arC("abs", -3), "3"},
		{"sign float", arC("sign", -2.5), "-1.0"},
		{"gcd", arC("gcd", 12, -18), "6"},
		{"truncate", arC("truncate", 3.7), "3"},
		{"round half", arC("round", 2.5), "3"},
		{"round neg half", arC("round", -2.5), "-3"},
		{"ceiling", arC("ceiling", 2.1), "3"},
		{"floor", arC("floor", -2.1), "-3"},
		{"integer", arC("integer", -2.5), "-3"},
		{"fip", arC("float_integer_part", -2.5), "-2.0"},
		{"ffp", arC("float_fractional_part", -2.5), "-0.5"},
		{"ffp int", arC("float_fractional_part", 5), "0"},
		{"truncate big", arC("truncate", 1.0e20), "100000000000000000000"},
		{"pi", arT("pi"), "3.141592653589793"},
		{"e", arT("e"), "2.718281828459045"},
		{"epsilon", arT("epsilon"), "2.220446049250313e-16"},
		{"overflow add", arC("+", 9223372036854775807, 1), "9223372036854775808"},
		{"overflow sub", arC("-", minInt, 1), "-9223372036854775809"},
		{"overflow mul", arC("*", 9223372036854775807, 2), "18446744073709551614"},
		{"neg minint", arC("-", minInt), "9223372036854775808"},
		{"abs minint", arC("abs", minInt), "9223372036854775808"},
		{"minint intdiv -1", arC("//", minInt, -1), "9223372036854775808"},
		{"minint mod -1", arC("mod", minInt, -1), "0"},
		{"big mul", arC("*", 3000000000, 3000000000), "9000000000000000000"},
		{"pow big", big100, "1267650600228229401496703205376"},
		{"pow 7^100", arC("^", 7, 100), "3234476509624757991344647769100216810857203198904625400933895331391691459636928060001"},
		{"pow float", arC("**", 2, 0.5), "1.4142135623730951"},
		{"neg base frac exp", arC("**", -8, arC("/", 1, 3)), "error(evaluation_error(undefined),context(system:(is)/2,_))"},
		{"atan2", arC("atan", 1, 2), "0.4636476090008061"},
		{"atan2 zero", arC("atan2", 0, 0), "0.0"},
		{"big div exact", arC("/", big100, arC("**", 2, 99)), "2"},
		{"big div inexact", arC("/", big100, 3), "4.2255020007607644e+29"},
		{"float big", arC("float", big100), "1.2676506002282294e+30"},
		{"big mod", arC("mod", arC("-", big100), 7), "5"},
		{"big rem", arC("rem", arC("-", arC("**", 2, 64)), 7), "-2"},
		{"big intdiv", arC("//", arC("-", arC("**", 2, 64)), 7), "-2635249153387078802"},
		{"big div", arC("div", arC("-", arC("**", 2, 64)), 7), "-2635249153387078803"},
		{"big shr", arC(">>", arC("**", 2, 64), 3), "2305843009213693952"},
		{"big not", arC(`\`, arC("**", 2, 64)), "-18446744073709551617"},
		{"big msb", arC("msb", arC("**", 2, 64)), "64"},
		{"big gcd", arC("gcd", arC("**", 2, 64), 6), "2"},
		{"sqrt big", arC("sqrt", big100), "1.125899906842624e+15"},
		{"float of huge", arC("float", arC("**", 10, 400)), "error(evaluation_error(float_overflow),context(system:(is)/2,_))"},
		{"huge div", arC("/", arC("**", 10, 400), arC("**", 10, 399)), "10"},
		{"inf plus", arC("+", "inf", 1), "error(evaluation_error(float_overflow),context(system:(is)/2,_))"},
		{"neg inf", arC("-", "inf"), "-1.0Inf"},
		{"inf minus inf", arC("-", "inf", "inf"), "error(evaluation_error(undefined),context(system:(is)/2,_))"},
		{"exp overflow", arC("exp", 1000), "error(evaluation_error(float_overflow),context(system:(is)/2,_))"},
		{"underflow", arC("**", 10, -400.0), "0.0"},
		{"mixed add", arC("+", 2, 3.0), "5.0"},
		{"unary minus", arC("-", 3), "-3"},
		{"unary plus", arC("+", 3), "3"},
		{"zero pow zero", arC("**", 0, 0), "1"},
		{"pow neg base", arC("**", -2, -1), "-0.5"},
		{"powm", arC("powm", 2, 10, 1000), "24"},
		{"lcm", arC("lcm", 4, 6), "12"},
		{"copysign", arC("copysign", 2.5, -1), "-2.5"},
		{"random domain", arC("random", 0), "error(domain_error(not_less_than_one,0),context(random/1,_))"},
		{"random 1", arC("random", 1), "0"},
		{"log2", arC("log", 2, 8), "3.0"},
		{"log 3", arC("log", 3), "1.0986122886681098"},
		{"log10", arC("log10", 7), "0.8450980400142568"},
		{"pow 1.1^10", arC("**", 1.1, 10), "2.5937424601000023"},
		{"pow 1.0001^10000", arC("**", 1.0001, 10000), "2.7181459268249255"},
		{"pow 0.3^5", arC("**", 0.3, 5), "0.0024299999999999994"},
		{"pow 3^-7", arC("**", 3, -7), "0.0004572473708276177"},
		{"max tagged", arT("max_tagged_integer"), "72057594037927935"},
		{"nested caret", arC("^", 2, arC("^", 2, 3)), "256"},
		{"neg zero", arC("*", 0, -1.0), "-0.0"},
	}
	m := arMachine()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := arEval(m, tt.expr); got != tt.want {
				t.Errorf("X is %s: got %s, want %s", arShow(tt.expr), got, tt.want)
			}
		})
	}
}

func TestArithDeep(t *testing.T) {
	const depth = 1_000_000
	left, right := arT(1), arT(1)
	for i := 0; i < depth; i++ {
		left = arC("+", left, 1)
		right = arC("+", 1, right)
	}
	m := arMachine()
	for name, e := range map[string]engine.Term{"left": left, "right": right} {
		t.Run(name, func(t *testing.T) {
			r, err := Eval(m, e)
			if err != nil {
				t.Fatal(err)
			}
			if got := arShow(r); got != "1000001" {
				t.Errorf("got %s", got)
			}
		})
	}
}

func TestArithCompare(t *testing.T) {
	v := func() engine.Term { return &engine.Var{} }
	tests := []struct {
		goal engine.Term
		want string
	}{
		{arC("=:=", 1, 1.0), "true"},
		{arC("<", 1, "a"), "error(type_error(evaluable,a/0),context(system:(<)/2,_))"},
		{arC("<", "a", v()), "error(type_error(evaluable,a/0),context(system:(<)/2,_))"},
		{arC("<", v(), "a"), "error(instantiation_error,context(system:(<)/2,_))"},
		{arC(`=\=`, 1, 2), "true"},
		{arC(">", arPow(2, 100), 1.0e300), "fail"},
		{arC("=:=", "nan", "nan"), "fail"},
		{arC(`=\=`, "nan", "nan"), "true"},
		{arC(">=", "nan", "nan"), "fail"},
		{arC("<", "nan", 1), "fail"},
		{arC("=:=", arC("+", 0.1, 0.2), 0.3), "fail"},
		{arC("=:=", arBig("9007199254740993"), 9007199254740992.0), "true"},
		{arC(">", arBig("9007199254740993"), 9007199254740992.0), "fail"},
		{arC("=:=", arPow(2, 70), arC("**", 2.0, 70)), "true"},
		{arC("=<", 3, 3), "true"},
		{arC(`=\=`, arC("-", 5, 3), arC("-", 4, 2)), "fail"},
		{arC(">", arBig("18446744073709551616"), 5), "true"},
		{arC("=:=", 97, engine.List(arT("a"))), "true"},
	}
	m := arMachine()
	for _, tt := range tests {
		t.Run(arShow(tt.goal), func(t *testing.T) {
			if got := arRun(m, tt.goal, nil); got != tt.want {
				t.Errorf("got %s, want %s", got, tt.want)
			}
		})
	}
}

func arPow(b, e int64) engine.Term {
	return engine.MakeBig(new(big.Int).Exp(arBigFrom(b), arBigFrom(e), nil))
}

func arBigFrom(i int64) *big.Int { return new(big.Int).SetInt64(i) }

func TestArithPredicates(t *testing.T) {
	tests := []struct {
		name string
		goal func(x, y engine.Term) engine.Term
		want string // rendering of f(X, Y) or the outcome
	}{
		{"succ fwd", func(x, y engine.Term) engine.Term { return arC("succ", 3, x) }, "f(4,_)"},
		{"succ back", func(x, y engine.Term) engine.Term { return arC("succ", x, 3) }, "f(2,_)"},
		{"succ zero", func(x, y engine.Term) engine.Term { return arC("succ", x, 0) }, "fail"},
		{"succ neg", func(x, y engine.Term) engine.Term { return arC("succ", x, -1) }, "error(domain_error(not_less_than_zero,-1),context(system:succ/2,_))"},
		{"succ neg fwd", func(x, y engine.Term) engine.Term { return arC("succ", -1, x) }, "error(domain_error(not_less_than_zero,-1),context(system:succ/2,_))"},
		{"succ type", func(x, y engine.Term) engine.Term { return arC("succ", "a", x) }, "error(type_error(integer,a),context(system:succ/2,_))"},
		{"succ type 2", func(x, y engine.Term) engine.Term { return arC("succ", 3, "a") }, "error(type_error(integer,a),context(system:succ/2,_))"},
		{"succ inst", func(x, y engine.Term) engine.Term { return arC("succ", x, y) }, "error(instantiation_error,context(system:succ/2,_))"},
		{"succ max", func(x, y engine.Term) engine.Term { return arC("succ", 9223372036854775807, x) }, "f(9223372036854775808,_)"},
		{"succ check", func(x, y engine.Term) engine.Term { return arC("succ", 3, 5) }, "fail"},
		{"plus", func(x, y engine.Term) engine.Term { return arC("plus", 1, 2, x) }, "f(3,_)"},
		{"plus back", func(x, y engine.Term) engine.Term { return arC("plus", x, 2, 5) }, "f(3,_)"},
		{"plus mid", func(x, y engine.Term) engine.Term { return arC("plus", 1, x, 5) }, "f(4,_)"},
		{"plus inst", func(x, y engine.Term) engine.Term { return arC("plus", x, y, 5) }, "error(instantiation_error,context(system:plus/3,_))"},
		{"plus type", func(x, y engine.Term) engine.Term { return arC("plus", 1.5, 1, x) }, "error(type_error(integer,1.5),context(system:plus/3,_))"},
		{"between first", func(x, y engine.Term) engine.Term { return arC("between", 1, 3, x) }, "f(1,_)"},
		{"between empty", func(x, y engine.Term) engine.Term { return arC("between", 3, 1, x) }, "fail"},
		{"between inf", func(x, y engine.Term) engine.Term { return arC("between", 1, "inf", 5) }, "f(_,_)"},
		{"between bad high", func(x, y engine.Term) engine.Term { return arC("between", 1, "foo", x) }, "error(type_error(integer,foo),context(system:between/3,_))"},
		{"between inst", func(x, y engine.Term) engine.Term { return arC("between", x, 3, 2) }, "error(instantiation_error,context(system:between/3,_))"},
		{"between float", func(x, y engine.Term) engine.Term { return arC("between", 1, 3, 2.0) }, "error(type_error(integer,2.0),context(system:between/3,_))"},
		{"between check out", func(x, y engine.Term) engine.Term { return arC("between", 1, 3, 5) }, "fail"},
		{"random_between", func(x, y engine.Term) engine.Term { return arC("random_between", 1, 1, x) }, "f(1,_)"},
		{"random_between empty", func(x, y engine.Term) engine.Term { return arC("random_between", 5, 1, x) }, "fail"},
		{"set_random", func(x, y engine.Term) engine.Term { return arC("set_random", arC("seed", 42)) }, "f(_,_)"},
		{"set_random bad", func(x, y engine.Term) engine.Term { return arC("set_random", "foo") }, "error(type_error(random_option,foo),context(system:set_random/1,_))"},
	}
	m := arMachine()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			x, y := m.NewVar(), m.NewVar()
			if got := arRun(m, tt.goal(x, y), arC("f", x, y)); got != tt.want {
				t.Errorf("got %s, want %s", got, tt.want)
			}
		})
	}
}

// arSolutions collects every binding of x produced by goal.
func arSolutions(t *testing.T, m *engine.Machine, goal, x engine.Term) []string {
	t.Helper()
	q := m.Solve(goal)
	defer q.Close()
	var out []string
	for {
		ok, err := q.Next()
		if err != nil {
			t.Fatalf("error: %v", err)
		}
		if !ok {
			return out
		}
		out = append(out, arShow(engine.Deref(x)))
	}
}

func TestBetweenEnumerates(t *testing.T) {
	m := arMachine()
	x := m.NewVar()
	got := strings.Join(arSolutions(t, m, arC("between", 1, 4, x), x), ",")
	if got != "1,2,3,4" {
		t.Errorf("between(1,4,X): %s", got)
	}
	x = m.NewVar()
	got = strings.Join(arSolutions(t, m, arC("between", 9223372036854775806, 9223372036854775807, x), x), ",")
	if got != "9223372036854775806,9223372036854775807" {
		t.Errorf("between near max: %s", got)
	}
}

func BenchmarkIsDecrement(b *testing.B) {
	m := arMachine()
	n := arT(100000)
	args := []engine.Term{nil, arC("-", n, 1)}
	for i := 0; i < b.N; i++ {
		args[0] = m.NewVar()
		if ok, err := biIs(m, args); !ok || err != nil {
			b.Fatal(ok, err)
		}
	}
}
