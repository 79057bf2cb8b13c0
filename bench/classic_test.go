package bench

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/goprolog/goprolog/prolog"
)

const classicGolden = "testdata/classic-answers.golden"

// classicPrograms are the programs of bench/programs that define
// bench_main/0 (the files that only support a course row do not), by
// name without the extension.
func classicPrograms(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("programs", "*.pl"))
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if bytes.Contains(src, []byte("\nbench_main :-")) {
			names = append(names, strings.TrimSuffix(filepath.Base(f), ".pl"))
		}
	}
	sort.Strings(names)
	if len(names) == 0 {
		t.Fatal("no program defines bench_main/0 in programs/")
	}
	return names
}

// readClassicGolden maps each program to its answer line: one program a
// line, its name, a tab, and the answer.
func readClassicGolden(t *testing.T) map[string]string {
	t.Helper()
	data, err := os.ReadFile(classicGolden)
	if err != nil {
		t.Fatalf("%v (create it with go test ./bench -run ClassicAnswers -update)", err)
	}
	golden := map[string]string{}
	for _, l := range strings.Split(string(data), "\n") {
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		name, answer, ok := strings.Cut(l, "\t")
		if !ok {
			t.Fatalf("%s: malformed line %q", classicGolden, l)
		}
		golden[name] = answer
	}
	return golden
}

// heavyClassic are the programs that take over 1.5 s of CPU in goprolog
// (bench/RESULTS.md, Classic programs); go test -short leaves them out
// to keep the short suite quick, and says so.
var heavyClassic = map[string]bool{
	"boyer": true, "prover": true, "zebra": true, "nand": true,
	"meta_qsort": true, "nrev": true, "qsort": true, "browse": true,
	"simple_analyzer": true, "sendmore": true,
	"ackermann": true, "simplifier": true,
}

// classicTimeout bounds one program's run in the test: the programs take
// 0.5 to 3 s in swipl, so a run far over that is a hang or a collapse.
const classicTimeout = 2 * time.Minute

// runClassic runs programs/name.pl's bench_main/0 in a fresh goprolog
// interpreter and returns what it printed.
func runClassic(t *testing.T, name string) string {
	t.Helper()
	var out, errs bytes.Buffer
	interp := prolog.New(prolog.WithStdio(strings.NewReader(""), &out, &errs))
	if err := interp.Consult(filepath.Join("programs", name+".pl")); err != nil {
		t.Fatalf("consult: %v\n%s", err, errs.String())
	}
	ctx, cancel := context.WithTimeout(context.Background(), classicTimeout)
	defer cancel()
	err := interp.Exec(ctx, "bench_main")
	interp.Flush()
	if err != nil {
		t.Fatalf("bench_main: %v\n%s", err, errs.String())
	}
	return strings.TrimSpace(out.String())
}

// swiplAnswer runs programs/name.pl's bench_main/0 in swipl, the oracle
// whose answers the golden file records.
func swiplAnswer(t *testing.T, name string) string {
	t.Helper()
	cmd := exec.Command("swipl", "-q", "-g", "bench_main", "-t", "halt", filepath.Join("programs", name+".pl"))
	var out, errs bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errs
	if err := cmd.Run(); err != nil {
		t.Fatalf("swipl: %v\n%s", err, errs.String())
	}
	return strings.TrimSpace(out.String())
}

// TestClassicAnswers runs every classic program of the suite in goprolog
// and requires the answer line that SWI-Prolog gives, recorded in
// testdata/classic-answers.golden, so that the suite stays runnable and
// its answers right as the engine changes. The runner (bench/run)
// checks the same answers against swipl and GNU Prolog side by side;
// this test needs neither. Under -short the heavyClassic programs are
// skipped. After adding a program, or changing one on
// purpose, regenerate the file from swipl with
// go test ./bench -run ClassicAnswers -update and review the diff.
func TestClassicAnswers(t *testing.T) {
	names := classicPrograms(t)
	if *update {
		if _, err := exec.LookPath("swipl"); err != nil {
			t.Fatal("-update takes the answers from swipl, which is not installed")
		}
		var b strings.Builder
		b.WriteString("# SWI-Prolog's answer line of each classic program's bench_main/0, which goprolog must print.\n")
		b.WriteString("# Regenerate: go test ./bench -run ClassicAnswers -update\n")
		for _, name := range names {
			b.WriteString(name + "\t" + swiplAnswer(t, name) + "\n")
		}
		if err := os.WriteFile(classicGolden, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	golden := readClassicGolden(t)
	for _, name := range names {
		want, ok := golden[name]
		t.Run(name, func(t *testing.T) {
			if !ok {
				t.Fatalf("no golden answer for %s (rerun with -update)", name)
			}
			if testing.Short() && heavyClassic[name] {
				t.Skip("over 1.5 s of CPU in goprolog; runs without -short")
			}
			t.Parallel()
			if got := runClassic(t, name); got != want {
				t.Errorf("answer differs from swipl's:\n got  %s\n want %s", clipAnswer(got), clipAnswer(want))
			}
		})
	}
}

func clipAnswer(s string) string {
	if len(s) > 300 {
		return s[:300] + "..."
	}
	return s
}
