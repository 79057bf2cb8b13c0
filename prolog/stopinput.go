package prolog

import (
	"context"
	"errors"
	"io"
	"sync"
	"time"

	"github.com/goprolog/goprolog/internal/engine"
)

// StoppableReader is an input that can give up waiting: ReadStop reads as
// Read does, but returns ErrReadStopped, having read nothing, when stop
// is closed before any input comes. An Interpreter whose standard input
// (WithStdio) is a StoppableReader ends a query blocked reading it, in
// read/1, get_char/1 and the like, when the query is interrupted
// (Interrupt, Ctrl-C at the top level), its context is done or its
// sandbox's MaxTime has passed, as it ends a running one. The top level's terminal input (repl.TermInput) is one.
type StoppableReader interface {
	io.Reader
	ReadStop(p []byte, stop <-chan struct{}) (int, error)
}

// ErrReadStopped is what a StoppableReader's ReadStop returns when its
// stop channel closed before any input came.
var ErrReadStopped = errors.New("prolog: read stopped")

// querySignal is closed, once, when the open query is interrupted or its
// context is done.
type querySignal struct {
	once sync.Once
	ch   chan struct{}
}

func newQuerySignal() *querySignal { return &querySignal{ch: make(chan struct{})} }

func (s *querySignal) fire() { s.once.Do(func() { close(s.ch) }) }

// watchStop arms the open query's stop signal: Interrupt, the end of
// ctx and, when it is not zero, the sandbox's deadline close it, so that
// a read blocked on user_input ends as a running goal would. The
// returned function disarms it when the query ends.
func (i *Interpreter) watchStop(ctx context.Context, deadline time.Time) func() {
	s := newQuerySignal()
	i.signal.Store(s)
	stopAfter := context.AfterFunc(ctx, s.fire)
	var timer *time.Timer
	if !deadline.IsZero() {
		timer = time.AfterFunc(time.Until(deadline), s.fire)
	}
	return func() {
		stopAfter()
		if timer != nil {
			timer.Stop()
		}
		i.signal.Store(nil)
	}
}

// stoppableInput is user_input over a StoppableReader: a read that the
// query's stop signal ends returns the error of the machine's Poll
// ('$aborted' for an interrupt, the context's error), which the read
// built-ins raise as is. The error stays until the query ends: a reader
// that looks ahead and then reads again meets it again instead of
// waiting anew (Poll reports an interrupt once).
type stoppableInput struct {
	r StoppableReader
	i *Interpreter
	// stopped is the signal whose firing ended a read, err the error
	// Poll gave then.
	stopped *querySignal
	err     error
}

func (in *stoppableInput) Read(p []byte) (int, error) {
	s := in.i.signal.Load()
	if s == nil {
		return in.r.Read(p)
	}
	if s == in.stopped {
		return 0, &engine.PollError{Err: in.err}
	}
	n, err := in.r.ReadStop(p, s.ch)
	if !errors.Is(err, ErrReadStopped) {
		return n, err
	}
	perr := in.i.m.PollStop()
	if perr == nil {
		// The signal fired, but a check between inferences took the
		// interrupt first: it still ends the query.
		perr = engine.Throw(engine.AtomAborted)
	}
	in.stopped, in.err = s, perr
	return 0, &engine.PollError{Err: perr}
}
