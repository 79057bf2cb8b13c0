package main

import (
	"bufio"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/goprolog/goprolog/internal/difftest"
)

// TestSWICompat runs each program of testdata/swicompat whose first line
// is "% args: ..." with those command-line arguments ({} is the file
// itself) in goprolog and in SWI-Prolog, standard output and error on
// one pipe as on a terminal, and compares the output and the exit
// status. The cases are declarations, expansion, messages, scripts and
// argv. known_diffs.txt lists the cases that still differ, each with its
// reason; they count against the match rate the test logs, and one that
// starts to match fails the test until it leaves the list.
func TestSWICompat(t *testing.T) {
	swipl := difftest.Swipl(t)
	bin := buildBinary(t)
	dir, err := filepath.Abs(filepath.Join("testdata", "swicompat"))
	if err != nil {
		t.Fatal(err)
	}
	known := readKnownDiffs(t, filepath.Join(dir, "known_diffs.txt"))
	files, _ := filepath.Glob(filepath.Join(dir, "*.pl"))
	sort.Strings(files)
	total, same := 0, 0
	for _, file := range files {
		args, stdin, ok := caseArgs(t, file)
		if !ok {
			continue // a file the cases load
		}
		name := strings.TrimSuffix(filepath.Base(file), ".pl")
		total++
		t.Run(name, func(t *testing.T) {
			want := runOracle(t, swipl, dir, args, stdin)
			got := runCase(t, bin, dir, args, stdin)
			if got == want {
				same++
			}
			_, isKnown := known[name]
			switch {
			case got == want && isKnown:
				t.Errorf("matches swipl now: remove it from known_diffs.txt")
			case got != want && !isKnown:
				t.Errorf("args %q\n--- swipl:\n%s--- goprolog:\n%s", args, want, got)
			}
		})
	}
	if total == 0 {
		t.Fatal("no cases in testdata/swicompat")
	}
	t.Logf("%d of %d programs give swipl's exact output and status (%.1f%%)", same, total, 100*float64(same)/float64(total))
}

// caseArgs reads the "% args:" and optional "% stdin:" header lines.
func caseArgs(t *testing.T, file string) (args []string, stdin string, ok bool) {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "% args:"):
			for _, a := range strings.Fields(strings.TrimPrefix(line, "% args:")) {
				args = append(args, strings.ReplaceAll(a, "{}", filepath.Base(file)))
			}
			ok = true
		case strings.HasPrefix(line, "% stdin:"):
			stdin += strings.TrimSpace(strings.TrimPrefix(line, "% stdin:")) + "\n"
		default:
			return args, stdin, ok
		}
	}
	return args, stdin, ok
}

// runCase runs exe in dir and returns its output, with dir written as
// DIR, and its exit status.
func runCase(t *testing.T, exe, dir string, args []string, stdin string) string {
	t.Helper()
	out, _, status := difftest.Program{Exe: exe, Args: args, Dir: dir, Stdin: stdin, Combined: true}.Run(t)
	return difftest.Normalize(out, dir) + "\n[exit " + strconv.Itoa(status) + "]\n"
}

// runOracle is runCase for swipl, run as the oracle (see
// difftest.Program.Oracle).
func runOracle(t *testing.T, swipl, dir string, args []string, stdin string) string {
	t.Helper()
	p := difftest.Program{Exe: swipl, Args: args, Dir: dir, Stdin: stdin, Combined: true}
	out, _, status := p.Oracle(t)
	return difftest.Normalize(out, dir) + "\n[exit " + strconv.Itoa(status) + "]\n"
}

// readKnownDiffs reads "name: reason" lines.
func readKnownDiffs(t *testing.T, path string) map[string]string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	known := map[string]string{}
	for _, line := range strings.Split(string(data), "\n") {
		if name, reason, ok := strings.Cut(line, ":"); ok && !strings.HasPrefix(line, "#") {
			known[strings.TrimSpace(name)] = strings.TrimSpace(reason)
		}
	}
	return known
}
