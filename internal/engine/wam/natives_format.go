package wam

import "github.com/goprolog/goprolog/internal/engine"

// format/3 to a term: format(atom(A), Format, Args) and the other output
// specs that make text, string(S), codes(C), codes(C, T), chars(C) and
// chars(C, T). The text comes from the engine's formatter
// (Machine.FormatText), on copies of the format and its arguments, and
// goes straight onto the heap: no list of the engine's to build and copy
// back. Output to a stream, and any call whose format or arguments the
// formatter refuses, goes to the engine's built-in, which writes or
// raises the error.

// The functors of the output specs.
var (
	fmtAtom   = functor{engine.Intern("atom"), 1}
	fmtString = functor{engine.Intern("string"), 1}
	fmtCodes  = functor{engine.Intern("codes"), 1}
	fmtChars  = functor{engine.Intern("chars"), 1}
	fmtCodes2 = functor{engine.Intern("codes"), 2}
	fmtChars2 = functor{engine.Intern("chars"), 2}
)

// formatSink runs format(Spec, Format, Args) when Spec makes text.
func (m *Machine) formatSink() (ok, done bool) {
	spec := m.deref(m.regs[0])
	if m.FormatText == nil || spec.tag() != tagStr {
		return false, false
	}
	at := spec.val()
	tail := nilCell
	var k textKind
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
		return false, false
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
