package prolog_test

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/goprolog/goprolog/prolog"
)

// TestErrorTermMessages prints errors whose terms the message table did
// not know, as swipl 9 words them: the syntax error of a text that ends
// inside a quoted item (read by term_to_atom/2), and existence_error/3.
func TestErrorTermMessages(t *testing.T) {
	const readText = "catch(term_to_atom(_, ?), E, print_message(error, E))"
	const sortKey = "catch(sort(?, @<, [f('A b')], _), E, print_message(error, E))"
	tests := []struct {
		goal string
		arg  any
		want string
	}{
		{readText, prolog.Atom(`'abc`), "ERROR: term_to_atom/2: Syntax error: End of file in quoted atom\n"},
		{readText, prolog.Atom(`"abc`), "ERROR: term_to_atom/2: Syntax error: End of file in quoted string\n"},
		{readText, prolog.Atom("`abc"), "ERROR: term_to_atom/2: Syntax error: End of file in quoted codes\n"},
		{sortKey, 2, "ERROR: sort/4: argument `2' does not exist in f('A b')\n"},
	}
	for _, tc := range tests {
		t.Run(tc.want, func(t *testing.T) {
			var errw bytes.Buffer
			interp := prolog.New(prolog.WithStdio(strings.NewReader(""), &bytes.Buffer{}, &errw))
			if err := interp.Exec(context.Background(), tc.goal, tc.arg); err != nil {
				t.Fatal(err)
			}
			interp.Flush()
			if got := errw.String(); got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}
