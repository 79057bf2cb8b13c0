package parser

import (
	"io"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	plex "github.com/alecthomas/participle/v2/lexer"

	"github.com/goprolog/goprolog/internal/engine"
)

// The lexer is a participle lexer (lexer.Definition and lexer.Lexer of
// github.com/alecthomas/participle/v2/lexer), written by hand rather than
// built from participle's regular expression rules so that it is fast and
// holds nothing but its position. It cuts the text of one clause (the
// framer has already cut it out of the stream and removed the end token)
// into participle tokens, one at a time, as the parser asks for them.
// Which token starts at a position is decided by
// its first character; the token's extent follows these rules, which are
// also the regular expressions of lexer_ref_test.go, tried in order:
//
//	Layout        [\s\p{Z}\x{FEFF}\x00-\x1F\x7F]+
//	Punct         [()\[\]{},|]
//	Name          [\p{Ll}\p{Lo}\p{Lm}\p{Lt}][\p{L}\p{Nd}\p{Nl}\p{M}_]*
//	Var           [\p{Lu}_][\p{L}\p{Nd}\p{Nl}\p{M}_]*
//	              a letter number begins a word too, a variable's when a
//	              capital (Ⅰ), and another number (², ½) is a solo Name
//	Number        0'c, 0x.., 0o.., 0b.., R'digits, decimal (see numberLen),
//	              decimal in the digits of another script (see ndASCII)
//	LineComment   %[^\n]*
//	BlockComment  /\*(?s:.*?)\*/   or, never closed, the rest of the text
//	Quoted        '(?:[^'\\]|''|escape)*'   or, never closed, the rest
//	DQ, BQ        the same with " and `
//	Solo          [!;]
//	Symbol        runs of #$&*+-./:<=>?@^~\ and Unicode symbols
//	Illegal       any other character
//
// Layout and comments are not tokens but set the parser's layout flag of
// the token after them, because Prolog syntax depends on them: "f(" is a compound but
// "f (" is not, and "-1" is a number but "- 1" is -(1). Unterminated quotes
// and comments, and characters no rule accepts, are tokens of their own so
// that the lexer never fails: the parser turns them into SWI-Prolog's
// syntax errors with positions.

// escapeRE matches an escape sequence in quoted text. Numeric escapes
// are spelled out because their closing backslash must not be taken as the
// start of another escape.
const escapeRE = `\\(?:x[0-9a-fA-F]+\\?|[0-7]+\\?|(?s:.))`

// quotedRE holds, for each quote character, the rule of a closed quoted
// token, anchored. The lexer scans quoted text itself and consults these
// only for text that is never closed the simple way (see quotedLen).
var quotedRE = map[byte]*regexp.Regexp{
	'\'': regexp.MustCompile(`^(?:'(?:[^'\\]|''|` + escapeRE + `)*')`),
	'"':  regexp.MustCompile(`^(?:"(?:[^"\\]|""|` + escapeRE + `)*")`),
	'`':  regexp.MustCompile("^(?:`(?:[^`\\\\]|``|" + escapeRE + ")*`)"),
}

// The token types of Lexer. Layout and comments yield no token, as
// participle's lexers elide whitespace; the parser tells that layout
// preceded a token by the gap between it and the token before (see
// withLayout).
const (
	tkEOF                          = plex.EOF // participle's end of input
	tkName          plex.TokenType = iota     // unquoted atom: letters, symbol chars or solo
	tkQuoted                                  // 'quoted atom'
	tkVar                                     // variable
	tkNumber                                  // number literal (unsigned)
	tkDQ                                      // "double quoted"
	tkBQ                                      // `back quoted`
	tkPunct                                   // ( ) [ ] { } , |
	tkUntermQuoted                            // quote opened but never closed
	tkUntermComment                           // /* never closed
	tkIllegal                                 // a character no token can start with
	tkLayout                                  // layout or a comment: scan's result only, never a token
)

// symbols names the token types for participle.
var symbols = map[string]plex.TokenType{
	"EOF": tkEOF, "Name": tkName, "Quoted": tkQuoted, "Var": tkVar, "Number": tkNumber,
	"DQ": tkDQ, "BQ": tkBQ, "Punct": tkPunct, "UntermQuoted": tkUntermQuoted,
	"UntermComment": tkUntermComment, "Illegal": tkIllegal,
}

// Lexer is the participle lexer definition of Prolog's tokens (see the
// rules above). Its lexers produce one token per call to Next and never
// fail: malformed text becomes tokens of the types UntermQuoted,
// UntermComment and Illegal. It also lexes strings without copying them
// (participle's lexer.StringDefinition), as the reader does for the text of
// each clause.
var Lexer plex.Definition = lexDefinition{}

type lexDefinition struct{}

var (
	_ plex.StringDefinition = lexDefinition{}
	_ plex.Lexer            = (*lexer)(nil)
)

// Symbols returns the names of the token types.
func (lexDefinition) Symbols() map[string]plex.TokenType { return symbols }

// Lex reads all of r and lexes it.
func (d lexDefinition) Lex(filename string, r io.Reader) (plex.Lexer, error) {
	b, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	return d.LexString(filename, string(b))
}

// LexString lexes input.
func (lexDefinition) LexString(filename string, input string) (plex.Lexer, error) {
	return &lexer{src: input, at: plex.Position{Filename: filename, Line: 1, Column: 1}}, nil
}

// lexer produces the tokens of src one at a time. Token positions count
// on from at, the position of src[pos]: the offset in bytes, the line and
// column (in characters) as participle counts them.
type lexer struct {
	src string
	pos int
	at  plex.Position
}

// Next returns the next token; at the end of the text it returns an EOF
// token, again and again. Its error is always nil.
func (l *lexer) Next() (plex.Token, error) {
	for {
		start := l.pos
		if start >= len(l.src) {
			return plex.Token{Type: tkEOF, Pos: l.at}, nil
		}
		kind, end := l.scan(start)
		l.pos = end
		at := l.at
		advance(&l.at, l.src[start:end])
		if kind != tkLayout {
			return plex.Token{Type: kind, Value: l.src[start:end], Pos: at}, nil
		}
	}
}

// advance moves p past span as participle's Position.Advance does (a
// line's first character is in column 1, a column is a character, a byte
// of malformed UTF-8 is one), in one pass over span.
func advance(p *plex.Position, span string) {
	p.Offset += len(span)
	for i := 0; i < len(span); {
		if c := span[i]; c < utf8.RuneSelf {
			if c == '\n' {
				p.Line++
				p.Column = 1
			} else {
				p.Column++
			}
			i++
			continue
		}
		_, size := utf8.DecodeRuneInString(span[i:])
		p.Column++
		i += size
	}
}

// token is a token as the parser holds it: participle's token, with
// whether layout (or a comment) preceded it.
type token struct {
	plex.Token
	layout bool
}

// withLayout returns t with its layout flag, given end, the offset after
// the token before it, and moves end past t.
func withLayout(t plex.Token, end *int) token {
	layout := t.Pos.Offset > *end
	*end = t.Pos.Offset + len(t.Value)
	return token{Token: t, layout: layout}
}

// scan returns the type and end of the token at start, tkLayout for
// layout and comments.
func (l *lexer) scan(start int) (plex.TokenType, int) {
	s := l.src
	c := s[start]
	if c < utf8.RuneSelf {
		switch {
		case c <= ' ' || c == 0x7F:
			return tkLayout, layoutEnd(s, start)
		case c >= 'a' && c <= 'z':
			return tkName, alnumEnd(s, start+1)
		case c >= 'A' && c <= 'Z' || c == '_':
			return tkVar, alnumEnd(s, start+1)
		case c >= '0' && c <= '9':
			return tkNumber, start + numberLen(s[start:])
		}
		switch c {
		case '(', ')', '[', ']', '{', '}', ',', '|':
			return tkPunct, start + 1
		case '%':
			if i := strings.IndexByte(s[start:], '\n'); i >= 0 {
				return tkLayout, start + i
			}
			return tkLayout, len(s)
		case '/':
			if start+1 < len(s) && s[start+1] == '*' {
				if i := strings.Index(s[start+2:], "*/"); i >= 0 {
					return tkLayout, start + 2 + i + 2
				}
				return tkUntermComment, len(s)
			}
		case '\'', '"', '`':
			if n := quotedLen(s[start:]); n > 0 {
				if c == '\'' {
					return tkQuoted, start + n
				} else if c == '"' {
					return tkDQ, start + n
				}
				return tkBQ, start + n
			}
			return tkUntermQuoted, len(s)
		case '!', ';':
			return tkName, start + 1
		}
		if isSymbolChar(rune(c)) {
			return tkName, symbolEnd(s, start)
		}
		return tkIllegal, start + 1
	}
	r, size := utf8.DecodeRuneInString(s[start:])
	switch {
	case isLexLayout(r):
		return tkLayout, layoutEnd(s, start)
	case unicode.In(r, unicode.Ll, unicode.Lo, unicode.Lm, unicode.Lt, unicode.Other_ID_Start):
		return tkName, alnumEnd(s, start+size)
	case unicode.Is(unicode.Lu, r):
		return tkVar, alnumEnd(s, start+size)
	case isSymbolChar(r):
		return tkName, symbolEnd(s, start)
	case isNdStart(s[start:]):
		// A decimal digit of another script starts a number, as in
		// SWI-Prolog (see ndASCII).
		ascii, at := ndASCII(s[start:])
		return tkNumber, start + at[numberLen(ascii)]
	case unicode.Is(unicode.Nl, r):
		// Letter numbers begin a word, as in SWI-Prolog: Roman numeral
		// capitals (Other_Uppercase) a variable's, the others an atom's.
		if unicode.Is(unicode.Other_Uppercase, r) {
			return tkVar, alnumEnd(s, start+size)
		}
		return tkName, alnumEnd(s, start+size)
	case unicode.Is(unicode.No, r):
		// Other numbers (², ½) are solo characters, as in SWI-Prolog:
		// writeq('²') writes one, which must read back.
		return tkName, start + size
	}
	return tkIllegal, start + size
}

// isLexLayout reports whether r is a layout character of the lexer's
// Layout rule.
func isLexLayout(r rune) bool {
	switch {
	case r < utf8.RuneSelf:
		return r <= ' ' || r == 0x7F
	case r == 0xFEFF:
		return true
	}
	return unicode.Is(unicode.Z, r)
}

// layoutEnd returns the end of the run of layout characters at i.
func layoutEnd(s string, i int) int {
	for i < len(s) {
		if c := s[i]; c < utf8.RuneSelf {
			if c > ' ' && c != 0x7F {
				return i
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if !isLexLayout(r) {
			return i
		}
		i += size
	}
	return i
}

// alnumEnd returns the end of the run of letters, digits, marks and
// underscores at i.
func alnumEnd(s string, i int) int {
	for i < len(s) {
		if c := s[i]; c < utf8.RuneSelf {
			if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' {
				i++
				continue
			}
			return i
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if !engine.IsNameContinue(r) {
			return i
		}
		i += size
	}
	return i
}

// symbolEnd returns the end of the run of symbol characters at i.
func symbolEnd(s string, i int) int {
	for i < len(s) {
		r, size := rune(s[i]), 1
		if r >= utf8.RuneSelf {
			r, size = utf8.DecodeRuneInString(s[i:])
		}
		if !isSymbolChar(r) {
			return i
		}
		i += size
	}
	return i
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func isHex(c byte) bool { return isDigit(c) || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' }

func isOctal(c byte) bool { return c >= '0' && c <= '7' }

func isBinary(c byte) bool { return c == '0' || c == '1' }

func isASCIIAlnum(c byte) bool { return isDigit(c) || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// at returns s[i], or 0 past its end.
func at(s string, i int) byte {
	if i < len(s) {
		return s[i]
	}
	return 0
}

// run returns the end of the run of bytes at i that satisfy ok.
func run(s string, i int, ok func(byte) bool) int {
	for i < len(s) && ok(s[i]) {
		i++
	}
	return i
}

// numberLen returns the length of the number token at the start of s,
// which starts with a digit. The alternatives are tried in order and the
// first that matches is taken, as by the regular expression
//
//	0'(?:\\(?:[0-7]+\\?|x[0-9a-fA-F]+\\?|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|(?s:.))|''?|[^\\'])
//	|0x[0-9a-fA-F]+(?:_[0-9a-fA-F]+)*|0o[0-7]+(?:_[0-7]+)*|0b[01]+(?:_[01]+)*
//	|[0-9]+'[0-9a-zA-Z]+
//	|[0-9]+(?:(?:_\s*|\x20)[0-9]+)*(?:\.[0-9]+(?:[eE][+-]?[0-9]+)?(?:Inf|NaN)?|[eE][+-]?[0-9]+)?
//
// The token may hold more than a number (the parser splits it, see
// parser.number).
func numberLen(s string) int {
	if s[0] == '0' && len(s) > 1 {
		switch s[1] {
		case '\'':
			if n := charCodeLen(s); n > 0 {
				return n
			}
		case 'x', 'o', 'b':
			digit := isHex
			switch s[1] {
			case 'o':
				digit = isOctal
			case 'b':
				digit = isBinary
			}
			if n := groupedLen(s, 2, digit); n > 0 {
				return n
			}
			// 0x, 0o or 0b without a digit of its radix is a number
			// token that is no number, as SWI-Prolog reads it: an
			// illegal number, not 0 followed by an atom.
			return 2
		}
	}
	i := run(s, 0, isDigit)
	if at(s, i) == '\'' && isASCIIAlnum(at(s, i+1)) {
		return run(s, i+1, isASCIIAlnum)
	}
	for {
		switch at(s, i) {
		case '_':
			j := i + 1
			for j < len(s) && strings.IndexByte("\t\n\f\r ", s[j]) >= 0 {
				j++
			}
			if isDigit(at(s, j)) {
				i = run(s, j, isDigit)
				continue
			}
		case ' ':
			if isDigit(at(s, i+1)) {
				i = run(s, i+1, isDigit)
				continue
			}
		}
		break
	}
	switch at(s, i) {
	case '.':
		if !isDigit(at(s, i+1)) {
			return i
		}
		i = run(s, i+1, isDigit)
		if n := exponentLen(s[i:]); n > 0 {
			i += n
		}
		if strings.HasPrefix(s[i:], "Inf") || strings.HasPrefix(s[i:], "NaN") {
			i += 3
		}
	case 'e', 'E':
		i += exponentLen(s[i:])
	case 'r':
		// A rational, NrD.
		if n := groupedLen(s, i+1, isDigit); n > 0 {
			i = n
		}
	}
	return i
}

// exponentLen returns the length of [eE][+-]?[0-9]+ at the start of s, or
// 0.
func exponentLen(s string) int {
	if c := at(s, 0); c != 'e' && c != 'E' {
		return 0
	}
	i := 1
	if c := at(s, 1); c == '+' || c == '-' {
		i++
	}
	if !isDigit(at(s, i)) {
		return 0
	}
	return run(s, i, isDigit)
}

// groupedLen returns the end of digits(_digits)* at i, or 0 when no digit
// is there.
func groupedLen(s string, i int, ok func(byte) bool) int {
	if !ok(at(s, i)) {
		return 0
	}
	i = run(s, i, ok)
	for at(s, i) == '_' && ok(at(s, i+1)) {
		i = run(s, i+1, ok)
	}
	return i
}

// charCodeLen returns the length of a 0'c literal at the start of s, or 0
// when the text after 0' is none.
func charCodeLen(s string) int {
	i := 2
	if i >= len(s) {
		return 0
	}
	switch s[i] {
	case '\\':
		c := at(s, i+1)
		switch {
		case isOctal(c):
			return optBackslash(s, run(s, i+1, isOctal))
		case c == 'x' && isHex(at(s, i+2)):
			return optBackslash(s, run(s, i+2, isHex))
		case c == 'u' && len(s) >= i+6 && run(s, i+2, isHex) >= i+6:
			return i + 6
		case c == 'U' && len(s) >= i+10 && run(s, i+2, isHex) >= i+10:
			return i + 10
		case i+1 < len(s):
			_, size := utf8.DecodeRuneInString(s[i+1:])
			return i + 1 + size
		}
		return 0
	case '\'':
		if at(s, i+1) == '\'' {
			return i + 2
		}
		return i + 1
	}
	_, size := utf8.DecodeRuneInString(s[i:])
	return i + size
}

// optBackslash returns i, or i+1 when a backslash is there.
func optBackslash(s string, i int) int {
	if at(s, i) == '\\' {
		return i + 1
	}
	return i
}

// quotedLen returns the length of the quoted token at the start of s, or 0
// when the quote is never closed. It follows the quoted text taking every
// choice of the token's rule as the regular expression would first (a
// doubled quote as one character, the longest escape); only when that
// reaches the end of the text does another choice matter, and the regular
// expression decides.
func quotedLen(s string) int {
	q := s[0]
	for i := 1; i < len(s); {
		switch s[i] {
		case q:
			if at(s, i+1) != q {
				return i + 1
			}
			i += 2
		case '\\':
			c := at(s, i+1)
			switch {
			case c == 'x' && isHex(at(s, i+2)):
				i = optBackslash(s, run(s, i+2, isHex))
			case isOctal(c):
				i = optBackslash(s, run(s, i+1, isOctal))
			case i+1 < len(s):
				_, size := utf8.DecodeRuneInString(s[i+1:])
				i += 1 + size
			default:
				i = len(s)
			}
		default:
			i++
		}
	}
	if loc := quotedRE[q].FindStringIndex(s); loc != nil {
		return loc[1]
	}
	return 0
}

// lexString tokenises text on its own, up to its EOF token, with the
// positions of text lexed from start.
func lexString(text string, start plex.Position) []token {
	l := lexer{src: text, at: start}
	var toks []token
	end := start.Offset
	for {
		t, _ := l.Next()
		toks = append(toks, withLayout(t, &end))
		if t.Type == tkEOF {
			return toks
		}
	}
}
