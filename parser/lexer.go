package parser

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The lexer cuts the text of one clause (the framer has already cut it out
// of the stream and removed the end token) into tokens, one at a time, as
// the parser asks for them. Which token starts at a position is decided by
// its first character; the token's extent follows these rules, which are
// also the regular expressions of lexer_ref_test.go, tried in order:
//
//	Layout        [\s\p{Z}\x{FEFF}\x00-\x1F\x7F]+
//	Punct         [()\[\]{},|]
//	Name          [\p{Ll}\p{Lo}\p{Lm}\p{Lt}][\p{L}\p{N}\p{M}_]*
//	Var           [\p{Lu}_][\p{L}\p{N}\p{M}_]*
//	Number        0'c, 0x.., 0o.., 0b.., R'digits, decimal (see numberLen)
//	LineComment   %[^\n]*
//	BlockComment  /\*(?s:.*?)\*/   or, never closed, the rest of the text
//	Quoted        '(?:[^'\\]|''|escape)*'   or, never closed, the rest
//	DQ, BQ        the same with " and `
//	Solo          [!;]
//	Symbol        runs of #$&*+-./:<=>?@^~\ and Unicode symbols
//	Illegal       any other character
//
// Layout and comments are not tokens but set the layout flag of the token
// after them, because Prolog syntax depends on them: "f(" is a compound but
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

// tokKind classifies the parser's tokens.
type tokKind uint8

const (
	tkEOF           tokKind = iota
	tkName                  // unquoted atom: letters, symbol chars or solo
	tkQuoted                // 'quoted atom'
	tkVar                   // variable
	tkNumber                // number literal (unsigned)
	tkDQ                    // "double quoted"
	tkBQ                    // `back quoted`
	tkPunct                 // ( ) [ ] { } , |
	tkUntermQuoted          // quote opened but never closed
	tkUntermComment         // /* never closed
	tkIllegal               // a character no token can start with
)

// token is one token as the parser sees it, with whether layout (or a
// comment) preceded it.
type token struct {
	kind   tokKind
	layout bool
	text   string
	off    int // byte offset in the clause text
}

// lexer produces the tokens of src one at a time.
type lexer struct {
	src string
	pos int
}

// next returns the next token; at the end of the text it returns tkEOF
// (with the layout flag of any trailing layout), again and again.
func (l *lexer) next() token {
	layout := false
	for {
		start := l.pos
		if start >= len(l.src) {
			return token{kind: tkEOF, layout: layout, off: start}
		}
		kind, end := l.scan(start)
		l.pos = end
		if kind == tkEOF { // layout or a comment
			layout = true
			continue
		}
		return token{kind: kind, layout: layout, text: l.src[start:end], off: start}
	}
}

// scan returns the kind and end of the token at start, tkEOF for layout
// and comments.
func (l *lexer) scan(start int) (tokKind, int) {
	s := l.src
	c := s[start]
	if c < utf8.RuneSelf {
		switch {
		case c <= ' ' || c == 0x7F:
			return tkEOF, layoutEnd(s, start)
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
				return tkEOF, start + i
			}
			return tkEOF, len(s)
		case '/':
			if start+1 < len(s) && s[start+1] == '*' {
				if i := strings.Index(s[start+2:], "*/"); i >= 0 {
					return tkEOF, start + 2 + i + 2
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
		return tkEOF, layoutEnd(s, start)
	case unicode.In(r, unicode.Ll, unicode.Lo, unicode.Lm, unicode.Lt):
		return tkName, alnumEnd(s, start+size)
	case unicode.Is(unicode.Lu, r):
		return tkVar, alnumEnd(s, start+size)
	case isSymbolChar(r):
		return tkName, symbolEnd(s, start)
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
		if !unicode.In(r, unicode.L, unicode.N, unicode.M) {
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
		case 'x':
			if n := groupedLen(s, 2, isHex); n > 0 {
				return n
			}
		case 'o':
			if n := groupedLen(s, 2, isOctal); n > 0 {
				return n
			}
		case 'b':
			if n := groupedLen(s, 2, isBinary); n > 0 {
				return n
			}
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

// lexString tokenises text on its own, up to its tkEOF token.
func lexString(text string) []token {
	l := lexer{src: text}
	var toks []token
	for {
		t := l.next()
		toks = append(toks, t)
		if t.kind == tkEOF {
			return toks
		}
	}
}
