package repl

import (
	"io"
	"os"
	"runtime"
	"sync"

	"github.com/goprolog/goprolog/prolog"
)

// TermInput is the terminal's input shared by the line editor, the
// one-key questions of the top level and the tracer, and the program's
// user_input. One goroutine reads the terminal; each consumer takes
// exactly what it needs, so no consumer's buffer swallows keys meant for
// another. A Ctrl-D typed in cooked mode (a zero-length read) is kept as
// an end-of-file mark: the program sees end of file once, and reading
// goes on afterwards, as on a terminal.
type TermInput struct {
	mu   sync.Mutex
	cond *sync.Cond
	buf  []byte
	eofs int
	err  error
	file *os.File
}

// NewTermInput starts reading f (normally os.Stdin).
func NewTermInput(f *os.File) *TermInput {
	t := &TermInput{file: f}
	t.cond = sync.NewCond(&t.mu)
	go t.pump()
	return t
}

func (t *TermInput) pump() {
	tmp := make([]byte, 4096)
	for {
		n, err := t.file.Read(tmp)
		t.mu.Lock()
		t.buf = append(t.buf, tmp[:n]...)
		if n == 0 && (err == nil || err == io.EOF) {
			t.eofs++
		} else if err != nil && err != io.EOF {
			t.err = err
		}
		t.cond.Broadcast()
		t.mu.Unlock()
		if t.err != nil {
			return
		}
		if n == 0 {
			// Let the consumers run before reading again: under
			// WebAssembly one thread runs every goroutine, and a
			// runtime that reads an idle terminal as end of file
			// (Node.js's WASI) would otherwise never give it back.
			runtime.Gosched()
		}
	}
}

// wait blocks until input, an end-of-file mark or an error is there.
// The caller holds t.mu.
func (t *TermInput) wait() {
	for len(t.buf) == 0 && t.eofs == 0 && t.err == nil {
		t.cond.Wait()
	}
}

// Read implements io.Reader for user_input: what is there, or io.EOF
// once per Ctrl-D.
func (t *TermInput) Read(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.wait()
	return t.take(p)
}

// take gives what wait found: input, an end-of-file mark or the error.
// The caller holds t.mu.
func (t *TermInput) take(p []byte) (int, error) {
	if len(t.buf) > 0 {
		n := copy(p, t.buf)
		t.buf = t.buf[n:]
		return n, nil
	}
	if t.eofs > 0 {
		t.eofs--
		return 0, io.EOF
	}
	return 0, t.err
}

// ReadStop is Read that gives up when stop closes before any input comes,
// returning prolog.ErrReadStopped: Ctrl-C then interrupts a program
// blocked in read/1 at the top level.
func (t *TermInput) ReadStop(p []byte, stop <-chan struct{}) (int, error) {
	done := make(chan struct{})
	defer close(done)
	stopped := false
	go func() {
		select {
		case <-stop:
			t.mu.Lock()
			stopped = true
			t.cond.Broadcast()
			t.mu.Unlock()
		case <-done:
		}
	}()
	t.mu.Lock()
	defer t.mu.Unlock()
	for len(t.buf) == 0 && t.eofs == 0 && t.err == nil && !stopped {
		t.cond.Wait()
	}
	if len(t.buf) == 0 && t.eofs == 0 && t.err == nil {
		return 0, prolog.ErrReadStopped
	}
	return t.take(p)
}

// ReadKey returns the next byte; an end-of-file mark reads as Ctrl-D (4)
// and a broken input as 0.
func (t *TermInput) ReadKey() byte {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.wait()
	if len(t.buf) > 0 {
		c := t.buf[0]
		t.buf = t.buf[1:]
		return c
	}
	if t.eofs > 0 {
		t.eofs--
		return 4
	}
	return 4
}

// lineInput is the line editor's view: one byte a read, so that its
// buffered reader never holds keys typed after the Enter that ends a
// line.
type lineInput struct{ t *TermInput }

func (l lineInput) Read(p []byte) (int, error) {
	if len(p) == 0 {
		return 0, nil
	}
	t := l.t
	t.mu.Lock()
	defer t.mu.Unlock()
	t.wait()
	if len(t.buf) > 0 {
		p[0] = t.buf[0]
		t.buf = t.buf[1:]
		return 1, nil
	}
	if t.eofs > 0 {
		t.eofs--
		p[0] = 4
		return 1, nil
	}
	return 0, t.err
}

func (l lineInput) Close() error { return nil }
