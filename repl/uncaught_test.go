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
// standard output and error with swipl's. swipl writes the message
// without the context's predicate and then a backtrace ("ERROR: In:",
// its frames, the note on missing frames), which goprolog's engine
// cannot give: those lines are left out of swipl's output, every other
// line must be the same.
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
	var want []string
	for _, line := range strings.SplitAfter(string(swi), "\n") {
		if isBacktraceLine(line) {
			continue
		}
		want = append(want, line)
	}
	out, errs, _ := run(t, stdin, "-q")
	if got := out + errs; sortedLines(got) != sortedLines(strings.Join(want, "")) {
		t.Errorf("goprolog:\n%s\nswipl without its backtraces:\n%s", got, strings.Join(want, ""))
	}
}

// isBacktraceLine reports whether line belongs to the backtrace swipl
// prints after the message of an uncaught error.
func isBacktraceLine(line string) bool {
	for _, p := range []string{"ERROR: In:", "ERROR:   [", "ERROR:    [", "ERROR: Note: some frames", "ERROR: Re-run your program"} {
		if strings.HasPrefix(line, p) {
			return true
		}
	}
	return line == "ERROR: \n"
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
