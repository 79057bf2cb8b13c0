// Command facts measures large consulted fact files in goprolog and
// swipl side by side: the time to consult a file of n facts, the first
// calls on it (a count of every fact, a lookup by first argument, one by
// second argument), clause/2 over every fact, and peak RSS.
//
//	go run ./bench/facts -n 50000,200000 -goprolog /tmp/goprolog
//
// The files are written to a temporary directory (see factgen) and
// removed afterwards.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/goprolog/goprolog/bench/facts/factgen"
)

const driver = `
facts_run(File) :-
    statistics(cputime, T0),
    consult(File),
    statistics(cputime, T1),
    aggregate_all(count, edge(_, _), NE),
    aggregate_all(count, person(_, _, _, _), NP),
    aggregate_all(count, word(_, _, _), NW),
    statistics(cputime, T2),
    findall(Y, (between(1, 2000, I), atom_concat(n, I, X), edge(X, Y)), L1), length(L1, C1),
    findall(X, (between(1, 2000, I), atom_concat(n, I, Y), edge(X, Y)), L2), length(L2, C2),
    findall(N, (between(1, 2000, I), person(I, N, _, _)), L3), length(L3, C3),
    statistics(cputime, T3),
    aggregate_all(count, clause(edge(_, _), true), K1),
    aggregate_all(count, clause(person(_, _, _, _), true), K2),
    aggregate_all(count, (between(1, 2000, I), atom_concat(n, I, X), clause(edge(X, _), true)), K3),
    statistics(cputime, T4),
    Consult is T1-T0, First is T2-T1, Lookup is T3-T2, Clause is T4-T3,
    format("counts ~w ~w ~w ~w ~w ~w ~w ~w ~w~n", [NE, NP, NW, C1, C2, C3, K1, K2, K3]),
    format(user_error, "times ~3f ~3f ~3f ~3f~n", [Consult, First, Lookup, Clause]).
`

func main() {
	ns := flag.String("n", "50000,200000", "comma-separated fact counts")
	gp := flag.String("goprolog", "", "goprolog binary (built from ./cmd/goprolog if empty)")
	flag.Parse()
	dir, err := os.MkdirTemp("", "facts")
	check(err)
	defer os.RemoveAll(dir)
	bin := *gp
	if bin == "" {
		bin = filepath.Join(dir, "goprolog")
		cmd := exec.Command("go", "build", "-o", bin, "./cmd/goprolog")
		cmd.Stderr = os.Stderr
		check(cmd.Run())
	}
	drv := filepath.Join(dir, "driver.pl")
	check(os.WriteFile(drv, []byte(driver), 0o644))
	fmt.Println("| n | system | consult s | first calls s | lookups s | clause/2 s | peak RSS MB | answers |")
	fmt.Println("| --- | --- | --- | --- | --- | --- | --- | --- |")
	for _, s := range strings.Split(*ns, ",") {
		n, err := strconv.Atoi(s)
		check(err)
		file := filepath.Join(dir, fmt.Sprintf("facts%d.pl", n))
		f, err := os.Create(file)
		check(err)
		check(factgen.Write(f, n))
		check(f.Close())
		goal := fmt.Sprintf("facts_run('%s'),halt", file)
		for _, sys := range []struct {
			name string
			argv []string
		}{
			{"goprolog", []string{bin, "-q", "-g", goal, drv}},
			{"swipl", []string{"swipl", "-q", "-g", goal, drv}},
		} {
			out, errOut, rss := run(sys.argv)
			fmt.Printf("| %d | %s | %s | %.0f | %s |\n", n, sys.name, strings.ReplaceAll(times(errOut), " ", " | "), float64(rss)/1024, strings.TrimSpace(out))
		}
	}
}

// run runs argv under /usr/bin/time and returns its output, its error
// output without time's line, and the peak RSS in KiB.
func run(argv []string) (string, string, int) {
	cmd := exec.Command("/usr/bin/time", append([]string{"-f", "maxrss %M"}, argv...)...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		fmt.Fprintln(os.Stderr, argv[0], err, errb.String())
	}
	rss := 0
	var rest []string
	for _, l := range strings.Split(errb.String(), "\n") {
		if v, ok := strings.CutPrefix(l, "maxrss "); ok {
			rss, _ = strconv.Atoi(v)
			continue
		}
		rest = append(rest, l)
	}
	return out.String(), strings.Join(rest, "\n"), rss
}

func times(s string) string {
	for _, l := range strings.Split(s, "\n") {
		if v, ok := strings.CutPrefix(l, "times "); ok {
			return v
		}
	}
	return "? ? ? ?"
}

func check(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
