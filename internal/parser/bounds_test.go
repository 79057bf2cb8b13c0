package parser

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/goprolog/goprolog/internal/engine"
)

// boundsSize is the nesting depth or length of the big terms read: a
// million as the issue asks, less under -short.
func boundsSize() int {
	if testing.Short() {
		return 200000
	}
	return 1000000
}

// readMeasured reads text as one term and returns the term, the bytes
// allocated per unit of n and the time taken.
func readMeasured(t *testing.T, m *engine.Machine, text string, n int) (engine.Term, uint64, time.Duration) {
	t.Helper()
	runtime.GC()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	start := time.Now()
	res, err := ReadTermFromString(m, text)
	took := time.Since(start)
	runtime.ReadMemStats(&after)
	if err != nil {
		t.Fatal(err)
	}
	return res.Term, (after.TotalAlloc - before.TotalAlloc) / uint64(n), took
}

// spine follows argument arg of compounds named name from t and returns
// how many it passed and the term where it stopped.
func spine(t engine.Term, name string, arg int) (int, engine.Term) {
	n := 0
	for {
		c, ok := t.(*engine.Compound)
		if !ok || c.Name.Name != name || len(c.Args) <= arg {
			return n, t
		}
		n++
		t = c.Args[arg]
	}
}

// TestBigTerms reads deeply nested terms and long lists and operator
// chains: the reader must not recurse on the Go stack, must allocate a
// small constant per nesting level or element (a lexer built from
// participle's regular expression rules, which tokenises the whole text
// first, takes over 1,000 bytes), and must take time linear in the text. The bounds
// are generous for a shared 2-core machine.
func TestBigTerms(t *testing.T) {
	n := boundsSize()
	rep := strings.Repeat
	listName := engine.List(engine.AtomNil).(*engine.Compound).Name.Name
	tests := []struct {
		name  string
		text  string
		check func(engine.Term) bool
		// bytes is the bound on bytes allocated per element: a list
		// costs little beyond its cells (64 bytes each), a nesting
		// level its parse frame and compound.
		bytes uint64
	}{
		{"nested compounds", "x(" + rep("f(", n) + "a" + rep(")", n) + ").", func(x engine.Term) bool {
			d, in := spine(x.(*engine.Compound).Args[0], "f", 0)
			return d == n && in == engine.Intern("a")
		}, 400},
		{"nested lists", "x(" + rep("[", n) + "a" + rep("]", n) + ").", func(x engine.Term) bool {
			d, in := spine(x.(*engine.Compound).Args[0], listName, 0)
			return d == n && in == engine.Intern("a")
		}, 400},
		{"nested parentheses", "x(" + rep("(", n) + "a" + rep(")", n) + ").", func(x engine.Term) bool {
			return x.(*engine.Compound).Args[0] == engine.Intern("a")
		}, 400},
		{"prefix operators", "x(" + rep("- ", n) + "a).", func(x engine.Term) bool {
			d, in := spine(x.(*engine.Compound).Args[0], "-", 0)
			return d == n && in == engine.Intern("a")
		}, 400},
		{"infix operators", "x(" + rep("a+", n) + "a).", func(x engine.Term) bool {
			d, _ := spine(x.(*engine.Compound).Args[0], "+", 0)
			return d == n
		}, 400},
		{"long list", "l([" + rep("a,", n) + "a]).", func(x engine.Term) bool {
			d, tail := spine(x.(*engine.Compound).Args[0], listName, 1)
			return d == n+1 && tail == engine.AtomNil
		}, 150},
		{"long conjunction", "a :- b" + rep(", c", n) + ".", func(x engine.Term) bool {
			d, _ := spine(x.(*engine.Compound).Args[1], ",", 1)
			return d == n
		}, 400},
	}
	m := engine.NewMachine()
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			term, perElem, took := readMeasured(t, m, tc.text, n)
			if !tc.check(term) {
				t.Fatal("the term read is not the one written")
			}
			t.Logf("%d bytes allocated per element, %v", perElem, took)
			if perElem > tc.bytes {
				t.Errorf("%d bytes allocated per element, want at most %d", perElem, tc.bytes)
			}
			if limit := time.Duration(n) * 20 * time.Microsecond; took > limit {
				t.Errorf("read took %v, want at most %v", took, limit)
			}
		})
	}
}

// TestUnterminatedAtDepth reads clauses cut off deep inside: the error is
// SWI-Prolog's "Unexpected end of file" at the end of the input.
func TestUnterminatedAtDepth(t *testing.T) {
	n := boundsSize()
	for _, tc := range []struct{ name, text string }{
		{"compounds", "x(" + strings.Repeat("f(", n) + "a\n"},
		{"list", "x([" + strings.Repeat("a,", n) + "a\n"},
		{"operators", "x(" + strings.Repeat("a+", n) + "a\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := engine.NewMachine()
			r := NewReader(m, engine.NewInputStream(strings.NewReader(tc.text), "deep.pl", nil))
			_, err := r.Next()
			var perr *Error
			// SWI-Prolog counts the final newline as a byte of the line.
			if !errors.As(err, &perr) || perr.Msg != "Unexpected end of file" || perr.Line != 1 || perr.Col != len(tc.text)+1 {
				t.Fatalf("got %v, want deep.pl:1:%d: Unexpected end of file", err, len(tc.text)+1)
			}
			if _, err := r.Next(); err != io.EOF {
				t.Fatalf("after the error: %v, want io.EOF", err)
			}
		})
	}
}

// TestEndOfFilePosition checks where the error for input ending inside
// a clause is reported: the columns (counted from 0, as consult prints
// them) are swipl's.
func TestEndOfFilePosition(t *testing.T) {
	for _, tc := range []struct {
		text      string
		line, col int
	}{
		{"x(f(a\n\n  \n", 3, 2},
		{"x(f(a  ", 1, 7},
		{"x(f(a % c\n", 1, 10},
		{"a.\nx(f(a,\n b\n\n", 4, 0},
		{"  x(f(a\n", 1, 8},
		{"x(f(a\r\n", 1, 7},
		{"\tx(f(a\n", 1, 14},
		{"x(f(a,\n  b", 2, 2},
		{"a.\nx(f(a,\n\n bc", 4, 2},
	} {
		t.Run(tc.text, func(t *testing.T) {
			r := NewReader(engine.NewMachine(), engine.NewInputStream(strings.NewReader(tc.text), "eof.pl", nil))
			var err error
			for err == nil {
				_, err = r.Next()
			}
			var perr *Error
			if !errors.As(err, &perr) || perr.Msg != "Unexpected end of file" || perr.Line != tc.line || perr.Col-1 != tc.col {
				t.Fatalf("got %v, want eof.pl:%d:%d (column from 0): Unexpected end of file", err, tc.line, tc.col)
			}
		})
	}
}

// TestReaderLimits checks that reading a huge clause runs the machine's
// Limits hook, so that the interpreter's memory bound ends it with the
// hook's error, both while the clause is framed and while it is parsed.
func TestReaderLimits(t *testing.T) {
	errLimit := engine.ResourceError("memory")
	t.Run("framing", func(t *testing.T) {
		m := engine.NewMachine()
		calls := 0
		m.Limits = func(*engine.Machine) error { calls++; return errLimit }
		text := "x(" + strings.Repeat("f(", checkChars) + "a" + strings.Repeat(")", checkChars) + ")."
		_, err := NewReader(m, engine.NewInputStream(strings.NewReader(text), "", nil)).Next()
		if err != errLimit || calls != 1 {
			t.Fatalf("got %v after %d checks, want the limit's error after 1", err, calls)
		}
	})
	t.Run("parsing", func(t *testing.T) {
		m := engine.NewMachine()
		calls := 0
		// Let the framer pass: the parse must check on its own.
		m.Limits = func(*engine.Machine) error {
			if calls++; calls > 2 {
				return errLimit
			}
			return nil
		}
		text := "l([" + strings.Repeat("a,", checkChars) + "a])."
		_, err := NewReader(m, engine.NewInputStream(strings.NewReader(text), "", nil)).Next()
		if err != errLimit || calls != 3 {
			t.Fatalf("got %v after %d checks, want the limit's error after 3", err, calls)
		}
	})
	t.Run("memory", func(t *testing.T) {
		// 4,000,000 nested f( under a 64 MB heap bound.
		if testing.Short() {
			t.Skip("reads 12 MB")
		}
		m := engine.NewMachine()
		m.Limits = func(*engine.Machine) error {
			var ms runtime.MemStats
			runtime.ReadMemStats(&ms)
			if ms.HeapAlloc > 256<<20 {
				return errLimit
			}
			return nil
		}
		n := 4000000
		text := "x(" + strings.Repeat("f(", n) + "a" + strings.Repeat(")", n) + ")."
		start := time.Now()
		_, err := ReadTermFromString(m, text)
		if err != errLimit {
			t.Fatalf("got %v, want the limit's error", err)
		}
		if took := time.Since(start); took > 30*time.Second {
			t.Fatalf("took %v", took)
		}
	})
}

// TestEncodingWarning reads files holding malformed UTF-8: the reader
// reports the last malformed sequence of each clause at the stream
// position after the clause, the message and position swipl gives.
func TestEncodingWarning(t *testing.T) {
	for _, tc := range []struct {
		file, msg     string
		line, linePos int
	}{
		{"atom.pl", "Illegal UTF-8 start", 1, 9},
		{"comment.pl", "Illegal UTF-8 start", 2, 2},
		{"cut.pl", "Illegal UTF-8 continuation", 1, 8},
		{"last.pl", "Illegal UTF-8 continuation", 1, 9},
		{"multiline.pl", "Illegal UTF-8 start", 4, 4},
		{"unterminated.pl", "Illegal UTF-8 start", 1, 4},
		{"valid.pl", "", 0, 0},
	} {
		t.Run(tc.file, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join("testdata", "utf8", tc.file))
			if err != nil {
				t.Fatal(err)
			}
			m := engine.NewMachine()
			r := NewReader(m, engine.NewInputStream(strings.NewReader(string(data)), tc.file, nil))
			r.Next()
			w := r.EncodingWarning()
			switch {
			case tc.msg == "" && w != nil:
				t.Fatalf("warning %+v for valid UTF-8", w)
			case tc.msg == "":
			case w == nil:
				t.Fatalf("no warning, want %s at %d:%d", tc.msg, tc.line, tc.linePos)
			case w.Msg != tc.msg || w.Line != tc.line || w.LinePos != tc.linePos:
				t.Fatalf("got %s at %d:%d, want %s at %d:%d", w.Msg, w.Line, w.LinePos, tc.msg, tc.line, tc.linePos)
			}
			if _, err := r.Next(); err != io.EOF {
				t.Fatalf("second read: %v, want io.EOF", err)
			}
			if w := r.EncodingWarning(); w != nil {
				t.Fatalf("warning %+v after the end", w)
			}
		})
	}
}
