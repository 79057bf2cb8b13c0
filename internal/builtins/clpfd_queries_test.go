package builtins

import (
	"fmt"
	"testing"
	"time"

	"github.com/goprolog/goprolog/internal/engine"
)

// fdMachine returns an interpreter with library(clpfd) loaded.
func fdMachine(t testing.TB) *engine.Machine {
	m := engine.NewMachine()
	if err := Install(m); err != nil {
		t.Fatal(err)
	}
	if m.Lookup(engine.Intern("in"), 2) == nil || !m.Lookup(engine.Intern("in"), 2).IsForeign() {
		m.RegisterAll(clpfdBuiltins)
	}
	if ok, err := m.Once(engine.NewCompound(engine.Intern("$load_library"), engine.Intern("clpfd"))); !ok || err != nil {
		t.Fatal("load clpfd", ok, err)
	}
	return m
}

// fdQuery runs text (binding R) and returns R written with writeq, or
// "fail" / the error term (see queryR).
func fdQuery(t testing.TB, m *engine.Machine, text string) string {
	return queryR(t, m, text)
}

func TestClpfdQueries(t *testing.T) {
	m := fdMachine(t)
	for _, tc := range fdCases {
		t.Run(tc.q, func(t *testing.T) {
			if got := fdQuery(t, m, tc.q); got != tc.want {
				t.Errorf("got %s, want %s", got, tc.want)
			}
		})
	}
}

// fdConsult returns a machine with file loaded.
func fdConsult(t testing.TB, file string) *engine.Machine {
	m := fdMachine(t)
	if got := fdQuery(t, m, fmt.Sprintf("consult('%s')", file)); got != "true" {
		t.Fatalf("consult %s: %s", file, got)
	}
	return m
}

// Expected first solutions of examples/clpfd-queens (SWI-Prolog 9).
var fdQueensFirst = map[int]string{
	8:   "[1,5,8,6,3,7,2,4]",
	20:  "[1,3,5,14,17,4,16,7,12,18,15,19,6,10,20,11,8,2,13,9]",
	50:  "[1,3,5,22,41,4,34,7,33,42,49,46,6,31,36,28,8,29,35,30,27,14,9,37,32,13,47,50,24,10,45,40,48,39,44,2,19,11,43,15,25,38,20,23,26,16,12,17,21,18]",
	100: "[1,3,5,57,59,4,64,7,58,71,81,60,6,91,82,90,8,83,77,65,73,26,9,45,37,63,66,62,44,10,48,54,43,69,42,47,18,11,72,68,50,56,61,36,33,17,12,51,100,93,97,88,35,84,78,19,13,99,67,76,92,75,87,96,94,85,20,14,95,32,98,55,40,80,49,52,46,53,21,15,41,2,27,34,22,70,74,29,25,30,38,86,16,79,24,39,28,23,31,89]",
}

func TestClpfdQueens(t *testing.T) {
	m := fdConsult(t, "../../examples/clpfd-queens/queens.pl")
	for n, want := range fdQueensFirst {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			if got := fdQuery(t, m, fmt.Sprintf("queens(%d, R)", n)); got != want {
				t.Errorf("got %s, want %s", got, want)
			}
		})
	}
}

func TestClpfdSudoku(t *testing.T) {
	m := fdConsult(t, "../../examples/sudoku/sudoku.pl")
	for _, solver := range []string{"sudoku", "sudoku_ffc"} {
		start := time.Now()
		q := fmt.Sprintf("findall(N, (puzzle(N, C, _), digits(C, G), %s(G, V), puzzle(N, _, S), digits(S, V)), R)", solver)
		want := "[seventeen_clues,inkala_2012,ai_escargot,golden_nugget,top95_1,top95_2,top95_3]"
		if got := fdQuery(t, m, q); got != want {
			t.Errorf("%s: got %s, want %s", solver, got, want)
		}
		t.Logf("%s: %v", solver, time.Since(start))
	}
}

func fdCPU() time.Duration {
	return time.Duration(cpuTime() * 1e9)
}

// TestClpfdBench reports the CPU time of the benchmark programs (compare
// with SWI-Prolog's statistics(cputime, _) on the same goals).
func TestClpfdBench(t *testing.T) {
	m := fdConsult(t, "../../examples/clpfd-queens/queens.pl")
	c0 := fdCPU()
	fdQuery(t, m, "forall(member(N,[8,20,50,100]), queens(N,_))")
	t.Logf("queens cpu %v", fdCPU()-c0)
	m = fdConsult(t, "../../examples/sudoku/sudoku.pl")
	c0 = fdCPU()
	fdQuery(t, m, "forall(puzzle(N,C,_), (digits(C,G), sudoku(G,_))), forall(puzzle(N,C,_), (digits(C,G), sudoku_ffc(G,_)))")
	t.Logf("sudoku cpu %v", fdCPU()-c0)
}
