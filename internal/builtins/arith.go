package builtins

import (
	"math"
	"math/big"
	"unicode"
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
	kRat
)

// num is an evaluated number. A kBig never holds a value that fits in
// int64 (mkBig normalises), mirroring engine.BigInt; a kRat is never an
// integer (mkRat normalises), mirroring engine.Rat.
type num struct {
	k numKind
	i int64
	f float64
	b *big.Int
	q *big.Rat
}

func mkInt(i int64) num { return num{k: kInt, i: i} }

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
	div bignat.DivMemo
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

func (n num) isInt() bool { return n.k == kInt || n.k == kBig }

func (n num) term() engine.Term {
	switch n.k {
	case kInt:
		return engine.MakeInt(n.i)
	case kFloat:
		return engine.Float(n.f)
	case kRat:
		return (*engine.Rat)(n.q)
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
	case kRat:
		return n.q.Sign()
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
	f := floatLoose(n)
	if math.IsInf(f, 0) {
		return 0, engine.EvaluationError("float_overflow")
	}
	return f, nil
}

// Eval evaluates the arithmetic expression t as is/2 does, returning an
// Int, *BigInt, *Rat or Float. It uses an explicit stack, so expressions of any
// depth evaluate.
func Eval(m *engine.Machine, t engine.Term) (engine.Term, error) {
	t = engine.Deref(t)
	switch x := t.(type) {
	case engine.Int, engine.Float, *engine.BigInt, *engine.Rat:
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
	case *engine.Rat:
		return num{k: kRat, q: x.Rat()}, nil
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
				return num{}, engine.NotEvaluable(it.c.Name, n)
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
		case *engine.Rat:
			vals = append(vals, num{k: kRat, q: x.Rat()})
		case *engine.Var:
			return num{}, engine.InstantiationError()
		case *engine.Atom:
			id, ok := lookupFn(x, 0)
			if !ok {
				return num{}, engine.NotEvaluable(x, 0)
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
// type_error([], Culprit) (sic), in the context of the predicate that
// evaluated it (filled in as any built-in's error context is).
func oneCharError(culprit engine.Term) error {
	return &engine.Exception{Ball: engine.NewCompound(engine.AtomError,
		engine.NewCompound(atomTypeErrorA, engine.AtomNil, culprit),
		engine.NewCompound(atomContext, new(engine.Var), engine.Intern(`"x" must hold one character`)))}
}

// evalCharList evaluates "[X]": a one-element list of a character code or
// a one-character atom evaluates to the code. As in SWI-Prolog, the
// element is checked first, then that it is the only one.
func evalCharList(c *engine.Compound) (num, error) {
	var code int64
	switch h := engine.Deref(c.Args[0]).(type) {
	case *engine.Var:
		return num{}, engine.InstantiationError()
	case engine.Int:
		if h < 0 || h > unicode.MaxRune {
			return num{}, engine.TypeError("character", h)
		}
		code = int64(h)
	case *engine.Atom:
		r, size := utf8.DecodeRuneInString(h.Name)
		if size == 0 || size != len(h.Name) {
			return num{}, engine.TypeError("character", h)
		}
		code = int64(r)
	default:
		return num{}, engine.TypeError("character", h)
	}
	if engine.Deref(c.Args[1]) != engine.AtomNil {
		return num{}, oneCharError(c)
	}
	return mkInt(code), nil
}

// cmpNum compares two numbers as the comparison predicates do: an integer
// or a rational against a float is compared as floats (as SWI-Prolog 9.0
// does), integers and rationals exactly. It returns -1, 0, 1, or 2 when
// unordered (NaN).
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
	if (a.k == kRat || b.k == kRat) && a.k != kFloat && b.k != kFloat {
		return ratOperand(a).Cmp(ratOperand(b))
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
	case kRat:
		return ratFloat(n.q)
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
	case *engine.Rat:
		return num{k: kRat, q: x.Rat()}
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
