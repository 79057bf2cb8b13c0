package difftest

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// Program is one run of an executable, swipl's or goprolog's, in a
// differential test.
type Program struct {
	Exe  string
	Args []string
	// Dir is the working directory ("" for the test's).
	Dir string
	// Env is added to the test's environment.
	Env []string
	// Stdin is the whole standard input.
	Stdin string
	// Combined sends standard error to the standard output's pipe, as
	// on a terminal, so that their lines interleave as printed.
	Combined bool
	// Timeout ends a run gone wrong (0: a minute).
	Timeout time.Duration
}

// Run runs p and returns its standard output, its standard error (empty
// when Combined) and its exit status. A program that cannot be started
// or does not end in time fails the test.
func (p Program) Run(t testing.TB) (stdout, stderr string, status int) {
	t.Helper()
	stdout, stderr, status, err := p.Try()
	if err != nil {
		t.Fatal(err)
	}
	return stdout, stderr, status
}

// Try is Run without a test: it returns an error for a program that
// cannot be started or does not end in time, with what that program
// printed before it was stopped.
func (p Program) Try() (stdout, stderr string, status int, err error) {
	timeout := p.Timeout
	if timeout == 0 {
		timeout = time.Minute
	}
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, p.Exe, p.Args...)
	cmd.Dir = p.Dir
	if p.Env != nil {
		cmd.Env = append(os.Environ(), p.Env...)
	}
	cmd.Stdin = strings.NewReader(p.Stdin)
	// A child the program started must not keep the pipes, and so the
	// run, open after the program itself has ended or been stopped.
	cmd.WaitDelay = 5 * time.Second
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	if p.Combined {
		cmd.Stderr = &out
	}
	if runErr := cmd.Run(); runErr != nil {
		var exit *exec.ExitError
		switch {
		case ctx.Err() != nil:
			return out.String(), errOut.String(), 0, fmt.Errorf("%s %q: did not end in %v; it printed:\n%s%s", p.Exe, p.Args, timeout, out.String(), errOut.String())
		case !errors.As(runErr, &exit):
			return out.String(), errOut.String(), 0, fmt.Errorf("%s %q: %v", p.Exe, p.Args, runErr)
		}
		status = exit.ExitCode()
	}
	return out.String(), errOut.String(), status, nil
}

// Oracle is Run for the oracle, swipl: a run that does not end in time,
// or in which swipl crashed, is logged and made a second time, whose
// failure fails the test. swipl 9.0.4 has been seen to stall on a
// loaded machine and, once, to crash with a fatal signal in its atom
// garbage collector on a run that passes when repeated: neither is
// goprolog's difference.
func (p Program) Oracle(t testing.TB) (stdout, stderr string, status int) {
	t.Helper()
	stdout, stderr, status, err := p.Try()
	if err == nil && crashed(stdout+stderr) {
		err = fmt.Errorf("%s %q crashed (exit %d):\n%s%s", p.Exe, p.Args, status, stdout, stderr)
	}
	if err == nil {
		return stdout, stderr, status
	}
	t.Logf("first run: %v", err)
	stdout, stderr, status = p.Run(t)
	if crashed(stdout + stderr) {
		t.Fatalf("%s %q crashed twice:\n%s%s", p.Exe, p.Args, stdout, stderr)
	}
	return stdout, stderr, status
}

// crashed reports whether out holds swipl's report of a fatal signal, or
// of a thread of its own that it could not stop at halt ("The following
// threads wouldn't die: [gc]", seen on a loaded machine): the run says
// nothing of the program.
func crashed(out string) bool {
	return strings.Contains(out, "received fatal signal") || strings.Contains(out, "threads wouldn't die")
}

// Normalize makes two runs' output comparable: dir (when not "") is
// written DIR, and each line's variables are numbered in order of
// appearance (NormalizeVars).
func Normalize(s, dir string) string {
	if dir != "" {
		s = strings.ReplaceAll(s, dir, "DIR")
	}
	var b strings.Builder
	for _, line := range strings.SplitAfter(s, "\n") {
		b.WriteString(NormalizeVars(line))
	}
	return b.String()
}
