package builtins_test

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/goprolog/goprolog/internal/difftest"
)

// stringsDriver runs one corpus goal and prints every solution's
// template with print/1 and write_canonical/1, or the error caught. The
// driver sets no double_quotes flag: the corpus checks the default.
const stringsDriver = `
run(I, G, T) :-
    format("~w: ", [I]),
    catch(findall(T, G, L), E, true),
    (   var(E)
    ->  print(L), write(' '), write_canonical(L)
    ;   print(caught(E))
    ),
    nl.
`

// stringCase is one goal of testdata/strings/goals.txt and the template
// whose solutions are printed.
type stringCase struct{ goal, template string }

// loadStringCases reads the corpus: one "Goal ||| Template" a line,
// lines starting with % are comments.
func loadStringCases(t *testing.T) []stringCase {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", "strings", "goals.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var cases []stringCase
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "%") {
			continue
		}
		g, tmpl, ok := strings.Cut(line, " ||| ")
		if !ok {
			t.Fatalf("goals.txt: no ||| in %q", line)
		}
		cases = append(cases, stringCase{g, tmpl})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return cases
}

// TestStringsDifferential runs the string corpus under the default
// double_quotes flag in SWI-Prolog and in goprolog and compares what
// each goal prints, goal by goal.
func TestStringsDifferential(t *testing.T) {
	cases := loadStringCases(t)
	var prog strings.Builder
	prog.WriteString(stringsDriver)
	for i, c := range cases {
		fmt.Fprintf(&prog, "c(%d) :- run(%d, (%s), %s).\n", i, i, c.goal, c.template)
	}
	fmt.Fprintf(&prog, "run_all :- forall(between(0, %d, I), c(I)).\n", len(cases)-1)
	swi, ours := runInBoth(t, "strings.pl", prog.String(), "run_all")
	want, got := splitByCase(swi, len(cases)), splitByCase(ours, len(cases))
	known := loadKnownDiffs(t)
	same := 0
	for i, c := range cases {
		t.Run(c.goal, func(t *testing.T) {
			w, g := difftest.NormalizeVars(want[i]), difftest.NormalizeVars(got[i])
			reason, listed := known[c.goal]
			switch {
			case w == g && listed:
				t.Errorf("listed in known_diffs.txt but prints as swipl: take it out")
			case w == g:
				same++
			case listed:
				t.Logf("known difference (%s)\n  swipl:    %s\n  goprolog: %s", reason, w, g)
			default:
				t.Errorf("\n  swipl:    %s\n  goprolog: %s", w, g)
			}
		})
	}
	t.Logf("%d of %d string goals print as in swipl", same, len(cases))
}

// loadKnownDiffs reads testdata/strings/known_diffs.txt: the goals whose
// output differs from swipl's, each with its reason.
func loadKnownDiffs(t *testing.T) map[string]string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "strings", "known_diffs.txt"))
	if err != nil {
		t.Fatal(err)
	}
	known := map[string]string{}
	for _, line := range strings.Split(string(data), "\n") {
		if line == "" || strings.HasPrefix(line, "%") {
			continue
		}
		g, reason, ok := strings.Cut(line, " ||| ")
		if !ok {
			t.Fatalf("known_diffs.txt: no ||| in %q", line)
		}
		known[g] = reason
	}
	return known
}

// splitByCase cuts out the text each case printed: from its "I: " line
// to the next case's, so that output written by the goal itself is kept.
func splitByCase(out string, n int) []string {
	parts := make([]string, n)
	lines := strings.Split(out, "\n")
	cur := -1
	for _, l := range lines {
		if cur+1 < n && strings.HasPrefix(l, fmt.Sprintf("%d: ", cur+1)) {
			cur++
		}
		if cur >= 0 {
			parts[cur] += l + "\n"
		} else if len(parts) > 0 {
			parts[0] += l + "\n"
		}
	}
	return parts
}

// TestDoubleQuotesScope checks where a double_quotes setting made by a
// file ends, against swipl: with the file when it is a module file, never
// for a plain file (it sets the flag of the user module).
func TestDoubleQuotesScope(t *testing.T) {
	main, err := filepath.Abs(filepath.Join("testdata", "strings", "scope", "main.pl"))
	if err != nil {
		t.Fatal(err)
	}
	prog := fmt.Sprintf(":- ensure_loaded(%s).\n", plAtom(main))
	swi, ours := runInBoth(t, "scope.pl", prog, "show")
	if swi != ours {
		t.Errorf("\n  swipl:    %s  goprolog: %s", swi, ours)
	}
}
