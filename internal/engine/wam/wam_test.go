package wam

import (
	"errors"
	"io"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/goprolog/goprolog/internal/builtins"
	"github.com/goprolog/goprolog/internal/engine"
	"github.com/goprolog/goprolog/internal/parser"
)

// load reads a program's clauses with goprolog's reader and adds them to
// a new WAM, and, for comparison, to a new engine.Machine.
func load(t testing.TB, src string) (*Machine, *engine.Machine) {
	t.Helper()
	w, em := New(), engine.NewMachine()
	if err := builtins.Install(em); err != nil {
		t.Fatal(err)
	}
	w.NewVar = em.NewVar
	addProgram(t, w, em, src)
	return w, em
}

// addProgram reads a program's clauses with goprolog's reader and adds
// them to w and to em.
func addProgram(t testing.TB, w *Machine, em *engine.Machine, src string) {
	t.Helper()
	r := parser.NewReader(em, engine.NewInputStream(strings.NewReader(src), "test", nil))
	for {
		res, err := r.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		if err := w.AddClause(res.Term); err != nil {
			t.Fatalf("wam: %v", err)
		}
		if _, err := em.AddClause(res.Term, true); err != nil {
			t.Fatalf("engine: %v", err)
		}
	}
}

// readGoal parses a goal.
func readGoal(t testing.TB, em *engine.Machine, text string) *parser.Result {
	t.Helper()
	r := parser.NewReader(em, engine.NewInputStream(strings.NewReader(text+" ."), "goal", nil))
	res, err := r.Next()
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// answers runs goal in both machines and returns each one's solutions,
// written with the goal's variables, one string per solution.
func answers(t testing.TB, w *Machine, em *engine.Machine, goal string) (got, want []string, gotInf, wantInf int64) {
	t.Helper()
	res := readGoal(t, em, goal)
	q, err := w.Query(res.Term)
	if err != nil {
		t.Fatalf("wam query: %v", err)
	}
	start := w.Inferences
	got = solutions(em, res, q.Next, q.Value)
	gotInf = w.Inferences - start
	eq := em.Solve(res.Term)
	start = em.Inferences
	want = solutions(em, res, eq.Next, func(v *engine.Var) engine.Term { return v })
	wantInf = em.Inferences - start
	eq.Close()
	return got, want, gotInf, wantInf
}

// sameAnswers runs goal in both machines and fails t unless the answers
// (variables renamed) and the inference counts are the same.
func sameAnswers(t *testing.T, w *Machine, em *engine.Machine, goal string) {
	t.Helper()
	got, want, gotInf, wantInf := answers(t, w, em, goal)
	if !slices.Equal(normalize(got), normalize(want)) {
		t.Errorf("core:\n%q\nengine:\n%q", got, want)
	}
	if gotInf != wantInf {
		t.Errorf("inferences: core %d, engine %d", gotInf, wantInf)
	}
}

var varPattern = regexp.MustCompile(`_[A-Za-z0-9]*`)

// show writes t quoted, its variables renamed _V0, _V1, ... by first
// occurrence over one answer, so that two machines' answers compare.
func show(em *engine.Machine, t engine.Term) string {
	return engine.Format(t, engine.WriteOptions{Quoted: true, Ops: em.Ops})
}

// normalize renames the variables of an answer line by first occurrence.
func normalize(lines []string) []string {
	out := make([]string, len(lines))
	for i, l := range lines {
		names := map[string]string{}
		out[i] = varPattern.ReplaceAllStringFunc(l, func(v string) string {
			if n, ok := names[v]; ok {
				return n
			}
			names[v] = "_V" + string(rune('0'+len(names)%10))
			return names[v]
		})
	}
	return out
}

// formalError is the formal part of an error term, error(Formal, _), or
// the error's text when it is not an exception.
func formalError(em *engine.Machine, err error) string {
	var ex *engine.Exception
	if errors.As(err, &ex) {
		if c, ok := engine.Deref(ex.Ball).(*engine.Compound); ok && c.Name == engine.AtomError && len(c.Args) == 2 {
			return "error: " + show(em, c.Args[0])
		}
		return "error: " + show(em, ex.Ball)
	}
	return "error: " + err.Error()
}

// solutions writes each solution that next finds, the goal's variables
// given their values by value, until next fails or raises an error.
func solutions(em *engine.Machine, res *parser.Result, next func() (bool, error), value func(*engine.Var) engine.Term) []string {
	var out []string
	for {
		ok, err := next()
		if err != nil {
			return append(out, formalError(em, err))
		}
		if !ok {
			return out
		}
		var b strings.Builder
		for _, v := range res.Vars {
			b.WriteString(v.Name + "=" + show(em, value(v.Var)) + " ")
		}
		out = append(out, b.String())
	}
}
