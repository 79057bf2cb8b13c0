package builtins

import (
	"bytes"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/goprolog/goprolog/internal/engine"
)

// Term output: write/1,2 and friends, nl/0,1, tab/1,2, put_char/1,2.

var (
	atomPortray         = engine.Intern("portray")
	atomPriority        = engine.Intern("priority")
	atomVariableName    = engine.Intern("=")
	atomStreamOrAlias   = engine.Intern("stream_or_alias")
	atomIntegerExprType = "integer_expression"
)

// streamOf is m.StreamOf, but for the names current_output and
// current_input, which SWI-Prolog's stream arguments take for the current
// output and input.
func streamOf(m *engine.Machine, t engine.Term) *engine.Stream {
	switch engine.Deref(t) {
	case engine.Term(atomCurrentOutput):
		return m.Out
	case engine.Term(atomCurrentInput):
		return m.In
	}
	return m.StreamOf(t)
}

// streamArg resolves a stream-or-alias argument as SWI-Prolog does: an
// unknown alias or a closed stream is an existence error, anything that is
// not an atom or a stream term a domain error.
func streamArg(m *engine.Machine, t engine.Term) (*engine.Stream, error) {
	t = engine.Deref(t)
	if s := streamOf(m, t); s != nil {
		return s, nil
	}
	switch t.(type) {
	case *engine.Var:
		return nil, engine.InstantiationError()
	case *engine.Atom:
		return nil, engine.ExistenceError("stream", t)
	}
	if engine.IsStreamTerm(t) {
		return nil, engine.ExistenceError("stream", t)
	}
	return nil, engine.DomainErrorTerm(atomStreamOrAlias, t)
}

// outputStreamArg resolves a stream argument that must accept output.
func outputStreamArg(m *engine.Machine, t engine.Term) (*engine.Stream, error) {
	s, err := streamArg(m, t)
	if err != nil {
		return nil, err
	}
	if !s.IsOutput() {
		return nil, engine.PermissionError("output", "stream", engine.Deref(t))
	}
	return s, nil
}

// textOutputStreamArg resolves an output stream for character output.
func textOutputStreamArg(m *engine.Machine, t engine.Term) (*engine.Stream, error) {
	s, err := outputStreamArg(m, t)
	if err != nil {
		return nil, err
	}
	if s.Binary {
		return nil, engine.PermissionError("output", "binary_stream", engine.Deref(t))
	}
	return s, nil
}

// emitText writes text to s, turning an I/O failure into a Prolog error.
func emitText(s *engine.Stream, text string) error { return s.Emit(text) }

// writeOpts describes a write_term/2 option list after validation.
type writeOpts struct {
	engine.WriteOptions
	portray  bool
	fullstop bool
	nl       bool
	// numberVarsSet records an explicit numbervars(Bool): without one,
	// portray(true) implies numbervars(true), as in SWI-Prolog.
	numberVarsSet bool
	// portrayGoal is portray_goal(G)'s G, called as call(G, Term,
	// Options) on each subterm, Options the options given but priority
	// (the list options) and the subterm's priority(P) after them.
	portrayGoal engine.Term
	options     []engine.Term
}

func writeBoolOpt(t engine.Term) (bool, error) {
	switch x := engine.Deref(t).(type) {
	case *engine.Var:
		return false, engine.InstantiationError()
	case *engine.Atom:
		if x == engine.AtomTrue {
			return true, nil
		}
		if x == engine.AtomFalse {
			return false, nil
		}
	}
	return false, engine.TypeError("bool", engine.Deref(t))
}

// parseWriteOptions validates a write_term option list. Unknown options
// of the form name(Value) are ignored, as SWI-Prolog does.
func parseWriteOptions(m *engine.Machine, list engine.Term) (writeOpts, error) {
	var o writeOpts
	o.Ops = m.Ops
	o.UnicodeEscapes = unicodeEscapes(m)
	t := engine.Deref(list)
	for {
		switch x := t.(type) {
		case *engine.Var:
			return o, engine.InstantiationError()
		case *engine.Atom:
			if x == engine.AtomNil {
				if o.portray && !o.numberVarsSet {
					o.NumberVars = true
				}
				return o, nil
			}
			return o, engine.TypeError("list", engine.Deref(list))
		case *engine.Compound:
			if x.Name != engine.AtomDot || len(x.Args) != 2 {
				return o, engine.TypeError("list", engine.Deref(list))
			}
			if err := o.option(m, x.Args[0]); err != nil {
				return o, err
			}
			if c, ok := engine.Deref(x.Args[0]).(*engine.Compound); !ok || c.Name != atomPriority || len(c.Args) != 1 {
				o.options = append(o.options, x.Args[0])
			}
			t = engine.Deref(x.Args[1])
		default:
			return o, engine.TypeError("list", engine.Deref(list))
		}
	}
}

func (o *writeOpts) option(m *engine.Machine, opt engine.Term) error {
	opt = engine.Deref(opt)
	c, ok := opt.(*engine.Compound)
	if !ok {
		if _, isVar := opt.(*engine.Var); isVar {
			return engine.InstantiationError()
		}
		return engine.TypeError("option", opt)
	}
	if len(c.Args) != 1 {
		return nil
	}
	arg := c.Args[0]
	var err error
	switch c.Name.Name {
	case "quoted":
		o.Quoted, err = writeBoolOpt(arg)
	case "ignore_ops":
		o.IgnoreOps, err = writeBoolOpt(arg)
	case "numbervars":
		o.NumberVars, err = writeBoolOpt(arg)
		o.numberVarsSet = true
	case "portray", "portrayed":
		o.portray, err = writeBoolOpt(arg)
	case "fullstop":
		o.fullstop, err = writeBoolOpt(arg)
	case "nl":
		o.nl, err = writeBoolOpt(arg)
	case "character_escapes_unicode":
		o.UnicodeEscapes, err = writeBoolOpt(arg)
	case "quote_non_ascii":
		o.QuoteNonASCII, err = writeBoolOpt(arg)
	case "dotlists":
		o.DotLists, err = writeBoolOpt(arg)
	case "no_lists":
		o.NoLists, err = writeBoolOpt(arg)
	case "brace_terms":
		var b bool
		b, err = writeBoolOpt(arg)
		o.NoBraceTerms = !b
	case "max_depth":
		var n int64
		n, err = intArg(arg)
		if n < 0 {
			n = -1 // SWI-Prolog writes the whole term as ...
		}
		o.MaxDepth = int(n)
	case "spacing":
		var a *engine.Atom
		a, err = atomArg(arg)
		if err == nil && a.Name != "standard" && a.Name != "next_argument" {
			err = engine.DomainError("spacing", a)
		}
		o.SpaceArgs = err == nil && a.Name == "next_argument"
	case "variable_names":
		o.VarNames, err = variableNames(arg)
	case "portray_goal":
		o.portrayGoal, o.portray = arg, true
	case "priority":
		var n int64
		if n, err = intArg(arg); err == nil && (n < 0 || n > 1200) {
			err = engine.DomainError("operator_priority", engine.MakeInt(n))
		}
		o.Priority, o.PrioritySet = int(n), err == nil
	case "back_quotes":
		var a *engine.Atom
		if a, err = atomArg(arg); err == nil {
			switch a.Name {
			case "string":
				o.BackQuotedStrings = true
			case "codes", "chars", "symbol_char":
				o.BackQuotedStrings = false
			default:
				err = engine.DomainError("back_quotes", a)
			}
		}
	case "character_escapes":
		// Without escapes, a quoted atom or string holds its
		// characters as they are, its quote doubled, as SWI-Prolog
		// writes it.
		var b bool
		b, err = writeBoolOpt(arg)
		o.RawQuoted = !b
	}
	return err
}

// variableNames checks a variable_names(['Name'=Var, ...]) list.
func variableNames(list engine.Term) (map[*engine.Var]string, error) {
	names := map[*engine.Var]string{}
	t := engine.Deref(list)
	for {
		switch x := t.(type) {
		case *engine.Var:
			return nil, engine.InstantiationError()
		case *engine.Atom:
			if x == engine.AtomNil {
				return names, nil
			}
			return nil, engine.TypeError("list", engine.Deref(list))
		case *engine.Compound:
			if x.Name != engine.AtomDot || len(x.Args) != 2 {
				return nil, engine.TypeError("list", engine.Deref(list))
			}
			b := engine.Deref(x.Args[0])
			eq, ok := b.(*engine.Compound)
			if !ok || eq.Name != atomVariableName || len(eq.Args) != 2 {
				if _, isVar := b.(*engine.Var); isVar {
					return nil, engine.InstantiationError()
				}
				return nil, engine.TypeError("variable_assignment", b)
			}
			name, err := atomArg(eq.Args[0])
			if err != nil {
				return nil, err
			}
			if !validVarName(name.Name) {
				return nil, engine.DomainError("variable_name", name)
			}
			if v, ok := engine.Deref(eq.Args[1]).(*engine.Var); ok {
				if _, seen := names[v]; !seen {
					names[v] = name.Name
				}
			}
			t = engine.Deref(x.Args[1])
		default:
			return nil, engine.TypeError("list", engine.Deref(list))
		}
	}
}

// validVarName reports whether s is written like a Prolog variable.
func validVarName(s string) bool {
	r, size := utf8.DecodeRuneInString(s)
	if size == 0 || !(r == '_' || r >= 'A' && r <= 'Z') {
		return false
	}
	for _, r := range s[size:] {
		if !(r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r > 127) {
			return false
		}
	}
	return true
}

// formatTerm renders t with o. With portray(true) and a user portray/1
// hook, or portray_goal(G), the term is written to a capture stream that
// is also the current output, so that the hook's output lands in place.
// The error is the query's interrupt or limit, met while a huge integer
// was turned into text, or portray_goal's goal's, which comes with the
// text written before it.
func formatTerm(m *engine.Machine, t engine.Term, o writeOpts) (string, error) {
	var text string
	var err error
	o.Poll = m.Poll
	if o.portrayGoal != nil || o.portray && portrayDefined(m) {
		var buf bytes.Buffer
		s := engine.NewCaptureStream(&buf)
		m.AddStream(s)
		old := m.Out
		m.Out = s
		opts := o.WriteOptions
		opts.Portray = func(sub engine.Term) bool {
			ok, err := m.Once(engine.NewCompound(atomPortray, sub))
			return ok && err == nil
		}
		if goal, given := o.portrayGoal, o.options; goal != nil {
			opts.PortrayGoal = func(sub engine.Term, prec int) (bool, rune, error) {
				options := append(given[:len(given):len(given)],
					engine.NewCompound(atomPriority, engine.MakeInt(int64(prec))))
				s.Flush()
				before := buf.Len()
				ok, err := m.Once(engine.NewCompound(atomCall, goal, sub, engine.List(options...)))
				s.Flush()
				var last rune
				if buf.Len() > before {
					last, _ = utf8.DecodeLastRune(buf.Bytes())
				}
				return ok, last, unknownProcedureContext(err, engine.PI(atomCall, 3))
			}
		}
		err = engine.WriteTerm(s, t, opts)
		s.Flush()
		m.RemoveStream(s)
		if m.StreamByID(old.ID) == old {
			m.Out = old
		} else {
			m.Out = m.UserOut
		}
		text = buf.String()
	} else {
		text, err = engine.FormatChecked(t, o.WriteOptions)
	}
	if err != nil {
		if o.portrayGoal != nil {
			// What was written before the portray goal's error
			// stays, as SWI-Prolog writes it as it goes.
			return text, err
		}
		return "", err
	}
	if o.fullstop {
		// A space keeps the full stop from joining a symbol atom
		// written last ("- . ").
		if r, size := utf8.DecodeLastRuneInString(text); size > 0 && (strings.ContainsRune(`#$&*+-./:<=>?@^~\`, r) || r >= utf8.RuneSelf && engine.IsSymbolChar(r)) {
			text += " "
		}
		text += "."
		if o.nl {
			text += "\n"
		} else {
			text += " "
		}
	} else if o.nl {
		text += "\n"
	}
	return text, nil
}

// portrayDefined reports whether the user defined portray/1.
func portrayDefined(m *engine.Machine) bool {
	p := m.Lookup(atomPortray, 1)
	return p != nil && p.IsDefined()
}

// writeTermTo writes t to s with the given options.
func writeTermTo(m *engine.Machine, s *engine.Stream, t engine.Term, o writeOpts) error {
	text, err := formatTerm(m, t, o)
	if err != nil {
		if text != "" {
			_ = emitText(s, text)
		}
		return err
	}
	return emitText(s, text)
}

// Option sets of the write family, as SWI-Prolog defines them.
func optsWrite(m *engine.Machine) writeOpts {
	return writeOpts{WriteOptions: engine.WriteOptions{NumberVars: true, Ops: m.Ops}, portray: false}
}

func optsWriteq(m *engine.Machine) writeOpts {
	return writeOpts{WriteOptions: engine.WriteOptions{NumberVars: true, Quoted: true, Ops: m.Ops}}
}

func optsPrint(m *engine.Machine) writeOpts {
	return writeOpts{WriteOptions: engine.WriteOptions{NumberVars: true, Quoted: true, Ops: m.Ops, UnicodeEscapes: unicodeEscapes(m)}, portray: true}
}

var atomCharEscapesUnicode = engine.Intern("character_escapes_unicode")

// unicodeEscapes reports the flag character_escapes_unicode: print/1,
// write_term/2 and portray_clause/1 write a character without an escape
// of its own as \uXXXX while it is true (its default), writeq/1 as \xX\
// always.
func unicodeEscapes(m *engine.Machine) bool {
	return engine.Deref(m.FlagTable[atomCharEscapesUnicode]) != engine.AtomFalse
}

// optsCanonical names shared variables A, B, ... and singletons _,
// ignores operators and '$VAR' terms, and quotes an atom holding a
// character beyond Latin-1, as write_canonical/1 does.
func optsCanonical(m *engine.Machine, t engine.Term) writeOpts {
	counts, order := countVars(t)
	names := map[*engine.Var]string{}
	n := 0
	for _, v := range order {
		if counts[v] > 1 {
			names[v] = varLetterName(n)
			n++
		} else {
			names[v] = "_"
		}
	}
	return writeOpts{WriteOptions: engine.WriteOptions{Quoted: true, IgnoreOps: true, NoBraceTerms: true, QuoteNonASCII: true, Ops: m.Ops, VarNames: names}}
}

// countVars counts the occurrences of each variable of t, in order of first
// occurrence. Shared subterms count once per occurrence, as they are
// written; a cyclic term (detected by a node budget) is counted by shape.
func countVars(t engine.Term) (map[*engine.Var]int, []*engine.Var) {
	counts := map[*engine.Var]int{}
	var order []*engine.Var
	stack := []engine.Term{t}
	for budget := 10_000_000; len(stack) > 0; budget-- {
		if budget == 0 {
			counts, order = map[*engine.Var]int{}, nil
			engine.Walk(t, func(x engine.Term) bool {
				if v, ok := engine.Deref(x).(*engine.Var); ok {
					if counts[v] == 0 {
						order = append(order, v)
					}
					counts[v] += 2
				}
				return true
			})
			return counts, order
		}
		x := engine.Deref(stack[len(stack)-1])
		stack = stack[:len(stack)-1]
		switch x := x.(type) {
		case *engine.Var:
			if counts[x] == 0 {
				order = append(order, x)
			}
			counts[x]++
		case *engine.Compound:
			for i := len(x.Args) - 1; i >= 0; i-- {
				stack = append(stack, x.Args[i])
			}
		}
	}
	return counts, order
}

// varLetterName is the numbervars name of n: A..Z, A1..Z1, ...
func varLetterName(n int) string {
	s := string(rune('A' + n%26))
	if n >= 26 {
		s += strconv.Itoa(n / 26)
	}
	return s
}

// writeWith makes write/1,2-style builtins from an option set.
func writeWith(opts func(m *engine.Machine, t engine.Term) writeOpts, suffix string) (engine.Builtin, engine.Builtin) {
	one := func(m *engine.Machine, args []engine.Term) (bool, error) {
		text, err := formatTerm(m, args[0], opts(m, args[0]))
		if err == nil {
			err = emitText(m.Out, text+suffix)
		}
		return err == nil, err
	}
	two := func(m *engine.Machine, args []engine.Term) (bool, error) {
		s, err := textOutputStreamArg(m, args[0])
		if err != nil {
			return false, err
		}
		text, err := formatTerm(m, args[1], opts(m, args[1]))
		if err == nil {
			err = emitText(s, text+suffix)
		}
		return err == nil, err
	}
	return one, two
}

func simpleOpts(f func(m *engine.Machine) writeOpts) func(m *engine.Machine, t engine.Term) writeOpts {
	return func(m *engine.Machine, _ engine.Term) writeOpts { return f(m) }
}

var (
	bWrite1, bWrite2         = writeWith(simpleOpts(optsWrite), "")
	bWriteln1, bWriteln2     = writeWith(simpleOpts(optsWrite), "\n")
	bWriteq1, bWriteq2       = writeWith(simpleOpts(optsWriteq), "")
	bPrint1, bPrint2         = writeWith(simpleOpts(optsPrint), "")
	bCanonical1, bCanonical2 = writeWith(optsCanonical, "")
)

func bWriteTerm2(m *engine.Machine, args []engine.Term) (bool, error) {
	o, err := parseWriteOptions(m, args[1])
	if err != nil {
		return false, err
	}
	err = writeTermTo(m, m.Out, args[0], o)
	return err == nil, err
}

func bWriteTerm3(m *engine.Machine, args []engine.Term) (bool, error) {
	s, err := textOutputStreamArg(m, args[0])
	if err != nil {
		return false, err
	}
	o, err := parseWriteOptions(m, args[2])
	if err != nil {
		return false, err
	}
	err = writeTermTo(m, s, args[1], o)
	return err == nil, err
}

func bNl0(m *engine.Machine, args []engine.Term) (bool, error) {
	err := emitText(m.Out, "\n")
	return err == nil, err
}

func bNl1(m *engine.Machine, args []engine.Term) (bool, error) {
	s, err := textOutputStreamArg(m, args[0])
	if err != nil {
		return false, err
	}
	err = emitText(s, "\n")
	return err == nil, err
}

// ioEvalInt evaluates an arithmetic expression that must yield an integer;
// typ names the type error for a float result.
func ioEvalInt(m *engine.Machine, expr engine.Term, typ string) (engine.Term, error) {
	expr = engine.Deref(expr)
	switch expr.(type) {
	case engine.Int, *engine.BigInt:
		return expr, nil
	case *engine.Var:
		return nil, engine.InstantiationError()
	}
	v, err := ioEval(m, expr)
	if err != nil {
		return nil, err
	}
	switch v.(type) {
	case engine.Int, *engine.BigInt:
		return v, nil
	}
	return nil, engine.TypeError(typ, v)
}

// ioEval evaluates expr with the arithmetic family's evaluator.
func ioEval(m *engine.Machine, expr engine.Term) (engine.Term, error) {
	return Eval(m, expr)
}

func doTab(m *engine.Machine, s *engine.Stream, n engine.Term) (bool, error) {
	v, err := ioEvalInt(m, n, atomIntegerExprType)
	if err != nil {
		return false, err
	}
	k, ok := v.(engine.Int)
	if !ok {
		return false, engine.ResourceError("memory")
	}
	if k <= 0 {
		return true, nil
	}
	// The spaces go out a chunk at a time, with the limits and the
	// interrupt polled between chunks: tab(100000000000) is as long as
	// SWI-Prolog's, but not an allocation of its count.
	chunk := strings.Repeat(" ", int(min(k, tabChunk)))
	for k > 0 {
		n := min(k, tabChunk)
		if err := emitText(s, chunk[:n]); err != nil {
			return false, err
		}
		if k -= n; k > 0 {
			if err := m.Poll(); err != nil {
				return false, err
			}
		}
	}
	return true, nil
}

// tabChunk is the number of spaces tab/2 writes between polls.
const tabChunk = 1 << 16

func bTab1(m *engine.Machine, args []engine.Term) (bool, error) {
	return doTab(m, m.Out, args[0])
}

func bTab2(m *engine.Machine, args []engine.Term) (bool, error) {
	s, err := textOutputStreamArg(m, args[0])
	if err != nil {
		return false, err
	}
	return doTab(m, s, args[1])
}

// putCharArg requires a one-character atom.
// putCharArg returns the character put_char/1,2 writes. As in
// SWI-Prolog it is given as a one-character atom, string, or code or char
// list, or as a character code: a code past the Unicode range is
// domain_error(character, Code), any other term type_error(character, T).
func putCharArg(t engine.Term) (rune, error) {
	t = engine.Deref(t)
	switch x := t.(type) {
	case *engine.Var:
		return 0, engine.InstantiationError()
	case engine.Int:
		if x > utf8.MaxRune {
			return 0, engine.DomainError("character", x)
		}
		if x >= 0 {
			return rune(x), nil
		}
	case *engine.Atom:
		if r, ok := oneChar(x.Name); ok {
			return r, nil
		}
	case engine.String:
		if r, ok := oneChar(string(x)); ok {
			return r, nil
		}
	case *engine.Compound:
		if s, ok := textOfList(x); ok {
			if r, ok := oneChar(s); ok {
				return r, nil
			}
		}
	}
	return 0, engine.TypeError("character", t)
}

// oneChar returns the character of a text of exactly one character.
func oneChar(s string) (rune, bool) {
	r, size := utf8.DecodeRuneInString(s)
	return r, size > 0 && size == len(s)
}

func bPutChar1(m *engine.Machine, args []engine.Term) (bool, error) {
	r, err := putCharArg(args[0])
	if err != nil {
		return false, err
	}
	err = emitText(m.Out, string(r))
	return err == nil, err
}

func bPutChar2(m *engine.Machine, args []engine.Term) (bool, error) {
	s, err := textOutputStreamArg(m, args[0])
	if err != nil {
		return false, err
	}
	r, err := putCharArg(args[1])
	if err != nil {
		return false, err
	}
	err = emitText(s, string(r))
	return err == nil, err
}

var writeBuiltins = []engine.BuiltinSpec{
	{Name: "write", Arity: 1, Fn: bWrite1},
	{Name: "write", Arity: 2, Fn: bWrite2},
	{Name: "writeln", Arity: 1, Fn: bWriteln1},
	{Name: "writeln", Arity: 2, Fn: bWriteln2},
	{Name: "writeq", Arity: 1, Fn: bWriteq1},
	{Name: "writeq", Arity: 2, Fn: bWriteq2},
	{Name: "print", Arity: 1, Fn: bPrint1},
	{Name: "print", Arity: 2, Fn: bPrint2},
	{Name: "write_canonical", Arity: 1, Fn: bCanonical1},
	{Name: "write_canonical", Arity: 2, Fn: bCanonical2},
	{Name: "write_term", Arity: 2, Fn: bWriteTerm2},
	{Name: "write_term", Arity: 3, Fn: bWriteTerm3},
	{Name: "nl", Arity: 0, Fn: bNl0},
	{Name: "nl", Arity: 1, Fn: bNl1},
	{Name: "tab", Arity: 1, Fn: bTab1},
	{Name: "tab", Arity: 2, Fn: bTab2},
	{Name: "put_char", Arity: 1, Fn: bPutChar1},
	{Name: "put_char", Arity: 2, Fn: bPutChar2},
}
