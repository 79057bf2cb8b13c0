package wam

import (
	"strconv"

	"github.com/goprolog/goprolog/internal/engine"
)

// format/1,2 and format/3 to a term. A plain format (formatPlain: the
// directives that write integers, atoms, strings and code or char lists
// as they are) is read on the heap, with no copy at all: format/1,2
// write its text to the current output (Machine.Output), format/3 makes
// it an atom, a string, or a list of codes or chars, for atom(A),
// string(S), codes(C), codes(C, T), chars(C) and chars(C, T). Other
// formats to a term get their text from the engine's formatter
// (Machine.FormatText), on copies of the format and its arguments, and
// it goes straight onto the heap: no list of the engine's to build and
// copy back. Any other call, output to another stream, and a format or
// arguments that the formatter refuses go to the engine's built-in,
// which writes or raises the error.

// The functors of the output specs.
var (
	fmtAtom   = functor{engine.Intern("atom"), 1}
	fmtString = functor{engine.Intern("string"), 1}
	fmtCodes  = functor{engine.Intern("codes"), 1}
	fmtChars  = functor{engine.Intern("chars"), 1}
	fmtCodes2 = functor{engine.Intern("codes"), 2}
	fmtChars2 = functor{engine.Intern("chars"), 2}
	fmtFormat = functor{engine.Intern("format"), 3}
)

// textSink returns the kind of text that the output spec at spec, a
// structure, makes, and the tail of its list (codes(C, T) and
// chars(C, T)); the text goes to its first argument. ok is false for a
// structure that is no such spec.
func (m *Machine) textSink(spec cell) (k textKind, tail cell, ok bool) {
	at := spec.val()
	tail = nilCell
	switch m.functors[m.heap[at].val()] {
	case fmtAtom:
		k = textAtom
	case fmtString:
		k = textString
	case fmtCodes:
		k = textCodes
	case fmtChars:
		k = textChars
	case fmtCodes2:
		k, tail = textCodes, m.heap[at+2]
	case fmtChars2:
		k, tail = textChars, m.heap[at+2]
	default:
		return 0, 0, false
	}
	return k, tail, true
}

// formatSink runs format(Spec, Format, Args) when Spec makes text.
func (m *Machine) formatSink() (ok, done bool) {
	spec := m.deref(m.regs[0])
	if m.FormatText == nil || spec.tag() != tagStr {
		return false, false
	}
	k, tail, ok := m.textSink(spec)
	if !ok {
		return false, false
	}
	at := spec.val()
	if text, ok := m.formatPlain(m.regs[1], m.regs[2]); ok {
		c, err := m.textCellTail(text, k, tail)
		if err != nil {
			return false, false
		}
		return m.unify(m.heap[at+1], c), true
	}
	names := reusedNames(&m.foreignNames)
	var ts [2]engine.Term
	conv := m.converted
	if m.termsOf(ts[:], m.regs[1:3], names) != nil {
		return false, false
	}
	m.chargeCopy(m.converted - conv)
	// ~p prints through the program's portray/1, which may have effects:
	// the call counts as one, as output does.
	m.Effects++
	// What the formatter runs (print/1, portray/1) counts its
	// inferences on the engine's counter.
	m.countOnEngine()
	text, err := m.FormatText(ts[0], ts[1])
	m.countFromEngine()
	if err != nil {
		return false, false
	}
	c, err := m.textCellTail(text, k, tail)
	if err != nil {
		return false, false
	}
	return m.unify(m.heap[at+1], c), true
}

// formatPlain returns the text of format(F, Args) when every directive
// of F is ~w, ~a, ~d or ~s with no numeric argument, ~n or ~~, and Args
// is a list of as many arguments, each of a kind that its directive
// writes as its plain text: an integer, an atom or a string for ~w; an
// atom other than [] or a string for ~a; a string or a list of codes
// or chars for ~s; an integer for ~d. It declines (false) any other
// call, which the engine's formatter then runs: floats, terms to write,
// column stops, errors.
func (m *Machine) formatPlain(f, list cell) (string, bool) {
	fs, err := args{m: m, fn: fmtFormat}.textOf(m.deref(f), textAtom|textString|textCodes|textChars, "text")
	if err != nil {
		return "", false
	}
	buf := m.formatBuf[:0]
	defer func() { m.formatBuf = buf[:0] }()
	l := m.deref(list)
	for i := 0; i < len(fs); i++ {
		if fs[i] != '~' {
			buf = append(buf, fs[i])
			continue
		}
		if i++; i == len(fs) {
			return "", false
		}
		switch d := fs[i]; d {
		case 'n':
			buf = append(buf, '\n')
		case '~':
			buf = append(buf, '~')
		case 'w', 'a', 'd', 's':
			if l.tag() != tagList {
				return "", false
			}
			x := m.deref(m.heap[l.val()])
			l = m.deref(m.heap[l.val()+1])
			var ok bool
			if buf, ok = m.appendPlain(buf, d, x); !ok {
				return "", false
			}
		default:
			return "", false
		}
	}
	if l != nilCell {
		return "", false
	}
	return string(buf), true
}

// appendPlain appends the text that directive d writes for x, when x is
// of a kind d writes as its plain text (see formatPlain).
func (m *Machine) appendPlain(buf []byte, d byte, x cell) ([]byte, bool) {
	switch x.tag() {
	case tagInt:
		if d == 'w' || d == 'd' {
			return strconv.AppendInt(buf, x.intVal(), 10), true
		}
	case tagAtom:
		if d == 's' && x == nilCell {
			return buf, true
		}
		if d == 'w' || (d == 'a' && x != nilCell) {
			return append(buf, m.atoms[x.val()].Name...), true
		}
	case tagList:
		if d == 's' {
			// A list of codes or chars, read in place: text built up
			// with format(codes(C), "...~s...", [C0]) is copied once
			// per call, not converted to a term of the engine's.
			out, err := args{m: m, fn: fmtFormat}.readList(buf, x)
			return out, err == nil
		}
	case tagBox:
		if s, ok := m.boxes[x.val()].(engine.String); ok && d != 'd' {
			return append(buf, s...), true
		}
	}
	return buf, false
}
