package builtins

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/goprolog/goprolog/internal/difftest"
)

// TestPipedDifferential runs each program of testdata/piped as
// TestLibsDifferential runs testdata/libs (goal main, the program's
// directory as working directory), with Name.in as its standard input,
// and compares its standard output, standard error and exit status with
// the golden file Name.out, which records swipl 9's (-update rewrites it
// from swipl).
func TestPipedDifferential(t *testing.T) {
	dir, err := filepath.Abs(filepath.Join("testdata", "piped"))
	if err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.pl"))
	if len(files) == 0 {
		t.Fatal("no programs in testdata/piped")
	}
	bin := buildGoprolog(t)
	for _, file := range files {
		name := strings.TrimSuffix(filepath.Base(file), ".pl")
		in, err := os.ReadFile(filepath.Join(dir, name+".in"))
		if err != nil {
			t.Fatal(err)
		}
		run := func(t testing.TB, exe string) string {
			out, errOut, status := difftest.Program{
				Exe:   exe,
				Args:  []string{"-q", "-g", "main", "-t", "halt", filepath.Base(file)},
				Dir:   dir,
				Env:   []string{"TZ=UTC"},
				Stdin: string(in),
			}.Run(t)
			return difftest.Normalize(out, dir) + "--- stderr\n" + difftest.Normalize(errOut, dir) + "--- exit " + strconv.Itoa(status) + "\n"
		}
		t.Run(name, func(t *testing.T) {
			difftest.CheckGolden(t, difftest.Golden{
				Path:     filepath.Join(dir, name+".out"),
				Goprolog: func(t testing.TB) string { return run(t, bin) },
				Swipl:    func(t testing.TB, swipl string) string { return run(t, swipl) },
				Update:   *update,
				Diff:     difftest.LineDiff,
			})
		})
	}
}
