package engine

// Inline arithmetic. is/2 and the arithmetic comparisons are compiled to
// instructions that evaluate their template directly in the clause's
// environment when every value is a small integer: no expression term is
// built and a first-occurrence result variable is never created. Anything
// else (floats, big integers, overflow, errors, unknown functions) falls
// back to the built-in predicate, which implements the full semantics.

var (
	atomIs     = Intern("is")
	atomEq     = Intern("=:=")
	atomNe     = Intern(`=\=`)
	atomLt     = Intern("<")
	atomGt     = Intern(">")
	atomLe     = Intern("=<")
	atomGe     = Intern(">=")
	atomStar   = Intern("*")
	atomIntDiv = Intern("//")
	atomMod    = Intern("mod")
	atomRem    = Intern("rem")
	atomMin    = Intern("min")
	atomMax    = Intern("max")
	atomAbs    = Intern("abs")
	atomShr    = Intern(">>")
	atomShl    = Intern("<<")
	atomAnd    = Intern(`/\`)
	atomOr     = Intern(`\/`)
)

// maxInlineDepth bounds the Go recursion of evalFast; deeper expressions
// go to the (iterative) built-in.
const maxInlineDepth = 32

// evalFast evaluates t (a template in env, or a runtime term) as an int64.
// ok is false when the fast path does not apply.
func evalFast(t Term, env []Term, depth int) (int64, bool) {
	if depth > maxInlineDepth {
		return 0, false
	}
	switch x := t.(type) {
	case Int:
		return int64(x), true
	case *tvar:
		if x.first {
			return 0, false
		}
		v := Deref(env[x.slot])
		if i, ok := v.(Int); ok {
			return int64(i), true
		}
		return evalFast(v, env, depth+1)
	case *Var:
		if x.ref == nil {
			return 0, false
		}
		return evalFast(Deref(x), env, depth+1)
	case *tcomp:
		return evalOp(x.name, x.args, env, depth)
	case *Compound:
		return evalOp(x.Name, x.Args, env, depth)
	}
	return 0, false
}

// EvalSmallInt evaluates the arithmetic expression t when it is made of
// small integers and the integer functions compiled clauses evaluate in
// line (+ - * // mod rem min max abs >> << /\ \/), reporting false for
// anything else (floats, big integers, overflow, errors), which the full
// evaluator must handle. It is the fast path of meta-called arithmetic.
func EvalSmallInt(t Term) (int64, bool) { return evalFast(t, nil, 0) }

// SmallIntOp applies the integer function name/2 (+ - * // mod rem min
// max >> << /\ \/) to a and b as compiled arithmetic does, reporting
// false where the general evaluator is needed: another function, an
// overflow, a zero divisor, a shift out of range.
func SmallIntOp(name *Atom, a, b int64) (int64, bool) {
	op, ok := aopOf(name, 2)
	if !ok {
		return 0, false
	}
	return intOp(op, a, b)
}

// leafInt reads an integer operand that needs no evaluation: a literal or
// a bound variable of the clause holding an integer. Most operands are one,
// and reading them here saves evalFast's recursive calls.
func leafInt(t Term, env []Term) (int64, bool) {
	switch x := t.(type) {
	case Int:
		return int64(x), true
	case *tvar:
		if !x.first {
			if i, ok := Deref(env[x.slot]).(Int); ok {
				return int64(i), true
			}
		}
	}
	return 0, false
}

// evalOp evaluates name(args...) as evalFast does.
func evalOp(name *Atom, args []Term, env []Term, depth int) (int64, bool) {
	op, ok := aopOf(name, len(args))
	if !ok {
		return 0, false
	}
	a, ok := leafInt(args[0], env)
	if !ok {
		if a, ok = evalFast(args[0], env, depth+1); !ok {
			return 0, false
		}
	}
	var b int64
	if len(args) == 2 {
		if b, ok = leafInt(args[1], env); !ok {
			if b, ok = evalFast(args[1], env, depth+1); !ok {
				return 0, false
			}
		}
	}
	return intOp(op, a, b)
}

func abs64(a int64) int64 {
	if a < 0 {
		return -a
	}
	return a
}

// compareFast decides an arithmetic comparison on two int64 values.
func compareFast(op *Atom, a, b int64) bool {
	switch op {
	case atomEq:
		return a == b
	case atomNe:
		return a != b
	case atomLt:
		return a < b
	case atomGt:
		return a > b
	case atomLe:
		return a <= b
	}
	return a >= b
}

// inlineArith reports whether calls of name/arity compile to opArith.
func inlineArith(name *Atom, arity int) bool {
	if arity != 2 {
		return false
	}
	switch name {
	case atomIs, atomEq, atomNe, atomLt, atomGt, atomLe, atomGe:
		return true
	}
	return false
}
