package wam

import (
	"math/big"
	"strconv"
	"unicode/utf8"

	"github.com/goprolog/goprolog/internal/engine"
)

// textKind names the kinds of term that stand for text: a set of them
// says which a built-in's argument accepts (see args.text), one of them
// which a result is made as (see args.unifyText).
type textKind uint8

const (
	textAtom   textKind = 1 << iota // an atom ([] only under the flag iso)
	textString                      // a string
	textNumber                      // a number, written as write/1 writes it
	textCodes                       // a list of character codes; [] is ""
	textChars                       // a list of one-character atoms; [] is ""

	// textAtomic is any atomic term.
	textAtomic = textAtom | textString | textNumber
	// textList is a code or char list, or a string.
	textList = textCodes | textChars | textString
)

// text reads argument i as text of one of the kinds in accept. An
// unbound argument is an instantiation error; a term of no accepted kind
// is type_error(typ, A). A list is read as SWI-Prolog reads it (see
// readList), with its errors.
func (a args) text(i int, accept textKind, typ string) (string, error) {
	return a.textOf(a.arg(i), accept, typ)
}

// textOf is text for the dereferenced cell c.
func (a args) textOf(c cell, accept textKind, typ string) (string, error) {
	m := a.m
	switch c.tag() {
	case tagRef, tagAttv:
		return "", a.instantiation()
	case tagAtom:
		if c == nilCell && !m.iso() {
			// [] is the empty list, not an atom (see typeTest).
			if accept&(textCodes|textChars) != 0 {
				return "", nil
			}
			if accept&textAtom != 0 {
				if typ != "text" {
					typ = "atom"
				}
				return "", a.typeError(typ, c)
			}
			break
		}
		if accept&textAtom != 0 {
			return m.atoms[c.val()].Name, nil
		}
	case tagInt:
		if accept&textNumber != 0 {
			return strconv.FormatInt(c.intVal(), 10), nil
		}
	case tagBox:
		if s, ok := m.boxes[c.val()].(engine.String); ok {
			if accept&textString != 0 {
				return string(s), nil
			}
		} else if accept&textNumber != 0 {
			return m.numberText(m.boxes[c.val()])
		}
	case tagList:
		if accept&(textCodes|textChars) != 0 {
			var arr [64]byte
			buf, err := a.readList(arr[:0], c)
			return string(buf), err
		}
	}
	return "", a.typeError(typ, c)
}

// readList appends the text of the code or char list l to buf. As in
// SWI-Prolog, the first element decides whether the list holds codes or
// chars, and the elements are checked in order, so that a bad element is
// reported before a partial tail (an instantiation error) or a tail that
// is no list (type_error(list, L)); a cyclic list is type_error(list, L).
func (a args) readList(buf []byte, l cell) ([]byte, error) {
	return a.readListAs(buf, l, "list")
}

// readListAs is readList whose error for a tail that is no list, or a
// cyclic list, is type_error(tailType, L).
func (a args) readListAs(buf []byte, l cell, tailType string) ([]byte, error) {
	m := a.m
	x := m.deref(l)
	chars := false
	mark, power := x, 1
	for i := 0; ; i++ {
		switch {
		case isVarCell(x):
			return buf, a.instantiation()
		case x == nilCell:
			return buf, nil
		case x.tag() != tagList:
			return buf, a.typeError(tailType, l)
		}
		e := m.deref(m.heap[x.val()])
		if i == 0 && e.tag() == tagAtom {
			name := m.atoms[e.val()].Name
			_, size := utf8.DecodeRuneInString(name)
			chars = size > 0 && size == len(name)
		}
		r, err := a.listElem(e, chars)
		if err != nil {
			return buf, err
		}
		buf = utf8.AppendRune(buf, r)
		x = m.deref(m.heap[x.val()+1])
		if x == mark {
			return buf, a.typeError(tailType, l)
		}
		if i+1 == power {
			mark, power = x, 2*power
		}
	}
}

// listElem reads one element of a code list (chars false) or a char
// list (chars true).
func (a args) listElem(e cell, chars bool) (rune, error) {
	switch e.tag() {
	case tagRef, tagAttv:
		return 0, a.instantiation()
	case tagInt:
		if n := e.intVal(); !chars && n >= 0 && n <= utf8.MaxRune {
			return rune(n), nil
		}
	case tagAtom:
		name := a.m.atoms[e.val()].Name
		r, size := utf8.DecodeRuneInString(name)
		if chars && size > 0 && size == len(name) {
			return r, nil
		}
	}
	if chars {
		return 0, a.typeError("character", e)
	}
	return 0, a.typeError("character_code", e)
}

// numberText is the text of a boxed number, a float or a big integer.
// A huge integer's decimal text takes seconds in math/big: it is made
// under engine.Polled, so that the query's limits end it.
func (m *Machine) numberText(t engine.Term) (string, error) {
	if b, ok := t.(*engine.BigInt); ok && m.ArithEngine != nil {
		return engine.BigText((*big.Int)(b), m.ArithEngine.Poll)
	}
	return engine.Format(t, engine.WriteOptions{}), nil
}
