package prolog_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/goprolog/goprolog/prolog"
)

// openFDs counts the process's open file descriptors, or returns -1 where
// /proc/self/fd does not list them.
func openFDs(t *testing.T) int {
	t.Helper()
	entries, err := os.ReadDir("/proc/self/fd")
	if err != nil {
		return -1
	}
	return len(entries)
}

// boxFiles counts the streams of interp open on files of dir.
func boxFiles(t *testing.T, interp *prolog.Interpreter, dir string) int {
	t.Helper()
	sol, err := interp.QueryOnce(context.Background(),
		"aggregate_all(count, (stream_property(_S, file_name(_F)), atom_concat(?, _, _F)), N)", dir)
	if err != nil {
		t.Fatal(err)
	}
	var n int
	if err := sol.Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

func wantFormal(t *testing.T, err error, want string) {
	t.Helper()
	var pe *prolog.Error
	if !errors.As(err, &pe) {
		t.Fatalf("got %v, want %s", err, want)
	}
	if got := cutVarNumbers(pe.Formal().String()); got != want {
		t.Errorf("got %s, want %s", got, want)
	}
}

// TestSandboxStreamLimit: a sandboxed program that opens files without
// closing them meets resource_error(max_files) at MaxStreams open files,
// not the host's limit, and its files are closed when the query ends.
func TestSandboxStreamLimit(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "f"), []byte("x.\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Run("default", func(t *testing.T) {
		interp := prolog.New(prolog.WithSandbox(prolog.Sandbox{Dir: dir}))
		_ = interp.Exec(context.Background(), "true")
		before := openFDs(t)
		for range 5 {
			err := interp.Exec(context.Background(), "between(1, 2000, _), open(f, read, _), fail")
			wantFormal(t, err, "resource_error(max_files)")
			if n := boxFiles(t, interp, dir); n != 0 {
				t.Errorf("%d files left open after the query", n)
			}
		}
		err := interp.Exec(context.Background(),
			"catch((between(1, 2000, _), open(f, read, _), fail ; true), error(resource_error(max_files), _), true)")
		if err != nil {
			t.Error(err)
		}
		if after := openFDs(t); after > before {
			t.Errorf("%d descriptors open before, %d after", before, after)
		}
		sol, err := interp.QueryOnce(context.Background(),
			"catch((between(1, inf, _K), nb_setval(k, _K), open(f, read, _), fail), error(resource_error(max_files), _), true), nb_getval(k, N)")
		if err != nil {
			t.Fatal(err)
		}
		var n int
		if err := sol.Scan(&n); err != nil {
			t.Fatal(err)
		}
		if n != 257 {
			t.Errorf("the error came at open number %d, want 257", n)
		}
	})
	t.Run("MaxStreams", func(t *testing.T) {
		interp := prolog.New(prolog.WithSandbox(prolog.Sandbox{Dir: dir, MaxStreams: 3}))
		err := interp.Exec(context.Background(), "open(f, read, _), open(f, read, _), open(f, read, _), open(f, read, _)")
		wantFormal(t, err, "resource_error(max_files)")
		err = interp.Exec(context.Background(), "open(f, read, S), open(f, read, _), open(f, read, _), close(S), open(f, read, _)")
		if err != nil {
			t.Error(err)
		}
		// A file being consulted holds a descriptor too: a file that
		// consults itself stops at the bound (the error is its directive's,
		// printed as a warning).
		if err := os.WriteFile(filepath.Join(dir, "loop.pl"), []byte(
			":- (nb_current(depth, N) -> true ; N = 0), N1 is N + 1, nb_setval(depth, N1), consult(loop).\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := interp.Exec(context.Background(), "consult(loop), nb_getval(depth, 3)"); err != nil {
			t.Error(err)
		}
	})
}

// TestSandboxStreamsClosed: however a sandboxed query ends, the files it
// opened are closed (and flushed), and the next query starts with none.
func TestSandboxStreamsClosed(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "f"), []byte("x.\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	interp := prolog.New(prolog.WithSandbox(prolog.Sandbox{Dir: dir}))
	ends := []struct {
		name string
		run  func() error
	}{
		{"success", func() error {
			return interp.Exec(context.Background(), "open(f, read, _), open('out.txt', write, S), write(S, hello)")
		}},
		{"failure", func() error { return interp.Exec(context.Background(), "open(f, read, _), fail") }},
		{"exception", func() error { return interp.Exec(context.Background(), "open(f, read, _), throw(oops)") }},
		{"cancelled", func() error {
			ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
			defer cancel()
			return interp.Exec(ctx, "open(f, read, _), repeat, fail")
		}},
		{"closed early", func() error {
			sols, err := interp.Query(context.Background(), "open(f, read, _), between(1, 3, _)")
			if err != nil {
				return err
			}
			sols.Next()
			return sols.Close()
		}},
		{"iterator left", func() error {
			for _, err := range interp.Solutions(context.Background(), "see(f), between(1, 3, _)") {
				return err
			}
			return nil
		}},
		{"consult directive", func() error {
			return interp.ConsultString("prog", ":- open(f, read, S), assertz(kept(S)).")
		}},
	}
	for _, e := range ends {
		t.Run(e.name, func(t *testing.T) {
			_ = e.run()
			if n := boxFiles(t, interp, dir); n != 0 {
				t.Errorf("%d files left open after the query", n)
			}
		})
	}
	data, err := os.ReadFile(filepath.Join(dir, "out.txt"))
	if err != nil || string(data) != "hello" {
		t.Errorf("out.txt holds %q (%v), want the stream flushed on closing", data, err)
	}
	// The current input is the user's again.
	if err := interp.Exec(context.Background(), "current_input(S), stream_property(S, alias(user_input))"); err != nil {
		t.Error(err)
	}
}

// TestUnsandboxedStreamsStay: without a sandbox, streams outlive the query
// that opened them, as in SWI-Prolog's toplevel.
func TestUnsandboxedStreamsStay(t *testing.T) {
	dir := t.TempDir()
	f := filepath.Join(dir, "f")
	if err := os.WriteFile(f, []byte("x.\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	interp := prolog.New()
	if err := interp.Exec(context.Background(), "open(?, read, S), assertz(kept(S))", f); err != nil {
		t.Fatal(err)
	}
	if err := interp.Exec(context.Background(), "kept(S), read(S, x), close(S)"); err != nil {
		t.Error(err)
	}
}
