package builtins

import (
	"unicode"

	"github.com/goprolog/goprolog/internal/engine"
)

// The character I/O of DEC-10 Prolog, which SWI-Prolog keeps and older
// textbooks (Clocksin and Mellish among them) teach: get0/1,2, get/1,2,
// skip/1,2, put/1,2, ttyflush/0, seeing/1, telling/1 and display/1,2.
// Each reads or writes as its ISO successor does (get0 is get_code, put
// is put_char, display is write_canonical without variable names), with
// its own name in its errors, as in SWI-Prolog.

// inStream gives the stream a get0/1-style predicate (withStream false)
// or its /2 form reads, the culprit of its past-end-of-stream error and
// the argument left.
func inStream(m *engine.Machine, args []engine.Term, withStream bool) (*engine.Stream, engine.Term, engine.Term, error) {
	if !withStream {
		s := m.In
		if s.Binary {
			return nil, nil, nil, engine.PermissionError("input", "binary_stream", engine.StreamTerm(s))
		}
		return s, currentStreamCulprit(s), args[0], nil
	}
	s, err := textInputArg(m, args[0])
	if err != nil {
		return nil, nil, nil, err
	}
	return s, args[0], args[1], nil
}

// getNonBlank implements get(-Code) and get(+Stream, -Code): the code of
// the next character that is not white space, or -1 at the end of the
// stream.
func getNonBlank(withStream bool) engine.Builtin {
	return func(m *engine.Machine, args []engine.Term) (bool, error) {
		s, st, out, err := inStream(m, args, withStream)
		if err != nil {
			return false, err
		}
		if err := checkInCode(out); err != nil {
			return false, err
		}
		for {
			r, err := readRune(s, st, false)
			if err != nil {
				return false, err
			}
			if r < 0 || !unicode.IsSpace(r) {
				return m.Unify(out, engine.MakeInt(int64(r))), nil
			}
		}
	}
}

// skipTo implements skip(+Code) and skip(+Stream, +Code): it reads up to
// and including the character Code (a code or a one-character atom), or
// to the end of the stream.
func skipTo(withStream bool) engine.Builtin {
	return func(m *engine.Machine, args []engine.Term) (bool, error) {
		s, st, target, err := inStream(m, args, withStream)
		if err != nil {
			return false, err
		}
		c, err := putCharArg(target)
		if err != nil {
			return false, err
		}
		for {
			r, err := readRune(s, st, false)
			if err != nil {
				return false, err
			}
			if r < 0 || r == c {
				return true, nil
			}
		}
	}
}

// ttyflush implements ttyflush/0: flush_output(user_output).
func ttyflush(m *engine.Machine, _ []engine.Term) (bool, error) {
	err := flushStream(m.UserOut)
	return err == nil, err
}

var atomUser = engine.Intern("user")

// seeingOrTelling implements seeing(-Stream) and telling(-Stream): the
// current input (output), or user when it is user_input (user_output).
func seeingOrTelling(output bool) engine.Builtin {
	return func(m *engine.Machine, args []engine.Term) (bool, error) {
		cur, user := m.In, m.UserIn
		if output {
			cur, user = m.Out, m.UserOut
		}
		if cur == user {
			return m.Unify(args[0], atomUser), nil
		}
		return m.Unify(args[0], engine.StreamTerm(cur)), nil
	}
}

// optsDisplay are display/1's options: write_term/2 with quoted(true),
// ignore_ops(true), no_lists(true) and brace_terms(false).
func optsDisplay(m *engine.Machine) writeOpts {
	return writeOpts{WriteOptions: engine.WriteOptions{Quoted: true, IgnoreOps: true, NoLists: true, NoBraceTerms: true, Ops: m.Ops}}
}

var bDisplay1, bDisplay2 = writeWith(simpleOpts(optsDisplay), "")

var edinburghBuiltins = []engine.BuiltinSpec{
	{Name: "get0", Arity: 1, Fn: charIO(false, true, false)},
	{Name: "get0", Arity: 2, Fn: charIO(false, true, true)},
	{Name: "get", Arity: 1, Fn: getNonBlank(false)},
	{Name: "get", Arity: 2, Fn: getNonBlank(true)},
	{Name: "skip", Arity: 1, Fn: skipTo(false)},
	{Name: "skip", Arity: 2, Fn: skipTo(true)},
	// put/1,2 are put_char/1,2, whose argument may be a code or a
	// character (putCharArg).
	{Name: "put", Arity: 1, Fn: bPutChar1},
	{Name: "put", Arity: 2, Fn: bPutChar2},
	{Name: "ttyflush", Arity: 0, Fn: ttyflush},
	{Name: "seeing", Arity: 1, Fn: seeingOrTelling(false)},
	{Name: "telling", Arity: 1, Fn: seeingOrTelling(true)},
	{Name: "display", Arity: 1, Fn: bDisplay1},
	{Name: "display", Arity: 2, Fn: bDisplay2},
}
