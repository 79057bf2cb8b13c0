package parser

import (
	"io"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	plex "github.com/alecthomas/participle/v2/lexer"

	"github.com/goprolog/goprolog/internal/engine"
)

// Reader reads terms one after another from an engine.Stream.
type Reader struct {
	m *engine.Machine
	s *engine.Stream
	// DoubleQuotes, when set, overrides the double_quotes flag (the
	// double_quotes(V) option of read_term/3).
	DoubleQuotes *engine.Atom
	// enc is the encoding warning of the last Next, if any.
	enc *EncodingWarning
	// startLine is the line of the last Next's term (see StartLine).
	startLine int
}

// StartLine returns the line where the term the last Next read begins,
// its first token past layout and comments (the stream's line at the end
// of the input): the source location swipl's read leaves, whether the
// term was read or had a syntax error.
func (r *Reader) StartLine() int { return r.startLine }

// clauseBuffers holds what the parse of a clause needs beyond the parser
// itself, kept from one parse to the next in bufferPool: the lexer, which
// the parser uses through participle's interface (and so could not hold
// without being allocated for each clause), and the token buffer, empty
// between clauses. A pool rather than a Reader's own, since read_term/2
// makes a Reader per call.
type clauseBuffers struct {
	lex    lexer
	toks   []token
	frames []*frame
	vars   map[string]int
	// varList is the parser's list of the clause's variables, empty
	// between clauses.
	varList []varEntry
	// text is the clause's text as frameClause reads it, before it is
	// made the string the parse and the terms keep.
	text []byte
}

// bufferPool holds the clauseBuffers of the parses not under way.

// maxKeptFrames is the most free frames clauseBuffers keeps for the next
// clause.
const maxKeptFrames = 64

// maxKeptVars is the most variables a clause may have for clauseBuffers
// to keep its map of their names.
const maxKeptVars = 64

// maxKeptText is the longest clause text whose buffer clauseBuffers
// keeps for the next clause.
const maxKeptText = 1 << 16

var bufferPool = sync.Pool{New: func() any { return new(clauseBuffers) }}

// EncodingWarning reports malformed UTF-8 in the text of a clause, which
// the reader takes as U+FFFD. SWI-Prolog warns of the last malformed
// sequence of a clause, at the stream position after the clause.
type EncodingWarning struct {
	// Msg is SWI-Prolog's message: "Illegal UTF-8 start" for a byte that
	// cannot start a character, "Illegal UTF-8 continuation" for a
	// sequence cut short.
	Msg string
	// Line and LinePos are the stream position after the clause.
	Line, LinePos int
}

// EncodingWarning returns the encoding warning of the text the last Next
// read, or nil when it was valid UTF-8.
func (r *Reader) EncodingWarning() *EncodingWarning { return r.enc }

// NewReader returns a Reader of the clauses of s, parsed with the live
// operator table and flags of m.
func NewReader(m *engine.Machine, s *engine.Stream) *Reader {
	return &Reader{m: m, s: s}
}

// Next reads the next clause/term (ending with '.' followed by layout or
// EOF, or '%'). At end of input it returns (nil, io.EOF). On a syntax error
// it returns *Error and has skipped to just after the end of the erroneous
// clause, so the caller can continue with the next one.
func (r *Reader) Next() (*Result, error) {
	bufs := bufferPool.Get().(*clauseBuffers)
	fr, err := frameClause(r.s, limitsOf(r.m), bufs)
	r.enc = nil
	r.startLine = r.s.LineCount
	if err == nil {
		lead := LayoutPrefix(fr.text)
		r.startLine = fr.line + strings.Count(fr.text[:lead], "\n")
	}
	if fr.badUTF8 != "" {
		r.enc = &EncodingWarning{Msg: fr.badUTF8, Line: r.s.LineCount, LinePos: r.s.LinePos}
	}
	if err != nil {
		bufferPool.Put(bufs)
		return nil, err
	}
	res, perr := parseText(r.m, fr, r.s.FileName, r.DoubleQuotes, bufs)
	bufferPool.Put(bufs)
	if !fr.ended {
		// Input ended inside the clause: unless the text itself explains
		// why (an open quote or comment), the error is the missing end.
		if e, ok := perr.(*Error); ok && isUnterminated(e) {
			atTermStart(e, fr)
			return nil, perr
		}
		line, col := endPosition(r.s, fr)
		return nil, &Error{File: r.s.FileName, Line: line, Col: col,
			Msg: syntaxMessages["end_of_file"], Kind: engine.Intern("end_of_file"),
			Char: fr.char + int64(utf8.RuneCountInString(fr.text)) - 1}
	}
	if perr != nil {
		return nil, perr
	}
	return res, nil
}

// endPosition is where SWI-Prolog reports the end of the input inside
// the clause fr: it counts to the end of the text as it counts to a token
// (see parser.absPos), a final newline as an ordinary byte.
func endPosition(s *engine.Stream, fr framedClause) (line, col int) {
	text, ok := strings.CutSuffix(fr.text, "\n")
	l := lexer{src: fr.text}
	first, _ := l.Next()
	if !ok {
		// The input ends on a line of the clause, after its last
		// character; on a line after the term's first one, SWI-Prolog
		// does not count that line's first byte (see below).
		if first.Pos.Offset < len(text) && strings.IndexByte(text[first.Pos.Offset:], '\n') >= 0 {
			return s.LineCount, max(s.LinePos, 1)
		}
		return s.LineCount, s.LinePos + 1
	}
	p := &parser{src: fr.text, baseLine: fr.line, baseCol: fr.col, first: token{Token: first}}
	line, col = p.absOffset(len(text), false)
	if p.first.Pos.Offset > len(text) {
		return line, col
	}
	// absPos counted the text before the newline: the newline adds one,
	// but on a line after the first it is the line's first byte, which
	// SWI-Prolog does not count.
	if i := strings.LastIndexByte(text[p.first.Pos.Offset:], '\n'); i < 0 || p.first.Pos.Offset+i+1 < len(text) {
		col++
	}
	return line, col
}

// atTermStart places an open quote's or comment's error e where
// SWI-Prolog reports it: one character into the term of the clause fr.
func atTermStart(e *Error, fr framedClause) {
	lead := LayoutPrefix(fr.text)
	if k, ok := e.Kind.(*engine.Atom); ok && k.Name == "end_of_file_in_block_comment" && strings.HasPrefix(fr.text[lead:], "/*") {
		// A comment left open before any token of the term: swipl
		// reports line 0, line position 1, character 0.
		e.Line, e.Col, e.Char = 0, 2, 0
		return
	}
	off := lead
	if lead < len(fr.text) {
		_, size := utf8.DecodeRuneInString(fr.text[lead:])
		off += size
	}
	p := &parser{src: fr.text, baseLine: fr.line, baseCol: fr.col, first: token{Token: plex.Token{Pos: plex.Position{Offset: lead}}}}
	e.Line, e.Col = p.absOffset(off, true)
	e.Char = fr.char + int64(utf8.RuneCountInString(fr.text[:off])) - 1
}

// LayoutPrefix is the length in bytes of the layout and complete
// comments that start text: where its first token begins.
func LayoutPrefix(text string) int {
	i := 0
	for i < len(text) {
		r, size := utf8.DecodeRuneInString(text[i:])
		switch {
		case isLayout(r):
			i += size
		case r == '%':
			nl := strings.IndexByte(text[i:], '\n')
			if nl < 0 {
				return len(text)
			}
			i += nl + 1
		case strings.HasPrefix(text[i:], "/*"):
			end := strings.Index(text[i+2:], "*/")
			if end < 0 {
				return i
			}
			i += end + 4
		default:
			return i
		}
	}
	return i
}

func isUnterminated(e *Error) bool {
	switch k := e.Kind.(type) {
	case *engine.Atom:
		return k.Name == "end_of_file_in_block_comment"
	case *engine.Compound:
		return k.Name.Name == "end_of_file_in_quoted"
	}
	return false
}

// ReadTermFromString parses one term from text (a final '.' is optional),
// e.g. for term_to_atom/2, atom_to_term/3, and tests. Text holding only
// layout and comments reads as end_of_file, as in SWI-Prolog.
func ReadTermFromString(m *engine.Machine, text string) (*Result, error) {
	return ReadTermFromStringDQ(m, text, nil)
}

// ReadTermFromStringDQ is ReadTermFromString with "..." read as dq says
// (codes, chars, atom or string; nil is the double_quotes flag's value),
// as read_term_from_atom/3's double_quotes option asks.
func ReadTermFromStringDQ(m *engine.Machine, text string, dq *engine.Atom) (*Result, error) {
	s := engine.NewStringInputStream(text, "")
	bufs := bufferPool.Get().(*clauseBuffers)
	fr, err := frameClause(s, limitsOf(m), bufs)
	if err == io.EOF {
		bufferPool.Put(bufs)
		return &Result{Term: engine.AtomEOF, Line: 1, Col: 1, EndLine: 1}, nil
	}
	if err != nil {
		bufferPool.Put(bufs)
		return nil, err
	}
	res, perr := parseText(m, fr, "", dq, bufs)
	bufferPool.Put(bufs)
	if perr != nil {
		return nil, perr
	}
	// Like SWI-Prolog's term_to_atom/2, ignore text after the end token.
	return res, nil
}

// framedClause is the text of one clause cut out of a stream, without its
// end token.
type framedClause struct {
	text       string
	line, col  int   // stream position of the first character of text
	char, byte int64 // and its character and byte counts
	ended      bool
	endLine    int
	// badUTF8 is the message for the last malformed UTF-8 sequence read,
	// "" if none.
	badUTF8 string
}

// isLayout reports whether r is layout: SWI-Prolog treats every Unicode
// space (notably U+00A0 NO-BREAK SPACE) and control character as layout.
func isLayout(r rune) bool {
	if r < utf8.RuneSelf {
		return r <= ' ' || r == 0x7F
	}
	return r <= ' ' || r == 0x7F || unicode.IsSpace(r) || unicode.Is(unicode.Z, r) || r == 0xFEFF
}

// isSymbolChar reports whether r is a symbol character: the ASCII ones,
// and beyond ASCII the Unicode symbols and punctuation (see
// wideSymbolClass).
func isSymbolChar(r rune) bool {
	if r < utf8.RuneSelf {
		switch r {
		case '#', '$', '&', '*', '+', '-', '.', '/', ':', '<', '=', '>', '?', '@', '^', '~', '\\':
			return true
		}
		return false
	}
	return engine.IsSymbolChar(r)
}

func isAlnum(r rune) bool {
	if r < utf8.RuneSelf {
		return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_'
	}
	return engine.IsNameContinue(r)
}

// frameClause reads characters from s up to and including the end token
// ('.' followed by layout, '%' or end of file), leaving the rest of the
// stream, the layout character after the end included, unread. It follows
// quotes, 0'c literals and comments so that a '.' inside them does not end
// the clause. It returns io.EOF when only layout and comments remain.
//
// check, when not nil, runs every checkChars characters: a clause as big
// as the input is read whole, so the interpreter's limits (memory above
// all) must be able to end the read. Its error is returned as is.
func frameClause(s *engine.Stream, check func() error, bufs *clauseBuffers) (framedClause, error) {
	if s.CharCount == 0 {
		skipPreamble(s)
	}
	b := bufs.text[:0]
	defer func() {
		if cap(b) <= maxKeptText {
			bufs.text = b[:0]
		}
	}()
	fr := framedClause{line: s.LineCount, col: s.LinePos + 1, char: s.CharCount, byte: s.ByteCount}
	content := false
	prevSym, prevAlnum := false, false
	// digits counts the digits of a number token being read (up to 2),
	// and zero is whether they are the single digit 0.
	digits, zero := 0, false
	var limitErr error
	countdown := checkChars
	badLead := false // the last character read was a malformed lead byte
	read := func() (rune, bool) {
		if countdown--; countdown <= 0 && check != nil {
			countdown = checkChars
			if limitErr = check(); limitErr != nil {
				return 0, false
			}
		}
		n := s.ByteCount
		c, err := s.ReadChar()
		if err != nil {
			if stop := engine.PolledError(err); stop != nil {
				limitErr = stop
			}
			return 0, false
		}
		if c == utf8.RuneError && s.ByteCount-n == 1 {
			badLead = fr.malformed(s, badLead)
		} else {
			badLead = false
		}
		b = utf8.AppendRune(b, c)
		return c, true
	}
	peek := func() (rune, bool) {
		c, err := s.PeekChar()
		return c, err == nil
	}
	for {
		c, ok := read()
		if !ok {
			break
		}
		sym, alnum := false, isAlnum(c)
		switch {
		case isLayout(c):
		case c == '%':
			for {
				c, ok := read()
				if !ok || c == '\n' {
					break
				}
			}
		case c == '/' && !prevSym && peekIs(s, '*'):
			read()
			star := false
			for {
				c, ok := read()
				if !ok {
					content = true // report the open comment
					break
				}
				if star && c == '/' {
					break
				}
				star = c == '*'
			}
		case c == '\'' && digits == 1 && zero:
			// 0'c: the character is taken as is, even a quote.
			content = true
			if c, ok := read(); ok {
				switch c {
				case '\\':
					read()
				case '\'':
					if n, ok := peek(); ok && n == '\'' {
						read()
					}
				}
			}
		case c == '\'' && digits > 0:
			// Radix number such as 16'ff: the digits follow.
			content = true
		case c == '\'' || c == '"' || c == '`':
			content = true
			for {
				d, ok := read()
				if !ok {
					break
				}
				if d == '\\' {
					skipEscape(s, read)
					continue
				}
				if d == c {
					if n, ok := peek(); ok && n == c {
						read()
						continue
					}
					break
				}
			}
		case c == '.' && !prevSym:
			n, ok := peek()
			if !ok || isLayout(n) || n == '%' {
				// The layout character after the end is left unread,
				// as in SWI-Prolog (ISO: it is not part of the end token).
				fr.ended = true
				fr.endLine = s.LineCount
				fr.text = string(b[:len(b)-1])
				return fr, nil
			}
			content, sym = true, true
		default:
			content = true
			sym = isSymbolChar(c)
		}
		// Track the digits of a number token so that 0'c is recognised.
		switch {
		case c >= '0' && c <= '9' && (digits > 0 || !prevAlnum):
			zero = digits == 0 && c == '0'
			digits = min(digits+1, 2)
		default:
			digits = 0
		}
		prevSym, prevAlnum = sym, alnum
	}
	if limitErr != nil {
		return fr, limitErr
	}
	if !content {
		return fr, io.EOF
	}
	fr.text = string(b)
	fr.endLine = s.LineCount
	return fr, nil
}

// malformed records the malformed UTF-8 byte just read from s as one
// character. A byte that may lead a sequence means the sequence was cut
// short; the continuation bytes that follow such a byte (after is true)
// belong to the same sequence, as SWI-Prolog's decoder takes them. It
// returns whether the byte may lead a sequence.
func (fr *framedClause) malformed(s *engine.Stream, after bool) bool {
	br := s.Reader()
	if br.UnreadRune() != nil {
		return false
	}
	b, _ := br.ReadByte()
	switch {
	case b >= 0xC2 && b <= 0xF4:
		fr.badUTF8 = "Illegal UTF-8 continuation"
		return true
	case after && b >= 0x80 && b <= 0xBF:
		return true
	}
	fr.badUTF8 = "Illegal UTF-8 start"
	return false
}

// skipEscape reads the rest of an escape sequence after its backslash.
// Numeric escapes may end with a backslash of their own, which must not
// escape the next character (as in '\x41\').
func skipEscape(s *engine.Stream, read func() (rune, bool)) {
	c, ok := read()
	if !ok {
		return
	}
	radix := 0
	switch {
	case c == 'x':
		radix = 16
	case c >= '0' && c <= '7':
		radix = 8
	default:
		return
	}
	for {
		n, err := s.PeekChar()
		if err != nil {
			return
		}
		if n == '\\' {
			read()
			return
		}
		if d := numDigitValue(byte(n)); n >= 128 || d >= radix {
			return
		}
		read()
	}
}

// peekIs reports whether the next character of s is c.
func peekIs(s *engine.Stream, c rune) bool {
	n, err := s.PeekChar()
	return err == nil && n == c
}

// skipPreamble drops a UTF-8 byte order mark and a "#!" script line at
// the very start of a stream.
func skipPreamble(s *engine.Stream) {
	br := s.Reader()
	if br == nil {
		return
	}
	if b, _ := br.Peek(3); string(b) == "\uFEFF" {
		s.ReadChar()
		s.LinePos = 0
	}
	if b, _ := br.Peek(2); string(b) == "#!" {
		for {
			c, err := s.ReadChar()
			if err != nil || c == '\n' {
				break
			}
		}
	}
}

// checkChars and checkTokens are how many characters the framer and
// tokens the parser read between two checks of the interpreter's limits.
const (
	checkChars  = 1 << 20
	checkTokens = 1 << 16
)

// limitsOf returns the check of m's limits (engine.Machine.Limits), or nil
// when m has none.
func limitsOf(m *engine.Machine) func() error {
	if m.Limits == nil {
		return nil
	}
	return func() error { return m.Limits(m) }
}

// maxKeptTokens bounds the token buffer a Reader keeps between clauses.
const maxKeptTokens = 4096

// parseText parses the text of one clause, with the double_quotes flag
// or dq when it is set, using bufs.
func parseText(m *engine.Machine, fr framedClause, file string, dq *engine.Atom, bufs *clauseBuffers) (*Result, error) {
	if bufs.vars == nil {
		bufs.vars = map[string]int{}
	}
	p := &parser{m: m, ops: m.Ops, dq: m.Flags.DoubleQuotes, vars: bufs.vars,
		file: file, baseLine: fr.line, baseCol: fr.col, baseChar: fr.char, src: fr.text, check: limitsOf(m), countdown: checkTokens, toks: bufs.toks, frames: bufs.frames,
		varList: bufs.varList}
	bufs.lex = lexer{src: fr.text, at: plex.Position{Filename: file, Line: fr.line, Column: fr.col}}
	p.lex = &bufs.lex
	defer func() {
		// Keep no token's text or file name alive.
		clear(p.toks)
		bufs.toks = nil
		if cap(p.toks) <= maxKeptTokens {
			bufs.toks = p.toks[:0]
		}
		bufs.frames = p.frames[:min(len(p.frames), maxKeptFrames)]
		// Keep no variable or name alive: the Result has its own lists.
		clear(p.varList)
		bufs.varList = nil
		if cap(p.varList) <= maxKeptVars {
			bufs.varList = p.varList[:0]
		}
		// A clause of many variables leaves a large map, which clear
		// would walk for every later clause.
		if len(bufs.vars) > maxKeptVars {
			bufs.vars = nil
		} else {
			clear(bufs.vars)
		}
		bufs.lex = lexer{}
	}()
	if dq != nil {
		p.dq = dq
	}
	if p.dq == nil {
		p.dq = engine.Intern("codes")
	}
	t, failure := p.parse()
	if p.limitErr != nil {
		return nil, p.limitErr
	}
	if failure != nil {
		if !fr.ended {
			// The clause's text ran to the end of the input: a quote
			// never closed is the error, wherever the parse stopped, as
			// SWI-Prolog's reader finds it before it parses.
			if q := p.untermQuotedToken(); q != nil {
				failure = p.untermQuoted(q)
			}
		}
		return nil, p.toError(failure)
	}
	res := p.result(t)
	res.Line, res.Col = p.absPos(&p.first)
	res.EndLine = fr.endLine
	lead := fr.text[:min(max(p.first.Pos.Offset, 0), len(fr.text))]
	res.Start = Position{Char: fr.char + int64(utf8.RuneCountInString(lead)), Byte: fr.byte + int64(len(lead)),
		Line: fr.line + strings.Count(lead, "\n")}
	if i := strings.LastIndexByte(lead, '\n'); i >= 0 {
		res.Start.LinePos = engine.LinePosAfter(0, lead[i+1:])
	} else {
		res.Start.LinePos = engine.LinePosAfter(fr.col-1, lead)
	}
	return res, nil
}
