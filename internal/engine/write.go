package engine

import (
	"math"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// WriteOptions control how a term is written (write_term/2 options).
type WriteOptions struct {
	Quoted     bool // quote atoms and strings where needed (writeq)
	IgnoreOps  bool // write operators in canonical form
	NumberVars bool // write '$VAR'(N) as A, B, ... Z, A1, ...
	// NoLists writes lists as '[|]'(H,T).
	NoLists bool
	// DotLists writes lists as .(H,T), the traditional list functor's
	// name for SWI-Prolog's '[|]'.
	DotLists bool
	// BraceTerms false writes {}(X) instead of {X}.
	NoBraceTerms bool
	// MaxDepth limits nesting as SWI-Prolog's max_depth(N) does: a
	// compound's arguments are one level deeper than it, the K-th element
	// of a list K levels deeper than the list, and what lies deeper prints
	// as ... (a list's cut tail as |...). 0 is unlimited; a negative
	// depth writes the whole term as ....
	MaxDepth int
	// Ops is the operator table; nil means the default table.
	Ops *OpTable
	// VarNames gives names to variables (variable_names option).
	VarNames map[*Var]string
	// Portray, if set, is tried on each subterm first (print/1); it
	// returns true if it wrote the term. It is not called for variables
	// nor for the tails of lists, as in SWI-Prolog. The hook writes to the
	// output itself: WriteTerm flushes what it has written before each
	// call, so the texts interleave correctly.
	Portray func(t Term) bool
	// PortrayGoal, if set, is tried as Portray is (and in its place),
	// given also the priority of the context the subterm is written in
	// (write_term/2's portray_goal(G)); its error ends the writing. last
	// is the last character the goal wrote, 0 if none: what follows is
	// spaced from it, as SWI-Prolog spaces from the stream's last
	// character.
	PortrayGoal func(t Term, prec int) (done bool, last rune, err error)
	// SpaceArgs puts a space after the commas separating arguments, list
	// elements and conjuncts (spacing(next_argument)).
	SpaceArgs bool
	// QuoteNonASCII quotes every atom holding a character beyond Latin-1,
	// as write_canonical/1 does for portability.
	QuoteNonASCII bool
	// UnicodeEscapes writes, in a quoted atom or string, a character
	// that has no escape of its own as \uXXXX rather than \xX\, as
	// SWI-Prolog's print/1, write_term/2 and portray_clause/1 do under
	// its flag character_escapes_unicode (writeq/1 and write_canonical/1
	// keep \xX\).
	UnicodeEscapes bool
	// RawQuoted writes quoted atoms and strings with their characters as
	// they are, the quote doubled and the backslash escaped, as
	// SWI-Prolog's term_to_atom/2 and term_string/2 do.
	RawQuoted bool
	// Poll, if set, is asked while a huge integer is turned into text
	// (see BigText): its error ends the writing, and WriteTerm and
	// FormatChecked return it.
	Poll func() error
	// BackQuotedStrings writes a quoted string between back quotes, as
	// write_term/2's back_quotes(string) does.
	BackQuotedStrings bool
	// Priority, when PrioritySet, is the priority of the context the
	// term is written in (write_term/2's priority(P)): an operator term
	// above it is bracketed. Unset, it is 1200.
	Priority    int
	PrioritySet bool
	// AtomAlias, if set, gives the atom written in place of an atom: a
	// module's local predicate's name under its name in the module
	// (listing/1).
	AtomAlias func(a *Atom) *Atom
}

// TextWriter is the destination of WriteTerm; *Stream implements it.
type TextWriter interface {
	WriteString(s string) error
}

// defaultOpTable serves writers given no table; it is never modified.
var defaultOpTable = NewOpTable()

// atomVAR is the functor numbervars/3 binds variables to.
var atomVAR = Intern("$VAR")

// cycleDepth is how deeply compounds may nest before the writer pays for an
// exact cycle check (a cyclic term nests infinitely deep).
const cycleDepth = 10000

// Format returns the text of t written with opts. A Portray hook, if any,
// writes to its own destination, not to the returned text: use WriteTerm
// when portraying.
func Format(t Term, opts WriteOptions) string {
	w := newWriter(opts, nil)
	w.run(t)
	text := w.buf.String()
	w.release()
	return text
}

// FormatChecked is Format that returns the error with which opts.Poll
// ended the writing.
func FormatChecked(t Term, opts WriteOptions) (string, error) {
	if text, ok := plainText(t, &opts); ok {
		return text, nil
	}
	w := newWriter(opts, nil)
	w.run(t)
	text, err := w.buf.String(), w.err
	w.release()
	return text, err
}

// plainText returns the text of t when it is its written form whatever
// the context: an integer, or an atom or string written unquoted, with
// no hook to consult and no depth limit (under which even an atom is
// written as ...). format/2's ~w of such an argument, the commonest,
// needs none of the writer's work on operators and spacing.
func plainText(t Term, opts *WriteOptions) (string, bool) {
	if opts.Portray != nil || opts.PortrayGoal != nil || opts.MaxDepth != 0 {
		return "", false
	}
	switch x := Deref(t).(type) {
	case Int:
		return strconv.FormatInt(int64(x), 10), true
	case String:
		return string(x), !opts.Quoted
	case *Atom:
		return x.Name, !opts.Quoted && opts.AtomAlias == nil
	}
	return "", false
}

// WriteTerm writes t to out with opts and returns the first write error.
func WriteTerm(out TextWriter, t Term, opts WriteOptions) error {
	w := newWriter(opts, out)
	w.run(t)
	w.flush()
	err := w.err
	w.release()
	return err
}

// Item kinds of the writer's explicit work stack.
const (
	itTerm  = iota // write a term
	itText         // emit text verbatim
	itToken        // emit a token, spacing it from the previous one if needed
	itOp           // emit an infix operator
	itList         // continue a list after an element
)

// witem is one pending piece of work. Terms are written with an explicit
// stack of these so that deep terms do not grow the Go stack.
type witem struct {
	kind   uint8
	arg    bool // the term is an argument or list element (not an operand)
	expand bool // write a cycle head's structure instead of its name
	prec   int
	depth  int
	idx    int // list: index of the next element
	t      Term
	s      string
}

type writer struct {
	opts  WriteOptions
	ops   *OpTable
	out   TextWriter
	err   error
	buf   strings.Builder
	stack []witem
	// last is the last rune emitted (0 at the start or after a portray
	// hook), used to separate tokens that would otherwise run together.
	last rune
	// afterPrefix is set right after a prefix operator: an opening
	// parenthesis or brace there needs a space, or it would read back as a
	// functional-notation argument list.
	afterPrefix bool
	// afterMinus is set right after a prefix minus.
	afterMinus bool
	// heads names the compounds at which a cyclic term loops back.
	heads map[*Compound]string
}

func newWriter(opts WriteOptions, out TextWriter) *writer {
	w := writerPool.Get().(*writer)
	*w = writer{opts: opts, ops: opts.Ops, out: out, stack: w.stack[:0]}
	if w.ops == nil {
		w.ops = defaultOpTable
	}
	return w
}

// writerPool keeps writers between terms: most terms written are small,
// and a writer's work stack, grown anew for each, was most of what
// writing one allocated (term_to_atom/2, format/2's ~w of a compound).
var writerPool = sync.Pool{New: func() any { return &writer{stack: make([]witem, 0, 32)} }}

// writerStackKept bounds the work stack a released writer keeps.
const writerStackKept = 1024

// release returns w to writerPool; the text it made stays with its
// caller.
func (w *writer) release() {
	// The terms written are not kept alive by the pool: loop clears each
	// item it takes and abort those it drops, so that what is left is a
	// cleared stack, not one to clear at each release (a format/2 call
	// cleared its writer's whole stack).
	clear(w.stack)
	stack := w.stack[:0]
	if cap(stack) > writerStackKept {
		stack = nil
	}
	*w = writer{stack: stack}
	writerPool.Put(w)
}

func (w *writer) flush() {
	if w.out == nil || w.buf.Len() == 0 {
		return
	}
	if err := w.out.WriteString(w.buf.String()); err != nil && w.err == nil {
		w.err = err
	}
	w.buf.Reset()
}

// put emits s verbatim.
func (w *writer) put(s string) {
	if s == "" {
		return
	}
	w.afterMinus = false
	if w.afterPrefix {
		w.afterPrefix = false
		if s[0] == '(' || s[0] == '{' {
			w.buf.WriteByte(' ')
		}
	}
	w.buf.WriteString(s)
	r, _ := utf8.DecodeLastRuneInString(s)
	w.last = r
}

// token emits s, preceded by a space if its first character would glue to
// the previous token (two alphanumerics or two symbol characters), and
// reports whether it put that space. After a prefix minus, a digit also
// needs a space: -(1) is not the integer -1, nor is -(2^2) (-2)^2.
func (w *writer) token(s string) bool {
	if s == "" {
		return false
	}
	spaced := false
	if w.last != 0 {
		r, _ := utf8.DecodeRuneInString(s)
		if (isAlnumRune(w.last) && isAlnumRune(r)) || (isSymbolRune(w.last) && isSymbolRune(r)) ||
			(w.afterMinus && r >= '0' && r <= '9') ||
			// 0'... would read as a character code, 'a''b' as one atom.
			(r == '\'' && (w.last >= '0' && w.last <= '9' || w.last == '\'')) {
			w.buf.WriteByte(' ')
			w.last = ' '
			spaced = true
		}
	}
	w.put(s)
	return spaced
}

func (w *writer) push(it witem) { w.stack = append(w.stack, it) }

func (w *writer) pushText(s string) { w.stack = append(w.stack, witem{kind: itText, s: s}) }

func (w *writer) run(t Term) {
	if w.opts.MaxDepth == 0 && mayBeCyclic(t) {
		if heads := cycleHeads(t); len(heads) > 0 {
			w.runCyclic(t, heads)
			return
		}
	}
	prec := 1200
	if w.opts.PrioritySet {
		prec = w.opts.Priority
	}
	// The term is no operand: an atom that is an operator is written
	// bare whatever the priority.
	w.push(witem{kind: itTerm, t: t, prec: prec, arg: true, depth: 1})
	w.loop()
}

// runCyclic writes a cyclic term as SWI-Prolog does: @(Template, Bindings)
// where S_1, S_2, ... stand for the subterms at which the term loops.
func (w *writer) runCyclic(t Term, heads []*Compound) {
	w.heads = make(map[*Compound]string, len(heads))
	for i, c := range heads {
		w.heads[c] = "S_" + strconv.Itoa(i+1)
	}
	w.put("@(")
	w.pushText("])")
	for i := len(heads) - 1; i >= 0; i-- {
		c := heads[i]
		if w.opts.IgnoreOps {
			w.pushText(")")
			w.push(witem{kind: itTerm, t: c, prec: 999, arg: true, depth: 1, expand: true})
			w.pushText(",")
			w.push(witem{kind: itToken, s: w.heads[c]})
			w.pushText("=(")
		} else {
			w.push(witem{kind: itTerm, t: c, prec: 699, depth: 1, expand: true})
			w.push(witem{kind: itToken, s: "="})
			w.push(witem{kind: itToken, s: w.heads[c]})
		}
		if i > 0 {
			w.pushText(",")
		}
	}
	w.pushText(",[")
	w.push(witem{kind: itTerm, t: t, prec: 999, arg: true, depth: 1})
	w.loop()
}

// abort ends the writing with err: nothing more is written.
func (w *writer) abort(err error) {
	if w.err == nil {
		w.err = err
	}
	clear(w.stack)
	w.stack = w.stack[:0]
}

func (w *writer) loop() {
	for len(w.stack) > 0 {
		it := w.stack[len(w.stack)-1]
		w.stack[len(w.stack)-1] = witem{}
		w.stack = w.stack[:len(w.stack)-1]
		switch it.kind {
		case itText:
			w.put(it.s)
		case itToken:
			w.token(it.s)
		case itOp:
			w.writeInfixOp(it.s, it.t)
		case itList:
			w.listRest(it)
		default:
			w.term(it)
		}
	}
}

// writeInfixOp emits an infix operator. As in SWI-Prolog, operators are
// written tight (a:-b, 'A'is'B') unless they would glue to a neighbouring
// token, and an operator spaced from its left operand is also spaced from
// its right one (1 rem 2, # = a).
func (w *writer) writeInfixOp(name string, op Term) {
	switch name {
	case ",":
		w.comma()
		return
	case "|":
		if w.opts.SpaceArgs {
			w.put("| ")
		} else {
			w.put("|")
		}
		return
	case ";":
		w.put(name)
		return
	}
	text := w.atomText(name)
	if a, ok := op.(*Atom); ok {
		text = w.atomName(a)
	}
	if w.token(text) {
		w.put(" ")
	}
}

func (w *writer) comma() {
	if w.opts.SpaceArgs {
		w.put(", ")
	} else {
		w.put(",")
	}
}

// listRest continues a list after an element; it.t is the tail.
func (w *writer) listRest(it witem) {
	tl := Deref(it.t)
	if tl == AtomNil {
		w.put("]")
		return
	}
	if c, ok := tl.(*Compound); ok && c.Name == AtomDot && len(c.Args) == 2 {
		if _, head := w.heads[c]; !head {
			if w.opts.MaxDepth > 0 && it.depth+1+it.idx > w.opts.MaxDepth {
				w.put("|...]")
				return
			}
			w.comma()
			w.push(witem{kind: itList, t: c.Args[1], depth: it.depth, idx: it.idx + 1})
			w.push(witem{kind: itTerm, t: c.Args[0], prec: 999, arg: true, depth: it.depth + 1 + it.idx})
			return
		}
	}
	w.put("|")
	w.pushText("]")
	w.push(witem{kind: itTerm, t: tl, prec: 999, arg: true, depth: it.depth + 1 + it.idx})
}

func (w *writer) term(it witem) {
	t := Deref(it.t)
	if w.opts.MaxDepth != 0 && it.depth > w.opts.MaxDepth {
		w.token("...")
		return
	}
	if v, ok := t.(*Var); ok {
		w.token(w.varName(v))
		return
	}
	if w.opts.PortrayGoal != nil {
		w.flush()
		done, last, err := w.opts.PortrayGoal(t, it.prec)
		if err != nil {
			w.abort(err)
			return
		}
		if done {
			w.last = 0
			w.afterPrefix = false
			return
		}
		if last != 0 {
			w.last, w.afterPrefix, w.afterMinus = last, false, false
		}
	} else if w.opts.Portray != nil {
		w.flush()
		if w.opts.Portray(t) {
			w.last = 0
			w.afterPrefix = false
			return
		}
	}
	switch x := t.(type) {
	case Int:
		w.token(strconv.FormatInt(int64(x), 10))
	case *BigInt:
		text, err := BigText(x.Big(), w.opts.Poll)
		if err != nil {
			w.abort(err)
			return
		}
		w.token(text)
	case *Rat:
		w.token(x.String())
	case Float:
		w.token(FormatFloat(float64(x)))
	case String:
		if w.opts.Quoted {
			quote := byte('"')
			if w.opts.BackQuotedStrings {
				quote = '`'
			}
			w.put(quoteText(string(x), quote, w.opts.RawQuoted, w.opts.UnicodeEscapes))
		} else {
			// SWI-Prolog does not space an unquoted string from its
			// neighbours (dynamic("s") writes as dynamics).
			w.put(string(x))
		}
	case *Atom:
		if !it.arg && it.prec < 1200 && w.ops.IsOp(x) {
			w.put("(")
			w.token(w.atomName(x))
			w.put(")")
			return
		}
		w.token(w.atomName(x))
	case *Compound:
		w.compound(x, it)
	case *Clause:
		// SWI-Prolog writes a reference with no space before it, even
		// after a symbol character: a=<clause>(0x...).
		w.put(x.String())
	case *Record:
		w.put(x.String())
	default:
		w.token("?")
	}
}

func (w *writer) compound(c *Compound, it witem) {
	if name, ok := w.heads[c]; ok && !it.expand {
		w.token(name)
		return
	}
	depth := it.depth + 1
	if c.Name == AtomDot && len(c.Args) == 2 && !w.opts.NoLists && !w.opts.DotLists {
		w.put("[")
		w.push(witem{kind: itList, t: c.Args[1], depth: it.depth, idx: 1})
		w.push(witem{kind: itTerm, t: c.Args[0], prec: 999, arg: true, depth: depth})
		return
	}
	if c.Name == AtomCurly && len(c.Args) == 1 && !w.opts.NoBraceTerms {
		w.put("{")
		w.pushText("}")
		w.push(witem{kind: itTerm, t: c.Args[0], prec: 1200, depth: depth})
		return
	}
	if w.opts.NumberVars && c.Name == atomVAR && len(c.Args) == 1 {
		switch a := Deref(c.Args[0]).(type) {
		case Int:
			w.token(numberVarName(int64(a)))
			return
		case *Atom:
			if isVarName(a.Name) {
				w.token(a.Name)
				return
			}
		}
	}
	if !w.opts.IgnoreOps && len(c.Args) <= 2 {
		if d := w.ops.Lookup(c.Name); d != nil && w.operator(c, d, it) {
			return
		}
	}
	// Canonical form f(A1, ..., An).
	if c.Name == AtomDot && len(c.Args) == 2 && w.opts.DotLists {
		w.token(".")
	} else {
		w.token(w.atomName(c.Name))
	}
	w.put("(")
	w.pushText(")")
	for i := len(c.Args) - 1; i >= 0; i-- {
		w.push(witem{kind: itTerm, t: c.Args[i], prec: 999, arg: true, depth: depth})
		if i > 0 {
			if w.opts.SpaceArgs {
				w.pushText(", ")
			} else {
				w.pushText(",")
			}
		}
	}
}

// operator writes c in operator notation if its functor is an operator of
// its arity, and reports whether it did.
func (w *writer) operator(c *Compound, d *OpDefs, it witem) bool {
	depth := it.depth + 1
	switch len(c.Args) {
	case 2:
		if d.Infix == nil {
			return false
		}
		op := *d.Infix
		lp, rp := op.ArgPriorities()
		embrace := op.Priority > it.prec
		if embrace {
			w.put("(")
			w.pushText(")")
		}
		w.push(witem{kind: itTerm, t: c.Args[1], prec: rp, depth: depth})
		w.push(witem{kind: itOp, s: c.Name.Name, t: c.Name})
		w.push(witem{kind: itTerm, t: c.Args[0], prec: lp, depth: depth})
		return true
	case 1:
		if d.Prefix != nil && c.Name != AtomDot {
			op := *d.Prefix
			_, rp := op.ArgPriorities()
			embrace := op.Priority > it.prec
			if embrace {
				w.put("(")
				w.pushText(")")
			}
			w.token(w.atomName(c.Name))
			w.afterPrefix = true
			w.afterMinus = c.Name == AtomMinus
			w.push(witem{kind: itTerm, t: c.Args[0], prec: rp, depth: depth})
			return true
		}
		if d.Postfix != nil {
			op := *d.Postfix
			lp, _ := op.ArgPriorities()
			embrace := op.Priority > it.prec
			if embrace {
				w.put("(")
				w.pushText(")")
			}
			w.push(witem{kind: itToken, s: w.atomName(c.Name)})
			w.push(witem{kind: itTerm, t: c.Args[0], prec: lp, depth: depth})
			return true
		}
	}
	return false
}

// atomName is the text of atom a: atomText's, except that the atom '[]',
// which is not the empty list (SWI-Prolog 7), is quoted when quoting.
func (w *writer) atomName(a *Atom) string {
	if w.opts.AtomAlias != nil {
		a = w.opts.AtomAlias(a)
	}
	if a != AtomNil && a.Name == "[]" && w.opts.Quoted {
		return "'[]'"
	}
	return w.atomText(a.Name)
}

func (w *writer) atomText(name string) string {
	if w.opts.Quoted {
		if (w.opts.QuoteNonASCII && !isLatin1(name)) || (w.opts.RawQuoted && atomNeedsQuotes(name)) {
			return quoteText(name, '\'', w.opts.RawQuoted, w.opts.UnicodeEscapes)
		}
		if w.opts.UnicodeEscapes && atomNeedsQuotes(name) {
			return quoteText(name, '\'', false, true)
		}
		return QuoteAtomIfNeeded(name)
	}
	return name
}

func (w *writer) varName(v *Var) string {
	if w.opts.VarNames != nil {
		if n, ok := w.opts.VarNames[v]; ok {
			return n
		}
	}
	return v.Label()
}

// numberVarName is the name numbervars gives to '$VAR'(n): A..Z, A1..Z1, ...
// SWI-Prolog writes negative numbers as S_n.
func numberVarName(n int64) string {
	if n < 0 {
		if n == math.MinInt64 {
			return "S_9223372036854775808"
		}
		return "S_" + strconv.FormatInt(-n, 10)
	}
	s := string(rune('A' + n%26))
	if n >= 26 {
		s += strconv.FormatInt(n/26, 10)
	}
	return s
}

// isVarName reports whether s is a variable name ('$VAR'('Foo') writes as
// Foo only then).
func isVarName(s string) bool {
	r, size := utf8.DecodeRuneInString(s)
	if s == "" || !(r == '_' || unicode.IsUpper(r)) {
		return false
	}
	for _, r := range s[size:] {
		if !isAlnumRune(r) {
			return false
		}
	}
	return true
}

// mayBeCyclic reports whether t may be cyclic: whether it nests compounds
// deeper than cycleDepth (an infinite path does) or has a list whose spine
// loops. It is cheap, needing no visited set: list spines are checked with
// Brent's algorithm instead of being nested.
func mayBeCyclic(t Term) bool {
	type entry struct {
		c *Compound
		d int
	}
	root, ok := Deref(t).(*Compound)
	if !ok {
		return false
	}
	stack := []entry{{root, 0}}
	push := func(t Term, d int) {
		if c, ok := Deref(t).(*Compound); ok {
			stack = append(stack, entry{c, d})
		}
	}
	for len(stack) > 0 {
		e := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if e.d > cycleDepth {
			return true
		}
		c := e.c
		if c.Name != AtomDot || len(c.Args) != 2 {
			for i := len(c.Args) - 1; i >= 0; i-- {
				push(c.Args[i], e.d+1)
			}
			continue
		}
		tortoise, power, lam := c, 1, 0
		for {
			push(c.Args[0], e.d+1)
			next, ok := Deref(c.Args[1]).(*Compound)
			if !ok {
				break
			}
			if next.Name != AtomDot || len(next.Args) != 2 {
				stack = append(stack, entry{next, e.d + 1})
				break
			}
			if next == tortoise {
				return true
			}
			if lam++; lam == power {
				tortoise, power, lam = next, power*2, 0
			}
			c = next
		}
	}
	return false
}

// cycleHeads returns, in depth-first order, the compounds of t that are
// reached again from inside themselves: naming them breaks every cycle.
func cycleHeads(t Term) []*Compound {
	root, ok := Deref(t).(*Compound)
	if !ok {
		return nil
	}
	type frame struct {
		c *Compound
		i int
	}
	const grey, black, head = 1, 2, 4
	color := map[*Compound]uint8{root: grey}
	stack := []frame{{root, 0}}
	var heads []*Compound
	for len(stack) > 0 {
		f := &stack[len(stack)-1]
		if f.i == len(f.c.Args) {
			color[f.c] = color[f.c]&^grey | black
			stack = stack[:len(stack)-1]
			continue
		}
		a := Deref(f.c.Args[f.i])
		f.i++
		c, ok := a.(*Compound)
		if !ok {
			continue
		}
		switch col := color[c]; {
		case col == 0:
			color[c] = grey
			stack = append(stack, frame{c, 0})
		case col&grey != 0 && col&head == 0:
			color[c] = col | head
			heads = append(heads, c)
		}
	}
	return heads
}

// QuoteAtomIfNeeded returns name as writeq writes the atom: unchanged if it
// reads back as the same atom unquoted, else in single quotes with escapes.
func QuoteAtomIfNeeded(name string) string {
	if !atomNeedsQuotes(name) {
		return name
	}
	return quoteText(name, '\'', false, false)
}

func atomNeedsQuotes(s string) bool {
	switch s {
	case "":
		return true
	case "[]", "{}", "!", ";":
		return false
	case ",", "|":
		return true
	}
	r, size := utf8.DecodeRuneInString(s)
	switch {
	case isLowerStart(r):
		for _, r := range s[size:] {
			if !isAlnumRune(r) {
				return true
			}
		}
		return false
	case isSymbolRune(r):
		if s == "." || strings.HasPrefix(s, "/*") {
			return true
		}
		return !isSymbolAtom(s)
	case size == len(s) && r <= 0xff && unicode.In(r, unicode.No):
		return false // a solo character (², ½); one beyond Latin-1 is quoted
	}
	return true
}

// isLatin1 reports whether s holds only characters below 256, which SWI-Prolog
// stores as narrow text: its quote_non_ascii quotes only wide atoms.
func isLatin1(s string) bool {
	for _, r := range s {
		if r > 0xff {
			return false
		}
	}
	return true
}

// isSymbolAtom reports whether s consists of symbol characters only.
func isSymbolAtom(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if !isSymbolRune(r) {
			return false
		}
	}
	return true
}

// isLowerStart reports whether an unquoted atom may start with r.
func isLowerStart(r rune) bool {
	if r < utf8.RuneSelf {
		return r >= 'a' && r <= 'z'
	}
	return IsAtomStart(r)
}

// IsAtomStart reports whether r, beyond ASCII, starts an unquoted name
// (an atom), as in SWI-Prolog: a letter that is not upper case, a letter
// number other than the upper-case Roman numerals, and the few
// characters Unicode adds to identifier starts (℘, ℮, ゛).
func IsAtomStart(r rune) bool {
	return (unicode.IsLetter(r) && !unicode.IsUpper(r)) ||
		unicode.Is(unicode.Nl, r) && !unicode.Is(unicode.Other_Uppercase, r) ||
		unicode.Is(unicode.Other_ID_Start, r)
}

// isAlnumRune reports whether r may continue an unquoted name.
func isAlnumRune(r rune) bool {
	if r < utf8.RuneSelf {
		return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_'
	}
	return IsNameContinue(r)
}

// IsNameContinue reports whether r, beyond ASCII, may continue an
// unquoted name, as in SWI-Prolog: Unicode's identifier characters
// (letters, letter numbers, decimal digits, non-enclosing marks,
// connector punctuation such as ‿, and the few others Unicode adds),
// but not the middle dot of Latin-1.
func IsNameContinue(r rune) bool {
	return unicode.In(r, unicode.L, unicode.Nl, unicode.Nd, unicode.Mn, unicode.Mc, unicode.Pc,
		unicode.Other_ID_Start) || unicode.Is(unicode.Other_ID_Continue, r) && r != 0xB7
}

// isSymbolRune reports whether r is a symbol character (the characters of
// atoms such as +, =.., :- and, beyond ASCII, Unicode symbols and
// punctuation).
func isSymbolRune(r rune) bool {
	if r < utf8.RuneSelf {
		return strings.IndexByte(`#$&*+-./:<=>?@^~\`, byte(r)) >= 0
	}
	return IsSymbolChar(r)
}

// IsSymbolChar reports whether r, beyond ASCII, is a symbol character,
// as in SWI-Prolog: Unicode's symbols (modifier symbols such as ¨
// included) and punctuation other than a quote's.
func IsSymbolChar(r rune) bool {
	return unicode.In(r, unicode.Sm, unicode.So, unicode.Sc, unicode.Sk, unicode.Pc, unicode.Pd,
		unicode.Ps, unicode.Pe, unicode.Pi, unicode.Pf, unicode.Po)
}

// quoteText returns s between quote characters, escaped as SWI-Prolog does;
// raw keeps every character but the quote (doubled) and the backslash,
// and uni writes a character without an escape of its own as \uXXXX
// (\UXXXXXXXX beyond the BMP) rather than \xX\.
func quoteText(s string, quote byte, raw, uni bool) string {
	var b strings.Builder
	b.Grow(len(s) + 2)
	b.WriteByte(quote)
	for _, r := range s {
		if raw && r != '\\' {
			if r == rune(quote) {
				b.WriteByte(quote)
			}
			b.WriteRune(r)
			continue
		}
		switch r {
		case rune(quote):
			b.WriteByte('\\')
			b.WriteByte(quote)
		case '\\':
			b.WriteString(`\\`)
		case 7:
			b.WriteString(`\a`)
		case '\b':
			b.WriteString(`\b`)
		case '\t':
			b.WriteString(`\t`)
		case '\n':
			b.WriteString(`\n`)
		case '\v':
			b.WriteString(`\v`)
		case '\f':
			b.WriteString(`\f`)
		case '\r':
			b.WriteString(`\r`)
		default:
			if r == ' ' || (r >= 0x20 && r < 0x7f) || (r >= 0x7f && unicode.IsPrint(r)) {
				b.WriteRune(r)
			} else if uni {
				hex, width := strings.ToUpper(strconv.FormatInt(int64(r), 16)), 4
				if r <= 0xFFFF {
					b.WriteString(`\u`)
				} else {
					b.WriteString(`\U`)
					width = 8
				}
				b.WriteString(strings.Repeat("0", width-len(hex)))
				b.WriteString(hex)
			} else {
				b.WriteString(`\x`)
				b.WriteString(strings.ToUpper(strconv.FormatInt(int64(r), 16)))
				b.WriteByte('\\')
			}
		}
	}
	b.WriteByte(quote)
	return b.String()
}

// FormatFloat returns f as SWI-Prolog writes floats: the shortest digits
// that read back as f, always with a dot or an exponent (1.0, 0.1,
// 10000000000.0, 1.0e+15, 1.5e-7), and 1.0Inf, -1.0Inf, 1.5NaN.
func FormatFloat(f float64) string {
	switch {
	case math.IsNaN(f):
		return "1.5NaN"
	case math.IsInf(f, 1):
		return "1.0Inf"
	case math.IsInf(f, -1):
		return "-1.0Inf"
	}
	e := strconv.FormatFloat(f, 'e', -1, 64) // [-]d[.ddd]e±XX
	var b strings.Builder
	if e[0] == '-' {
		b.WriteByte('-')
		e = e[1:]
	}
	epos := strings.IndexByte(e, 'e')
	exp, _ := strconv.Atoi(e[epos+1:])
	digits := e[:epos]
	if len(digits) > 1 {
		digits = digits[:1] + digits[2:]
	}
	decpt := exp + 1 // digits are 0.DIGITS * 10^decpt
	exponential := func(sign string) {
		b.WriteByte(digits[0])
		b.WriteByte('.')
		if len(digits) > 1 {
			b.WriteString(digits[1:])
		} else {
			b.WriteByte('0')
		}
		b.WriteByte('e')
		b.WriteString(sign)
		b.WriteString(strconv.Itoa(decpt - 1))
	}
	switch {
	case decpt <= 0:
		if decpt <= -4 {
			exponential("")
		} else {
			b.WriteString("0.")
			for i := 0; i < -decpt; i++ {
				b.WriteByte('0')
			}
			b.WriteString(digits)
		}
	case len(digits) > decpt:
		b.WriteString(digits[:decpt])
		b.WriteByte('.')
		b.WriteString(digits[decpt:])
	case decpt > 15:
		exponential("+")
	default:
		b.WriteString(digits)
		for i := len(digits); i < decpt; i++ {
			b.WriteByte('0')
		}
		b.WriteString(".0")
	}
	return b.String()
}
