package difftest

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

// Golden is one case of a golden-file differential test: a program or
// transcript whose output in goprolog must be the file's, which holds
// SWI-Prolog's output for the same input.
type Golden struct {
	// Path is the golden file.
	Path string
	// Swipl runs the case in SWI-Prolog, given the path of swipl, and
	// returns what it printed. Nil for a golden file written by hand
	// (what swipl 9.0.4 lacks), which is never compared with swipl.
	Swipl func(t testing.TB, swipl string) string
	// Goprolog runs the case in goprolog and returns what it printed.
	Goprolog func(t testing.TB) string
	// Update rewrites the golden file from swipl's output (the test
	// package's -update flag).
	Update bool
	// Diff, if set, describes how got differs from want in a failure
	// message; without it both are printed whole.
	Diff func(want, got string) string
}

// CheckGolden runs one case: where swipl is installed, it checks that
// swipl still prints the golden file (and with Update rewrites the file
// from swipl first), then that goprolog prints it. Every difference fails
// the test. Without swipl only goprolog is compared, except under CI,
// where a missing swipl fails the test (see SwiplOptional); Update
// without swipl fails too.
func CheckGolden(t testing.TB, g Golden) {
	t.Helper()
	if g.Swipl != nil {
		swipl, ok := SwiplOptional(t)
		if g.Update && !ok {
			t.Fatal("-update needs swipl")
		}
		if ok {
			swi := g.Swipl(t, swipl)
			if g.Update {
				if err := os.WriteFile(g.Path, []byte(swi), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			if want := readGolden(t, g.Path); swi != want {
				t.Errorf("swipl's output differs from %s (run with -update to accept it):\n%s", g.Path, describe(g.Diff, want, swi))
			}
		}
	}
	want := readGolden(t, g.Path)
	if got := g.Goprolog(t); got != want {
		t.Errorf("goprolog's output differs from %s (swipl's):\n%s", g.Path, describe(g.Diff, want, got))
	}
}

func readGolden(t testing.TB, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

func describe(diff func(want, got string) string, want, got string) string {
	if diff != nil {
		return diff(want, got)
	}
	return "--- got:\n" + got + "--- want:\n" + want
}

// LineDiff lists the lines of want and got that differ, each pair with
// its line number (from 1).
func LineDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	var b strings.Builder
	for i := 0; i < len(w) || i < len(g); i++ {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if wl != gl {
			fmt.Fprintf(&b, "  line %d\n  want: %s\n  got:  %s\n", i+1, wl, gl)
		}
	}
	return b.String()
}
