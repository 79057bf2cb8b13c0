package builtins

import (
	"errors"
	"io"

	"github.com/goprolog/goprolog/engine"
	"github.com/goprolog/goprolog/parser"
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
	s := m.StreamOf(t)
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

// readOptions checks the options of read_term/2,3 and
// read_term_from_atom/3: a list of compounds. As SWI-Prolog, an option it
// does not know is ignored.
func readOptions(options engine.Term) ([]engine.Term, error) {
	opts, err := listArg(options)
	if err != nil {
		return nil, err
	}
	for _, o := range opts {
		switch o := engine.Deref(o).(type) {
		case *engine.Var:
			return nil, engine.InstantiationError()
		case *engine.Compound:
		default:
			return nil, engine.TypeError("option", o)
		}
	}
	return opts, nil
}

// readTerm reads one term from s (st is the stream argument, the culprit
// of an error) and unifies it and the options. At the end of the stream
// the term is end_of_file and the stream is past its end, so that reading
// again applies its eof_action, as get_char/2 does.
func readTerm(m *engine.Machine, s *engine.Stream, st, term, options engine.Term) (bool, error) {
	opts, err := readOptions(options)
	if err != nil {
		return false, err
	}
	if err := pastEOF(s, st); err != nil {
		return false, err
	}
	r := parser.NewReader(m, s)
	res, err := r.Next()
	if err == io.EOF {
		markPastEOF(s)
		return m.Unify(term, engine.AtomEOF) && bindReadOptions(m, opts, nil), nil
	}
	if err != nil {
		return false, syntaxErrorTerm(err)
	}
	return m.Unify(term, res.Term) && bindReadOptions(m, opts, res), nil
}

func bindReadOptions(m *engine.Machine, opts []engine.Term, res *parser.Result) bool {
	for _, o := range opts {
		c := engine.Deref(o).(*engine.Compound)
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
				for _, vi := range res.Singletons {
					vs = append(vs, engine.NewCompound(engine.AtomEqual, engine.Intern(vi.Name), vi.Var))
				}
			}
			v = engine.List(vs...)
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

// parseText reads a term from text for term_to_atom/2 and friends.
func parseText(m *engine.Machine, text string) (*parser.Result, error) {
	res, err := parser.ReadTermFromString(m, text)
	if err != nil {
		return nil, syntaxErrorTerm(err)
	}
	return res, nil
}

// termText converts between a term and its text in both directions
// (term_to_atom/2, term_string/2): with text given it parses it, else it
// writes the term with writeq and makes the text with mk.
func termText(typ string, unboundTermErr bool, mk func(string) engine.Term) engine.Builtin {
	return func(m *engine.Machine, args []engine.Term) (bool, error) {
		t, a := engine.Deref(args[0]), engine.Deref(args[1])
		if _, ok := a.(*engine.Var); !ok {
			text, err := textArg(a, typ)
			if err != nil {
				return false, err
			}
			res, err := parseText(m, text)
			if err != nil {
				return false, err
			}
			return m.Unify(t, res.Term), nil
		}
		if _, ok := t.(*engine.Var); ok && unboundTermErr {
			return false, engine.InstantiationError()
		}
		return m.Unify(a, mk(engine.Format(t, engine.WriteOptions{Quoted: true}))), nil
	}
}

var (
	termToAtom = termText("atom", true, func(s string) engine.Term { return engine.Intern(s) })
	termString = termText("string", false, func(s string) engine.Term { return engine.String(s) })
)

func atomToTerm(m *engine.Machine, args []engine.Term) (bool, error) {
	text, err := textArg(args[0], "atom")
	if err != nil {
		return false, err
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
	opts, err := readOptions(args[2])
	if err != nil {
		return false, err
	}
	res, err := parseText(m, text)
	if err != nil {
		return false, err
	}
	return m.Unify(args[1], res.Term) && bindReadOptions(m, opts, res), nil
}

var atomVAR = engine.Intern("$VAR")

// numbervars3 binds the variables of a term to '$VAR'(N) terms.
func numbervars3(m *engine.Machine, args []engine.Term) (bool, error) {
	n, err := intArg(args[1])
	if err != nil {
		return false, err
	}
	var vars []*engine.Var
	seen := map[*engine.Var]bool{}
	engine.Walk(args[0], func(t engine.Term) bool {
		if v, ok := t.(*engine.Var); ok && !seen[v] {
			seen[v] = true
			vars = append(vars, v)
		}
		return true
	})
	for _, v := range vars {
		m.Bind(v, engine.NewCompound(atomVAR, engine.MakeInt(n)))
		n++
	}
	return m.Unify(args[2], engine.MakeInt(n)), nil
}

var readBuiltins = []engine.BuiltinSpec{
	{Name: "read_term", Arity: 2, Fn: readTerm2},
	{Name: "read_term", Arity: 3, Fn: readTerm3},
	{Name: "read", Arity: 1, Fn: read1},
	{Name: "read", Arity: 2, Fn: read2},
	{Name: "term_to_atom", Arity: 2, Fn: termToAtom},
	{Name: "term_string", Arity: 2, Fn: termString},
	{Name: "atom_to_term", Arity: 3, Fn: atomToTerm},
	{Name: "read_term_from_atom", Arity: 3, Fn: readTermFromAtom},
	{Name: "numbervars", Arity: 3, Fn: numbervars3},
}
