package prolog_test

import (
	"bytes"
	"context"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/goprolog/goprolog/internal/difftest"
	"github.com/goprolog/goprolog/prolog"
)

// TestCoreDifferential runs each program in testdata/core, built-ins in
// compiled clauses that the WAM core runs itself (arithmetic on floats
// and big integers, every family of evaluable functions, sort/4, and
// their errors) and calls of dynamic predicates of facts, on the core,
// on the engine's solver and in swipl: the three print the same line for
// every case, and the two solvers count the same inferences.
func TestCoreDifferential(t *testing.T) {
	files, err := filepath.Glob("testdata/core/*.pl")
	if err != nil || len(files) == 0 {
		t.Fatalf("no programs in testdata/core: %v", err)
	}
	swipl := difftest.Swipl(t)
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) { compareCore(t, swipl, file) })
	}
}

// compareCore runs file's run/0 in swipl, on the core and on the engine.
func compareCore(t *testing.T, swipl, file string) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, swipl, "-q", "-g", "run", "-t", "halt", file)
	cmd.Stdin = strings.NewReader("")
	var swiErr bytes.Buffer
	cmd.Stderr = &swiErr
	swiOut, err := cmd.Output()
	if err != nil || swiErr.Len() > 0 {
		t.Fatalf("swipl: %v\n%s", err, swiErr.String())
	}
	want := strings.Split(strings.TrimSpace(string(swiOut)), "\n")
	inferences := map[string]int64{}
	for _, tc := range []struct {
		name string
		opts []prolog.Option
	}{
		{"core", nil},
		{"engine", []prolog.Option{prolog.WithoutNative()}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out, errOut bytes.Buffer
			opts := append([]prolog.Option{prolog.WithStdio(strings.NewReader(""), &out, &errOut)}, tc.opts...)
			in := prolog.New(opts...)
			if err := in.Consult(file); err != nil {
				t.Fatal(err)
			}
			i0 := in.Inferences()
			if err := in.Exec(ctx, "run"); err != nil {
				t.Fatal(err)
			}
			inferences[tc.name] = in.Inferences() - i0
			in.Flush()
			if errOut.Len() > 0 {
				t.Errorf("messages: %s", errOut.String())
			}
			got := strings.Split(strings.TrimSpace(out.String()), "\n")
			if len(got) != len(want) {
				t.Fatalf("%d lines, swipl %d", len(got), len(want))
			}
			for i := range want {
				if difftest.NormalizeVars(got[i]) != difftest.NormalizeVars(want[i]) {
					t.Errorf("goprolog: %s\n   swipl:    %s", got[i], want[i])
				}
			}
		})
	}
	if inferences["core"] != inferences["engine"] {
		t.Errorf("inferences: %d on the core, %d on the engine", inferences["core"], inferences["engine"])
	}
}
