package prolog_test

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/goprolog/goprolog/internal/difftest"
	"github.com/goprolog/goprolog/prolog"
)

// TestFactTables runs the goals of testdata/core/facts.pl, which call
// dynamic predicates of facts from predicates the WAM core runs, in
// goprolog, in goprolog without the core, and in swipl: the answers must
// be swipl's, and the inference counts the same on both solvers.
func TestFactTables(t *testing.T) {
	swipl := difftest.Swipl(t)
	file, err := filepath.Abs("testdata/core/facts.pl")
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	goals := []struct{ name, goal, show string }{
		{"lookup", "get(2, V)", "V"},
		{"enumerate", "get(K, V)", "K-V"},
		{"cut", "first_of(2, V)", "V"},
		{"findall", "names(L)", "L"},
		{"aggregate", "count(N)", "N"},
		{"repeated variables", "same(X, Y)", "X-Y"},
		{"repeated variables bound", "same(c, c), \\+ same(c, d), same(f(1, Z), W)", "Z-W"},
		{"constants", "kind(X, K)", "X-K"},
		{"constants bound", "kind(1.5, A), kind(\"str\", B), X is 12345678901234567890123, kind(X, C), kind(f(a, L), E)", "A-B-C-L-E"},
		{"no match", "\\+ get(9, _), \\+ kind(2, _)", "ok"},
		{"no clauses", "\\+ none(_)", "ok"},
		{"asserting while enumerating", "grow(L), count(N)", "L-N"},
		{"retracting while enumerating", "shrink(L), count(N)", "L-N"},
		{"counter", "bumps(100), tally(N)", "N"},
		{"memo table", "fib(60, F)", "F"},
		{"visited set", "visit(1), aggregate_all(count, seen(_), N)", "N"},
		{"meta-call", "meta(item(K, two)), meta(same(a, Y))", "K-Y"},
		{"rule added", "lates(L0), add_rule, lates(L)", "L0-L"},
		{"retract all", "drain(L), count(N)", "L-N"},
		{"retract on backtracking", "take_two(L), names(R)", "L-R"},
		{"retract first", "pop(K), pop(J), names(R)", "K-J-R"},
		{"retract unifies", "retract_pair(X), findall(A-B, same(A, B), L)", "X-L"},
		{"retract none", "\\+ retract_pair(z), count(N)", "N"},
		{"retract counter", "bumps(3), tally(N)", "N"},
	}
	run := func(opts []prolog.Option, goal, show string) string {
		var out, errs bytes.Buffer
		in := prolog.New(append(opts, prolog.WithStdio(strings.NewReader(""), &out, &errs))...)
		if err := in.ConsultString(file, string(src)); err != nil {
			t.Fatal(err)
		}
		driver := "statistics(inferences, I0), " +
			"catch(forall((" + goal + "), (print(" + show + "), nl)), E, (print(caught(E)), nl)), " +
			"statistics(inferences, I1), I is I1-I0, print(inferences(I)), nl"
		if err := in.Exec(context.Background(), driver); err != nil {
			t.Fatalf("%s: %v", driver, err)
		}
		in.Flush()
		return renumberVars(out.String() + errs.String())
	}
	for _, g := range goals {
		t.Run(g.name, func(t *testing.T) {
			native := run(nil, g.goal, g.show)
			engine := run([]prolog.Option{prolog.WithoutNative()}, g.goal, g.show)
			if native != engine {
				t.Errorf("%s\ncore:\n%.2000s\nengine:\n%.2000s", g.goal, native, engine)
			}
			answers, _, _ := strings.Cut(native, "inferences(")
			cmd := exec.Command(swipl, "-q", "-g", "forall(("+g.goal+"), (print("+g.show+"), nl))", "-t", "halt", file)
			out, err := cmd.CombinedOutput()
			if err != nil {
				t.Fatalf("swipl: %v\n%s", err, out)
			}
			if want := renumberVars(string(out)); answers != want {
				t.Errorf("%s\ngoprolog:\n%s\nswipl:\n%s", g.goal, answers, want)
			}
		})
	}
}
