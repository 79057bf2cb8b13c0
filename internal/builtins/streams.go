package builtins

import (
	"errors"
	"io/fs"
	"os"
	"syscall"

	"github.com/goprolog/goprolog/internal/engine"
)

// ISO stream builtins: opening and closing, current streams, stream
// properties and positions (character and byte I/O is in
// streams_chario.go, see/tell in edinburgh.go).

var (
	atomRead       = engine.Intern("read")
	atomWrite      = engine.Intern("write")
	atomAppend     = engine.Intern("append")
	atomUpdate     = engine.Intern("update")
	atomText       = engine.Intern("text")
	atomBinary     = engine.Intern("binary")
	atomEOFCode    = engine.Intern("eof_code")
	atomReset      = engine.Intern("reset")
	atomErrorA     = engine.Intern("error")
	atomAt         = engine.Intern("at")
	atomPast       = engine.Intern("past")
	atomNot        = engine.Intern("not")
	atomInput      = engine.Intern("input")
	atomOutput     = engine.Intern("output")
	atomAlias      = engine.Intern("alias")
	atomFileName   = engine.Intern("file_name")
	atomMode       = engine.Intern("mode")
	atomEOS        = engine.Intern("end_of_stream")
	atomEOFAction  = engine.Intern("eof_action")
	atomBuffer     = engine.Intern("buffer")
	atomFull       = engine.Intern("full")
	atomLine       = engine.Intern("line")
	atomType       = engine.Intern("type")
	atomReposition = engine.Intern("reposition")
	atomPosition   = engine.Intern("position")

	atomStreamPosition = engine.Intern("$stream_position")
)

// bSetStreamPosition implements set_stream_position/2. goprolog's streams
// all have reposition(false), so a well-formed position is refused with
// ISO's permission error after the usual argument checks.
func bSetStreamPosition(m *engine.Machine, args []engine.Term) (bool, error) {
	if _, err := streamArg(m, args[0]); err != nil {
		return false, err
	}
	pos := engine.Deref(args[1])
	if _, ok := pos.(*engine.Var); ok {
		return false, engine.InstantiationError()
	}
	if c, ok := pos.(*engine.Compound); !ok || c.Name.Name != "$stream_position" || len(c.Args) != 4 {
		return false, engine.DomainError("stream_position", pos)
	}
	return false, engine.PermissionError("reposition", "stream", engine.Deref(args[0]))
}

// inputStreamArg resolves a stream argument that must accept input.
func inputStreamArg(m *engine.Machine, t engine.Term) (*engine.Stream, error) {
	s, err := streamArg(m, t)
	if err != nil {
		return nil, err
	}
	if !s.IsInput() {
		return nil, engine.PermissionError("input", "stream", engine.Deref(t))
	}
	return s, nil
}

// textInputArg resolves an input stream for character input (binary
// streams refuse it).
func textInputArg(m *engine.Machine, t engine.Term) (*engine.Stream, error) {
	s, err := inputStreamArg(m, t)
	if err != nil {
		return nil, err
	}
	if s.Binary {
		return nil, engine.PermissionError("input", "binary_stream", engine.Deref(t))
	}
	return s, nil
}

// binaryInputArg resolves an input stream for byte input.
func binaryInputArg(m *engine.Machine, t engine.Term) (*engine.Stream, error) {
	s, err := inputStreamArg(m, t)
	if err != nil {
		return nil, err
	}
	if !s.Binary {
		return nil, engine.PermissionError("input", "text_stream", engine.Deref(t))
	}
	return s, nil
}

// optionList returns the elements of an option list, with the errors of
// open/4 and close/2.
func optionList(t engine.Term) ([]engine.Term, error) {
	xs, err := listArg(t)
	if err != nil {
		return nil, err
	}
	for _, x := range xs {
		switch o := engine.Deref(x).(type) {
		case *engine.Var:
			return nil, engine.InstantiationError()
		case *engine.Compound:
		default:
			return nil, engine.TypeError("option", o)
		}
	}
	return xs, nil
}

type openOpts struct {
	alias     *engine.Atom
	binary    bool
	eofAction *engine.Atom
}

func parseOpenOptions(m *engine.Machine, t engine.Term) (openOpts, error) {
	var o openOpts
	xs, err := optionList(t)
	if err != nil {
		return o, err
	}
	for _, x := range xs {
		c := engine.Deref(x).(*engine.Compound)
		if len(c.Args) != 1 {
			continue
		}
		a := engine.Deref(c.Args[0])
		switch c.Name.Name {
		case "alias":
			name, err := atomArg(a)
			if err != nil {
				return o, err
			}
			if m.StreamByAlias(name) != nil {
				return o, engine.PermissionError("open", "source_sink", c)
			}
			o.alias = name
		case "type":
			switch a {
			case atomText:
				o.binary = false
			case atomBinary:
				o.binary = true
			default:
				if _, ok := a.(*engine.Var); ok {
					return o, engine.InstantiationError()
				}
				return o, engine.DomainError("stream_option", c)
			}
		case "eof_action":
			switch a {
			case atomErrorA, atomEOFCode, atomReset:
				o.eofAction = a.(*engine.Atom)
			default:
				if _, ok := a.(*engine.Var); ok {
					return o, engine.InstantiationError()
				}
				return o, engine.DomainError("eof_action", a)
			}
		}
	}
	return o, nil
}

var atomOpen = engine.Intern("open")

func bOpen3(m *engine.Machine, args []engine.Term) (bool, error) {
	return doOpen(m, args[0], args[1], args[2], engine.AtomNil, atomOpen, 3)
}

func bOpen4(m *engine.Machine, args []engine.Term) (bool, error) {
	return doOpen(m, args[0], args[1], args[2], args[3], atomOpen, 4)
}

// doOpen opens a file as open/4 does; pred/arity is the predicate named,
// with the system's message, in the context of an error from the system.
func doOpen(m *engine.Machine, src, modeT, streamT, optsT engine.Term, pred *engine.Atom, arity int) (bool, error) {
	src = engine.Deref(src)
	var name string
	switch x := src.(type) {
	case *engine.Var:
		return false, engine.InstantiationError()
	case *engine.Atom:
		name = x.Name
	case engine.String:
		name = string(x)
	default:
		return false, engine.TypeError("text", src)
	}
	mode, err := atomArg(modeT)
	if err != nil {
		return false, err
	}
	if mode != atomRead && mode != atomWrite && mode != atomAppend && mode != atomUpdate {
		return false, engine.DomainError("io_mode", mode)
	}
	o, err := parseOpenOptions(m, optsT)
	if err != nil {
		return false, err
	}
	if err := reserveStream(m); err != nil {
		return false, err
	}
	flags := os.O_RDONLY
	var sm engine.StreamMode
	switch mode {
	case atomWrite:
		flags, sm = os.O_WRONLY|os.O_CREATE|os.O_TRUNC, engine.ModeWrite
	case atomAppend, atomUpdate:
		flags, sm = os.O_WRONLY|os.O_CREATE, engine.ModeAppend
		if mode == atomAppend {
			flags |= os.O_APPEND
		}
	}
	f, path, err := openFile(m, name, flags, src)
	if err != nil {
		return false, openError(err, src, pred, arity)
	}
	if v := engine.Deref(streamT); !ioIsVar(v) {
		// As in SWI-Prolog, the file is opened (a file to write is
		// created) before the stream argument is checked.
		f.Close()
		return false, engine.Throw(engine.NewCompound(engine.AtomError, engine.NewCompound(engine.Intern("uninstantiation_error"), v),
			engine.NewCompound(engine.Intern("context"), systemPI(pred, arity), engine.Intern("stream-argument"))))
	}
	var s *engine.Stream
	if mode == atomRead {
		if st, err := f.Stat(); err == nil && st.IsDir() {
			f.Close()
			return false, engine.PermissionError("open", "source_sink", src)
		}
		s = engine.NewInputStream(f, path, f)
	} else {
		s = engine.NewOutputStream(f, path, f)
		s.Mode = sm
	}
	s.Binary = o.binary
	if o.eofAction != nil {
		s.EOFAction = o.eofAction
	}
	m.AddStream(s)
	trackStream(m, s)
	if o.alias != nil {
		// As in SWI-Prolog, the stream of an alias is the alias.
		m.SetAlias(o.alias, s)
		return m.Unify(streamT, o.alias), nil
	}
	return m.Unify(streamT, engine.StreamTerm(s)), nil
}

func ioIsAtom(t engine.Term) bool {
	_, ok := engine.Deref(t).(*engine.Atom)
	return ok
}

func ioIsVar(t engine.Term) bool {
	_, ok := engine.Deref(t).(*engine.Var)
	return ok
}

// openError maps a failed file open to the ISO error; a sandbox's
// refusal is already one. Running out of descriptors is
// resource_error(max_files), as in SWI-Prolog. A missing or forbidden
// file has SWI-Prolog's context(Pred/Arity, Message), the system's
// message ("No such file or directory").
func openError(err error, src engine.Term, pred *engine.Atom, arity int) error {
	var e *engine.Exception
	switch {
	case errors.As(err, &e):
		return err
	case errors.Is(err, syscall.EMFILE) || errors.Is(err, syscall.ENFILE):
		return engine.ResourceError("max_files")
	case errors.Is(err, fs.ErrPermission):
		return errorWithMessage(engine.NewCompound(engine.Intern("permission_error"), atomOpen, engine.Intern("source_sink"), src), err, pred, arity)
	}
	return errorWithMessage(engine.NewCompound(engine.Intern("existence_error"), engine.Intern("source_sink"), src), err, pred, arity)
}

// isStdStream reports whether s is one of the standard streams, which
// close/1 leaves open.
func isStdStream(m *engine.Machine, s *engine.Stream) bool {
	return s == m.UserIn || s == m.UserOut || s == m.UserErr
}

func closeStream(m *engine.Machine, s *engine.Stream) error {
	if isStdStream(m, s) {
		s.Flush()
		return nil
	}
	err := s.Close()
	m.RemoveStream(s)
	if l := loaderOf(m); l.lastRead == s {
		l.lastRead = nil
	}
	if err != nil {
		return engine.SystemError("%v", err)
	}
	return nil
}

func bClose1(m *engine.Machine, args []engine.Term) (bool, error) {
	s, err := streamArg(m, args[0])
	if err != nil {
		return false, alreadyClosed(args[0], err, 1)
	}
	err = closeStream(m, s)
	return err == nil, err
}

func bClose2(m *engine.Machine, args []engine.Term) (bool, error) {
	s, serr := streamArg(m, args[0])
	xs, err := optionList(args[1])
	if err != nil {
		if serr != nil {
			return false, serr
		}
		return false, err
	}
	force := false
	for _, x := range xs {
		c := engine.Deref(x).(*engine.Compound)
		if c.Name.Name != "force" || len(c.Args) != 1 {
			return false, engine.DomainError("close_option", c)
		}
		force = engine.Deref(c.Args[0]) == engine.AtomTrue
	}
	if serr != nil {
		if force && engine.IsStreamTerm(engine.Deref(args[0])) {
			return true, nil // force(true) closes a closed stream quietly
		}
		return false, alreadyClosed(args[0], serr, 2)
	}
	err = closeStream(m, s)
	return err == nil, err
}

// alreadyClosed is close/1,2's error err for the stream t: a stream
// term that names no open stream is one closed before, which
// SWI-Prolog's message says.
func alreadyClosed(t engine.Term, err error, arity int) error {
	if t = engine.Deref(t); !engine.IsStreamTerm(t) {
		return err
	}
	return engine.Throw(engine.NewCompound(engine.AtomError, engine.NewCompound(engine.Intern("existence_error"), engine.Intern("stream"), t),
		engine.NewCompound(engine.Intern("context"), systemPI(engine.Intern("close"), arity), engine.Intern("already closed"))))
}

// currentStream implements current_input/1 and current_output/1: an
// unknown alias fails, a non-stream is a domain error.
func currentStream(m *engine.Machine, t engine.Term, s *engine.Stream) (bool, error) {
	t = engine.Deref(t)
	switch t.(type) {
	case *engine.Var:
		return m.Unify(t, engine.StreamTerm(s)), nil
	case *engine.Atom:
	default:
		if !engine.IsStreamTerm(t) {
			return false, engine.DomainErrorTerm(atomStreamOrAlias, t)
		}
	}
	cur := m.StreamOf(t)
	if cur == nil {
		return false, engine.ExistenceError("stream", t)
	}
	return cur == s, nil
}

// isStream implements is_stream(@Term): Term is an open stream or the
// alias of one.
func isStream(m *engine.Machine, args []engine.Term) (bool, error) {
	return streamOf(m, args[0]) != nil, nil
}

func bCurrentInput(m *engine.Machine, args []engine.Term) (bool, error) {
	return currentStream(m, args[0], m.In)
}

func bCurrentOutput(m *engine.Machine, args []engine.Term) (bool, error) {
	return currentStream(m, args[0], m.Out)
}

func bSetInput(m *engine.Machine, args []engine.Term) (bool, error) {
	s, err := inputStreamArg(m, args[0])
	if err != nil {
		return false, err
	}
	m.In = s
	return true, nil
}

func bSetOutput(m *engine.Machine, args []engine.Term) (bool, error) {
	s, err := outputStreamArg(m, args[0])
	if err != nil {
		return false, err
	}
	m.Out = s
	return true, nil
}

func flushStream(s *engine.Stream) error {
	if err := s.Flush(); err != nil {
		return engine.SystemError("%v", err)
	}
	return nil
}

func bFlushOutput0(m *engine.Machine, args []engine.Term) (bool, error) {
	err := flushStream(m.Out)
	return err == nil, err
}

func bFlushOutput1(m *engine.Machine, args []engine.Term) (bool, error) {
	s, err := outputStreamArg(m, args[0])
	if err != nil {
		return false, err
	}
	err = flushStream(s)
	return err == nil, err
}

// streamProperties lists the properties stream_property/2 reports for s.
func streamProperties(m *engine.Machine, s *engine.Stream) []engine.Term {
	var ps []engine.Term
	if s.FileName != "" && s.Alias == nil || s.FileName != "" && s.Alias.Name != s.FileName {
		ps = append(ps, engine.NewCompound(atomFileName, engine.Intern(s.FileName)))
	}
	mode := atomRead
	switch {
	case s.IsOutput() && s.Mode == engine.ModeAppend:
		mode = atomAppend
	case s.IsOutput():
		mode = atomWrite
	}
	if s == m.UserOut || s == m.UserErr {
		mode = atomWrite // SWI-Prolog reports the standard streams so
	}
	ps = append(ps, engine.NewCompound(atomMode, mode))
	if s.IsInput() {
		ps = append(ps, atomInput)
	} else {
		ps = append(ps, atomOutput)
	}
	if s.Alias != nil {
		ps = append(ps, engine.NewCompound(atomAlias, s.Alias))
	}
	ps = append(ps, engine.NewCompound(atomPosition, streamPosition(s)))
	if s.IsInput() {
		ps = append(ps, engine.NewCompound(atomEOS, endOfStreamProperty(s)))
	}
	eof := s.EOFAction
	if eof == nil {
		eof = atomEOFCode
	}
	ps = append(ps, engine.NewCompound(atomEOFAction, eof))
	ps = append(ps, engine.NewCompound(atomReposition, engine.AtomFalse))
	typ := atomText
	if s.Binary {
		typ = atomBinary
	}
	ps = append(ps, engine.NewCompound(atomType, typ))
	buffer := atomFull
	switch {
	case s.Unbuffered:
		buffer = engine.AtomFalse
	case s.LineBuffered || s == m.UserIn:
		buffer = atomLine
	}
	ps = append(ps, engine.NewCompound(atomBuffer, buffer))
	// goprolog reads and writes text as UTF-8 and ends lines with a
	// newline alone, as swipl does by default on Unix.
	encoding := atomUTF8
	if s.Binary {
		encoding = atomOctet
	}
	ps = append(ps, engine.NewCompound(atomEncoding, encoding), engine.NewCompound(atomNewline, atomPosix))
	return ps
}

var (
	atomEncoding = engine.Intern("encoding")
	atomUTF8     = engine.Intern("utf8")
	atomOctet    = engine.Intern("octet")
	atomNewline  = engine.Intern("newline")
	atomPosix    = engine.Intern("posix")
)

// streamPosition is the position of s as SWI-Prolog writes it:
// '$stream_position'(CharCount, LineCount, LinePosition, ByteCount).
func streamPosition(s *engine.Stream) engine.Term {
	pos := s.LinePos
	if s.IsOutput() {
		pos = s.Column
	}
	return engine.NewCompound(atomStreamPosition, engine.MakeInt(s.CharCount), engine.MakeInt(int64(s.LineCount)),
		engine.MakeInt(int64(pos)), engine.MakeInt(s.ByteCount))
}

// positionFields are the fields of a stream position, in the order of
// its arguments, as stream_position_data/3 names them.
var positionFields = []*engine.Atom{
	engine.Intern("char_count"), engine.Intern("line_count"),
	engine.Intern("line_position"), engine.Intern("byte_count"),
}

// bStreamPositionData implements stream_position_data(?Field, +Pos,
// -Data): Data is the field of the position term Pos, every field in turn
// when Field is unbound, as in SWI-Prolog (where it is arg/3 on Pos, whence
// its errors for a Pos that is not compound).
func bStreamPositionData(m *engine.Machine, args []engine.Term) (bool, error) {
	field := engine.Deref(args[0])
	n := -1
	switch f := field.(type) {
	case *engine.Var:
	case *engine.Atom:
		for i, a := range positionFields {
			if a == f {
				n = i
			}
		}
		if n < 0 {
			return false, engine.DomainError("stream_position_data", f)
		}
	default:
		return false, engine.DomainError("stream_position_data", f)
	}
	pos, err := compoundArg(args[1])
	if err != nil {
		return false, err
	}
	var sols []engine.Term
	for i, a := range positionFields {
		if (n < 0 || i == n) && i < len(pos.Args) {
			sols = append(sols, engine.NewCompound(engine.AtomMinus, a, pos.Args[i]))
		}
	}
	return unifyAlternatives(m, engine.NewCompound(engine.AtomMinus, args[0], args[2]), sols)
}

// endOfStreamProperty is the end_of_stream property of input stream s.
// A stream with eof_action(reset) never stays at or past its end in
// SWI-Prolog, which clears the end-of-file state once it is read: it
// reports not (without waiting for a terminal), though
// at_end_of_stream/1, which looks ahead, succeeds there.
func endOfStreamProperty(s *engine.Stream) *engine.Atom {
	if s.EOFAction == atomReset {
		return atomNot
	}
	return endOfStreamState(s)
}

// endOfStreamState is at, past or not, without blocking on a terminal
// for more than the next character.
func endOfStreamState(s *engine.Stream) *engine.Atom {
	if s.PastEOF {
		return atomPast
	}
	if _, err := s.Reader().Peek(1); err != nil {
		return atomAt
	}
	return atomNot
}

// tryEachAlt succeeds once for each alternative that unifies, leaving a
// choicepoint for the rest; the choicepoint undoes failed unifications.
func tryEachAlt(m *engine.Machine, alts []func(m *engine.Machine) bool) (bool, error) {
	if len(alts) == 0 {
		return false, nil
	}
	if len(alts) > 1 {
		rest := alts[1:]
		m.PushRedo(func(m *engine.Machine) (bool, error) { return tryEachAlt(m, rest) })
	}
	return alts[0](m), nil
}

func bStreamProperty(m *engine.Machine, args []engine.Term) (bool, error) {
	st := engine.Deref(args[0])
	prop := engine.Deref(args[1])
	var streams []*engine.Stream
	switch {
	case ioIsVar(st):
		m.Streams(func(s *engine.Stream) { streams = append(streams, s) })
	case engine.IsStreamTerm(st) || ioIsAtom(st):
		s := m.StreamOf(st)
		if s == nil {
			return false, engine.ExistenceError("stream", st)
		}
		streams = append(streams, s)
	default:
		return false, engine.DomainErrorTerm(atomStreamOrAlias, st)
	}
	var want *engine.Atom
	wantArity := -1
	switch p := prop.(type) {
	case *engine.Atom:
		want, wantArity = p, 0
	case *engine.Compound:
		want, wantArity = p.Name, len(p.Args)
	case *engine.Var:
	default:
		return false, nil
	}
	var alts []func(m *engine.Machine) bool
	for _, s := range streams {
		for _, p := range streamProperties(m, s) {
			if want != nil {
				if name, arity, _ := engine.Functor(p); name != want || arity != wantArity {
					continue
				}
			}
			sTerm, pTerm := engine.StreamTerm(s), p
			alts = append(alts, func(m *engine.Machine) bool {
				return (!ioIsVar(st) || m.Unify(st, sTerm)) && m.Unify(prop, pTerm)
			})
		}
	}
	return tryEachAlt(m, alts)
}

func bAtEndOfStream0(m *engine.Machine, args []engine.Term) (bool, error) {
	return endOfStreamState(m.In) != atomNot, nil
}

func bAtEndOfStream1(m *engine.Machine, args []engine.Term) (bool, error) {
	s, err := inputStreamArg(m, args[0])
	if err != nil {
		return false, err
	}
	return endOfStreamState(s) != atomNot, nil
}

func bSetStream(m *engine.Machine, args []engine.Term) (bool, error) {
	s, err := streamArg(m, args[0])
	if err != nil {
		return false, err
	}
	p := engine.Deref(args[1])
	var c *engine.Compound
	switch x := p.(type) {
	case *engine.Var:
		return false, engine.InstantiationError()
	case *engine.Compound:
		c = x
	default:
		return false, engine.TypeError("stream_attribute", p)
	}
	if len(c.Args) != 1 {
		return false, engine.DomainError("stream_attribute", c)
	}
	a := engine.Deref(c.Args[0])
	switch c.Name.Name {
	case "alias":
		name, err := atomArg(a)
		if err != nil {
			return false, err
		}
		if old := m.StreamByAlias(name); old != nil && old != s && old.Alias == name {
			old.Alias = nil
		}
		m.SetAlias(name, s)
		switch name.Name {
		case "user_input":
			m.UserIn = s
		case "user_output":
			m.UserOut = s
		case "user_error":
			m.UserErr = s
		}
	case "eof_action":
		switch a {
		case atomErrorA, atomEOFCode, atomReset:
			s.EOFAction = a.(*engine.Atom)
		default:
			if ioIsVar(a) {
				return false, engine.InstantiationError()
			}
			return false, engine.DomainError("eof_action", a)
		}
	case "type":
		switch a {
		case atomText:
			s.Binary = false
		case atomBinary:
			s.Binary = true
		default:
			if ioIsVar(a) {
				return false, engine.InstantiationError()
			}
			return false, engine.DomainError("type", a)
		}
	case "buffer":
		switch a {
		case atomFull, atomLine, engine.AtomFalse:
			s.Unbuffered, s.LineBuffered = a == engine.AtomFalse, a == atomLine
		default:
			if ioIsVar(a) {
				return false, engine.InstantiationError()
			}
			return false, engine.DomainError("buffer", a)
		}
	case "buffer_size", "close_on_abort", "encoding", "bom", "newline",
		"timeout", "record_position", "representation_errors", "line_position",
		"file_name", "tty", "close_on_exec", "locale", "write_errors":
	default:
		return false, engine.DomainError("stream_attribute", c)
	}
	return true, nil
}

// positionQuery makes line_count/2, line_position/2, character_count/2
// and byte_count/2.
func positionQuery(get func(s *engine.Stream) int64) engine.Builtin {
	return func(m *engine.Machine, args []engine.Term) (bool, error) {
		s, err := streamArg(m, args[0])
		if err != nil {
			return false, err
		}
		return m.Unify(args[1], engine.MakeInt(get(s))), nil
	}
}

var (
	bLineCount = positionQuery(func(s *engine.Stream) int64 { return int64(s.LineCount) })
	bLinePos   = positionQuery(func(s *engine.Stream) int64 {
		if s.IsOutput() {
			return int64(s.Column)
		}
		return int64(s.LinePos)
	})
	bCharCount = positionQuery(func(s *engine.Stream) int64 { return s.CharCount })
	bByteCount = positionQuery(func(s *engine.Stream) int64 { return s.ByteCount })
)

// bOpenString is open_string(+Text, -Stream): an input stream reading
// Text (an atom, string, code or char list), as library(strings)'
// open_string/2; it has no file name, so a syntax error read from it
// gives its position as stream(Stream, Line, LinePos, CharNo).
func bOpenString(m *engine.Machine, args []engine.Term) (bool, error) {
	text, err := plainTextArg(args[0])
	if err != nil {
		return false, err
	}
	s := engine.NewStringInputStream(text, "")
	m.AddStream(s)
	trackStream(m, s)
	return m.Unify(args[1], engine.StreamTerm(s)), nil
}

var streamBuiltins = []engine.BuiltinSpec{
	{Name: "open", Arity: 3, Fn: bOpen3},
	{Name: "open_string", Arity: 2, Fn: bOpenString},
	{Name: "open", Arity: 4, Fn: bOpen4},
	{Name: "close", Arity: 1, Fn: bClose1},
	{Name: "close", Arity: 2, Fn: bClose2},
	{Name: "current_input", Arity: 1, Fn: bCurrentInput},
	{Name: "is_stream", Arity: 1, Fn: isStream},
	{Name: "current_output", Arity: 1, Fn: bCurrentOutput},
	{Name: "set_input", Arity: 1, Fn: bSetInput},
	{Name: "set_output", Arity: 1, Fn: bSetOutput},
	{Name: "flush_output", Arity: 0, Fn: bFlushOutput0},
	{Name: "flush_output", Arity: 1, Fn: bFlushOutput1},
	{Name: "stream_property", Arity: 2, Fn: bStreamProperty},
	{Name: "set_stream_position", Arity: 2, Fn: bSetStreamPosition},
	{Name: "at_end_of_stream", Arity: 0, Fn: bAtEndOfStream0},
	{Name: "at_end_of_stream", Arity: 1, Fn: bAtEndOfStream1},
	{Name: "set_stream", Arity: 2, Fn: bSetStream},
	{Name: "line_count", Arity: 2, Fn: bLineCount},
	{Name: "line_position", Arity: 2, Fn: bLinePos},
	{Name: "character_count", Arity: 2, Fn: bCharCount},
	{Name: "byte_count", Arity: 2, Fn: bByteCount},
	{Name: "stream_position_data", Arity: 3, Fn: bStreamPositionData},
}
