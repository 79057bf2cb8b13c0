package builtins

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/goprolog/goprolog/internal/difftest"
)

// TestModulesDifferential runs each program of testdata/modules (a
// directory whose main.pl loads module files of its own and defines
// main/0) in goprolog, and compares its output, standard error and exit
// status with the golden file Name.out, which records swipl 9's output:
// with swipl installed the test checks that swipl still prints it, and
// -update rewrites it from swipl.
func TestModulesDifferential(t *testing.T) {
	root, err := filepath.Abs(filepath.Join("testdata", "modules"))
	if err != nil {
		t.Fatal(err)
	}
	entries, err := os.ReadDir(root)
	if err != nil {
		t.Fatal(err)
	}
	bin := buildGoprolog(t)
	ran := 0
	for _, e := range entries {
		if !e.IsDir() {
			continue
		}
		ran++
		name := e.Name()
		dir := filepath.Join(root, name)
		main := filepath.Join(dir, "main.pl")
		t.Run(name, func(t *testing.T) {
			difftest.CheckGolden(t, difftest.Golden{
				Path:     filepath.Join(root, name+".out"),
				Goprolog: func(t testing.TB) string { return runLibProgram(t, bin, dir, main) },
				Swipl:    func(t testing.TB, swipl string) string { return runLibProgram(t, swipl, dir, main) },
				Update:   *update,
				Diff:     difftest.LineDiff,
			})
		})
	}
	if ran == 0 {
		t.Fatal("no programs in testdata/modules")
	}
}
