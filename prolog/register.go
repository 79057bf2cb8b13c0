package prolog

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/goprolog/goprolog/internal/engine"
)

// Predicate is a deterministic predicate written in Go. It reads its
// arguments through c and binds them with c.Unify; it returns true to
// succeed and false to fail. A returned error becomes a Prolog exception:
// an *Error (see TypeError and the other constructors) throws its term,
// ErrFailed fails, and any other error throws
// error(system_error(Message), _). A panic is caught and thrown the same
// way.
type Predicate func(c *Call) (bool, error)

// Generator yields the solutions of one call of a nondeterministic Go
// predicate. Each call of the generator finds the next solution: it binds
// the arguments through the Call's Unify (the bindings of the previous
// solution have been undone) and returns true, or returns false when
// there are no more. After a cut, or after it returned false or an error,
// it is not called again.
type Generator func() (bool, error)

// NondetPredicate starts a nondeterministic Go predicate: it is called
// once per call of the predicate and returns the generator of its
// solutions (nil for none). The Call stays valid for the generator's life.
type NondetPredicate func(c *Call) Generator

// Call gives a Go predicate its arguments, numbered from 0.
type Call struct {
	i    *Interpreter
	m    *engine.Machine
	name string
	args []engine.Term
	err  error
}

// Register defines name/arity as the deterministic Go predicate fn,
// replacing any definition it had. It returns ErrBusy while a query is
// open, and a permission error for ISO built-ins and control constructs,
// which cannot be redefined.
//
//	interp.Register("add", 3, func(c *prolog.Call) (bool, error) {
//		a, err := c.Int(0)
//		if err != nil {
//			return false, err
//		}
//		b, err := c.Int(1)
//		if err != nil {
//			return false, err
//		}
//		return c.Unify(2, a+b), nil
//	})
func (i *Interpreter) Register(name string, arity int, fn Predicate) error {
	return i.register(name, arity, func(m *engine.Machine, args []engine.Term) (bool, error) {
		c := &Call{i: i, m: m, name: name, args: args}
		ok, err := c.invoke(func() (bool, error) { return fn(c) })
		// The engine owns args only during the call.
		c.args = nil
		return ok, err
	})
}

// RegisterNondet defines name/arity as the nondeterministic Go predicate
// fn: the generator fn returns gives the solutions one at a time, on
// backtracking, and the ones not asked for are never computed.
//
//	interp.RegisterNondet("digit", 1, func(c *prolog.Call) prolog.Generator {
//		d := 0
//		return func() (bool, error) {
//			for ; d <= 9; d++ {
//				if c.Unify(0, d) {
//					d++
//					return true, nil
//				}
//			}
//			return false, nil
//		}
//	})
func (i *Interpreter) RegisterNondet(name string, arity int, fn NondetPredicate) error {
	return i.register(name, arity, func(m *engine.Machine, args []engine.Term) (bool, error) {
		c := &Call{i: i, m: m, name: name, args: append([]engine.Term(nil), args...)}
		var gen Generator
		if _, err := c.invoke(func() (bool, error) { gen = fn(c); return true, nil }); err != nil {
			return false, err
		}
		if gen == nil {
			return false, nil
		}
		done := false
		var step func(m *engine.Machine) (bool, error)
		step = func(m *engine.Machine) (bool, error) {
			if done {
				return false, nil
			}
			// The choicepoint goes first: it marks the trail, so that
			// backtracking into it undoes this solution's bindings.
			m.PushRedo(step)
			c.m = m
			ok, err := c.invoke(gen)
			if !ok || err != nil {
				done = true
			}
			return ok, err
		}
		return step(m)
	})
}

func (i *Interpreter) register(name string, arity int, fn engine.Builtin) error {
	if arity < 0 {
		return fmt.Errorf("prolog: negative arity %d", arity)
	}
	if err := i.acquire(); err != nil {
		return err
	}
	defer i.release()
	if p := i.m.Lookup(engine.Intern(name), arity); p != nil && p.IsISO() {
		return errorOf(engine.PermissionError("modify", "static_procedure", engine.PI(engine.Intern(name), arity)).Ball)
	}
	i.m.Register(name, arity, fn)
	return nil
}

// invoke runs a Go predicate's code and turns its result into the
// engine's: errors into exceptions, panics into system errors.
func (c *Call) invoke(fn func() (bool, error)) (ok bool, err error) {
	defer func() {
		if r := recover(); r != nil {
			ok, err = false, engine.SystemError("%v", r)
		}
	}()
	ok, err = fn()
	if err == nil && c.err != nil {
		err, c.err = c.err, nil
	}
	if err == nil {
		return ok, nil
	}
	var pe *Error
	var he *HaltError
	switch {
	case errors.As(err, &pe):
		return false, &engine.Exception{Ball: pe.ball}
	case errors.Is(err, ErrFailed):
		return false, nil
	case errors.As(err, &he):
		return false, &engine.Halt{Code: he.Code}
	}
	if ctx := c.Context(); ctx.Err() != nil && errors.Is(err, ctx.Err()) {
		return false, &stopError{err: err}
	}
	var ee *engine.Exception
	if errors.As(err, &ee) {
		return false, ee
	}
	return false, engine.SystemError("%v", err)
}

// Context returns the context of the running query, for Go predicates
// that wait on I/O: returning its error stops the query.
func (c *Call) Context() context.Context {
	if ctx := c.i.run.ctx; ctx != nil {
		return ctx
	}
	return context.Background()
}

// Len returns the predicate's arity.
func (c *Call) Len() int { return len(c.args) }

// Arg returns a snapshot of argument n (from 0).
func (c *Call) Arg(n int) Term {
	return newDecoder(nil).decode(c.args[n])
}

// IsVar reports whether argument n is an unbound variable.
func (c *Call) IsVar(n int) bool {
	_, ok := engine.Deref(c.args[n]).(*engine.Var)
	return ok
}

// Int returns argument n as an int64; otherwise the error SWI-Prolog
// raises for a missing integer (instantiation_error or
// type_error(integer, Arg)).
func (c *Call) Int(n int) (int64, error) {
	switch x := engine.Deref(c.args[n]).(type) {
	case *engine.Var:
		return 0, InstantiationError()
	case engine.Int:
		return int64(x), nil
	case *engine.BigInt:
		return 0, RepresentationError("int64")
	default:
		return 0, TypeError("integer", newDecoder(nil).decode(x))
	}
}

// BigInt returns integer argument n as a *big.Int.
func (c *Call) BigInt(n int) (*big.Int, error) {
	switch x := engine.Deref(c.args[n]).(type) {
	case *engine.Var:
		return nil, InstantiationError()
	case engine.Int:
		return big.NewInt(int64(x)), nil
	case *engine.BigInt:
		return new(big.Int).Set(x.Big()), nil
	default:
		return nil, TypeError("integer", newDecoder(nil).decode(x))
	}
}

// Float returns number argument n as a float64.
func (c *Call) Float(n int) (float64, error) {
	switch x := engine.Deref(c.args[n]).(type) {
	case *engine.Var:
		return 0, InstantiationError()
	case engine.Float:
		return float64(x), nil
	case engine.Int:
		return float64(x), nil
	case *engine.BigInt:
		f, _ := new(big.Float).SetInt(x.Big()).Float64()
		return f, nil
	default:
		return 0, TypeError("number", newDecoder(nil).decode(x))
	}
}

// Atom returns the name of atom argument n.
func (c *Call) Atom(n int) (string, error) {
	switch x := engine.Deref(c.args[n]).(type) {
	case *engine.Var:
		return "", InstantiationError()
	case *engine.Atom:
		return x.Name, nil
	default:
		return "", TypeError("atom", newDecoder(nil).decode(x))
	}
}

// Text returns the text of argument n: an atom, string, number, code
// list or char list.
func (c *Call) Text(n int) (string, error) {
	if c.IsVar(n) {
		return "", InstantiationError()
	}
	t := c.Arg(n)
	if s, ok := Text(t); ok {
		return s, nil
	}
	return "", TypeError("text", t)
}

// List returns the elements of proper-list argument n; a partial list
// gives instantiation_error, anything else type_error(list, Arg).
func (c *Call) List(n int) ([]Term, error) {
	x := engine.Deref(c.args[n])
	if xs, ok := engine.ListToSlice(x); ok {
		d := newDecoder(nil)
		out := make([]Term, len(xs))
		for k, e := range xs {
			out[k] = d.decode(e)
		}
		return out, nil
	}
	// A list whose tail is unbound needs instantiating, not a type.
	for {
		c, ok := x.(*engine.Compound)
		if !ok || c.Name != engine.AtomDot || len(c.Args) != 2 {
			break
		}
		x = engine.Deref(c.Args[1])
	}
	if _, ok := x.(*engine.Var); ok {
		return nil, InstantiationError()
	}
	return nil, TypeError("list", newDecoder(nil).decode(c.args[n]))
}

// Unify unifies argument n with v, converted as query arguments are
// (see the package documentation), and reports whether it succeeded. A
// value that cannot be converted makes the predicate raise a system
// error when it returns.
func (c *Call) Unify(n int, v any) bool {
	t, err := (&encoder{mode: c.i.cfg.strings, m: c.m}).encode(v)
	if err != nil {
		if c.err == nil {
			c.err = errorOf(engine.SystemError("%v", err).Ball)
		}
		return false
	}
	return c.m.Unify(c.args[n], t)
}

// Errors with ISO error terms, as Go predicates return them. The engine
// fills the context with the predicate's indicator.

// InstantiationError returns error(instantiation_error, _).
func InstantiationError() *Error { return errorOf(engine.InstantiationError().Ball) }

// TypeError returns error(type_error(Type, Culprit), _).
func TypeError(typ string, culprit any) *Error {
	return errorOf(engine.TypeError(typ, encodeCulprit(culprit)).Ball)
}

// DomainError returns error(domain_error(Domain, Culprit), _).
func DomainError(domain string, culprit any) *Error {
	return errorOf(engine.DomainError(domain, encodeCulprit(culprit)).Ball)
}

// ExistenceError returns error(existence_error(Kind, Culprit), _).
func ExistenceError(kind string, culprit any) *Error {
	return errorOf(engine.ExistenceError(kind, encodeCulprit(culprit)).Ball)
}

// PermissionError returns error(permission_error(Action, Type, Culprit), _).
func PermissionError(action, typ string, culprit any) *Error {
	return errorOf(engine.PermissionError(action, typ, encodeCulprit(culprit)).Ball)
}

// RepresentationError returns error(representation_error(What), _).
func RepresentationError(what string) *Error {
	return errorOf(engine.RepresentationError(what).Ball)
}

// EvaluationError returns error(evaluation_error(What), _).
func EvaluationError(what string) *Error { return errorOf(engine.EvaluationError(what).Ball) }

// ResourceError returns error(resource_error(What), _).
func ResourceError(what string) *Error { return errorOf(engine.ResourceError(what).Ball) }

func encodeCulprit(v any) engine.Term {
	t, err := (&encoder{mode: StringAsAtom}).encode(v)
	if err != nil {
		return engine.Intern(fmt.Sprint(v))
	}
	return t
}
