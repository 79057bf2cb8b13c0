package prolog_test

import (
	"bytes"
	"context"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/goprolog/goprolog/prolog"
)

// TestTraceAgainstEngine runs the programs of testdata/trace under the
// tracer on the WAM core and on the engine's solver alone
// (WithoutNative), and requires the same ports, in the same order, at
// the same depths, with the same goals, and the same output. Each
// "% run: Goal" line of a file is a case; "=> c s l f n a" after the
// goal are the answers at the leashed ports (creep, skip, leap, fail,
// nodebug, abort), creep after the last one.
func TestTraceAgainstEngine(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "trace", "*.pl"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no programs: %v", err)
	}
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		var runs []string
		for _, line := range strings.Split(string(src), "\n") {
			if r, ok := strings.CutPrefix(line, "% run: "); ok {
				runs = append(runs, r)
			}
		}
		if len(runs) == 0 {
			t.Fatalf("%s: no run", file)
		}
		name := strings.TrimSuffix(filepath.Base(file), ".pl")
		for k, r := range runs {
			goal, answers, _ := strings.Cut(r, " => ")
			t.Run(fmt.Sprintf("%s/%d", name, k+1), func(t *testing.T) {
				core := traceRun(t, file, string(src), goal, strings.Fields(answers))
				solver := traceRun(t, file, string(src), goal, strings.Fields(answers), prolog.WithoutNative())
				if os.Getenv("TRACE_SHOW") != "" {
					t.Logf("%s\n%s", goal, core)
				}
				if core != solver {
					t.Errorf("%s\ncore:\n%s\nsolver:\n%s", goal, core, solver)
				}
				if !strings.Contains(core, "Call: (1") {
					t.Errorf("%s: no port traced:\n%s", goal, core)
				}
			})
		}
	}
}

// traceRun runs goal in a new interpreter that has consulted src, with a
// tracer that answers at the leashed ports as answers say, to its third
// solution or its last, and returns the ports it saw (leashed ones
// marked " ?"), whether the top level would ask for more after each
// solution, the goal's error and the output, variables named in order
// of appearance.
func traceRun(t *testing.T, file, src, goal string, answers []string, opts ...prolog.Option) string {
	t.Helper()
	var out bytes.Buffer
	in := prolog.New(append([]prolog.Option{prolog.WithStdio(strings.NewReader(""), &out, &out)}, opts...)...)
	if err := in.ConsultString(file, src); err != nil {
		t.Fatal(err)
	}
	var ports strings.Builder
	in.SetTracer(func(p prolog.TracePort) prolog.TraceAction {
		ports.WriteString(p.Line)
		if !p.Leashed {
			ports.WriteString("\n")
			return prolog.TraceCreep
		}
		ports.WriteString(" ?\n")
		if len(answers) == 0 {
			return prolog.TraceCreep
		}
		a := answers[0]
		answers = answers[1:]
		switch a {
		case "s":
			return prolog.TraceSkip
		case "l":
			return prolog.TraceLeap
		case "f":
			return prolog.TraceFail
		case "n":
			return prolog.TraceNodebug
		case "a":
			return prolog.TraceAbort
		}
		return prolog.TraceCreep
	})
	sols, err := in.Query(context.Background(), goal)
	if err != nil {
		t.Fatal(err)
	}
	for k := 0; k < 3 && sols.Next(); k++ {
		fmt.Fprintf(&ports, "-- solution %d, more: %v\n", k+1, sols.More())
		if !sols.More() {
			break
		}
	}
	if err := sols.Err(); err != nil {
		fmt.Fprintf(&ports, "-- error: %v\n", err)
	}
	sols.Close()
	if err := in.Exec(context.Background(), "nodebug"); err != nil {
		t.Fatal(err)
	}
	in.Flush()
	return renumberVars(ports.String() + "-- output:\n" + out.String())
}

// TestTraceRandomPrograms traces random programs (see progGen) on the
// WAM core and on the engine's solver alone, and requires the same
// ports, answers and errors.
func TestTraceRandomPrograms(t *testing.T) {
	programs := 100
	if testing.Short() {
		programs = 30
	}
	r := rand.New(rand.NewSource(randomSeed(26)))
	run := func(src, goal string, opts ...prolog.Option) string {
		in, out, err := consultRandom(src, 5000, opts...)
		if err != nil {
			return "consult: " + err.Error()
		}
		var ports strings.Builder
		seen := 0
		in.SetTracer(func(p prolog.TracePort) prolog.TraceAction {
			if seen++; seen <= maxTraceLines {
				ports.WriteString(p.Line + "\n")
			}
			return prolog.TraceCreep
		})
		driver := "trace, catch(forall(limit(8, (" + goal + ")), (print(s(A, B)), nl)), E, (print(caught(E)), nl)), nodebug"
		err = in.Exec(context.Background(), driver)
		in.Flush()
		if err != nil {
			fmt.Fprintf(out, "error: %v\n", err)
		}
		// Variables are named per line: which variable a binding of
		// two keeps, and so which name a port or the output shows
		// after it, is the solver's own (the core binds the newer to
		// the older), and built-ins called on copies show copies.
		lines := strings.Split(ports.String()+"-- output:\n"+out.String(), "\n")
		for k, l := range lines {
			lines[k] = renumberVars(l)
		}
		return strings.Join(lines, "\n")
	}
	skipped, cyclic := 0, 0
	defer func() {
		t.Logf("%d of %d programs stopped by the memory, time or inference bound, %d with cyclic answers", skipped, programs, cyclic)
	}()
	for k := 0; k < programs; k++ {
		g := &progGen{r: r, preds: 2 + r.Intn(3)}
		src := g.program()
		goal := fmt.Sprintf("p0(%s, %s)", g.term([]string{"A", "B"}, 1), g.term([]string{"A", "B"}, 1))
		core := run(src, goal)
		solver := run(src, goal, prolog.WithoutNative())
		if bounded(core) || bounded(solver) || strings.Contains(core, "inferences") {
			skipped++
			continue
		}
		if strings.Contains(core, "@(") {
			// A cyclic answer: the core reads it out of its heap
			// factored as its cells share it, which the engine's
			// solver may factor otherwise (the same term).
			cyclic++
			continue
		}
		if core != solver {
			t.Errorf("program %d, ?- %s.\n%s\n%s", k, goal, src, firstDifference(core, solver))
		}
	}
}

// maxTraceLines is the most ports a random program's trace keeps.
const maxTraceLines = 4000

// firstDifference shows two traces from a few lines before the first
// line where they differ.
func firstDifference(a, b string) string {
	la, lb := strings.Split(a, "\n"), strings.Split(b, "\n")
	i := 0
	for i < len(la) && i < len(lb) && la[i] == lb[i] {
		i++
	}
	from := max(0, i-8)
	cut := func(l []string) string {
		return strings.Join(l[from:min(len(l), i+8)], "\n")
	}
	return fmt.Sprintf("line %d:\ncore:\n%s\nsolver:\n%s", i+1, cut(la), cut(lb))
}
