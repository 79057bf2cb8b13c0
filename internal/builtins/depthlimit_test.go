package builtins_test

import (
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/goprolog/goprolog/internal/difftest"
	"github.com/goprolog/goprolog/prolog"
)

// TestDepthLimit runs testdata/depthlimit.pl in SWI-Prolog 9 and in
// goprolog: every line must be the same, variables renumbered. The
// program prints the Result of call_with_depth_limit/3 for each solution
// of user-defined recursive predicates, control constructs, the built-ins
// SWI-Prolog compiles in line and the library predicates defined as in
// SWI-Prolog, whether the call was deterministic, the errors of its
// arguments, and the limit in force after nested calls, cuts and
// exceptions.
func TestDepthLimit(t *testing.T) {
	prog, err := os.ReadFile(filepath.Join("testdata", "depthlimit.pl"))
	if err != nil {
		t.Fatal(err)
	}
	swi, ours := runInBoth(t, "depthlimit.pl", string(prog), "run")
	want, got := outputLines(swi), outputLines(ours)
	if len(want) < 300 {
		t.Fatalf("swipl printed %d lines, want at least 300:\n%s", len(want), swi)
	}
	for i := range max(len(want), len(got)) {
		var w, g string
		if i < len(want) {
			w = difftest.NormalizeVars(want[i])
		}
		if i < len(got) {
			g = difftest.NormalizeVars(got[i])
		}
		if w != g {
			t.Errorf("line %d\n  swipl:    %s\n  goprolog: %s", i+1, w, g)
		}
	}
}

// outputLines splits a program's output into lines, without the empty
// one after the last newline.
func outputLines(out string) []string {
	return strings.Split(strings.TrimSuffix(out, "\n"), "\n")
}

// TestDepthLimitInterrupted stops queries inside call_with_depth_limit/3
// (a deadline, an uncaught exception, a query closed at a solution) and
// checks that the next query runs with no depth limit: a recursion 500
// deep succeeds.
func TestDepthLimitInterrupted(t *testing.T) {
	in := prolog.New(prolog.WithStdio(strings.NewReader(""), io.Discard, io.Discard))
	const prog = `
len([], 0).
len([_|T], N) :- len(T, M), N is M+1.
spin :- repeat, fail.
`
	if err := in.ConsultString("depthlimit.pl", prog); err != nil {
		t.Fatal(err)
	}
	deep := func(after string) {
		t.Helper()
		if err := in.Exec(context.Background(), "numlist(1, 500, L), len(L, 500)"); err != nil {
			t.Errorf("after %s: %v", after, err)
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	if err := in.Exec(ctx, "call_with_depth_limit(spin, 5, _)"); err == nil {
		t.Error("spin under a deadline succeeded")
	}
	deep("a deadline")
	if err := in.Exec(context.Background(), "call_with_depth_limit(call_with_depth_limit((len([a], _), throw(x)), 3, _), 6, _)"); err == nil {
		t.Error("throw(x) succeeded")
	}
	deep("an uncaught exception")
	sols, err := in.Query(context.Background(), "call_with_depth_limit(member(X, [a, b, c]), 5, R)")
	if err != nil {
		t.Fatal(err)
	}
	if !sols.Next() {
		t.Fatal(sols.Err())
	}
	sols.Close()
	deep("a query closed at its first solution")
	if err := in.Exec(context.Background(), "call_with_depth_limit(len([a, b], _), 2, depth_limit_exceeded)"); err != nil {
		t.Errorf("len/2 of two elements under a limit of 2: %v", err)
	}
	if err := in.Exec(context.Background(), "call_with_depth_limit(len([a, b], _), 3, 3)"); err != nil && !errors.Is(err, prolog.ErrFailed) {
		t.Error(err)
	} else if err != nil {
		t.Error("len/2 of two elements under a limit of 3 did not reach 3")
	}
}
