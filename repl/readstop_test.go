package repl

import (
	"context"
	"errors"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/goprolog/goprolog/prolog"
)

// TestReadInterrupted checks that a query blocked in a read of the
// terminal's input ends when it is interrupted (Ctrl-C at the top level
// calls Interrupt) or its context is cancelled, and that input typed
// afterwards goes to the next read, none of it lost.
func TestReadInterrupted(t *testing.T) {
	tests := []struct {
		name string
		goal string
		stop func(in *prolog.Interpreter, cancel context.CancelFunc)
		want func(err error) bool
	}{
		{"read/1 Interrupt", "read(X)", func(in *prolog.Interpreter, _ context.CancelFunc) { in.Interrupt() },
			func(err error) bool { return err != nil && strings.Contains(strings.ToLower(err.Error()), "aborted") }},
		{"get_char/1 Interrupt", "get_char(C)", func(in *prolog.Interpreter, _ context.CancelFunc) { in.Interrupt() },
			func(err error) bool { return err != nil && strings.Contains(strings.ToLower(err.Error()), "aborted") }},
		{"read/1 cancel", "read(X)", func(_ *prolog.Interpreter, cancel context.CancelFunc) { cancel() },
			func(err error) bool { return errors.Is(err, context.Canceled) }},
		{"read_term/2 cancel", "read_term(X, [])", func(_ *prolog.Interpreter, cancel context.CancelFunc) { cancel() },
			func(err error) bool { return errors.Is(err, context.Canceled) }},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r, w, err := os.Pipe()
			if err != nil {
				t.Fatal(err)
			}
			defer w.Close()
			defer r.Close()
			var out strings.Builder
			in := prolog.New(prolog.WithStdio(NewTermInput(r), &out, &out))
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			done := make(chan error, 1)
			go func() { done <- in.Exec(ctx, tc.goal) }()
			time.Sleep(100 * time.Millisecond)
			tc.stop(in, cancel)
			select {
			case err := <-done:
				if !tc.want(err) {
					t.Fatalf("%s ended with %v", tc.goal, err)
				}
			case <-time.After(5 * time.Second):
				t.Fatalf("%s still blocked 5 s after it was stopped", tc.goal)
			}
			if _, err := w.WriteString("hello(world).\n"); err != nil {
				t.Fatal(err)
			}
			sols, err := in.Query(context.Background(), "read(X)")
			if err != nil {
				t.Fatal(err)
			}
			defer sols.Close()
			if !sols.Next() {
				t.Fatalf("read after the stop: %v", sols.Err())
			}
			var x prolog.Term
			if err := sols.Scan(&x); err != nil {
				t.Fatal(err)
			}
			if got := x.String(); got != "hello(world)" {
				t.Errorf("read after the stop gives %s, want hello(world)", got)
			}
		})
	}
}
