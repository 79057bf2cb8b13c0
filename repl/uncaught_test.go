//go:build !wasm

package repl_test

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/goprolog/goprolog/internal/difftest"
)

// TestUncaughtErrorsMatchSWI feeds queries whose errors nothing catches
// to the top level on a pipe, as swipl -q reads them, and compares
// standard output and error with swipl's: the message without the
// context's predicate and then the backtrace ("ERROR: In:", its frames,
// the note on missing frames), variables renamed in each line.
func TestUncaughtErrorsMatchSWI(t *testing.T) {
	swipl := difftest.Swipl(t)
	stdin := strings.Join([]string{
		"atom_length(abc, foo).",
		"open(nofile, read, S).",
		"X is foo+1.",
		"X is 1/0.",
		"number_codes(X, \"3x\").",
		"arg(x, f(a), A).",
		"atom_length(X, Y).",
		"X = 1, atom_length(X, Y).",
		"catch(call(1), E, (print_message(error, E))).",
		"throw(my_ball).",
		"succ(X, 0).",
	}, "\n") + "\n"
	cmd := exec.Command(swipl, "-q")
	cmd.Dir = "../examples/course"
	cmd.Stdin = strings.NewReader(stdin)
	swi, _ := cmd.CombinedOutput()
	want := difftest.Normalize(string(swi), "")
	out, errs, _ := run(t, stdin, "-q")
	if got := difftest.Normalize(out+errs, ""); sortedLines(got) != sortedLines(want) {
		t.Errorf("goprolog:\n%s\nswipl:\n%s", got, want)
	}
}

// sortedLines is text with standard output's and error's lines in one
// order: the two pipes interleave differently from run to run.
func sortedLines(text string) string {
	lines := strings.Split(text, "\n")
	var errLines, outLines []string
	for _, l := range lines {
		if strings.HasPrefix(l, "ERROR:") {
			errLines = append(errLines, l)
		} else {
			outLines = append(outLines, l)
		}
	}
	return strings.Join(errLines, "\n") + "\n--\n" + strings.Join(outLines, "\n")
}

// TestUserLoadErrorsOnce loads clauses typed at [user], one with a
// syntax error and one whose body is a variable: each error is printed
// once, as the load meets it, not again when the load ends.
func TestUserLoadErrorsOnce(t *testing.T) {
	_, errs, _ := run(t, "[user].\nbar(.\nfoo(2) :- X.\nend_of_file.\n", "-q")
	for _, msg := range []string{"Syntax error: Unexpected end of clause", "Arguments are not sufficiently instantiated"} {
		if n := strings.Count(errs, msg); n != 1 {
			t.Errorf("%q printed %d times:\n%s", msg, n, errs)
		}
	}
}
