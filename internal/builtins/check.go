// Package builtins implements goprolog's built-in predicates on top of the
// engine: one family per file, each ending in a table of engine.BuiltinSpec
// that Install registers.
package builtins

import (
	"errors"
	"math/big"
	"unicode/utf8"

	"github.com/goprolog/goprolog/internal/engine"
)

// Argument checks. Each returns the value the built-in needs or the exact
// ISO error for the argument, so a built-in reads like its specification:
//
//	n, err := intArg(args[1])
//	if err != nil { return false, err }

// intArg requires an integer that fits in int64.
func intArg(t engine.Term) (int64, error) {
	switch x := engine.Deref(t).(type) {
	case engine.Int:
		return int64(x), nil
	case *engine.BigInt:
		return 0, engine.RepresentationError("max_integer")
	case *engine.Var:
		return 0, engine.InstantiationError()
	default:
		return 0, engine.TypeError("integer", x)
	}
}

// intArgOrVar returns (n, true) for an integer, (0, false) for a variable.
func intArgOrVar(t engine.Term) (int64, bool, error) {
	switch x := engine.Deref(t).(type) {
	case engine.Int:
		return int64(x), true, nil
	case *engine.Var:
		return 0, false, nil
	case *engine.BigInt:
		return 0, false, engine.RepresentationError("max_integer")
	default:
		return 0, false, engine.TypeError("integer", x)
	}
}

// nonNegIntArg requires an integer >= 0.
func nonNegIntArg(t engine.Term) (int64, error) {
	n, err := intArg(t)
	if err != nil {
		return 0, err
	}
	if n < 0 {
		return 0, engine.DomainError("not_less_than_zero", engine.Deref(t))
	}
	return n, nil
}

// bigIntArg requires any integer.
func bigIntArg(t engine.Term) (*big.Int, error) {
	switch x := engine.Deref(t).(type) {
	case engine.Int:
		return big.NewInt(int64(x)), nil
	case *engine.BigInt:
		return x.Big(), nil
	case *engine.Var:
		return nil, engine.InstantiationError()
	default:
		return nil, engine.TypeError("integer", x)
	}
}

// atomArg requires an atom.
func atomArg(t engine.Term) (*engine.Atom, error) {
	switch x := engine.Deref(t).(type) {
	case *engine.Atom:
		return x, nil
	case *engine.Var:
		return nil, engine.InstantiationError()
	default:
		return nil, engine.TypeError("atom", x)
	}
}

// atomArgs requires atoms of the first n arguments, checked in order.
func atomArgs(args []engine.Term, n int) ([]*engine.Atom, error) {
	out := make([]*engine.Atom, n)
	for i := range out {
		a, err := atomArg(args[i])
		if err != nil {
			return nil, err
		}
		out[i] = a
	}
	return out, nil
}

// compoundArg requires a compound.
func compoundArg(t engine.Term) (*engine.Compound, error) {
	switch x := engine.Deref(t).(type) {
	case *engine.Compound:
		return x, nil
	case *engine.Var:
		return nil, engine.InstantiationError()
	default:
		return nil, engine.TypeError("compound", x)
	}
}

// atomArgOrVar returns (atom, true), (nil, false) for a variable, or a
// type error.
func atomArgOrVar(t engine.Term) (*engine.Atom, bool, error) {
	switch x := engine.Deref(t).(type) {
	case *engine.Atom:
		return x, true, nil
	case *engine.Var:
		return nil, false, nil
	default:
		return nil, false, engine.TypeError("atom", x)
	}
}

// callableArg requires an atom or compound.
func callableArg(t engine.Term) (engine.Term, error) {
	t = engine.Deref(t)
	switch t.(type) {
	case *engine.Atom, *engine.Compound:
		return t, nil
	case *engine.Var:
		return nil, engine.InstantiationError()
	}
	return nil, engine.TypeError("callable", t)
}

// listArg requires a proper list; a partial list is an instantiation
// error, anything else a type error (type list).
func listArg(t engine.Term) ([]engine.Term, error) {
	if xs, ok := engine.ListToSlice(t); ok {
		return xs, nil
	}
	if isPartialList(t) {
		return nil, engine.InstantiationError()
	}
	return nil, engine.TypeError("list", engine.Deref(t))
}

// listEnd returns the term that ends the spine of list cells t, and
// whether the spine is cyclic (a slow pointer following at half speed
// meets it).
func listEnd(t engine.Term) (end engine.Term, cyclic bool) {
	slow := engine.Deref(t)
	for i := 0; ; i++ {
		x, ok := engine.Deref(t).(*engine.Compound)
		if !ok || x.Name != engine.AtomDot || len(x.Args) != 2 {
			return engine.Deref(t), false
		}
		t = engine.Deref(x.Args[1])
		if i&1 == 1 {
			slow = engine.Deref(slow.(*engine.Compound).Args[1])
			if slow == t {
				return nil, true
			}
		}
	}
}

// isVarTerm reports whether t is an unbound variable.
func isVarTerm(t engine.Term) bool {
	_, ok := engine.Deref(t).(*engine.Var)
	return ok
}

// isPartialList reports whether t is a list ending in an unbound variable.
// A slow pointer following at half speed detects a cyclic spine.
func isPartialList(t engine.Term) bool {
	slow := engine.Deref(t)
	for i := 0; ; i++ {
		switch x := engine.Deref(t).(type) {
		case *engine.Var:
			return true
		case *engine.Compound:
			if x.Name != engine.AtomDot || len(x.Args) != 2 {
				return false
			}
			t = engine.Deref(x.Args[1])
			if i&1 == 1 {
				slow = engine.Deref(slow.(*engine.Compound).Args[1])
				if slow == t {
					return false
				}
			}
		default:
			return false
		}
	}
}

// textArg returns the text of an atom, string, number, code list or char
// list (SWI-Prolog's "text" arguments), or an error naming typ.
func textArg(t engine.Term, typ string) (string, error) {
	t = engine.Deref(t)
	switch x := t.(type) {
	case *engine.Atom:
		return x.Name, nil
	case engine.String:
		return string(x), nil
	case engine.Int, engine.Float, *engine.BigInt, *engine.Rat:
		return engine.Format(x, engine.WriteOptions{Quoted: false}), nil
	case *engine.Var:
		return "", engine.InstantiationError()
	case *engine.Compound:
		if s, ok := textOfList(x); ok {
			return s, nil
		}
	}
	return "", engine.TypeError(typ, t)
}

// plainTextArg returns the text of an atom, a string, or a code or char
// list, whose elements are checked as atom_codes/2 checks them; [] is the
// empty list, the empty text. Numbers and other terms are type_error(text,
// T). SWI-Prolog takes file names and the text of read_term_from_atom/3 so.
func plainTextArg(t engine.Term) (string, error) {
	t = engine.Deref(t)
	switch x := t.(type) {
	case *engine.Var:
		return "", engine.InstantiationError()
	case *engine.Atom:
		if x == engine.AtomNil {
			return "", nil
		}
		return x.Name, nil
	case engine.String:
		return string(x), nil
	case *engine.Compound:
		s, err := txtFromList(x)
		if err != nil && isTypeError(err, "list") {
			return "", engine.TypeError("text", t)
		}
		return s, err
	}
	return "", engine.TypeError("text", t)
}

// isTypeError reports whether err is error(type_error(typ, _), _).
func isTypeError(err error, typ string) bool {
	var e *engine.Exception
	if !errors.As(err, &e) {
		return false
	}
	ball, ok := e.Ball.(*engine.Compound)
	if !ok || ball.Name != engine.AtomError {
		return false
	}
	f, ok := engine.Deref(ball.Args[0]).(*engine.Compound)
	if !ok || f.Name.Name != "type_error" || len(f.Args) != 2 {
		return false
	}
	a, ok := engine.Deref(f.Args[0]).(*engine.Atom)
	return ok && a.Name == typ
}

// textOfList converts a code list or a char list to a string.
func textOfList(t engine.Term) (string, bool) {
	xs, ok := engine.ListToSlice(t)
	if !ok {
		return "", false
	}
	buf := make([]byte, 0, len(xs))
	for _, x := range xs {
		switch c := engine.Deref(x).(type) {
		case engine.Int:
			if c < 0 || c > utf8.MaxRune {
				return "", false
			}
			buf = utf8.AppendRune(buf, rune(c))
		case *engine.Atom:
			r, size := utf8.DecodeRuneInString(c.Name)
			if size == 0 || size != len(c.Name) {
				return "", false
			}
			buf = utf8.AppendRune(buf, r)
		default:
			return "", false
		}
	}
	return string(buf), true
}

// reserveTextList checks, before the list of the characters of s is
// built (atom_codes/2, string_chars/2, number_codes/2, ...), that it fits
// under the memory limit: a list cell takes a hundred times the byte of
// text it comes from, so a text of 30 MB, which the limit allows, makes a
// list of 3 GB.
func reserveTextList(m *engine.Machine, s string) error {
	n := len(s)
	if n > 1<<14 {
		n = utf8.RuneCountInString(s)
	}
	return m.Reserve(int64(n), lstCellBytes)
}

// codeList returns the list of character codes of s.
func codeList(s string) engine.Term {
	ts := make([]engine.Term, 0, len(s))
	for _, r := range s {
		ts = append(ts, engine.MakeInt(int64(r)))
	}
	return engine.List(ts...)
}

// charList returns the list of one-character atoms of s.
func charList(s string) engine.Term {
	ts := make([]engine.Term, 0, len(s))
	for _, r := range s {
		ts = append(ts, engine.Intern(string(r)))
	}
	return engine.List(ts...)
}

// succeed and fail make table entries short.
func unifyResult(m *engine.Machine, a, b engine.Term) (bool, error) {
	return m.Unify(a, b), nil
}
