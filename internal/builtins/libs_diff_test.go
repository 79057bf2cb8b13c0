package builtins

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/goprolog/goprolog/internal/difftest"
)

// TestLibsDifferential runs each program of testdata/libs (its goal
// main; driver.pl is the helper they load) in goprolog, with TZ=UTC and
// the program's directory as working directory, and compares its
// standard output, standard error and exit status with the golden file
// Name.out. The golden files record swipl 9's output: with swipl
// installed the test checks that swipl still prints them, and -update
// rewrites them from swipl. A program whose first line is "% oracle:
// golden" covers what swipl 9.0.4 lacks; its golden file is written by
// hand and never compared with swipl.
func TestLibsDifferential(t *testing.T) {
	dir, err := filepath.Abs(filepath.Join("testdata", "libs"))
	if err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.pl"))
	bin := buildGoprolog(t)
	ran := 0
	for _, file := range files {
		name := strings.TrimSuffix(filepath.Base(file), ".pl")
		if name == "driver" {
			continue
		}
		ran++
		t.Run(name, func(t *testing.T) {
			g := difftest.Golden{
				Path:     filepath.Join(dir, name+".out"),
				Goprolog: func(t testing.TB) string { return runLibProgram(t, bin, dir, file) },
				Update:   *update,
				Diff:     difftest.LineDiff,
			}
			if firstLine(t, file) != "% oracle: golden" {
				g.Swipl = func(t testing.TB, swipl string) string { return runLibProgram(t, swipl, dir, file) }
			}
			difftest.CheckGolden(t, g)
		})
	}
	if ran == 0 {
		t.Fatal("no programs in testdata/libs")
	}
}

func firstLine(t *testing.T, file string) string {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	line, _, _ := strings.Cut(string(data), "\n")
	return line
}

// runLibProgram runs exe -q -g main -t halt file in dir with TZ=UTC and
// returns its output, variables numbered in order of appearance and dir
// written as DIR, then its standard error and exit status.
func runLibProgram(t testing.TB, exe, dir, file string) string {
	t.Helper()
	out, errOut, status := difftest.Program{
		Exe:  exe,
		Args: []string{"-q", "-g", "main", "-t", "halt", filepath.Base(file)},
		Dir:  dir,
		Env:  []string{"TZ=UTC"},
	}.Run(t)
	return difftest.Normalize(out, dir) + "--- stderr\n" + difftest.Normalize(errOut, dir) + "--- exit " + strconv.Itoa(status) + "\n"
}

// buildGoprolog builds cmd/goprolog into the test's temporary directory.
func buildGoprolog(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "goprolog")
	cmd := exec.Command("go", "build", "-o", bin, "github.com/goprolog/goprolog/cmd/goprolog")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}
