package prolog_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/goprolog/goprolog/prolog"
)

// deniedGoal is a goal a sandbox refuses, with the formal term of its
// error (variables written _).
type deniedGoal struct{ goal, formal string }

// runDenied runs each goal on interp, each a subtest: it must end with
// its error.
func runDenied(t *testing.T, interp *prolog.Interpreter, denied []deniedGoal) {
	t.Helper()
	for _, tc := range denied {
		t.Run(tc.goal, func(t *testing.T) {
			wantFormal(t, interp.Exec(context.Background(), tc.goal), tc.formal)
		})
	}
}

// TestSandboxEscapes tries to leave the sandbox; every attempt must end
// with the error SWI-Prolog would raise for a file or predicate it may
// not use, and the allowed directory must stay usable.
func TestSandboxEscapes(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "ok.pl"), []byte("ok(yes).\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("/etc", filepath.Join(dir, "etc")); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(dir, "sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	interp := prolog.New(prolog.WithSandbox(prolog.Sandbox{Dir: dir}))
	denied := []deniedGoal{
		{"consult('/etc/passwd')", "permission_error(open,source_sink,'/etc/passwd')"},
		{"open('/etc/passwd', read, _)", "permission_error(open,source_sink,'/etc/passwd')"},
		{"open('../outside.txt', write, _)", "permission_error(open,source_sink,'../outside.txt')"},
		{"open('etc/passwd', read, _)", "permission_error(open,source_sink,'etc/passwd')"},
		{"see('/etc/hostname')", "permission_error(open,source_sink,'/etc/hostname')"},
		{"tell('/tmp/escaped')", "permission_error(open,source_sink,'/tmp/escaped')"},
		{"shell('touch /tmp/escaped')", "permission_error(call,sandboxed,shell('touch /tmp/escaped'))"},
		{"shell(ls, _)", "permission_error(call,sandboxed,shell(ls,_))"},
		{"getenv('HOME', _)", "permission_error(call,sandboxed,getenv('HOME',_))"},
		{"exists_file('/etc/passwd')", "permission_error(call,sandboxed,exists_file('/etc/passwd'))"},
		{"working_directory(_, '/')", "permission_error(call,sandboxed,working_directory(_,/))"},
	}
	runDenied(t, interp, denied)
	if _, err := os.Stat("/tmp/escaped"); err == nil {
		t.Error("a file was written outside the sandbox")
	}
	allowed := []string{
		"consult('ok.pl'), ok(yes)",
		"open('out.txt', write, S), format(S, 'hi.~n', []), close(S), open('out.txt', read, R), read_term(R, T, []), close(R), T == hi",
		"open('sub/../ok.pl', read, S), close(S)",
	}
	for _, g := range allowed {
		t.Run(g, func(t *testing.T) {
			if err := interp.Exec(context.Background(), g); err != nil {
				t.Error(err)
			}
		})
	}
	// halt ends the query, not the test binary.
	var h *prolog.HaltError
	if err := interp.Exec(context.Background(), "halt"); !errors.As(err, &h) {
		t.Errorf("halt: got %v, want *HaltError", err)
	}
}

// cutVarNumbers turns _123 into _ so that fresh variables compare.
func cutVarNumbers(s string) string {
	var b strings.Builder
	for k := 0; k < len(s); k++ {
		b.WriteByte(s[k])
		if s[k] == '_' {
			for k+1 < len(s) && s[k+1] >= '0' && s[k+1] <= '9' {
				k++
			}
		}
	}
	return b.String()
}

func TestSandboxNoFiles(t *testing.T) {
	interp := prolog.New(prolog.WithSandbox(prolog.Sandbox{}))
	for _, g := range []string{"open('x.txt', write, _)", "consult(x)"} {
		var pe *prolog.Error
		if err := interp.Exec(context.Background(), g); !errors.As(err, &pe) || !strings.HasPrefix(pe.Formal().String(), "permission_error(open,source_sink,") {
			t.Errorf("%s: got %v, want permission_error", g, err)
		}
	}
	// The program's own clauses still work.
	if err := interp.ConsultString("prog", "p(1). p(2)."); err != nil {
		t.Fatal(err)
	}
	if err := interp.Exec(context.Background(), "findall(X, p(X), [1,2])"); err != nil {
		t.Error(err)
	}
}

// TestSandboxLimits ends runaway programs with resource_error, even when
// they try to catch it.
func TestSandboxLimits(t *testing.T) {
	tests := []struct {
		name string
		sb   prolog.Sandbox
		goal string
		want string
	}{
		{"inferences", prolog.Sandbox{MaxInferences: 100_000}, "repeat, atom_length(abc, _), fail", "Not enough resources: inferences"},
		{"inferences caught", prolog.Sandbox{MaxInferences: 100_000}, "catch((repeat, atom_length(abc, _), fail), _, true)", "Not enough resources: inferences"},
		{"time", prolog.Sandbox{MaxTime: 50 * time.Millisecond}, "repeat, catch(fail, _, true)", "Not enough resources: time"},
		{"memory", prolog.Sandbox{MaxMemory: 256 << 20}, "grow([])", "Not enough resources: memory"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			interp := prolog.New(prolog.WithSandbox(tc.sb))
			if err := interp.ConsultString("grow", "grow(L) :- grow([x|L])."); err != nil {
				t.Fatal(err)
			}
			err := interp.Exec(context.Background(), tc.goal)
			var pe *prolog.Error
			if !errors.As(err, &pe) {
				t.Fatalf("got %v (%T), want *prolog.Error", err, err)
			}
			eq(t, pe.Error(), tc.want)
			// The limits are per query: the interpreter goes on.
			if err := interp.Exec(context.Background(), "X is 1 + 1"); err != nil {
				t.Errorf("after the limit: %v", err)
			}
		})
	}
}
