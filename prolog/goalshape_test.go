package prolog_test

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/goprolog/goprolog/prolog"
)

// TestGoalShapesKeepTheirConstants: goals that the core runs as
// predicates of their own share one predicate per shape (wam's
// goalShape). Goals that differ only in a constant must not share one:
// each pair here, asked one after the other in one interpreter, prints
// what each prints when asked alone, in an interpreter of its own.
func TestGoalShapesKeepTheirConstants(t *testing.T) {
	for _, pair := range [][2]string{
		{`(writeq([]), nl)`, `(writeq('[]'), nl)`},
		{`(X = [], writeq(X), nl)`, `(X = '[]', writeq(X), nl)`},
		{`(atom([]) -> write(atom) ; write(other)), nl`, `(atom('[]') -> write(atom) ; write(other)), nl`},
		{`(write_canonical([]), nl)`, `(write_canonical('[]'), nl)`},
	} {
		t.Run(pair[0]+" then "+pair[1], func(t *testing.T) {
			alone := func(goal string) string {
				var out bytes.Buffer
				i := prolog.New(prolog.WithStdio(strings.NewReader(""), &out, &out))
				if err := i.Exec(context.Background(), goal); err != nil {
					t.Fatalf("%s: %v", goal, err)
				}
				return out.String()
			}
			want := alone(pair[0]) + alone(pair[1])
			var out bytes.Buffer
			i := prolog.New(prolog.WithStdio(strings.NewReader(""), &out, &out))
			for _, goal := range pair {
				if err := i.Exec(context.Background(), goal); err != nil {
					t.Fatalf("%s: %v", goal, err)
				}
			}
			if got := out.String(); got != want {
				t.Errorf("one after the other: %q, each alone: %q", got, want)
			}
		})
	}
}
