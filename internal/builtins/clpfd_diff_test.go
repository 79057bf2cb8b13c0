package builtins_test

import (
	"fmt"
	"math/rand"
	"os"
	"strings"
	"testing"
)

// TestClpfdGeneratedDifferential generates small constraint problems
// (two to four variables with small domains, linear and non-linear
// arithmetic constraints, disequalities, reification, all_different and
// all_distinct), enumerates all their solutions with label/1 in
// SWI-Prolog and in goprolog, and compares the sets of solutions.
func TestClpfdGeneratedDifferential(t *testing.T) {
	const problems = 1000
	rng := rand.New(rand.NewSource(2026))
	var prog strings.Builder
	prog.WriteString(":- use_module(library(clpfd)).\n")
	for i := 0; i < problems; i++ {
		fmt.Fprintf(&prog, "p(%d, Vs) :- %s.\n", i, genProblem(rng))
	}
	fmt.Fprintf(&prog, `
run_all :-
    forall(between(0, %d, I),
           ( catch(( findall(Vs, (p(I, Vs), label(Vs)), L0), msort(L0, L) ),
                   error(E, _), L = error(E)),
             format("~w: ~q~n", [I, L]) )).
`, problems-1)
	if dump := os.Getenv("FD_DUMP"); dump != "" {
		_ = os.WriteFile(dump, []byte(prog.String()), 0o644)
	}
	swi, ours := runInBoth(t, "fd.pl", prog.String(), "run_all")
	want, got := strings.Split(swi, "\n"), strings.Split(ours, "\n")
	if len(want) != len(got) {
		t.Fatalf("swipl printed %d lines, goprolog %d", len(want), len(got))
	}
	nonEmpty := 0
	for k := range want {
		if want[k] != got[k] {
			t.Errorf("problem %d\n  swipl:    %s\n  goprolog: %s", k, want[k], got[k])
		}
		if strings.Contains(want[k], "[[") {
			nonEmpty++
		}
	}
	// The generator must produce satisfiable problems too, or the test
	// would compare empty sets only.
	if nonEmpty < problems/4 {
		t.Errorf("only %d of %d problems have solutions", nonEmpty, problems)
	}
}

// genProblem writes the body of a random small problem over Vs.
func genProblem(rng *rand.Rand) string {
	n := 2 + rng.Intn(3)
	vars := make([]string, n)
	for i := range vars {
		vars[i] = fmt.Sprintf("X%d", i)
	}
	goals := []string{fmt.Sprintf("Vs = [%s]", strings.Join(vars, ",")),
		fmt.Sprintf("Vs ins %d..%d", -1+rng.Intn(2), 2+rng.Intn(3))}
	v := func() string { return vars[rng.Intn(n)] }
	term := func() string {
		switch rng.Intn(6) {
		case 0:
			return fmt.Sprintf("%d", rng.Intn(5)-1)
		case 1:
			return fmt.Sprintf("%s+%s", v(), v())
		case 2:
			return fmt.Sprintf("%d*%s", 1+rng.Intn(3), v())
		case 3:
			return fmt.Sprintf("%s-%s", v(), v())
		case 4:
			return fmt.Sprintf("abs(%s-%d)", v(), rng.Intn(3))
		}
		return v()
	}
	rels := []string{"#=", "#\\=", "#<", "#>", "#=<", "#>="}
	rel := func() string { return fmt.Sprintf("%s %s %s", v(), rels[rng.Intn(len(rels))], term()) }
	for k := 1 + rng.Intn(3); k > 0; k-- {
		switch rng.Intn(8) {
		case 0:
			goals = append(goals, fmt.Sprintf("(%s) #<==> B%d, B%d #= %d", rel(), k, k, rng.Intn(2)))
		case 1:
			goals = append(goals, fmt.Sprintf("(%s #\\/ %s)", rel(), rel()))
		case 2:
			goals = append(goals, "all_different(Vs)")
		case 3:
			goals = append(goals, "all_distinct(Vs)")
		case 4:
			goals = append(goals, fmt.Sprintf("%s * %s #= %s", v(), v(), term()))
		default:
			goals = append(goals, rel())
		}
	}
	return strings.Join(goals, ", ")
}

// TestClpfdLoadForms: each way a program loads library(clpfd) declares
// its operators, as in SWI-Prolog.
func TestClpfdLoadForms(t *testing.T) {
	for _, load := range []string{
		":- use_module(library(clpfd)).",
		":- ensure_loaded(library(clpfd)).",
	} {
		t.Run(load, func(t *testing.T) {
			prog := load + "\nt :- X #= 1 + 2, Y #> 3, Y #< 5, write(X-Y), nl.\n"
			swi, ours := runInBoth(t, "load.pl", prog, "t")
			if swi != ours || !strings.Contains(ours, "3-4") {
				t.Errorf("swipl printed %q, goprolog %q", swi, ours)
			}
		})
	}
}
