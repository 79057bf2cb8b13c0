package parser

import (
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode"

	plex "github.com/alecthomas/participle/v2/lexer"
)

// refRules is the lexer's specification as regular expressions, tried in
// order at each position, the first that matches giving the token. The
// hand-written lexer must cut every text exactly as these do.
var refRules = []struct {
	kind    plex.TokenType
	pattern string
}{
	{tkLayout, `[\s\p{Z}\x{FEFF}\x00-\x1F\x7F]+`},
	{tkPunct, `[()\[\]{},|]`},
	{tkName, `[\p{Ll}\p{Lo}\p{Lm}\p{Lt}]` + refWordRest},
	{tkVar, `[\p{Lu}_]` + refWordRest},
	{tkVar, `[` + refNlUpperClass() + `]` + refWordRest},
	{tkName, `\p{Nl}` + refWordRest},
	{tkName, `\p{No}`},
	{tkNumber, `0'(?:\\(?:[0-7]+\\?|x[0-9a-fA-F]+\\?|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|(?s:.))|''?|[^\\'])` +
		`|0x[0-9a-fA-F]+(?:_[0-9a-fA-F]+)*|0o[0-7]+(?:_[0-7]+)*|0b[01]+(?:_[01]+)*|0[xob]` +
		`|[0-9]+'[0-9a-zA-Z]+` +
		`|[0-9]+(?:(?:_\s*|\x20)[0-9]+)*(?:\.[0-9]+(?:[eE][+-]?[0-9]+)?(?:Inf|NaN)?|[eE][+-]?[0-9]+|r[0-9]+(?:_[0-9]+)*)?`},
	{tkNumber, refNdNumber()},
	{tkLayout, `%[^\n]*`},
	{tkLayout, `/\*(?s:.*?)\*/`},
	{tkUntermComment, `/\*(?s:.*)`},
	{tkQuoted, `'(?:[^'\\]|''|` + escapeRE + `)*'`},
	{tkUntermQuoted, `'(?s:.*)`},
	{tkDQ, `"(?:[^"\\]|""|` + escapeRE + `)*"`},
	{tkUntermQuoted, `"(?s:.*)`},
	{tkBQ, "`(?:[^`\\\\]|``|" + escapeRE + ")*`"},
	{tkUntermQuoted, "`(?s:.*)"},
	{tkName, `[!;]`},
	{tkName, `[#$&*+\-./:<=>?@^~\\` + refWideSymbolClass() + `]+`},
	{tkIllegal, `(?s:.)`},
}

// refWideSymbolClass returns, for a regexp character class, the symbol
// characters beyond ASCII: Unicode symbols and punctuation.
func refWideSymbolClass() string {
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

// refWordRest is the rest of a word: letters, decimal digits, letter
// numbers, marks and underscores.
const refWordRest = `[\p{L}\p{Nd}\p{Nl}\p{M}_]*`

// refNlUpperClass returns, for a regexp character class, the letter
// numbers that are capitals (Other_Uppercase, Ⅰ), which begin a variable.
func refNlUpperClass() string {
	var b strings.Builder
	for r := rune(0x80); r <= unicode.MaxRune; r++ {
		if unicode.Is(unicode.Nl, r) && unicode.Is(unicode.Other_Uppercase, r) {
			fmt.Fprintf(&b, `\x{%X}`, r)
		}
	}
	return b.String()
}

// refNdNumber returns the rule of a decimal number spelt in the digits of
// one script other than ASCII: one alternative per script, each the
// decimal alternative of the ASCII number's rule in that script's ten
// digits, without Inf and NaN.
func refNdNumber() string {
	var alts []string
	add := func(lo, hi rune) {
		for zero := lo; zero+9 <= hi; zero += 10 {
			if zero < 0x80 {
				continue
			}
			d := fmt.Sprintf(`[\x{%X}-\x{%X}]`, zero, zero+9)
			alts = append(alts, d+`+(?:(?:_\s*|\x20)`+d+`+)*(?:\.`+d+`+(?:[eE][+-]?`+d+`+)?|[eE][+-]?`+d+`+|r`+d+`+(?:_`+d+`+)*)?`)
		}
	}
	for _, r := range unicode.Nd.R16 {
		add(rune(r.Lo), rune(r.Hi))
	}
	for _, r := range unicode.Nd.R32 {
		add(rune(r.Lo), rune(r.Hi))
	}
	return strings.Join(alts, "|")
}

var refRE = func() []*regexp.Regexp {
	res := make([]*regexp.Regexp, len(refRules))
	for i, r := range refRules {
		res[i] = regexp.MustCompile("^(?:" + r.pattern + ")")
	}
	return res
}()

// refLex tokenises text by refRules, with participle's positions.
func refLex(text string) []token {
	var toks []token
	layout := false
	at := plex.Position{Filename: "ref.pl", Line: 1, Column: 1}
	for pos := 0; pos < len(text); {
		for i, re := range refRE {
			loc := re.FindStringIndex(text[pos:])
			if loc == nil {
				continue
			}
			span := text[pos : pos+loc[1]]
			if k := refRules[i].kind; k == tkLayout {
				layout = true
			} else {
				toks = append(toks, token{Token: plex.Token{Type: k, Value: span, Pos: at}, layout: layout})
				layout = false
			}
			at.Advance(span)
			pos += loc[1]
			break
		}
	}
	return append(toks, token{Token: plex.Token{Type: tkEOF, Pos: at}, layout: layout})
}

// checkLexer compares the lexer with refLex on text, as the parser reads
// it and as participle's lexer.Definition.
func checkLexer(t *testing.T, text string) {
	t.Helper()
	want := refLex(text)
	compare := func(how string, got []token) {
		t.Helper()
		for i := range min(len(got), len(want)) {
			if got[i] != want[i] {
				t.Fatalf("%s, text %q: token %d is %+v, want %+v", how, text, i, got[i], want[i])
			}
		}
		if len(got) != len(want) {
			t.Fatalf("%s, text %q: %d tokens, want %d", how, text, len(got), len(want))
		}
	}
	compare("lexString", lexString(text, plex.Position{Filename: "ref.pl", Line: 1, Column: 1}))
	lex, err := Lexer.Lex("ref.pl", strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	ptoks, err := plex.ConsumeAll(lex)
	if err != nil {
		t.Fatal(err)
	}
	var got []token
	end := 0
	for _, pt := range ptoks {
		got = append(got, withLayout(pt, &end))
	}
	compare("Lexer.Lex", got)
}

// checkAdvance compares advance with participle's Position.Advance on s.
func checkAdvance(t *testing.T, s string) {
	t.Helper()
	got := plex.Position{Line: 3, Column: 5, Offset: 7}
	want := got
	advance(&got, s)
	want.Advance(s)
	if got != want {
		t.Fatalf("advance over %q: %+v, want %+v", s, got, want)
	}
}

// TestAdvance checks the lexer's positions against participle's on text
// with newlines and malformed UTF-8, which the lexer never sees from a
// Reader but may from Lexer.Lex.
func TestAdvance(t *testing.T) {
	for _, s := range []string{"", "abc", "a\nbc", "\n", "é\n中x", "\x80", "\xe2\x82", "\xe2\x82\xac\n\xff\xfe", "a\r\nb"} {
		t.Run(fmt.Sprintf("%q", s), func(t *testing.T) { checkAdvance(t, s) })
	}
}

// TestLexerSymbols checks that Lexer names every token type it produces,
// as participle requires of a lexer.Definition.
func TestLexerSymbols(t *testing.T) {
	names := plex.SymbolsByRune(Lexer)
	for _, r := range refRules {
		if _, ok := names[r.kind]; !ok && r.kind != tkLayout {
			t.Errorf("token type %d has no name", r.kind)
		}
	}
	if names[tkEOF] != "EOF" {
		t.Errorf("EOF is named %q", names[tkEOF])
	}
	if _, ok := names[tkLayout]; ok {
		t.Error("layout is named, but it is never a token")
	}
}

// TestLexerMatchesRules checks the lexer against its specification on the
// project's Prolog sources and on random texts built from the characters
// the rules treat specially.
func TestLexerMatchesRules(t *testing.T) {
	t.Run("sources", func(t *testing.T) {
		var files []string
		for _, pat := range []string{"testdata/*.pl", "../../examples/*/*.pl", "../builtins/lib/*.pl"} {
			fs, _ := filepath.Glob(pat)
			files = append(files, fs...)
		}
		if len(files) == 0 {
			t.Fatal("no source files found")
		}
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			checkLexer(t, string(data))
		}
	})
	t.Run("random", func(t *testing.T) {
		pieces := []string{"0", "1", "7", "9", "'", "''", "\"", "`", "\\", "x", "u", "U", "o", "b", "e", "E",
			"a", "F", "f", "_", " ", "\n", "\t", ".", "+", "-", "/", "*", "%", "(", ")", "[", "]", "{", "}",
			",", "|", "!", ";", "Inf", "NaN", "é", "É", "中", "→", "\u00a0", "\ufeff", "\u0301", "٣", "٤", "३", "r", "²", "Ⅰ", "ⅰ", "\x00", "\u0085", "\ufffd"}
		rng := rand.New(rand.NewSource(1))
		n := 20000
		if testing.Short() {
			n = 3000
		}
		for range n {
			var b strings.Builder
			for range rng.Intn(14) {
				b.WriteString(pieces[rng.Intn(len(pieces))])
			}
			checkLexer(t, b.String())
		}
	})
}

// FuzzLexer checks the lexer against its specification on any text.
func FuzzLexer(f *testing.F) {
	for _, s := range []string{"0'\\x41\\'", "'a\\1\\\\'", "1 000.5e-3Inf", "0x1_f", "'\\x4g''", "/*/ */", "1r3", "2r4.", "1r0", "1r_3", "1r3_0r", "٣.٤e٣", "٣_ ٤r٣", "٣1३"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkAdvance(t, s)
		s = strings.ToValidUTF8(s, "\ufffd")
		checkLexer(t, s)
	})
}
