package builtins

import (
	"unicode"
	"unicode/utf8"

	"github.com/goprolog/goprolog/internal/engine"
)

// Character classification: char_type/2 and code_type/2. The classes, and
// the order in which char_type(c, T) enumerates them, follow SWI-Prolog 9.
// Non-ASCII characters are classified with Go's Unicode tables, which agree
// with SWI-Prolog's locale-based classification for letters, digits and
// spaces.

// ctClass is one character class. arg, when set, makes it a class with one
// argument (upper(L), digit(W), ...): it returns the argument for r, and
// whether r is in the class.
type ctClass struct {
	name string
	is   func(r rune) bool
	arg  func(r rune) (engine.Term, bool)
	// argIsChar says the argument is a character (an atom for char_type,
	// a code for code_type) rather than a weight.
	argIsChar bool
	// inverse computes the only character for a given argument, so that
	// char_type(X, to_lower(a)) needs no enumeration.
	inverse func(arg int64) (rune, bool)
}

func ctIsAlpha(r rune) bool { return unicode.IsLetter(r) || r >= 128 && unicode.IsDigit(r) }
func ctIsDigit(r rune) bool { return r >= '0' && r <= '9' }
func ctIsAlnum(r rune) bool { return ctIsAlpha(r) || ctIsDigit(r) }
func ctIsUpper(r rune) bool { return unicode.IsUpper(r) || unicode.IsTitle(r) }
func ctIsLower(r rune) bool {
	return unicode.IsLower(r) || unicode.Is(unicode.Other_Lowercase, r)
}

func ctIsSpace(r rune) bool {
	if r < 128 {
		return r == ' ' || r >= '\t' && r <= '\r'
	}
	switch r {
	case 0xA0, 0x2007, 0x202F: // non-breaking spaces
		return false
	case 0x2028, 0x2029:
		return true
	}
	return unicode.Is(unicode.Zs, r)
}

func ctIsCntrl(r rune) bool {
	return unicode.IsControl(r) || r == 0x2028 || r == 0x2029
}

func ctIsPrint(r rune) bool {
	if r < 128 {
		return r >= ' ' && r != 127
	}
	return !ctIsCntrl(r) && unicode.IsGraphic(r)
}

func ctIsGraph(r rune) bool { return ctIsPrint(r) && !ctIsSpace(r) }

func ctIsSymbol(r rune) bool {
	if r < 128 {
		return r < utf8.RuneSelf && r > 0 && containsByte("#$&*+-./:<=>?@\\^~", byte(r))
	}
	return unicode.IsSymbol(r) || unicode.IsPunct(r)
}

func containsByte(s string, c byte) bool {
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			return true
		}
	}
	return false
}

// ctDecimal returns the weight of a Unicode decimal digit: Unicode lays out
// each script's digits 0-9 contiguously.
func ctDecimal(r rune) (int, bool) {
	if !unicode.IsDigit(r) {
		return 0, false
	}
	w := 0
	for w < 9 && unicode.IsDigit(r-rune(w)-1) {
		w++
	}
	return w % 10, true
}

func ctWeight(w int, ok bool) (engine.Term, bool) { return engine.MakeInt(int64(w)), ok }

func ctChar(r rune) (engine.Term, bool) { return engine.MakeInt(int64(r)), true }

func ctAlways(rune) bool { return true }

func ctDigitInverse(w int64) (rune, bool) { return '0' + rune(w), w >= 0 && w <= 9 }

// ctClasses lists the classes in SWI-Prolog's enumeration order (csymf
// appears twice there too).
var ctClasses = []ctClass{
	{name: "alnum", is: ctIsAlnum},
	{name: "alpha", is: ctIsAlpha},
	{name: "csym", is: func(r rune) bool { return ctIsAlnum(r) || r == '_' }},
	{name: "csymf", is: func(r rune) bool { return ctIsAlpha(r) || r == '_' }},
	{name: "prolog_var_start", is: func(r rune) bool { return ctIsUpper(r) || r == '_' }},
	{name: "prolog_atom_start", is: func(r rune) bool { return unicode.IsLetter(r) && !ctIsUpper(r) }},
	{name: "prolog_identifier_continue", is: func(r rune) bool {
		return unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_'
	}},
	{name: "prolog_symbol", is: ctIsSymbol},
	{name: "csymf", is: func(r rune) bool { return ctIsAlpha(r) || r == '_' }},
	{name: "decimal", is: unicode.IsDigit},
	{name: "decimal", arg: func(r rune) (engine.Term, bool) { return ctWeight(ctDecimal(r)) },
		inverse: ctDigitInverse},
	{name: "ascii", is: func(r rune) bool { return r < 128 }},
	{name: "white", is: func(r rune) bool { return r == ' ' || r == '\t' }},
	{name: "cntrl", is: ctIsCntrl},
	{name: "digit", is: ctIsDigit},
	{name: "print", is: ctIsPrint},
	{name: "space", is: ctIsSpace},
	{name: "end_of_line", is: func(r rune) bool { return r >= '\n' && r <= '\r' }},
	{name: "newline", is: func(r rune) bool { return r == '\n' }},
	{name: "graph", is: ctIsGraph},
	{name: "punct", is: func(r rune) bool {
		return ctIsGraph(r) && !unicode.IsLetter(r) && !unicode.IsDigit(r)
	}},
	{name: "period", is: func(r rune) bool { return r == '.' || r == '!' || r == '?' }},
	{name: "quote", is: func(r rune) bool { return r == '\'' || r == '"' || r == '`' }},
	{name: "lower", is: ctIsLower},
	{name: "lower", argIsChar: true, arg: func(r rune) (engine.Term, bool) {
		return engine.MakeInt(int64(unicode.ToUpper(r))), ctIsLower(r)
	}, inverse: func(u int64) (rune, bool) {
		r := unicode.ToLower(rune(u))
		return r, ctIsLower(r)
	}},
	{name: "upper", is: ctIsUpper},
	{name: "upper", argIsChar: true, arg: func(r rune) (engine.Term, bool) {
		return engine.MakeInt(int64(unicode.ToLower(r))), ctIsUpper(r)
	}, inverse: func(l int64) (rune, bool) {
		r := unicode.ToUpper(rune(l))
		return r, ctIsUpper(r)
	}},
	{name: "to_lower", argIsChar: true, arg: func(r rune) (engine.Term, bool) {
		return ctChar(unicode.ToUpper(r))
	}, inverse: func(u int64) (rune, bool) { return unicode.ToLower(rune(u)), true }},
	{name: "to_upper", argIsChar: true, arg: func(r rune) (engine.Term, bool) {
		return ctChar(unicode.ToLower(r))
	}, inverse: func(l int64) (rune, bool) { return unicode.ToUpper(rune(l)), true }},
	{name: "paren", argIsChar: true, arg: func(r rune) (engine.Term, bool) {
		switch r {
		case '(':
			return ctChar(')')
		case '[':
			return ctChar(']')
		case '{':
			return ctChar('}')
		}
		return nil, false
	}},
	{name: "digit", arg: func(r rune) (engine.Term, bool) { return ctWeight(int(r-'0'), ctIsDigit(r)) },
		inverse: ctDigitInverse},
	{name: "xdigit", arg: func(r rune) (engine.Term, bool) {
		switch {
		case ctIsDigit(r):
			return ctWeight(int(r-'0'), true)
		case r >= 'a' && r <= 'f':
			return ctWeight(int(r-'a')+10, true)
		case r >= 'A' && r <= 'F':
			return ctWeight(int(r-'A')+10, true)
		}
		return nil, false
	}, inverse: func(w int64) (rune, bool) {
		if w >= 10 && w <= 15 {
			return 'a' + rune(w-10), true
		}
		return ctDigitInverse(w)
	}},
}

var atomEndOfFile = engine.Intern("end_of_file")

var atomCharType = engine.Intern("char_type")

// charTypeError gives e, an error of the type argument or of both
// arguments unbound, the context(char_type/2, _) that SWI-Prolog gives it
// for both char_type/2 and code_type/2, unqualified.
func charTypeError(m *engine.Machine, e *engine.Exception) error {
	c := e.Ball.(*engine.Compound)
	return engine.Throw(engine.NewCompound(engine.AtomError, c.Args[0],
		engine.NewCompound(atomContext, engine.PI(atomCharType, 2), m.NewVar())))
}

// charTypeBuiltin implements char_type/2 (codes false) and code_type/2.
func charTypeBuiltin(codes bool) engine.Builtin {
	// mkChar builds a character in the predicate's representation.
	mkChar := func(r rune) engine.Term {
		if codes {
			return engine.MakeInt(int64(r))
		}
		return engine.Intern(string(r))
	}
	return func(m *engine.Machine, args []engine.Term) (bool, error) {
		typ := engine.Deref(args[1])
		var classes []ctClass
		switch t := typ.(type) {
		case *engine.Var:
		case *engine.Atom:
			if c, ok := ctPlain[t]; ok {
				classes = []ctClass{c}
			}
		case *engine.Compound:
			if len(t.Args) == 1 {
				for _, c := range ctClasses {
					if c.arg != nil && c.name == t.Name.Name {
						classes = append(classes, c)
						break
					}
				}
			}
		}
		if _, isVar := typ.(*engine.Var); !isVar && len(classes) == 0 && typ != atomEndOfFile {
			return false, charTypeError(m, engine.TypeError("char_type", typ))
		}
		c := engine.Deref(args[0])
		if _, unbound := c.(*engine.Var); unbound {
			if len(classes) == 0 && typ != atomEndOfFile {
				return false, charTypeError(m, engine.InstantiationError())
			}
			return ctEnumChars(m, c, typ, classes, mkChar, codes)
		}
		r, err := ctCharArg(c)
		if err != nil {
			return false, err
		}
		if r < 0 {
			return m.Unify(typ, atomEndOfFile), nil
		}
		if len(classes) == 0 {
			classes = ctClasses
		}
		var sols []engine.Term
		for _, cl := range classes {
			if t, ok := ctMatch(cl, r, typ, mkChar, codes); ok {
				sols = append(sols, t)
			}
		}
		return ctYield(m, typ, sols, 0), nil
	}
}

// ctCharArg reads the character argument: a one-char atom or a code, or
// -1 for end of file.
func ctCharArg(c engine.Term) (rune, error) {
	switch x := c.(type) {
	case *engine.Atom:
		r, size := utf8.DecodeRuneInString(x.Name)
		if size > 0 && size == len(x.Name) {
			return r, nil
		}
	case engine.Int:
		if x >= -1 && x <= utf8.MaxRune {
			return rune(x), nil
		}
		if x > utf8.MaxRune {
			return 0, engine.DomainError("character", x)
		}
	}
	return 0, engine.TypeError("character", c)
}

// ctMatch returns the type term of class cl for r, if r is in the class.
// For a bound type argument the test is the one SWI-Prolog applies: either
// direction of the mapping holds.
func ctMatch(cl ctClass, r rune, typ engine.Term, mkChar func(rune) engine.Term, codes bool) (engine.Term, bool) {
	if cl.arg == nil {
		if !cl.is(r) {
			return nil, false
		}
		return engine.Intern(cl.name), true
	}
	a, ok := cl.arg(r)
	if !ok {
		return nil, false
	}
	if cl.argIsChar {
		if want, bound := ctBoundArg(typ); bound && cl.inverse != nil {
			inv, ok := cl.inverse(int64(want))
			if ok && inv == r && int64(a.(engine.Int)) != int64(want) {
				a = engine.MakeInt(int64(want))
			}
		}
		a = mkChar(rune(a.(engine.Int)))
	}
	return engine.NewCompound(engine.Intern(cl.name), a), true
}

// ctBoundArg returns the bound character argument of a type term.
func ctBoundArg(typ engine.Term) (rune, bool) {
	c, ok := typ.(*engine.Compound)
	if !ok || len(c.Args) != 1 {
		return 0, false
	}
	r, err := ctCharArg(engine.Deref(c.Args[0]))
	return r, err == nil && r >= 0
}

// ctYield unifies typ with sols[i:] one after another on backtracking.
func ctYield(m *engine.Machine, typ engine.Term, sols []engine.Term, i int) bool {
	for ; i < len(sols); i++ {
		if i+1 < len(sols) {
			next := i + 1
			m.PushRedo(func(m *engine.Machine) (bool, error) {
				return ctYield(m, typ, sols, next), nil
			})
		}
		return m.Unify(typ, sols[i])
	}
	return false
}

// ctEnumChars enumerates the characters of the given classes, or computes
// the only one when the class argument determines it.
func ctEnumChars(m *engine.Machine, c, typ engine.Term, classes []ctClass, mkChar func(rune) engine.Term, codes bool) (bool, error) {
	if typ == atomEndOfFile {
		return m.Unify(c, engine.MakeInt(-1)), nil
	}
	cl := classes[0]
	if t, ok := typ.(*engine.Compound); ok && cl.inverse != nil {
		a := engine.Deref(t.Args[0])
		var w int64
		switch x := a.(type) {
		case engine.Int:
			w = int64(x)
		case *engine.Atom:
			r, err := ctCharArg(x)
			if err != nil {
				return false, nil
			}
			w = int64(r)
		}
		if !txtUnbound(a) {
			r, ok := cl.inverse(w)
			if !ok {
				return false, nil
			}
			if _, ok := ctMatch(cl, r, typ, mkChar, codes); !ok {
				return false, nil
			}
			return m.Unify(c, mkChar(r)), nil
		}
	}
	var try func(r rune) func(*engine.Machine) (bool, error)
	try = func(r rune) func(*engine.Machine) (bool, error) {
		return func(m *engine.Machine) (bool, error) {
			for ; r <= unicode.MaxRune; r++ {
				if r >= 0xD800 && r <= 0xDFFF {
					continue
				}
				t, ok := ctMatch(cl, r, typ, mkChar, codes)
				if !ok {
					continue
				}
				if r < unicode.MaxRune {
					m.PushRedo(try(r + 1))
				}
				return m.Unify(c, mkChar(r)) && m.Unify(typ, t), nil
			}
			return false, nil
		}
	}
	return try(0)(m)
}

// ctPlain are the classes that take no argument, by name: the first of
// each name in ctClasses (csymf, listed twice for the enumeration, is one
// test).
var ctPlain = map[*engine.Atom]ctClass{}

func init() {
	for _, c := range ctClasses {
		if name := engine.Intern(c.name); c.arg == nil && ctPlain[name].is == nil {
			ctPlain[name] = c
		}
	}
}

// charClass is engine.Hooks.CharClass: the test of the class name that
// takes no argument, or nil.
func charClass(name *engine.Atom) func(rune) bool { return ctPlain[name].is }

var charBuiltins = []engine.BuiltinSpec{
	{Name: "char_type", Arity: 2, Fn: charTypeBuiltin(false)},
	{Name: "code_type", Arity: 2, Fn: charTypeBuiltin(true)},
}
