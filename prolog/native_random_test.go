package prolog_test

import (
	"bytes"
	"context"
	"fmt"
	"math/rand"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/goprolog/goprolog/prolog"
)

// progGen writes random programs in the language the WAM core runs:
// unification and comparison, type tests, arithmetic, the list library,
// length/2 and between/3, control constructs and cut, findall/3,
// forall/2, once/1, \+, call/N and catch/3 with throw/1, goals called at
// run time, clause/2, predicate_property/2, sorting, =.., the standard
// order, setup_call_cleanup/3, setup_call_catcher_cleanup/4 and
// distinct/2. Each predicate calls only those defined after
// it, so that recursion is bounded, and every run is bounded by an
// inference limit besides.
type progGen struct {
	r     *rand.Rand
	preds int
	// metaVars numbers the variables that hold goals called at run time.
	metaVars int
}

// term is a random argument over the clause variables vs.
func (g *progGen) term(vs []string, depth int) string {
	switch k := g.r.Intn(10); {
	case k < 4:
		return vs[g.r.Intn(len(vs))]
	case k < 5:
		return []string{"a", "b", "[]"}[g.r.Intn(3)]
	case k < 7:
		return fmt.Sprint(g.r.Intn(4))
	case depth > 1:
		return vs[g.r.Intn(len(vs))]
	case k < 8:
		return "[" + g.term(vs, depth+1) + "|" + g.term(vs, depth+1) + "]"
	case k < 9:
		return "[" + g.term(vs, depth+1) + ", " + g.term(vs, depth+1) + "]"
	}
	return "f(" + g.term(vs, depth+1) + ", " + g.term(vs, depth+1) + ")"
}

// ground is a random term without variables.
func (g *progGen) ground(depth int) string {
	switch k := g.r.Intn(6); {
	case k < 2 || depth > 1:
		return []string{"a", "b", "[]", "0", "1", "2"}[g.r.Intn(6)]
	case k < 4:
		return "[" + g.ground(depth+1) + "|" + g.ground(depth+1) + "]"
	}
	return "f(" + g.ground(depth+1) + ", " + g.ground(depth+1) + ")"
}

// goal is a random body goal of predicate i. The goals of the standard
// order compare at most one term with variables, and it only with
// ground ones: the order of two unbound variables is the
// implementation's, and the core's and the engine's differ (see
// internal/engine/wam/order.go).
func (g *progGen) goal(i int, vs []string, depth int) string {
	v := func() string { return vs[g.r.Intn(len(vs))] }
	t := func() string { return g.term(vs, 1) }
	sub := func() string { return g.goal(i, vs, depth+1) }
	n := 24
	if depth > 1 {
		n = 16 // no more nesting
	}
	if g.r.Intn(4) == 0 {
		return g.moreGoal(vs, sub, depth)
	}
	switch g.r.Intn(n) {
	case 0:
		return v() + " = " + t()
	case 1:
		return v() + " \\= " + t()
	case 2:
		return []string{"==", "\\==", "@<", "@>="}[g.r.Intn(4)] + "(" + v() + ", " + g.ground(1) + ")"
	case 3:
		return []string{"var", "nonvar", "atom", "integer", "compound", "atomic"}[g.r.Intn(6)] + "(" + v() + ")"
	case 4:
		return v() + " is " + v() + []string{" + 1", " - 1", " * 2"}[g.r.Intn(3)]
	case 5:
		return v() + []string{" < ", " =< ", " =:= "}[g.r.Intn(3)] + fmt.Sprint(g.r.Intn(4))
	case 6:
		if i+1 < g.preds {
			return fmt.Sprintf("p%d(%s, %s)", i+1+g.r.Intn(g.preds-i-1), t(), t())
		}
		return "true"
	case 7:
		return "member(" + v() + ", " + t() + ")"
	case 8:
		return "append(" + v() + ", " + v() + ", " + v() + ")"
	case 9:
		return "length(" + v() + ", " + v() + ")"
	case 10:
		return "between(" + fmt.Sprint(g.r.Intn(3)) + ", " + []string{"2", "3", v()}[g.r.Intn(3)] + ", " + v() + ")"
	case 11:
		return "!"
	case 12:
		return []string{"msort", "sort"}[g.r.Intn(2)] + "([" + g.ground(1) + ", " + v() + ", " + g.ground(1) + "], " + v() + ")"
	case 13:
		return "compare(" + v() + ", " + v() + ", " + g.ground(1) + ")"
	case 14:
		return v() + " =.. " + v()
	case 15:
		return "throw(" + t() + ")"
	case 16:
		return "findall(" + t() + ", (" + sub() + "), " + v() + ")"
	case 17:
		return "forall(" + sub() + ", " + sub() + ")"
	case 18:
		return "\\+ " + sub()
	case 19:
		return "(" + sub() + " -> " + sub() + " ; " + sub() + ")"
	case 20:
		return "(" + sub() + " ; " + sub() + ")"
	case 21:
		return "once(" + sub() + ")"
	case 22:
		return "catch(" + sub() + ", " + t() + ", " + sub() + ")"
	}
	return "call(" + sub() + ")"
}

// moreGoal is a random goal of the rarer kinds: numbers other than small
// integers, other built-ins, output.
func (g *progGen) moreGoal(vs []string, sub func() string, depth int) string {
	v := func() string { return vs[g.r.Intn(len(vs))] }
	t := func() string { return g.term(vs, 1) }
	n := 19
	if depth > 1 {
		n = 9
	}
	switch g.r.Intn(n) {
	case 0:
		return v() + " is " + v() + []string{" / 2", " ** 3", " * 2.5", " // 2", " mod 3"}[g.r.Intn(5)]
	case 1:
		return "keysort([" + g.ground(1) + "-" + t() + ", " + g.ground(1) + "-" + t() + "], " + v() + ")"
	case 2:
		return "format(\"~w ~q~n\", [" + t() + ", " + t() + "])"
	case 3:
		return "atom_codes(" + v() + ", " + v() + ")"
	case 4:
		return []string{"nth0", "nth1"}[g.r.Intn(2)] + "(" + v() + ", " + t() + ", " + v() + ")"
	case 5:
		return "last(" + v() + ", " + v() + ")"
	case 6:
		return "succ(" + v() + ", " + v() + ")"
	case 7:
		return "functor(" + v() + ", " + v() + ", " + v() + ")"
	case 8:
		return "copy_term(" + t() + ", " + v() + ")"
	case 9:
		return "ignore(" + sub() + ")"
	case 10:
		return "not(" + sub() + ")"
	case 11:
		// A goal known only at run time, bound in the clause.
		g.metaVars++
		mv := fmt.Sprintf("G%d", g.metaVars)
		return mv + " = (" + sub() + "), " + mv
	case 12:
		// A clause variable called: a goal, or an error.
		return "call(" + v() + ")"
	case 13:
		return fmt.Sprintf("clause(p%d(%s, %s), %s)", g.r.Intn(g.preds), t(), t(), v())
	case 14:
		return "predicate_property(" + t() + ", " + []string{"built_in", "dynamic", v()}[g.r.Intn(3)] + ")"
	case 15:
		// The cleanup writes, so that when it runs shows.
		return "setup_call_cleanup(" + sub() + ", " + sub() + ", (print(cleanup(" + t() + ")), nl))"
	case 16:
		return "setup_call_catcher_cleanup(" + sub() + ", " + sub() + ", " + v() + ", (print(caught(" + v() + ")), nl))"
	case 17:
		return "distinct(" + t() + ", " + sub() + ")"
	}
	return "findall(" + t() + ", " + sub() + ", " + v() + ", " + t() + ")"
}

// program is a random program of g.preds predicates p0/2, p1/2, ...
func (g *progGen) program() string {
	var b strings.Builder
	for i := 0; i < g.preds; i++ {
		for c := 0; c < 1+g.r.Intn(3); c++ {
			vs := []string{"X", "Y", "Z", "W"}
			fmt.Fprintf(&b, "p%d(%s, %s)", i, g.term(vs, 1), g.term(vs, 1))
			var body []string
			for k := 0; k < 1+g.r.Intn(3); k++ {
				body = append(body, g.goal(i, vs, 0))
			}
			fmt.Fprintf(&b, " :- %s.\n", strings.Join(body, ", "))
		}
	}
	return b.String()
}

// randomSeed is the seed of a random-program test: def, or the
// environment's GOPROLOG_RANDOM_SEED.
func randomSeed(def int64) int64 {
	if s := os.Getenv("GOPROLOG_RANDOM_SEED"); s != "" {
		fmt.Sscan(s, &def)
	}
	return def
}

// consultRandom makes an interpreter whose output goes to the returned
// buffer, under a sandbox of maxInferences a query, and consults the
// random program src into it.
func consultRandom(src string, maxInferences int64, opts ...prolog.Option) (*prolog.Interpreter, *bytes.Buffer, error) {
	out := new(bytes.Buffer)
	opts = append(opts, prolog.WithStdio(strings.NewReader(""), out, out),
		prolog.WithSandbox(prolog.Sandbox{MaxInferences: maxInferences, MaxMemory: 128 << 20, MaxTime: time.Second}))
	in := prolog.New(opts...)
	return in, out, in.ConsultString("random.pl", src)
}

// runRandom consults the random program src and prints, after prelude,
// the first solutions of goal (each as shown), an error it raises, and
// the inferences it took.
func runRandom(src, prelude, goal, shown string, opts ...prolog.Option) string {
	in, out, err := consultRandom(src, 20000, opts...)
	if err != nil {
		return "consult: " + err.Error()
	}
	driver := prelude + "statistics(inferences, I0), " +
		"catch(forall(limit(8, (" + goal + ")), (print(" + shown + "), nl)), E, (print(caught(E)), nl)), " +
		"statistics(inferences, I1), I is I1-I0, print(inferences(I)), nl"
	err = in.Exec(context.Background(), driver)
	// The program's output is flushed before the error is written
	// after it, in the order they happened.
	in.Flush()
	if err != nil {
		fmt.Fprintf(out, "error: %v\n", err)
	}
	// Unbound variables are named per solution: the core reads each
	// solution out with variables of its own, where the engine may show
	// the same ones again, which no program can tell apart.
	lines := strings.Split(out.String(), "\n")
	for k, l := range lines {
		lines[k] = renumberVars(l)
	}
	return strings.Join(lines, "\n")
}

// TestNativeRandomPrograms runs random programs (see progGen) with the
// WAM core and without it, and requires the same solutions, errors and
// inference counts: a differential test of everything the core runs.
func TestNativeRandomPrograms(t *testing.T) {
	const programs = 300
	r := rand.New(rand.NewSource(randomSeed(12)))
	run := func(src, goal string, opts ...prolog.Option) string {
		return runRandom(src, "", goal, "s(A, B)", opts...)
	}
	skipped := 0
	defer func() { t.Logf("%d of %d programs stopped by the memory or time bound", skipped, programs) }()
	for k := 0; k < programs; k++ {
		g := &progGen{r: r, preds: 2 + r.Intn(3)}
		src := g.program()
		goal := fmt.Sprintf("p0(%s, %s)", g.term([]string{"A", "B"}, 1), g.term([]string{"A", "B"}, 1))
		native := run(src, goal)
		engine := run(src, goal, prolog.WithoutNative())
		if bounded(native) || bounded(engine) {
			// A loop that counts no inferences (length/2 enumerating
			// under findall/3) ran into the memory or time bound, at
			// a point that depends on the machine.
			skipped++
			continue
		}
		if native != engine && !sameUpToInferenceBound(native, engine) {
			t.Errorf("program %d, ?- %s.\n%s\nnative:\n%.1500s\nengine:\n%.1500s", k, goal, src, native, engine)
		}
	}
}

// bounded says whether a run's output ends in the sandbox's memory or
// time bound.
func bounded(out string) bool {
	for _, s := range []string{"resource_error(memory)", "resource_error(time)", "resources: memory", "resources: time"} {
		if strings.Contains(out, s) {
			return true
		}
	}
	return false
}

// sameUpToInferenceBound reports whether two runs are the same run cut by
// the inference bound at different points: both end in the bound, and
// the lines of the shorter are the first ones of the longer. A solver
// runs its limit checks once the count has passed a multiple of
// engine.CheckInterval, at the next call or built-in of the kinds it
// checks at, so each may go on for up to an interval past the bound
// though every count is the same.
func sameUpToInferenceBound(a, b string) bool {
	const bound = "error: Not enough resources: inferences"
	la := strings.Split(strings.TrimSpace(a), "\n")
	lb := strings.Split(strings.TrimSpace(b), "\n")
	if la[len(la)-1] != bound || lb[len(lb)-1] != bound {
		return false
	}
	la, lb = la[:len(la)-1], lb[:len(lb)-1]
	if len(la) > len(lb) {
		la, lb = lb, la
	}
	for i := range la {
		if la[i] != lb[i] {
			return false
		}
	}
	return true
}
