package builtins_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/goprolog/goprolog/internal/difftest"
	"github.com/goprolog/goprolog/prolog"
)

// compareGoals writes driver and then one fact per goal, format applied
// to the goal's index and text, to file; runs run in SWI-Prolog and in
// goprolog; and compares what they printed, goal by goal (see
// compareSections).
func compareGoals(t *testing.T, file, driver, format string, goals []string, run string) {
	t.Helper()
	var prog strings.Builder
	prog.WriteString(driver)
	for i, g := range goals {
		fmt.Fprintf(&prog, format, i, g)
	}
	swiOut, ours := runInBoth(t, file, prog.String(), run)
	compareSections(t, goals, swiOut, ours)
}

// runInBoth consults prog (a program text) and runs goal in SWI-Prolog and
// in goprolog, returning what each printed on standard output. Without swipl, the
// oracle, it skips the test, or fails it under CI (difftest.Swipl).
func runInBoth(t *testing.T, name, prog, goal string) (swi, ours string) {
	t.Helper()
	swipl := difftest.Swipl(t)
	dir := t.TempDir()
	file := filepath.Join(dir, name)
	if err := os.WriteFile(file, []byte(prog), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, swipl, "-q", "-g", goal, "-t", "halt", file)
	cmd.Dir = dir
	cmd.Stdin = strings.NewReader("")
	swiOut, err := cmd.Output()
	if err != nil {
		t.Fatalf("swipl: %v", err)
	}
	return string(swiOut), runOurs(t, name, prog, goal)
}

// runOurs consults prog in a fresh goprolog interpreter and runs goal,
// returning what it printed on standard output.
func runOurs(t *testing.T, name, prog, goal string) string {
	t.Helper()
	var out, errOut bytes.Buffer
	in := prolog.New(prolog.WithStdio(strings.NewReader(""), &out, &errOut))
	// A program may hold clauses swipl rejects too (redefinitions of ISO
	// built-ins, syntax tests): a *LoadError says the rest is loaded.
	var loadErr *prolog.LoadError
	if err := in.ConsultString(name, prog); err != nil && !errors.As(err, &loadErr) {
		t.Fatalf("consult: %v\n%s", err, errOut.String())
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	if err := in.Exec(ctx, goal); err != nil {
		t.Errorf("%s: %v", goal, err)
	}
	in.Flush()
	return out.String()
}
