package parser

import (
	"fmt"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/goprolog/goprolog/internal/engine"
)

// roundTripSeeds are terms that stress the writer's quoting, operator and
// spacing decisions; go test runs them as regression cases.
var roundTripSeeds = []string{
	"f(X, Y, X)",
	"- (1)", "-(-(1))", "- - a", "1 - -1", "a- - - b", "-(1)^2", "(-1)^2", "- (1^2)",
	"[a|b]", "'[]'", "[]", "'{}'", "{a, b}", "{}(x)", "'|'(a, b)", "(a|b)",
	"f(a;b)", "f((a, b))", "f((a :- b))", "(a :- b, c ; d -> e)", "\\+ (a, b)",
	"'hello world'", "'\\n'", "'\\\\'", "''", "'don''t'", "\"str\\x41\\\"", "`abc`",
	"0'a", "0' ", "0''''", "1.0e10", "-0.0", "1.0Inf", "1.5NaN", "123456789012345678901234567890",
	"- 9223372036854775808", "-(9223372036854775808)", "9223372036854775807 + 1",
	"a:b:c", "(a:-b):-c", "f(:-, -, (-))", "- (-)", "\\+a", "1+2*3-(4-5)", "2**3**4", "2^3^4",
	"f(',', '|', '[]', '{}', [])", "'\\x41\\'", "'\\u00e9t\\u00e9'", "'中文'", "é", "f(A, _B, _)",
	"p :- \\+ q, !, r", "dynamic foo/1", "(dynamic) - 1", "- (dynamic)", "f(- 1)", "f(-(1))", "1 - (-(1))",
	"a = \\+", "[-]", "[- , +]", "- - - 1", "@(a)", "f(;)", "(;)", "'/*'", "//", "f(a, /*)", "'%'",
	"'$VAR'(1)", "'$VAR'('Foo')", "'$VAR'(x)", "f(?)", "p((a,b))", "[a, b|[]]", "'\\t'",
	"1r3", "-1r3", "- 1r3", "1 - -1r3", "f(-2r4)", "-(1r3)^2", "[a|-1r3]",
	"f(٣, a٣, '٣', 'X٣', x٣y)", "-٣", "- ٣", "٣-٤", "٣.٥", "٣r٤",
}

// FuzzWriteRead checks the writer against the reader: whatever term the
// reader accepts, writeq/1's text of it reads back as a variant of it.
func FuzzWriteRead(f *testing.F) {
	for _, s := range roundTripSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		if !utf8.ValidString(text) || len(text) > 4096 {
			return
		}
		done := make(chan struct{})
		defer close(done)
		go func() {
			select {
			case <-done:
			case <-time.After(5 * time.Second):
				panic(fmt.Sprintf("round trip of %q takes more than 5s", text))
			}
		}()
		m := engine.NewMachine()
		r1, err := ReadTermFromString(m, text)
		if err != nil {
			return
		}
		opts := engine.WriteOptions{Quoted: true, Ops: m.Ops}
		w1 := engine.Format(r1.Term, opts)
		r2, err := ReadTermFromString(m, w1)
		if err != nil {
			t.Fatalf("%q read as a term written %q, which does not read back: %v", text, w1, err)
		}
		if !engine.Variant(r1.Term, r2.Term) {
			w2 := engine.Format(r2.Term, opts)
			t.Fatalf("%q read as a term written %q, which reads back as %q", text, w1, w2)
		}
	})
}
