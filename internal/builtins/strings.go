package builtins

import (
	"strings"
	"unicode"

	"github.com/goprolog/goprolog/internal/engine"
	"github.com/goprolog/goprolog/internal/parser"
)

// SWI-Prolog string built-ins. Most are the generic text built-ins of
// atoms.go instantiated with stringOf.

// textPair relates two texts of different types (atom_string/2,
// string_to_atom/2): with the left side bound the right side gets its
// text (or, if bound, must have the same text), else the left side is
// built from the right.
func textPair(leftType string, mkLeft textMaker, rightType string, mkRight textMaker) engine.Builtin {
	return func(m *engine.Machine, args []engine.Term) (bool, error) {
		if !txtUnbound(args[0]) {
			// SWI-Prolog takes any text there, a code or char list too.
			l, err := txtAtomicOrList(m, args[0], leftType)
			if err != nil {
				return false, err
			}
			if txtUnbound(args[1]) {
				return m.Unify(args[1], mkRight(l)), nil
			}
			r, err := textOrNil(args[1], rightType)
			return err == nil && r == l, err
		}
		r, err := textOrNil(args[1], rightType)
		if err != nil {
			return false, err
		}
		return m.Unify(args[0], mkLeft(r)), nil
	}
}

func stringLength(m *engine.Machine, args []engine.Term) (bool, error) {
	s, err := txtAtomicOrList(m, args[0], "text")
	if err != nil {
		return false, err
	}
	return textLengthResult(m, s, args[1])
}

// txtAtomicOrList accepts any text: atomic terms and code or char lists,
// [] the empty list (SWI-Prolog's string built-ins read it as "").
func txtAtomicOrList(m *engine.Machine, t engine.Term, typ string) (string, error) {
	switch engine.Deref(t).(type) {
	case *engine.Compound:
		if s, err := txtFromList(t); err == nil {
			return s, nil
		}
		return "", engine.TypeError(typ, engine.Deref(t))
	}
	return txtAtomicOrNil(m, t, typ)
}

// textOrNil is textArg but for [], the empty text.
func textOrNil(t engine.Term, typ string) (string, error) {
	if engine.Deref(t) == engine.Term(engine.AtomNil) {
		return "", nil
	}
	return textArg(t, typ)
}

// txtAtomicOrNil is txtAtomic but for [], the empty text.
func txtAtomicOrNil(m *engine.Machine, t engine.Term, typ string) (string, error) {
	if engine.Deref(t) == engine.Term(engine.AtomNil) {
		return "", nil
	}
	return txtAtomic(m, t, typ)
}

func numberString(m *engine.Machine, args []engine.Term) (bool, error) {
	if !txtUnbound(args[1]) {
		s, err := txtFromList(args[1])
		if err != nil {
			return false, err
		}
		num, err := parser.NumberFromTextErr(s, false)
		if err != nil {
			return false, nil
		}
		return m.Unify(args[0], num), nil
	}
	switch n := engine.Deref(args[0]).(type) {
	case *engine.Var:
		return false, engine.InstantiationError()
	case engine.Int, *engine.BigInt, *engine.Rat, engine.Float:
		text, err := txtNumberPolled(m, n)
		if err != nil {
			return false, err
		}
		return m.Unify(args[1], engine.String(text)), nil
	default:
		return false, engine.TypeError("number", n)
	}
}

// textConcat implements text_concat/3: the result is a string if either
// input is a string, else an atom; when splitting, the parts take the
// type of the whole.
func textConcat(m *engine.Machine, args []engine.Term) (bool, error) {
	isString := func(t engine.Term) bool {
		_, ok := engine.Deref(t).(engine.String)
		return ok
	}
	mk := atomOf
	if txtUnbound(args[0]) || txtUnbound(args[1]) {
		if isString(args[2]) {
			mk = stringOf
		}
	} else if isString(args[0]) || isString(args[1]) {
		mk = stringOf
	}
	return concat3(mk)(m, args)
}

func splitString(m *engine.Machine, args []engine.Term) (bool, error) {
	var texts [3]string
	for i := range texts {
		switch t := engine.Deref(args[i]).(type) {
		case engine.Int, *engine.BigInt, *engine.Rat, engine.Float:
			// SWI-Prolog's split_string/4 takes no numbers.
			return false, engine.TypeError("text", t)
		}
		s, err := txtAtomicOrList(m, args[i], "text")
		if err != nil {
			return false, err
		}
		texts[i] = s
	}
	s, seps, pad := texts[0], texts[1], texts[2]
	// Each separator may start a field, a string and a list cell: a
	// text of millions of separators makes a list past the memory
	// limit, which is refused before it is built.
	if err := m.Reserve(int64(engine.SplitFieldsBound(s, seps)), lstCellBytes+stringBytes); err != nil {
		return false, err
	}
	parts := engine.SplitText(s, seps, pad)
	fields := make([]engine.Term, len(parts))
	for k, f := range parts {
		fields[k] = engine.String(f)
	}
	return m.Unify(args[3], engine.List(fields...)), nil
}

// stringBytes is what one string of a list of strings costs beside its
// text: its header and the interface that holds it.
const stringBytes = 32

func stringCode(m *engine.Machine, args []engine.Term) (bool, error) {
	idx, bound, err := intArgOrVar(args[0])
	if err != nil {
		return false, err
	}
	s, err := txtAtomicOrList(m, args[1], "text")
	if err != nil {
		return false, err
	}
	if bound && idx < 0 {
		return false, engine.DomainError("not_less_than_zero", engine.MakeInt(idx))
	}
	runes := []rune(s)
	if bound {
		if idx == 0 || idx > int64(len(runes)) {
			return false, nil
		}
		return m.Unify(args[2], engine.MakeInt(int64(runes[idx-1]))), nil
	}
	i, c := args[0], args[2]
	var try func(k int) func(*engine.Machine) (bool, error)
	try = func(k int) func(*engine.Machine) (bool, error) {
		return func(m *engine.Machine) (bool, error) {
			// The first index whose code unifies: a redo is left only
			// when another index's code would unify too, so that the
			// last solution is deterministic, as in swipl.
			next := func(k int) int {
				for ; k < len(runes); k++ {
					if m.Unifiable(c, engine.MakeInt(int64(runes[k]))) {
						return k
					}
				}
				return -1
			}
			if k = next(k); k < 0 {
				return false, nil
			}
			if j := next(k + 1); j >= 0 {
				m.PushRedo(try(j))
			}
			return m.Unify(i, engine.MakeInt(int64(k+1))) && m.Unify(c, engine.MakeInt(int64(runes[k]))), nil
		}
	}
	return try(0)(m)
}

// normalizeSpace is normalize_space(+Out, +Input): the text of Input (an
// atom, string or number) without its leading and trailing white space
// and with every run of white space inside it made one space, unified
// as Out says (atom(A), string(S), codes(Cs), codes(Cs, Tail), chars(Cs),
// chars(Cs, Tail)), as SWI-Prolog's built-in. White space
// is Unicode's, no-break space included.
func normalizeSpace(m *engine.Machine, args []engine.Term) (bool, error) {
	out := engine.Deref(args[0])
	if _, ok := out.(*engine.Var); ok {
		return false, engine.InstantiationError()
	}
	sink, ok := sinkKind(out)
	if !ok {
		return false, engine.TypeError("output", out)
	}
	var text string
	switch x := engine.Deref(args[1]).(type) {
	case *engine.Var:
		return false, engine.InstantiationError()
	case *engine.Atom:
		text = x.Name
	case engine.String:
		text = string(x)
	case engine.Int, engine.Float, *engine.BigInt, *engine.Rat:
		text = engine.Format(x, engine.WriteOptions{})
	default:
		return false, engine.TypeError("atomic", x)
	}
	return unifySink(m, sink, strings.Join(strings.FieldsFunc(text, unicode.IsSpace), " ")), nil
}

var atomAtomString = engine.Intern("atom_string")

// asAtomString gives the errors of string_to_atom/2 the context
// atom_string/2, the predicate that raises them in SWI-Prolog.
func asAtomString(f engine.Builtin) engine.Builtin {
	return func(m *engine.Machine, args []engine.Term) (bool, error) {
		ok, err := f(m, args)
		if e, isExc := err.(*engine.Exception); isExc {
			return false, e.WithContext(atomAtomString, 2)
		}
		return ok, err
	}
}

var stringBuiltins = []engine.BuiltinSpec{
	{Name: "atom_string", Arity: 2, Fn: textPair("atom", atomOf, "string", stringOf)},
	{Name: "string_to_atom", Arity: 2, Fn: asAtomString(textPair("string", stringOf, "atom", atomOf))},
	{Name: "number_string", Arity: 2, Fn: numberString},
	{Name: "string_chars", Arity: 2, Fn: textToList("text", stringOf, charList)},
	{Name: "string_codes", Arity: 2, Fn: textToList("text", stringOf, codeList)},
	{Name: "string_length", Arity: 2, Fn: stringLength},
	{Name: "string_concat", Arity: 3, Fn: concat3(stringOf)},
	{Name: "sub_string", Arity: 5, Fn: subText("string", stringOf)},
	{Name: "split_string", Arity: 4, Fn: splitString},
	{Name: "string_code", Arity: 3, Fn: stringCode},
	{Name: "string_lower", Arity: 2, Fn: caseMap(unicode.ToLower, stringOf, "string")},
	{Name: "string_upper", Arity: 2, Fn: caseMap(unicode.ToUpper, stringOf, "string")},
	{Name: "text_concat", Arity: 3, Fn: textConcat},
	{Name: "normalize_space", Arity: 2, Fn: normalizeSpace},
}
