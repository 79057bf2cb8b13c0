package builtins

import (
	"unicode/utf8"

	"github.com/goprolog/goprolog/internal/engine"
)

// The type table of must_be/2 and is_of_type/2 (lib/error.pl). In
// SWI-Prolog it is has_type/2, some forty clauses; here the types named by
// an atom are tested in Go ('$simple_type'/2), which keeps them out of the
// library decoded at every start. The types with arguments, between/2,
// oneof/1 and list/1, whose tests call Prolog (between/3, arithmetic
// comparison, memberchk/2) and may raise errors, stay clauses of
// '$has_type'/2 in lib/error.pl.

// simpleTypes maps each type named by an atom to its test, as
// SWI-Prolog's has_type/2 clause for it.
var simpleTypes = map[string]func(m *engine.Machine, x engine.Term) bool{
	"any":      func(*engine.Machine, engine.Term) bool { return true },
	"atom":     func(_ *engine.Machine, x engine.Term) bool { return tIsAtom(x) },
	"symbol":   func(_ *engine.Machine, x engine.Term) bool { return tIsAtom(x) },
	"atomic":   func(_ *engine.Machine, x engine.Term) bool { return engine.IsAtomic(x) },
	"constant": func(_ *engine.Machine, x engine.Term) bool { return engine.IsAtomic(x) },
	"boolean": func(_ *engine.Machine, x engine.Term) bool {
		return x == engine.AtomTrue || x == engine.AtomFalse
	},
	"callable":         func(_ *engine.Machine, x engine.Term) bool { return tIsCallable(x) },
	"char":             func(_ *engine.Machine, x engine.Term) bool { return isChar(x) },
	"code":             func(_ *engine.Machine, x engine.Term) bool { return isCode(x) },
	"chars":            func(_ *engine.Machine, x engine.Term) bool { return isListOf(x, isChar) },
	"codes":            func(_ *engine.Machine, x engine.Term) bool { return isListOf(x, isCode) },
	"text":             func(_ *engine.Machine, x engine.Term) bool { return isText(x) },
	"compound":         func(_ *engine.Machine, x engine.Term) bool { return tIsCompound(x) },
	"float":            func(_ *engine.Machine, x engine.Term) bool { return tIsFloat(x) },
	"ground":           func(_ *engine.Machine, x engine.Term) bool { return engine.IsGround(x) },
	"cyclic":           func(_ *engine.Machine, x engine.Term) bool { return isCyclic(x) },
	"acyclic":          func(_ *engine.Machine, x engine.Term) bool { return !isCyclic(x) },
	"integer":          func(_ *engine.Machine, x engine.Term) bool { return tIsInteger(x) },
	"nonneg":           func(_ *engine.Machine, x engine.Term) bool { return intSign(x) >= 0 },
	"positive_integer": func(_ *engine.Machine, x engine.Term) bool { return intSign(x) > 0 },
	"negative_integer": func(_ *engine.Machine, x engine.Term) bool { return intSign(x) == -1 },
	"nonvar":           func(_ *engine.Machine, x engine.Term) bool { return !tIsVar(x) },
	"var":              func(_ *engine.Machine, x engine.Term) bool { return tIsVar(x) },
	"number":           func(_ *engine.Machine, x engine.Term) bool { return tIsNumber(x) },
	"pair": func(_ *engine.Machine, x engine.Term) bool {
		c, ok := x.(*engine.Compound)
		return ok && c.Name == engine.AtomMinus && len(c.Args) == 2
	},
	"proper_list":          func(_ *engine.Machine, x engine.Term) bool { return engine.IsList(x) },
	"list":                 func(_ *engine.Machine, x engine.Term) bool { return engine.IsList(x) },
	"list_or_partial_list": func(_ *engine.Machine, x engine.Term) bool { return engine.IsList(x) || isPartialList(x) },
	"rational":             func(_ *engine.Machine, x engine.Term) bool { return tIsRational(x) },
	"string":               func(_ *engine.Machine, x engine.Term) bool { return tIsString(x) },
	"stream":               func(m *engine.Machine, x engine.Term) bool { return m.StreamOf(x) != nil },
	"encoding": func(_ *engine.Machine, x engine.Term) bool {
		a, ok := x.(*engine.Atom)
		return ok && encodings[a.Name]
	},
	// goprolog has no dicts: the type is known, and nothing is of it.
	"dict": func(*engine.Machine, engine.Term) bool { return false },
}

// encodings are the values of the type encoding, SWI-Prolog's
// current_encoding/1.
var encodings = map[string]bool{
	"octet": true, "ascii": true, "iso_latin_1": true, "text": true,
	"utf8": true, "unicode_be": true, "unicode_le": true, "wchar_t": true,
}

// knownType reports whether SWI-Prolog's has_type/2 has a clause for the
// (bound) type t.
func knownType(t engine.Term) bool {
	switch x := engine.Deref(t).(type) {
	case *engine.Atom:
		return simpleTypes[x.Name] != nil || x.Name == "type"
	case *engine.Compound:
		switch {
		case x.Name.Name == "between" && len(x.Args) == 2,
			x.Name.Name == "oneof" && len(x.Args) == 1,
			x.Name.Name == "list" && len(x.Args) == 1:
			return true
		}
	}
	return false
}

func isChar(x engine.Term) bool {
	a, ok := engine.Deref(x).(*engine.Atom)
	return ok && a != engine.AtomNil && a.Name != "" && utf8.RuneCountInString(a.Name) == 1
}

func isCode(x engine.Term) bool {
	n, ok := engine.Deref(x).(engine.Int)
	return ok && n >= 0 && n <= utf8.MaxRune
}

// isListOf reports whether x is a proper list of elements passing test.
func isListOf(x engine.Term, test func(engine.Term) bool) bool {
	elems, ok := engine.ListToSlice(x)
	if !ok {
		return false
	}
	for _, e := range elems {
		if !test(e) {
			return false
		}
	}
	return true
}

func isText(x engine.Term) bool {
	return tIsAtom(x) || tIsString(x) || isListOf(x, isChar) || isListOf(x, isCode)
}

// intSign is the sign of the integer x, or -2 if x is not an integer.
func intSign(x engine.Term) int {
	switch n := x.(type) {
	case engine.Int:
		switch {
		case n > 0:
			return 1
		case n < 0:
			return -1
		}
		return 0
	case *engine.BigInt:
		return n.Big().Sign()
	}
	return -2
}

// biSimpleType implements '$simple_type'(+Type, @X): Type is a type named
// by an atom and X is of it. It fails for other types.
func biSimpleType(m *engine.Machine, args []engine.Term) (bool, error) {
	a, ok := engine.Deref(args[0]).(*engine.Atom)
	if !ok {
		return false, nil
	}
	x := engine.Deref(args[1])
	if a.Name == "type" {
		// The type type: a ground term naming a known type.
		return engine.IsGround(x) && knownType(x), nil
	}
	test := simpleTypes[a.Name]
	return test != nil && test(m, x), nil
}

// biKnownType implements '$known_type'(+Type): has_type/2 has a clause
// for Type (SWI-Prolog's current_type/3 with Type bound).
func biKnownType(m *engine.Machine, args []engine.Term) (bool, error) {
	return knownType(args[0]), nil
}
