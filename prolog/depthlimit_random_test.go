package prolog_test

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"github.com/goprolog/goprolog/prolog"
)

// TestDepthLimitRandomPrograms runs random programs (see progGen) under
// call_with_depth_limit/3 with the WAM core and on the engine's solver
// alone, and requires the same solutions, Results, errors and inference
// counts: the predicates whose levels a depth-limited core counts run
// there (see wam/depthlimit.go), the others on the solver.
func TestDepthLimitRandomPrograms(t *testing.T) {
	programs := 200
	if testing.Short() {
		programs = 60
	}
	r := rand.New(rand.NewSource(randomSeed(27)))
	run := func(src, goal, model string, opts ...prolog.Option) string {
		return runRandom(src, "set_prolog_flag(inference_model, "+model+"), ", goal, "s(A, B, R)", opts...)
	}
	skipped := 0
	defer func() { t.Logf("%d of %d programs stopped by the memory or time bound", skipped, programs) }()
	for k := 0; k < programs; k++ {
		g := &progGen{r: r, preds: 2 + r.Intn(3)}
		src := g.program()
		goal := fmt.Sprintf("call_with_depth_limit(p0(%s, %s), %d, R)",
			g.term([]string{"A", "B"}, 1), g.term([]string{"A", "B"}, 1), 1+r.Intn(8))
		// Both inference models: under swi2001 the library's member/2
		// runs as its 2001 clauses, which stay with the solver.
		model := []string{"swi2001", "swi9"}[k%2]
		core := run(src, goal, model)
		solver := run(src, goal, model, prolog.WithoutNative())
		if bounded(core) || bounded(solver) {
			skipped++
			continue
		}
		if core != solver && !sameUpToInferenceBound(core, solver) {
			t.Errorf("program %d, ?- %s.\n%s\n%s", k, goal, src, firstDifference(core, solver))
		}
	}
}

// limitGen makes random programs of the goals whose levels a
// depth-limited core counts (see wam/depthlimit.go): calls of
// predicates with clauses, recursion, control constructs, cut, =/2,
// the type tests and ==/2 on variables bound or not, is/2 in and out of
// SWI-Prolog's in-line form, comparisons, output and a few conversions.
// Predicate qI calls only those after it, and r/1 recurses as deep as
// its argument.
type limitGen struct {
	r     *rand.Rand
	preds int
	// meta adds call/N and the library's findall/3,4, forall/2,
	// once/1, ignore/1 and not/1 of such calls spelled out, and
	// catch/3 of goals and recoveries spelled out, calls of f/2, a
	// table of facts, and of solve/1, a meta-interpreter over clause/2,
	// between/3, length/2, bagof/3 and setof/3.
	meta bool
}

var limitVars = []string{"A", "B", "C", "D"}

func (g *limitGen) v() string { return limitVars[g.r.Intn(len(limitVars))] }

func (g *limitGen) term() string {
	switch k := g.r.Intn(8); {
	case k < 4:
		return g.v()
	case k < 6:
		return fmt.Sprint(g.r.Intn(3))
	case k < 7:
		return []string{"a", "b", "[]"}[g.r.Intn(3)]
	}
	return "f(" + g.v() + ", " + fmt.Sprint(g.r.Intn(2)) + ")"
}

func (g *limitGen) goal(i, depth int) string {
	sub := func() string { return g.goal(i, depth+1) }
	k := g.r.Intn(22)
	if depth > 1 && k >= 16 {
		k = g.r.Intn(16)
	}
	if g.meta && depth <= 1 && g.r.Intn(3) == 0 {
		return g.metaGoal(i)
	}
	switch k {
	case 0, 1:
		if i+1 < g.preds {
			return fmt.Sprintf("q%d(%s, %s)", i+1+g.r.Intn(g.preds-i-1), g.term(), g.term())
		}
		return "true"
	case 2:
		return fmt.Sprintf("r(%d)", g.r.Intn(5))
	case 3:
		return g.v() + " = " + g.term()
	case 4:
		return []string{"==", "\\=="}[g.r.Intn(2)] + "(" + g.v() + ", " + g.term() + ")"
	case 5:
		return []string{"var", "nonvar", "atom", "integer", "atomic", "compound"}[g.r.Intn(6)] + "(" + []string{g.v(), "_"}[g.r.Intn(2)] + ")"
	case 6:
		// Y is Y+1 with Y new counts one inference on the core and
		// none on the solver (a difference of the core's compiler
		// outside depth limits): Y and X differ here.
		y := g.r.Intn(len(limitVars))
		x := (y + 1 + g.r.Intn(len(limitVars)-1)) % len(limitVars)
		return limitVars[y] + " is " + limitVars[x] + []string{" + 1", " - 1", " * 2", " + 100000000"}[g.r.Intn(4)]
	case 7:
		return g.v() + []string{" < ", " =< ", " =:= "}[g.r.Intn(3)] + fmt.Sprint(g.r.Intn(3))
	case 8:
		return "!"
	case 9:
		return g.v() + " \\= " + g.term()
	case 10:
		return "print(" + g.v() + "), nl"
	case 11:
		return "msort([" + g.term() + ", " + g.term() + "], " + g.v() + ")"
	case 12:
		return "atom_length(" + []string{"abc", g.v()}[g.r.Intn(2)] + ", " + g.v() + ")"
	case 13:
		return "functor(" + g.v() + ", " + g.v() + ", " + g.v() + ")"
	case 14:
		return "fail"
	case 15:
		return "true"
	case 16, 17:
		return "(" + sub() + " -> " + sub() + " ; " + sub() + ")"
	case 18, 19:
		return "(" + sub() + " ; " + sub() + ")"
	case 20:
		return "\\+ " + sub()
	}
	return "(" + sub() + ", " + sub() + ")"
}

// metaGoal is a goal of call/N or of a library meta-predicate whose
// goals are calls of predicates after qI, or of r/1, or control
// constructs of such calls, or a catch/3 of
// such a call or of a random goal, or a call of the table of facts f/2
// or of the meta-interpreter solve/1, or between/3, length/2, bagof/3
// or setof/3.
func (g *limitGen) metaGoal(i int) string {
	call := func() string {
		if i+1 < g.preds && g.r.Intn(3) > 0 {
			return fmt.Sprintf("q%d(%s, %s)", i+1+g.r.Intn(g.preds-i-1), g.term(), g.term())
		}
		return fmt.Sprintf("r(%d)", g.r.Intn(4))
	}
	callee := func() string {
		switch g.r.Intn(8) {
		case 0:
			return "(" + call() + ", " + call() + ")"
		case 1:
			return "(" + call() + " ; " + []string{"true", "fail", "!", call()}[g.r.Intn(4)] + ")"
		case 2:
			return "(" + call() + " -> " + call() + " ; " + call() + ")"
		case 3:
			return "\\+ " + call()
		}
		return call()
	}
	switch g.r.Intn(13) {
	case 11:
		goal := callee()
		if g.r.Intn(3) == 0 {
			goal = g.v() + "^" + goal
		}
		return []string{"bagof", "setof"}[g.r.Intn(2)] + "(" + g.term() + ", " + goal + ", " + []string{g.v(), g.term()}[g.r.Intn(2)] + ")"
	case 10:
		if g.r.Intn(2) == 0 {
			return "between(0, " + fmt.Sprint(g.r.Intn(3)) + ", " + g.v() + ")"
		}
		return []string{"length(" + g.v() + ", " + fmt.Sprint(g.r.Intn(3)) + ")",
			"length([a, " + g.term() + "], " + g.v() + ")"}[g.r.Intn(2)]
	case 9:
		return "solve(" + call() + ")"
	case 8:
		return "f(" + g.term() + ", " + g.term() + ")"
	case 0:
		return "findall(" + g.term() + ", " + callee() + ", " + g.v() + ")"
	case 1:
		return "findall(" + g.term() + ", " + callee() + ", " + g.v() + ", [" + g.term() + "])"
	case 2:
		return "forall(" + callee() + ", " + callee() + ")"
	case 3:
		return "once(" + callee() + ")"
	case 4:
		return "ignore(" + callee() + ")"
	case 5:
		return "not(" + callee() + ")"
	case 6, 7:
		goal := callee()
		if g.r.Intn(2) == 0 {
			goal = g.goal(i, 1)
		}
		recovery := []string{"true", "fail", callee(), "E = " + g.term(), "print(E), nl"}[g.r.Intn(5)]
		return "catch(" + goal + ", E, " + recovery + ")"
	}
	if i+1 < g.preds {
		return fmt.Sprintf("call(q%d(%s), %s)", i+1+g.r.Intn(g.preds-i-1), g.term(), g.term())
	}
	return fmt.Sprintf("call(r, %d)", g.r.Intn(4))
}

func (g *limitGen) program() string {
	var b strings.Builder
	b.WriteString("r(0).\nr(N) :- N > 0, N1 is N-1, r(N1).\n")
	if g.meta {
		b.WriteString(":- dynamic(f/2).\nf(a, 1).\nf(b, 2).\nf(a, f(b, 0)).\n")
		b.WriteString("solve(true) :- !.\nsolve((A, B)) :- !, solve(A), solve(B).\nsolve(H) :- clause(H, B), solve(B).\n")
	}
	for i := 0; i < g.preds; i++ {
		for c := 1 + g.r.Intn(3); c > 0; c-- {
			fmt.Fprintf(&b, "q%d(%s, %s)", i, g.term(), g.term())
			if n := g.r.Intn(5); n > 0 {
				goals := make([]string, n)
				for k := range goals {
					goals[k] = g.goal(i, 0)
				}
				b.WriteString(" :- " + strings.Join(goals, ", "))
			}
			b.WriteString(".\n")
		}
	}
	return b.String()
}

// TestDepthLimitRandomCore is TestDepthLimitRandomPrograms for random
// programs that a depth-limited core runs whole (see limitGen).
func TestDepthLimitRandomCore(t *testing.T) { limitRandom(t, 2727, false) }

// TestDepthLimitRandomMeta is TestDepthLimitRandomCore for random
// programs whose clauses also call call/N, the library's
// meta-predicates and catch/3 of goals spelled out (see
// limitGen.metaGoal), which a depth-limited core runs.
func TestDepthLimitRandomMeta(t *testing.T) { limitRandom(t, 2929, true) }

// limitRandom runs 300 random programs of limitGen (80 when short), made
// from seed, with meta as limitGen's, under a random depth limit, with
// the WAM core and on the engine's solver alone: the answers, Results
// and inferences are the same.
func limitRandom(t *testing.T, seed int64, meta bool) {
	programs := 300
	if testing.Short() {
		programs = 80
	}
	r := rand.New(rand.NewSource(randomSeed(seed)))
	run := func(src, goal, model string, opts ...prolog.Option) string {
		return runRandom(src, "set_prolog_flag(inference_model, "+model+"), ", goal, "s(A, B, R)", opts...)
	}
	for k := 0; k < programs; k++ {
		g := &limitGen{r: r, preds: 2 + r.Intn(3), meta: meta}
		src := g.program()
		goal := fmt.Sprintf("call_with_depth_limit(q0(%s, %s), %d, R)", g.term(), g.term(), 1+r.Intn(9))
		model := []string{"swi2001", "swi9"}[k%2]
		core := run(src, goal, model)
		solver := run(src, goal, model, prolog.WithoutNative())
		if core != solver && !sameUpToInferenceBound(core, solver) {
			t.Errorf("program %d (%s), ?- %s.\n%s\n%s", k, model, goal, src, firstDifference(core, solver))
		}
	}
}
