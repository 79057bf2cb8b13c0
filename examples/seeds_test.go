// Package examples_test runs the seed programs of issue 5 (the N-queens
// programs of the user's documents, and the course's GCP strategy on the
// native freeze/2) through the embedding API, checks each expected
// answer, and, where SWI-Prolog is installed, checks that swipl prints
// the same for the same program and goal.
package examples_test

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/goprolog/goprolog/internal/difftest"
	"github.com/goprolog/goprolog/prolog"
)

// seed is one program run: consult File, run Goal, compare standard
// output with Want (or the contents of WantFile).
type seed struct {
	name     string
	file     string
	goal     string
	want     string
	wantFile string
	slow     bool // skipped with -short
}

var seeds = []seed{
	{name: "visual-prolog/nqueen7", file: "visual-prolog/nqueen.pl", goal: "nqueen(7)",
		wantFile: "visual-prolog/nqueen7.txt"},
	{name: "visual-prolog/nqueen4", file: "visual-prolog/nqueen.pl", goal: "nqueen(4)",
		want: "Solution: [3,1,4,2]\nSolution: [2,4,1,3]\nFound 2 solutions to the 4-queen problem\n"},
	{name: "comp333/bruteforce8", file: "comp333/bruteforce.pl",
		goal: "findall(Y, bruteforce(Y), L), length(L, N), L = [F|_], last(L, La), writeln(N-F-La)",
		want: "92-[0,4,7,5,2,6,1,3]-[7,3,0,2,5,1,6,4]\n"},
	{name: "comp333/bruteforceN", file: "comp333/bruteforce.pl",
		goal: "forall(member(N, [4,5,6,8]), (aggregate_all(count, bruteforce(N, _), C), writeln(N-C)))",
		want: "4-2\n5-10\n6-4\n8-92\n"},
	{name: "comp333/nc3", file: "comp333/bruteforce.pl",
		goal: "forall(member(A-B, [0-1, 0-2, 1-2, 1-3, 2-3]), (nc([0,4,7,6], A, B) -> writeln(A-B-true) ; writeln(A-B-false)))",
		want: "0-1-true\n0-2-true\n1-2-true\n1-3-false\n2-3-false\n"},
	{name: "comp333/oct8", file: "comp333/oct.pl",
		goal: "findall(X, solve(8, X), L), length(L, N), L = [F|_], last(L, La), writeln(N-F-La)",
		want: "92-[3,1,6,2,5,7,4,0]-[4,6,1,5,2,0,3,7]\n"},
	{name: "comp333/octN", file: "comp333/oct.pl",
		goal: "forall(member(N, [1,2,3,4,5,6]), (aggregate_all(count, solve(N, _), C), writeln(N-C)))",
		want: "1-1\n2-0\n3-0\n4-2\n5-10\n6-4\n"},
	{name: "bratko/solution12", file: "bratko/queens4.pl", goal: "solution(12, S), writeln(S)",
		want: "[1,3,5,8,10,12,6,11,2,7,9,4]\n"},
	{name: "bratko/solution8", file: "bratko/queens4.pl",
		goal: "solution(S), writeln(S), aggregate_all(count, solution(_), C), aggregate_all(count, solution(8, _), C8), writeln(C-C8)",
		want: "[1,5,8,6,3,7,2,4]\n92-92\n"},
	{name: "bratko/solution6", file: "bratko/queens4.pl", goal: "findall(S, solution(6, S), L), writeln(L)",
		want: "[[2,4,6,1,3,5],[3,6,2,5,1,4],[4,1,5,2,6,3],[5,3,1,6,4,2]]\n"},
	{name: "course-freeze/solutionG6", file: "course-freeze/GCPfreeze.pl",
		goal: "solutionG(6, C), writeln(C), findall(L, (length(L, 6), solutionG(6, L)), Ls), length(Ls, N), writeln(N)",
		want: "[(0,3),(1,0),(2,4),(3,1),(4,5),(5,2)]\n4\n"},
	{name: "course-freeze/solutionG4", file: "course-freeze/GCPfreeze.pl",
		goal: "solutionG(4, C), writeln(C)",
		want: "[(0,2),(1,0),(2,3),(3,1)]\n"},
	{name: "course-freeze/solutionG8", file: "course-freeze/GCPfreeze.pl",
		goal: "solutionG(8, C), writeln(C)",
		want: "[(0,4),(1,1),(2,5),(3,0),(4,6),(5,3),(6,7),(7,2)]\n", slow: true},
}

// TestSeeds runs each seed program in goprolog and checks its output.
func TestSeeds(t *testing.T) {
	for _, s := range seeds {
		t.Run(s.name, func(t *testing.T) {
			if s.slow && testing.Short() {
				t.Skip("tens of millions of inferences: run without -short")
			}
			want := s.expected(t)
			var out, errs bytes.Buffer
			interp := prolog.New(prolog.WithStdio(strings.NewReader(""), &out, &errs))
			if err := interp.Consult(s.file); err != nil {
				t.Fatal(err)
			}
			if err := interp.Exec(context.Background(), s.goal); err != nil {
				t.Fatalf("%s: %v (%s)", s.goal, err, errs.String())
			}
			interp.Flush()
			if got := out.String(); got != want {
				t.Errorf("got:\n%s\nwant:\n%s", got, want)
			}
			if errs.Len() > 0 {
				t.Errorf("unexpected messages: %s", errs.String())
			}
		})
	}
}

// TestSeedsSWI runs the same programs and goals in SWI-Prolog: its output
// must be the expected one too, so that the expectations are SWI-Prolog's.
func TestSeedsSWI(t *testing.T) {
	swipl := difftest.Swipl(t)
	for _, s := range seeds {
		t.Run(s.name, func(t *testing.T) {
			if s.slow && testing.Short() {
				t.Skip("slow: run without -short")
			}
			want := s.expected(t)
			dir, file := filepath.Split(s.file)
			cmd := exec.Command(swipl, "-q", "-g", "consult('"+file+"'), "+s.goal, "-t", "halt")
			cmd.Dir = dir
			got, err := cmd.Output()
			if err != nil {
				t.Fatalf("swipl: %v", err)
			}
			if string(got) != want {
				t.Errorf("swipl printed:\n%s\nwant:\n%s", got, want)
			}
		})
	}
}

func (s seed) expected(t *testing.T) string {
	if s.wantFile == "" {
		return s.want
	}
	data, err := os.ReadFile(s.wantFile)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}
