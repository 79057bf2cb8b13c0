package main

import (
	"bytes"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/goprolog/goprolog/internal/difftest"
)

// TestDifferentialSWI runs testdata/diff.pl in goprolog and in SWI-Prolog
// and compares their outputs line by line: each line is one goal's
// solutions or error. Without swipl it skips, or fails under CI
// (difftest.Swipl).
func TestDifferentialSWI(t *testing.T) {
	swipl := difftest.Swipl(t)
	bin := buildBinary(t)
	prog, _ := filepath.Abs(filepath.Join("testdata", "diff.pl"))
	run := func(exe string) []string {
		cmd := exec.Command(exe, "-q", "-g", "set_prolog_flag(inference_model, swi9), consult('"+prog+"'), main", "-t", "halt")
		var out, errs bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errs
		if err := cmd.Run(); err != nil {
			t.Fatalf("%s: %v\n%s", exe, err, errs.String())
		}
		return strings.Split(out.String(), "\n")
	}
	want, got := run(swipl), run(bin)
	if len(want) != len(got) {
		t.Fatalf("swipl printed %d lines, goprolog %d", len(want), len(got))
	}
	for i := range want {
		if difftest.NormalizeVars(got[i]) != difftest.NormalizeVars(want[i]) {
			t.Errorf("\n   swipl:    %s\n   goprolog: %s", want[i], got[i])
		}
	}
}

// buildBinary builds goprolog once into the test's temporary directory.
func buildBinary(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "goprolog")
	cmd := exec.Command("go", "build", "-o", bin, ".")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}
