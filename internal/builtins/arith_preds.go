package builtins

// The arithmetic built-in predicates: is/2, the comparisons, succ/2,
// plus/3, divmod/4 and between/3.

import (
	"math"

	"github.com/goprolog/goprolog/internal/engine"
)

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
