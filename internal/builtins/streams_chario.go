package builtins

// ISO character and byte I/O: get_char/1,2, peek_char/1,2, get_code/1,2,
// peek_code/1,2, get_byte/1,2, peek_byte/1,2, put_code/1,2 and
// put_byte/1,2, with the end-of-file actions of the stream read.

import (
	"io"
	"unicode/utf8"

	"github.com/goprolog/goprolog/internal/engine"
)

// pastEOF applies the stream's eof_action when reading past the end:
// it returns an error, or true when the read should report end of file
// again.
func pastEOF(s *engine.Stream, t engine.Term) error {
	if s.PastEOF && s.EOFAction == atomErrorA {
		return engine.PermissionError("input", "past_end_of_stream", engine.Deref(t))
	}
	if s.EOFAction == atomReset {
		s.PastEOF = false
	}
	return nil
}

// markPastEOF records that a read returned end of file: the stream is
// past its end, unless its eof_action is reset, which puts it back at the
// end (ISO 7.10.2.12).
func markPastEOF(s *engine.Stream) {
	if s.EOFAction != atomReset {
		s.PastEOF = true
	}
}

// readRune reads or peeks a character; r < 0 means end of file.
func readRune(s *engine.Stream, st engine.Term, peek bool) (rune, error) {
	if err := pastEOF(s, st); err != nil {
		return 0, err
	}
	var r rune
	var err error
	if peek {
		r, err = s.PeekChar()
	} else {
		r, err = s.ReadChar()
	}
	if err == io.EOF {
		if !peek {
			markPastEOF(s)
		}
		return -1, nil
	}
	if err != nil {
		if stop := engine.PolledError(err); stop != nil {
			return 0, stop
		}
		return 0, engine.SystemError("%v", err)
	}
	return r, nil
}

// checkInChar validates get_char/peek_char's output argument.
func checkInChar(t engine.Term) error {
	switch x := engine.Deref(t).(type) {
	case *engine.Var:
		return nil
	case *engine.Atom:
		if x == engine.AtomEOF || utf8.RuneCountInString(x.Name) == 1 {
			return nil
		}
		return engine.TypeError("character", x)
	}
	return nil
}

// checkInCode validates get_code/peek_code's output argument.
func checkInCode(t engine.Term) error {
	switch x := engine.Deref(t).(type) {
	case engine.Int:
		if x < -1 {
			return engine.TypeError("character", x)
		}
	case *engine.BigInt:
		return engine.TypeError("character", x)
	}
	return nil
}

// The culprits SWI-Prolog names for the current input or output in the
// errors of get_byte/1, put_byte/1 and the like on a text stream.
var (
	atomCurrentInput  = engine.Intern("current_input")
	atomCurrentOutput = engine.Intern("current_output")
)

// currentStreamCulprit is the culprit SWI-Prolog names for the current
// stream s in a past_end_of_stream error of a read without a stream
// argument: its alias, or the stream.
func currentStreamCulprit(s *engine.Stream) engine.Term {
	if s.Alias != nil {
		return s.Alias
	}
	return engine.StreamTerm(s)
}

func charIO(peek, code bool, withStream bool) engine.Builtin {
	return func(m *engine.Machine, args []engine.Term) (bool, error) {
		s := m.In
		st := currentStreamCulprit(s)
		out := args[0]
		if withStream {
			var err error
			s, err = textInputArg(m, args[0])
			if err != nil {
				return false, err
			}
			st, out = args[0], args[1]
		} else if s.Binary {
			return false, engine.PermissionError("input", "binary_stream", engine.StreamTerm(s))
		}
		check := checkInChar
		if code {
			check = checkInCode
		}
		if err := check(out); err != nil {
			return false, err
		}
		r, err := readRune(s, st, peek)
		if err != nil {
			return false, err
		}
		var v engine.Term
		switch {
		case code:
			v = engine.MakeInt(int64(r))
		case r < 0:
			v = engine.AtomEOF
		default:
			v = engine.Intern(string(r))
		}
		return m.Unify(out, v), nil
	}
}

// peekString3 implements peek_string(+Stream, +Len, -String): the next
// Len characters of Stream, fewer at its end, left unread.
func peekString3(m *engine.Machine, args []engine.Term) (bool, error) {
	s, err := textInputArg(m, args[0])
	if err != nil {
		return false, err
	}
	n, err := intArg(args[1])
	if err != nil {
		return false, err
	}
	if n < 0 {
		return false, engine.DomainError("not_less_than_zero", engine.Deref(args[1]))
	}
	text, err := s.PeekText(int(min(n, 1<<20)))
	if err != nil {
		return false, engine.SystemError("%v", err)
	}
	return m.Unify(args[2], engine.String(text)), nil
}

func checkInByte(t engine.Term) error {
	switch x := engine.Deref(t).(type) {
	case *engine.Var:
		return nil
	case engine.Int:
		if x >= -1 && x <= 255 {
			return nil
		}
	}
	return engine.TypeError("in_byte", engine.Deref(t))
}

func byteIO(peek bool, withStream bool) engine.Builtin {
	return func(m *engine.Machine, args []engine.Term) (bool, error) {
		s := m.In
		st := currentStreamCulprit(s)
		out := args[0]
		if withStream {
			var err error
			s, err = binaryInputArg(m, args[0])
			if err != nil {
				return false, err
			}
			st, out = args[0], args[1]
		} else if !s.Binary {
			return false, engine.PermissionError("input", "text_stream", atomCurrentInput)
		}
		if err := checkInByte(out); err != nil {
			return false, err
		}
		if err := pastEOF(s, st); err != nil {
			return false, err
		}
		var b byte
		var err error
		if peek {
			var bs []byte
			bs, err = s.Reader().Peek(1)
			if len(bs) > 0 {
				b = bs[0]
			}
		} else {
			b, err = s.ReadByte()
		}
		if err == io.EOF {
			if !peek {
				markPastEOF(s)
			}
			return m.Unify(out, engine.MakeInt(-1)), nil
		}
		if err != nil {
			if stop := engine.PolledError(err); stop != nil {
				return false, stop
			}
			return false, engine.SystemError("%v", err)
		}
		return m.Unify(out, engine.MakeInt(int64(b))), nil
	}
}

// putCodeArg requires a character code (SWI also accepts a one-char atom).
func putCodeArg(t engine.Term) (rune, error) {
	switch x := engine.Deref(t).(type) {
	case *engine.Var:
		return 0, engine.InstantiationError()
	case engine.Int:
		if x >= 0 && x <= utf8.MaxRune {
			return rune(x), nil
		}
		return 0, engine.TypeError("character", x)
	case *engine.Atom:
		if r, size := utf8.DecodeRuneInString(x.Name); size > 0 && size == len(x.Name) {
			return r, nil
		}
	}
	return 0, engine.TypeError("integer", engine.Deref(t))
}

func bPutCode1(m *engine.Machine, args []engine.Term) (bool, error) {
	r, err := putCodeArg(args[0])
	if err != nil {
		return false, err
	}
	err = emitText(m.Out, string(r))
	return err == nil, err
}

func bPutCode2(m *engine.Machine, args []engine.Term) (bool, error) {
	s, err := textOutputStreamArg(m, args[0])
	if err != nil {
		return false, err
	}
	r, err := putCodeArg(args[1])
	if err != nil {
		return false, err
	}
	err = emitText(s, string(r))
	return err == nil, err
}

func putByteArg(t engine.Term) (byte, error) {
	switch x := engine.Deref(t).(type) {
	case *engine.Var:
		return 0, engine.InstantiationError()
	case engine.Int:
		if x >= 0 && x <= 255 {
			return byte(x), nil
		}
	}
	return 0, engine.TypeError("byte", engine.Deref(t))
}

func putByte(m *engine.Machine, s *engine.Stream, st, b engine.Term) (bool, error) {
	if !s.Binary {
		return false, engine.PermissionError("output", "text_stream", engine.Deref(st))
	}
	v, err := putByteArg(b)
	if err != nil {
		return false, err
	}
	err = emitText(s, string([]byte{v}))
	return err == nil, err
}

func bPutByte1(m *engine.Machine, args []engine.Term) (bool, error) {
	return putByte(m, m.Out, atomCurrentOutput, args[0])
}

func bPutByte2(m *engine.Machine, args []engine.Term) (bool, error) {
	s, err := outputStreamArg(m, args[0])
	if err != nil {
		return false, err
	}
	return putByte(m, s, args[0], args[1])
}

var charIOBuiltins = []engine.BuiltinSpec{
	{Name: "get_char", Arity: 1, Fn: charIO(false, false, false)},
	{Name: "get_char", Arity: 2, Fn: charIO(false, false, true)},
	{Name: "peek_string", Arity: 3, Fn: peekString3},
	{Name: "peek_char", Arity: 1, Fn: charIO(true, false, false)},
	{Name: "peek_char", Arity: 2, Fn: charIO(true, false, true)},
	{Name: "get_code", Arity: 1, Fn: charIO(false, true, false)},
	{Name: "get_code", Arity: 2, Fn: charIO(false, true, true)},
	{Name: "peek_code", Arity: 1, Fn: charIO(true, true, false)},
	{Name: "peek_code", Arity: 2, Fn: charIO(true, true, true)},
	{Name: "get_byte", Arity: 1, Fn: byteIO(false, false)},
	{Name: "get_byte", Arity: 2, Fn: byteIO(false, true)},
	{Name: "peek_byte", Arity: 1, Fn: byteIO(true, false)},
	{Name: "peek_byte", Arity: 2, Fn: byteIO(true, true)},
	{Name: "put_code", Arity: 1, Fn: bPutCode1},
	{Name: "put_code", Arity: 2, Fn: bPutCode2},
	{Name: "put_byte", Arity: 1, Fn: bPutByte1},
	{Name: "put_byte", Arity: 2, Fn: bPutByte2},
}
