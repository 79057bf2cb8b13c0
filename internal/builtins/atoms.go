package builtins

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/goprolog/goprolog/internal/engine"
	"github.com/goprolog/goprolog/internal/parser"
)

// Atom built-ins: conversions between atoms, numbers and code or char
// lists, concatenation and sub-atom enumeration. The string built-ins in
// strings.go share the generic implementations here, parameterised by the
// constructor of the result text (atomOf or stringOf).

// textMaker builds the result term of a text built-in from its text.
type textMaker func(s string) engine.Term

func atomOf(s string) engine.Term   { return engine.Intern(s) }
func stringOf(s string) engine.Term { return engine.String(s) }

// txtUnbound reports whether t is an unbound variable.
func txtUnbound(t engine.Term) bool {
	_, ok := engine.Deref(t).(*engine.Var)
	return ok
}

// txtAtomic returns the text of an atomic term (atom, string or number);
// a variable is an instantiation error, anything else type_error(typ, t).
// The text of a huge integer is made polling m (nil: without polling).
func txtAtomic(m *engine.Machine, t engine.Term, typ string) (string, error) {
	switch x := engine.Deref(t).(type) {
	case *engine.Atom:
		return x.Name, nil
	case engine.String:
		return string(x), nil
	case engine.Int, engine.Float, *engine.BigInt, *engine.Rat:
		return txtNumberPolled(m, x)
	case *engine.Var:
		return "", engine.InstantiationError()
	default:
		return "", engine.TypeError(typ, x)
	}
}

// txtAtomicNotNil is txtAtomic for the built-ins that, as SWI-Prolog's,
// read [] as the empty list, not an atom: atom_concat/3, string_concat/3
// and the case mappers raise type_error(atom, []) for it, unless the
// flag iso makes it the atom '[]'.
func txtAtomicNotNil(m *engine.Machine, t engine.Term, typ string) (string, error) {
	if engine.Deref(t) == engine.Term(engine.AtomNil) && !isoMode(m) {
		return "", engine.TypeError("atom", engine.AtomNil)
	}
	return txtAtomic(m, t, typ)
}

// txtNumber writes a number as write/1 does (which writes an integer as
// strconv does: the common case needs no writer).
func txtNumber(t engine.Term) string {
	if i, ok := t.(engine.Int); ok {
		return strconv.FormatInt(int64(i), 10)
	}
	return engine.Format(t, engine.WriteOptions{})
}

// txtNumberPolled is txtNumber for the built-ins that turn a number
// given by the program into text: a huge integer's conversion polls m,
// so that the query's interrupt and limits end it.
func txtNumberPolled(m *engine.Machine, t engine.Term) (string, error) {
	if b, ok := t.(*engine.BigInt); ok && m != nil {
		return engine.BigText(b.Big(), m.Poll)
	}
	return txtNumber(t), nil
}

// txtFromList converts a code or char list (or a string) to text with
// SWI-Prolog's errors (see txtAppendList).
func txtFromList(t engine.Term) (string, error) {
	if s, ok := engine.Deref(t).(engine.String); ok {
		return string(s), nil
	}
	buf, err := txtAppendList(nil, t)
	if err != nil {
		return "", err
	}
	return string(buf), nil
}

// txtAppendList appends the text of a code or char list (or a string) to
// buf. As in SWI-Prolog, the first element decides whether the list holds
// codes or chars; elements are checked in order, so a bad element is
// reported before a partial tail (instantiation error) or a non-list tail
// (type_error(list, L)).
func txtAppendList(buf []byte, t engine.Term) ([]byte, error) {
	t = engine.Deref(t)
	if s, ok := t.(engine.String); ok {
		return append(buf, s...), nil
	}
	whole, slow := t, t
	chars := false
	for i := 0; ; i++ {
		switch x := t.(type) {
		case *engine.Var:
			return buf, engine.InstantiationError()
		case *engine.Atom:
			if x == engine.AtomNil {
				return buf, nil
			}
			return buf, engine.TypeError("list", whole)
		case *engine.Compound:
			if x.Name != engine.AtomDot || len(x.Args) != 2 {
				return buf, engine.TypeError("list", whole)
			}
			e := engine.Deref(x.Args[0])
			if i == 0 {
				if a, ok := e.(*engine.Atom); ok {
					_, size := utf8.DecodeRuneInString(a.Name)
					chars = size > 0 && size == len(a.Name)
				}
			}
			r, err := txtListElem(e, chars)
			if err != nil {
				return buf, err
			}
			buf = utf8.AppendRune(buf, r)
			t = engine.Deref(x.Args[1])
			// A pointer at half speed meets t on a cyclic list.
			if i&1 == 1 {
				slow = engine.Deref(slow.(*engine.Compound).Args[1])
				if slow == t {
					return buf, engine.TypeError("list", whole)
				}
			}
		default:
			return buf, engine.TypeError("list", whole)
		}
	}
}

// txtListElem converts one element of a code list (chars false) or a char
// list (chars true).
func txtListElem(e engine.Term, chars bool) (rune, error) {
	switch c := e.(type) {
	case *engine.Var:
		return 0, engine.InstantiationError()
	case engine.Int:
		if !chars && c >= 0 && c <= utf8.MaxRune {
			return rune(c), nil
		}
	case *engine.Atom:
		r, size := utf8.DecodeRuneInString(c.Name)
		if chars && size > 0 && size == len(c.Name) {
			return r, nil
		}
	}
	if chars {
		return 0, engine.TypeError("character", e)
	}
	return 0, engine.TypeError("character_code", e)
}

// txtGroundList reports the text of a proper list whose elements are all
// bound (or of a string); ok is false when the list is not yet complete.
func txtGroundList(t engine.Term) (string, bool, error) {
	t = engine.Deref(t)
	if s, ok := t.(engine.String); ok {
		return string(s), true, nil
	}
	xs, ok := engine.ListToSlice(t)
	if !ok {
		return "", false, nil
	}
	for _, x := range xs {
		if txtUnbound(x) {
			return "", false, nil
		}
	}
	s, err := txtFromList(t)
	return s, err == nil, err
}

// textToList converts between some text-like term (left) and a code or
// char list (right), as atom_codes/2 and friends do. For leftType "text"
// (string_codes/2, string_chars/2) the left may be any text, a code or
// char list too, and [] is the empty text, as in SWI-Prolog's string
// built-ins; atom_codes/2 reads [] as '[]'.
func textToList(leftType string, mkLeft textMaker, mkList func(string) engine.Term) engine.Builtin {
	leftText := txtAtomic
	if leftType == "text" {
		leftText = txtAtomicOrList
	}
	return func(m *engine.Machine, args []engine.Term) (bool, error) {
		if !txtUnbound(args[0]) {
			s, err := leftText(m, args[0], leftType)
			if err != nil {
				return false, err
			}
			if l, ok, _ := txtGroundList(args[1]); ok {
				return l == s, nil
			}
			if err := reserveTextList(m, s); err != nil {
				return false, err
			}
			return m.Unify(args[1], mkList(s)), nil
		}
		s, err := txtFromList(args[1])
		if err != nil {
			return false, err
		}
		return m.Unify(args[0], mkLeft(s)), nil
	}
}

// atomToList implements atom_codes/2 and atom_chars/2: textToList for
// atoms, except that the text of a list is collected in a buffer on the
// stack and interned from there, so that an atom that exists already costs
// no allocation.
func atomToList(mkList func(string) engine.Term) engine.Builtin {
	generic := textToList("atom", atomOf, mkList)
	return func(m *engine.Machine, args []engine.Term) (bool, error) {
		if !txtUnbound(args[0]) {
			return generic(m, args)
		}
		var arr [64]byte
		buf, err := txtAppendList(arr[:0], args[1])
		if err != nil {
			return false, err
		}
		return m.Unify(args[0], engine.InternBytes(buf)), nil
	}
}

// isCharCode reports whether code is a character for char_code/2: as in
// SWI-Prolog, a surrogate (U+D800..U+DFFF) is not.
func isCharCode(code int64) bool {
	return code >= 0 && code <= utf8.MaxRune && !(code >= 0xD800 && code <= 0xDFFF)
}

func charCode(m *engine.Machine, args []engine.Term) (bool, error) {
	switch c := engine.Deref(args[0]).(type) {
	case *engine.Atom:
		r, size := utf8.DecodeRuneInString(c.Name)
		if size == 0 || size != len(c.Name) {
			return false, engine.TypeError("character", c)
		}
		// A bound code is checked as when the character is unbound.
		code, ok, err := intArgOrVar(args[1])
		if err != nil {
			return false, err
		}
		if ok && !isCharCode(code) {
			return false, engine.TypeError("character_code", engine.MakeInt(code))
		}
		return m.Unify(args[1], engine.MakeInt(int64(r))), nil
	case *engine.Var:
		code, ok, err := intArgOrVar(args[1])
		if err != nil {
			return false, err
		}
		if !ok {
			return false, engine.InstantiationError()
		}
		if !isCharCode(code) {
			return false, engine.TypeError("character_code", engine.MakeInt(code))
		}
		return m.Unify(c, engine.Intern(string(rune(code)))), nil
	default:
		return false, engine.TypeError("character", c)
	}
}

// textLengthResult unifies lenArg with the length of s in characters. A
// big integer is a length no text has: it fails, as in SWI-Prolog.
func textLengthResult(m *engine.Machine, s string, lenArg engine.Term) (bool, error) {
	if _, big := engine.Deref(lenArg).(*engine.BigInt); big {
		return false, nil
	}
	n, bound, err := intArgOrVar(lenArg)
	if err != nil {
		return false, err
	}
	if bound && n < 0 {
		return false, nil
	}
	return m.Unify(lenArg, engine.MakeInt(int64(utf8.RuneCountInString(s)))), nil
}

// concat3 implements atom_concat/3 and string_concat/3: with the first two
// arguments bound it concatenates, otherwise it enumerates the splits of
// the third argument.
func concat3(mk textMaker) engine.Builtin {
	return func(m *engine.Machine, args []engine.Term) (bool, error) {
		if !txtUnbound(args[0]) && !txtUnbound(args[1]) {
			a, err := txtAtomicNotNil(m, args[0], "atomic")
			if err != nil {
				return false, err
			}
			b, err := txtAtomicNotNil(m, args[1], "atomic")
			if err != nil {
				return false, err
			}
			if !txtUnbound(args[2]) {
				// SWI-Prolog compares the text, so string_concat(a, b, ab) holds.
				c, err := txtAtomicNotNil(m, args[2], "atomic")
				return err == nil && c == a+b, err
			}
			return m.Unify(args[2], mk(a+b)), nil
		}
		whole, err := txtAtomicNotNil(m, args[2], "atomic")
		if err != nil {
			return false, err
		}
		if !txtUnbound(args[0]) {
			a, err := txtAtomicNotNil(m, args[0], "atomic")
			if err != nil || !strings.HasPrefix(whole, a) {
				return false, err
			}
			return m.Unify(args[1], mk(whole[len(a):])), nil
		}
		if !txtUnbound(args[1]) {
			b, err := txtAtomicNotNil(m, args[1], "atomic")
			if err != nil || !strings.HasSuffix(whole, b) {
				return false, err
			}
			return m.Unify(args[0], mk(whole[:len(whole)-len(b)])), nil
		}
		e := &concatEnum{whole: whole, x: args[0], y: args[1], mk: mk}
		return e.step(m)
	}
}

// concatEnum enumerates the splits of whole for atom_concat(-, -, +) and
// string_concat/3, shortest prefix first. The next split is kept in the
// enumerator, whose redo is made once and pushed again for every further
// split: only one is ever pending (backtracking pops it before calling
// it), so a split costs no allocation beyond its two texts.
type concatEnum struct {
	whole string
	x, y  engine.Term
	mk    textMaker
	i     int // the byte offset of the next split
	redo  func(*engine.Machine) (bool, error)
}

// step yields the split at e.i and leaves a redo for the rest.
func (e *concatEnum) step(m *engine.Machine) (bool, error) {
	i := e.i
	if i < len(e.whole) {
		size := 1
		if e.whole[i] >= utf8.RuneSelf {
			_, size = utf8.DecodeRuneInString(e.whole[i:])
		}
		e.i = i + size
		if e.redo == nil {
			e.redo = e.step
		}
		m.PushRedo(e.redo)
	}
	return m.Unify(e.x, e.mk(e.whole[:i])) && m.Unify(e.y, e.mk(e.whole[i:])), nil
}

// subText implements sub_atom/5 and sub_string/5.
func subText(typ string, mk textMaker) engine.Builtin {
	return func(m *engine.Machine, args []engine.Term) (bool, error) {
		s, err := txtAtomic(m, args[0], typ)
		if err != nil {
			return false, err
		}
		e := subEnum{mk: mk}
		e.SetText(s)
		for i := 0; i < 3; i++ {
			v, ok, err := intArgOrVar(args[i+1])
			if err != nil {
				return false, err
			}
			if ok && v < 0 {
				return false, engine.DomainError("not_less_than_zero", engine.MakeInt(v))
			}
			e.Fixed[i], e.Known[i] = v, ok
		}
		if e.SubKnown = !txtUnbound(args[4]); e.SubKnown {
			if e.Sub, err = txtAtomic(m, args[4], typ); err != nil {
				return false, err
			}
		}
		if !e.Settle() {
			return false, nil
		}
		copy(e.out[:], args[1:])
		b, l, ok := e.Next(0, 0)
		if !ok {
			return false, nil
		}
		return e.first(m, b, l), nil
	}
}

// subEnum enumerates the (B, L) pairs of sub_atom/5 in SWI-Prolog's order:
// B ascending, then L ascending. It is built on the stack and copied to the
// heap only when a solution leaves others to find, as for a redo: then the
// next solution is kept in the copy, whose redo is made once and pushed
// again for every further solution (only one is ever pending).
type subEnum struct {
	engine.SubText
	out [4]engine.Term // B, L, A and Sub
	mk  textMaker
	// The next solution, and the redo that yields it.
	b, l int
	redo func(*engine.Machine) (bool, error)
}

// first yields the first solution (b, l) of the enumerator e, which is on
// the caller's stack, and leaves a redo on a copy of it if there are more,
// or one that fails where SWI-Prolog leaves its search on
// (engine.SubText.SearchOn).
func (e *subEnum) first(m *engine.Machine, b, l int) bool {
	if nb, nl, more := e.Next(b, l+1); more {
		h := new(subEnum)
		*h = *e
		h.b, h.l = nb, nl
		h.redo = h.step
		m.PushRedo(h.redo)
	} else if e.SearchOn(b) {
		m.PushRedo(failRedo)
	}
	return e.unifyAt(m, b, l)
}

// step yields the solution kept in e and leaves a redo for the rest.
func (e *subEnum) step(m *engine.Machine) (bool, error) {
	b, l := e.b, e.l
	if nb, nl, more := e.Next(b, l+1); more {
		e.b, e.l = nb, nl
		m.PushRedo(e.redo)
	} else if e.SearchOn(b) {
		m.PushRedo(failRedo)
	}
	return e.unifyAt(m, b, l), nil
}

// failRedo is the redo of a search that finds nothing more.
func failRedo(*engine.Machine) (bool, error) { return false, nil }

func (e *subEnum) unifyAt(m *engine.Machine, b, l int) bool {
	return m.Unify(e.out[0], engine.MakeInt(int64(b))) &&
		m.Unify(e.out[1], engine.MakeInt(int64(l))) &&
		m.Unify(e.out[2], engine.MakeInt(int64(e.N-b-l))) &&
		(e.SubKnown || m.Unify(e.out[3], e.mk(e.Text(b, l))))
}

// numberToList implements number_codes/2 and number_chars/2: a complete
// list is parsed (and compared with a bound number), otherwise the number
// is written.
func numberToList(mkList func(string) engine.Term) engine.Builtin {
	return func(m *engine.Machine, args []engine.Term) (bool, error) {
		n := engine.Deref(args[0])
		switch n.(type) {
		case *engine.Var, engine.Int, *engine.BigInt, *engine.Rat, engine.Float:
		default:
			return false, engine.TypeError("number", n)
		}
		s, err := txtFromList(args[1])
		if err == nil {
			num, err := parser.NumberFromTextErr(s, true)
			if err != nil {
				return false, err
			}
			return m.Unify(n, num), nil
		}
		if !txtIsInstantiation(err) || txtUnbound(n) {
			return false, err
		}
		text, err := txtNumberPolled(m, n)
		if err != nil {
			return false, err
		}
		if err := reserveTextList(m, text); err != nil {
			return false, err
		}
		return m.Unify(args[1], mkList(text)), nil
	}
}

func atomNumber(m *engine.Machine, args []engine.Term) (bool, error) {
	switch a := engine.Deref(args[0]).(type) {
	case *engine.Var:
		n := engine.Deref(args[1])
		switch n.(type) {
		case *engine.Var:
			return false, engine.InstantiationError()
		case engine.Int, *engine.BigInt, *engine.Rat, engine.Float:
			text, err := txtNumberPolled(m, n)
			if err != nil {
				return false, err
			}
			return m.Unify(a, engine.Intern(text)), nil
		}
		return false, engine.TypeError("number", n)
	case *engine.Atom, engine.String:
		s, _ := txtAtomic(m, a, "atom")
		num, err := parser.NumberFromTextErr(s, false)
		if err != nil {
			return false, nil
		}
		return m.Unify(args[1], num), nil
	default:
		return false, engine.TypeError("atom", a)
	}
}

// name implements name(?AtomOrNumber, ?Codes), the Edinburgh ancestor of
// atom_codes/2 and number_codes/2: Codes (a list of codes or characters,
// or a string) gives a number when atom_number/2 would read one from it,
// else an atom; with Codes partial, Codes are the codes of AtomOrNumber,
// which must be atomic ([] is not). As in SWI-Prolog, a bound first
// argument is checked before Codes, and a complete Codes decides even
// when the first argument is bound, so name(12, "012") holds.
func name(m *engine.Machine, args []engine.Term) (bool, error) {
	a := engine.Deref(args[0])
	switch a.(type) {
	case *engine.Var, *engine.Atom, engine.String, engine.Int, *engine.BigInt, *engine.Rat, engine.Float:
	default:
		return false, engine.TypeError("atomic", a)
	}
	if a == engine.Term(engine.AtomNil) {
		return false, engine.TypeError("atomic", a)
	}
	s, err := txtFromList(args[1])
	switch {
	case err == nil:
		if num, perr := parser.NumberFromTextErr(s, false); perr == nil {
			return m.Unify(a, num), nil
		}
		return m.Unify(a, engine.Intern(s)), nil
	case !txtIsInstantiation(err):
		return false, err
	}
	if _, ok := a.(*engine.Var); ok {
		return false, err
	}
	text, err := txtAtomic(m, a, "atomic")
	if err != nil {
		return false, err
	}
	if err := reserveTextList(m, text); err != nil {
		return false, err
	}
	return m.Unify(args[1], codeList(text)), nil
}

// caseMap implements upcase_atom/2, string_upper/2 and friends: the result
// must be unbound or text equal to the converted text.
func caseMap(f func(rune) rune, mk textMaker, resultType string) engine.Builtin {
	return func(m *engine.Machine, args []engine.Term) (bool, error) {
		s, err := txtAtomicNotNil(m, args[0], "atomic")
		if err != nil {
			return false, err
		}
		conv := strings.Map(f, s)
		r := engine.Deref(args[1])
		if r == engine.Term(engine.AtomNil) && !isoMode(m) {
			return false, engine.TypeError(resultType, r)
		}
		switch r := r.(type) {
		case *engine.Var:
			return m.Unify(r, mk(conv)), nil
		case *engine.Atom, engine.String, engine.Int, engine.Float, *engine.BigInt, *engine.Rat:
			// SWI-Prolog compares the text: string_upper(a, 'A') holds.
			t, _ := txtAtomic(m, r, resultType)
			return t == conv, nil
		default:
			return false, engine.TypeError(resultType, r)
		}
	}
}

// atomicListConcat2 implements atomic_list_concat/2.
func atomicListConcat2(m *engine.Machine, args []engine.Term) (bool, error) {
	s, err := joinAtomics(m, args[0], "")
	if err != nil {
		return false, err
	}
	return m.Unify(args[1], engine.Intern(s)), nil
}

// joinAtomics concatenates the texts of a list of atomic terms.
func joinAtomics(m *engine.Machine, list engine.Term, sep string) (string, error) {
	xs, err := listArg(list)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	for i, x := range xs {
		if i > 0 {
			b.WriteString(sep)
		}
		s, err := txtAtomic(m, x, "text")
		if err != nil {
			return "", err
		}
		b.WriteString(s)
	}
	return b.String(), nil
}

// atomicListConcat3 implements atomic_list_concat/3, which splits the atom
// at the separator when the list is not ground.
func atomicListConcat3(m *engine.Machine, args []engine.Term) (bool, error) {
	sep, err := txtAtomic(m, args[1], "text")
	if err != nil {
		return false, err
	}
	if s, err := joinAtomics(m, args[0], sep); err == nil {
		return m.Unify(args[2], engine.Intern(s)), nil
	} else if !txtIsInstantiation(err) {
		return false, err
	}
	if txtUnbound(args[2]) {
		return false, engine.InstantiationError()
	}
	whole, err := txtAtomic(m, args[2], "atomic")
	if err != nil {
		return false, err
	}
	if sep == "" {
		return false, engine.DomainError("non_empty_atom", engine.Deref(args[1]))
	}
	parts := strings.Split(whole, sep)
	ts := make([]engine.Term, len(parts))
	for i, p := range parts {
		ts[i] = engine.Intern(p)
	}
	return m.Unify(args[0], engine.List(ts...)), nil
}

// txtIsInstantiation reports whether err is an instantiation error.
func txtIsInstantiation(err error) bool {
	e, ok := err.(*engine.Exception)
	if !ok {
		return false
	}
	c, ok := e.Ball.(*engine.Compound)
	return ok && len(c.Args) == 2 && engine.Deref(c.Args[0]) == engine.Intern("instantiation_error")
}

var atomBuiltins = []engine.BuiltinSpec{
	{Name: "atom_codes", Arity: 2, Fn: atomToListSWI(codeList)},
	{Name: "atom_chars", Arity: 2, Fn: atomToListSWI(charList)},
	{Name: "char_code", Arity: 2, Fn: charCodeSWI},
	{Name: "atom_length", Arity: 2, Fn: atomLengthSWI},
	{Name: "atom_concat", Arity: 3, Fn: noNilAtom(concat3(atomOf), 0, 1, 2)},
	{Name: "sub_atom", Arity: 5, Fn: noNilAtom(subText("atom", atomOf), 0, 4)},
	{Name: "number_codes", Arity: 2, Fn: numberToList(codeList)},
	{Name: "number_chars", Arity: 2, Fn: numberToList(charList)},
	{Name: "atom_number", Arity: 2, Fn: noNilAtom(atomNumber, 0)},
	{Name: "name", Arity: 2, Fn: name},
	{Name: "upcase_atom", Arity: 2, Fn: caseMap(unicode.ToUpper, atomOf, "atom")},
	{Name: "downcase_atom", Arity: 2, Fn: caseMap(unicode.ToLower, atomOf, "atom")},
	{Name: "atomic_list_concat", Arity: 2, Fn: atomicListConcat2SWI},
	{Name: "atomics_to_string", Arity: 2, Fn: atomicsToString},
	{Name: "atomics_to_string", Arity: 3, Fn: atomicsToString3},
	{Name: "atomic_list_concat", Arity: 3, Fn: atomicListConcat3SWI},
	{Name: "sub_atom_icasechk", Arity: 3, Fn: subAtomIcasechk},
}
