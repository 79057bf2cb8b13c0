package prolog_test

import (
	"bytes"
	"context"
	"flag"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/goprolog/goprolog/internal/difftest"
	"github.com/goprolog/goprolog/prolog"
)

var updateBoundary = flag.Bool("update", false, "rewrite testdata/boundary/*.golden from swipl's output")

// TestBoundaryRepros runs the minimal reproductions of what
// TestBoundaryDifferential found (testdata/boundary/*.pl, each with a
// main/0) and compares what goprolog prints with NAME.golden, which is
// SWI-Prolog's output: with swipl at hand the golden file is checked
// against it too, and -update rewrites it from swipl.
func TestBoundaryRepros(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "boundary", "*.pl"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no reproductions: %v", err)
	}
	for _, file := range files {
		t.Run(strings.TrimSuffix(filepath.Base(file), ".pl"), func(t *testing.T) {
			difftest.CheckGolden(t, difftest.Golden{
				Path:     strings.TrimSuffix(file, ".pl") + ".golden",
				Swipl:    func(t testing.TB, swipl string) string { return swiplMain(t, swipl, file) },
				Goprolog: func(t testing.TB) string { return goprologMain(t, file) },
				Update:   *updateBoundary,
			})
		})
	}
}

// swiplMain runs file's main/0 in swipl and returns what it printed, on
// standard output and standard error together.
func swiplMain(t testing.TB, swipl, file string) string {
	t.Helper()
	cmd := exec.Command(swipl, "-q", "-g", "main", "-t", "halt", file)
	cmd.Stdin = strings.NewReader("")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("swipl: %v\n%s", err, out)
	}
	return string(out)
}

// goprologMain consults file in a fresh interpreter, runs its main/0
// and returns what it printed, standard output then standard error.
func goprologMain(t testing.TB, file string, opts ...prolog.Option) string {
	t.Helper()
	var stdout, stderr bytes.Buffer
	in := prolog.New(append([]prolog.Option{prolog.WithStdio(strings.NewReader(""), &stdout, &stderr)}, opts...)...)
	if err := in.Consult(file); err != nil {
		t.Fatalf("consult: %v\n%s", err, stderr.String())
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := in.Exec(ctx, "main"); err != nil {
		t.Errorf("main: %v", err)
	}
	in.Flush()
	return stdout.String() + stderr.String()
}
