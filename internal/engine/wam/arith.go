package wam

import (
	"math"
	"math/big"
	"math/bits"
	"strconv"

	"github.com/goprolog/goprolog/internal/engine"
)

// arith is an arithmetic goal compiled to a postfix program over
// registers: is/2, whose left side is in register lhs, or a comparison.
type arith struct {
	rel  int // relIs or a comparison
	lhs  int
	into int // what is/2 does with its value: intoUnify, intoReg, intoY
	code []aop
	// split is where the right side's program starts in a comparison.
	split int
	// bi is the engine's built-in that runs the goal when the core does
	// not (see arithSlow), found at the first such run.
	bi *engine.Pred
	// fv marks a goal whose arguments are all variables in the clause
	// text (see engine.InferenceCosts).
	fv bool
	// freshIs marks is/2 into a variable that occurs first there: the
	// goal counts the model's cost of that (Costs.FreshIs), not one.
	freshIs bool
	// inlineOf is, of an is/2 that SWI-Prolog compiles to an instruction
	// (see engine.InlineIsVars), the program's predicate, which its
	// errors name.
	inlineOf *engine.Pred
	// intSteps says whether evalInts has code for every step of the
	// goal (intStepsYes or intStepsNo; 0 until its first run), so that
	// a goal with a step it has none for (/, ^, msb) does not compute
	// its big products twice, once before evalInts gives up and again
	// in evalNumbers.
	intSteps int8
}

// Values of arith.intSteps.
const (
	intStepsYes = 1
	intStepsNo  = -1
)

// aop is one step of an arithmetic program: push register r or the
// integer v, or apply the operation k to the values on top of the stack.
type aop struct {
	k int
	r int
	v int64
	// name is an aEval step's function, for building the expression
	// when the engine evaluates it (see arithSlow).
	name *engine.Atom
}

// The places of is/2's value: unified with register lhs, or stored in
// register or permanent variable lhs, which holds a new variable.
const (
	intoUnify = iota
	intoReg
	intoY
)

// Relations.
const (
	relIs = iota
	relEq
	relNe
	relLt
	relGt
	relLe
	relGe
)

// Steps of arithmetic programs.
const (
	aPush = iota
	aPushInt
	aAdd
	aSub
	aMul
	aIntDiv
	aMod
	aRem
	aMin
	aMax
	aNeg
	aAbs
	aSign
	aShl
	aShr
	aAnd
	aOr
	aXor
	aNot
	aDiv
	aPow
	// aEval applies the evaluable function whose Arithmetic id is r to
	// the v values on top of the stack: every function the core's own
	// steps do not cover.
	aEval
)

// arithOps maps evaluable functors to their steps.
var arithOps = map[functor]int{
	{engine.Intern("+"), 2}: aAdd, {engine.Intern("-"), 2}: aSub,
	{engine.Intern("*"), 2}: aMul, {engine.Intern("//"), 2}: aIntDiv,
	{engine.Intern("mod"), 2}: aMod, {engine.Intern("rem"), 2}: aRem,
	{engine.Intern("min"), 2}: aMin, {engine.Intern("max"), 2}: aMax,
	{engine.Intern("-"), 1}: aNeg, {engine.Intern("abs"), 1}: aAbs,
	{engine.Intern("sign"), 1}: aSign, {engine.Intern("<<"), 2}: aShl,
	{engine.Intern(">>"), 2}: aShr, {engine.Intern(`/\`), 2}: aAnd,
	{engine.Intern(`\/`), 2}: aOr, {engine.Intern("xor"), 2}: aXor,
	{engine.Intern(`\`), 1}: aNot, {engine.Intern("/"), 2}: aDiv,
	{engine.Intern("^"), 2}: aPow,
	{engine.Intern("+"), 1}: -1,
}

// arithRels maps the arithmetic built-ins to their relations.
var arithRels = map[functor]int{
	{engine.Intern("is"), 2}: relIs, {engine.Intern("=:="), 2}: relEq,
	{engine.Intern(`=\=`), 2}: relNe, {engine.Intern("<"), 2}: relLt,
	{engine.Intern(">"), 2}: relGt, {engine.Intern("=<"), 2}: relLe,
	{engine.Intern(">="), 2}: relGe,
}

// errUnsupported reports what the core does not do itself: arithmetic
// on floats and big integers goes to the engine's evaluation, and a
// clause the compiler does not take stays with the engine.
type errUnsupported struct{ what string }

func (e errUnsupported) Error() string { return "wam: not run by the core: " + e.what }

// run executes the arithmetic goal: false when a comparison fails or the
// result does not unify.
func (m *Machine) runArith(ar *arith) (bool, error) {
	// The commonest goals, a comparison of two operands (X =< Y) and
	// is/2 of a sum or difference of two (N1 is N-1), on small integers,
	// skip the general loop.
	switch {
	case ar.rel != relIs && ar.split == 1 && len(ar.code) == 2:
		if a, ok := m.smallOperand(ar.code[0]); ok {
			if b, ok := m.smallOperand(ar.code[1]); ok {
				return compareInts(ar.rel, a, b), nil
			}
		}
	case ar.rel != relIs && ar.split == 3 && len(ar.code) == 6 && sumStep(ar.code[2].k) && sumStep(ar.code[5].k):
		// A comparison of two sums or differences (Ka+Xa =:= Kb+X).
		if a, ok := m.smallOperand(ar.code[0]); ok {
			if b, ok := m.smallOperand(ar.code[1]); ok {
				if c, ok := m.smallOperand(ar.code[3]); ok {
					if d, ok := m.smallOperand(ar.code[4]); ok {
						if ar.code[2].k == aSub {
							b = -b
						}
						if ar.code[5].k == aSub {
							d = -d
						}
						// Small integers have 61 bits: the sums fit an
						// int64, and compare as the integers they are.
						return compareInts(ar.rel, a+b, c+d), nil
					}
				}
			}
		}
	case ar.rel == relIs && ar.into != intoUnify && len(ar.code) == 3 && (ar.code[2].k == aAdd || ar.code[2].k == aSub):
		if a, ok := m.smallOperand(ar.code[0]); ok {
			if b, ok := m.smallOperand(ar.code[1]); ok {
				if ar.code[2].k == aSub {
					b = -b
				}
				// Small integers have 61 bits: the sum of two fits an
				// int64, and is small or not.
				if r := a + b; r <= maxSmall && r >= minSmall {
					if ar.into == intoReg {
						m.regs[ar.lhs] = mkInt(r)
					} else {
						m.stack[m.e+frameY+ar.lhs] = mkInt(r)
					}
					return true, nil
				}
			}
		}
	}
	if ar.rel == relIs {
		v, err := m.evalProg(ar.code)
		if err != nil {
			return false, err
		}
		if v > maxSmall || v < minSmall {
			return false, errUnsupported{"a big integer"}
		}
		switch ar.into {
		case intoReg:
			m.regs[ar.lhs] = mkInt(v)
			return true, nil
		case intoY:
			m.stack[m.e+frameY+ar.lhs] = mkInt(v)
			return true, nil
		}
		return m.unify(m.regs[ar.lhs], mkInt(v)), nil
	}
	a, err := m.evalProg(ar.code[:ar.split])
	if err != nil {
		return false, err
	}
	b, err := m.evalProg(ar.code[ar.split:])
	if err != nil {
		return false, err
	}
	return compareInts(ar.rel, a, b), nil
}

// evalProg runs the postfix program code on integers. Its operands are
// small integers, and the values between its steps any int64, as
// SWI-Prolog's 64-bit integers, so that (S * 1103515245 + 12345) mod
// 2147483648 needs no big integer; a step whose value would not fit an
// int64 stops it (errUnsupported), and so does, for is/2, a value that is
// not a small integer, for the engine's evaluation to make it big.
// Pushing an integer, adding and subtracting, the steps of nearly every
// program, are done in line; the other steps go through applyOp.
func (m *Machine) evalProg(code []aop) (int64, error) {
	var buf [16]int64
	st := buf[:0]
	for i := range code {
		op := &code[i]
		switch op.k {
		case aPush:
			c := m.deref(m.regs[op.r])
			if c.tag() == tagInt {
				st = append(st, c.intVal())
				continue
			}
			v, err := m.evalCell(c)
			if err != nil {
				return 0, err
			}
			st = append(st, v)
		case aPushInt:
			st = append(st, op.v)
		case aAdd, aSub:
			n := len(st)
			x, y := st[n-2], st[n-1]
			var r int64
			if op.k == aAdd {
				if r = x + y; (x^r)&(y^r) < 0 {
					return 0, errUnsupported{"integer overflow"}
				}
			} else if r = x - y; (x^y)&(x^r) < 0 {
				return 0, errUnsupported{"integer overflow"}
			}
			st[n-2] = r
			st = st[:n-1]
		default:
			if op.k == aDiv && m.iso() {
				return 0, errUnsupported{"/ under the flag iso"}
			}
			var err error
			if st, err = applyOp(op.k, st); err != nil {
				return 0, err
			}
		}
	}
	return st[0], nil
}

// sumStep reports whether step k adds or subtracts.
func sumStep(k int) bool { return k == aAdd || k == aSub }

// smallOperand is the value of a push step when it is a small integer.
func (m *Machine) smallOperand(op aop) (int64, bool) {
	switch op.k {
	case aPushInt:
		return op.v, true
	case aPush:
		if c := m.deref(m.regs[op.r]); c.tag() == tagInt {
			return c.intVal(), true
		}
	}
	return 0, false
}

// compareInts decides the comparison rel of a and b.
func compareInts(rel int, a, b int64) bool {
	switch rel {
	case relEq:
		return a == b
	case relNe:
		return a != b
	case relLt:
		return a < b
	case relGt:
		return a > b
	case relLe:
		return a <= b
	}
	return a >= b
}

// applyOp applies step k to the top of st.
func applyOp(k int, st []int64) ([]int64, error) {
	if k == aEval {
		return nil, errUnsupported{"an evaluable function on numbers"}
	}
	n := len(st)
	if k == aNeg || k == aAbs || k == aSign || k == aNot {
		x := st[n-1]
		switch k {
		case aNeg:
			if x == math.MinInt64 {
				return nil, errUnsupported{"integer overflow"}
			}
			x = -x
		case aAbs:
			if x == math.MinInt64 {
				return nil, errUnsupported{"integer overflow"}
			}
			if x < 0 {
				x = -x
			}
		case aSign:
			x = int64(min(max(x, -1), 1))
		case aNot:
			x = ^x
		}
		st[n-1] = x
		return st, nil
	}
	x, y := st[n-2], st[n-1]
	var r int64
	switch k {
	case aAdd:
		r = x + y
	case aSub:
		r = x - y
	case aMul:
		hi, lo := bits.Mul64(uint64(abs(x)), uint64(abs(y)))
		if hi != 0 || lo > math.MaxInt64 {
			return nil, errUnsupported{"integer overflow"}
		}
		r = x * y
	case aIntDiv, aRem, aMod, aDiv:
		if y == 0 {
			return nil, engine.EvaluationError("zero_divisor")
		}
		if x == math.MinInt64 && y == -1 {
			return nil, errUnsupported{"integer overflow"}
		}
		switch k {
		case aIntDiv:
			r = x / y
		case aRem:
			r = x % y
		case aMod:
			r = x % y
			if r != 0 && (r < 0) != (y < 0) {
				r += y
			}
		default:
			if x%y != 0 {
				return nil, errUnsupported{"floats"}
			}
			r = x / y
		}
	case aPow:
		// An integer to a power that is not negative, while it fits an
		// int64; the engine decides a negative power (an error, or 1
		// and -1 to any power).
		if y < 0 {
			return nil, errUnsupported{"a negative power"}
		}
		var ok bool
		if r, ok = intPow(x, y); !ok {
			return nil, errUnsupported{"integer overflow"}
		}
	case aMin:
		r = min(x, y)
	case aMax:
		r = max(x, y)
	case aShl:
		if y < 0 || y >= 63 || x == math.MinInt64 || bits.Len64(uint64(abs(x)))+int(y) > 62 {
			return nil, errUnsupported{"integer overflow"}
		}
		r = x << y
	case aShr:
		if y < 0 {
			// A negative count shifts left: the general evaluator.
			return nil, errUnsupported{"negative shift"}
		}
		r = x >> min(y, 63)
	case aAnd:
		r = x & y
	case aOr:
		r = x | y
	case aXor:
		r = x ^ y
	}
	st[n-2] = r
	return st[:n-1], nil
}

// intPow returns x to the power y (y >= 0) by repeated squaring, and
// false when the power, or a square on the way to it, passes int64.
func intPow(x, y int64) (int64, bool) {
	r := int64(1)
	for {
		if y&1 != 0 {
			hi, lo := bits.Mul64(uint64(abs(r)), uint64(abs(x)))
			if hi != 0 || lo > math.MaxInt64 {
				return 0, false
			}
			r *= x
		}
		if y >>= 1; y == 0 {
			return r, true
		}
		hi, lo := bits.Mul64(uint64(abs(x)), uint64(abs(x)))
		if hi != 0 || lo > math.MaxInt64 {
			return 0, false
		}
		x *= x
	}
}

func abs(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}

// evalSteps bounds the walk of an expression bound at run time, past
// which evalCell leaves it to the engine.
const evalSteps = 1 << 16

// errBigOperand is evalCell's error for a big integer: the first
// operand past the small integers that evalProg met is one, which
// arithSlow reads to skip evalFloats.
var errBigOperand error = errUnsupported{"big integers"}

// evalCell evaluates a term on the heap, with an explicit stack: a
// variable bound at run time may hold an expression of any depth.
func (m *Machine) evalCell(c cell) (int64, error) {
	c = m.deref(c)
	switch c.tag() {
	case tagInt:
		return c.intVal(), nil
	case tagBox:
		// A float or a big integer, at every step of a loop on them:
		// answered before the stacks below are set up.
		if _, isBig := m.boxes[c.val()].(*engine.BigInt); isBig {
			return 0, errBigOperand
		}
		return 0, errUnsupported{"numbers other than small integers"}
	}
	type job struct {
		c    cell
		done bool
	}
	// Most expressions are small: their stacks stay in these.
	var jobBuf [16]job
	var valBuf [16]int64
	vals := valBuf[:0]
	jobs := append(jobBuf[:0], job{c, false})
	for steps := 0; len(jobs) > 0; steps++ {
		if steps > evalSteps {
			// Perhaps a cyclic expression: the engine's evaluation
			// tells, and raises its error.
			return 0, errUnsupported{"a long expression"}
		}
		j := jobs[len(jobs)-1]
		jobs = jobs[:len(jobs)-1]
		c := m.deref(j.c)
		switch c.tag() {
		case tagInt:
			vals = append(vals, c.intVal())
			continue
		case tagRef, tagAttv:
			return 0, engine.InstantiationError()
		case tagStr:
			f := m.functors[m.heap[c.val()].val()]
			k, ok := arithOps[f]
			if !ok {
				return 0, &notCoreEvaluable{f}
			}
			if j.done {
				if k < 0 {
					continue
				}
				if k == aDiv && m.iso() {
					// A float, which the engine's evaluation makes.
					return 0, errUnsupported{"/ under the flag iso"}
				}
				var err error
				if vals, err = applyOp(k, vals); err != nil {
					return 0, err
				}
				continue
			}
			jobs = append(jobs, job{c, true})
			for i := f.arity; i >= 1; i-- {
				jobs = append(jobs, job{mkRef(c.val() + i), false})
			}
			continue
		case tagAtom:
			return 0, &notCoreEvaluable{functor{m.atoms[c.val()], 0}}
		}
		return 0, errUnsupported{"numbers other than small integers"}
	}
	return vals[0], nil
}

// notCoreEvaluable is the error of an expression bound at run time that
// holds a functor the core does not evaluate: one of the engine's
// evaluables (gcd/2, pi, ...) or none at all. The slower evaluations
// decide which (see arithSlow), so that the core makes no ISO error for
// what may well be a value; one that can only be raised here is
// type_error(evaluable, F).
type notCoreEvaluable struct{ f functor }

func (e *notCoreEvaluable) Error() string {
	return "wam: not evaluated by the core: " + e.f.name.Name + "/" + strconv.Itoa(e.f.arity)
}

// opFunctors maps the steps of arithmetic programs back to their
// functors, and relNames the relations to their built-ins' names.
var (
	opFunctors = func() map[int]functor {
		fs := map[int]functor{}
		for f, k := range arithOps {
			if k >= 0 {
				fs[k] = f
			}
		}
		return fs
	}()
	// opArity is the arity of each step's function, by step kind (below
	// aEval): evalNumbers reads it at every step, where a map lookup would
	// cost a tenth of a loop of big additions.
	opArity = func() []int {
		as := make([]int, aEval)
		for k, f := range opFunctors {
			if k < aEval {
				as[k] = f.arity
			}
		}
		return as
	}()
	relNames = func() map[int]*engine.Atom {
		ns := map[int]*engine.Atom{}
		for f, r := range arithRels {
			ns[r] = f.name
		}
		return ns
	}()
)

// arithSlow runs the arithmetic goal ar through the engine's built-in,
// after the core's own evaluation stopped with err: on what the core
// does not evaluate (floats, big integers) and on errors, whose terms
// are then the engine's. Unless the built-in was made foreign (see
// SetForeign), err stands.
func (m *Machine) arithSlow(ar *arith, err error) (bool, error) {
	// A big integer operand makes evalFloats give up: a loop on big
	// integers skips it, and goes to evalInts first. An overflow past
	// int64 of a goal on small integers goes there too, after
	// evalFloats, which gives up on it at once.
	if err != errBigOperand {
		if ok, done := m.evalFloats(ar); done {
			return ok, nil
		}
	}
	if ok, done := m.evalInts(ar); done {
		return ok, nil
	}
	if ok, done := m.evalNumbers(ar); done {
		return ok, nil
	}
	if ar.bi == nil {
		ar.bi = m.foreign[functor{relNames[ar.rel], 2}]
	}
	bi := ar.bi
	if bi == nil || m.Foreign == nil {
		if nc, ok := err.(*notCoreEvaluable); ok {
			return false, engine.NotEvaluable(nc.f.name, nc.f.arity)
		}
		return false, err
	}
	// This path runs at each step of a loop on big integers or floats:
	// its variable map and stack are the machine's, reused.
	names := reusedNames(&m.arithNames)
	expr := func(code []aop) engine.Term {
		st := m.arithTerms[:0]
		for _, op := range code {
			switch op.k {
			case aPush:
				st = append(st, m.termOfVars(m.regs[op.r], names))
			case aPushInt:
				st = append(st, engine.MakeInt(op.v))
			case aEval:
				var x engine.Term = op.name
				if n := int(op.v); n > 0 {
					x = engine.NewCompound(op.name, st[len(st)-n:]...)
				}
				st = append(st[:len(st)-int(op.v)], x)
			default:
				f := opFunctors[op.k]
				x := engine.NewCompound(f.name, st[len(st)-f.arity:]...)
				st = append(st[:len(st)-f.arity], x)
			}
		}
		t := st[0]
		clear(st)
		m.arithTerms = st[:0]
		return t
	}
	var args [2]engine.Term
	if ar.rel == relIs {
		args[1] = expr(ar.code)
		if ar.into == intoUnify {
			args[0] = m.termOfVars(m.regs[ar.lhs], names)
		} else {
			args[0] = m.NewVar()
		}
	} else {
		args[0], args[1] = expr(ar.code[:ar.split]), expr(ar.code[ar.split:])
	}
	ok, err := m.Foreign(bi, args[:])
	if !ok || err != nil || ar.rel != relIs {
		return ok, err
	}
	// The value goes where is/2 puts it: into a new variable's place, or
	// into the variables of the left side that the engine bound.
	if ar.into != intoUnify {
		c, err := m.putValue(engine.Deref(args[0]))
		if err != nil {
			return false, err
		}
		if ar.into == intoReg {
			m.regs[ar.lhs] = c
		} else {
			m.stack[m.e+frameY+ar.lhs] = c
		}
		return true, nil
	}
	return m.bindBack(names)
}

// evalNumbers runs the arithmetic goal ar on numbers, through m.Arith,
// the engine's evaluation of each function: what the evaluation on small
// integers, evalFloats and evalInts leave (floats with big integers,
// rationals, the functions the core has no step of, an expression bound
// at run time) runs here without building expression terms. done is
// false when the goal needs the engine: an error, whose term the
// engine's built-in makes with its context, or an operand that is not a
// number or an evaluable expression (text, "[X]"). Intermediate big
// integers are the evaluator's scratch values; only the value of is/2
// reaches the heap, copied into the core's own array (ownBig).
func (m *Machine) evalNumbers(ar *arith) (ok, done bool) {
	if m.Arith == nil {
		return false, false
	}
	if m.opFns == nil {
		m.opFns = make([]int, aEval)
		for k, f := range opFunctors {
			if id, ok := m.Arith.Function(f.name, f.arity); ok {
				m.opFns[k] = id
			}
		}
	}
	m.Arith.BeginScratch(m.ArithEngine)
	// The value stack is arithSlow's, reused: a local array would escape
	// to the heap through the interface calls, one allocation per goal.
	st := m.arithTerms[:0]
	defer func() {
		clear(st)
		m.arithTerms = st[:0]
	}()
	eval := func(code []aop) (engine.Term, bool) {
		st = st[:0]
		for _, op := range code {
			switch op.k {
			case aPushInt:
				st = append(st, engine.MakeInt(op.v))
			case aPush:
				t, ok := m.numberOf(m.regs[op.r])
				if !ok {
					return nil, false
				}
				st = append(st, t)
			default:
				id, n := op.r, int(op.v)
				if op.k != aEval {
					id, n = m.opFns[op.k], opArity[op.k]
				}
				r, err := m.Arith.ApplyScratch(m.ArithEngine, id, st[len(st)-n:])
				if err != nil {
					return nil, false
				}
				st = append(st[:len(st)-n], r)
			}
		}
		return st[0], true
	}
	if ar.rel != relIs {
		a, ok := eval(ar.code[:ar.split])
		if !ok {
			return false, false
		}
		b, ok := eval(ar.code[ar.split:])
		if !ok {
			return false, false
		}
		return compareHolds(ar.rel, m.Arith.Compare(a, b)), true
	}
	v, ok := eval(ar.code)
	if !ok {
		return false, false
	}
	// A big integer value goes to an array of the core's pool (see
	// bigpool.go); it may be a scratch value until then.
	var c cell
	if b, isBig := v.(*engine.BigInt); isBig {
		c = m.ownBig(b)
	} else {
		c = m.constCell(m.Arith.Keep(m.ArithEngine, v))
	}
	return m.isValue(ar, c), true
}

// numberOf is the value of the expression that the cell c holds, as a
// number term: a number, or an expression bound at run time, evaluated
// with an explicit stack. false leaves the goal to the engine: an error,
// text, or a walk past evalSteps (perhaps a cyclic term).
func (m *Machine) numberOf(c cell) (engine.Term, bool) {
	c = m.deref(c)
	switch c.tag() {
	case tagInt:
		return engine.MakeInt(c.intVal()), true
	case tagBox:
		switch x := m.boxes[c.val()].(type) {
		case engine.Int, engine.Float, *engine.BigInt:
			return x, true
		}
		return nil, false
	case tagStr, tagAtom:
		return m.evalExpression(c)
	}
	return nil, false
}

// evalExpression evaluates the compound or atom c through m.Arith, in
// the scratch evaluation of evalNumbers that it is part of.
func (m *Machine) evalExpression(root cell) (engine.Term, bool) {
	type job struct {
		c    cell
		done bool
	}
	var jobBuf [16]job
	var valBuf [16]engine.Term
	vals := valBuf[:0]
	jobs := append(jobBuf[:0], job{root, false})
	for steps := 0; len(jobs) > 0; steps++ {
		if steps > evalSteps {
			return nil, false
		}
		j := jobs[len(jobs)-1]
		jobs = jobs[:len(jobs)-1]
		c := m.deref(j.c)
		switch c.tag() {
		case tagInt, tagBox:
			t, ok := m.numberOf(c)
			if !ok {
				return nil, false
			}
			vals = append(vals, t)
		case tagAtom:
			id, ok := m.Arith.Function(m.atoms[c.val()], 0)
			if !ok {
				return nil, false
			}
			t, err := m.Arith.ApplyScratch(m.ArithEngine, id, nil)
			if err != nil {
				return nil, false
			}
			vals = append(vals, t)
		case tagStr:
			f := m.functors[m.heap[c.val()].val()]
			if f.name == engine.AtomDot {
				return nil, false // "[X]": the engine's evaluation
			}
			if !j.done {
				jobs = append(jobs, job{c, true})
				for i := f.arity; i >= 1; i-- {
					jobs = append(jobs, job{mkRef(c.val() + i), false})
				}
				continue
			}
			id, ok := m.Arith.Function(f.name, f.arity)
			if !ok {
				return nil, false
			}
			t, err := m.Arith.ApplyScratch(m.ArithEngine, id, vals[len(vals)-f.arity:])
			if err != nil {
				return nil, false
			}
			vals = append(vals[:len(vals)-f.arity], t)
		default:
			return nil, false
		}
	}
	return vals[0], true
}

// compareHolds decides the comparison rel from the order c of its two
// sides: -1, 0 or 1, or 2 when they are unordered (a NaN), which only
// =\= holds for.
func compareHolds(rel, c int) bool {
	switch rel {
	case relEq:
		return c == 0
	case relNe:
		return c != 0
	case relLt:
		return c == -1
	case relGt:
		return c == 1
	case relLe:
		return c == -1 || c == 0
	}
	return c == 1 || c == 0
}

// bigOf is the value of the integer cell c as a big.Int, made in scratch
// when it is not a big integer already; false when c is no integer.
func (m *Machine) bigOf(c cell, scratch *big.Int) (*big.Int, bool) {
	switch c.tag() {
	case tagInt:
		return scratch.SetInt64(c.intVal()), true
	case tagBox:
		switch x := m.boxes[c.val()].(type) {
		case *engine.BigInt:
			return x.Big(), true
		case engine.Int:
			return scratch.SetInt64(int64(x)), true
		}
	}
	return nil, false
}

// putValue puts the engine's value of an arithmetic goal on the heap: a
// number, which has no variables to map.
func (m *Machine) putValue(t engine.Term) (cell, error) {
	return m.putTerm(t, nil)
}

// postfix appends to code the postfix program of the arithmetic
// expression t: small integers and evaluable compounds are compiled,
// every other operand (a variable, a big number, an atom) is left to
// leaf, which returns the step that pushes it. It uses a stack, not Go
// recursion.
//
// With fns, every evaluable function that the core has no step of
// becomes an aEval step, and so does an evaluable atom (pi, random, ...).
func postfix(code []aop, t engine.Term, fns engine.Arithmetic, leaf func(engine.Term) (aop, error)) ([]aop, error) {
	type job struct {
		t    engine.Term
		done bool
	}
	stack := []job{{t, false}}
	for len(stack) > 0 {
		j := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		switch x := engine.Deref(j.t).(type) {
		case engine.Int:
			if int64(x) <= maxSmall && int64(x) >= minSmall {
				code = append(code, aop{k: aPushInt, v: int64(x)})
				continue
			}
		case *engine.Atom:
			if fns != nil {
				if id, ok := fns.Function(x, 0); ok {
					code = append(code, aop{k: aEval, r: id, name: x})
					continue
				}
			}
		case *engine.Compound:
			k, ok := arithOps[functor{x.Name, len(x.Args)}]
			id := 0
			if !ok && fns != nil && !(x.Name == engine.AtomDot && len(x.Args) == 2) {
				// "[X]" evaluates as X, not as a function.
				if id, ok = fns.Function(x.Name, len(x.Args)); ok {
					k = aEval
				}
			}
			if ok {
				if j.done {
					if k >= 0 { // +/1 needs no step
						code = append(code, aop{k: k, r: id, v: int64(len(x.Args)), name: x.Name})
					}
					continue
				}
				stack = append(stack, job{x, true})
				for i := len(x.Args) - 1; i >= 0; i-- {
					stack = append(stack, job{x.Args[i], false})
				}
				continue
			}
		}
		op, err := leaf(j.t)
		if err != nil {
			return nil, err
		}
		code = append(code, op)
	}
	return code, nil
}

// isValue gives the value c of is/2's goal ar to its left side: the
// register or the permanent variable it is new in, or the term there,
// which it unifies with.
func (m *Machine) isValue(ar *arith, c cell) bool {
	switch ar.into {
	case intoReg:
		m.regs[ar.lhs] = c
	case intoY:
		m.stack[m.e+frameY+ar.lhs] = c
	default:
		return m.unify(m.regs[ar.lhs], c)
	}
	return true
}
