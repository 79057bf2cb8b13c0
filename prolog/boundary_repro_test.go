package prolog_test

import (
	"bytes"
	"context"
	"flag"
	"os"
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
		name := strings.TrimSuffix(filepath.Base(file), ".pl")
		t.Run(name, func(t *testing.T) {
			golden := strings.TrimSuffix(file, ".pl") + ".golden"
			if swipl, ok := difftest.SwiplOptional(t); ok {
				cmd := exec.Command(swipl, "-q", "-g", "main", "-t", "halt", file)
				cmd.Stdin = strings.NewReader("")
				out, err := cmd.CombinedOutput()
				if err != nil {
					t.Fatalf("swipl: %v\n%s", err, out)
				}
				if *updateBoundary {
					if err := os.WriteFile(golden, out, 0o644); err != nil {
						t.Fatal(err)
					}
				}
				if want, _ := os.ReadFile(golden); !bytes.Equal(out, want) {
					t.Errorf("%s is not swipl's output (-update rewrites it):\n%s", golden, out)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatal(err)
			}
			var stdout, stderr bytes.Buffer
			in := prolog.New(prolog.WithStdio(strings.NewReader(""), &stdout, &stderr))
			if err := in.Consult(file); err != nil {
				t.Fatalf("consult: %v\n%s", err, stderr.String())
			}
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			defer cancel()
			if err := in.Exec(ctx, "main"); err != nil {
				t.Errorf("main: %v", err)
			}
			in.Flush()
			if got := stdout.String() + stderr.String(); got != string(want) {
				t.Errorf("goprolog:\n%s\nwant (swipl):\n%s", got, want)
			}
		})
	}
}
