package engine

import "math/bits"

// Compiled integer arithmetic. The expressions of is/2 and of the
// arithmetic comparisons in a clause body are compiled, when the clause
// is, into trees of arithCode nodes: an operation code, an environment
// slot or a constant, and the operand nodes. Evaluating one switches on a
// small integer instead of on the dynamic type of a template term and on
// the functor's atom, which is what evalFast does for expressions it meets
// at run time. The semantics are evalFast's: small integers only, and
// anything else (a float, a big integer, an overflow, an unbound or
// non-numeric operand, a division by zero) reports !ok, so that the
// built-in predicate runs and gives the full result or the ISO error.

// aop is an arithCode operation.
type aop uint8

const (
	aConst aop = iota // the constant c
	aSlot             // the integer in env[slot]
	aAdd
	aSub
	aMul
	aIntDiv
	aMod
	aRem
	aMin
	aMax
	aAnd
	aOr
	aShr
	aShl
	aNeg
	aPos
	aAbs
	// A variable plus or minus a constant (I+1, N-1): the step of every
	// counting loop, evaluated without visiting the operand nodes. The
	// node keeps x and y for the cases the shortcut does not cover.
	aAddSlotConst
	aSubSlotConst
)

// arithCode is a compiled integer expression.
type arithCode struct {
	op   aop
	slot int32
	c    int64
	x, y *arithCode
}

// compileArith compiles the expression template t, or returns nil when t
// is not an integer expression over the clause's bound variables: a
// first occurrence, a float, a runtime variable of a meta-called goal, an
// unknown function, or nesting deeper than maxInlineDepth.
func compileArith(t Term, depth int) *arithCode {
	if depth > maxInlineDepth {
		return nil
	}
	switch x := t.(type) {
	case Int:
		return &arithCode{op: aConst, c: int64(x)}
	case *tvar:
		if x.first {
			return nil
		}
		return &arithCode{op: aSlot, slot: int32(x.slot)}
	case *tcomp:
		return compileArithOp(x.name, x.args, depth)
	case *Compound:
		return compileArithOp(x.Name, x.Args, depth)
	}
	return nil
}

func compileArithOp(name *Atom, args []Term, depth int) *arithCode {
	op, ok := aopOf(name, len(args))
	if !ok {
		return nil
	}
	a := &arithCode{op: op}
	if a.x = compileArith(args[0], depth+1); a.x == nil {
		return nil
	}
	if len(args) == 2 {
		if a.y = compileArith(args[1], depth+1); a.y == nil {
			return nil
		}
		if a.x.op == aSlot && a.y.op == aConst && (op == aAdd || op == aSub) {
			a.slot, a.c = a.x.slot, a.y.c
			a.op = aAddSlotConst
			if op == aSub {
				a.op = aSubSlotConst
			}
		}
	}
	return a
}

// intOperand reads a leaf operand without a call, and evaluates any other.
func (a *arithCode) intOperand(env []Term) (int64, bool) {
	switch a.op {
	case aConst:
		return a.c, true
	case aSlot:
		t := Deref(env[a.slot])
		if i, ok := t.(Int); ok {
			return int64(i), true
		}
		// A variable bound to an expression (X = 1+2, Y is X*3) is
		// evaluated as evalFast would.
		return evalFast(t, nil, 1)
	}
	return a.eval(env)
}

// eval evaluates a in env. The operands that are constants or variables
// holding integers, nearly all of them, are read here without a call, and
// addition and subtraction are done here too: this is the inner loop of
// counting and arithmetic recursion, and Go does not inline calls of
// this size (measured: a shared operand reader and intOp for every
// operation cost the count loop 5% more instructions).
func (a *arithCode) eval(env []Term) (int64, bool) {
	switch a.op {
	case aAddSlotConst:
		if i, isInt := Deref(env[a.slot]).(Int); isInt {
			x := int64(i)
			if s := x + a.c; (s > x) == (a.c > 0) {
				return s, true
			}
			return 0, false
		}
		return a.evalSlotConst(env)
	case aSubSlotConst:
		if i, isInt := Deref(env[a.slot]).(Int); isInt {
			x := int64(i)
			if d := x - a.c; (d < x) == (a.c > 0) {
				return d, true
			}
			return 0, false
		}
		return a.evalSlotConst(env)
	case aConst:
		return a.c, true
	case aSlot:
		if i, isInt := Deref(env[a.slot]).(Int); isInt {
			return int64(i), true
		}
		return a.intOperand(env)
	}
	var x, y int64
	var ok bool
	switch xa := a.x; xa.op {
	case aConst:
		x = xa.c
	case aSlot:
		if i, isInt := Deref(env[xa.slot]).(Int); isInt {
			x = int64(i)
			break
		}
		fallthrough
	default:
		if x, ok = xa.intOperand(env); !ok {
			return 0, false
		}
	}
	if a.y != nil {
		switch ya := a.y; ya.op {
		case aConst:
			y = ya.c
		case aSlot:
			if i, isInt := Deref(env[ya.slot]).(Int); isInt {
				y = int64(i)
				break
			}
			fallthrough
		default:
			if y, ok = ya.intOperand(env); !ok {
				return 0, false
			}
		}
	}
	switch a.op {
	case aAdd:
		if s := x + y; (s > x) == (y > 0) {
			return s, true
		}
		return 0, false
	case aSub:
		if d := x - y; (d < x) == (y > 0) {
			return d, true
		}
		return 0, false
	}
	return intOp(a.op, x, y)
}

// evalSlotConst evaluates a slot-and-constant node whose variable does
// not hold an integer: bound to an expression, or not evaluable here.
func (a *arithCode) evalSlotConst(env []Term) (int64, bool) {
	x, ok := a.x.intOperand(env)
	if !ok {
		return 0, false
	}
	if a.op == aAddSlotConst {
		return intOp(aAdd, x, a.c)
	}
	return intOp(aSub, x, a.c)
}

// intOp applies an integer operation to x (and y for a binary one),
// reporting false where the result needs the general evaluator: an
// overflow, a zero divisor, a shift out of range. It is shared by the
// compiled evaluator and evalOp.
func intOp(op aop, x, y int64) (int64, bool) {
	switch op {
	case aNeg, aPos, aAbs:
		if x == -1<<63 {
			return 0, false
		}
		switch op {
		case aNeg:
			return -x, true
		case aPos:
			return x, true
		}
		return abs64(x), true
	case aAdd:
		s := x + y
		if (s > x) != (y > 0) {
			return 0, false
		}
		return s, true
	case aSub:
		d := x - y
		if (d < x) != (y > 0) {
			return 0, false
		}
		return d, true
	case aMul:
		hi, lo := bits.Mul64(uint64(abs64(x)), uint64(abs64(y)))
		if hi != 0 || lo > 1<<63-1 || x == -1<<63 || y == -1<<63 {
			return 0, false
		}
		return x * y, true
	case aIntDiv:
		if y == 0 || (x == -1<<63 && y == -1) {
			return 0, false
		}
		return x / y, true
	case aMod:
		if y == 0 || y == -1 {
			return 0, false
		}
		r := x % y
		if r != 0 && (r < 0) != (y < 0) {
			r += y
		}
		return r, true
	case aRem:
		if y == 0 || y == -1 {
			return 0, false
		}
		return x % y, true
	case aMin:
		return min(x, y), true
	case aMax:
		return max(x, y), true
	case aAnd:
		return x & y, true
	case aOr:
		return x | y, true
	case aShr:
		if y < 0 || y > 62 {
			return 0, false
		}
		return x >> y, true
	case aShl:
		if y < 0 || y > 62 || (x<<y)>>y != x {
			return 0, false
		}
		return x << y, true
	}
	return 0, false
}

// aopOf returns the operation of the evaluable functor name/arity, if it
// is one of the integer functions evaluated in line.
func aopOf(name *Atom, arity int) (aop, bool) {
	if arity == 1 {
		switch name {
		case AtomMinus:
			return aNeg, true
		case AtomPlus:
			return aPos, true
		case atomAbs:
			return aAbs, true
		}
		return 0, false
	}
	if arity != 2 {
		return 0, false
	}
	switch name {
	case AtomPlus:
		return aAdd, true
	case AtomMinus:
		return aSub, true
	case atomStar:
		return aMul, true
	case atomIntDiv:
		return aIntDiv, true
	case atomMod:
		return aMod, true
	case atomRem:
		return aRem, true
	case atomMin:
		return aMin, true
	case atomMax:
		return aMax, true
	case atomAnd:
		return aAnd, true
	case atomOr:
		return aOr, true
	case atomShr:
		return aShr, true
	case atomShl:
		return aShl, true
	}
	return 0, false
}

// arithInstr is the compiled form of an opArith or opArithIf instruction:
// its two sides. The left side of is/2 is its result, and nil here.
type arithInstr struct {
	side [2]*arithCode
}

// compileArithInstr compiles the arguments of a call of is/2 (name is
// atomIs) or of a comparison, or returns nil when a side is not a
// compiled expression.
func compileArithInstr(name *Atom, args []Term) *arithInstr {
	ai := &arithInstr{}
	if ai.side[1] = compileArith(args[1], 0); ai.side[1] == nil {
		return nil
	}
	if name != atomIs {
		if ai.side[0] = compileArith(args[0], 0); ai.side[0] == nil {
			return nil
		}
	}
	return ai
}
