package parser

import (
	"fmt"
	"strings"
	"unicode/utf8"

	plex "github.com/alecthomas/participle/v2/lexer"

	"github.com/goprolog/goprolog/internal/engine"
)

// Error is a syntax error with the position of the offending token.
type Error struct {
	File      string
	Line, Col int
	// Char is the character count SWI-Prolog gives the error in its
	// file/4 or stream/4 context: the offset of the character before the
	// offending token.
	Char int64
	// Msg is SWI-Prolog's message text, such as "Operator expected".
	Msg string
	// Kind is the formal term of SWI-Prolog's syntax_error/1 for this
	// error, such as operator_expected or undefined_char_escape(q), so that
	// read_term/2 can throw error(syntax_error(Kind), _).
	Kind engine.Term
}

// Error returns "File:Line:Col: Syntax error: Msg", without the file part
// when File is empty.
func (e *Error) Error() string {
	if e.File == "" {
		return fmt.Sprintf("%d:%d: Syntax error: %s", e.Line, e.Col, e.Msg)
	}
	return fmt.Sprintf("%s:%d:%d: Syntax error: %s", e.File, e.Line, e.Col, e.Msg)
}

// syntaxMessages holds SWI-Prolog's messages for its syntax error kinds.
var syntaxMessages = map[string]string{
	"operator_expected":            "Operator expected",
	"operator_clash":               "Operator priority clash",
	"operator_balance":             "Unbalanced operator",
	"cannot_start_term":            "Illegal start of term",
	"end_of_clause_expected":       "End of clause expected",
	"end_of_clause":                "Unexpected end of clause",
	"end_of_file":                  "Unexpected end of file",
	"illegal_number":               "Illegal number",
	"list_rest":                    "Unexpected comma or bar in rest of list",
	"quoted_punctuation":           "Operand expected, unquoted comma or bar found",
	"end_of_file_in_block_comment": "End of file in /* ... */ comment",
	"illegal_character":            "Illegal character",
}

// SyntaxMessage returns SWI-Prolog's message for the syntax error kind
// (the atom in syntax_error(Kind)), or "" if the kind is not the reader's.
func SyntaxMessage(kind string) string { return syntaxMessages[kind] }

// VarInfo is a named variable of a term read.
type VarInfo struct {
	Name string
	Var  *engine.Var
}

// Result is a term read with its variables and position.
type Result struct {
	Term engine.Term
	// Vars holds the named variables in order of first appearance ("_"
	// excluded).
	Vars []VarInfo
	// Singletons holds the named variables that occur once, excluding
	// those whose name starts with "_": those a consulted clause is
	// warned about.
	Singletons []VarInfo
	// Once holds every named variable that occurs once, "_X" included:
	// read_term/2's singletons(Vars), as ISO and SWI-Prolog have it.
	Once []VarInfo
	// Line and Col (1-based) locate the first token of the term.
	Line, Col int
	// EndLine is the line of the end token.
	EndLine int
	// Start is the stream position of the first token of the term, as
	// read_term/2's term_position(Pos) gives it.
	Start Position
}

// Position is a stream position: characters and bytes before it, its
// line (1-based) and its line position.
type Position struct {
	Char, Byte    int64
	Line, LinePos int
}

// frameKind says what an open construct waits for once its current
// subterm is complete.
type frameKind uint8

const (
	fPrefix   frameKind = iota // prefix operator waiting for its operand
	fInfix                     // infix operator waiting for its right operand
	fParen                     // ( Term )
	fArgs                      // name( Arg, ... )
	fList                      // [ Elem, ... ]
	fListTail                  // [ ... | Tail ]
	fCurly                     // { Term }
)

// argMode says which operators an argument context excludes: SWI-Prolog
// reads arguments and list elements at priority 1200, except that ',' (and
// '|' in lists) separates them.
type argMode uint8

const (
	argNone argMode = iota
	argArgs         // compound arguments: no ','
	argList         // list elements: no ',' and no '|'
)

// frame is one entry of the parser's explicit stack, which replaces the
// recursion of a textbook operator-precedence parser so that neither long
// operator chains nor long lists grow the Go stack.
type frame struct {
	kind frameKind
	name *engine.Atom
	// prio is the operator's priority (fPrefix, fInfix).
	prio int
	// max and arg are the priority limit and argument mode of the context
	// in which this construct started: they apply again once it is built.
	max  int
	arg  argMode
	left engine.Term
	// items collects arguments or list elements. The elements of a long
	// list are made into cells listChunk at a time: head is the first
	// cell made and last the last one, whose tail is linked on.
	items []engine.Term
	head  engine.Term
	last  *engine.Compound
}

// listChunk is how many elements of a list the parser collects before it
// makes their cells, so that a long list costs little beyond its cells.
const listChunk = 256

// addElement adds a list element.
func (f *frame) addElement(t engine.Term) {
	f.items = append(f.items, t)
	if len(f.items) == listChunk {
		f.flush()
	}
}

// flush makes cells of the elements collected and links them on.
func (f *frame) flush() {
	cells := engine.List(f.items...).(*engine.Compound)
	if f.last == nil {
		f.head = cells
	} else {
		f.last.Args[1] = cells
	}
	c := cells
	for {
		next, ok := c.Args[1].(*engine.Compound)
		if !ok {
			break
		}
		c = next
	}
	f.last = c
	f.items = f.items[:0]
}

// list returns the list of the elements added, ending in tail.
func (f *frame) list(tail engine.Term) engine.Term {
	if f.last == nil {
		return engine.ListWithTail(tail, f.items...)
	}
	if len(f.items) > 0 {
		f.flush()
	}
	f.last.Args[1] = tail
	return f.head
}

// varEntry counts the occurrences of a named variable.
type varEntry struct {
	name  string
	v     *engine.Var
	count int
}

// parser is the operator-precedence parser for the tokens of one clause.
type parser struct {
	m   *engine.Machine
	ops *engine.OpTable
	dq  *engine.Atom
	// lex produces the tokens, through participle's interface; toks
	// holds those read from it and not yet dropped: the current one at
	// pos, a few before it (see afterOperator) and any read ahead. end is
	// the offset after the last token read, to tell whether layout comes
	// before the next. first is the term's first token.
	lex  plex.Lexer
	toks []token
	// frames are the frames of closed constructs (see newFrame).
	frames []*frame
	pos    int
	end    int
	first  token
	eof    bool
	// vars gives the index in varList of each named variable's entry;
	// varList holds them in order of first occurrence.
	vars    map[string]int
	varList []varEntry
	// position of the clause text in the stream.
	file              string
	baseLine, baseCol int
	// baseChar is the stream's character count at src's first byte.
	baseChar int64
	// src is the clause text the tokens were read from.
	src string
	// check, when not nil, runs every checkTokens tokens; its error ends
	// the parse and is kept in limitErr.
	check     func() error
	countdown int
	limitErr  error
}

// syntaxError is the parse failure at token tok.
type syntaxError struct {
	tok  *token
	kind engine.Term
	msg  string
}

func (e *syntaxError) Error() string { return e.msg }

func (p *parser) fail(tok *token, kind string) *syntaxError {
	return &syntaxError{tok: tok, kind: engine.Intern(kind), msg: syntaxMessages[kind]}
}

// toError converts a failure to an *Error with a stream position.
func (p *parser) toError(e *syntaxError) *Error {
	line, col := p.absPos(e.tok)
	off := min(max(e.tok.Pos.Offset, 0), len(p.src))
	return &Error{File: p.file, Line: line, Col: col, Msg: e.msg, Kind: e.kind,
		Char: p.baseChar + int64(utf8.RuneCountInString(p.src[:off])) - 1}
}

// absPos converts the position of token t in the clause text to a stream
// position, its line and its column (1 + its line position), as
// SWI-Prolog reports the position of a syntax error. The term's first
// token is where the stream says (after the layout before it, a tab
// advancing to the next multiple of 8). From there SWI-Prolog counts the
// bytes of the text, a tab again to the next multiple of 8; on a line
// after the term's first it counts from the line's second byte, so its
// column there is one less than the true one. It notices a newline only
// when it reads the byte after it: a newline right before the token
// counts as an ordinary byte of the line it ends.
func (p *parser) absPos(t *token) (int, int) {
	return p.absOffset(t.Pos.Offset, true)
}

// absOffset is absPos for the byte offset off of the text; lag says
// whether a newline right before off counts as an ordinary byte.
func (p *parser) absOffset(off int, lag bool) (int, int) {
	off = min(max(off, 0), len(p.src))
	first := min(max(p.first.Pos.Offset, 0), off)
	lead := p.src[:first]
	line := p.baseLine + strings.Count(lead, "\n")
	pos := p.baseCol - 1
	if i := strings.LastIndexByte(lead, '\n'); i >= 0 {
		pos, lead = 0, lead[i+1:]
	}
	pos = engine.LinePosAfter(pos, lead)
	body := p.src[first:off]
	seen := body
	if lag {
		seen = strings.TrimSuffix(body, "\n")
	}
	if i := strings.LastIndexByte(seen, '\n'); i >= 0 {
		line += strings.Count(seen, "\n")
		pos, body = 0, body[i+1:]
		if body != "" {
			body = body[1:]
		}
	}
	for i := 0; i < len(body); i++ {
		switch body[i] {
		case '\t':
			pos = (pos | 7) + 1
		case '\b':
			pos = max(pos-1, 0)
		default:
			pos++
		}
	}
	return line, pos + 1
}

// fill reads tokens from the lexer until toks holds index i or the
// tkEOF token, and reports whether it holds index i.
func (p *parser) fill(i int) bool {
	for len(p.toks) <= i {
		if p.eof {
			return false
		}
		var t plex.Token
		if p.countdown--; p.countdown <= 0 && p.check != nil {
			p.countdown = checkTokens
			p.limitErr = p.check()
		}
		if p.limitErr == nil {
			var err error
			if t, err = p.lex.Next(); err != nil {
				p.limitErr = err
			}
		}
		if p.limitErr != nil {
			// End the tokens here: the parse fails, and the caller
			// reports limitErr rather than its error.
			t = plex.EOFToken(plex.Position{Filename: p.file, Offset: len(p.src)})
		}
		tok := withLayout(t, &p.end)
		if len(p.toks) == 0 && p.pos == 0 {
			p.first = tok
		}
		p.toks = append(p.toks, tok)
		p.eof = t.Type == tkEOF
	}
	return true
}

// keepBehind is how many tokens before the current one compact keeps:
// afterOperator looks back two.
const keepBehind = 2

// compact drops the tokens already parsed, but for the last keepBehind,
// so that the tokens held stay few however long the clause. No pointer
// into toks may be live across it.
func (p *parser) compact() {
	if p.pos < 1024 {
		return
	}
	n := copy(p.toks, p.toks[p.pos-keepBehind:])
	clear(p.toks[n:])
	p.toks = p.toks[:n]
	p.pos = keepBehind
}

func (p *parser) peek() *token {
	p.fill(p.pos)
	return &p.toks[p.pos]
}

func (p *parser) next() *token {
	t := p.peek()
	if t.Type != tkEOF {
		p.pos++
	}
	return t
}

func isPunct(t *token, s string) bool { return t != nil && t.Type == tkPunct && t.Value == s }

// atomOf returns the atom a name, quoted atom, ',' or '|' token denotes.
func (p *parser) atomOf(t *token) (*engine.Atom, *syntaxError) {
	switch t.Type {
	case tkName:
		return engine.InternText(t.Value), nil
	case tkQuoted:
		s, bad, off, ok := unquote(t.Value)
		if !ok {
			return nil, p.escapeError(t, bad, off)
		}
		return engine.InternText(s), nil
	}
	return nil, nil
}

func (p *parser) escapeError(t *token, bad string, off int) *syntaxError {
	pos := *t
	if bad == "" {
		// SWI-Prolog points at the first digit of \xHH and \NNN\, at the
		// letter of \u and \U.
		if t.Value[off+1] == 'x' {
			pos.Pos.Offset++
		}
		pos.Pos.Offset += off + 1
		return &syntaxError{tok: &pos, kind: engine.Intern("Illegal character code"), msg: "Illegal character code"}
	}
	pos.Pos.Offset += off + 1 // SWI-Prolog points at the character after the backslash
	return &syntaxError{tok: &pos,
		kind: engine.NewCompound(engine.Intern("undefined_char_escape"), engine.Intern(bad)),
		msg:  "Unknown character escape in quoted atom or string: `\\" + bad + "'"}
}

// variable returns the variable named name, creating it on first use.
func (p *parser) variable(name string) engine.Term {
	if name == "_" {
		return p.m.NewVar()
	}
	if i, ok := p.vars[name]; ok {
		p.varList[i].count++
		return p.varList[i].v
	}
	v := p.m.NewVar()
	p.vars[name] = len(p.varList)
	p.varList = append(p.varList, varEntry{name: name, v: v, count: 1})
	return v
}

// text converts a double-quoted token according to the double_quotes flag.
func (p *parser) text(t *token, s string) engine.Term {
	if t.Type == tkBQ {
		return codesList(s)
	}
	switch p.dq.Name {
	case "chars":
		var items []engine.Term
		for _, r := range s {
			items = append(items, engine.Intern(string(r)))
		}
		return engine.List(items...)
	case "atom":
		return engine.InternText(s)
	case "string":
		// s may be part of the clause's text, which the string would
		// keep alive for as long as the clause lives.
		return engine.String(strings.Clone(s))
	}
	return codesList(s)
}

func codesList(s string) engine.Term {
	items := make([]engine.Term, 0, len(s))
	for _, r := range s {
		items = append(items, engine.MakeInt(int64(r)))
	}
	return engine.List(items...)
}

// canStartTerm reports whether t can begin an operand, which decides
// whether a prefix operator is applied or is an atom.
func canStartTerm(t *token) bool {
	if t == nil {
		return false
	}
	switch t.Type {
	case tkEOF:
		return false
	case tkPunct:
		return t.Value == "(" || t.Value == "[" || t.Value == "{"
	}
	return true
}

// number converts a number token. The lexer's rule for numbers is
// slightly wider than SWI-Prolog's (e.g. radix digits), so the token may
// hold a number followed by more text: that rest is lexed again.
func (p *parser) number(t *token) (engine.Term, *syntaxError) {
	n, size, err := ScanNumber(t.Value)
	if err != nil && isSyntaxKind(err, "float_overflow") {
		// SWI-Prolog has no sentence for this kind: its message is
		// the kind itself.
		return nil, &syntaxError{tok: t, kind: engine.Intern("float_overflow"), msg: "float_overflow"}
	}
	if err != nil || size <= 0 {
		return nil, p.fail(t, "illegal_number")
	}
	if size < len(t.Value) {
		p.relex(t, size)
	}
	return n, nil
}

// isSyntaxKind reports whether err is error(syntax_error(kind), _).
func isSyntaxKind(err error, kind string) bool {
	args, ok := engine.IsISOError(err, "syntax_error", 1)
	return ok && engine.Deref(args[0]) == engine.Term(engine.Intern(kind))
}

// relex splits token t after size bytes, lexing the rest again and
// splicing the resulting tokens in after t.
func (p *parser) relex(t *token, size int) {
	rest := t.Value[size:]
	t.Value = t.Value[:size]
	p.toks[p.pos-1].Value = t.Value // t may point into an older toks array
	start := t.Pos
	start.Advance(t.Value)
	more := lexString(rest, start)
	more = more[:len(more)-1] // drop EOF
	tail := append(more, p.toks[p.pos:]...)
	p.toks = append(p.toks[:p.pos], tail...)
}

// parse reads one term of priority at most 1200 that must span all tokens.
func (p *parser) parse() (engine.Term, *syntaxError) {
	var stack []*frame
	max, arg := 1200, argNone
	var term engine.Term
	var prio int

	for {
		// State 1: read a primary term in a context of priority max.
		p.compact()
		t := p.next()
		ready := true
		switch t.Type {
		case tkNumber:
			n, err := p.number(t)
			if err != nil {
				return nil, err
			}
			term, prio = n, 0
		case tkVar:
			term, prio = p.variable(t.Value), 0
		case tkDQ, tkBQ:
			s, bad, off, ok := unquote(t.Value)
			if !ok {
				return nil, p.escapeError(t, bad, off)
			}
			term, prio = p.text(t, s), 0
		case tkPunct:
			switch t.Value {
			case "(":
				stack = append(stack, p.newFrame(frame{kind: fParen, max: max, arg: arg}))
				max, arg = 1200, argNone
				ready = false
			case "[":
				if isPunct(p.peek(), "]") {
					p.next()
					term, prio, ready = p.atomOrCompound(engine.AtomNil, &stack, &max, &arg)
					if ready {
						if pushed, err := p.prefixOperator(t, engine.AtomNil, &stack, &max, &arg); err != nil {
							return nil, err
						} else if pushed {
							ready = false
						}
					}
					break
				}
				stack = append(stack, p.newFrame(frame{kind: fList, max: max, arg: arg}))
				max, arg = 1200, argList
				ready = false
			case "{":
				if isPunct(p.peek(), "}") {
					p.next()
					term, prio, ready = p.atomOrCompound(engine.AtomCurly, &stack, &max, &arg)
					if ready {
						if pushed, err := p.prefixOperator(t, engine.AtomCurly, &stack, &max, &arg); err != nil {
							return nil, err
						} else if pushed {
							ready = false
						}
					}
					break
				}
				stack = append(stack, p.newFrame(frame{kind: fCurly, max: max, arg: arg}))
				max, arg = 1200, argNone
				ready = false
			case ",", "|":
				if inBrackets(stack) && p.afterOperatorName() {
					return nil, p.fail(t, "operator_balance")
				}
				return nil, p.fail(t, "quoted_punctuation")
			default:
				if inBrackets(stack) && p.afterOperatorName() && (t.Value == ")" || t.Value == "]" || t.Value == "}") {
					return nil, p.fail(t, "operator_balance")
				}
				return nil, p.fail(t, "cannot_start_term")
			}
		case tkName, tkQuoted:
			a, err := p.atomOf(t)
			if err != nil {
				return nil, err
			}
			nt := p.peek()
			if isPunct(nt, "(") && !nt.layout {
				p.next()
				stack = append(stack, p.newFrame(frame{kind: fArgs, name: a, max: max, arg: arg}))
				max, arg = 1200, argArgs
				ready = false
				break
			}
			// "-1" is a negative number; "-٣" is -(3), as SWI-Prolog
			// joins the sign to ASCII digits only.
			if t.Type == tkName && a == engine.AtomMinus && nt.Type == tkNumber && !nt.layout && !isNdStart(nt.Value) {
				p.next()
				n, err := p.number(nt)
				if err != nil {
					return nil, err
				}
				term, prio = Negate(n), 0
				break
			}
			if pushed, err := p.prefixOperator(t, a, &stack, &max, &arg); err != nil {
				return nil, err
			} else if pushed {
				ready = false
				break
			}
			term, prio = a, 0
			if t.Type == tkName {
				var err *syntaxError
				if prio, err = p.prefixAtomPriority(a, nt, arg); err != nil {
					return nil, err
				}
			}
		case tkEOF:
			if inBrackets(stack) {
				// swipl's reader ends the clause before it asks for the
				// operand: the bracket is what is left open.
				return nil, p.fail(t, "end_of_clause")
			}
			if p.pos > 0 && p.afterOperator() {
				return nil, p.fail(t, "operator_balance")
			}
			return nil, p.fail(t, "end_of_clause")
		case tkUntermQuoted:
			return nil, p.untermQuoted(t)
		case tkUntermComment:
			return nil, p.fail(t, "end_of_file_in_block_comment")
		default:
			return nil, p.fail(t, "illegal_character")
		}
		if !ready {
			continue
		}

		// State 2: a complete operand; extend it with infix and postfix
		// operators, then close the constructs it completes.
		for {
			p.compact()
			var err *syntaxError
			term, prio, err = p.operators(term, prio, max, arg, &stack)
			if err != nil {
				return nil, err
			}
			if term == nil {
				max = prio // an infix operator wants its right operand
				break
			}
			if len(stack) == 0 {
				if t := p.peek(); t.Type != tkEOF {
					return nil, p.expected(t)
				}
				return term, nil
			}
			f := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			closed := true
			switch f.kind {
			case fPrefix:
				term, prio = engine.NewCompound(f.name, term), f.prio
			case fInfix:
				term, prio = engine.NewCompound(f.name, f.left, term), f.prio
			case fParen:
				if t := p.next(); !isPunct(t, ")") {
					return nil, p.expected(t)
				}
				prio = 0
			case fCurly:
				if t := p.next(); !isPunct(t, "}") {
					return nil, p.expected(t)
				}
				term, prio = engine.NewCompound(engine.AtomCurly, term), 0
			case fArgs:
				f.items = append(f.items, term)
				t := p.next()
				switch {
				case isPunct(t, ","):
					closed = false
				case isPunct(t, ")"):
					term, prio = engine.NewCompound(f.name, f.items...), 0
				default:
					return nil, p.expected(t)
				}
			case fList:
				f.addElement(term)
				t := p.next()
				switch {
				case isPunct(t, ","):
					closed = false
				case isPunct(t, "|"):
					f.kind = fListTail
					closed = false
				case isPunct(t, "]"):
					term, prio = f.list(engine.AtomNil), 0
				default:
					return nil, p.expected(t)
				}
			case fListTail:
				t := p.next()
				switch {
				case isPunct(t, "]"):
					term, prio = f.list(term), 0
				case isPunct(t, ","), isPunct(t, "|"):
					return nil, p.fail(t, "list_rest")
				default:
					return nil, p.expected(t)
				}
			}
			if !closed {
				// Another argument or list element follows.
				stack = append(stack, f)
				max, arg = 1200, argArgs
				if f.kind != fArgs {
					arg = argList
				}
				break
			}
			max, arg = f.max, f.arg
			p.freeFrame(f)
		}
	}
}

// newFrame returns a frame holding f, one that a construct closed before
// when there is one (see freeFrame): a clause makes a frame for each
// compound, list and operator it reads.
func (p *parser) newFrame(f frame) *frame {
	n := len(p.frames)
	if n == 0 {
		x := new(frame)
		*x = f
		return x
	}
	x := p.frames[n-1]
	p.frames = p.frames[:n-1]
	items := x.items
	*x = f
	x.items = items
	return x
}

// maxKeptItems is the capacity of the largest item buffer a free frame
// keeps.
const maxKeptItems = 1024

// freeFrame keeps f, whose construct is closed, for newFrame: it holds no
// term any more.
func (p *parser) freeFrame(f *frame) {
	clear(f.items)
	items := f.items[:0]
	if cap(items) > maxKeptItems {
		items = nil
	}
	*f = frame{items: items}
	p.frames = append(p.frames, f)
}

// atomOrCompound finishes the atoms [] and {}, which may be functors.
func (p *parser) atomOrCompound(a *engine.Atom, stack *[]*frame, max *int, arg *argMode) (engine.Term, int, bool) {
	if nt := p.peek(); isPunct(nt, "(") && !nt.layout {
		p.next()
		*stack = append(*stack, p.newFrame(frame{kind: fArgs, name: a, max: *max, arg: *arg}))
		*max, *arg = 1200, argArgs
		return nil, 0, false
	}
	return a, 0, true
}

// prefixOperator pushes a prefix operator frame for atom a, read from
// token t (the last token of [] and {}), when a is a prefix operator
// applied to what follows (see prefixApplies), and reports whether it
// did.
func (p *parser) prefixOperator(t *token, a *engine.Atom, stack *[]*frame, max *int, arg *argMode) (bool, *syntaxError) {
	defs := p.ops.Lookup(a)
	if defs == nil || defs.Prefix == nil {
		return false, nil
	}
	nt := p.peek()
	operandOp := p.lastOperandOp(nt)
	if operandOp == nil && !p.prefixApplies(nt) {
		return false, nil
	}
	op := defs.Prefix
	if op.Priority > *max {
		return false, p.clash(t)
	}
	_, argMax := op.ArgPriorities()
	if operandOp != nil && operandOp.Priority > argMax {
		// As in SWI-Prolog, "- mod)" applies - to the atom mod, whose
		// priority as an operator is more than - takes.
		return false, p.fail(p.tokenAfter(nt), "operator_balance")
	}
	*stack = append(*stack, p.newFrame(frame{kind: fPrefix, name: a, prio: op.Priority, max: *max, arg: *arg}))
	*max = argMax
	return true, nil
}

// prefixAtomPriority is the priority of the unquoted atom a, a prefix
// operator that is not applied, as the left operand of the infix or
// postfix operator nt (the next token): its operator priority, as in
// SWI-Prolog, where "\+ = a" and "- ^ a" are syntax errors (an operator
// expected after the infix one) and "- = a" is =(-, a). Before a comma
// operator, a priority above 999 is an error, and before a bar that
// separates no list tail any priority is, as SWI-Prolog reads them.
// Anywhere else the atom is a plain operand of priority 0 ("f(-, a)",
// "[-|T]", "a = \+").
func (p *parser) prefixAtomPriority(a *engine.Atom, nt *token, arg argMode) (int, *syntaxError) {
	defs := p.ops.Lookup(a)
	if defs == nil || defs.Prefix == nil {
		return 0, nil
	}
	prio := defs.Prefix.Priority
	switch {
	case isPunct(nt, ","):
		if arg != argNone {
			return 0, nil
		}
		if prio > 999 {
			return 0, p.fail(nt, "quoted_punctuation")
		}
		return prio, nil
	case isPunct(nt, "|"):
		if arg == argList {
			return 0, nil
		}
		return 0, p.fail(nt, "quoted_punctuation")
	case nt.Type == tkName:
		nd := p.ops.Lookup(engine.Intern(nt.Value))
		if nd == nil || nd.Infix == nil && nd.Postfix == nil {
			return 0, nil
		}
		fits := false
		for _, op := range []*engine.Op{nd.Infix, nd.Postfix} {
			if op != nil {
				left, _ := op.ArgPriorities()
				fits = fits || prio <= left
			}
		}
		if !fits {
			at := p.tokenAfter(nt)
			if at == nil {
				at = nt
			}
			return 0, p.fail(at, "operator_expected")
		}
		return prio, nil
	}
	return 0, nil
}

// prefixApplies decides whether a prefix operator followed by nt is
// applied as an operator rather than read as an atom: "- (1)" and "- a"
// apply it, while "[-]", "f(-, a)" and "- = a" read it as an atom.
func (p *parser) prefixApplies(nt *token) bool {
	if !canStartTerm(nt) {
		return false
	}
	if nt.Type == tkName {
		defs := p.ops.Lookup(engine.InternText(nt.Value))
		if defs != nil && defs.Prefix == nil && (defs.Infix != nil || defs.Postfix != nil) {
			la := p.tokenAfter(nt)
			return la != nil && isPunct(la, "(") && !la.layout
		}
	}
	return true
}

// lastOperandOp returns the infix or postfix operator definition of nt
// (which is p.peek()) when nt names an operator that is not prefix and
// ends the argument, list element or term it is in: a prefix operator
// before it is applied to it as an atom ("\+ =)" is \+(=)), whose
// priority is then its operator priority (SWI-Prolog's rule).
func (p *parser) lastOperandOp(nt *token) *engine.Op {
	if nt.Type != tkName {
		return nil
	}
	defs := p.ops.Lookup(engine.InternText(nt.Value))
	if defs == nil || defs.Prefix != nil {
		return nil
	}
	la := p.tokenAfter(nt)
	if la == nil || !(la.Type == tkEOF || isPunct(la, ")") || isPunct(la, ",") || isPunct(la, "|") || isPunct(la, "]") || isPunct(la, "}")) {
		return nil
	}
	if defs.Infix != nil {
		return defs.Infix
	}
	return defs.Postfix
}

// tokenAfter returns the token following nt (which is p.peek()).
func (p *parser) tokenAfter(nt *token) *token {
	return p.tokenAt(1)
}

// bracketAtom returns [] or {} when t (the current token) and the next
// one spell it, else nil.
func (p *parser) bracketAtom(t *token) *engine.Atom {
	switch {
	case isPunct(t, "[") && isPunct(p.tokenAfter(t), "]"):
		return engine.AtomNil
	case isPunct(t, "{") && isPunct(p.tokenAfter(t), "}"):
		return engine.AtomCurly
	}
	return nil
}

// tokenAt returns the token k places after the current one (p.peek()),
// or nil.
func (p *parser) tokenAt(k int) *token {
	if p.fill(p.pos + k) {
		return &p.toks[p.pos+k]
	}
	return nil
}

// skip consumes n tokens.
func (p *parser) skip(n int) {
	for ; n > 0; n-- {
		p.next()
	}
}

// afterOperator reports whether the token before the current one is an
// operator, to tell "Unbalanced operator" from other premature ends.
func (p *parser) afterOperator() bool {
	i := p.pos - 1
	if p.toks[p.pos].Type == tkEOF {
		i = p.pos - 1
	}
	if i < 0 {
		return false
	}
	t := &p.toks[i]
	if i > 0 && (isPunct(t, "]") && isPunct(&p.toks[i-1], "[") || isPunct(t, "}") && isPunct(&p.toks[i-1], "{")) {
		a := engine.AtomNil
		if t.Value == "}" {
			a = engine.AtomCurly
		}
		return p.ops.IsOp(a)
	}
	if t.Type == tkName || isPunct(t, ",") || isPunct(t, "|") {
		a := engine.InternText(t.Value)
		return p.ops.IsOp(a) || t.Value == "," || t.Value == "|"
	}
	return false
}

// afterOperatorName reports whether the token before the current one is
// an operator's name (not the comma or bar that separates arguments): an
// operand it lacks, at a closing bracket or separator inside brackets, is
// "Unbalanced operator" in swipl.
func (p *parser) afterOperatorName() bool {
	if p.pos < 2 {
		return false
	}
	t := &p.toks[p.pos-2]
	if t.Type != tkName && t.Type != tkQuoted {
		return false
	}
	return p.ops.IsOp(engine.InternText(t.Value))
}

// inBrackets reports whether stack holds an open bracket: ( [ { or an
// argument list.
func inBrackets(stack []*frame) bool {
	for _, f := range stack {
		switch f.kind {
		case fParen, fArgs, fList, fListTail, fCurly:
			return true
		}
	}
	return false
}

// operators applies infix and postfix operators to the operand term of
// priority prio in a context allowing priority max. It returns a nil term
// and the right operand's priority limit after pushing an fInfix frame when
// a right operand must be read.
func (p *parser) operators(term engine.Term, prio, max int, arg argMode, stack *[]*frame) (engine.Term, int, *syntaxError) {
	for {
		t := p.peek()
		var a *engine.Atom
		width := 1 // tokens of the operator: 2 for [] and {}
		switch {
		case p.bracketAtom(t) != nil:
			// [] and {} may be operators, as in SWI-Prolog.
			a, width = p.bracketAtom(t), 2
		case t.Type == tkName:
			a = engine.InternText(t.Value)
		case t.Type == tkQuoted:
			var err *syntaxError
			if a, err = p.atomOf(t); err != nil {
				return nil, 0, err
			}
		case isPunct(t, ","):
			if arg != argNone {
				return term, prio, nil
			}
			a = engine.AtomComma
		case isPunct(t, "|"):
			if arg == argList {
				return term, prio, nil
			}
			a = engine.Intern("|")
		default:
			return term, prio, nil
		}
		defs := p.ops.Lookup(a)
		if defs == nil {
			return term, prio, nil
		}
		if op := defs.Infix; op != nil {
			left, right := op.ArgPriorities()
			if op.Priority <= max && prio <= left {
				// An atom that is infix and postfix is read as infix
				// when a term follows.
				if defs.Postfix == nil || canStartTerm(p.tokenAt(width)) {
					p.skip(width)
					*stack = append(*stack, p.newFrame(frame{kind: fInfix, name: a, prio: op.Priority, max: max, arg: arg, left: term}))
					return nil, right, nil
				}
			}
		}
		if op := defs.Postfix; op != nil {
			left, _ := op.ArgPriorities()
			if op.Priority <= max && prio <= left {
				p.skip(width)
				term, prio = engine.NewCompound(a, term), op.Priority
				continue
			}
		}
		return term, prio, nil
	}
}

// clash is the operator priority clash found at token t. As SWI-Prolog
// does, it is placed just after the operator before t whose operand t
// would end ("a = \+b" and "a :- b :- c" report the end of = and of the
// first :-).
func (p *parser) clash(t *token) *syntaxError {
	for i := len(p.toks) - 1; i >= 0; i-- {
		prev := &p.toks[i]
		if prev.Pos.Offset >= t.Pos.Offset {
			continue
		}
		isOp := isPunct(prev, ",") || isPunct(prev, "|")
		if prev.Type == tkName || prev.Type == tkQuoted {
			if a, err := p.atomOf(prev); err == nil && a != nil {
				isOp = p.ops.IsOp(a)
			}
		}
		if isOp {
			end := *prev
			end.Pos.Offset += len(prev.Value)
			return p.fail(&end, "operator_clash")
		}
	}
	return p.fail(t, "operator_clash")
}

// trailing is the error for a token left over after a complete term.
func (p *parser) trailing(t *token) *syntaxError {
	if a := p.bracketAtom(t); a != nil {
		if defs := p.ops.Lookup(a); defs != nil && (defs.Infix != nil || defs.Postfix != nil) {
			return p.clash(t)
		}
	}
	if a, _ := p.atomOf(t); a != nil || isPunct(t, ",") || isPunct(t, "|") {
		if a == nil {
			a = engine.InternText(t.Value)
		}
		if defs := p.ops.Lookup(a); defs != nil && (defs.Infix != nil || defs.Postfix != nil) {
			return p.clash(t)
		}
	}
	if isPunct(t, ")") || isPunct(t, "]") || isPunct(t, "}") {
		return p.fail(t, "cannot_start_term")
	}
	return p.fail(t, "operator_expected")
}

// expected is the error for a token where a closing bracket or separator
// was due.
func (p *parser) expected(t *token) *syntaxError {
	switch t.Type {
	case tkUntermQuoted:
		return p.untermQuoted(t)
	case tkUntermComment:
		return p.fail(t, "end_of_file_in_block_comment")
	}
	return p.trailing(t)
}

// untermQuotedToken returns the token of a quote never closed among the
// clause's tokens, lexing those not lexed yet, or nil.
func (p *parser) untermQuotedToken() *token {
	for i := 0; p.fill(i); i++ {
		if t := &p.toks[i]; t.Type == tkUntermQuoted {
			return t
		}
		if p.toks[i].Type == tkEOF {
			break
		}
	}
	return nil
}

// untermQuoted is the error for a quote that is never closed.
func (p *parser) untermQuoted(t *token) *syntaxError {
	q := t.Value[:1]
	return &syntaxError{tok: t,
		kind: engine.NewCompound(engine.Intern("end_of_file_in_quoted"), engine.Intern(q)),
		msg:  UntermQuotedMessage(q)}
}

// UntermQuotedMessage is SWI-Prolog's message for
// syntax_error(end_of_file_in_quoted(Quote)): "End of file in quoted
// atom" for ', string for ", codes for `; "" for another quote.
func UntermQuotedMessage(quote string) string {
	what, ok := map[string]string{"'": "atom", `"`: "string", "`": "codes"}[quote]
	if !ok {
		return ""
	}
	return "End of file in quoted " + what
}

// result assembles the Result of a parsed term.
func (p *parser) result(term engine.Term) *Result {
	r := &Result{Term: term}
	if len(p.varList) == 0 {
		return r
	}
	// The three lists share one allocation: the variables, then those
	// met once, then the singletons among those.
	once, singles := 0, 0
	for _, e := range p.varList {
		if e.count == 1 {
			once++
			if !strings.HasPrefix(e.name, "_") {
				singles++
			}
		}
	}
	n := len(p.varList)
	all := make([]VarInfo, n+once+singles)
	r.Vars = all[:0:n]
	if once > 0 {
		r.Once = all[n : n : n+once]
	}
	if singles > 0 {
		r.Singletons = all[n+once : n+once : n+once+singles]
	}
	for _, e := range p.varList {
		vi := VarInfo{Name: e.name, Var: e.v}
		r.Vars = append(r.Vars, vi)
		if e.count == 1 {
			r.Once = append(r.Once, vi)
			if !strings.HasPrefix(e.name, "_") {
				r.Singletons = append(r.Singletons, vi)
			}
		}
	}
	return r
}
