package engine

import (
	"bufio"
	"io"
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

// Stream is a Prolog stream. Input streams track line and column for the
// reader's error positions; output streams track the column for format/2's
// column stops and nl handling.
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

	// Input position: characters read, line (1-based) and line position.
	CharCount int64
	LineCount int
	LinePos   int
	// PastEOF is set once end_of_file has been returned.
	PastEOF bool
	// Output column (0-based) of the next character written.
	Column int
}

// NewInputStream wraps r as a text input stream.
func NewInputStream(r io.Reader, name string, closer io.Closer) *Stream {
	br, ok := r.(*bufio.Reader)
	if !ok {
		br = bufio.NewReader(r)
	}
	return &Stream{in: br, FileName: name, Mode: ModeRead, closer: closer, LineCount: 1, EOFAction: Intern("eof_code")}
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
	r, _, err := s.in.ReadRune()
	if err != nil {
		return r, err
	}
	s.CharCount++
	if r == '\n' {
		s.LineCount++
		s.LinePos = 0
	} else {
		s.LinePos++
	}
	return r, nil
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

// WriteString writes text to an output stream, keeping the column.
func (s *Stream) WriteString(text string) error {
	for i := len(text) - 1; i >= 0; i-- {
		if text[i] == '\n' {
			s.Column = utf8.RuneCountInString(text[i+1:])
			s.LineCount += countNewlines(text)
			_, err := s.out.WriteString(text)
			return err
		}
	}
	s.Column += utf8.RuneCountInString(text)
	_, err := s.out.WriteString(text)
	return err
}

// Write implements io.Writer for output streams.
func (s *Stream) Write(p []byte) (int, error) {
	if err := s.WriteString(string(p)); err != nil {
		return 0, err
	}
	return len(p), nil
}

func countNewlines(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			n++
		}
	}
	return n
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
