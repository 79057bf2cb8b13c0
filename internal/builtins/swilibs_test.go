package builtins

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/goprolog/goprolog/internal/difftest"
)

// swiLibraryModules are the modules of SWI-Prolog's library that
// TestSWILibraryModules loads as a program's own.
var swiLibraryModules = []string{
	"lists", "apply", "aggregate", "option", "pairs", "heaps", "occurs", "ugraphs",
	"rbtrees", "assoc", "ordsets", "gensym", "solution_sequences", "url", "optparse",
	"dcg/basics", "terms",
}

// TestSWILibraryModules loads modules of the installed swipl's own
// library, written for SWI-Prolog by its authors, as modules of a
// program (library(lists) becomes the file my_lists.pl defining module
// my_lists, library(dcg/basics) my_dcg_basics.pl), and runs each driver of testdata/swilibs on them in
// goprolog and in swipl: the outputs must be the same, and swipl's
// without errors or warnings. The module files
// are swipl's, so the test needs swipl, and fails without it under CI.
func TestSWILibraryModules(t *testing.T) {
	swipl := difftest.Swipl(t)
	out, err := exec.Command(swipl, "--dump-runtime-variables").Output()
	if err != nil {
		t.Fatalf("swipl --dump-runtime-variables: %v", err)
	}
	m := regexp.MustCompile(`PLBASE="([^"]+)"`).FindSubmatch(out)
	if m == nil {
		t.Fatalf("no PLBASE in swipl --dump-runtime-variables:\n%s", out)
	}
	dir := t.TempDir()
	moduleDecl := regexp.MustCompile(`(?m)^:- module\(\w+,`)
	for _, name := range swiLibraryModules {
		src, err := os.ReadFile(filepath.Join(string(m[1]), "library", name+".pl"))
		if err != nil {
			t.Fatal(err)
		}
		loc := moduleDecl.FindIndex(src)
		if loc == nil {
			t.Fatalf("library(%s) has no module/2 declaration", name)
		}
		mod := "my_" + strings.ReplaceAll(name, "/", "_")
		text := string(src[:loc[0]]) + ":- module(" + mod + "," + string(src[loc[1]:])
		if err := os.WriteFile(filepath.Join(dir, mod+".pl"), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	drivers, _ := filepath.Glob(filepath.Join("testdata", "swilibs", "*.pl"))
	if len(drivers) == 0 {
		t.Fatal("no drivers in testdata/swilibs")
	}
	bin := buildGoprolog(t)
	for _, driver := range drivers {
		name := strings.TrimSuffix(filepath.Base(driver), ".pl")
		t.Run(name, func(t *testing.T) {
			text, err := os.ReadFile(driver)
			if err != nil {
				t.Fatal(err)
			}
			file := filepath.Join(dir, "driver_"+name+".pl")
			if err := os.WriteFile(file, text, 0o644); err != nil {
				t.Fatal(err)
			}
			want := runLibProgram(t, swipl, dir, file)
			if strings.Contains(want, "ERROR") || strings.Contains(want, "Warning") {
				t.Fatalf("the driver does not run cleanly in swipl:\n%s", want)
			}
			got := runLibProgram(t, bin, dir, file)
			if got != want {
				t.Errorf("goprolog and swipl differ:\n%s", difftest.LineDiff(want, got))
			}
		})
	}
}
