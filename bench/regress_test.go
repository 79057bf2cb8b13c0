// Package bench holds goprolog's benchmark suite (programs/, the runner in
// run/) and the cheap regression guards that go test runs on every change:
// the course table's inference counts, which must not move when only speed
// changes, and allocation budgets per inference for the classic loops.
package bench

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/goprolog/goprolog/examples/course/coursetable/table"
	"github.com/goprolog/goprolog/prolog"
)

var update = flag.Bool("update", false, "rewrite testdata/course-inferences.golden from the current engine")

const goldenPath = "testdata/course-inferences.golden"

// goldenLimit bounds the published inference count of the course rows the
// guard runs, keeping the test to a few seconds on a slow engine; the
// rows above it are timed by the runner instead.
const goldenLimit = 400000

// TestCourseInferences runs the cheap rows of the course table and
// compares goprolog's inference counts with the golden file exactly: a
// speed-only change to the engine must leave every count as it was. After
// a deliberate change to what counts as an inference, rerun with
// go test ./bench -run CourseInferences -update and review the diff.
func TestCourseInferences(t *testing.T) {
	dir := filepath.Join("..", "examples", "course")
	rows, err := table.Load(filepath.Join(dir, "course-table.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	golden := map[string]string{}
	if !*update {
		data, err := os.ReadFile(goldenPath)
		if err != nil {
			t.Fatalf("%v (create it with -update)", err)
		}
		for _, l := range strings.Split(string(data), "\n") {
			if l == "" || strings.HasPrefix(l, "#") {
				continue
			}
			if f := strings.Fields(l); len(f) == 4 {
				golden[strings.Join(f[:3], " ")] = f[3]
			}
		}
	}
	var out bytes.Buffer
	out.WriteString("# goprolog's inference counts for the course table rows with a published count <= 400000\n")
	out.WriteString("# (time/1 around the row's query, fresh interpreter). Regenerate: go test ./bench -run CourseInferences -update\n")
	for _, r := range rows {
		if r.Published > goldenLimit {
			continue
		}
		key := fmt.Sprintf("%s %s %d", r.Program, r.Query, r.N)
		t.Run(strings.ReplaceAll(key, " ", "_"), func(t *testing.T) {
			res, err := table.Run(dir, r, "")
			if err != nil {
				t.Fatal(err)
			}
			if res.Found != r.Solutions {
				t.Errorf("%d solutions, want %d", res.Found, r.Solutions)
			}
			got := fmt.Sprint(res.Inferences)
			fmt.Fprintf(&out, "%s %s\n", key, got)
			if *update {
				return
			}
			want, ok := golden[key]
			if !ok {
				t.Fatalf("no golden count for %s (rerun with -update)", key)
			}
			if got != want {
				t.Errorf("inferences = %s, golden %s (published %d, swipl 9.0.4 %d)", got, want, r.Published, r.SWI)
			}
		})
	}
	if *update {
		if err := os.WriteFile(goldenPath, out.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

const loopsSrc = `
app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).
nrev([], []).
nrev([H|T], R) :- nrev(T, RT), app(RT, [H], R).
nrev_loop(0, _) :- !.
nrev_loop(K, L) :- nrev(L, _), K1 is K-1, nrev_loop(K1, L).

count(N, N) :- !.
count(I, N) :- I1 is I+1, count(I1, N).

ll(0, S, _, S) :- !.
ll(K, S0, M, S) :- S1 is (S0*S0 - 2) mod M, K1 is K-1, ll(K1, S1, M, S).

measured(Goal, I) :-
    statistics(inferences, I0), call(Goal), statistics(inferences, I1),
    I is I1 - I0.
`

// allocBudgets are ceilings on heap allocations per inference, set a
// little above what goprolog does today, on the WAM core (where these
// loops run) and on the engine's solver (WithoutNative, where predicates
// the core cannot run go): lower them when either gets leaner, so that
// the gain cannot silently be lost again.
var allocBudgets = []struct {
	name         string
	engine       bool // run on the engine's solver
	goal         string
	allocsPerInf float64
	bytesPerInf  float64
}{
	// 200 naive reverses of a 30-element list: 496 inferences each. On
	// the core, 0.002 allocations and 37 bytes today: the heap slice,
	// which a query grows and gives back when it ends.
	{"nrev30x200/core", false, "numlist(1, 30, L), measured(nrev_loop(200, L), I)", 0.01, 50},
	// On the engine, one list cell per app/3 call: 1.0 allocations and
	// 90 bytes today.
	{"nrev30x200/engine", true, "numlist(1, 30, L), measured(nrev_loop(200, L), I)", 1.05, 100},
	// 100,000 steps of a tail-recursive count with is/2: nothing on the
	// heap on the core (0.001 allocations and 0.1 bytes today); on the
	// engine, environments are scratch space and integers up to 65,536
	// are cached, 0.006 allocations and 1.5 bytes today.
	{"count100k/core", false, "measured(count(0, 100000), I)", 0.005, 1},
	{"count100k/engine", true, "measured(count(0, 100000), I)", 0.02, 4},
	// 500 steps of the Lucas-Lehmer loop modulo 2^521-1 (it reaches 0 at
	// step 519, and small numbers after): intermediate big integers live
	// in the evaluator's scratch pool, and each step allocates its result
	// (a big.Int and its digits). On the core 0.734 allocations and 50
	// bytes today: a loop this short ends before the heap's first
	// collection, which would give the arrays back to the core's pool,
	// and each value's array is rounded up to its size class there (2.7
	// and 338 with an allocation per operation); on the engine 1.39 and
	// 118 (3.0 and 323).
	{"lucas521/core", false, "M is 2^521-1, measured(ll(500, 4, M, _), I)", 0.8, 56},
	{"lucas521/engine", true, "M is 2^521-1, measured(ll(500, 4, M, _), I)", 1.5, 130},
}

// TestAllocsPerInference guards the cost of the engine's hot paths in
// allocations: cheap to run, and independent of machine speed and load,
// unlike a timing.
func TestAllocsPerInference(t *testing.T) {
	for _, tc := range allocBudgets {
		t.Run(tc.name, func(t *testing.T) {
			var errs bytes.Buffer
			opts := []prolog.Option{prolog.WithStdio(strings.NewReader(""), &bytes.Buffer{}, &errs)}
			if tc.engine {
				opts = append(opts, prolog.WithoutNative())
			}
			interp := prolog.New(opts...)
			if err := interp.ConsultString("loops", loopsSrc); err != nil {
				t.Fatal(err)
			}
			var inf int64
			run := func() {
				sols, err := interp.Query(context.Background(), tc.goal)
				if err != nil {
					t.Fatal(err)
				}
				defer sols.Close()
				if !sols.Next() {
					t.Fatalf("%s: no solution: %v %s", tc.goal, sols.Err(), errs.String())
				}
				if n, ok := sols.Vars()["I"].(prolog.Integer); ok {
					inf = int64(n)
				}
			}
			run() // warm up: first-call costs (indexes, atom tables) are not the loop's
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			allocs := testing.AllocsPerRun(3, run)
			runtime.ReadMemStats(&after)
			if inf < 1000 {
				t.Fatalf("inferences = %d: the loop did not run", inf)
			}
			perInf := allocs / float64(inf)
			// AllocsPerRun made 4 calls (one warm-up, three measured).
			bytesPerInf := float64(after.TotalAlloc-before.TotalAlloc) / 4 / float64(inf)
			t.Logf("%s: %d inferences, %.3f allocs/inference, %.1f bytes/inference", tc.name, inf, perInf, bytesPerInf)
			if perInf > tc.allocsPerInf {
				t.Errorf("%.3f allocs per inference, budget %.3f", perInf, tc.allocsPerInf)
			}
			if bytesPerInf > tc.bytesPerInf {
				t.Errorf("%.1f bytes per inference, budget %.1f", bytesPerInf, tc.bytesPerInf)
			}
		})
	}
}
