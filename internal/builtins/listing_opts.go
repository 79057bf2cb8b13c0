package builtins

import (
	"io"
	"os"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/goprolog/goprolog/internal/engine"
)

// listing/2's options, as SWI-Prolog 9's library(listing) reads them
// with option/2,3: the first option of a name decides, Name(Value) and
// Name=Value alike, and what is no option is passed over.
//
//   - source(true) lists a clause loaded from a file by its source text,
//     read from the file, after a comment "% From File:Line" where the
//     text does not follow the clause listed before; the others, once
//     "% From database (decompiled)" is said, as listing/1 does.
//   - variable_names(source) (the default) names the variables by their
//     source names; any other value by letters.
//
// Options that are no proper list raise, at the first clause listed,
// the error of swipl's option/2, which has no rule for them.

// listingOpts are the options of one listing/1,2 call, and its state:
// the source files it reads and whether it said it decompiles.
type listingOpts struct {
	m          *engine.Machine
	source     bool
	generated  bool
	valid      bool        // the options are a proper list
	raw        engine.Term // the options, for the error
	files      map[string]*sourceFile
	decompiled bool
}

// sourceFile is a source file read by source(true): its text, and the
// offset and 1-based line the reading is at.
type sourceFile struct {
	text string
	pos  int
	line int
}

// listing2 is listing/2: listing/1 with the options args[1].
func listing2(m *engine.Machine, args []engine.Term) (bool, error) {
	opts := parseListingOpts(args[1])
	opts.m = m
	return listSpecs(m, args, opts)
}

// parseListingOpts reads listing/2's options t.
func parseListingOpts(t engine.Term) *listingOpts {
	opts := &listingOpts{raw: t}
	xs, ok := engine.ListToSlice(t)
	if !ok {
		return opts
	}
	opts.valid = true
	if v, ok := optionValue(xs, "source"); ok {
		opts.source = engine.Deref(v) == engine.Term(engine.AtomTrue)
	}
	if v, ok := optionValue(xs, "variable_names"); ok {
		opts.generated = engine.Deref(v) != engine.Term(engine.Intern("source"))
	}
	return opts
}

// optionValue is the value of the first option named name in xs, given
// as name(Value) or name=Value.
func optionValue(xs []engine.Term, name string) (engine.Term, bool) {
	for _, x := range xs {
		c, ok := engine.Deref(x).(*engine.Compound)
		if !ok {
			continue
		}
		switch {
		case len(c.Args) == 1 && c.Name.Name == name:
			return c.Args[0], true
		case len(c.Args) == 2 && c.Name == engine.AtomEqual:
			if a, ok := engine.Deref(c.Args[0]).(*engine.Atom); ok && a.Name == name {
				return c.Args[1], true
			}
		}
	}
	return nil, false
}

// check is the error option(source(true), Options) raises in swipl when
// the options are no proper list.
func (o *listingOpts) check(m *engine.Machine) error {
	if o.valid {
		return nil
	}
	swiOption := engine.Intern("swi_option")
	goal := engine.NewCompound(engine.AtomColon, swiOption,
		engine.NewCompound(engine.Intern("option"), engine.NewCompound(engine.Intern("source"), engine.AtomTrue), o.raw))
	return engine.Throw(engine.NewCompound(engine.AtomError,
		engine.NewCompound(engine.Intern("existence_error"), engine.Intern("matching_rule"), goal),
		engine.NewCompound(engine.Intern("context"),
			engine.NewCompound(engine.AtomColon, swiOption, engine.PI(engine.Intern("option"), 2)), m.NewVar())))
}

// sourceText is what source(true) lists for clause c: its text read from
// its file, with the comment before it, and true; or, when c has no
// source or the text cannot be read, false and the comment that the
// clauses so listed are decompiled, the first time.
func (o *listingOpts) sourceText(c *engine.Clause) (string, bool) {
	file, line := c.Source()
	if file != "" && line > 0 {
		if text, repositioned, ok := o.readClause(file, line); ok {
			if repositioned {
				return "% From " + file + ":" + strconv.Itoa(line) + "\n" + text + "\n", true
			}
			return text + "\n", true
		}
	}
	if !o.decompiled {
		o.decompiled = true
		return "% From database (decompiled)\n", false
	}
	return "", false
}

// readClause is swipl's source_clause_string/4: the text of the clause
// that begins on line line of file, from the start of that line to its
// full stop, and whether the reading had to move to reach it (a file
// opened anew, or lines skipped), which the "% From" comment tells. The
// blanks and comments after the clause are read past.
func (o *listingOpts) readClause(file string, line int) (string, bool, bool) {
	if o.files == nil {
		o.files = map[string]*sourceFile{}
	}
	f := o.files[file]
	repositioned := false
	if f == nil {
		// Read as open/3 reads, within a sandbox's root: a file the
		// host consulted outside it is listed decompiled.
		fh, _, err := openFile(o.m, file, os.O_RDONLY, engine.Intern(file))
		if err != nil {
			return "", false, false
		}
		data, err := io.ReadAll(fh)
		fh.Close()
		if err != nil {
			return "", false, false
		}
		f = &sourceFile{text: string(data), line: 1}
		o.files[file] = f
		repositioned = true
	}
	skip := line - f.line
	if line < f.line {
		f.pos, f.line, skip = 0, 1, line-1
	}
	if skip != 0 {
		repositioned = true
	}
	for ; skip > 0; skip-- {
		i := strings.IndexByte(f.text[f.pos:], '\n')
		if i < 0 {
			f.pos = len(f.text)
			break
		}
		f.pos += i + 1
		f.line++
	}
	end, ok := rawClauseEnd(f.text, f.pos)
	if !ok {
		return "", false, false
	}
	text := f.text[f.pos:end]
	f.line += strings.Count(text, "\n")
	f.pos = end
	f.skipBlanks()
	return text, repositioned, true
}

// skipBlanks reads past layout and comments after a clause with the
// state machine of swipl's skip_blanks_and_comments/2, which follows a
// block comment only as far as "/*" and the "*" or "/" right after it:
// the reading stops at the first character it has no transition for.
func (f *sourceFile) skipBlanks() {
	const (
		blank = iota
		lineComment
		comment0     // after "/"
		comment      // in a block comment, depth n
		commentAfter // after "/" or "*" in a block comment
	)
	state, n, after := blank, 0, byte(0)
	s := f.text
	i := f.pos
	for i < len(s) {
		r, size := utf8.DecodeRuneInString(s[i:])
		ok := true
		switch state {
		case blank:
			switch {
			case unicode.IsSpace(r):
			case r == '%':
				state = lineComment
			case r == '/':
				state = comment0
			default:
				ok = false
			}
		case lineComment:
			if r == '\n' {
				state = blank
			}
		case comment0:
			if r == '*' {
				state, n = comment, 1
			} else {
				ok = false
			}
		case comment:
			if r == '/' || r == '*' {
				state, after = commentAfter, byte(r)
			} else {
				ok = false
			}
		case commentAfter:
			switch {
			case after == '/' && r == '*':
				state, n = comment, n+1
			case after == '*' && r == '/' && n == 1:
				state = blank
			case after == '*' && r == '/':
				state, n = comment, n-1
			default:
				ok = false
			}
		}
		if !ok {
			break
		}
		i += size
	}
	f.line += strings.Count(s[f.pos:i], "\n")
	f.pos = i
}

// blockCommentEnd returns the offset after the comment /* ... */ that
// starts at i, nested comments counted as swipl's listing counts them.
func blockCommentEnd(s string, i int) int {
	depth := 0
	for i < len(s) {
		switch {
		case strings.HasPrefix(s[i:], "/*"):
			depth++
			i += 2
		case strings.HasPrefix(s[i:], "*/"):
			depth--
			i += 2
			if depth == 0 {
				return i
			}
		default:
			i++
		}
	}
	return len(s)
}

// rawClauseEnd returns the offset after the full stop that ends the term
// starting at offset i of s ('$raw_read'/2's reach): a "." standing alone
// as a token, followed by layout, a % comment or the end of the text.
// Quoted items, character codes 0'c and comments are read past.
func rawClauseEnd(s string, i int) (int, bool) {
	isAlnum := func(b byte) bool {
		return b == '_' || b >= '0' && b <= '9' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= 0x80
	}
	for i < len(s) {
		c := s[i]
		switch {
		case c == '%':
			j := strings.IndexByte(s[i:], '\n')
			if j < 0 {
				return 0, false
			}
			i += j + 1
		case c == '/' && i+1 < len(s) && s[i+1] == '*':
			i = blockCommentEnd(s, i)
		case c == '\'' || c == '"' || c == '`':
			// A quoted item, its quote doubled or escaped within.
			i++
			for i < len(s) {
				if s[i] == '\\' {
					i += 2
					continue
				}
				if s[i] == c {
					if i+1 < len(s) && s[i+1] == c {
						i += 2
						continue
					}
					break
				}
				i++
			}
			i++
		case c >= '0' && c <= '9':
			if c == '0' && i+2 < len(s) && s[i+1] == '\'' {
				i += 2
				switch {
				case s[i] == '\\':
					i += 2
				case s[i] == '\'' && i+1 < len(s) && s[i+1] == '\'':
					i += 2
				default:
					_, size := utf8.DecodeRuneInString(s[i:])
					i += size
				}
				continue
			}
			for i < len(s) && isAlnum(s[i]) {
				i++
			}
		case isAlnum(c):
			for i < len(s) && isAlnum(s[i]) {
				i++
			}
		case strings.IndexByte(symbolChars, c) >= 0:
			j := i
			for j < len(s) && strings.IndexByte(symbolChars, s[j]) >= 0 {
				j++
			}
			if j == i+1 && c == '.' {
				if j == len(s) {
					return j, true
				}
				if r, _ := utf8.DecodeRuneInString(s[j:]); unicode.IsSpace(r) || r == '%' {
					return j, true
				}
			}
			i = j
		default:
			i++
		}
	}
	return 0, false
}
