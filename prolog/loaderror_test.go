package prolog_test

import (
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/goprolog/goprolog/prolog"
)

// TestConsultReportsLoadErrors checks that Consult and ConsultString
// return every syntax error and failing directive of a file with its
// place, and still load the clauses around them.
func TestConsultReportsLoadErrors(t *testing.T) {
	path, err := filepath.Abs(filepath.Join("testdata", "load", "errors.pl"))
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	want := []prolog.LoadProblem{
		// The places are swipl's (swipl -g halt errors.pl).
		{File: path, Line: 2, Column: 8, Message: "Syntax error"},
		{File: path, Line: 4, Message: "Goal (directive) failed: user:fail"},
		{File: path, Line: 5, Message: "Arithmetic: `foo/0' is not a function"},
		{File: path, Line: 6, Column: 12, Message: "Syntax error"},
		{File: path, Line: 7, Message: "Unknown procedure: atom_length/3"},
	}
	loads := []struct {
		name string
		load func(*prolog.Interpreter) error
	}{
		{"Consult", func(i *prolog.Interpreter) error { return i.Consult(path) }},
		{"ConsultString", func(i *prolog.Interpreter) error { return i.ConsultString(path, string(src)) }},
	}
	for _, l := range loads {
		t.Run(l.name, func(t *testing.T) {
			interp := prolog.New(prolog.WithStdio(strings.NewReader(""), io.Discard, io.Discard))
			err := l.load(interp)
			var le *prolog.LoadError
			if !errors.As(err, &le) {
				t.Fatalf("got %v (%T), want a *prolog.LoadError", err, err)
			}
			if len(le.Problems) != len(want) {
				t.Fatalf("got %d problems:\n%v\nwant %d", len(le.Problems), err, len(want))
			}
			for k, p := range le.Problems {
				if p.Line != want[k].Line || p.File != want[k].File || (want[k].Column != 0 && p.Column != want[k].Column) {
					t.Errorf("problem %d at %s:%d:%d, want %s:%d:%d", k, p.File, p.Line, p.Column, want[k].File, want[k].Line, want[k].Column)
				}
				if !strings.Contains(p.Message, want[k].Message) {
					t.Errorf("problem %d: %q, want %q", k, p.Message, want[k].Message)
				}
			}
			for _, g := range []string{"first(1)", "second(2)", "last(4)"} {
				if err := interp.Exec(context.Background(), g); err != nil {
					t.Errorf("%s after the errors: %v", g, err)
				}
			}
		})
	}
}

// TestConsultCleanFile checks that a file without errors loads with a nil
// error.
func TestConsultCleanFile(t *testing.T) {
	interp := prolog.New(prolog.WithStdio(strings.NewReader(""), io.Discard, io.Discard))
	if err := interp.Consult(filepath.Join("testdata", "load", "clean.pl")); err != nil {
		t.Fatalf("clean.pl: %v", err)
	}
	if err := interp.Consult(filepath.Join("testdata", "load", "clean.pl")); err != nil {
		t.Fatalf("clean.pl again: %v", err)
	}
}

// TestQueryErrorsArePrologErrors checks that a syntax error in a goal and
// a goal whose ? placeholders do not match its arguments are *prolog.Error.
func TestQueryErrorsArePrologErrors(t *testing.T) {
	tests := []struct {
		name, goal string
		args       []any
		want       string
	}{
		{"syntax error", "foo(", nil, "Syntax error"},
		{"too few arguments", "X = f(?, ?)", []any{1}, "2 ? placeholders for 1 arguments"},
		{"too many arguments", "X = ?", []any{1, 2}, "1 ? placeholders for 2 arguments"},
		{"arguments without placeholders", "true", []any{1}, "0 ? placeholders for 1 arguments"},
		{"? without arguments is the atom", "X = ?, X \\== '?'", nil, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			interp := prolog.New(prolog.WithStdio(strings.NewReader(""), io.Discard, io.Discard))
			err := interp.Exec(context.Background(), tc.goal, tc.args...)
			if tc.want == "" {
				if err != prolog.ErrFailed {
					t.Fatalf("got %v, want the goal to run and fail", err)
				}
				return
			}
			var pe *prolog.Error
			if !errors.As(err, &pe) {
				t.Fatalf("got %v (%T), want a *prolog.Error", err, err)
			}
			if !strings.Contains(pe.Error(), tc.want) {
				t.Errorf("message %q does not say %q", pe.Error(), tc.want)
			}
		})
	}
}
