package wam

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/goprolog/goprolog/internal/engine"
	"github.com/goprolog/goprolog/internal/parser"
)

// Built-ins on atoms and text, decided on the heap (see natives.go):
// atom_codes/2, atom_chars/2, char_code/2, atom_length/2,
// string_length/2, number_codes/2, atom_number/2, atom_concat/3,
// sub_atom/5, sub_string/5 and split_string/4, with SWI-Prolog 9's
// answers and errors.
// Text arguments are read by args.text, which takes strings where
// SWI-Prolog takes them.

// isInstantiation says whether err is an instantiation error.
func isInstantiation(err error) bool {
	e, ok := err.(*engine.Exception)
	if !ok {
		return false
	}
	c, ok := e.Ball.(*engine.Compound)
	return ok && len(c.Args) == 2 && engine.Deref(c.Args[0]) == engine.Term(atomInstantiation)
}

var atomInstantiation = engine.Intern("instantiation_error")

// atomToList is atom_codes/2 (k textCodes) or atom_chars/2 (textChars).
// With the atom bound, a list that reads as text is compared with it, and
// a partial one unified with the atom's list; a list with a bad element
// or tail is the error reading it raises.
func atomToList(k textKind) func(a args) (bool, error) {
	return func(a args) (bool, error) {
		if a.isVar(0) {
			s, err := a.text(1, textList, "list")
			if err != nil {
				return false, err
			}
			return a.unifyAtom(0, s), nil
		}
		if c := a.arg(0); c.tag() == tagInt && a.isVar(1) {
			return numberText(a, c, k)
		}
		s, err := a.text(0, textAtomic, "atom")
		if err != nil {
			return false, err
		}
		if a.isVar(1) {
			return a.unifyText(1, s, k)
		}
		l, err := a.text(1, textList, "list")
		switch {
		case err == nil:
			return l == s, nil
		case isInstantiation(err):
			return a.unifyText(1, s, k)
		}
		return false, err
	}
}

// charCode is char_code(C, N). A big integer code is
// representation_error(int), as in SWI-Prolog.
func charCode(a args) (bool, error) {
	c := a.arg(0)
	if n := a.arg(1); n.tag() == tagBox && a.m.isInteger(n) {
		return false, a.representation("int")
	}
	switch {
	case c.tag() == tagAtom && c != nilCell:
		name := a.m.atoms[c.val()].Name
		r, size := utf8.DecodeRuneInString(name)
		if size == 0 || size != len(name) {
			return false, a.typeError("character", c)
		}
		// A bound code is checked as when the character is unbound.
		n, bound, err := a.intOrVar(1)
		if err != nil {
			return false, err
		}
		if bound && !isCharCode(n) {
			return false, a.typeError("character_code", a.arg(1))
		}
		return a.unifyInt(1, int64(r)), nil
	case isVarCell(c):
		n, bound, err := a.intOrVar(1)
		if err != nil {
			return false, err
		}
		if !bound {
			return false, a.instantiation()
		}
		if !isCharCode(n) {
			return false, a.typeError("character_code", a.arg(1))
		}
		return a.unify(0, a.m.charCell(rune(n))), nil
	}
	return false, a.typeError("character", c)
}

// isCharCode reports whether n is the code of a character: a Unicode code
// point that is not a surrogate, as the engine's char_code/2 takes.
func isCharCode(n int64) bool {
	return n >= 0 && n <= utf8.MaxRune && (n < 0xD800 || n > 0xDFFF)
}

// atomLength2 is atom_length(T, N) and string_length(T, N): T any text,
// a code or char list included; a negative or big N fails, as in
// SWI-Prolog.
func atomLength2(a args) (bool, error) {
	s, err := a.text(0, textAtomic|textCodes|textChars, "text")
	if err != nil {
		return false, err
	}
	n := a.arg(1)
	switch {
	case isVarCell(n):
	case n.tag() == tagInt:
		if n.intVal() < 0 {
			return false, nil
		}
	case a.m.isInteger(n):
		return false, nil
	default:
		return false, a.typeError("integer", n)
	}
	return a.unifyInt(1, int64(utf8.RuneCountInString(s))), nil
}

// numberToList is number_codes/2 (k textCodes) or number_chars/2
// (textChars): a list that reads as text is parsed (and compared with a
// bound N); a partial list with N bound is unified with N's text.
func numberToList(k textKind) func(a args) (bool, error) {
	return func(a args) (bool, error) { return numberList(a, k) }
}

// numberList is numberToList's built-in.
func numberList(a args, k textKind) (bool, error) {
	n := a.arg(0)
	if !isVarCell(n) && !a.m.isNumber(n) {
		return false, a.typeError("number", n)
	}
	if !isVarCell(n) && a.isVar(1) {
		// The commonest call, a number written out: reading the
		// unbound list first would make an instantiation error only
		// to drop it.
		return numberText(a, n, k)
	}
	if v, ok := a.m.digitList(a.arg(1)); ok {
		return a.unify(0, mkInt(v)), nil
	}
	s, err := a.text(1, textList, "list")
	if err == nil {
		num, err := parser.NumberFromTextErr(s, true)
		if err != nil {
			if e, ok := err.(*engine.Exception); ok {
				return false, a.fail(e)
			}
			return false, err
		}
		return a.unify(0, a.m.constCell(num)), nil
	}
	if !isInstantiation(err) || isVarCell(n) {
		return false, err
	}
	return numberText(a, n, k)
}

// digitList reads l when it is a proper list of at most 18 decimal
// digits, codes or chars, after an optional minus sign: the commonest
// text number_codes/2 parses (a tokenizer's digits), whose integer is
// read with no text made and no parser run. Any other list is for the
// parser.
func (m *Machine) digitList(l cell) (int64, bool) {
	var v int64
	neg, n := false, 0
	// As in readList, the first element says codes or chars, and the
	// others must be the same (a mixed list is the parser's error).
	kind := -1
	for ; l.tag() == tagList; l = m.deref(m.heap[l.val()+1]) {
		e := m.deref(m.heap[l.val()])
		if kind < 0 {
			kind = e.tag()
		}
		var d int64
		switch {
		case e.tag() != kind:
			return 0, false
		case kind == tagInt:
			d = e.intVal()
		case kind == tagAtom:
			name := m.atoms[e.val()].Name
			if len(name) != 1 {
				return 0, false
			}
			d = int64(name[0])
		default:
			return 0, false
		}
		if d == '-' && n == 0 && !neg {
			neg = true
			continue
		}
		if d < '0' || d > '9' || n == 18 {
			return 0, false
		}
		v = 10*v + d - '0'
		n++
	}
	if l != nilCell || n == 0 {
		return 0, false
	}
	if neg {
		v = -v
	}
	return v, true
}

// numberText unifies the second argument with the text of n, a number.
func numberText(a args, n cell, k textKind) (bool, error) {
	if n.tag() == tagInt {
		// A small integer's digits are written into the list as they
		// are made, with no text between.
		var buf [24]byte
		c, err := a.m.asciiList(strconv.AppendInt(buf[:0], n.intVal(), 10), k)
		if err != nil {
			return false, err
		}
		return a.unify(1, c), nil
	}
	t, err := a.textOf(n, textNumber, "number")
	if err != nil {
		return false, err
	}
	return a.unifyText(1, t, k)
}

// isNumber says whether c is a number: an integer or a float. A box
// holds a number, a string or a database reference.
func (m *Machine) isNumber(c cell) bool {
	if c.tag() == tagBox {
		switch m.boxes[c.val()].(type) {
		case engine.Float, engine.Int, *engine.BigInt, *engine.Rat:
			return true
		}
		return false
	}
	return c.tag() == tagInt
}

// atomNumber is atom_number(A, N): text that does not read as a number
// fails.
func atomNumber(a args) (bool, error) {
	m := a.m
	c := a.arg(0)
	switch {
	case isVarCell(c):
		n := a.arg(1)
		switch {
		case isVarCell(n):
			return false, a.instantiation()
		case m.isNumber(n):
			t, err := a.textOf(n, textNumber, "number")
			if err != nil {
				return false, err
			}
			return a.unifyAtom(0, t), nil
		}
		return false, a.typeError("number", n)
	case c.tag() == tagAtom && c != nilCell, c.tag() == tagBox && !m.isNumber(c):
		s, _ := a.textOf(c, textAtom|textString, "atom")
		if !mayBeNumber(s) {
			// Most atoms are words, not numbers: the parser's syntax
			// error, made only to be dropped, costs more than the test.
			return false, nil
		}
		num, err := parser.NumberFromTextErr(s, false)
		if err != nil {
			return false, nil
		}
		return a.unify(1, m.constCell(num)), nil
	}
	return false, a.typeError("atom", c)
}

// mayBeNumber says whether s may be the text of a number: it is not when,
// after a sign, it is empty or begins with an ASCII character other than
// a digit, as every number's syntax begins with one.
func mayBeNumber(s string) bool {
	if s != "" && (s[0] == '-' || s[0] == '+') {
		s = s[1:]
	}
	return s != "" && (s[0] >= 0x80 || s[0] >= '0' && s[0] <= '9')
}

// atomConcat is atom_concat(A, B, C). With A or B unbound it splits C;
// with both unbound it enumerates the splits, shortest A first, leaving
// a redo for the next (atomConcatRedo).
func atomConcat(a args) (bool, error) { return concatText(a, textAtom) }

// atomConcatRedo is the redo of atom_concat/3's enumeration.
func atomConcatRedo(a args) (bool, error) { return concatTextRedo(a, textAtom) }

// stringConcat is string_concat(A, B, S): atom_concat/3 whose results
// are strings.
func stringConcat(a args) (bool, error) { return concatText(a, textString) }

// stringConcatRedo is the redo of string_concat/3's enumeration.
func stringConcatRedo(a args) (bool, error) { return concatTextRedo(a, textString) }

// concatText runs atom_concat/3 (k textAtom) or string_concat/3 (k
// textString). Every argument that is bound is read as atomic text, and
// a bound C is compared as text: atom_concat(a, b, "ab") holds.
func concatText(a args, k textKind) (bool, error) {
	if !a.isVar(0) && !a.isVar(1) {
		x, err := a.text(0, textAtomic, "atomic")
		if err != nil {
			return false, err
		}
		y, err := a.text(1, textAtomic, "atomic")
		if err != nil {
			return false, err
		}
		if !a.isVar(2) {
			z, err := a.text(2, textAtomic, "atomic")
			return err == nil && z == x+y, err
		}
		return a.unifyAtomic(2, x+y, k), nil
	}
	whole, err := a.text(2, textAtomic, "atomic")
	if err != nil {
		return false, err
	}
	switch {
	case !a.isVar(0):
		x, err := a.text(0, textAtomic, "atomic")
		if err != nil || !strings.HasPrefix(whole, x) {
			return false, err
		}
		return a.unifyAtomic(1, whole[len(x):], k), nil
	case !a.isVar(1):
		y, err := a.text(1, textAtomic, "atomic")
		if err != nil || !strings.HasSuffix(whole, y) {
			return false, err
		}
		return a.unifyAtomic(0, whole[:len(whole)-len(y)], k), nil
	}
	return concatAt(a, whole, 0, k), nil
}

// concatAt gives the split of whole at byte i, leaving a redo for the
// next when there is one.
func concatAt(a args, whole string, i int, k textKind) bool {
	if i < len(whole) {
		_, size := utf8.DecodeRuneInString(whole[i:])
		a.redo(mkInt(int64(i + size)))
	}
	if k == textAtom {
		return a.unifyAtom(0, whole[:i]) && a.unifyAtom(1, whole[i:])
	}
	return a.unifyAtomic(0, whole[:i], k) && a.unifyAtomic(1, whole[i:], k)
}

// concatTextRedo is the redo of concatText's enumeration.
func concatTextRedo(a args, k textKind) (bool, error) {
	whole, err := a.text(2, textAtomic, "atomic")
	if err != nil {
		return false, err
	}
	return concatAt(a, whole, int(a.state(0).intVal()), k), nil
}

// subAtom is sub_atom(Atom, B, L, A, Sub): it enumerates the (B, L) pairs
// in SWI-Prolog's order, B ascending, then L ascending, leaving a redo
// for the next (subAtomRedo).
func subAtom(a args) (bool, error) { return subText(a, textAtom) }

// subAtomRedo is the redo of sub_atom/5: the arguments are as at the
// call, and the state is the next answer's B and L.
func subAtomRedo(a args) (bool, error) { return subTextRedo(a, textAtom) }

// subString is sub_string(String, B, L, A, Sub), sub_atom/5 whose text
// errors name strings and whose Sub is a string.
func subString(a args) (bool, error) { return subText(a, textString) }

// subStringRedo is the redo of sub_string/5.
func subStringRedo(a args) (bool, error) { return subTextRedo(a, textString) }

// subText runs sub_atom/5 (k textAtom) or sub_string/5 (k textString).
func subText(a args, k textKind) (bool, error) {
	e := subEnum{kind: k}
	ok, err := e.init(a)
	if !ok || err != nil {
		return false, err
	}
	b, l, ok := e.Next(0, 0)
	if !ok {
		return false, nil
	}
	return e.answer(a, b, l), nil
}

// subTextRedo is the redo of subText: the state is the next answer's B
// and L and what the call's arguments fixed (see subEnum.answer), so
// that only the text and Sub, which no small integer holds, are read
// again.
func subTextRedo(a args, k textKind) (bool, error) {
	if a.state(0).intVal() < 0 {
		return false, nil // the search SearchOn left finds nothing more
	}
	e := subEnum{kind: k}
	if err := e.resume(a); err != nil {
		return false, err
	}
	return e.answer(a, int(a.state(0).intVal()), int(a.state(1).intVal())), nil
}

// subEnum is what sub_atom/5's or sub_string/5's arguments fix: the
// text, and B, L and A where they are bound (Sub fixes L). kind is the
// kind of Sub, textAtom or textString.
type subEnum struct {
	engine.SubText
	kind textKind
}

// typ is the type that the errors of the text arguments name.
func (e *subEnum) typ() string {
	if e.kind == textString {
		return "string"
	}
	return "atom"
}

// init reads the arguments: false when no answer can follow.
func (e *subEnum) init(a args) (bool, error) {
	s, err := a.text(0, textAtomic, e.typ())
	if err != nil {
		return false, err
	}
	// A redo reads the text again: the cache spares counting its
	// characters at each answer.
	e.SetTextCached(s, &a.m.subText)
	for i := 0; i < 3; i++ {
		if c := a.arg(i + 1); c.tag() == tagBox {
			// An integer past the small ones but within 64 bits is a
			// position no text reaches: no answer, as in the engine.
			if x, ok := a.m.boxes[c.val()].(engine.Int); ok && x > 0 {
				return false, nil
			}
		}
		v, ok, err := a.intOrVar(i + 1)
		if err != nil {
			return false, err
		}
		if ok && v < 0 {
			return false, a.domainError("not_less_than_zero", a.arg(i+1))
		}
		e.Fixed[i], e.Known[i] = v, ok
	}
	if e.SubKnown = !a.isVar(4); e.SubKnown {
		if e.Sub, err = a.text(4, textAtomic, e.typ()); err != nil {
			return false, err
		}
	}
	return e.Settle(), nil
}

// subKnownBit is the bit of subEnum.known that says Sub is bound; bit i
// below it says Fixed[i] is.
const subKnownBit = 1 << 3

// known packs Known and SubKnown into the bits of an integer.
func (e *subEnum) known() int64 {
	var k int64
	for i, ok := range e.Known {
		if ok {
			k |= 1 << i
		}
	}
	if e.SubKnown {
		k |= subKnownBit
	}
	return k
}

// resume restores at a redo what init found: the arguments are as at the
// call, which read without error then, and the state holds what they
// fixed.
func (e *subEnum) resume(a args) error {
	m := a.m
	s, ok := m.stringOrAtomText(a.arg(0))
	if !ok {
		var err error
		if s, err = a.text(0, textAtomic, e.typ()); err != nil {
			return err
		}
	}
	e.SetTextCached(s, &m.subText)
	k := a.state(2).intVal()
	for i := range e.Known {
		e.Known[i], e.Fixed[i] = k&(1<<i) != 0, a.state(3+i).intVal()
	}
	if e.SubKnown = k&subKnownBit != 0; e.SubKnown {
		if e.Sub, ok = m.stringOrAtomText(a.arg(4)); !ok {
			var err error
			if e.Sub, err = a.text(4, textAtomic, e.typ()); err != nil {
				return err
			}
		}
		e.SubLen = int(e.Fixed[1]) // Settle made L Sub's length
	}
	return nil
}

// answer gives the answer (b, l), leaving a redo for the next if there
// is one, or one that fails where SWI-Prolog leaves its search on
// (SubText.SearchOn): its B is -1.
func (e *subEnum) answer(a args, b, l int) bool {
	if nb, nl, more := e.Next(b, l+1); more {
		a.redo(mkInt(int64(nb)), mkInt(int64(nl)), mkInt(e.known()),
			mkInt(e.Fixed[0]), mkInt(e.Fixed[1]), mkInt(e.Fixed[2]))
	} else if e.SearchOn(b) {
		a.redo(mkInt(-1), mkInt(0), mkInt(e.known()),
			mkInt(e.Fixed[0]), mkInt(e.Fixed[1]), mkInt(e.Fixed[2]))
	}
	if !a.unifyInt(1, int64(b)) || !a.unifyInt(2, int64(l)) || !a.unifyInt(3, int64(e.N-b-l)) {
		return false
	}
	if e.SubKnown {
		return true
	}
	m := a.m
	if e.kind == textAtom {
		if e.ASCII {
			return a.unify(4, m.atomCell(e.S[b:b+l]))
		}
		// The characters are encoded into scratch storage: an atom that
		// exists already is found without making its name.
		buf := m.formatBuf[:0]
		for _, r := range e.Runes[b : b+l] {
			buf = utf8.AppendRune(buf, r)
		}
		m.formatBuf = buf[:0]
		return a.unify(4, mkAtom(m.atomIndex(engine.InternBytes(buf))))
	}
	return a.unify(4, m.constCell(engine.String(e.Text(b, l))))
}

// joinList is the text of the list at c of atomic_list_concat/2,3, its
// elements' texts joined by sep. The elements are read in order, as
// SWI-Prolog reads them: an unbound one or a partial list is an
// instantiation error, an element that is no text (or []) type_error(text,
// E), a tail that is no list type_error(list, Tail).
func (a args) joinList(c cell, sep string) (string, error) {
	m := a.m
	var b strings.Builder
	x := m.deref(c)
	mark, power := x, 1
	for i := 0; ; i++ {
		switch {
		case isVarCell(x):
			return "", a.instantiation()
		case x == nilCell:
			return b.String(), nil
		case x.tag() != tagList:
			return "", a.typeError("list", x)
		}
		s, err := a.textOf(m.deref(m.heap[x.val()]), textAtomic, "text")
		if err != nil {
			return "", err
		}
		if i > 0 {
			b.WriteString(sep)
		}
		b.WriteString(s)
		x = m.deref(m.heap[x.val()+1])
		if x == mark {
			return "", a.typeError("list", c)
		}
		if i+1 == power {
			mark, power = x, 2*power
		}
	}
}

// atomicListConcat2 is atomic_list_concat(L, A).
func atomicListConcat2(a args) (bool, error) {
	s, err := a.joinList(a.arg(0), "")
	if err != nil {
		return false, err
	}
	return a.unifyAtom(1, s), nil
}

// atomicListConcat3 is atomic_list_concat(L, Sep, A): it joins a list
// whose elements are all bound, and otherwise splits A at Sep.
func atomicListConcat3(a args) (bool, error) {
	sep, err := a.text(1, textAtomic, "text")
	if err != nil {
		return false, err
	}
	if !a.isVar(0) {
		// An unbound list is the commonest split, which need not make
		// joinList's instantiation error to drop it.
		s, err := a.joinList(a.arg(0), sep)
		if err == nil {
			return a.unifyAtom(2, s), nil
		}
		if !isInstantiation(err) {
			return false, err
		}
	}
	whole, err := a.text(2, textAtomic, "atomic")
	if err != nil {
		return false, err
	}
	if sep == "" {
		return false, a.domainError("non_empty_atom", a.arg(1))
	}
	m := a.m
	parts := strings.Split(whole, sep)
	m.grow(2 * len(parts))
	list := nilCell
	for k := len(parts) - 1; k >= 0; k-- {
		m.heap[m.h] = m.atomCell(parts[k])
		m.heap[m.h+1] = list
		list = mkList(m.h)
		m.h += 2
	}
	return a.unify(0, list), nil
}

// splitFieldBytes is what split_string/4 reserves a field: the engine's
// built-in's figure (a list cell and a string of the engine's), so that
// both machines refuse the same programs; on the heap a field takes a
// list cell, a boxed string and its slot, the field's text header, and
// the heap's growth, about 80 bytes.
const splitFieldBytes = 128

// splitString is split_string(Text, SepChars, PadChars, Fields): the
// fields that engine.SplitText makes of three texts (atoms, strings, code
// or char lists; a number is type_error(text, N), as in SWI-Prolog), as a
// list of strings made on the heap. The list is checked against the memory limit
// before it is made, as the engine's built-in checks its own.
func splitString(a args) (bool, error) {
	var texts [3]string
	for i := range texts {
		s, err := a.text(i, textAtom|textString|textCodes|textChars, "text")
		if err != nil {
			return false, err
		}
		texts[i] = s
	}
	m := a.m
	if m.ArithEngine != nil {
		if err := m.ArithEngine.Reserve(int64(engine.SplitFieldsBound(texts[0], texts[1])), splitFieldBytes); err != nil {
			return false, err
		}
	}
	// The fields are split into the slice of the last call: a loop that
	// splits lines makes no slice for each.
	fields := engine.AppendSplitText(m.splitFields[:0], texts[0], texts[1], texts[2])
	m.grow(2 * len(fields))
	list := mkList(m.h)
	for _, f := range fields {
		m.heap[m.h] = m.constCell(engine.String(f))
		m.heap[m.h+1] = mkList(m.h + 2)
		m.h += 2
	}
	m.heap[m.h-1] = nilCell
	clear(fields)
	if cap(fields) <= 1<<10 {
		m.splitFields = fields[:0]
	}
	return a.unify(3, list), nil
}

// charType runs char_type(A[0], A[1]) and code_type(A[0], A[1]) of a
// character (a one-character atom or a code, for either) and a class
// that takes no argument (alpha, digit, space, ...): a test, decided
// here with the engine's classification (Machine.CharClass). Any other
// call (an unbound argument, a class with an argument, end of file, an
// error) goes to the engine's built-in, which enumerates and raises.
func charType(m *Machine) (ok, done bool) {
	t := m.deref(m.regs[1])
	if t.tag() != tagAtom || m.CharClass == nil {
		return false, false
	}
	is := m.CharClass(m.atoms[t.val()])
	if is == nil {
		return false, false
	}
	var r rune
	switch c := m.deref(m.regs[0]); {
	case c.tag() == tagInt:
		n := c.intVal()
		if n < 0 || n > utf8.MaxRune {
			return false, false
		}
		r = rune(n)
	case c.tag() == tagAtom && c != nilCell:
		name := m.atoms[c.val()].Name
		first, size := utf8.DecodeRuneInString(name)
		if size == 0 || size != len(name) {
			return false, false
		}
		r = first
	default:
		return false, false
	}
	return is(r), true
}
