package builtins

import (
	"unicode"

	"github.com/goprolog/goprolog/internal/engine"
)

// The character I/O of DEC-10 Prolog, which SWI-Prolog keeps and older
// textbooks (Clocksin and Mellish among them) teach: get0/1,2, get/1,2,
// skip/1,2, put/1,2, ttyflush/0, see/1, seen/0, tell/1, append/1,
// told/0, seeing/1, telling/1 and display/1,2.
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

// Edinburgh-style I/O: see/tell redirect current input/output to a file
// or stream; seen/told close it and return to the user streams.

func fileOrStream(m *engine.Machine, t engine.Term, mode string) (*engine.Stream, error) {
	t = engine.Deref(t)
	if s := streamOf(m, t); s != nil {
		return s, nil
	}
	if engine.IsStreamTerm(t) {
		return nil, engine.ExistenceError("stream", t)
	}
	if ioIsVar(t) {
		return nil, engine.InstantiationError()
	}
	if t == engine.Term(atomUser) {
		// DEC-10 Prolog's name of the terminal: user_input to see/1,
		// user_output to tell/1 and append/1.
		if mode == "read" {
			return m.UserIn, nil
		}
		return m.UserOut, nil
	}
	var found *engine.Stream
	if a, ok := t.(*engine.Atom); ok {
		m.Streams(func(s *engine.Stream) {
			if found == nil && s.FileName == a.Name && (mode == "read") == s.IsInput() && !isStdStream(m, s) {
				found = s
			}
		})
	}
	if found != nil {
		return found, nil
	}
	v := m.NewVar()
	if _, err := doOpen(m, t, engine.Intern(mode), v, engine.AtomNil, redirectPred[mode], 1); err != nil {
		return nil, err
	}
	return m.StreamOf(v), nil
}

func bSeen(m *engine.Machine, args []engine.Term) (bool, error) {
	s := m.In
	m.In = m.UserIn
	return true, closeStream(m, s)
}

// redirectPred names the predicate of each mode of redirect.
var redirectPred = map[string]*engine.Atom{
	"read":   engine.Intern("see"),
	"write":  engine.Intern("tell"),
	"append": engine.Intern("append"),
}

// redirect implements see/1 (mode read) and tell/1, append/1 (modes
// write, append): the file or stream becomes current input or output.
func redirect(mode string) engine.Builtin {
	return func(m *engine.Machine, args []engine.Term) (bool, error) {
		s, err := fileOrStream(m, args[0], mode)
		if err != nil {
			return false, err
		}
		if mode == "read" {
			if !s.IsInput() {
				return false, engine.PermissionError("input", "stream", engine.Deref(args[0]))
			}
			m.In = s
			return true, nil
		}
		if !s.IsOutput() {
			return false, engine.PermissionError("output", "stream", engine.Deref(args[0]))
		}
		m.Out = s
		return true, nil
	}
}

func bTold(m *engine.Machine, args []engine.Term) (bool, error) {
	s := m.Out
	m.Out = m.UserOut
	return true, closeStream(m, s)
}

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
	{Name: "see", Arity: 1, Fn: redirect("read")},
	{Name: "seen", Arity: 0, Fn: bSeen},
	{Name: "tell", Arity: 1, Fn: redirect("write")},
	{Name: "append", Arity: 1, Fn: redirect("append")},
	{Name: "told", Arity: 0, Fn: bTold},
}
