package parser

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/alecthomas/participle/v2/lexer"
)

// prologLexer tokenises the text of one clause (the framer has already cut
// it out of the stream and removed the end token). Rules are tried in
// order, so the frequent ones come first. Layout and comments are kept as
// tokens rather than elided because Prolog syntax depends on them: "f(" is a
// compound but "f (" is not, and "-1" is a number but "- 1" is -(1).
//
// Unterminated quotes and comments, and characters no rule accepts, have
// rules of their own so that the lexer never fails: the parser turns those
// tokens into SWI-Prolog's syntax errors with positions.
var prologLexer = lexer.MustSimple([]lexer.SimpleRule{
	{Name: "Layout", Pattern: `[\s\p{Z}\x{FEFF}\x00-\x1F\x7F]+`},
	{Name: "Punct", Pattern: `[()\[\]{},|]`},
	{Name: "Name", Pattern: `[\p{Ll}\p{Lo}\p{Lm}\p{Lt}][\p{L}\p{N}\p{M}_]*`},
	{Name: "Var", Pattern: `[\p{Lu}_][\p{L}\p{N}\p{M}_]*`},
	{Name: "Number", Pattern: `0'(?:\\(?:[0-7]+\\?|x[0-9a-fA-F]+\\?|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|(?s:.))|''?|[^\\'])` +
		`|0x[0-9a-fA-F]+(?:_[0-9a-fA-F]+)*|0o[0-7]+(?:_[0-7]+)*|0b[01]+(?:_[01]+)*` +
		`|[0-9]+'[0-9a-zA-Z]+` +
		`|[0-9]+(?:(?:_\s*|\x20)[0-9]+)*(?:\.[0-9]+(?:[eE][+-]?[0-9]+)?(?:Inf|NaN)?|[eE][+-]?[0-9]+)?`},
	{Name: "LineComment", Pattern: `%[^\n]*`},
	{Name: "BlockComment", Pattern: `/\*(?s:.*?)\*/`},
	{Name: "UntermComment", Pattern: `/\*(?s:.*)`},
	{Name: "Quoted", Pattern: `'(?:[^'\\]|''|` + escapeRE + `)*'`},
	{Name: "UntermQuoted", Pattern: `'(?s:.*)`},
	{Name: "DQ", Pattern: `"(?:[^"\\]|""|` + escapeRE + `)*"`},
	{Name: "UntermDQ", Pattern: `"(?s:.*)`},
	{Name: "BQ", Pattern: "`(?:[^`\\\\]|``|" + escapeRE + ")*`"},
	{Name: "UntermBQ", Pattern: "`(?s:.*)"},
	{Name: "Solo", Pattern: `[!;]`},
	{Name: "Symbol", Pattern: `[#$&*+\-./:<=>?@^~\\` + wideSymbolClass() + `]+`},
	{Name: "Illegal", Pattern: `(?s:.)`},
})

// wideSymbolClass returns, for a regexp character class, the characters
// beyond ASCII that are symbol characters: Unicode symbols and punctuation
// as SWI-Prolog classifies them, the same set the writer leaves unquoted
// (engine.isSymbolRune), so that what writeq/1 writes reads back.
func wideSymbolClass() string {
	var b strings.Builder
	add := func(lo, hi, stride rune) {
		if stride == 1 {
			lo = max(lo, 0x80)
			if lo <= hi {
				fmt.Fprintf(&b, `\x{%X}-\x{%X}`, lo, hi)
			}
			return
		}
		for r := lo; r <= hi; r += stride {
			if r >= 0x80 {
				fmt.Fprintf(&b, `\x{%X}`, r)
			}
		}
	}
	for _, tab := range []*unicode.RangeTable{unicode.Sm, unicode.So, unicode.Sc, unicode.Pd, unicode.Ps, unicode.Pe, unicode.Pi, unicode.Pf, unicode.Po} {
		for _, r := range tab.R16 {
			add(rune(r.Lo), rune(r.Hi), rune(r.Stride))
		}
		for _, r := range tab.R32 {
			add(rune(r.Lo), rune(r.Hi), rune(r.Stride))
		}
	}
	return b.String()
}

// escapeRE matches an escape sequence in quoted text. Numeric escapes
// are spelled out because their closing backslash must not be taken as the
// start of another escape.
const escapeRE = `\\(?:x[0-9a-fA-F]+\\?|[0-7]+\\?|(?s:.))`

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

// token is one token as the parser sees it: participle's token plus
// whether layout (or a comment) preceded it.
type token struct {
	kind   tokKind
	layout bool
	text   string
	off    int // byte offset in the clause text
}

// tokenTypes maps participle's token type numbers to our kinds; layout and
// comments map to -1.
var tokenTypes = func() map[lexer.TokenType]int {
	kinds := map[string]int{
		"Layout": -1, "LineComment": -1, "BlockComment": -1,
		"UntermComment": int(tkUntermComment),
		"Number":        int(tkNumber), "Var": int(tkVar), "Name": int(tkName),
		"Punct": int(tkPunct), "Quoted": int(tkQuoted),
		"UntermQuoted": int(tkUntermQuoted), "DQ": int(tkDQ),
		"UntermDQ": int(tkUntermQuoted), "BQ": int(tkBQ),
		"UntermBQ": int(tkUntermQuoted), "Solo": int(tkName),
		"Symbol": int(tkName), "Illegal": int(tkIllegal),
	}
	m := map[lexer.TokenType]int{}
	for name, tt := range prologLexer.Symbols() {
		if k, ok := kinds[name]; ok {
			m[tt] = k
		}
	}
	return m
}()

// collectTokens drains participle's token stream into the parser's tokens,
// folding layout and comments into the layout flag of the next token. The
// final token is always tkEOF.
func collectTokens(lex *lexer.PeekingLexer, toks []token) []token {
	layout := false
	for {
		t := lex.Next()
		if t.EOF() {
			return append(toks, token{kind: tkEOF, layout: layout, off: t.Pos.Offset})
		}
		k := tokenTypes[t.Type]
		if k < 0 {
			layout = true
			continue
		}
		toks = append(toks, token{kind: tokKind(k), layout: layout, text: t.Value, off: t.Pos.Offset})
		layout = false
	}
}
