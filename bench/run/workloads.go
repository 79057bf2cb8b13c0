package main

import "fmt"

// workload is one row of the benchmark table: files consulted after the
// harness, and a goal run under bench_run/1 that prints the answer line.
type workload struct {
	name  string
	files []string // relative to the repository root
	goal  string   // run as bench_run(Goal); empty for the start-up row
	slow  bool     // skipped by -quick
	gnu   bool     // runs unchanged in GNU Prolog (bench/harness_gprolog.pl)
}

// classic are the programs written for this suite in bench/programs; each
// defines bench_main/0. gnu marks those GNU Prolog 1.4.5 runs unchanged;
// the others need what it lacks: unbounded integers (bigint, perfect,
// fib_big, modpow, fib_doubling), a global stack that is collected
// (ackermann), more than 32,768 atoms (word_tree), tabling (pingpong), library(clpfd) (clpfd_queens),
// freeze/2 and dif/2 (coroutines), or SWI
// built-ins such as numlist/3, sort/4, format/1, atomic_list_concat/2,
// number arguments to atom_codes/2, or its operator syntax (assert,
// meta_qsort).
var classic = []struct {
	name string
	slow bool
	gnu  bool
}{
	{"nrev", false, true}, {"tak", false, true}, {"queens", false, false},
	{"sendmore", false, true}, {"deriv", false, true}, {"sieve", false, false},
	{"qsort", false, true}, {"zebra", false, true}, {"fib", false, true},
	{"assert", false, false}, {"findall", false, true}, {"count", false, false},
	{"detlist", false, true}, {"catch", false, true}, {"atoms", false, false},
	{"bigint", false, false}, {"sort", false, false},
	// Programs of the Prolog benchmark literature (the van Roy set and
	// its successors), written for this suite from their published
	// descriptions rather than tuned for goprolog.
	{"crypt", false, true}, {"mu", false, true}, {"poly_10", false, true},
	{"perfect", false, false}, {"meta_qsort", false, false},
	{"query", false, true}, {"serialise", false, true},
	{"prover", false, true}, {"derive", false, true},
	{"flatten", false, false}, {"chat_parser", false, true},
	{"boyer", false, true}, {"browse", false, true}, {"nand", false, true},
	{"reducer", false, true}, {"simple_analyzer", false, true},
	{"fast_mu", false, true}, {"pingpong", false, false},
	{"fib_big", false, false}, {"clpfd_queens", false, false},
	// Big-integer programs outside the literature, to show that the
	// gains on bigint, perfect and fib_big are not theirs alone.
	{"modpow", false, false}, {"fib_doubling", false, false},
	// What students write: a memo table and a counter with
	// assert/retract, a setof/bagof report, deep non-tail recursion.
	{"memo", false, true}, {"setof_report", false, true},
	{"deep_rec", false, true},
	// Coroutines of library(coroutine): freeze/2 and dif/2.
	{"coroutines", false, false},
	// An independent check, written as a student or a programmer writes
	// for SWI-Prolog and measured before any change for them: Hanoi's
	// moves with append/3, library(assoc), a DCG over format/3's codes,
	// exceptions as control, sorting built-ins, strings, tabling.
	{"hanoi_moves", false, false}, {"assoc_words", false, false},
	{"dcg_expr", false, false}, {"exceptions", false, false},
	{"sort_pairs", false, false}, {"strings_proc", false, false},
	{"tabled_paths", false, false},
	// A second independent sample of classic programs, written from
	// their published descriptions and measured before any change for
	// them: Ackermann, peg solitaire, Mandelbrot in floats, the 8-puzzle
	// by IDA*, a term-rewriting simplifier, a DCG tokenizer and parser,
	// graph search over asserted edges, a binary tree of atoms.
	{"ackermann", false, false}, {"peg_solitaire", false, true},
	{"mandelbrot", false, true}, {"puzzle8", false, true},
	{"simplifier", false, true}, {"tokenizer", false, true},
	{"graph_search", false, true}, {"word_tree", false, false},
}

// courseRow is a row of examples/course/course-table.tsv that the suite
// times. The all-solutions rows print the count with the first and last
// solution, so that a wrong search order also fails the row.
type courseRow struct {
	prog  string
	query string // "all" or "first"
	n     int
	slow  bool
}

// courseRows are the course table's rows for N = 8, 10, 12 that finish
// in reasonable time in swipl (GAT all 10 and GTP all 12 need minutes and
// are left out), plus every strategy's first solution of 12.
var courseRows = []courseRow{
	{"GAT", "all", 8, false},
	{"GTP", "all", 8, false},
	{"GTP", "all", 10, false},
	{"RD", "all", 8, false},
	{"RD", "all", 10, false},
	{"RD", "all", 12, true},
	{"RDC", "all", 8, false},
	{"RDC", "all", 10, false},
	{"RDC", "all", 12, true},
	{"RDH", "all", 8, false},
	{"RDH", "all", 10, false},
	{"RDH", "all", 12, true},
	{"GAT", "first", 12, true},
	{"GTP", "first", 12, false},
	{"RD", "first", 12, false},
	{"RDC", "first", 12, false},
	{"RDH", "first", 12, false},
}

// workloads lists every row in table order: start-up first, then the
// course (left out when classicOnly), then the classic set.
func workloads(classicOnly bool) []workload {
	ws := []workload{{name: "startup", gnu: true}}
	for _, r := range courseRows {
		if classicOnly {
			break
		}
		w := workload{
			name:  fmt.Sprintf("course/%s-%s-%d", r.prog, r.query, r.n),
			files: []string{"examples/course/" + r.prog + ".pl"},
			slow:  r.slow,
		}
		if r.query == "all" {
			w.goal = fmt.Sprintf("(bagof(P, solution(%d, P), S), length(S, K), S = [F|_], last(S, L), format(\"~w ~w ~w~n\", [K, F, L]))", r.n)
		} else {
			w.goal = fmt.Sprintf("(solution(%d, S), format(\"~w~n\", [S]))", r.n)
		}
		ws = append(ws, w)
	}
	// GCP's meta-interpreter reads append/3 with clause/2: both systems
	// get it as a user predicate (bench/programs/gcp_append.pl), which
	// swipl needs to finish at all.
	for _, n := range []int{7, 8} {
		if classicOnly {
			break
		}
		ws = append(ws, workload{
			name:  fmt.Sprintf("course/GCP-solutionG-%d", n),
			files: []string{"examples/course/GCP.pl", "bench/programs/gcp_append.pl"},
			goal:  fmt.Sprintf("(solutionG(%d, C), format(\"~w~n\", [C]))", n),
			slow:  n == 8,
		})
	}
	for _, c := range classic {
		ws = append(ws, workload{
			name:  c.name,
			files: []string{"bench/programs/" + c.name + ".pl"},
			goal:  "bench_main",
			slow:  c.slow,
			gnu:   c.gnu,
		})
	}
	return ws
}
