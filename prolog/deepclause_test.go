package prolog_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/goprolog/goprolog/prolog"
)

// TestDeepClausesLoad consults clauses 100,000 deep (long bodies of
// each control construct, deep heads, lists and directive terms) and
// calls them, with Go's stack limited to 8 MB: no step of loading (the
// reader, the compiler warnings, the compilers) or of running recurses
// on the depth of a clause.
func TestDeepClausesLoad(t *testing.T) {
	defer debug.SetMaxStack(debug.SetMaxStack(8 << 20))
	const n = 100000
	rep := strings.Repeat
	for _, c := range []struct{ name, src string }{
		{"conjunction", "long(X) :- " + rep("X = a, ", n) + "true.\n"},
		{"disjunction", "long(X) :- " + rep("( X = a ; ", n) + "true" + rep(")", n) + ".\n"},
		{"if-then-else", "long(X) :- " + rep("( X = b -> true ; ", n) + "true" + rep(")", n) + ".\n"},
		{"negation", "long(X) :- " + rep(`\+ `, n) + "X = b.\n"},
		{"meta-call", "long(X) :- " + rep("call((X = a, ", n) + "true" + rep("))", n) + ".\n"},
		{"findall", "long(X) :- findall(Y, " + rep("(Y = a ; ", n) + "fail" + rep(")", n) + ", X).\n"},
		{"head", "long(" + rep("f(", n) + "a" + rep(")", n) + ").\n"},
		{"list", "long([" + strings.TrimSuffix(rep("a,", n), ",") + "]).\n"},
		{"directive", ":- X = " + rep("f(", n) + "a" + rep(")", n) + ", assertz(long(X)).\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			file := filepath.Join(t.TempDir(), "deep.pl")
			if err := os.WriteFile(file, []byte(c.src), 0o644); err != nil {
				t.Fatal(err)
			}
			var out bytes.Buffer
			i := prolog.New(prolog.WithStdio(strings.NewReader(""), &out, &out))
			if err := i.Consult(file); err != nil {
				t.Fatal(err)
			}
			if err := i.Exec(context.Background(), "long(_), write(yes), nl"); err != nil {
				t.Fatal(err)
			}
			if got := out.String(); got != "yes\n" {
				t.Errorf("output %.200q, want yes", got)
			}
		})
	}
}
