package builtins_test

import (
	"context"
	"strings"
	"testing"

	"github.com/goprolog/goprolog/prolog"
)

// TestTabledAnswersKeepAttributes checks that an answer that holds an
// attributed variable, which a variant key does not describe whole, is
// kept with its attributes, on the core and on the engine's solver alike.
// (SWI-Prolog 9.0.4 refuses such an answer with a type error.)
func TestTabledAnswersKeepAttributes(t *testing.T) {
	const src = `
:- table p/1.
p(X) :- freeze(X, true).
p(1).
t :- findall(X-G, (p(X), frozen(X, G)), L), msort(L, S), print(S).
`
	for _, tc := range []struct {
		name string
		opts []prolog.Option
	}{
		{"core", nil},
		{"engine", []prolog.Option{prolog.WithoutNative()}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out strings.Builder
			in := prolog.New(append(tc.opts, prolog.WithStdio(strings.NewReader(""), &out, &out))...)
			if err := in.ConsultString("attv.pl", src); err != nil {
				t.Fatal(err)
			}
			if err := in.Exec(context.Background(), "t"); err != nil {
				t.Fatal(err)
			}
			in.Flush()
			got := out.String()
			if !strings.Contains(got, "freeze(") || !strings.Contains(got, "1-true") {
				t.Errorf("answers %s: the frozen goal is lost", got)
			}
		})
	}
}
