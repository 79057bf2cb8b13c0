//go:build unix

package prolog_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/goprolog/goprolog/prolog"
)

// TestSandboxFIFO opens a FIFO that someone left in the sandbox's
// directory. open(2) of a FIFO without a peer blocks in the system,
// where neither MaxTime nor the context reaches: the sandbox refuses
// every file that is not a regular file or a directory, at once.
func TestSandboxFIFO(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skipf("no FIFO on this system: %v", err)
	}
	if err := os.Symlink("fifo", filepath.Join(dir, "fifolink")); err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile(filepath.Join("testdata", "hostile", "fifo.pl"))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		goal     string
		readOnly bool
		// want is in the formal term of the error; "" accepts any
		// error but a limit's (a write to a FIFO without a reader is
		// refused by the system, ENXIO).
		want string
	}{
		{"open_read", false, "permission_error(open,source_sink,fifo)"},
		{"open_read", true, "permission_error(open,source_sink,fifo)"},
		{"open_write", false, ""},
		{"open_append", false, ""},
		{"open_write", true, "permission_error(open,source_sink,fifo)"},
		{"see", false, "permission_error(open,source_sink,fifo)"},
		{"consult", false, "permission_error(open,source_sink,"},
		{"read_terms", false, "permission_error(open,source_sink,"},
		{"link", false, "permission_error(open,source_sink,fifolink)"},
	}
	for _, tc := range tests {
		name := tc.goal
		if tc.readOnly {
			name += " read-only"
		}
		t.Run(name, func(t *testing.T) {
			interp := prolog.New(prolog.WithSandbox(prolog.Sandbox{Dir: dir, ReadOnly: tc.readOnly, MaxTime: time.Second}))
			if err := interp.ConsultString("fifo.pl", string(src)); err != nil {
				t.Fatal(err)
			}
			done := make(chan error, 1)
			go func() { done <- interp.Exec(context.Background(), "fifo_goal("+tc.goal+")") }()
			var err error
			select {
			case err = <-done:
			case <-time.After(10 * time.Second):
				// Release the blocked open(2) by opening the other end,
				// and close it, so that what the program reads next is
				// the end of the file and the test ends.
				if f, err := os.OpenFile(fifo, os.O_RDWR, 0); err == nil {
					time.Sleep(100 * time.Millisecond)
					f.Close()
				}
				<-done
				t.Fatal("the open blocked past the time limit")
			}
			var pe *prolog.Error
			if !errors.As(err, &pe) {
				t.Fatalf("got %v, want an error", err)
			}
			got := pe.Formal().String()
			if strings.Contains(got, "resource_error") || !strings.Contains(got, tc.want) {
				t.Errorf("got %s, want %s", got, tc.want)
			}
		})
	}
}
