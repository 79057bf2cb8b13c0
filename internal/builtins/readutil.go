package builtins

import (
	"io"
	"math/big"
	"strings"

	"github.com/goprolog/goprolog/internal/engine"
)

// Reading lines and whole streams: SWI-Prolog's library(readutil), which
// it autoloads and students use to read input files line by line, and
// the built-ins read_string/3 and read_string/5 that it rests on.
//
// As in SWI-Prolog, the stream may be any input stream, text or binary (a
// binary stream yields its bytes as codes); the line or list argument is
// only unified, never checked, so a wrong guess fails after the line has
// been consumed. Each predicate reads with the stream's position counters
// and its eof_action: reading again after the end of a stream opened with
// eof_action(error) raises permission_error(input, past_end_of_stream, S).
//
// SWI-Prolog reads from an output stream's file descriptor and reports
// what the operating system says (io_error(write, S), or the text it had
// written when the descriptor is a terminal); goprolog raises
// permission_error(input, stream, S), which read_line_to_string/2 raises
// in SWI-Prolog as well.

// nextCode reads the next code of s, or -1 at the end of the stream: a
// character from a text stream, a byte from a binary one, as SWI-Prolog's
// Sgetcode does. st is the stream argument, the culprit of the error past
// the end of a stream opened with eof_action(error).
func nextCode(s *engine.Stream, st engine.Term) (rune, error) {
	if !s.Binary {
		return readRune(s, st, false)
	}
	if err := pastEOF(s, st); err != nil {
		return 0, err
	}
	// Stream.ReadByte keeps the position (bytes, characters, line and
	// line position), as get_byte/2 does.
	b, err := s.ReadByte()
	if err == io.EOF {
		markPastEOF(s)
		return -1, nil
	}
	if err != nil {
		return 0, engine.SystemError("%v", err)
	}
	return rune(b), nil
}

// readCodesUntil reads codes from s up to and including the code stop
// (-1 for none: to the end of the stream). atEOF reports that the end of
// the stream ended the read rather than stop.
func readCodesUntil(s *engine.Stream, st engine.Term, stop rune) (codes []rune, atEOF bool, err error) {
	for {
		c, err := nextCode(s, st)
		if err != nil {
			return nil, false, err
		}
		if c < 0 {
			return codes, true, nil
		}
		codes = append(codes, c)
		if c == stop {
			return codes, false, nil
		}
	}
}

// readLine reads the text of s up to the next newline, without it, and
// reports whether the end of the stream ended it instead, as
// readCodesUntil(s, st, '\n') reads it: a text stream a slice of its
// buffer at a time (engine.Stream.ReadLine), a binary one byte by byte.
func readLine(s *engine.Stream, st engine.Term) (string, bool, error) {
	if s.Binary {
		codes, atEOF, err := readCodesUntil(s, st, '\n')
		if err != nil {
			return "", false, err
		}
		if !atEOF {
			codes = codes[:len(codes)-1]
		}
		return string(codes), atEOF, nil
	}
	if err := pastEOF(s, st); err != nil {
		return "", false, err
	}
	var arr [128]byte
	b, err := s.ReadLine(arr[:0])
	switch {
	case err == io.EOF:
		markPastEOF(s)
		return string(b), true, nil
	case err != nil:
		if stop := engine.PolledError(err); stop != nil {
			return "", false, stop
		}
		return "", false, engine.SystemError("%v", err)
	}
	return string(b[:len(b)-1]), false, nil
}

// codesTerm makes the list of codes ending in tail, from its last cell
// to its first.
func codesTerm(codes []rune, tail engine.Term) engine.Term {
	l := tail
	for i := len(codes) - 1; i >= 0; i-- {
		l = engine.Cons(engine.MakeInt(int64(codes[i])), l)
	}
	return l
}

// readLineToString implements read_line_to_string(+Stream, -String).
// SWI-Prolog defines it as read_string(Stream, "\n", "\r", Sep, String):
// the line without its newline and with every carriage return at either
// end removed ("a\r\n" and "\ra\r" give "a", "a\rb" stays). At the end of
// the stream it gives end_of_file, and so it does for a last line that is
// empty once its carriage returns are removed.
func readLineToString(m *engine.Machine, args []engine.Term) (bool, error) {
	s, err := inputStreamArg(m, args[0])
	if err != nil {
		return false, asReadString(err)
	}
	text, atEOF, err := readLine(s, args[0])
	if err != nil {
		return false, asReadString(err)
	}
	line := strings.Trim(text, "\r")
	if atEOF && line == "" {
		return m.Unify(args[1], engine.AtomEOF), nil
	}
	return m.Unify(args[1], engine.String(line)), nil
}

var atomReadString = engine.Intern("read_string")

// asReadString gives an error of read_line_to_string/2 the context
// read_string/5, the predicate that raises it in SWI-Prolog, so that the
// message names the same predicate.
func asReadString(err error) error {
	if e, ok := err.(*engine.Exception); ok {
		return e.WithContext(atomReadString, 5)
	}
	return err
}

// readLineToCodes2 implements read_line_to_codes(+Stream, -Codes): the
// line's codes without its newline and one carriage return before it
// ("a\r\r\n" gives [97,13]; a carriage return elsewhere stays), or
// end_of_file when the stream is at its end before the call.
func readLineToCodes2(m *engine.Machine, args []engine.Term) (bool, error) {
	s, err := inputStreamArg(m, args[0])
	if err != nil {
		return false, err
	}
	codes, atEOF, err := readCodesUntil(s, args[0], '\n')
	if err != nil {
		return false, err
	}
	if atEOF && len(codes) == 0 {
		return m.Unify(args[1], engine.AtomEOF), nil
	}
	if !atEOF {
		codes = codes[:len(codes)-1]
		if n := len(codes); n > 0 && codes[n-1] == '\r' {
			codes = codes[:n-1]
		}
	}
	return m.Unify(args[1], codesTerm(codes, engine.AtomNil)), nil
}

// readLineToCodes3 implements read_line_to_codes(+Stream, -Codes, ?Tail),
// the difference-list version: Codes is the line, newline and carriage
// returns kept, followed by Tail. At the end of the stream Tail is bound to
// [], so that a loop reading blocks of lines ends with a proper list.
func readLineToCodes3(m *engine.Machine, args []engine.Term) (bool, error) {
	s, err := inputStreamArg(m, args[0])
	if err != nil {
		return false, err
	}
	codes, atEOF, err := readCodesUntil(s, args[0], '\n')
	if err != nil {
		return false, err
	}
	if atEOF && !m.Unify(args[2], engine.AtomNil) {
		return false, nil
	}
	return m.Unify(args[1], codesTerm(codes, args[2])), nil
}

// readStreamToCodes2 implements read_stream_to_codes(+Stream, -Codes):
// the codes up to the end of the stream ([] when it is already there).
func readStreamToCodes2(m *engine.Machine, args []engine.Term) (bool, error) {
	return readStreamToCodes(m, args[0], args[1], engine.AtomNil)
}

// readStreamToCodes3 implements read_stream_to_codes(+Stream, -Codes,
// ?Tail): the codes up to the end of the stream followed by Tail, which
// is left as it is.
func readStreamToCodes3(m *engine.Machine, args []engine.Term) (bool, error) {
	return readStreamToCodes(m, args[0], args[1], args[2])
}

// readStreamToCodes unifies list with the codes of stream st up to its end
// followed by tail.
func readStreamToCodes(m *engine.Machine, st, list, tail engine.Term) (bool, error) {
	s, err := inputStreamArg(m, st)
	if err != nil {
		return false, err
	}
	codes, _, err := readCodesUntil(s, st, -1)
	if err != nil {
		return false, err
	}
	return m.Unify(list, codesTerm(codes, tail)), nil
}

// readString3 implements read_string(+Stream, ?Length, -String): at most
// Length characters of Stream (fewer at its end), or, Length unbound, all
// of them up to the end, Length then their count. A Length past what a
// size_t holds is refused as SWI-Prolog refuses it.
func readString3(m *engine.Machine, args []engine.Term) (bool, error) {
	s, err := inputStreamArg(m, args[0])
	if err != nil {
		return false, err
	}
	limit := int64(-1)
	switch n := engine.Deref(args[1]).(type) {
	case *engine.Var:
	case engine.Int:
		if n < 0 {
			return false, engine.DomainError("not_less_than_zero", n)
		}
		limit = int64(n)
	case *engine.BigInt:
		if (*big.Int)(n).Sign() < 0 {
			return false, engine.DomainError("not_less_than_zero", n)
		}
		return false, engine.RepresentationError("size_t")
	default:
		return false, engine.TypeError("integer", n)
	}
	var codes []rune
	for limit < 0 || int64(len(codes)) < limit {
		c, err := nextCode(s, args[0])
		if err != nil {
			return false, err
		}
		if c < 0 {
			break
		}
		codes = append(codes, c)
	}
	if limit < 0 && !m.Unify(args[1], engine.MakeInt(int64(len(codes)))) {
		return false, nil
	}
	return m.Unify(args[2], engine.String(string(codes))), nil
}

// readString5 implements read_string(+Stream, +SepChars, +PadChars, -Sep,
// -String): it skips the characters of PadChars, reads up to the first
// character of SepChars, which it consumes and gives as Sep (-1 when the
// end of the stream came first), and removes the characters of PadChars
// from the end of what it read. SepChars and PadChars are text: an atom,
// a string, a list of codes or characters, not a number.
func readString5(m *engine.Machine, args []engine.Term) (bool, error) {
	s, err := inputStreamArg(m, args[0])
	if err != nil {
		return false, err
	}
	var sets [2]string
	for i := range sets {
		t := engine.Deref(args[1+i])
		switch t.(type) {
		case engine.Int, *engine.BigInt, *engine.Rat, engine.Float:
			return false, engine.TypeError("text", t)
		}
		if sets[i], err = txtAtomicOrList(m, t, "text"); err != nil {
			return false, err
		}
	}
	seps, pad := sets[0], sets[1]
	c, err := nextCode(s, args[0])
	for err == nil && c >= 0 && strings.ContainsRune(pad, c) {
		c, err = nextCode(s, args[0])
	}
	var codes []rune
	for err == nil && c >= 0 && !strings.ContainsRune(seps, c) {
		codes = append(codes, c)
		c, err = nextCode(s, args[0])
	}
	if err != nil {
		return false, err
	}
	sep := int64(c) // -1 at the end of the stream
	text := strings.TrimRight(string(codes), pad)
	return m.Unify(args[3], engine.MakeInt(sep)) && m.Unify(args[4], engine.String(text)), nil
}

// readPending implements read_pending_codes/3 (chars false) and
// read_pending_chars/3: the characters the stream holds in its buffer, as
// the difference list Codes-Tail, filling an empty buffer of a stream
// other than user_input first, as swipl does. At the end of the stream,
// or with nothing pending on user_input, Codes and Tail are [].
func readPending(chars bool) engine.Builtin {
	return func(m *engine.Machine, args []engine.Term) (bool, error) {
		s, err := textInputArg(m, args[0])
		if err != nil {
			return false, err
		}
		r := s.Reader()
		if r.Buffered() == 0 && s != m.UserIn {
			r.Peek(1) // fills the buffer; an error shows as nothing buffered
		}
		var codes []rune
		for r.Buffered() > 0 {
			c, err := s.ReadChar()
			if err != nil {
				break
			}
			codes = append(codes, c)
		}
		if len(codes) == 0 {
			return m.Unify(args[1], engine.AtomNil) && m.Unify(args[2], engine.AtomNil), nil
		}
		if chars {
			l := args[2]
			for i := len(codes) - 1; i >= 0; i-- {
				l = engine.Cons(engine.Intern(string(codes[i])), l)
			}
			return m.Unify(args[1], l), nil
		}
		return m.Unify(args[1], codesTerm(codes, args[2])), nil
	}
}

var readutilBuiltins = []engine.BuiltinSpec{
	{Name: "read_pending_codes", Arity: 3, Fn: readPending(false)},
	{Name: "read_pending_chars", Arity: 3, Fn: readPending(true)},
	{Name: "read_string", Arity: 3, Fn: readString3},
	{Name: "read_string", Arity: 5, Fn: readString5},
	{Name: "read_line_to_string", Arity: 2, Fn: readLineToString},
	{Name: "read_line_to_codes", Arity: 2, Fn: readLineToCodes2},
	{Name: "read_line_to_codes", Arity: 3, Fn: readLineToCodes3},
	{Name: "read_stream_to_codes", Arity: 2, Fn: readStreamToCodes2},
	{Name: "read_stream_to_codes", Arity: 3, Fn: readStreamToCodes3},
}
