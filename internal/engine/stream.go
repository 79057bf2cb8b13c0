package engine

import (
	"bufio"
	"io"
	"strings"
	"unicode/utf8"
)

// StreamMode is how a stream was opened.
type StreamMode uint8

// Stream modes, as in open/3.
const (
	ModeRead StreamMode = iota
	ModeWrite
	ModeAppend
)

// Stream is a Prolog stream. Both directions keep SWI-Prolog's position:
// characters and bytes transferred, the line (1-based) and the line
// position, which a newline or a carriage return resets, a tab advances
// to the next multiple of 8 and a backspace steps back (never below 0).
// Input streams keep the line position in LinePos (the reader's error
// positions), output streams in Column (format/2's column stops, nl
// handling). On a binary stream every byte counts as a character.
type Stream struct {
	ID        int
	Alias     *Atom
	FileName  string
	Mode      StreamMode
	Binary    bool
	EOFAction *Atom // error, eof_code or reset

	in     *bufio.Reader
	out    *bufio.Writer
	closer io.Closer

	// Position: characters and bytes transferred, line (1-based) and, for
	// an input stream, line position.
	CharCount int64
	ByteCount int64
	LineCount int
	LinePos   int
	// PastEOF is set once end_of_file has been returned.
	PastEOF bool
	// Output column (0-based) of the next character written.
	Column int
	// Unbuffered streams pass every write on at once, as SWI-Prolog's
	// user_error does: what a program writes there appears before what
	// user_output still buffers.
	Unbuffered bool
	// LineBuffered streams pass their buffer on at the end of each line,
	// as SWI-Prolog's user_output does whatever it writes to: a line
	// written before an error message comes before it, in a terminal, a
	// pipe or a file alike.
	LineBuffered bool
}

// NewInputStream wraps r as a text input stream.
func NewInputStream(r io.Reader, name string, closer io.Closer) *Stream {
	br, ok := r.(*bufio.Reader)
	if !ok {
		br = bufio.NewReader(r)
	}
	return &Stream{in: br, FileName: name, Mode: ModeRead, closer: closer, LineCount: 1, EOFAction: Intern("eof_code")}
}

// NewStringInputStream is a text input stream reading text. Its buffer
// is no larger than the text: reading a short term from an atom
// (term_to_atom/2, read_term_from_atom/3) makes one such stream a call.
func NewStringInputStream(text, name string) *Stream {
	size := min(max(len(text), 16), 4096)
	return NewInputStream(bufio.NewReaderSize(strings.NewReader(text), size), name, nil)
}

// NewCaptureStream is a text output stream writing to w, an in-memory
// buffer: its own buffer is small, as with_output_to/2, format/3 to a
// term and term_to_atom/2 make one such stream a call, most of which
// write a few characters.
func NewCaptureStream(w io.Writer) *Stream {
	return NewOutputStream(bufio.NewWriterSize(w, 256), "", nil)
}

// NewOutputStream wraps w as a text output stream.
func NewOutputStream(w io.Writer, name string, closer io.Closer) *Stream {
	bw, ok := w.(*bufio.Writer)
	if !ok {
		bw = bufio.NewWriter(w)
	}
	return &Stream{out: bw, FileName: name, Mode: ModeWrite, closer: closer, LineCount: 1}
}

// IsInput reports whether s is an input stream.
func (s *Stream) IsInput() bool { return s.in != nil }

// IsOutput reports whether s is an output stream.
func (s *Stream) IsOutput() bool { return s.out != nil }

// Reader returns the buffered reader of an input stream.
func (s *Stream) Reader() *bufio.Reader { return s.in }

// ReadChar reads one character and updates the position counters.
func (s *Stream) ReadChar() (rune, error) {
	r, size, err := s.in.ReadRune()
	if err != nil {
		return r, err
	}
	s.CharCount++
	s.ByteCount += int64(size)
	s.LinePos = s.advance(s.LinePos, r)
	return r, nil
}

// ReadLine appends to buf the characters of a text stream up to and
// including the next newline, or to the end of the input, and updates
// the position counters as ReadChar does for each; a malformed UTF-8
// byte is one character, U+FFFD, as ReadChar reads it. The error is the
// reader's when the line does not end in a newline (io.EOF at the end
// of the input). read_line_to_string/2 reads its line so, a slice of
// the buffer at a time rather than a character.
func (s *Stream) ReadLine(buf []byte) ([]byte, error) {
	for {
		chunk, err := s.in.ReadSlice('\n')
		s.ByteCount += int64(len(chunk))
		valid := utf8.Valid(chunk)
		for _, r := range string(chunk) {
			s.CharCount++
			s.LinePos = s.advance(s.LinePos, r)
			if !valid {
				buf = utf8.AppendRune(buf, r)
			}
		}
		if valid {
			buf = append(buf, chunk...)
		}
		if err != bufio.ErrBufferFull {
			return buf, err
		}
	}
}

// ReadByte reads one byte of a binary stream and updates the position
// counters.
func (s *Stream) ReadByte() (byte, error) {
	b, err := s.in.ReadByte()
	if err != nil {
		return b, err
	}
	s.CharCount++
	s.ByteCount++
	s.LinePos = s.advance(s.LinePos, rune(b))
	return b, nil
}

// advance returns the line position after character c at line position
// pos, counting a newline in LineCount, as SWI-Prolog's streams do.
func (s *Stream) advance(pos int, c rune) int {
	switch c {
	case '\n':
		s.LineCount++
		return 0
	case '\r':
		return 0
	case '\t':
		return (pos | 7) + 1
	case '\b':
		if pos > 0 {
			return pos - 1
		}
		return 0
	}
	return pos + 1
}

// LinePosAfter returns the line position reached from pos by the
// characters of text, without touching the stream: the rule of the
// stream positions (see Stream), for the reader's error positions.
func LinePosAfter(pos int, text string) int {
	var s Stream
	for _, c := range text {
		pos = s.advance(pos, c)
	}
	return pos
}

// PeekChar returns the next character without consuming it.
func (s *Stream) PeekChar() (rune, error) {
	for n := 1; n <= utf8.UTFMax; n++ {
		b, err := s.in.Peek(n)
		if len(b) == 0 && err != nil {
			return 0, err
		}
		if r, size := utf8.DecodeRune(b); r != utf8.RuneError || size > 1 || n == utf8.UTFMax || len(b) < n {
			return r, nil
		}
	}
	return utf8.RuneError, nil
}

// PeekText returns the next n characters of an input stream, fewer at
// its end, without reading them: as many as its buffer holds at most.
func (s *Stream) PeekText(n int) (string, error) {
	if n <= 0 {
		return "", nil
	}
	// n bytes at least are needed: more only for characters of several
	// bytes, so that a terminal is not waited on past the characters.
	want := min(n, s.in.Size())
	for {
		b, err := s.in.Peek(want)
		if len(b) < want && err != nil && err != io.EOF {
			return "", err
		}
		end, k := 0, 0
		for ; k < n && end < len(b) && (utf8.FullRune(b[end:]) || len(b) < want); k++ {
			_, size := utf8.DecodeRune(b[end:])
			end += size
		}
		if k == n || len(b) < want || want == s.in.Size() {
			return string(b[:end]), nil
		}
		want = min(want+(n-k), s.in.Size())
	}
}

// Emit writes text as a built-in's output: a failure to write is the
// system error the built-in raises.
func (s *Stream) Emit(text string) error {
	if err := s.WriteString(text); err != nil {
		return SystemError("%v", err)
	}
	return nil
}

// WriteString writes text to an output stream, keeping its position.
func (s *Stream) WriteString(text string) error {
	s.ByteCount += int64(len(text))
	col := s.Column
	for i := 0; i < len(text); i++ {
		b := text[i]
		if b >= 0x80 && !s.Binary {
			if b&0xC0 != 0x80 { // the first byte of a character
				s.CharCount++
				col++
			}
			continue
		}
		s.CharCount++
		if b > '\r' {
			col++
			continue
		}
		col = s.advance(col, rune(b))
	}
	s.Column = col
	_, err := s.out.WriteString(text)
	if err == nil && (s.Unbuffered || s.LineBuffered && strings.IndexByte(text, '\n') >= 0) {
		err = s.out.Flush()
	}
	return err
}

// Write implements io.Writer for output streams.
func (s *Stream) Write(p []byte) (int, error) {
	if err := s.WriteString(string(p)); err != nil {
		return 0, err
	}
	return len(p), nil
}

// Flush flushes an output stream.
func (s *Stream) Flush() error {
	if s.out != nil {
		return s.out.Flush()
	}
	return nil
}

// Close flushes and closes the stream.
func (s *Stream) Close() error {
	err := s.Flush()
	if s.closer != nil {
		if e := s.closer.Close(); err == nil {
			err = e
		}
	}
	return err
}
