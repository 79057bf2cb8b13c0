package wam

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/goprolog/goprolog/internal/engine"
	"github.com/goprolog/goprolog/internal/parser"
)

// SWI-Prolog's string and case built-ins on the heap: string_upper/2,
// string_lower/2, upcase_atom/2, downcase_atom/2, number_string/2,
// string_concat/3, string_chars/2, string_codes/2, atom_string/2 and
// string_to_atom/2. A text loop (split, convert, compare) calls them at
// every turn, and copying their arguments to the engine and back cost
// more than the work. The case mappers are decided here entirely, with
// the engine's errors; the others decide their commonest modes here (a
// string to read as a number, a number to write, two texts to join into
// a new string, text to convert to a list, a string or an atom, and a
// proper list back) and leave the others to the engine's built-ins,
// which raise the errors, compare, enumerate and read [] as SWI-Prolog
// reads it in each.

// caseMap is string_upper/2 and friends: the text of the first argument,
// any atomic term but [], mapped by f, as a string or (asAtom) an atom.
// A bound atomic second argument other than [] is compared by its text,
// as SWI-Prolog compares it: string_upper(a, 'A') holds.
func caseMap(f func(rune) rune, asAtom bool) func(a args) (bool, error) {
	return func(a args) (bool, error) {
		s, err := a.text(0, textAtomic, "atomic")
		if err != nil {
			return false, err
		}
		conv := strings.Map(f, s)
		r := a.arg(1)
		kind, typ := textString, "string"
		if asAtom {
			kind, typ = textAtom, "atom"
		}
		switch {
		case isVarCell(r):
			return a.unifyText(1, conv, kind)
		case isCompound(r) || (r == nilCell && !a.m.iso()):
			return false, a.typeError(typ, r)
		}
		t, err := a.textOf(r, textAtomic, typ)
		return err == nil && t == conv, nil
	}
}

// numberString runs number_string(N, S) when S is a string, read as a
// number (failing when it is none), or when N is a number and S unbound.
func (m *Machine) numberString() (ok, done bool) {
	n, s := m.deref(m.regs[0]), m.deref(m.regs[1])
	switch {
	case isVarCell(s):
		text, ok := m.numberCellText(n)
		if !ok {
			return false, false
		}
		return m.unify(s, m.constCell(engine.String(text))), true
	case s.tag() == tagBox:
		text, ok := m.boxes[s.val()].(engine.String)
		if !ok {
			return false, false
		}
		num, err := parser.NumberFromTextErr(string(text), false)
		if err != nil {
			return false, true
		}
		return m.unify(n, m.constCell(num)), true
	}
	return false, false
}

// stringConcatFast runs string_concat(A, B, S) when A and B are atomic
// (atoms other than [], strings, numbers) and S is unbound; stringConcat
// decides the other calls.
func (m *Machine) stringConcatFast() (ok, done bool) {
	if !isVarCell(m.deref(m.regs[2])) {
		return false, false
	}
	a, ok1 := m.atomicText(m.deref(m.regs[0]))
	b, ok2 := m.atomicText(m.deref(m.regs[1]))
	if !ok1 || !ok2 {
		return false, false
	}
	return m.unify(m.regs[2], m.constCell(engine.String(a+b))), true
}

// atomicText returns the text of c when it is an atom other than [], a
// string or a number.
func (m *Machine) atomicText(c cell) (string, bool) {
	if s, ok := m.stringOrAtomText(c); ok {
		return s, true
	}
	return m.numberCellText(c)
}

// stringOrAtomText returns the text of c when it is a string or an atom
// other than [].
func (m *Machine) stringOrAtomText(c cell) (string, bool) {
	switch c.tag() {
	case tagAtom:
		if c != nilCell {
			return m.atoms[c.val()].Name, true
		}
	case tagBox:
		if s, ok := m.boxes[c.val()].(engine.String); ok {
			return string(s), true
		}
	}
	return "", false
}

// numberCellText returns the text of c, when it is a number, as write/1
// writes it.
func (m *Machine) numberCellText(c cell) (string, bool) {
	switch c.tag() {
	case tagInt:
		return strconv.FormatInt(c.intVal(), 10), true
	case tagBox:
		switch t := m.boxes[c.val()].(type) {
		case engine.Int, *engine.BigInt, *engine.Rat, engine.Float:
			s, err := m.numberText(t)
			return s, err == nil
		}
	}
	return "", false
}

// textToList runs string_chars(S, L) and string_codes(S, L) (k the
// kind of list) when S is text (see atomicText) and L unbound, or S
// unbound and L a proper list of k's elements.
func textToList(k textKind) func(m *Machine) (ok, done bool) {
	return func(m *Machine) (ok, done bool) {
		s, l := m.deref(m.regs[0]), m.deref(m.regs[1])
		switch {
		case isVarCell(l):
			text, ok := m.atomicText(s)
			if !ok {
				return false, false
			}
			c, err := m.textCell(text, k)
			if err != nil {
				return false, false
			}
			return m.unify(l, c), true
		case isVarCell(s) && l.tag() == tagList:
			text, ok := m.listText(l, k == textChars)
			if !ok {
				return false, false
			}
			return m.unify(s, m.constCell(engine.String(text))), true
		}
		return false, false
	}
}

// textPair runs atom_string(A, S) (left atom) and string_to_atom(S, A)
// (left string): the bound side, text other than [] (see atomicText),
// made the other side's kind when that is unbound.
func textPair(left, right textKind) func(m *Machine) (ok, done bool) {
	return func(m *Machine) (ok, done bool) {
		l, r := m.deref(m.regs[0]), m.deref(m.regs[1])
		from, to, kind := l, r, right
		if isVarCell(l) {
			from, to, kind = r, l, left
		}
		if !isVarCell(to) {
			return false, false
		}
		text, ok := m.atomicText(from)
		if !ok {
			return false, false
		}
		c, err := m.textCell(text, kind)
		if err != nil {
			return false, false
		}
		return m.unify(to, c), true
	}
}

// listText returns the text of the proper list l of one-character atoms
// (chars) or codes, or false for any other term.
func (m *Machine) listText(l cell, chars bool) (string, bool) {
	buf := m.formatBuf[:0]
	defer func() { m.formatBuf = buf[:0] }()
	for l.tag() == tagList {
		e := m.deref(m.heap[l.val()])
		switch {
		case chars && e.tag() == tagAtom:
			name := m.atoms[e.val()].Name
			if len(name) == 1 && name[0] < utf8.RuneSelf {
				buf = append(buf, name[0]) // an ASCII character
				break
			}
			r, size := utf8.DecodeRuneInString(name)
			if size == 0 || size != len(name) || r == utf8.RuneError && size == 1 {
				return "", false
			}
			buf = append(buf, name...)
		case !chars && e.tag() == tagInt && e.intVal() > 0 && e.intVal() <= utf8.MaxRune:
			buf = utf8.AppendRune(buf, rune(e.intVal()))
		default:
			return "", false
		}
		l = m.deref(m.heap[l.val()+1])
	}
	if l != nilCell {
		return "", false
	}
	return string(buf), true
}

// stringCode is string_code(Index, String, Code): the code of String's
// character at Index, counted from 1. With Index unbound it enumerates
// the characters whose code is Code, leaving a redo only when another
// would follow, so that the last answer is deterministic, as in
// SWI-Prolog (stringCodeRedo). As there, String is read first, and a
// number is no text; then Index; Code is checked only when enumerating.
func stringCode(a args) (bool, error) {
	s, err := stringCodeText(a)
	if err != nil {
		return false, err
	}
	c := a.arg(0)
	idx, bound := c.intVal(), c.tag() == tagInt
	switch {
	case bound:
	case c.tag() == tagBox && a.m.isInteger(c):
		// An index past the small integers: no text reaches it, and
		// past 64 bits it is no size at all.
		if a.m.intCmp(c, mkInt(0)) < 0 {
			return false, a.domainError("not_less_than_zero", c)
		}
		if _, ok := a.m.boxes[c.val()].(engine.Int); ok {
			return false, nil
		}
		return false, a.representation("size_t")
	case isVarCell(c):
		want, err := stringCodeWanted(a)
		if err != nil {
			return false, err
		}
		return stringCodeFrom(a, s, 0, 1, want), nil
	default:
		return false, a.typeError("integer", c)
	}
	if idx < 0 {
		return false, a.domainError("not_less_than_zero", c)
	}
	k := int64(1)
	for _, r := range s {
		if k == idx {
			return a.unifyInt(2, int64(r)), nil
		}
		k++
	}
	return false, nil
}

// stringCodeText reads string_code/3's String: an atom, a string or a
// code or char list. A list's elements are checked first, as for any
// text; a tail that is no list, or a cyclic list, is then
// type_error(text, L), where the other text built-ins name a list.
func stringCodeText(a args) (string, error) {
	s, err := a.text(1, textAtom|textString|textCodes|textChars, "text")
	if args, ok := engine.IsISOError(err, "type_error", 2); ok && engine.Deref(args[0]) == engine.Term(engine.Intern("list")) {
		return "", a.typeError("text", a.arg(1))
	}
	return s, err
}

// stringCodeWanted reads the Code of an enumerating string_code/3: -1
// when it is unbound, else the code it stands for, a code or a text of
// one character.
func stringCodeWanted(a args) (int64, error) {
	c := a.arg(2)
	switch {
	case isVarCell(c):
		return -1, nil
	case c.tag() == tagInt:
		switch n := c.intVal(); {
		case n < 0:
			return 0, a.typeError("character", c)
		case n > utf8.MaxRune:
			return 0, a.domainError("character", c)
		default:
			return n, nil
		}
	}
	if t, ok := a.m.stringOrAtomText(c); ok {
		if r, size := utf8.DecodeRuneInString(t); size > 0 && size == len(t) {
			return int64(r), nil
		}
	}
	return 0, a.typeError("character", c)
}

// stringCodeRedo is the redo of string_code/3's enumeration: the state
// is the byte offset of the next answer's character and its index.
func stringCodeRedo(a args) (bool, error) {
	s, err := stringCodeText(a)
	if err != nil {
		return false, err
	}
	want, err := stringCodeWanted(a)
	if err != nil {
		return false, err
	}
	return stringCodeFrom(a, s, int(a.state(0).intVal()), a.state(1).intVal(), want), nil
}

// stringCodeFrom gives the first answer of string_code/3 at or after
// byte offset i of s, the k-th character, whose code is want (any, when
// want is -1), and leaves a redo for the one after it, if any.
func stringCodeFrom(a args, s string, i int, k, want int64) bool {
	var r rune
	for size := 0; ; i, k = i+size, k+1 {
		if i >= len(s) {
			return false
		}
		if r, size = utf8.DecodeRuneInString(s[i:]); want < 0 || int64(r) == want {
			i += size
			break
		}
	}
	for j, kj := i, k+1; j < len(s); kj++ {
		r2, size := utf8.DecodeRuneInString(s[j:])
		if want < 0 || int64(r2) == want {
			a.redo(mkInt(int64(j)), mkInt(kj))
			break
		}
		j += size
	}
	// A Code given (a code, or a character) is the answer's already.
	return a.unifyInt(0, k) && (want >= 0 || a.unifyInt(2, int64(r)))
}
