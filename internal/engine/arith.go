package engine

import (
	"math/big"
	"sync/atomic"
	"time"
)

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

// HugeBits is the size, in bits, of a big integer past which one
// multiplication, power or conversion to decimal text takes long enough
// (tens of milliseconds and up to minutes) to run under Polled: the
// query's interrupt, deadline and time limit must not wait for it.
const HugeBits = 1 << 20

// polledTick is how often Polled asks its poll function.
const polledTick = 10 * time.Millisecond

// hugeSlot lets one huge operation run at a time in the process. An
// operation whose query ended keeps running to its end (math/big cannot
// be stopped), and keeps its slot meanwhile: a program that starts such
// operations and ends them with its time limit, again and again, then
// costs one core at most, not one for each operation it left behind.
var hugeSlot = make(chan struct{}, 1)

// Polled runs f on a goroutine of its own and returns its result, calling
// poll every few milliseconds meanwhile, and while it waits for another
// huge operation to end (see hugeSlot). When poll returns an error,
// Polled returns it at once and leaves f to finish unobserved: f must
// therefore work on values that nothing else reads or changes (copies of
// the operands), and its result is then dropped. A panic in f becomes a
// system error, as a panic in a built-in does.
func Polled[T any](poll func() error, f func() T) (T, error) {
	return PolledStoppable(poll, func(func() bool) T { return f() })
}

// PolledStoppable is Polled for an f made of steps, which asks the
// function it is given between them whether its result is still wanted:
// an operation that its query's limits ended then stops at its next
// step, rather than holding the process's slot for huge operations (and
// a core) until its end.
func PolledStoppable[T any](poll func() error, f func(stopped func() bool) T) (T, error) {
	type result struct {
		v   T
		err error
	}
	var zero T
	tick := time.NewTicker(polledTick)
	defer tick.Stop()
	for acquired := false; !acquired; {
		select {
		case hugeSlot <- struct{}{}:
			acquired = true
		case <-tick.C:
			if err := poll(); err != nil {
				return zero, err
			}
		}
	}
	done := make(chan result, 1)
	var abandoned atomic.Bool
	go func() {
		defer func() { <-hugeSlot }()
		defer func() {
			if r := recover(); r != nil {
				done <- result{zero, SystemError("%v", r)}
			}
		}()
		done <- result{v: f(abandoned.Load)}
	}()
	for {
		select {
		case r := <-done:
			return r.v, r.err
		case <-tick.C:
			if err := poll(); err != nil {
				abandoned.Store(true)
				return zero, err
			}
		}
	}
}

// BigText returns b in decimal. Past HugeBits the conversion, quadratic
// in math/big, runs under Polled with poll (when poll is not nil), so
// that writing a huge integer ends with the query's limits.
func BigText(b *big.Int, poll func() error) (string, error) {
	if poll == nil || b.BitLen() < HugeBits {
		return b.String(), nil
	}
	c := new(big.Int).Set(b)
	return Polled(poll, c.String)
}
