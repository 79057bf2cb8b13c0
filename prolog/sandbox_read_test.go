package prolog_test

import (
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/goprolog/goprolog/prolog"
)

// silentInput is a StoppableReader that never gives any input.
type silentInput struct{}

func (silentInput) Read(p []byte) (int, error) { select {} }

func (silentInput) ReadStop(p []byte, stop <-chan struct{}) (int, error) {
	<-stop
	return 0, prolog.ErrReadStopped
}

// TestSandboxReadTimeLimit runs goals that wait for user_input under a
// sandbox's MaxTime: the time limit, checked between inferences, must
// also end a read that waits, as the context and Interrupt do, and
// catch/3 must not swallow it.
func TestSandboxReadTimeLimit(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("testdata", "hostile", "read_input.pl"))
	if err != nil {
		t.Fatal(err)
	}
	for _, goal := range []string{"read", "read_term", "get_char", "peek_char", "line", "caught"} {
		t.Run(goal, func(t *testing.T) {
			interp := prolog.New(prolog.WithStdio(silentInput{}, io.Discard, io.Discard),
				prolog.WithSandbox(prolog.Sandbox{MaxTime: 300 * time.Millisecond}))
			if err := interp.ConsultString("read_input.pl", string(src)); err != nil {
				t.Fatal(err)
			}
			done := make(chan error, 1)
			go func() { done <- interp.Exec(context.Background(), "read_goal("+goal+")") }()
			select {
			case err := <-done:
				var pe *prolog.Error
				if !errors.As(err, &pe) || pe.Formal().String() != "resource_error(time)" {
					t.Errorf("got %v, want resource_error(time)", err)
				}
			case <-time.After(10 * time.Second):
				t.Fatal("the read waited past the time limit")
			}
		})
	}
}
