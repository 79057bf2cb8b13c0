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

// stringConcat runs string_concat(A, B, S) when A and B are atomic
// (atoms other than [], strings, numbers) and S is unbound.
func (m *Machine) stringConcat() (ok, done bool) {
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
