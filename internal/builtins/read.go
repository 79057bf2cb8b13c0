package builtins

import (
	"bytes"
	"errors"
	"io"
	"math"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/goprolog/goprolog/internal/engine"
	"github.com/goprolog/goprolog/internal/parser"
)

// Reading terms: read_term/2,3, read/1,2 and the conversions between
// text and terms.

var (
	atomVariables     = engine.Intern("variables")
	atomVariableNames = engine.Intern("variable_names")
	atomSingletons    = engine.Intern("singletons")
)

// inputStream resolves a stream argument for reading.
func inputStream(m *engine.Machine, t engine.Term) (*engine.Stream, error) {
	t = engine.Deref(t)
	if _, ok := t.(*engine.Var); ok {
		return nil, engine.InstantiationError()
	}
	s := streamOf(m, t)
	if s == nil {
		if _, ok := t.(*engine.Atom); ok {
			return nil, engine.ExistenceError("stream", t)
		}
		if engine.IsStreamTerm(t) {
			return nil, engine.ExistenceError("stream", t)
		}
		return nil, engine.DomainError("stream_or_alias", t)
	}
	if !s.IsInput() {
		return nil, engine.PermissionError("input", "stream", t)
	}
	return s, nil
}

// syntaxErrorTerm converts a reader error into the ISO error term
// error(syntax_error(Msg), context) SWI-Prolog raises.
func syntaxErrorTerm(err error) error {
	var perr *parser.Error
	if errors.As(err, &perr) {
		if perr.Kind != nil {
			return engine.Throw(engine.NewCompound(engine.AtomError,
				engine.NewCompound(engine.Intern("syntax_error"), perr.Kind), new(engine.Var)))
		}
		return engine.SyntaxError(perr.Msg)
	}
	return err
}

// readOpts are the options of read_term/2,3 and read_term_from_atom/3.
type readOpts struct {
	// out are the options that return something (variables(V) and the
	// like), in order; every one is unified, duplicates included.
	out []*engine.Compound
	// dq is double_quotes(V), nil for the flag's value.
	dq *engine.Atom
	// syntaxErrors is syntax_errors(V), nil for error.
	syntaxErrors *engine.Atom
}

var (
	atomDoubleQuotes = engine.Intern("double_quotes")
	atomSyntaxErrors = engine.Intern("syntax_errors")
	atomTermPosition = engine.Intern("term_position")
	atomQuiet        = engine.Intern("quiet")
	atomDec10        = engine.Intern("dec10")
)

// readOptions checks the options of read_term/2,3 and
// read_term_from_atom/3 as SWI-Prolog does: first the list, each element
// in turn (a variable is an instantiation error, anything but a compound
// of arity 1 type_error(option, E), so that [a|_] gives the type error),
// then the values of the options it knows. An option it does not know is
// ignored; of a duplicated input option the last counts. Where the list
// does not end in [] the culprit of type_error(list, L) is the whole
// list, as ISO says (SWI-Prolog names the tail).
func readOptions(options engine.Term) (*readOpts, error) {
	var elems []*engine.Compound
	t := engine.Deref(options)
	slow := t // at half speed, to tell a cyclic list
	for i := 0; ; i++ {
		c, ok := t.(*engine.Compound)
		if !ok || c.Name != engine.AtomDot || len(c.Args) != 2 {
			break
		}
		switch e := engine.Deref(c.Args[0]).(type) {
		case *engine.Var:
			return nil, engine.InstantiationError()
		case *engine.Compound:
			if len(e.Args) != 1 {
				return nil, engine.TypeError("option", e)
			}
			elems = append(elems, e)
		default:
			return nil, engine.TypeError("option", e)
		}
		t = engine.Deref(c.Args[1])
		if i&1 == 1 {
			slow = engine.Deref(slow.(*engine.Compound).Args[1])
			if slow == t {
				return nil, engine.TypeError("list", engine.Deref(options))
			}
		}
	}
	switch t.(type) {
	case *engine.Var:
		return nil, engine.InstantiationError()
	case *engine.Atom:
		if t != engine.AtomNil {
			return nil, engine.TypeError("list", engine.Deref(options))
		}
	default:
		return nil, engine.TypeError("list", engine.Deref(options))
	}
	o := &readOpts{}
	for _, e := range elems {
		v := engine.Deref(e.Args[0])
		switch e.Name.Name {
		case "variables", "variable_names", "singletons", "term_position":
			o.out = append(o.out, e)
		case "double_quotes":
			a, err := atomArg(v)
			if err != nil {
				return nil, err
			}
			switch a {
			case atomCodes, atomChars, atomAtom, atomString:
			default:
				return nil, engine.DomainError("double_quotes", a)
			}
			o.dq = a
		case "syntax_errors":
			a, err := atomArg(v)
			if err != nil {
				return nil, err
			}
			o.syntaxErrors = a
		case "module":
			if _, err := atomArg(v); err != nil {
				return nil, err
			}
		case "character_escapes", "cycles", "var_prefix", "dotlists":
			switch x := v.(type) {
			case *engine.Var:
				return nil, engine.InstantiationError()
			case *engine.Atom:
				switch x.Name {
				case "true", "false", "on", "off":
				default:
					return nil, engine.TypeError("bool", x)
				}
			case engine.Int:
			default:
				return nil, engine.TypeError("bool", x)
			}
		}
	}
	return o, nil
}

// readTerm reads one term from s (st is the stream argument, the culprit
// of an error) and unifies it and the options. At the end of the stream
// the term is end_of_file and the stream is past its end, so that reading
// again applies its eof_action, as get_char/2 does. A syntax error is
// raised, or with syntax_errors(V) printed and the read failing (V any
// atom but error, quiet and dec10), failing quietly (quiet) or printed
// and the next term read (dec10), as in SWI-Prolog.
func readTerm(m *engine.Machine, s *engine.Stream, st, term, options engine.Term) (bool, error) {
	if s.FileName != "" && !isStdStream(m, s) {
		loaderOf(m).lastRead = s // the source location (see openReadPlace)
	}
	opts, err := readOptions(options)
	if err != nil {
		return false, err
	}
	for {
		if err := pastEOF(s, st); err != nil {
			return false, err
		}
		r := parser.NewReader(m, s)
		r.DoubleQuotes = opts.dq
		res, err := r.Next()
		shareUserInputColumn(m, s)
		if l := loaderOf(m); l.lastRead == s {
			l.lastReadLine = r.StartLine()
		}
		if err == io.EOF {
			markPastEOF(s)
			// SWI-Prolog's term_position at the end is one character
			// short of the stream's (the end of file taken back): -1
			// for an empty file.
			end := parser.Position{Char: s.CharCount - 1, Byte: s.ByteCount, Line: s.LineCount, LinePos: s.LinePos - 1}
			return m.Unify(term, engine.AtomEOF) && bindReadOptions(m, opts, nil, end), nil
		}
		if err != nil {
			var perr *parser.Error
			if opts.syntaxErrors == nil || opts.syntaxErrors == atomErrorA || !errors.As(err, &perr) {
				return false, streamSyntaxError(m, s, err)
			}
			if opts.syntaxErrors != atomQuiet {
				var ex *engine.Exception
				if errors.As(streamSyntaxError(m, s, err), &ex) {
					PrintError(m, ex.Ball)
				}
			}
			if opts.syntaxErrors == atomDec10 {
				continue
			}
			return false, nil
		}
		return m.Unify(term, res.Term) && bindReadOptions(m, opts, res, res.Start), nil
	}
}

// shareUserInputColumn keeps SWI-Prolog's single line position for
// user_input and user_output: after a term read from user_input, whose
// reading stops after the end ".", user_output's column is where the
// input line was left, so that a message printed next starts on a fresh
// line as it does in swipl.
func shareUserInputColumn(m *engine.Machine, s *engine.Stream) {
	if s == m.UserIn && m.UserOut != nil && s.LinePos > 0 {
		m.UserOut.Column = s.LinePos
	}
}

// streamSyntaxError is the error for a syntax error read from stream s:
// error(syntax_error(Kind), Where) with SWI-Prolog's position, Where
// file(File, Line, LinePos, CharNo) for a stream with a file name and
// stream(Stream, Line, LinePos, CharNo) for another, Stream its alias
// if it has one. SWI-Prolog numbers user_input's lines from 0.
func streamSyntaxError(m *engine.Machine, s *engine.Stream, err error) error {
	var perr *parser.Error
	if !errors.As(err, &perr) || perr.Kind == nil {
		return syntaxErrorTerm(err)
	}
	line, pos, char := engine.MakeInt(int64(perr.Line)), engine.MakeInt(int64(max(perr.Col-1, 0))), engine.MakeInt(perr.Char)
	var where engine.Term
	switch {
	case s.FileName != "" && (s.Alias == nil || s.Alias.Name != s.FileName):
		where = engine.NewCompound(engine.Intern("file"), engine.Intern(s.FileName), line, pos, char)
	default:
		var st engine.Term = engine.StreamTerm(s)
		if s.Alias != nil {
			st = s.Alias
		}
		if s == m.UserIn {
			line = engine.MakeInt(int64(perr.Line - 1))
		}
		where = engine.NewCompound(engine.Intern("stream"), st, line, pos, char)
	}
	return engine.Throw(engine.NewCompound(engine.AtomError,
		engine.NewCompound(engine.Intern("syntax_error"), perr.Kind), where))
}

// bindReadOptions unifies the output options with what was read: res is
// nil at the end of the stream, and pos is where the term started.
func bindReadOptions(m *engine.Machine, opts *readOpts, res *parser.Result, pos parser.Position) bool {
	for _, c := range opts.out {
		var v engine.Term
		switch c.Name {
		case atomVariables:
			var vs []engine.Term
			if res != nil {
				engine.Walk(res.Term, func(t engine.Term) bool {
					if x, ok := t.(*engine.Var); ok {
						for _, y := range vs {
							if y == engine.Term(x) {
								return true
							}
						}
						vs = append(vs, x)
					}
					return true
				})
			}
			v = engine.List(vs...)
		case atomVariableNames:
			var vs []engine.Term
			if res != nil {
				for _, vi := range res.Vars {
					vs = append(vs, engine.NewCompound(engine.AtomEqual, engine.Intern(vi.Name), vi.Var))
				}
			}
			v = engine.List(vs...)
		case atomSingletons:
			var vs []engine.Term
			if res != nil {
				for _, vi := range res.Once {
					vs = append(vs, engine.NewCompound(engine.AtomEqual, engine.Intern(vi.Name), vi.Var))
				}
			}
			v = engine.List(vs...)
		case atomTermPosition:
			v = engine.NewCompound(atomStreamPosition, engine.MakeInt(pos.Char), engine.MakeInt(int64(pos.Line)),
				engine.MakeInt(int64(pos.LinePos)), engine.MakeInt(pos.Byte))
		default:
			continue
		}
		if !m.Unify(c.Args[0], v) {
			return false
		}
	}
	return true
}

func readTerm2(m *engine.Machine, args []engine.Term) (bool, error) {
	return readTerm(m, m.In, engine.StreamTerm(m.In), args[0], args[1])
}

func readTerm3(m *engine.Machine, args []engine.Term) (bool, error) {
	s, err := inputStream(m, args[0])
	if err != nil {
		return false, err
	}
	return readTerm(m, s, args[0], args[1], args[2])
}

func read1(m *engine.Machine, args []engine.Term) (bool, error) {
	return readTerm(m, m.In, engine.StreamTerm(m.In), args[0], engine.AtomNil)
}

func read2(m *engine.Machine, args []engine.Term) (bool, error) {
	s, err := inputStream(m, args[0])
	if err != nil {
		return false, err
	}
	return readTerm(m, s, args[0], args[1], engine.AtomNil)
}

// parseText reads a term from text for term_to_atom/2 and friends. A
// syntax error has SWI-Prolog's context string(Text, CharPos): the text
// with " . " appended, as the reader saw it, and where it stopped.
func parseText(m *engine.Machine, text string) (*parser.Result, error) {
	return parseTextDQ(m, text, nil)
}

// parseTextDQ is parseText reading "..." as dq says (nil: as the
// double_quotes flag says).
func parseTextDQ(m *engine.Machine, text string, dq *engine.Atom) (*parser.Result, error) {
	res, err := parser.ReadTermFromStringDQ(m, text, dq)
	if err != nil {
		var perr *parser.Error
		if !errors.As(err, &perr) {
			return nil, err
		}
		kind := perr.Kind
		if kind == nil {
			kind = engine.Intern(perr.Msg)
		}
		if c, ok := kind.(*engine.Compound); ok && c.Name.Name == "end_of_file_in_quoted" {
			// swipl's context here is string(FirstChar, 0), which
			// shows nothing of where the quoted item began; the
			// predicate's context says more (prolog's
			// TestErrorTermMessages).
			return nil, syntaxErrorTerm(err)
		}
		// swipl's text starts at the term: the layout and comments
		// before it are left out, and the position counts from there.
		// perr.Char is the character before the token the reader
		// reports, counted from the start of text.
		lead := parser.LayoutPrefix(text)
		off := int(perr.Char) + 1 - utf8.RuneCountInString(text[:lead])
		text = parser.BlankComments(text[lead:])
		if k, ok := kind.(*engine.Atom); ok && k.Name == "operator_clash" {
			// The reader places a clash after the operator before;
			// swipl's text position is that operator's last character.
			off = max(afterLayout(text, off)-1, 0)
		} else if end := utf8.RuneCountInString(strings.TrimRight(text, swiBlanks)); off >= end {
			// At the end: the full stop swipl reads after the text.
			off = end
		} else {
			// swipl's position is the character before the token.
			off = max(off-1, 0)
		}
		ctx := engine.NewCompound(engine.Intern("string"), engine.String(readerText(text)),
			engine.MakeInt(int64(off)))
		return nil, engine.Throw(engine.NewCompound(engine.AtomError,
			engine.NewCompound(engine.Intern("syntax_error"), kind), ctx))
	}
	return res, nil
}

// readerText is text, its comments blanked, as SWI-Prolog's reader of
// text sees it: ended by a space after a final full stop (the layout
// after it dropped), else by " . ", or by ". " when it ends in layout.
func readerText(text string) string {
	t := strings.TrimRight(text, swiBlanks)
	if strings.HasSuffix(t, ".") {
		return t + " "
	}
	if t != text {
		return text + ". "
	}
	return text + " . "
}

// swiBlanks are the characters SWI-Prolog's reader takes for layout
// where it ends a text with its full stop.
const swiBlanks = " \t\n\r\f\v\u00a0"

// afterLayout moves the character offset off of text back over the
// layout before it, to just after the token before.
func afterLayout(text string, off int) int {
	runes := []rune(text)
	for off > 0 && unicode.IsSpace(runes[off-1]) {
		off--
	}
	return off
}

// termText converts between a term and its text in both directions
// (term_to_atom/2, term_string/2): with text given it parses it, else it
// writes the term quoted as SWI-Prolog does there (its characters kept,
// the quote doubled; an unbound term is written as a variable) and makes
// the text with mk. Text that is no text is type_error(text, T) for both,
// as in SWI-Prolog.
func termText(mk func(string) engine.Term) engine.Builtin {
	return func(m *engine.Machine, args []engine.Term) (bool, error) {
		t, a := engine.Deref(args[0]), engine.Deref(args[1])
		if _, ok := a.(*engine.Var); !ok {
			text, err := textOrNil(a, "text")
			if err != nil {
				return false, err
			}
			res, err := parseText(m, text)
			if err != nil {
				return false, err
			}
			return m.Unify(t, res.Term), nil
		}
		text, err := engine.FormatChecked(t, engine.WriteOptions{Quoted: true, RawQuoted: true, Poll: m.Poll})
		if err != nil {
			return false, err
		}
		return m.Unify(a, mk(text)), nil
	}
}

var (
	termToAtom = termText(func(s string) engine.Term { return engine.Intern(s) })
	termString = termText(func(s string) engine.Term { return engine.String(s) })
)

var atomReadTermFromAtom = engine.Intern("read_term_from_atom")

// termString3 implements term_string(?Term, ?String, +Options): with
// String given, it is read_term_from_atom(String, Term, Options), whose
// name its errors carry, as in SWI-Prolog, where it calls that; else
// Term is written as by write_term/2 with quoted(true) and then Options,
// which may override it, and an error is format/3's, which SWI-Prolog
// writes it with.
func termString3(m *engine.Machine, args []engine.Term) (bool, error) {
	if _, ok := engine.Deref(args[1]).(*engine.Var); !ok {
		ok, err := readTermFromAtom(m, []engine.Term{args[1], args[0], args[2]})
		return ok, withContext(err, atomReadTermFromAtom, 3)
	}
	ok, err := termString3Write(m, args)
	return ok, withContext(err, atomFormat, 3)
}

// termString3Write writes Term to String for term_string/3.
func termString3Write(m *engine.Machine, args []engine.Term) (bool, error) {
	o, err := parseWriteOptions(m, engine.NewCompound(engine.AtomDot,
		engine.NewCompound(engine.Intern("quoted"), engine.AtomTrue), args[2]))
	if err != nil {
		return false, err
	}
	var buf bytes.Buffer
	s := engine.NewCaptureStream(&buf)
	if err := writeTermTo(m, s, args[0], o); err != nil {
		return false, err
	}
	if err := s.Flush(); err != nil {
		return false, engine.SystemError("%v", err)
	}
	return m.Unify(args[1], engine.String(buf.String())), nil
}

// atomToTerm implements atom_to_term(+Text, -Term, -Bindings): Term read
// from Text (an atom, string, number or code or char list; [] is the
// empty text, which reads as end_of_file), Bindings its named variables
// as Name = Var.
func atomToTerm(m *engine.Machine, args []engine.Term) (bool, error) {
	text, err := textOrNil(args[0], "text")
	if err != nil {
		return false, err
	}
	// Bindings is checked before the text is read: a variable or a
	// list, whose first cell is all that is looked at.
	switch b := engine.Deref(args[2]).(type) {
	case *engine.Var:
	case *engine.Compound:
		if b.Name != engine.AtomDot || len(b.Args) != 2 {
			return false, engine.TypeError("list", b)
		}
	default:
		if b != engine.AtomNil {
			return false, engine.TypeError("list", b)
		}
	}
	res, err := parseText(m, text)
	if err != nil {
		return false, err
	}
	var bs []engine.Term
	for _, vi := range res.Vars {
		bs = append(bs, engine.NewCompound(engine.AtomEqual, engine.Intern(vi.Name), vi.Var))
	}
	return m.Unify(args[1], res.Term) && m.Unify(args[2], engine.List(bs...)), nil
}

// readTermFromAtom implements read_term_from_atom(+Atom, -Term,
// +Options): Term is read from the text of Atom (an atom, a string or a
// code or char list, not a number, as in SWI-Prolog) with the options of
// read_term/2, variable_names(V) and the like; empty text reads as
// end_of_file.
func readTermFromAtom(m *engine.Machine, args []engine.Term) (bool, error) {
	text, err := plainTextArg(args[0])
	if err != nil {
		return false, err
	}
	return readFromText(m, text, args[1], args[2])
}

// readFromText reads term from text with opts, the options of
// read_term/2 (term_string/3, read_term_from_atom/3).
func readFromText(m *engine.Machine, text string, term, opts engine.Term) (bool, error) {
	o, err := readOptions(opts)
	if err != nil {
		return false, err
	}
	res, err := parseTextDQ(m, text, o.dq)
	if err != nil {
		return false, err
	}
	return m.Unify(term, res.Term) && bindReadOptions(m, o, res, res.Start), nil
}

var atomVAR = engine.Intern("$VAR")

// numbervars3 binds the variables of a term to '$VAR'(N) terms.
// numbervarsOpts are numbervars/4's options.
type numbervarsOpts struct {
	name       *engine.Atom // functor_name(F)
	attvar     string       // attvar(bind|skip|error)
	singletons bool         // singletons(true): '$VAR'('_') for a variable met once
}

var atomNumbervars = engine.Intern("numbervars")

// numbervars3 is numbervars(Term, Start, End): numbervars/4 with no
// options, whose name its errors carry, as in SWI-Prolog.
func numbervars3(m *engine.Machine, args []engine.Term) (bool, error) {
	return numbervars4(m, append(args[:3:3], engine.AtomNil))
}

// numbervars4 is numbervars(Term, Start, End, Options): the variables of
// Term, in depth-first order, bound to '$VAR'(N) for N from Start, End
// the next number. An attributed variable raises
// type_error(free_of_attvar, Term) unless attvar(bind) numbers it or
// attvar(skip) leaves it.
func numbervars4(m *engine.Machine, args []engine.Term) (bool, error) {
	ok, err := numbervarsRun(m, args)
	return ok, withContext(err, atomNumbervars, 4)
}

func numbervarsRun(m *engine.Machine, args []engine.Term) (bool, error) {
	n, err := intArg(args[1])
	if err != nil {
		return false, err
	}
	opts, err := parseNumbervarsOpts(args[3])
	if err != nil {
		return false, err
	}
	var vars []*engine.Var
	count := map[*engine.Var]int{}
	engine.Walk(args[0], func(t engine.Term) bool {
		if v, ok := t.(*engine.Var); ok {
			if count[v] == 0 {
				vars = append(vars, v)
			}
			count[v]++
		}
		return true
	})
	if opts.attvar == "error" {
		for _, v := range vars {
			if v.Attrs() != nil {
				return false, engine.TypeError("free_of_attvar", args[0])
			}
		}
	}
	// The counter must not wrap past the largest integer (it gave
	// '$VAR'(-9223372036854775808)): swipl's error for a start it cannot
	// count from.
	if n > math.MaxInt64-int64(len(vars)) {
		return false, engine.RepresentationError("tagged_integer")
	}
	for _, v := range vars {
		switch {
		case v.Attrs() != nil && opts.attvar == "skip":
		case opts.singletons && count[v] == 1:
			m.Bind(v, engine.NewCompound(opts.name, engine.Intern("_")))
		default:
			m.Bind(v, engine.NewCompound(opts.name, engine.MakeInt(n)))
			n++
		}
	}
	return m.Unify(args[2], engine.MakeInt(n)), nil
}

// parseNumbervarsOpts reads numbervars/4's option list with SWI-Prolog's
// errors; options it does not know are ignored.
func parseNumbervarsOpts(list engine.Term) (numbervarsOpts, error) {
	o := numbervarsOpts{name: atomVAR, attvar: "error"}
	xs, err := listArg(list)
	if err != nil {
		return o, err
	}
	for _, x := range xs {
		c, ok := engine.Deref(x).(*engine.Compound)
		if !ok {
			if _, isVar := engine.Deref(x).(*engine.Var); isVar {
				return o, engine.InstantiationError()
			}
			return o, engine.TypeError("option", engine.Deref(x))
		}
		if len(c.Args) != 1 {
			continue
		}
		v := engine.Deref(c.Args[0])
		if _, isVar := v.(*engine.Var); isVar {
			return o, engine.InstantiationError()
		}
		a, isAtom := v.(*engine.Atom)
		switch c.Name.Name {
		case "functor_name":
			if !isAtom {
				return o, engine.TypeError("atom", v)
			}
			o.name = a
		case "attvar":
			if !isAtom || (a.Name != "bind" && a.Name != "skip" && a.Name != "error") {
				return o, engine.DomainError("numbervar_option", engine.Deref(list))
			}
			o.attvar = a.Name
		case "singletons":
			if !isAtom || (a.Name != "true" && a.Name != "false") {
				return o, engine.TypeError("bool", v)
			}
			o.singletons = a.Name == "true"
		}
	}
	return o, nil
}

var readBuiltins = []engine.BuiltinSpec{
	{Name: "read_term", Arity: 2, Fn: readTerm2},
	{Name: "read_term", Arity: 3, Fn: readTerm3},
	{Name: "read", Arity: 1, Fn: read1},
	{Name: "read", Arity: 2, Fn: read2},
	{Name: "term_to_atom", Arity: 2, Fn: termToAtom},
	{Name: "term_string", Arity: 2, Fn: termString},
	{Name: "term_string", Arity: 3, Fn: termString3},
	{Name: "atom_to_term", Arity: 3, Fn: atomToTerm},
	{Name: "read_term_from_atom", Arity: 3, Fn: readTermFromAtom},
	{Name: "numbervars", Arity: 3, Fn: numbervars3},
	{Name: "numbervars", Arity: 4, Fn: numbervars4},
}
