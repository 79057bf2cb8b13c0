package prolog_test

import (
	"bytes"
	"context"
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
// every case, and the two solvers count the same inferences. The core
// runs each program a second time collecting at every call, which
// checks what the collector keeps.
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

// swiplRun returns what file's run/0 prints in swipl, which must write
// nothing to its error stream.
func swiplRun(t *testing.T, swipl, file string) string {
	t.Helper()
	p := difftest.Program{Exe: swipl, Args: []string{"-q", "-g", "run", "-t", "halt", file}}
	out, errOut, status := p.Oracle(t)
	if status != 0 || errOut != "" {
		t.Fatalf("swipl: exit %d\n%s", status, errOut)
	}
	return out
}

// compareCore runs file's run/0 in swipl, on the core and on the engine.
func compareCore(t *testing.T, swipl, file string) {
	want := strings.Split(strings.TrimSpace(swiplRun(t, swipl, file)), "\n")
	// Both inference models: the course's, whose counts the programs
	// print as swipl does, and SWI-Prolog 9's, which counts going on to
	// the next branch of a control construct, where the core must print
	// and count what the engine does.
	compareSolvers(t, file, "swi2001", want)
	compareSolvers(t, file, "swi9", nil)
}

// compareSolvers runs file's run/0 under the inference model named, on
// the core and on the engine: both print want (the engine's output when
// want is nil), and count alike.
func compareSolvers(t *testing.T, file, model string, want []string) {
	inferences := map[string]int64{}
	outputs := map[string][]string{}
	for _, name := range []string{"engine", "core", "core-gcstress"} {
		t.Run(model+"/"+name, func(t *testing.T) {
			// Each run has its own bound: collecting at every call
			// under the race detector takes minutes on a busy machine.
			bound := 60 * time.Second
			if raceDetector {
				bound = 10 * time.Minute
			}
			ctx, cancel := context.WithTimeout(context.Background(), bound)
			defer cancel()
			var out, errOut bytes.Buffer
			opts := []prolog.Option{prolog.WithStdio(strings.NewReader(""), &out, &errOut)}
			switch name {
			case "engine":
				opts = append(opts, prolog.WithoutNative())
			case "core-gcstress":
				opts = append(opts, prolog.WithGCStress())
			}
			in := prolog.New(opts...)
			if err := in.Exec(ctx, "set_prolog_flag(inference_model, "+model+")"); err != nil {
				t.Fatal(err)
			}
			if err := in.Consult(file); err != nil {
				t.Fatal(err)
			}
			i0 := in.Inferences()
			if err := in.Exec(ctx, "run"); err != nil {
				t.Fatal(err)
			}
			inferences[name] = in.Inferences() - i0
			in.Flush()
			if errOut.Len() > 0 {
				t.Errorf("messages: %s", errOut.String())
			}
			got := strings.Split(strings.TrimSpace(out.String()), "\n")
			outputs[name] = got
			oracle, wanted := "swipl", want
			if want == nil {
				oracle, wanted = "engine", outputs["engine"]
			}
			if len(got) != len(wanted) {
				t.Fatalf("%d lines, %s %d", len(got), oracle, len(wanted))
			}
			for i := range wanted {
				if difftest.NormalizeVars(got[i]) != difftest.NormalizeVars(wanted[i]) {
					t.Errorf("goprolog: %s\n   %s: %s", got[i], oracle, wanted[i])
				}
			}
		})
	}
	for _, core := range []string{"core", "core-gcstress"} {
		if inferences[core] != inferences["engine"] {
			t.Errorf("%s inference model: %d on the %s, %d on the engine", model, inferences[core], core, inferences["engine"])
		}
	}
}
