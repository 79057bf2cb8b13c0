package prolog_test

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/goprolog/goprolog/prolog"
)

// TestUntermQuotedMessage prints the syntax error of a text that ends
// inside a quoted item, read by term_to_atom/2, as swipl 9 words it.
func TestUntermQuotedMessage(t *testing.T) {
	tests := []struct{ text, want string }{
		{`'abc`, "ERROR: term_to_atom/2: Syntax error: End of file in quoted atom\n"},
		{`"abc`, "ERROR: term_to_atom/2: Syntax error: End of file in quoted string\n"},
		{"`abc", "ERROR: term_to_atom/2: Syntax error: End of file in quoted codes\n"},
	}
	for _, tc := range tests {
		t.Run(tc.text, func(t *testing.T) {
			var errw bytes.Buffer
			interp := prolog.New(prolog.WithStdio(strings.NewReader(""), &bytes.Buffer{}, &errw))
			goal := "catch(term_to_atom(_, ?), E, print_message(error, E))"
			if err := interp.Exec(context.Background(), goal, prolog.Atom(tc.text)); err != nil {
				t.Fatal(err)
			}
			interp.Flush()
			if got := errw.String(); got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}
