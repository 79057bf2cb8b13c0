package prolog_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/goprolog/goprolog/prolog"
)

// needsSolver lists the programs that still use the engine's solver, and
// what for: every other program of the suites below runs on the WAM core
// alone, and one listed here that no longer needs the solver fails the
// test, so that the list only shrinks (issue 21).
var needsSolver = map[string]string{
	"core/bsetval_engine.pl": "call_with_depth_limit/3 is the engine's",
	"bench/clpfd_queens":     "a predicate that both meta-calls and has effects in a program using CLP(FD)",
}

// TestCoreRunsAlone runs the programs of testdata/core, the course's
// and the benchmark's, and checks which of them needed the engine's
// solver (engine.SolverUse) against needsSolver.
func TestCoreRunsAlone(t *testing.T) {
	type run struct{ name, file, goal, harness string }
	var runs []run
	core, _ := filepath.Glob("testdata/core/*.pl")
	for _, f := range core {
		runs = append(runs, run{"core/" + filepath.Base(f), f, "run", ""})
	}
	course := filepath.Join("..", "examples", "course")
	for _, c := range []struct{ file, goal string }{
		{"GAT.pl", "findall(S, solution(6, S), L), length(L, 4)"},
		{"GTP.pl", "findall(S, solution(8, S), L), length(L, 92)"},
		{"GCP.pl", "once(solutionG(6, _))"},
		{"RD.pl", "findall(S, solution(8, S), L), length(L, 92)"},
		{"RDC.pl", "findall(S, solution(8, S), L), length(L, 92)"},
		{"RDH.pl", "findall(S, solution(8, S), L), length(L, 92)"},
	} {
		runs = append(runs, run{"course/" + c.file, filepath.Join(course, c.file), c.goal, ""})
	}
	if !raceDetector && !testing.Short() {
		bench, _ := filepath.Glob(filepath.Join("..", "bench", "programs", "*.pl"))
		for _, f := range bench {
			if src, err := os.ReadFile(f); err != nil || !bytes.Contains(src, []byte("bench_main")) {
				continue // a file another row loads
			}
			runs = append(runs, run{"bench/" + strings.TrimSuffix(filepath.Base(f), ".pl"), f,
				"bench_run(bench_main)", filepath.Join("..", "bench", "harness.pl")})
		}
	}
	for _, r := range runs {
		t.Run(r.name, func(t *testing.T) {
			var out bytes.Buffer
			i := prolog.New(prolog.WithStdio(strings.NewReader(""), &out, &out))
			for _, f := range []string{r.harness, r.file} {
				if f == "" {
					continue
				}
				if err := i.Consult(f); err != nil {
					t.Fatal(err)
				}
			}
			if err := i.Exec(context.Background(), r.goal); err != nil {
				t.Fatalf("%s: %v\n%s", r.goal, err, out.String())
			}
			use := prolog.SolverUse(i)
			used := use.Resolved+use.Nested+use.HandedBack > 0
			why, listed := needsSolver[r.name]
			switch {
			case used && !listed:
				t.Errorf("the solver ran %+v", use)
			case !used && listed:
				t.Errorf("runs on the core alone now: take it off needsSolver (%s)", why)
			}
		})
	}
	for name := range needsSolver {
		dir, file, _ := strings.Cut(name, "/")
		path := map[string]string{
			"core":   filepath.Join("testdata", "core", file),
			"course": filepath.Join(course, file),
			"bench":  filepath.Join("..", "bench", "programs", file+".pl"),
		}[dir]
		if _, err := os.Stat(path); err != nil {
			t.Errorf("needsSolver names %s, which is no program of the suites", name)
		}
	}
}
